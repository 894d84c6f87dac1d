"""What a new tile produces, and the immediate sale of new coal and iron into the markets."""
from __future__ import annotations

import pytest

from .scenario import empty_hands, take_off_mat


# -- production ----------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "cubes", "cost"), [(1, 2, 5), (2, 3, 7), (3, 4, 8 + 2), (4, 5, 10 + 2)])
def test_new_coal_mine_gets_its_printed_cubes(level: int, cubes: int, cost: int) -> None:
    # Dudley is not connected to any merchant: the mine keeps everything
    sc = empty_hands().market("coal", 10)
    take_off_mat(sc, 0, *(f"coal/{n}" for n in range(1, level)))
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")  # no coal anywhere: iron is impossible, coal resolves itself
    assert sc.space("dudley/1") == {"owner": 0, "tile": f"coal/{level}", "flipped": False, "cubes": cubes}
    assert sc.market_cubes("coal") == 10
    assert sc.state.money[0] == 50 - cost
    assert sc.state.spent[0] == cost


@pytest.mark.parametrize(("level", "cubes", "cost"), [(1, 4, 5), (2, 4, 7), (3, 5, 9), (4, 6, 12)])
def test_new_iron_works_gets_its_printed_cubes(level: int, cubes: int, cost: int) -> None:
    # the iron market is full, so nothing can be sold
    sc = empty_hands().market("iron", 10).tile("dudley/1", "coal/2", 1)
    take_off_mat(sc, 0, *(f"iron/{n}" for n in range(1, level)))
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    assert sc.space("dudley/2") == {"owner": 0, "tile": f"iron/{level}", "flipped": False, "cubes": cubes}
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.market_cubes("iron") == 10
    assert sc.state.money[0] == 50 - cost


def test_brewery_gets_one_beer_in_the_canal_era() -> None:
    sc = empty_hands()
    sc.hand(0, "burton_on_trent", "worcester").ready()
    sc.do("build", "card:burton_on_trent", "industry:brewery")
    assert sc.space("burton_on_trent/2") == {"owner": 0, "tile": "brewery/1", "flipped": False, "cubes": 1}
    assert sc.state.money[0] == 43


def test_brewery_gets_two_beer_in_the_rail_era() -> None:
    sc = empty_hands(era="rail")
    take_off_mat(sc, 0, "brewery/1")
    sc.hand(0, "burton_on_trent", "worcester").ready()
    sc.do("build")  # brewery II is the only tile buildable in Burton in rail
    assert sc.space("burton_on_trent/2") == {"owner": 0, "tile": "brewery/2", "flipped": False, "cubes": 2}
    assert sc.state.money[0] == 50 - 7 - 2


# -- coal mines and the coal market ----------------------------------------------------------------
def test_connected_coal_mine_fills_the_dearest_vacancies_and_flips_when_empty() -> None:
    # Dudley reaches Oxford over P3's links; vacancies pay £2, £2, £1, £1
    sc = empty_hands().market("coal", 10)
    take_off_mat(sc, 0, "coal/1")
    sc.link("birmingham-dudley", 2).link("birmingham-oxford", 2)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley", "industry:coal")
    st = sc.state
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": True, "cubes": 0}
    assert sc.market_cubes("coal") == 13
    assert st.money[0] == 50 - 7 + 2 + 2 + 1
    assert st.spent[0] == 7  # sales do not reduce spending
    assert st.income[0] == 10 + 7
    assert sc.level(0) == 4


def test_connected_coal_mine_sells_only_into_the_vacancies() -> None:
    sc = empty_hands()  # coal market 13: one £1 vacancy
    sc.link("birmingham-dudley", 2).link("birmingham-oxford", 2)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley", "industry:coal")
    st = sc.state
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 1}
    assert sc.market_cubes("coal") == 14
    assert st.money[0] == 50 - 5 + 1
    assert st.spent[0] == 5
    assert st.income[0] == 10


def test_coal_mine_not_connected_to_a_merchant_keeps_its_coal() -> None:
    # linked to Birmingham, but nothing reaches a merchant location
    sc = empty_hands().market("coal", 10).link("birmingham-dudley", 2)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 2}
    assert sc.market_cubes("coal") == 10
    assert sc.state.money[0] == 45


def test_coal_mine_reaching_a_merchant_location_without_a_tile_still_sells() -> None:
    sc = empty_hands().no_merchants().market("coal", 12)
    sc.link("birmingham-dudley", 2).link("birmingham-oxford", 2)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley", "industry:coal")
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/1", "flipped": True, "cubes": 0}
    assert sc.market_cubes("coal") == 14
    assert sc.state.money[0] == 50 - 5 + 1 + 1
    assert sc.state.income[0] == 14


def test_coal_mine_sales_never_go_into_the_iron_market() -> None:
    sc = empty_hands().market("coal", 14).market("iron", 0)
    sc.link("birmingham-dudley", 2).link("birmingham-oxford", 2)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley", "industry:coal")
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.market_cubes("coal") == 14
    assert sc.market_cubes("iron") == 0
    assert sc.state.money[0] == 45


# -- iron works and the iron market -------------------------------------------------------------------
def test_seed_iron_works_i_sells_three_for_4_and_keeps_one() -> None:
    # no link anywhere: iron is sold regardless; vacancies pay £2, £1, £1
    sc = empty_hands().market("iron", 7).tile("dudley/1", "coal/2", 1)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    st = sc.state
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": False, "cubes": 1}
    assert sc.market_cubes("iron") == 10
    assert st.money[0] == 50 - 5 + 4
    assert st.spent[0] == 5
    assert st.income[0] == 10
    assert sc.space("dudley/1")["cubes"] == 2


def test_seed_iron_works_i_selling_all_four_flips_at_once() -> None:
    # four vacancies (£2, £2, £1, £1): every cube sells, the works flips for three income spaces
    sc = empty_hands().market("iron", 6).tile("dudley/1", "coal/2", 1)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    st = sc.state
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": True, "cubes": 0}
    assert sc.market_cubes("iron") == 10
    assert st.money[0] == 50 - 5 + 6
    assert st.spent[0] == 5
    assert st.income[0] == 13
    assert sc.level(0) == 2


def test_iron_works_sells_into_an_empty_market_dearest_first() -> None:
    # iron II: 4 cubes into the £5, £5, £4, £4 spaces
    sc = empty_hands().market("iron", 0).tile("dudley/1", "coal/2", 1)
    take_off_mat(sc, 0, "iron/1")
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    st = sc.state
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/2", "flipped": True, "cubes": 0}
    assert sc.market_cubes("iron") == 4
    assert st.money[0] == 50 - 7 + 18
    assert st.spent[0] == 7
    assert st.income[0] == 13


def test_iron_works_with_market_coal_sells_and_pays_separately() -> None:
    # coal bought for £1 through Oxford counts as spending; the iron sales do not offset it
    sc = empty_hands().market("iron", 8).link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "worcester").ready()
    sc.do("build", "card:birmingham", "industry:iron")
    st = sc.state
    assert sc.space("birmingham/3") == {"owner": 0, "tile": "iron/1", "flipped": False, "cubes": 2}
    assert sc.market_cubes("iron") == 10
    assert sc.market_cubes("coal") == 12
    assert st.money[0] == 50 - 5 - 1 + 2
    assert st.spent[0] == 6


# -- no sales outside the build --------------------------------------------------------------------
def test_a_later_coal_vacancy_does_not_pull_coal_from_a_mine() -> None:
    # first action: a connected coal mine into a full market keeps its cubes;
    # second action: market coal is bought elsewhere, opening a vacancy
    sc = empty_hands().market("coal", 14)
    take_off_mat(sc, 0, "coal/1")
    sc.link("birmingham-dudley", 2).link("birmingham-oxford", 2).link("stoke_on_trent-warrington", 3)
    sc.hand(0, "dudley", "stoke_on_trent", "worcester").turn(0, 3).ready()
    sc.do("build", "card:dudley", "industry:coal")
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert sc.market_cubes("coal") == 14
    sc.do("build", "card:stoke_on_trent", "industry:manufacturer")
    assert sc.space("stoke_on_trent/3") == {"owner": 0, "tile": "manufacturer/1", "flipped": False, "cubes": 0}
    assert sc.market_cubes("coal") == 13
    assert sc.space("dudley/1")["cubes"] == 3
    assert sc.state.money[0] == 50 - 7 - 8 - 1
    assert sc.state.spent[0] == 16


def test_other_builds_leave_existing_mines_and_works_alone() -> None:
    sc = empty_hands().market("coal", 10).market("iron", 5)
    sc.tile("dudley/1", "coal/2", 1).tile("dudley/2", "iron/2", 1, cubes=2)
    sc.link("birmingham-dudley", 2).link("birmingham-oxford", 2)
    sc.hand(0, "worcester", "coventry").ready()
    sc.do("build", "card:worcester", "slot:worcester/1")
    assert sc.space("worcester/1")["tile"] == "cotton/1"
    assert sc.space("dudley/1")["cubes"] == 3
    assert sc.space("dudley/2")["cubes"] == 2
    assert sc.market_cubes("coal") == 10
    assert sc.market_cubes("iron") == 5
    assert sc.state.money[1] == 50


def test_a_new_link_reaching_a_merchant_does_not_sell_an_existing_mines_coal() -> None:
    # P1's mine in Dudley was built unconnected; P1 now links it to Birmingham, which reaches Oxford
    sc = empty_hands().market("coal", 10).tile("dudley/1", "coal/1", 0).link("birmingham-oxford", 2)
    sc.hand(0, "worcester", "coventry").ready()
    sc.do("network", "card:worcester", "link:birmingham-dudley")
    st = sc.state
    assert st.link_owner[sc.rules.board.link_index["birmingham-dudley"]] == 0
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 2}
    assert sc.market_cubes("coal") == 10
    assert st.money[0] == 47
