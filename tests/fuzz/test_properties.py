"""Property-based tests (hypothesis) of the generic pieces every title uses: the progress track,
turn order, market ladders, and network distances with nearest-source transport on random graphs."""
from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, settings, strategies as st

from brass.core.model.board import Board, LinkData, LocationData
from brass.core.model.market import Market, buy_cost, buy_price, sell_slot
from brass.core.model.track import ProgressTrack, TrackBand, TrackData
from brass.core.play.network import NetworkView, components
from brass.core.play.transport import OTHER, Request, Source, Tier, TransportPolicy, candidates
from brass.core.play.turn_order import reorder

SETTINGS = settings(max_examples=60, deadline=None)


# -- progress track --------------------------------------------------------------------------------------
@st.composite
def tracks(draw: Any) -> ProgressTrack:
    first = draw(st.integers(0, 3))
    level = draw(st.integers(-10, 0))
    bands, space = [], first
    for _ in range(draw(st.integers(1, 4))):
        per = draw(st.integers(1, 4))
        length = per * draw(st.integers(1, 5))
        bands.append(TrackBand(space, space + length - 1, level, per))
        space += length
        level += length // per
    return ProgressTrack(TrackData(first, space - 1, tuple(bands)))


@SETTINGS
@given(tracks(), st.data())
def test_the_track_levels_rise_by_one_and_markers_fall_to_the_top_of_a_level(track: ProgressTrack, data: Any) -> None:
    spaces = range(track.first_space, track.last_space + 1)
    levels = [track.level(s) for s in spaces]
    assert all(b - a in (0, 1) for a, b in itertools.pairwise(levels))
    space = data.draw(st.sampled_from(spaces))
    steps = data.draw(st.integers(0, 40))
    moved = track.advance(space, steps)
    assert moved == min(track.last_space, space + steps) and track.level(moved) >= track.level(space)
    drop = data.draw(st.integers(0, 6))
    fallen = track.drop_levels(space, drop)
    if track.level(space) - drop < track.min_level:
        assert fallen is None
    else:
        assert fallen is not None and track.level(fallen) == track.level(space) - drop
        assert fallen == track.last_space or track.level(fallen + 1) > track.level(fallen)


# -- turn order ------------------------------------------------------------------------------------------------
@SETTINGS
@given(st.permutations(range(4)), st.lists(st.integers(0, 30), min_size=4, max_size=4))
def test_turn_order_least_spent_first_ties_keep_their_order(order: list[int], spent: list[int]) -> None:
    new = reorder(order, spent)
    assert sorted(new) == sorted(order)
    for a, b in itertools.pairwise(new):
        assert spent[a] < spent[b] or (spent[a] == spent[b] and order.index(a) < order.index(b))


# -- market ladders -----------------------------------------------------------------------------------------------
@st.composite
def markets(draw: Any) -> Market:
    prices = sorted(draw(st.lists(st.integers(0, 9), min_size=1, max_size=16)))
    empty = draw(st.sampled_from([-1, prices[-1] + 1]))
    return Market(0, "m", 0, tuple(prices), (), 0, empty, 0)


@SETTINGS
@given(markets(), st.data())
def test_a_market_buys_dearer_as_it_empties_and_sells_into_the_cheapest_free_space(market: Market, data: Any) -> None:
    cubes = data.draw(st.integers(0, market.size))
    amount = data.draw(st.integers(0, market.size + 2))
    ladder = [buy_price(market, c) for c in range(cubes, 0, -1)]
    assert ladder == list(market.prices[market.size - cubes:])
    cost = buy_cost(market, cubes, amount)
    if amount <= cubes:
        assert cost == sum(ladder[:amount])
    elif market.empty_price < 0:
        assert cost == -1
    else:
        assert cost == sum(ladder) + (amount - cubes) * market.empty_price
    slot = sell_slot(market, cubes)
    if cubes == market.size:
        assert slot == -1
    else:  # selling a cube then buying it back costs the price of the space it filled
        assert buy_price(market, cubes + 1) == market.prices[slot]


# -- networks and nearest sources ---------------------------------------------------------------------------------
@st.composite
def boards(draw: Any) -> tuple[Board, list[int], list[bool]]:
    n = draw(st.integers(2, 9))
    locations = tuple(LocationData(id=f"l{i}", name=f"l{i}", kind="town") for i in range(n))
    pairs = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)).filter(lambda p: p[0] != p[1]),
                          max_size=14))
    links = tuple(LinkData(ends=(f"l{a}", f"l{b}"), eras=("e",)) for a, b in pairs)
    board = Board(locations, links, {}, {"e": 0})
    owner = [draw(st.sampled_from([-1, 0, 1])) for _ in links]
    connects = [draw(st.booleans()) for _ in links]  # some link kinds (pipelines) do not connect
    return board, owner, connects


def all_distances(board: Board, owner: list[int], connects: list[bool]) -> list[list[int]]:
    """Floyd–Warshall over built, connecting links (an implementation independent of the engine's)."""
    n = board.location_count
    inf = 10**9
    d = [[0 if i == j else inf for j in range(n)] for i in range(n)]
    for link, o, c in zip(board.links, owner, connects):
        if o >= 0 and c:
            a, b = link.ends
            d[a][b] = d[b][a] = 1
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i][j] = min(d[i][j], d[i][k] + d[k][j])
    return [[x if x < inf else -1 for x in row] for row in d]


class Spots:
    """A provider offering one cube at each of some locations, if connected to the request."""

    def __init__(self, where: list[int]) -> None:
        self.where = where

    def sources(self, game: Any, req: Request, net: NetworkView) -> list[Source]:
        return [Source(OTHER, i, loc, 0, f"spot:{i}", self) for i, loc in enumerate(self.where)
                if any(net.connected(loc, r) for r in req.locations)]


class FakeGame:
    def __init__(self, net: NetworkView, tiers: list[Tier]) -> None:
        self.net = net
        self.transport = TransportPolicy()
        self.transport.set(0, tiers)

    def network(self) -> NetworkView:
        return self.net


@SETTINGS
@given(boards(), st.data())
def test_distances_components_and_nearest_sources_match_an_independent_search(drawn: Any, data: Any) -> None:
    board, owner, connects = drawn
    n = board.location_count
    truth = all_distances(board, owner, connects)
    net = NetworkView(board, owner, connects)
    starts = tuple(sorted(data.draw(st.sets(st.integers(0, n - 1), min_size=1, max_size=3))))
    dist = net.distances(starts)
    for loc in range(n):
        reach = [truth[s][loc] for s in starts if truth[s][loc] >= 0]
        assert dist[loc] == (min(reach) if reach else -1)
    comp = components(board, owner, connects)
    assert all((comp[a] == comp[b]) == (truth[a][b] >= 0) for a in range(n) for b in range(n))
    where = data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=6))
    for nearest in (True, False):
        found = candidates(FakeGame(net, [Tier((Spots(where),), nearest)]), Request(0, 0, starts))
        reachable = [i for i, loc in enumerate(where) if dist[loc] >= 0]
        if nearest and reachable:
            best = min(dist[where[i]] for i in reachable)
            reachable = [i for i in reachable if dist[where[i]] == best]
        assert sorted(s.ref for s in found) == reachable
