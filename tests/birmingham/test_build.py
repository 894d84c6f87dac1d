"""Build: which card lets you build where, spaces, era limits and which tile is placed."""
from __future__ import annotations

import pytest

from brass.core import RuleViolation

from .scenario import Scenario, empty_hands, hand_of, take_off_mat

# Every brewery space in a named town (a farm brewery is not a town).
TOWN_BREWERY_SPACES = {
    "slot:derby/1", "slot:stone/1", "slot:uttoxeter/1", "slot:uttoxeter/2", "slot:stafford/1",
    "slot:burton_on_trent/2", "slot:walsall/2", "slot:coalbrookdale/1", "slot:nuneaton/1",
}
FARM_SPACES = {"slot:farm_brewery_north/1", "slot:farm_brewery_south/1"}


def discards_of(sc: Scenario, player: int) -> list[str]:
    return [sc.rules.cards[c].id for c in sc.state.discards[player]]


def wild_left(sc: Scenario, card: str) -> int:
    return sc.state.wild_supply[sc.rules.card_index[card]]


# -- which card builds where -----------------------------------------------------------
def test_location_card_builds_in_its_town_outside_the_network() -> None:
    # P1's only presence is an exhausted mine in Dudley; Coventry is not in its network
    sc = empty_hands().tile("dudley/1", "coal/1", 0, flipped=True)
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build", "card:coventry")
    # nothing is connected, so only coal-free industries can go up in Coventry
    assert sorted(sc.options()) == ["industry:coal", "industry:pottery"]
    sc.do("industry:pottery")
    st = sc.state
    assert sc.space("coventry/1") == {"owner": 0, "tile": "pottery/1", "flipped": False, "cubes": 0}
    assert st.money[0] == 50 - 17 - 2  # iron bought at £2 from the market
    assert st.spent[0] == 19
    assert sc.market_cubes("iron") == 7
    assert hand_of(sc, 0) == ["worcester"]
    assert discards_of(sc, 0)[-1] == "coventry"
    assert sc.mat_count(0, "pottery/1") == 0


def test_industry_card_builds_only_inside_own_network() -> None:
    # P1's links touch Birmingham, Coventry and Dudley; P2's link to Tamworth does not count
    sc = empty_hands()
    sc.link("birmingham-coventry", 0).link("birmingham-dudley", 0).link("birmingham-tamworth", 1)
    sc.hand(0, "coal", "worcester").ready()
    sc.do("build", "card:coal")
    assert sorted(sc.options()) == ["slot:coventry/2", "slot:dudley/1"]
    sc.do("slot:dudley/1")
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 2}
    assert sc.state.money[0] == 45
    assert sc.state.spent[0] == 5
    assert sc.market_cubes("coal") == 13  # not connected to a merchant: nothing sold
    assert hand_of(sc, 0) == ["worcester"]


def test_industry_card_builds_where_only_an_own_tile_puts_the_town_in_the_network() -> None:
    # rail era: P1's mill makes Birmingham its network; Dudley is reached only by P2's link
    sc = empty_hands(era="rail").tile("birmingham/1", "cotton/2", 0)
    take_off_mat(sc, 0, "iron/1")
    sc.tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.hand(0, "iron", "coventry").ready()
    sc.do("build", "card:iron")  # Birmingham's iron space is the only one: no choice left
    # four iron made, two sold into the £1 vacancies
    assert sc.space("birmingham/3") == {"owner": 0, "tile": "iron/2", "flipped": False, "cubes": 2}
    assert sc.space("dudley/2")["tile"] is None
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.market_cubes("iron") == 10
    assert sc.state.money[0] == 50 - 7 + 2
    assert hand_of(sc, 0) == ["coventry"]


def test_industry_card_outside_network_is_refused_and_changes_nothing() -> None:
    sc = empty_hands()
    sc.link("birmingham-coventry", 0).link("birmingham-dudley", 0).link("birmingham-tamworth", 1)
    sc.hand(0, "coal", "worcester").ready()
    sc.do("build", "card:coal")
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("slot:tamworth/1")
    assert sc.snapshot() == before


def test_industry_card_with_nothing_on_the_board_builds_anywhere() -> None:
    # P1 has no tile and no link; P2's pottery already fills Belper's pottery space
    sc = empty_hands().tile("belper/3", "pottery/1", 1)
    sc.hand(0, "pottery", "worcester").ready()
    sc.do("build", "card:pottery")
    assert sorted(sc.options()) == ["slot:coventry/1", "slot:stafford/2", "slot:stoke_on_trent/2"]
    sc.do("slot:stafford/2")
    assert sc.space("stafford/2") == {"owner": 0, "tile": "pottery/1", "flipped": False, "cubes": 0}
    assert sc.state.money[0] == 31
    assert sc.state.spent[0] == 19


def test_a_single_link_is_presence_so_the_anywhere_exception_is_gone() -> None:
    # P1's only piece is the Gloucester-Worcester link: no pottery space touches it
    sc = empty_hands().link("gloucester-worcester", 0)
    sc.hand(0, "pottery", "worcester", "birmingham").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:birmingham", "card:worcester"]


def test_wild_location_card_is_any_town_card_but_never_a_farm_brewery() -> None:
    # P1's network touches the northern farm brewery; the wild location card still cannot name it
    sc = empty_hands().link("cannock-farm_brewery_north", 0)
    sc.hand(0, "wild_location", "worcester").ready()
    supply = wild_left(sc, "wild_location")
    sc.do("build", "card:wild_location", "industry:brewery")
    assert set(sc.options()) == TOWN_BREWERY_SPACES
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("slot:farm_brewery_north/1")
    assert sc.snapshot() == before
    sc.do("slot:stafford/1")
    st = sc.state
    assert sc.space("stafford/1") == {"owner": 0, "tile": "brewery/1", "flipped": False, "cubes": 1}
    assert st.money[0] == 50 - 5 - 2
    assert st.spent[0] == 7
    # the wild card goes back to its supply, not to the discard pile
    assert hand_of(sc, 0) == ["worcester"]
    assert wild_left(sc, "wild_location") == supply + 1
    assert "wild_location" not in discards_of(sc, 0)


def test_wild_location_reaches_a_town_outside_the_network() -> None:
    sc = empty_hands().link("cannock-farm_brewery_north", 0)
    sc.hand(0, "wild_location", "worcester").ready()
    sc.do("build", "card:wild_location", "industry:pottery")
    assert sorted(sc.options()) == [
        "slot:belper/3", "slot:coventry/1", "slot:stafford/2", "slot:stoke_on_trent/2",
    ]
    sc.do("slot:belper/3")
    assert sc.space("belper/3")["tile"] == "pottery/1"
    assert sc.space("belper/3")["owner"] == 0


def test_wild_industry_card_is_any_industry_card_inside_the_network() -> None:
    # network: Cannock and the northern farm; no coal source, so no manufacturer; no cotton space
    sc = empty_hands().link("cannock-farm_brewery_north", 0)
    sc.hand(0, "wild_industry", "worcester").ready()
    supply = wild_left(sc, "wild_industry")
    sc.do("build", "card:wild_industry")
    assert sorted(sc.options()) == ["industry:brewery", "industry:coal"]
    sc.do("industry:brewery")  # the farm is the only brewery space in the network
    assert sc.space("farm_brewery_north/1") == {"owner": 0, "tile": "brewery/1", "flipped": False, "cubes": 1}
    assert sc.state.money[0] == 43
    assert wild_left(sc, "wild_industry") == supply + 1
    assert hand_of(sc, 0) == ["worcester"]


def test_wild_industry_coal_goes_to_cannocks_coal_only_space_first() -> None:
    # Cannock's coal-only space comes before its manufacturer/coal space
    sc = empty_hands().link("cannock-farm_brewery_north", 0)
    sc.hand(0, "wild_industry", "worcester").ready()
    sc.do("build", "card:wild_industry", "industry:coal")
    assert sc.space("cannock/2") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 2}
    assert sc.space("cannock/1")["tile"] is None


@pytest.mark.parametrize(
    ("industry", "space", "tile", "money", "dudley_cubes"),
    [
        ("cotton", "birmingham/1", "cotton/1", 50 - 12, 3),
        ("manufacturer", "birmingham/4", "manufacturer/1", 50 - 8, 2),
    ],
)
def test_dual_cotton_manufacturer_card_builds_either(
    industry: str, space: str, tile: str, money: int, dudley_cubes: int
) -> None:
    sc = empty_hands().link("birmingham-dudley", 0).tile("dudley/1", "coal/2", 1)
    sc.hand(0, "cotton_manufacturer", "worcester").ready()
    sc.do("build", "card:cotton_manufacturer")
    assert sorted(sc.options()) == ["industry:cotton", "industry:manufacturer"]
    sc.do(f"industry:{industry}")
    if industry == "manufacturer":
        # two manufacturer-only spaces: both offered, the shared top-left one is not
        assert sorted(sc.options()) == ["slot:birmingham/2", "slot:birmingham/4"]
        sc.do("slot:birmingham/4")
    assert sc.space(space) == {"owner": 0, "tile": tile, "flipped": False, "cubes": 0}
    assert sc.state.money[0] == money
    assert sc.space("dudley/1")["cubes"] == dudley_cubes


# -- the seeds' "cotton, manufactured goods or pottery?" costs ------------------------
@pytest.mark.parametrize(
    ("industry", "space", "tile", "money", "coal_left", "iron_left"),
    [
        ("cotton", "belper/1", "cotton/1", 30 - 12, 3, 4),
        ("manufacturer", "belper/1", "manufacturer/1", 30 - 8, 2, 4),
        ("pottery", "belper/3", "pottery/1", 30 - 17, 3, 3),
    ],
)
def test_cotton_i_manufacturer_i_and_pottery_i_costs(
    industry: str, space: str, tile: str, money: int, coal_left: int, iron_left: int
) -> None:
    # a mine in Belper itself and an iron works far away in Derby (no link needed for iron)
    sc = empty_hands(money=30)
    sc.tile("belper/2", "coal/2", 1).tile("derby/3", "iron/2", 2)
    sc.hand(0, "belper", "worcester").ready()
    sc.do("build", "card:belper")
    assert sorted(sc.options()) == ["industry:cotton", "industry:manufacturer", "industry:pottery"]
    sc.do(f"industry:{industry}")
    st = sc.state
    assert sc.space(space) == {"owner": 0, "tile": tile, "flipped": False, "cubes": 0}
    assert st.money[0] == money
    assert st.spent[0] == 30 - money
    assert sc.space("belper/2")["cubes"] == coal_left
    assert sc.space("derby/3")["cubes"] == iron_left
    assert sc.market_cubes("coal") == 13
    assert sc.market_cubes("iron") == 8


# -- farm breweries ----------------------------------------------------------------------
def test_brewery_card_reaches_both_farms_through_their_links() -> None:
    # Cannock's own link, and the Kidderminster-Worcester line that also touches the south farm
    sc = empty_hands().link("cannock-farm_brewery_north", 0).link("kidderminster-worcester", 0)
    sc.hand(0, "brewery", "worcester").ready()
    sc.do("build", "card:brewery")
    assert set(sc.options()) == FARM_SPACES
    sc.do("slot:farm_brewery_south/1")
    assert sc.space("farm_brewery_south/1") == {"owner": 0, "tile": "brewery/1", "flipped": False, "cubes": 1}
    assert sc.state.money[0] == 50 - 5 - 2


def test_brewery_card_cannot_reach_a_farm_outside_the_network() -> None:
    # P2's link touches the farm, P1's network is only Birmingham and Dudley
    sc = empty_hands().link("birmingham-dudley", 0).link("cannock-farm_brewery_north", 1)
    sc.hand(0, "brewery", "worcester", "birmingham").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:birmingham", "card:worcester"]


def test_location_cards_beside_a_farm_do_not_build_on_it() -> None:
    # Cannock and Kidderminster are full; their cards would be useless even though their
    # links touch the farms, while the brewery card can build there
    sc = empty_hands().link("cannock-farm_brewery_north", 0).link("kidderminster-worcester", 0)
    sc.tile("cannock/1", "manufacturer/1", 1).tile("cannock/2", "coal/1", 1)
    sc.tile("kidderminster/1", "cotton/1", 2).tile("kidderminster/2", "cotton/1", 2)
    sc.hand(0, "cannock", "kidderminster", "brewery", "worcester").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:brewery", "card:worcester"]


def test_farm_breweries_are_open_to_a_brewery_card_with_nothing_on_board() -> None:
    sc = empty_hands()
    sc.hand(0, "brewery", "worcester").ready()
    sc.do("build", "card:brewery")
    assert set(sc.options()) == TOWN_BREWERY_SPACES | FARM_SPACES
    sc.do("slot:farm_brewery_north/1")
    assert sc.space("farm_brewery_north/1")["tile"] == "brewery/1"


# -- one industry per town in the canal era --------------------------------------------
def test_canal_era_one_own_industry_per_town_even_with_its_card() -> None:
    # P1's mill is in Birmingham; a connected mine would otherwise allow iron or a manufacturer
    sc = empty_hands().tile("birmingham/1", "cotton/1", 0)
    sc.tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2)
    sc.hand(0, "birmingham", "coventry", "dudley").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:coventry", "card:dudley"]


def test_canal_era_opponents_tiles_in_a_town_do_not_block() -> None:
    sc = empty_hands().tile("birmingham/1", "cotton/1", 1).tile("birmingham/2", "manufacturer/1", 2)
    sc.tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer")
    assert sc.space("birmingham/4") == {"owner": 0, "tile": "manufacturer/1", "flipped": False, "cubes": 0}
    assert sc.space("dudley/1")["cubes"] == 2


def test_rail_era_allows_several_own_industries_in_a_town() -> None:
    sc = empty_hands(era="rail").tile("birmingham/1", "cotton/2", 0)
    take_off_mat(sc, 0, "manufacturer/1")
    sc.tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham")
    # cotton I and iron I are still on P1's mat: only the manufacturer can be built in rail
    assert sorted(sc.options()) == ["slot:birmingham/2", "slot:birmingham/4"]
    sc.do("slot:birmingham/2")
    assert sc.space("birmingham/1")["owner"] == 0
    assert sc.space("birmingham/2") == {"owner": 0, "tile": "manufacturer/2", "flipped": False, "cubes": 0}
    assert sc.state.money[0] == 50 - 10 - 2
    assert sc.market_cubes("iron") == 7


# -- single-icon spaces first ---------------------------------------------------------------
def test_iron_takes_coalbrookdales_iron_only_space_before_the_shared_one() -> None:
    sc = empty_hands().tile("coalbrookdale/3", "coal/2", 1)
    sc.hand(0, "coalbrookdale", "worcester").ready()
    sc.do("build", "card:coalbrookdale")
    assert sorted(sc.options()) == ["industry:brewery", "industry:iron"]
    sc.do("industry:iron")
    assert sc.space("coalbrookdale/1")["tile"] is None
    assert sc.space("coalbrookdale/2")["tile"] == "iron/1"
    assert sc.space("coalbrookdale/3")["cubes"] == 2


def test_shared_space_is_used_once_the_single_icon_spaces_are_full() -> None:
    sc = empty_hands().tile("birmingham/2", "manufacturer/1", 1).tile("birmingham/4", "manufacturer/1", 2)
    sc.tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer")
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "manufacturer/1", "flipped": False, "cubes": 0}


def test_a_space_that_is_not_offered_is_refused() -> None:
    sc = empty_hands().tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer")
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("slot:birmingham/1")  # the shared space, while single-icon ones are free
    assert sc.snapshot() == before


# -- which tile ----------------------------------------------------------------------------
def test_build_places_the_lowest_tile_left_on_the_mat() -> None:
    sc = empty_hands().tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sc.space("birmingham/2")["tile"] == "manufacturer/1"
    assert sc.mat_count(0, "manufacturer/1") == 0
    assert sc.mat_count(0, "manufacturer/2") == 2


def test_with_cotton_i_gone_the_next_cotton_is_level_ii() -> None:
    sc = empty_hands().tile("dudley/1", "coal/2", 2).link("birmingham-dudley", 2)
    take_off_mat(sc, 0, "cotton/1")
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:cotton")
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/2", "flipped": False, "cubes": 0}
    assert sc.mat_count(0, "cotton/2") == 1
    assert sc.state.money[0] == 36


@pytest.mark.parametrize(
    ("developed", "expected"),
    [
        (("manufacturer/1", "iron/1"), ["industry:iron", "industry:manufacturer"]),
        (("manufacturer/1", "iron/1", "cotton/1"), ["industry:cotton", "industry:iron", "industry:manufacturer"]),
    ],
)
def test_rail_era_cotton_i_left_on_the_mat_blocks_cotton(developed: tuple[str, ...], expected: list[str]) -> None:
    sc = empty_hands(era="rail").tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    take_off_mat(sc, 0, *developed)
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham")
    assert sorted(sc.options()) == expected


def test_rail_era_pottery_i_can_still_be_built() -> None:
    # every other level I tile blocks its industry in rail, so the whole build resolves itself
    sc = empty_hands(era="rail")
    sc.hand(0, "coventry", "worcester").ready()
    sc.do("build")
    assert sc.space("coventry/1") == {"owner": 0, "tile": "pottery/1", "flipped": False, "cubes": 0}
    assert sc.state.money[0] == 31
    assert hand_of(sc, 0) == ["worcester"]


def test_brewery_iv_cannot_be_built_in_the_canal_era() -> None:
    sc = empty_hands()
    take_off_mat(sc, 0, "brewery/1", "brewery/2", "brewery/3")
    sc.hand(0, "wild_industry", "worcester").ready()
    sc.do("build", "card:wild_industry")
    assert sorted(sc.options()) == ["industry:coal", "industry:cotton", "industry:pottery"]


def test_brewery_iv_is_built_in_the_rail_era_with_two_beer() -> None:
    sc = empty_hands(era="rail")
    take_off_mat(sc, 0, "brewery/1", "brewery/2", "brewery/3")
    sc.hand(0, "burton_on_trent", "worcester").ready()
    sc.do("build")  # only the brewery is buildable in Burton in rail
    assert sc.space("burton_on_trent/2") == {"owner": 0, "tile": "brewery/4", "flipped": False, "cubes": 2}
    assert sc.state.money[0] == 50 - 9 - 2


def test_pottery_v_cannot_be_built_in_the_canal_era() -> None:
    sc = empty_hands().tile("cannock/2", "coal/2", 1).link("cannock-stafford", 1)
    take_off_mat(sc, 0, "pottery/1", "pottery/2", "pottery/3", "pottery/4")
    sc.hand(0, "stafford", "worcester").ready()
    sc.do("build", "card:stafford")
    assert sorted(sc.options()) == ["industry:brewery", "industry:manufacturer"]


def test_pottery_v_is_built_in_the_rail_era() -> None:
    sc = empty_hands(era="rail").tile("cannock/2", "coal/2", 1).link("cannock-stafford", 1)
    take_off_mat(sc, 0, "pottery/1", "pottery/2", "pottery/3", "pottery/4")
    sc.hand(0, "stafford", "worcester").ready()
    sc.do("build")  # brewery I and manufacturer I are canal-only: pottery V is all that is left
    assert sc.space("stafford/2") == {"owner": 0, "tile": "pottery/5", "flipped": False, "cubes": 0}
    assert sc.space("cannock/2")["cubes"] == 1
    assert sc.state.money[0] == 50 - 24
    assert sc.state.spent[0] == 24


def test_cotton_iii_costs_money_coal_and_iron() -> None:
    sc = empty_hands().tile("dudley/1", "coal/2", 1).link("birmingham-dudley", 1)
    sc.tile("coalbrookdale/2", "iron/2", 2)
    take_off_mat(sc, 0, "cotton/1", "cotton/2")
    sc.hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:birmingham", "industry:cotton")
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/3", "flipped": False, "cubes": 0}
    assert sc.state.money[0] == 34
    assert sc.state.spent[0] == 16
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.space("coalbrookdale/2")["cubes"] == 3


def test_a_card_not_in_hand_is_refused() -> None:
    sc = empty_hands().hand(0, "birmingham", "coventry").ready()
    sc.do("build")
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("card:dudley")
    assert sc.snapshot() == before


def test_an_industry_not_offered_is_refused() -> None:
    sc = empty_hands().hand(0, "birmingham", "coventry").ready()
    sc.do("build", "card:coventry")
    assert sorted(sc.options()) == ["industry:coal", "industry:pottery"]
    before = sc.snapshot()
    for bad in ("industry:brewery", "industry:manufacturer", "card:wild_location", "slot:coventry/1"):
        with pytest.raises(RuleViolation):
            sc.do(bad)
        assert sc.snapshot() == before
