"""brass.core.model.market price ladders and brass.core.play.production.sell_to_markets on a real game."""
from __future__ import annotations

import pytest

from brass.core.files.positions import put_link, put_tile
from brass.core.model.market import Market, buy_cost, buy_price, sell_slot
from brass.core.play.production import reachable_markets, sell_to_markets

from .helpers import market, market_index


@pytest.fixture(scope="module")
def coal(bham_rules) -> Market:
    return market(bham_rules, "coal")


@pytest.fixture(scope="module")
def iron(bham_rules) -> Market:
    return market(bham_rules, "iron")


def test_coal_market_ladder(coal):
    assert coal.prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7)
    assert coal.size == 14
    assert coal.empty_price == 8
    assert coal.start_cubes == 13


def test_iron_market_ladder(iron):
    assert iron.prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)
    assert iron.size == 10
    assert iron.empty_price == 6
    assert iron.start_cubes == 8
    assert iron.reach_mask == 0


def test_coal_next_price(coal):
    assert buy_price(coal, 14) == 1
    assert buy_price(coal, 13) == 1
    assert buy_price(coal, 12) == 2
    assert buy_price(coal, 2) == 7
    assert buy_price(coal, 1) == 7
    assert buy_price(coal, 0) == 8


def test_iron_next_price(iron):
    assert buy_price(iron, 8) == 2
    assert buy_price(iron, 7) == 2
    assert buy_price(iron, 6) == 3
    assert buy_price(iron, 0) == 6


def test_buy_cost_in_a_row(coal, iron):
    assert buy_cost(coal, 13, 3) == 1 + 2 + 2
    assert buy_cost(coal, 12, 4) == 2 + 2 + 3 + 3
    # running out mid-purchase: the rest at the empty price
    assert buy_cost(coal, 2, 4) == 7 + 7 + 8 + 8
    assert buy_cost(iron, 8, 2) == 2 + 2
    assert buy_cost(iron, 0, 3) == 18
    assert buy_cost(iron, 5, 0) == 0


def test_buy_cost_of_market_without_empty_price_is_impossible():
    m = Market(0, "cotton", 0, (2, 3, 4), (0, 0, 0), 3, -1, 0)
    assert buy_price(m, 0) == -1
    assert buy_cost(m, 3, 3) == 2 + 3 + 4
    assert buy_cost(m, 2, 3) == -1


def test_sell_fills_dearest_empty_space(iron):
    # 7 cubes: empty spaces are £1, £1, £2 -> three cubes earn 2 + 1 + 1
    cubes = 7
    earned = []
    for _ in range(3):
        slot = sell_slot(iron, cubes)
        earned.append(iron.prices[slot])
        cubes += 1
    assert earned == [2, 1, 1]
    assert sum(earned) == 4
    assert sell_slot(iron, cubes) == -1


def test_sell_slot_indices(coal, iron):
    assert sell_slot(coal, 13) == 0
    assert sell_slot(coal, 0) == 13
    assert sell_slot(coal, 14) == -1
    assert sell_slot(iron, 8) == 1
    assert sell_slot(iron, 10) == -1


# -- sale of a new tile's cubes into markets ---------------------------------------

def test_iron_works_sells_into_three_vacancies(game4):
    g = game4
    st = g.state
    iron_m = market_index(g, "iron")
    st.markets[iron_m] = 7
    space = put_tile(g, "dudley/2", "iron/1", 1)
    assert st.cubes[g.rules.title.iron][space] == 4
    assert reachable_markets(g, g.rules.board.spaces[space].location, g.rules.title.iron) == [iron_m]
    result = sell_to_markets(g, space, g.rules.title.iron, [iron_m])
    assert result == (3, 4, 0)
    assert st.cubes[g.rules.title.iron][space] == 1
    assert st.tile_flipped[space] is False
    assert st.markets[iron_m] == 10
    assert st.money[1] == 54
    assert st.income[1] == 10
    assert st.spent[1] == 0


def test_iron_works_sells_all_four_and_flips(game4):
    g = game4
    st = g.state
    iron_m = market_index(g, "iron")
    st.markets[iron_m] = 6
    space = put_tile(g, "coalbrookdale/2", "iron/1", 2)
    result = sell_to_markets(g, space, g.rules.title.iron, [iron_m])
    assert result == (4, 2 + 2 + 1 + 1, 0)
    assert st.cubes[g.rules.title.iron][space] == 0
    assert st.tile_flipped[space] is True
    assert st.markets[iron_m] == 10
    assert st.money[2] == 56
    assert st.income[2] == 13  # iron works I: 3 income spaces


def test_full_market_buys_nothing(game4):
    g = game4
    st = g.state
    iron_m = market_index(g, "iron")
    st.markets[iron_m] = 10
    space = put_tile(g, "dudley/2", "iron/1", 0)
    assert sell_to_markets(g, space, g.rules.title.iron, [iron_m]) == (0, 0, 0)
    assert st.cubes[g.rules.title.iron][space] == 4
    assert st.tile_flipped[space] is False
    assert st.money[0] == 50


def test_coal_market_reached_only_through_merchant_connection(game4):
    g = game4
    coal_res = g.rules.title.coal
    coal_m = market_index(g, "coal")
    bham = g.rules.board.location_index["birmingham"]
    assert reachable_markets(g, bham, coal_res) == []
    put_link(g, "birmingham-oxford", 0)
    assert reachable_markets(g, bham, coal_res) == [coal_m]


def test_coal_mine_sells_into_coal_market(game4):
    g = game4
    st = g.state
    coal_m = market_index(g, "coal")
    st.markets[coal_m] = 11  # vacancies £2, £1, £1
    put_link(g, "birmingham-oxford", 3)
    put_link(g, "birmingham-dudley", 3)
    space = put_tile(g, "dudley/1", "coal/2", 0)  # 3 cubes
    markets = reachable_markets(g, g.rules.board.spaces[space].location, g.rules.title.coal)
    assert sell_to_markets(g, space, g.rules.title.coal, markets) == (3, 4, 0)
    assert st.tile_flipped[space] is True
    assert st.income[0] == 17  # coal mine II: 7 spaces
