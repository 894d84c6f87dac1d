"""Coal and iron paid while building: where each cube comes from and what it costs."""
from __future__ import annotations

import pytest

from brass.core import RuleViolation

from .scenario import Scenario, empty_hands, take_off_mat


def in_turn_menu(sc: Scenario) -> bool:
    """The build is over: the player is choosing their next action."""
    return sc.state.frame is None and "pass" in sc.options()


# -- coal: the nearest connected mine ------------------------------------------------------
def test_seed_cotton_ii_in_birmingham_takes_its_coal_from_the_nearest_mine() -> None:
    # Dudley's mine is one link away, Wolverhampton's two; the market is reachable via Oxford
    sc = empty_hands()
    take_off_mat(sc, 0, "cotton/1")
    sc.tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.tile("wolverhampton/2", "coal/2", 2).link("dudley-wolverhampton", 2)
    sc.link("birmingham-oxford", 3)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:cotton")
    # card paid, £14 paid, and the coal is taken without a choice: only the nearest mine counts
    assert in_turn_menu(sc)
    st = sc.state
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/2", "flipped": False, "cubes": 0}
    assert st.money[0] == 36
    assert st.spent[0] == 14
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.space("wolverhampton/2")["cubes"] == 3
    assert sc.market_cubes("coal") == 13
    assert st.money[1] == 50  # coal from an opponent's mine is free, nobody is paid


def test_mines_at_the_same_distance_are_a_choice_and_the_market_is_not() -> None:
    sc = empty_hands()
    sc.tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.tile("tamworth/1", "coal/2", 2).link("birmingham-tamworth", 2)
    sc.link("birmingham-oxford", 3)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sorted(sc.options()) == ["coal:dudley/1", "coal:tamworth/1"]
    assert sc.state.money[0] == 42  # the tile's £8 is already paid
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("coal:market")
    assert sc.snapshot() == before
    sc.do("coal:tamworth/1")
    assert sc.space("tamworth/1")["cubes"] == 2
    assert sc.space("dudley/1")["cubes"] == 3
    assert sc.space("birmingham/2") == {"owner": 0, "tile": "manufacturer/1", "flipped": False, "cubes": 0}
    assert sc.state.money[0] == 42
    assert sc.state.spent[0] == 8
    assert sc.market_cubes("coal") == 13


def test_a_farther_mine_cannot_be_chosen_over_the_nearest() -> None:
    sc = empty_hands()
    sc.tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.tile("wolverhampton/2", "coal/2", 2).link("dudley-wolverhampton", 2)
    sc.tile("tamworth/1", "coal/2", 3).link("birmingham-tamworth", 3)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sorted(sc.options()) == ["coal:dudley/1", "coal:tamworth/1"]
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("coal:wolverhampton/2")
    assert sc.snapshot() == before


def test_a_mine_in_the_same_town_is_nearer_than_a_linked_one() -> None:
    sc = empty_hands()
    sc.tile("coventry/2", "coal/2", 1)
    sc.tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2).link("birmingham-coventry", 2)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry", "industry:manufacturer")
    assert sc.space("coventry/3") == {"owner": 0, "tile": "manufacturer/1", "flipped": False, "cubes": 0}
    assert sc.space("coventry/2")["cubes"] == 2
    assert sc.space("dudley/1")["cubes"] == 3


def test_distance_is_recounted_after_the_nearest_mine_runs_dry() -> None:
    # manufacturer III needs two coal; Dudley's last cube goes first (its mine flips for P2),
    # the second comes from the next nearest mine
    sc = empty_hands()
    take_off_mat(sc, 0, "manufacturer/1", "manufacturer/2")
    sc.tile("dudley/1", "coal/1", 1, cubes=1).link("birmingham-dudley", 1)
    sc.tile("wolverhampton/2", "coal/2", 2).link("dudley-wolverhampton", 2)
    sc.link("birmingham-oxford", 3)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert in_turn_menu(sc)
    st = sc.state
    assert sc.space("birmingham/2") == {"owner": 0, "tile": "manufacturer/3", "flipped": False, "cubes": 0}
    assert sc.space("dudley/1") == {"owner": 1, "tile": "coal/1", "flipped": True, "cubes": 0}
    assert st.income[1] == 10 + 4
    assert sc.space("wolverhampton/2")["cubes"] == 2
    assert sc.market_cubes("coal") == 13
    assert st.money[0] == 38
    assert st.spent[0] == 12


def test_a_flipped_mine_is_no_source() -> None:
    sc = empty_hands()
    sc.tile("dudley/1", "coal/1", 1, flipped=True).link("birmingham-dudley", 1)
    sc.tile("wolverhampton/2", "coal/2", 2).link("dudley-wolverhampton", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sc.space("wolverhampton/2")["cubes"] == 2


# -- coal: the market -----------------------------------------------------------------------------
@pytest.mark.parametrize(("market", "price"), [(13, 1), (12, 2), (5, 5), (1, 7)])
def test_without_a_connected_mine_coal_is_bought_cheapest_first(market: int, price: int) -> None:
    # Dudley's mine is not connected to Birmingham; Birmingham reaches Oxford
    sc = empty_hands().market("coal", market)
    sc.tile("dudley/1", "coal/2", 1)
    sc.link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    st = sc.state
    assert in_turn_menu(sc)
    assert sc.market_cubes("coal") == market - 1
    assert st.money[0] == 50 - 8 - price
    assert st.spent[0] == 8 + price
    assert sc.space("dudley/1")["cubes"] == 3


def test_two_market_coal_cost_the_two_cheapest_prices() -> None:
    sc = empty_hands()
    take_off_mat(sc, 0, "manufacturer/1", "manufacturer/2")
    sc.link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sc.space("birmingham/2")["tile"] == "manufacturer/3"
    assert sc.market_cubes("coal") == 11
    assert sc.state.money[0] == 50 - 12 - 1 - 2
    assert sc.state.spent[0] == 15


def test_empty_coal_market_sells_at_8_each() -> None:
    sc = empty_hands().market("coal", 0).link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sc.market_cubes("coal") == 0
    assert sc.state.money[0] == 50 - 8 - 8
    assert sc.state.spent[0] == 16


def test_last_market_coal_then_the_empty_price() -> None:
    sc = empty_hands().market("coal", 1).link("birmingham-oxford", 2)
    take_off_mat(sc, 0, "manufacturer/1", "manufacturer/2")
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sc.market_cubes("coal") == 0
    assert sc.state.money[0] == 50 - 12 - 7 - 8
    assert sc.state.spent[0] == 27


def test_a_merchant_location_without_a_merchant_tile_still_reaches_the_coal_market() -> None:
    sc = empty_hands().no_merchants().link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sc.space("birmingham/2")["tile"] == "manufacturer/1"
    assert sc.market_cubes("coal") == 12
    assert sc.state.money[0] == 41


def test_market_coal_is_refused_while_a_connected_mine_has_coal() -> None:
    sc = empty_hands()
    sc.tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.tile("tamworth/1", "coal/2", 2).link("birmingham-tamworth", 2)
    sc.link("birmingham-oxford", 3)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/4")
    assert "coal:market" not in sc.options()


@pytest.mark.parametrize(
    ("links", "expected"),
    [
        # nothing connects Coventry: only industries without coal
        ((), ["industry:coal", "industry:pottery"]),
        # connected to Birmingham only: still no mine and no merchant
        (("birmingham-coventry",), ["industry:coal", "industry:pottery"]),
        # through Birmingham to Oxford: market coal opens iron works and manufacturers
        (("birmingham-coventry", "birmingham-oxford"),
         ["industry:coal", "industry:iron", "industry:manufacturer", "industry:pottery"]),
        # through Birmingham to Dudley's mine
        (("birmingham-coventry", "birmingham-dudley"),
         ["industry:coal", "industry:iron", "industry:manufacturer", "industry:pottery"]),
    ],
)
def test_coal_needs_a_connected_mine_or_merchant(links: tuple[str, ...], expected: list[str]) -> None:
    sc = empty_hands().tile("dudley/1", "coal/2", 1)
    for ref in links:
        sc.link(ref, 2)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry")
    assert sorted(sc.options()) == expected


def test_unaffordable_market_coal_removes_the_option() -> None:
    # manufacturer I: £8 + £1 market coal; iron I: £5 + £1
    sc = empty_hands(money=9).link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham")
    assert sorted(sc.options()) == ["industry:iron", "industry:manufacturer"]

    sc = empty_hands(money=8).link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham")  # only iron I is affordable: it is built at once
    assert sc.space("birmingham/3")["tile"] == "iron/1"
    assert sc.space("birmingham/2")["tile"] is None


# -- iron ------------------------------------------------------------------------------------------
def test_iron_comes_from_a_works_with_no_connection_at_all() -> None:
    sc = empty_hands().tile("coalbrookdale/2", "iron/2", 1, cubes=3)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry", "industry:pottery")
    assert sc.space("coventry/1") == {"owner": 0, "tile": "pottery/1", "flipped": False, "cubes": 0}
    assert sc.space("coalbrookdale/2")["cubes"] == 2
    assert sc.market_cubes("iron") == 8
    assert sc.state.money[0] == 33
    assert sc.state.spent[0] == 17
    assert sc.state.money[1] == 50


def test_two_iron_works_are_a_choice_and_the_market_is_not() -> None:
    sc = empty_hands().tile("coalbrookdale/2", "iron/2", 1, cubes=3).tile("dudley/2", "iron/2", 2, cubes=2)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry", "industry:pottery")
    assert sorted(sc.options()) == ["iron:coalbrookdale/2", "iron:dudley/2"]
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("iron:market")
    assert sc.snapshot() == before
    sc.do("iron:dudley/2")
    assert sc.space("dudley/2")["cubes"] == 1
    assert sc.space("coalbrookdale/2")["cubes"] == 3
    assert sc.state.money[0] == 33


def test_taking_the_last_iron_flips_the_works_for_its_owner() -> None:
    sc = empty_hands().tile("dudley/2", "iron/1", 2, cubes=1)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry", "industry:pottery")
    assert sc.space("dudley/2") == {"owner": 2, "tile": "iron/1", "flipped": True, "cubes": 0}
    assert sc.state.income[2] == 13
    assert sc.market_cubes("iron") == 8


@pytest.mark.parametrize(("market", "price"), [(8, 2), (10, 1), (1, 5), (0, 6)])
def test_without_board_iron_the_market_sells_cheapest_first(market: int, price: int) -> None:
    # a flipped works holds no iron; no connection is needed for market iron
    sc = empty_hands().market("iron", market).tile("dudley/2", "iron/1", 1, flipped=True)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry", "industry:pottery")
    assert sc.market_cubes("iron") == max(0, market - 1)
    assert sc.state.money[0] == 50 - 17 - price
    assert sc.state.spent[0] == 17 + price


def test_two_market_iron_then_the_empty_price() -> None:
    # manufacturer VIII needs two iron
    sc = empty_hands().market("iron", 1)
    take_off_mat(sc, 0, *(f"manufacturer/{n}" for n in range(1, 8)))
    sc.hand(0, "wolverhampton", "worcester").ready()
    sc.do("build", "card:wolverhampton", "industry:manufacturer")
    assert sc.space("wolverhampton/1") == {"owner": 0, "tile": "manufacturer/8", "flipped": False, "cubes": 0}
    assert sc.market_cubes("iron") == 0
    assert sc.state.money[0] == 50 - 20 - 5 - 6
    assert sc.state.spent[0] == 31


def test_spending_counts_market_coal_and_iron() -> None:
    # cotton III: £16, market coal £1 (through Oxford), empty iron market £6
    sc = empty_hands().market("iron", 0).link("birmingham-oxford", 2)
    take_off_mat(sc, 0, "cotton/1", "cotton/2")
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:cotton")
    assert sc.space("birmingham/1")["tile"] == "cotton/3"
    assert sc.state.money[0] == 50 - 23
    assert sc.state.spent[0] == 23
    assert sc.market_cubes("coal") == 12
    assert sc.market_cubes("iron") == 0


def test_a_connected_mine_short_of_coal_without_a_merchant_blocks_the_build() -> None:
    # manufacturer III needs two coal; Dudley's mine has one and nothing reaches a merchant
    sc = empty_hands()
    take_off_mat(sc, 0, "manufacturer/1", "manufacturer/2")
    sc.tile("dudley/1", "coal/2", 1, cubes=1).link("birmingham-dudley", 1)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham")
    assert sorted(sc.options()) == ["industry:cotton", "industry:iron"]


def test_a_connected_mine_short_of_coal_is_topped_up_from_the_market() -> None:
    sc = empty_hands()
    take_off_mat(sc, 0, "manufacturer/1", "manufacturer/2")
    sc.tile("dudley/1", "coal/2", 1, cubes=1).link("birmingham-dudley", 1).link("birmingham-oxford", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/4")
    assert sc.space("birmingham/4")["tile"] == "manufacturer/3"
    assert sc.space("dudley/1") == {"owner": 1, "tile": "coal/2", "flipped": True, "cubes": 0}
    assert sc.state.income[1] == 17
    assert sc.market_cubes("coal") == 12
    assert sc.state.money[0] == 50 - 12 - 1
    assert sc.state.spent[0] == 13


def test_second_coal_is_sourced_again_after_the_first_choice() -> None:
    # two coal, two equally near mines with one cube each: after the chosen one runs dry,
    # the other is the only nearest mine left and the farther Wolverhampton mine is untouched
    sc = empty_hands()
    take_off_mat(sc, 0, "manufacturer/1", "manufacturer/2")
    sc.tile("dudley/1", "coal/2", 1, cubes=1).link("birmingham-dudley", 1)
    sc.tile("tamworth/1", "coal/2", 2, cubes=1).link("birmingham-tamworth", 2)
    sc.tile("wolverhampton/2", "coal/2", 3).link("dudley-wolverhampton", 3)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/4")
    assert sorted(sc.options()) == ["coal:dudley/1", "coal:tamworth/1"]
    sc.do("coal:dudley/1")
    assert in_turn_menu(sc)
    st = sc.state
    assert sc.space("dudley/1") == {"owner": 1, "tile": "coal/2", "flipped": True, "cubes": 0}
    assert sc.space("tamworth/1") == {"owner": 2, "tile": "coal/2", "flipped": True, "cubes": 0}
    assert sc.space("wolverhampton/2")["cubes"] == 3
    assert st.income[1] == 17 and st.income[2] == 17
    assert st.money[0] == 38


def test_coal_then_iron_each_offer_their_own_choice() -> None:
    sc = empty_hands()
    take_off_mat(sc, 0, "cotton/1", "cotton/2")
    sc.tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.tile("tamworth/1", "coal/2", 2).link("birmingham-tamworth", 2)
    sc.tile("coalbrookdale/2", "iron/2", 3).tile("derby/3", "iron/2", 1)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:cotton")
    assert sorted(sc.options()) == ["coal:dudley/1", "coal:tamworth/1"]
    sc.do("coal:tamworth/1")
    assert sorted(sc.options()) == ["iron:coalbrookdale/2", "iron:derby/3"]
    sc.do("iron:derby/3")
    assert in_turn_menu(sc)
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/3", "flipped": False, "cubes": 0}
    assert sc.space("tamworth/1")["cubes"] == 2
    assert sc.space("dudley/1")["cubes"] == 3
    assert sc.space("derby/3")["cubes"] == 3
    assert sc.space("coalbrookdale/2")["cubes"] == 4
    assert sc.state.money[0] == 34
    assert sc.state.spent[0] == 16
