"""Why a card in hand allows no build now, in the words of the rules (for ``brass play``).

Each mat tile the card could build is checked in the order a Build checks it -- the tile
open on the mat, its era, a place the card reaches (a free space, the own flipped tile an
upgrade replaces, an oilfield reached by a pipeline), the price -- and the tile that got
furthest gives its industry's reason.  A card that allows several industries gives each
one's reason (:func:`~brass.core.play.card_reasons.combined`).  Whiskey is said once for
the whole hand (:func:`hand_notes`), not per card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Items, Message, text
from brass.core.i18n.plural import plural
from brass.core.model.cards import INDUSTRY, LOCATION, WILD_INDUSTRY
from brass.core.play.card_reasons import Dear, Lacks, combined

from .oil import has_pipeline
from .placement import BuildContext, open_positions

if TYPE_CHECKING:
    from brass.core.play.engine import Game

NOT_OPEN = text("pittsburgh.reason.not_open", "{industry} opens when your mat has run out of {tiles}",
                note="{tiles}: mat tiles joined with 'or'")
NO_TILES = text("pittsburgh.reason.no_tiles", "no {industry} tiles left on your mat")
WRONG_ERA = text("pittsburgh.reason.wrong_era", "{tile} cannot be built in {era}: develop it first")
ONE_PER_TOWN = text("pittsburgh.reason.one_per_town",
                    "one industry per location in era 1: you already have one in {place}")
NO_SPACE = text("pittsburgh.reason.no_space", "no free space for {industry} in {place}")
OUTSIDE_NETWORK = text("pittsburgh.reason.outside_network", "no free {industry} space in your network")
NO_UPGRADE = text("pittsburgh.reason.no_upgrade",
                  "{tile} replaces your own flipped {industries}: you have none it may use",
                  note="{industries}: industries joined with 'or'")
NO_OILFIELD = text("pittsburgh.reason.no_oilfield", "{tile} goes on an oilfield reached by a pipeline: none is")
NO_INCOME = plural("pittsburgh.reason.no_income", "{tile} costs {count} income level you do not have",
                   "{tile} costs {count} income levels you do not have")
NOTHING_HERE = text("pittsburgh.reason.nothing_here", "nothing can be built with it now")
WHISKEY = text("pittsburgh.hand.whiskey", "Whiskey ({count}): spend 1 to build with any card",
               note="under the hand in brass play; {count}: the whiskey the player holds")



def blocked_reason(game: Game, player: int, card: int) -> Message:
    """The reasons ``card`` alone allows no build for ``player`` now, one per industry it allows."""
    ctx = BuildContext(game, player)
    found = [_industry_reason(ctx, card, industry) for industry in _industries(ctx, card)]
    return combined(ctx.rules, found, NOTHING_HERE())


def hand_notes(game: Game, player: int) -> list[Message]:
    """Said once under the hand: the whiskey held, when it lets some card build more."""
    whiskey = game.state.ext.whiskey[player]
    if whiskey <= 0:
        return []
    ctx = BuildContext(game, player)
    if not any(ctx.whiskey_adds(card) for card in set(game.state.hands[player])):
        return []
    return [WHISKEY(count=whiskey)]


def _industries(ctx: BuildContext, card: int) -> list[int]:
    """The industries ``card`` names, or (a location card) those its location has a space for
    or the player has a tile in that an upgrade could replace."""
    rules = ctx.rules
    c = rules.cards[card]
    if c.kind in (INDUSTRY, WILD_INDUSTRY):
        return sorted(c.industries)
    if c.kind != LOCATION:
        return list(range(len(rules.industries.industries)))
    upgrading = {rules.tiles[t].industry for t in _upgrade_tiles(ctx, c.location)}
    return [i for i in range(len(rules.industries.industries)) if ctx.spaces_of(c.location, i) or i in upgrading]


def _upgrade_tiles(ctx: BuildContext, location: int) -> list[int]:
    """Upgrade tiles that could replace one of the player's tiles at ``location``."""
    rules = ctx.rules
    st = ctx.state
    here = {rules.tiles[st.tile_type[s]].industry for s in rules.board.spaces_at[location]
            if st.tile_owner[s] == ctx.player}
    return [t.index for t in rules.tiles if t.upgrades and here & set(t.upgrades)]


def _industry_reason(ctx: BuildContext, card: int, industry: int) -> tuple[int, Message | Lacks | Dear]:
    """(how far a Build of ``industry`` with ``card`` got, why it stopped there)."""
    rules = ctx.rules
    names = rules.names
    mat = rules.mat
    counts = ctx.state.mat[ctx.player]
    positions = [p for p in open_positions(ctx.game, ctx.player)
                 if rules.tiles[mat.positions[p].tile].industry == industry]
    if not positions:
        before = mat.waiting_on(counts, industry)
        if before:
            tiles = Items(tuple(names.tile(rules, mat.positions[a].tile) for a in before), "or")
            return 0, NOT_OPEN(industry=names.industry[industry](), tiles=tiles)
        return 0, NO_TILES(industry=names.industry[industry]())
    best: tuple[int, Message | Lacks | Dear] = (-1, NOTHING_HERE())
    for pos in positions:  # the tile that got furthest (the cheapest of those only too dear)
        found = _tile_reason(ctx, card, mat.positions[pos].tile)
        if found[0] > best[0] or (isinstance(found[1], Dear) and isinstance(best[1], Dear) and found[1] < best[1]):
            best = found
    return best


def _tile_reason(ctx: BuildContext, card: int, tile: int) -> tuple[int, Message | Lacks | Dear]:
    """(how far a Build of ``tile`` with ``card`` got, why it stopped there)."""
    rules = ctx.rules
    st = ctx.state
    names = rules.names
    t = rules.tiles[tile]
    tile_name = names.tile(rules, tile)
    if st.era not in t.eras:
        return 1, WRONG_ERA(tile=tile_name, era=names.era[st.era]())
    locations = _locations(ctx, card, tile)
    if not locations:
        return 2, _no_place(ctx, card, tile)
    costs = [ctx.cost(tile, loc) for loc in locations]
    payable = [c for c in costs if c >= 0]
    if not payable:
        return 4, _lacking(ctx, tile, locations)
    return 4, Dear(min(payable), tile, st.money[ctx.player])


def _lacking(ctx: BuildContext, tile: int, locations: list[int]) -> Message | Lacks:
    """What ``tile`` needs that cannot be had: income levels, or the cubes lacking where
    the fewest are."""
    rules = ctx.rules
    t = rules.tiles[tile]
    name = rules.names.tile(rules, tile)
    if t.income_cost and rules.track.drop_levels(ctx.state.income[ctx.player], t.income_cost) is None:
        return NO_INCOME(tile=name, count=t.income_cost)
    return Lacks(tile, min((tuple((res, n) for res, n in t.cost if ctx.resource_cost(res, n, loc) < 0)
                            for loc in locations), key=len))


def _locations(ctx: BuildContext, card: int, tile: int) -> list[int]:
    """Locations where ``card`` may put ``tile`` on a free space or over the tile it upgrades."""
    rules = ctx.rules
    st = ctx.state
    t = rules.tiles[tile]
    if t.upgrades:
        found = {rules.board.spaces[s].location for s, owner in enumerate(st.tile_owner)
                 if owner == ctx.player and st.tile_flipped[s] and rules.tiles[st.tile_type[s]].industry in t.upgrades}
    else:
        found = {loc for loc in ctx.table.locations_with_space[t.industry] if ctx.has_free_space(loc, t.industry)}
    return sorted(loc for loc in found if ctx.allowed(card, False, t.industry, loc))


def _no_place(ctx: BuildContext, card: int, tile: int) -> Message:
    """Why ``card`` reaches no place for ``tile``."""
    rules = ctx.rules
    names = rules.names
    t = rules.tiles[tile]
    tile_name = names.tile(rules, tile)
    industry = names.industry[t.industry]()
    if t.industry == ctx.p.oil_city and not any(has_pipeline(ctx.game, f) for f in ctx.p.oilfields):
        return NO_OILFIELD(tile=tile_name)
    if t.upgrades:
        upgraded = Items(tuple(names.industry[i]() for i in sorted(t.upgrades)), "or")
        return NO_UPGRADE(tile=tile_name, industries=upgraded)
    c = rules.cards[card]
    if c.kind == LOCATION:
        place = names.location[c.location]()
        if ctx.own_here(c.location) and ctx.spaces_of(c.location, t.industry):
            return ONE_PER_TOWN(place=place)
        return NO_SPACE(industry=industry, place=place)
    return OUTSIDE_NETWORK(industry=industry)


__all__ = ["blocked_reason", "hand_notes"]
