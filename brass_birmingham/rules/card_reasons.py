"""Why a card in hand allows no build now, in the words of the rules (for ``brass play``).

Each industry the card could build is checked in the order a Build checks it -- a tile left
on the mat, its era, a space the card reaches, the price -- and each industry gives its
reason, put together compactly (:func:`~brass.core.play.card_reasons.combined`): a location
card of several industries says why each of them cannot be built.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, text
from brass.core.model.cards import INDUSTRY, LOCATION, WILD_INDUSTRY
from brass.core.play.building import space_table
from brass.core.play.card_reasons import Dear, Lacks, combined

from .placement import BuildContext

if TYPE_CHECKING:
    from brass.core.play.engine import Game

ONE_PER_TOWN = text("birmingham.reason.one_per_town",
                    "one industry per town in the canal era: you already have one in {place}")
NO_TILES = text("birmingham.reason.no_tiles", "no {industry} tiles left on your mat")
WRONG_ERA = text("birmingham.reason.wrong_era", "{tile} cannot be built in the {era}: develop it first")
OUTSIDE_NETWORK = text("birmingham.reason.outside_network", "no free {industry} space in your network")
NO_SPACE = text("birmingham.reason.no_space", "no free space for {industry} in {place}")
NOTHING_HERE = text("birmingham.reason.nothing_here", "nothing can be built with it now")


def blocked_reason(game: Game, player: int, card: int) -> Message:
    """The reason ``card`` allows no build for ``player`` now."""
    ctx = BuildContext(game, player)
    rules = game.rules
    c = rules.cards[card]
    if c.kind in (INDUSTRY, WILD_INDUSTRY):
        candidates = sorted(c.industries)
    elif c.kind == LOCATION:
        table = space_table(rules)
        candidates = [i for i in range(len(rules.industries.industries))
                      if table.single[c.location][i] or table.multi[c.location][i]]
    else:
        candidates = list(range(len(rules.industries.industries)))
    found = [_industry_reason(ctx, card, industry) for industry in candidates]
    return combined(rules, found, NOTHING_HERE())


def _can_overbuild_own(ctx: BuildContext, location: int, industry: int, tile: int) -> bool:
    """The player has a lower tile of ``industry`` in ``location`` that ``tile`` could replace."""
    rules = ctx.rules
    st = ctx.state
    level = rules.tiles[tile].level
    return any(st.tile_owner[s] == ctx.player and rules.tiles[st.tile_type[s]].industry == industry
               and rules.tiles[st.tile_type[s]].level < level
               for s in rules.board.spaces_at[location])


def _industry_reason(ctx: BuildContext, card: int, industry: int) -> tuple[int, Message | Lacks | Dear]:
    """(how far a Build of ``industry`` got, why it stopped there)."""
    rules = ctx.rules
    st = ctx.state
    names = rules.names
    pos = rules.mat.lowest(st.mat[ctx.player], industry)
    if pos < 0:
        return 0, NO_TILES(industry=names.industry[industry]())
    tile = rules.mat.positions[pos].tile
    tile_name = names.tile(rules, tile)
    if st.era not in rules.tiles[tile].eras:
        return 1, WRONG_ERA(tile=tile_name, era=names.era[st.era]())
    locations = ctx.locations_for(card, industry)
    if len(locations) == 1 and ctx.one_per_location and (ctx.own_locations >> locations[0]) & 1 \
            and not _can_overbuild_own(ctx, locations[0], industry, tile):
        return 2, ONE_PER_TOWN(place=names.location[locations[0]]())
    if not locations:
        return 2, OUTSIDE_NETWORK(industry=names.industry[industry]())
    cost = ctx.build_cost(tile, locations[0])
    if cost < 0:
        lacking = tuple((res, n) for res, n in rules.tiles[tile].cost if ctx.resource_cost(res, n, locations[0]) < 0)
        return 4, Lacks(tile, lacking)
    if cost > st.money[ctx.player]:
        return 4, Dear(cost, tile, st.money[ctx.player])
    place = names.location[locations[0]]() if len(locations) == 1 else None
    if place is None:
        return 3, OUTSIDE_NETWORK(industry=names.industry[industry]())
    return 3, NO_SPACE(industry=names.industry[industry](), place=place)
