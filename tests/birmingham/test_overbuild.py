"""Overbuilding: replacing an industry tile with a higher level of the same industry."""
from __future__ import annotations

import pytest

from brass.core import RuleViolation

from .scenario import Scenario, empty_hands, hand_of, take_off_mat


# -- your own tiles ----------------------------------------------------------------------------
def test_own_cotton_i_is_replaced_by_cotton_ii_at_full_cost() -> None:
    # canal era: the town already holds P1's mill, which is exactly the tile being replaced
    sc = empty_hands().tile("birmingham/1", "cotton/1", 0)
    take_off_mat(sc, 0, "cotton/1")  # two left, developed away: retired 2
    sc.tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.hand(0, "birmingham", "coventry").ready()
    # iron and manufacturer spaces are free but P1 already has an industry in Birmingham, so
    # replacing the mill is the only build there: industry, space and coal resolve themselves
    sc.do("build", "card:birmingham")
    st = sc.state
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/2", "flipped": False, "cubes": 0}
    assert st.money[0] == 50 - 14
    assert st.spent[0] == 14
    assert sc.space("dudley/1")["cubes"] == 2
    assert st.retired[0] == 3
    assert sc.mat_count(0, "cotton/1") == 0  # the replaced tile never returns to the mat
    assert sc.mat_count(0, "cotton/2") == 1
    assert hand_of(sc, 0) == ["coventry"]


def test_own_unflipped_mine_is_replaced_and_its_cubes_vanish() -> None:
    sc = empty_hands().tile("dudley/1", "coal/1", 0, cubes=1)
    sc.hand(0, "dudley", "worcester").ready()
    # canal era: P1's mine is its one industry in Dudley, so replacing it is the only build
    sc.do("build", "card:dudley")
    st = sc.state
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert sc.market_cubes("coal") == 13
    assert st.money[0] == 43
    assert st.spent[0] == 7
    assert st.retired[0] == 1
    assert sc.mat_count(0, "coal/1") == 0
    assert st.income[0] == 10  # the replaced tile was not flipped: no income for it


def test_own_flipped_tile_replaced_keeps_the_income_and_vp_already_gained() -> None:
    sc = empty_hands().tile("dudley/1", "coal/1", 0, flipped=True).income(0, 14)
    sc.state.vp[0] = 6
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    st = sc.state
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert st.income[0] == 14
    assert st.vp[0] == 6
    assert st.retired[0] == 1


def test_own_tile_overbuilt_with_an_industry_card_in_the_network() -> None:
    sc = empty_hands().tile("dudley/1", "coal/1", 0, cubes=1)
    sc.hand(0, "coal", "worcester").ready()
    sc.do("build", "card:coal")  # the only coal space in P1's network is its own mine
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert hand_of(sc, 0) == ["worcester"]


def test_own_tile_cannot_be_overbuilt_with_another_towns_card() -> None:
    sc = empty_hands().tile("dudley/1", "coal/1", 0, flipped=True)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry", "industry:coal")
    assert sc.space("coventry/2") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/1", "flipped": True, "cubes": 0}


@pytest.mark.parametrize("own", ["coal/2", "coal/3"])
def test_equal_or_lower_level_is_not_offered(own: str) -> None:
    # P1's next coal mine is level II; its own mine in Dudley is level II or III
    sc = empty_hands().tile("dudley/1", own, 0)
    take_off_mat(sc, 0, "coal/1")
    sc.link("dudley-kidderminster", 0).link("dudley-wolverhampton", 0)
    sc.hand(0, "coal", "worcester").ready()
    sc.do("build", "card:coal")
    assert sorted(sc.options()) == ["slot:kidderminster/1", "slot:wolverhampton/2"]
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("slot:dudley/1")
    assert sc.snapshot() == before


def test_equal_level_own_flipped_mine_is_not_offered_even_with_no_coal_left() -> None:
    sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/2", 0, flipped=True)
    take_off_mat(sc, 0, "coal/1")
    sc.hand(0, "dudley", "coventry", "worcester").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:worcester"]


def test_a_different_industry_is_never_an_overbuild() -> None:
    # Coventry's manufacturer/coal space holds P1's manufacturer; its coal mine cannot replace it
    # (P1 has no higher manufacturer left, so nothing else could be built in Coventry either)
    sc = empty_hands().tile("coventry/2", "manufacturer/1", 0)
    sc.tile("coventry/1", "pottery/1", 1).tile("coventry/3", "iron/1", 2, flipped=True)
    take_off_mat(sc, 0, *(f"manufacturer/{n}" for n in range(2, 9)))
    sc.hand(0, "coventry", "worcester", "stafford").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:stafford", "card:worcester"]


# -- opponents' industries that are never overbuilt -----------------------------------------------
def no_coal_or_iron_anywhere() -> Scenario:
    """Both markets empty and no coal or iron on any tile."""
    return empty_hands().market("coal", 0).market("iron", 0)


@pytest.mark.parametrize(
    ("town", "tiles", "developed"),
    [
        ("worcester", [("worcester/1", "cotton/1", 1), ("worcester/2", "cotton/1", 1)], ("cotton/1",)),
        ("wolverhampton", [("wolverhampton/1", "manufacturer/1", 1), ("wolverhampton/2", "manufacturer/1", 2)],
         ("manufacturer/1",)),
        ("uttoxeter", [("uttoxeter/1", "brewery/1", 1), ("uttoxeter/2", "brewery/1", 1)], ("brewery/1",)),
    ],
)
def test_opponents_cotton_manufacturer_and_brewery_are_never_overbuilt(
    town: str, tiles: list[tuple[str, str, int]], developed: tuple[str, ...]
) -> None:
    # the town's every space holds an opponent's level I tile of that industry; P1's next
    # tile is level II and could be paid for (Worcester reaches Gloucester for market coal)
    sc = no_coal_or_iron_anywhere().link("gloucester-worcester", 3)
    for space, tile, owner in tiles:
        sc.tile(space, tile, owner)
    take_off_mat(sc, 0, *developed)
    sc.hand(0, town, "coventry", "stafford").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:stafford"]


def test_opponents_pottery_is_never_overbuilt() -> None:
    # Coventry's pottery space holds P2's pottery I; P1's next is pottery II (£0 + coal at £8)
    sc = no_coal_or_iron_anywhere().tile("coventry/1", "pottery/1", 1)
    sc.link("birmingham-coventry", 2).link("birmingham-oxford", 2)
    take_off_mat(sc, 0, "pottery/1")
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry")
    assert sorted(sc.options()) == ["industry:coal", "industry:iron", "industry:manufacturer"]


def test_opponents_flipped_brewery_is_never_overbuilt() -> None:
    sc = no_coal_or_iron_anywhere().tile("burton_on_trent/2", "brewery/1", 1, flipped=True)
    take_off_mat(sc, 0, "brewery/1")
    sc.hand(0, "burton_on_trent", "worcester").ready()
    sc.do("build", "card:burton_on_trent")  # only the coal mine is left in Burton
    assert sc.space("burton_on_trent/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 2}
    assert sc.space("burton_on_trent/2") == {"owner": 1, "tile": "brewery/1", "flipped": True, "cubes": 0}


# -- opponents' coal mines and iron works ---------------------------------------------------------------
def test_opponents_exhausted_mine_is_overbuilt_when_no_coal_is_left() -> None:
    sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/1", 1, flipped=True).income(1, 14)
    sc.state.vp[1] = 3
    take_off_mat(sc, 0, "coal/1")
    sc.hand(0, "dudley", "coventry", "worcester").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:dudley", "card:worcester"]
    sc.do("card:dudley")  # coal is all Dudley allows here; the only coal space is P2's mine
    st = sc.state
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert st.money[0] == 43
    assert st.spent[0] == 7
    assert st.retired[1] == 1
    assert sc.mat_count(1, "coal/1") == 0
    assert st.income[1] == 14
    assert st.vp[1] == 3
    assert hand_of(sc, 0) == ["coventry", "worcester"]


@pytest.mark.parametrize("coal_somewhere", ["market", "opponents_tile", "own_tile"])
def test_opponents_mine_is_not_overbuilt_while_any_coal_remains(coal_somewhere: str) -> None:
    sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/1", 1, flipped=True)
    if coal_somewhere == "market":
        sc.market("coal", 1)
    elif coal_somewhere == "opponents_tile":
        sc.tile("cannock/2", "coal/2", 2, cubes=1)  # far away and unconnected
    else:
        sc.tile("cannock/2", "coal/2", 0, cubes=1)  # P1's own cube counts as well
    take_off_mat(sc, 0, "coal/1")
    sc.hand(0, "dudley", "coventry", "worcester").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:worcester"]


def test_opponents_unflipped_mine_is_not_overbuilt() -> None:
    sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/1", 1, cubes=1)
    take_off_mat(sc, 0, "coal/1")
    sc.hand(0, "dudley", "coventry", "worcester").ready()
    sc.do("build")
    # Dudley's iron works is possible with the mine's coal, but not the overbuild
    sc.do("card:dudley")
    assert sc.space("dudley/2")["tile"] == "iron/1"
    assert sc.space("dudley/1") == {"owner": 1, "tile": "coal/1", "flipped": True, "cubes": 0}


def test_opponents_equal_level_mine_is_not_overbuilt_even_with_no_coal() -> None:
    sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/2", 1, flipped=True)
    take_off_mat(sc, 0, "coal/1")
    sc.hand(0, "dudley", "coventry", "worcester").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:worcester"]


def test_opponents_exhausted_iron_works_is_overbuilt_when_no_iron_is_left() -> None:
    # P3's mine in Dudley gives the coal; the new works sells 4 iron (£5, £5, £4, £4) and flips
    sc = empty_hands().market("iron", 0).tile("dudley/2", "iron/1", 1, flipped=True).income(1, 13)
    sc.tile("dudley/1", "coal/2", 2)
    take_off_mat(sc, 0, "iron/1")
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    st = sc.state
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/2", "flipped": True, "cubes": 0}
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.market_cubes("iron") == 4
    assert st.money[0] == 50 - 7 + 18
    assert st.spent[0] == 7
    assert st.income[0] == 13
    assert st.retired[1] == 1
    assert st.income[1] == 13


@pytest.mark.parametrize("iron_somewhere", ["market", "tile"])
def test_opponents_iron_works_is_not_overbuilt_while_any_iron_remains(iron_somewhere: str) -> None:
    sc = empty_hands().market("iron", 0).tile("dudley/2", "iron/1", 1, flipped=True)
    sc.tile("dudley/1", "coal/2", 2)
    if iron_somewhere == "market":
        sc.market("iron", 1)
    else:
        sc.tile("coalbrookdale/2", "iron/2", 3, cubes=1)
    take_off_mat(sc, 0, "iron/1")
    sc.hand(0, "dudley", "coventry", "worcester").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:worcester"]


def test_opponents_mine_overbuilt_with_an_industry_card_needs_the_network() -> None:
    sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/1", 1, flipped=True)
    take_off_mat(sc, 0, "coal/1")
    sc.link("gloucester-worcester", 0)  # P1's network: Gloucester and Worcester only
    sc.hand(0, "coal", "worcester", "birmingham").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:birmingham", "card:worcester"]


def test_opponents_mine_overbuilt_with_an_industry_card_inside_the_network() -> None:
    sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/1", 1, flipped=True)
    take_off_mat(sc, 0, "coal/1")
    sc.link("dudley-kidderminster", 0).tile("kidderminster/1", "cotton/1", 2).tile("kidderminster/2", "cotton/1", 2)
    sc.hand(0, "coal", "worcester").ready()
    sc.do("build", "card:coal")
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert sc.state.retired[1] == 1


def test_canal_era_no_overbuilding_an_opponents_mine_in_a_town_holding_your_industry() -> None:
    # P1's iron works already stands in Dudley: a second own industry there is not allowed
    sc = empty_hands().market("coal", 0).market("iron", 0)
    sc.tile("dudley/1", "coal/1", 1, flipped=True).tile("dudley/2", "iron/1", 0, flipped=True)
    take_off_mat(sc, 0, "coal/1")
    sc.hand(0, "dudley", "coventry", "worcester").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:worcester"]


def test_rail_era_opponents_mine_is_overbuilt_beside_your_own_industry() -> None:
    sc = empty_hands(era="rail").market("coal", 0).market("iron", 0)
    sc.tile("dudley/1", "coal/2", 1, flipped=True).tile("dudley/2", "iron/2", 0, flipped=True)
    take_off_mat(sc, 0, "coal/1", "coal/2")
    sc.hand(0, "dudley", "coventry").ready()
    sc.do("build", "card:dudley")  # coal III: £8 and one iron at £6 from the empty market
    st = sc.state
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/3", "flipped": False, "cubes": 4}
    assert sc.space("dudley/2")["owner"] == 0
    assert st.money[0] == 50 - 8 - 6
    assert st.spent[0] == 14
    assert st.retired[1] == 1
