"""brass.core.play.transport with Birmingham's tiers: nearest coal mine, else the coal market
through a merchant connection; iron from any iron works, else the iron market."""
from __future__ import annotations

import pytest

from brass.core.files.positions import put_link, put_tile
from brass.core.play.transport import MARKET, TILE, Request, candidates, quote, take

from .helpers import loc, market_index


def coal_req(g, player, *places):
    return Request(player, g.rules.title.coal, tuple(loc(g, p) for p in places))


def iron_req(g, player, *places):
    return Request(player, g.rules.title.iron, tuple(loc(g, p) for p in places))


def keys(sources):
    return sorted(s.key for s in sources)


def test_nearest_connected_mine_of_any_owner(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    put_link(g, "birmingham-walsall", 0)
    put_link(g, "cannock-walsall", 0)
    put_tile(g, "dudley/1", "coal/1", 2)  # 1 link away, opponent's
    put_tile(g, "cannock/2", "coal/2", 0)  # 2 links away, own
    found = candidates(g, coal_req(g, 0, "birmingham"))
    assert keys(found) == ["dudley/1"]
    assert found[0].kind == TILE
    assert found[0].price == 0
    assert found[0].location == loc(g, "dudley")


def test_equally_near_mines_are_all_offered(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    put_link(g, "birmingham-tamworth", 1)
    put_tile(g, "dudley/1", "coal/1", 1)
    put_tile(g, "tamworth/2", "coal/2", 2)
    assert keys(candidates(g, coal_req(g, 3, "birmingham"))) == ["dudley/1", "tamworth/2"]


def test_mine_in_the_same_place_is_nearest(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    put_tile(g, "dudley/1", "coal/1", 1)
    put_tile(g, "wolverhampton/2", "coal/2", 1)
    put_link(g, "dudley-wolverhampton", 0)
    assert keys(candidates(g, coal_req(g, 0, "wolverhampton"))) == ["wolverhampton/2"]


def test_unconnected_and_flipped_mines_are_not_sources(game4):
    g = game4
    put_tile(g, "dudley/1", "coal/1", 1)  # not connected
    put_tile(g, "tamworth/2", "coal/2", 2, flipped=True)
    put_link(g, "birmingham-tamworth", 2)
    assert candidates(g, coal_req(g, 0, "birmingham")) == []
    assert quote(g, coal_req(g, 0, "birmingham"), 1) == -1


def test_coal_market_only_when_no_connected_mine_has_coal(game4):
    g = game4
    put_link(g, "birmingham-oxford", 0)
    found = candidates(g, coal_req(g, 0, "birmingham"))
    assert len(found) == 1
    assert (found[0].kind, found[0].key, found[0].price) == (MARKET, "market", 1)
    # a connected mine with coal takes priority over the market
    put_link(g, "birmingham-dudley", 0)
    put_tile(g, "dudley/1", "coal/1", 1)
    assert keys(candidates(g, coal_req(g, 0, "birmingham"))) == ["dudley/1"]


@pytest.mark.parametrize("merchant_link, place", [
    ("birmingham-oxford", "birmingham"),
    ("gloucester-worcester", "worcester"),
    ("coalbrookdale-shrewsbury", "coalbrookdale"),
    ("stoke_on_trent-warrington", "stoke_on_trent"),
    ("derby-nottingham", "derby"),
])
def test_coal_market_reached_through_each_merchant(game4, merchant_link, place):
    g = game4
    put_link(g, merchant_link, 1)
    found = candidates(g, coal_req(g, 0, place))
    assert [(s.kind, s.price) for s in found] == [(MARKET, 1)]


def test_no_coal_without_merchant_connection(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    assert candidates(g, coal_req(g, 0, "birmingham")) == []
    assert quote(g, coal_req(g, 0, "birmingham"), 2) == -1


def test_coal_market_price_and_empty_price(game4):
    g = game4
    st = g.state
    coal_m = market_index(g, "coal")
    put_link(g, "birmingham-oxford", 0)
    req = coal_req(g, 0, "birmingham")
    assert quote(g, req, 3) == 1 + 2 + 2
    st.markets[coal_m] = 1
    assert quote(g, req, 3) == 7 + 8 + 8
    st.markets[coal_m] = 0
    assert [s.price for s in candidates(g, req)] == [8]
    assert quote(g, req, 2) == 16


def test_quote_uses_mine_then_market(game4):
    g = game4
    put_link(g, "birmingham-oxford", 0)
    put_link(g, "birmingham-dudley", 0)
    put_tile(g, "dudley/1", "coal/1", 1)  # 2 cubes
    req = coal_req(g, 0, "birmingham")
    assert quote(g, req, 2) == 0
    assert quote(g, req, 3) == 1
    assert quote(g, req, 4) == 1 + 2
    assert quote(g, req, 0) == 0


def test_quote_on_hypothetical_network(game4):
    g = game4
    put_tile(g, "dudley/1", "coal/1", 1)
    req = coal_req(g, 0, "birmingham")
    assert quote(g, req, 1) == -1
    view = g.network().with_link((loc(g, "birmingham"), loc(g, "dudley")))
    assert quote(g, req, 2, view) == 0
    assert quote(g, req, 3, view) == -1


def test_take_from_market_pays_and_counts_as_spending(game4):
    g = game4
    st = g.state
    coal_m = market_index(g, "coal")
    put_link(g, "birmingham-oxford", 0)
    req = coal_req(g, 2, "birmingham")
    take(g, req, candidates(g, req)[0])
    take(g, req, candidates(g, req)[0])
    assert st.markets[coal_m] == 11
    assert st.money[2] == 50 - 1 - 2
    assert st.spent[2] == 3


def test_take_from_empty_market_costs_empty_price(game4):
    g = game4
    st = g.state
    iron_m = market_index(g, "iron")
    st.markets[iron_m] = 0
    req = iron_req(g, 1, "birmingham")
    take(g, req, candidates(g, req)[0])
    assert st.markets[iron_m] == 0
    assert st.money[1] == 44
    assert st.spent[1] == 6


def test_taking_last_cube_flips_mine_and_advances_owner_income(game4):
    g = game4
    st = g.state
    put_link(g, "birmingham-dudley", 0)
    s = put_tile(g, "dudley/1", "coal/1", 3, cubes=2)
    req = coal_req(g, 0, "birmingham")
    take(g, req, candidates(g, req)[0])
    assert (st.cubes[g.rules.title.coal][s], st.tile_flipped[s], st.income[3]) == (1, False, 10)
    take(g, req, candidates(g, req)[0])
    assert (st.cubes[g.rules.title.coal][s], st.tile_flipped[s]) == (0, True)
    assert st.income[3] == 14  # coal mine I: 4 income spaces
    assert st.money[0] == 50  # coal from a mine is free
    assert st.spent[0] == 0
    assert candidates(g, req) == []


def test_iron_from_any_works_regardless_of_connection(game4):
    g = game4
    put_tile(g, "dudley/2", "iron/1", 1)
    put_tile(g, "coalbrookdale/2", "iron/2", 2)
    put_tile(g, "birmingham/3", "iron/3", 3, flipped=True)
    found = candidates(g, iron_req(g, 0, "coventry"))
    assert keys(found) == ["coalbrookdale/2", "dudley/2"]
    assert all(s.kind == TILE and s.price == 0 for s in found)
    # iron also works for a request without a place
    assert keys(candidates(g, Request(0, g.rules.title.iron, ()))) == ["coalbrookdale/2", "dudley/2"]


def test_iron_market_when_no_works_has_iron(game4):
    g = game4
    st = g.state
    iron_m = market_index(g, "iron")
    found = candidates(g, iron_req(g, 0, "coventry"))
    assert [(s.kind, s.key, s.price) for s in found] == [(MARKET, "market", 2)]
    st.markets[iron_m] = 0
    assert [s.price for s in candidates(g, iron_req(g, 0, "coventry"))] == [6]
    assert quote(g, iron_req(g, 0, "coventry"), 2) == 12


def test_iron_quote_works_then_market(game4):
    g = game4
    put_tile(g, "dudley/2", "iron/1", 1, cubes=1)
    req = iron_req(g, 0, "coventry")
    assert quote(g, req, 1) == 0
    assert quote(g, req, 3) == 0 + 2 + 2


def test_emptied_iron_works_flips(game4):
    g = game4
    st = g.state
    s = put_tile(g, "dudley/2", "iron/2", 1, cubes=1)
    req = iron_req(g, 0, "coventry")
    take(g, req, candidates(g, req)[0])
    assert st.tile_flipped[s] is True
    assert st.income[1] == 13  # iron works II: 3 spaces


def test_next_cube_comes_from_next_nearest_mine_after_nearest_empties(game4):
    g = game4
    st = g.state
    put_link(g, "birmingham-dudley", 0)
    put_link(g, "birmingham-walsall", 0)
    put_link(g, "cannock-walsall", 0)
    near = put_tile(g, "dudley/1", "coal/1", 1, cubes=1)
    put_tile(g, "cannock/2", "coal/2", 2)
    req = coal_req(g, 0, "birmingham")
    assert quote(g, req, 4) == 0
    first = candidates(g, req)
    assert keys(first) == ["dudley/1"]
    take(g, req, first[0])
    assert st.tile_flipped[near] is True
    assert keys(candidates(g, req)) == ["cannock/2"]


def test_nearest_measured_from_any_of_several_places(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    put_link(g, "birmingham-walsall", 0)
    put_link(g, "cannock-walsall", 0)
    put_tile(g, "dudley/1", "coal/1", 1)
    put_tile(g, "cannock/2", "coal/2", 2)
    # a cube used at walsall or cannock: the cannock mine is at distance 0
    req = coal_req(g, 0, "walsall", "cannock")
    assert keys(candidates(g, req)) == ["cannock/2"]
