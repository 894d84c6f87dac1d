"""Building a hand-made position on a game: tiles, links, hands, money, whose turn.

Used by rules tests, lessons and position files.  Each helper keeps the state's
bookkeeping whole (a tile placed leaves its owner's mat; cards move between deck
and hand), so the invariants hold for built positions as for played ones.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import DataError
from brass.core.model.state import TURN

if TYPE_CHECKING:
    from brass.core.play.engine import Game

UNKNOWN_REF = text("position.unknown_ref", "Unknown {kind} “{ref}”.")
NO_TILE_LEFT = text("position.no_tile_left", "Player {player} has no {tile} left on their mat.")
NO_CARD_LEFT = text("position.no_card_left", "No “{card}” card is left in the deck to put in a hand.")
SEVERAL_RESOURCES = text(
    "position.several_resources", "Tile “{tile}” holds several resources: give a count for each resource."
)


def space_index(game: Game, ref: str) -> int:
    found = game.rules.board.space_index.get(ref)
    if found is None:
        raise DataError(UNKNOWN_REF(kind=dm.WHAT_SPACE(), ref=ref))
    return found


def link_index(game: Game, ref: str) -> int:
    found = game.rules.board.link_index.get(ref)
    if found is None:
        raise DataError(UNKNOWN_REF(kind=dm.WHAT_LINK(), ref=ref))
    return found


def tile_index(game: Game, ref: str) -> int:
    found = game.rules.industries.tile_index.get(ref)
    if found is None:
        raise DataError(UNKNOWN_REF(kind=dm.WHAT_TILE(), ref=ref))
    return found


def card_index(game: Game, ref: str) -> int:
    found = game.rules.card_index.get(ref)
    if found is None:
        raise DataError(UNKNOWN_REF(kind=dm.WHAT_CARD(), ref=ref))
    return found


def clear_board(game: Game) -> None:
    """Remove every tile and link (tiles go back to their owners' mats)."""
    st = game.state
    rules = game.rules
    for s, owner in enumerate(st.tile_owner):
        if owner >= 0:
            st.mat[owner][rules.mat.position_of_tile[st.tile_type[s]]] += 1
            game.clear_space(s)
    for i, owner in enumerate(st.link_owner):
        if owner >= 0:
            st.links_left[owner][st.link_kind[i]] += 1
            st.link_owner[i] = -1
            st.link_kind[i] = -1


def put_tile(
    game: Game, space: str, tile: str, owner: int, *, flipped: bool = False,
    cubes: int | dict[str, int] | None = None,
) -> int:
    """Place ``owner``'s ``tile`` ("coal/2") on ``space`` ("dudley/1"), taken from their mat.

    ``cubes`` defaults to what the tile produces in the current era (nothing if
    flipped); an int is the count of the tile's only resource, a dict gives
    counts by resource id.
    """
    st = game.state
    rules = game.rules
    s = space_index(game, space)
    t = tile_index(game, tile)
    pos = rules.mat.position_of_tile[t]
    if st.mat[owner][pos] <= 0:
        raise DataError(NO_TILE_LEFT(player=owner + 1, tile=tile))
    if st.tile_owner[s] >= 0:
        st.mat[st.tile_owner[s]][rules.mat.position_of_tile[st.tile_type[s]]] += 1
    game.place_tile(owner, s, t, flipped)
    set_cubes(game, s, cubes)
    return s


def set_cubes(game: Game, space: int, cubes: int | dict[str, int] | None) -> None:
    """Set what the tile on ``space`` holds (see :func:`put_tile` for ``cubes``)."""
    st = game.state
    rules = game.rules
    tile = rules.tiles[st.tile_type[space]]
    for held in st.cubes:
        held[space] = 0
    if cubes is None:
        if not st.tile_flipped[space]:
            for resource, amount in tile.produces[st.era]:
                st.cubes[resource][space] = amount
    elif isinstance(cubes, int):
        if cubes and len(tile.resources) != 1:
            raise DataError(SEVERAL_RESOURCES(tile=tile.ref))
        for resource in tile.resources:
            st.cubes[resource][space] = cubes
    else:
        for ref, amount in cubes.items():
            st.cubes[resource_index(game, ref)][space] = amount


def resource_index(game: Game, ref: str) -> int:
    found = game.rules.industries.resource_index.get(ref)
    if found is None:
        raise DataError(UNKNOWN_REF(kind=dm.WHAT_RESOURCE(), ref=ref))
    return found


def put_link(game: Game, link: str, owner: int, kind: str | None = None) -> int:
    """Place one of ``owner``'s link tiles on ``link`` ("birmingham-dudley").

    ``kind`` is a link kind id; by default the title's first kind.
    """
    st = game.state
    i = link_index(game, link)
    k = 0 if kind is None else game.rules.link_kind_index.get(kind, -1)
    if k < 0:
        raise DataError(UNKNOWN_REF(kind=dm.WHAT_LINK_KIND(), ref=str(kind)))
    if st.link_owner[i] >= 0:
        st.links_left[st.link_owner[i]][st.link_kind[i]] += 1
    st.link_owner[i] = owner
    st.link_kind[i] = k
    st.links_left[owner][k] -= 1
    return i


def set_hand(game: Game, player: int, cards: Iterable[str]) -> None:
    """Give ``player`` exactly ``cards``: the old hand goes back to the deck, the new one comes from it.

    Wild cards come from (and return to) the wild supply.
    """
    st = game.state
    rules = game.rules
    for c in st.hands[player]:
        if rules.cards[c].wild:
            st.wild_supply[c] += 1
        else:
            st.deck.append(c)
    st.hands[player] = []
    for ref in cards:
        c = card_index(game, ref)
        if rules.cards[c].wild:
            if st.wild_supply[c] <= 0:
                raise DataError(NO_CARD_LEFT(card=ref))
            st.wild_supply[c] -= 1
        else:
            if c not in st.deck:
                raise DataError(NO_CARD_LEFT(card=ref))
            st.deck.remove(c)
        st.hands[player].append(c)


def set_turn(game: Game, player: int, actions_left: int = 2) -> None:
    """Make it ``player``'s turn (moving them to the front of the order) with ``actions_left``."""
    st = game.state
    st.order.remove(player)
    st.order.insert(0, player)
    st.turn = 0
    st.phase = TURN
    st.frame = None
    st.actions_left = actions_left


def set_era(game: Game, era: int, round_no: int = 2) -> None:
    st = game.state
    st.era = era
    st.round = round_no


def refresh(game: Game) -> None:
    """Recompute the pending decision after building the position."""
    game.refresh()


# -- era rules a hand-made position may break (warnings, see position_file) -----------------------

TWO_OWN_INDUSTRIES = text(
    "position.warning.two_own_industries",
    "{location}: player {player} has {count} industries there, but in the {era} a player may have only one "
    "industry in a location")
LEVEL_LEFT_THE_BOARD = text(
    "position.warning.level_left_the_board",
    "space {space}: {tile} is a level-{level} tile, but level-{level} tiles leave the board when the {first} ends")


def era_rule_breaches(game: Game, one_per_location_eras: Iterable[int], removed_level: int) -> list[Message]:
    """The two era rules both titles share, as warnings for a position that breaks them.

    ``one_per_location_eras``: eras in which a player has at most one industry per
    location; ``removed_level``: the tile level that leaves the board after the first
    era (0: none).
    """
    rules = game.rules
    st = game.state
    board = rules.board
    found: list[Message] = []
    if st.era in set(one_per_location_eras):
        counts: dict[tuple[int, int], int] = {}
        for s, owner in enumerate(st.tile_owner):
            if owner >= 0:
                key = (board.spaces[s].location, owner)
                counts[key] = counts.get(key, 0) + 1
        for (location, owner), count in sorted(counts.items()):
            if count > 1:
                found.append(TWO_OWN_INDUSTRIES(location=rules.names.location[location](), player=owner + 1,
                                                count=count, era=rules.names.era[st.era]()))
    if removed_level and st.era > 0:
        for s, owner in enumerate(st.tile_owner):
            tile = rules.tiles[st.tile_type[s]] if owner >= 0 else None
            if tile is not None and tile.level == removed_level:
                found.append(LEVEL_LEFT_THE_BOARD(space=board.spaces[s].ref, tile=tile.ref, level=tile.level,
                                                  first=rules.names.era[0]()))
    return found
