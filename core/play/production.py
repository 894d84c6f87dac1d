"""What a new industry tile produces, and its immediate sale into markets."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from brass.core.model.market import sell_slot

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def reachable_markets(game: Game, location: int, resource: int) -> list[int]:
    """Markets of ``resource`` that a tile at ``location`` is connected to (or needs no connection)."""
    net = game.network()
    reach = -1
    found = []
    for m in game.rules.markets:
        if m.resource != resource or not m.in_play(game.state.players):
            continue
        if m.reach_mask:
            if reach == -1:
                reach = net.reach_mask((location,))
            if not m.reach_mask & reach:
                continue
        found.append(m.index)
    return found


def produce(game: Game, space: int) -> None:
    """Put on the new tile on ``space`` what it produces in the current era."""
    st = game.state
    tile = game.rules.tiles[st.tile_type[space]]
    for resource, amount in tile.produces[st.era]:
        st.cubes[resource][space] = amount


def sell_to_markets(game: Game, space: int, resource: int, markets: Sequence[int]) -> tuple[int, int, int]:
    """Move ``resource`` cubes from the tile on ``space`` into ``markets`` (in that order),
    dearest vacancy first.

    The owner earns each filled space's price (and printed VP).  A tile left
    empty flips.  Returns (cubes sold, money earned, VP earned).
    """
    st = game.state
    owner = st.tile_owner[space]
    cubes = st.cubes[resource]
    sold = money = vp = 0
    for mi in markets:
        market = game.rules.markets[mi]
        while cubes[space] > 0:
            slot = sell_slot(market, st.markets[mi])
            if slot < 0:
                break
            st.markets[mi] += 1
            money += market.prices[slot]
            vp += market.vp[slot]
            sold += 1
            cubes[space] -= 1
    st.money[owner] += money
    game.score(owner, vp, "market")
    tile = game.rules.tiles[st.tile_type[space]]
    if sold and not st.tile_flipped[space] and all(st.cubes[r][space] == 0 for r in tile.resources):
        game.flip(space)
    return sold, money, vp
