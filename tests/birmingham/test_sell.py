"""Sell: flipping your own cotton mills, manufacturers and potteries.

Each tile sold needs a connected merchant whose tile buys its goods and pays
its own printed beer (your brewery anywhere, a connected rival brewery, or at
most one barrel beside a merchant buying it).  A sale pays no money: the tile
flips and its owner moves up the income track by the printed spaces.
"""
from __future__ import annotations

import pytest

from .scenario import Scenario


def cards(sc: Scenario, player: int) -> tuple[int, int]:
    """(hand size, discard pile size) of ``player``."""
    st = sc.state
    return len(st.hands[player]), len(st.discards[player])


def slot_beer(sc: Scenario, ref: str) -> int:
    return sc.state.merchant_goods[sc.rules.board.merchant_slot_index[ref]]


def oxford_cotton_mill(beer: int = 1) -> Scenario:
    """P1 (seat 0): cotton I in Birmingham, linked (by seat 1) to an Oxford cotton buyer;
    an own level I brewery far away in Stone with its single barrel."""
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=beer)
    sc.tile("birmingham/1", "cotton/1", 0)
    sc.tile("stone/1", "brewery/1", 0, cubes=1)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    return sc


# -- the seeds' "merchant beer or your own" decision ----------------------------------

def test_mill_sold_with_the_merchant_barrel_gains_five_plus_two_spaces_and_keeps_own_beer() -> None:
    sc = oxford_cotton_mill()
    before = cards(sc, 0)
    sc.do("sell", "card:coventry")
    # the only sellable tile is chosen automatically; two beer sources remain
    assert sorted(sc.options()) == ["beer:merchant:oxford/1", "beer:stone/1"]
    sc.do("beer:merchant:oxford/1")
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/1", "flipped": True, "cubes": 0}
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/1", "flipped": False, "cubes": 1}
    assert slot_beer(sc, "oxford/1") == 0
    assert sc.state.income[0] == 10 + 5 + 2
    assert sc.level(0) == 4
    assert sc.state.money[0] == 50
    assert sc.state.spent[0] == 0
    assert sc.state.vp[0] == 0
    assert cards(sc, 0) == (before[0] - 1, before[1] + 1)
    assert sc.state.actions_left == 1


def test_mill_sold_with_the_last_own_barrel_flips_the_brewery_and_keeps_merchant_beer() -> None:
    sc = oxford_cotton_mill()
    sc.do("sell", "card:coventry", "beer:stone/1")
    assert sc.space("birmingham/1")["flipped"] is True
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/1", "flipped": True, "cubes": 0}
    assert slot_beer(sc, "oxford/1") == 1
    # five for the mill, four for the emptied brewery I, no Oxford bonus
    assert sc.state.income[0] == 10 + 5 + 4
    assert sc.level(0) == 5
    assert sc.state.money[0] == 50
    assert sc.state.vp[0] == 0


def test_own_brewery_needs_no_connection() -> None:
    # no merchant barrel here: the distant, unconnected own brewery is the only source
    sc = oxford_cotton_mill(beer=0)
    sc.do("sell", "card:coventry")
    assert sc.space("birmingham/1")["flipped"] is True
    assert sc.space("stone/1")["cubes"] == 0
    assert sc.state.income[0] == 10 + 5 + 4


# -- several tiles in one action -------------------------------------------------------

def test_one_sell_action_sells_cotton_ii_then_manufacturer_iii_with_one_card() -> None:
    sc = Scenario(players=4, era="rail").no_merchants()
    sc.merchant("oxford/1", ("cotton", "manufacturer", "pottery"), beer=0)
    sc.tile("birmingham/1", "cotton/2", 0)
    sc.tile("birmingham/2", "manufacturer/3", 0)
    sc.tile("stone/1", "brewery/2", 0, cubes=2)
    sc.link("birmingham-oxford", 2)
    sc.hand(0, "coventry", "dudley", "worcester").ready()
    before = cards(sc, 0)
    sc.do("sell", "card:coventry")
    assert sorted(sc.options()) == ["sell:birmingham/1", "sell:birmingham/2"]
    sc.do("sell:birmingham/1")  # its one beer comes from the only brewery
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/2", "flipped": False, "cubes": 1}
    assert sc.state.income[0] == 14
    assert sorted(sc.options()) == ["done", "sell:birmingham/2"]
    sc.do("sell:birmingham/2")  # manufacturer III needs no beer
    assert sc.space("birmingham/1")["flipped"] is True
    assert sc.space("birmingham/2")["flipped"] is True
    assert sc.space("stone/1")["cubes"] == 1
    assert sc.state.income[0] == 10 + 4 + 4
    assert sc.state.money[0] == 50
    assert cards(sc, 0) == (before[0] - 1, before[1] + 1)
    assert sc.state.actions_left == 1


def test_two_sales_to_oxford_first_with_merchant_beer_then_own_brewery() -> None:
    sc = Scenario(players=4).no_merchants()
    sc.merchant("oxford/1", ("cotton",), beer=1)
    sc.merchant("oxford/2", ("manufacturer",), beer=1)
    sc.tile("birmingham/1", "cotton/1", 0)
    sc.tile("redditch/1", "manufacturer/1", 0)
    sc.tile("stone/1", "brewery/1", 0, cubes=1)
    sc.link("birmingham-oxford", 1).link("oxford-redditch", 3)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sorted(sc.options()) == ["sell:birmingham/1", "sell:redditch/1"]
    sc.do("sell:birmingham/1")
    # the manufacturer merchant's barrel cannot pay for cotton
    assert sorted(sc.options()) == ["beer:merchant:oxford/1", "beer:stone/1"]
    sc.do("beer:merchant:oxford/1")
    assert sc.state.income[0] == 10 + 5 + 2
    assert sc.options() == ["done", "sell:redditch/1"]
    sc.do("sell:redditch/1")
    assert sorted(sc.options()) == ["beer:merchant:oxford/2", "beer:stone/1"]
    sc.do("beer:stone/1")
    assert sc.space("birmingham/1")["flipped"] is True
    assert sc.space("redditch/1")["flipped"] is True
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/1", "flipped": True, "cubes": 0}
    assert slot_beer(sc, "oxford/1") == 0
    assert slot_beer(sc, "oxford/2") == 1
    # cotton I 5 + Oxford 2, manufacturer I 5, brewery I 4
    assert sc.state.income[0] == 10 + 5 + 2 + 5 + 4
    assert sc.state.money[0] == 50
    assert sc.state.actions_left == 1


def test_a_sale_may_stop_before_every_sellable_tile_is_sold() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton", "manufacturer", "pottery"), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0).tile("birmingham/2", "manufacturer/3", 0)
    sc.tile("stone/1", "brewery/1", 0, cubes=1)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "sell:birmingham/2", "done")
    assert sc.space("birmingham/2")["flipped"] is True
    assert sc.space("birmingham/1")["flipped"] is False
    assert sc.space("stone/1")["cubes"] == 1
    assert sc.state.income[0] == 14
    assert sc.state.actions_left == 1


# -- where the beer may come from ------------------------------------------------------

def test_connected_rival_brewery_pays_and_its_owner_gains_the_flip() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0)
    sc.tile("walsall/2", "brewery/2", 1, cubes=1)
    sc.link("birmingham-oxford", 2).link("birmingham-walsall", 3)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.space("birmingham/1")["flipped"] is True
    assert sc.space("walsall/2") == {"owner": 1, "tile": "brewery/2", "flipped": True, "cubes": 0}
    assert sc.state.income[0] == 15
    assert sc.state.income[1] == 15  # brewery II: +5 spaces for its owner
    assert sc.state.money == [50, 50, 50, 50]


def test_unconnected_rival_brewery_cannot_pay_so_nothing_is_sellable() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0)
    sc.tile("walsall/2", "brewery/2", 1, cubes=1)
    sc.link("birmingham-oxford", 2)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


def test_rival_brewery_and_own_brewery_are_both_offered() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0)
    sc.tile("walsall/2", "brewery/2", 1, cubes=1)
    sc.tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("birmingham-oxford", 2).link("birmingham-walsall", 3)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sorted(sc.options()) == ["beer:stone/1", "beer:walsall/2"]
    sc.do("beer:walsall/2")
    assert sc.space("stone/1")["cubes"] == 1
    assert sc.state.income == [15, 15, 10, 10]


def test_brewery_with_a_barrel_left_does_not_flip() -> None:
    sc = Scenario(players=4, era="rail").no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/2", 0)
    sc.tile("stone/1", "brewery/3", 0, cubes=2)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/3", "flipped": False, "cubes": 1}
    assert sc.state.income[0] == 14


def test_two_beer_tile_may_take_one_merchant_barrel_and_one_own_barrel() -> None:
    sc = Scenario(players=4, era="rail").no_merchants()
    sc.merchant("oxford/1", ("manufacturer",), beer=1)
    sc.tile("birmingham/2", "manufacturer/5", 0)
    sc.tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:merchant:oxford/1")
    # the second barrel can only be the brewery's
    assert sc.space("birmingham/2")["flipped"] is True
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/2", "flipped": True, "cubes": 0}
    assert slot_beer(sc, "oxford/1") == 0
    # manufacturer V +2, Oxford +2, brewery II +5
    assert sc.state.income[0] == 10 + 2 + 2 + 5


def test_two_beer_tile_cannot_take_two_merchant_barrels() -> None:
    sc = Scenario(players=4, era="rail").no_merchants()
    sc.merchant("oxford/1", ("manufacturer",), beer=1)
    sc.merchant("oxford/2", ("cotton", "manufacturer", "pottery"), beer=1)
    sc.tile("birmingham/2", "manufacturer/5", 0)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


def test_barrel_beside_a_merchant_not_buying_the_goods_cannot_be_used() -> None:
    sc = Scenario(players=4).no_merchants()
    sc.merchant("oxford/1", ("cotton",), beer=1)
    sc.merchant("oxford/2", ("manufacturer",), beer=0)
    sc.tile("birmingham/2", "manufacturer/2", 0)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


def test_sale_without_any_beer_source_is_not_offered() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0).link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


def test_pottery_sells_to_a_merchant_buying_everything() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton", "manufacturer", "pottery"), beer=1)
    sc.tile("coventry/1", "pottery/1", 0)
    sc.link("birmingham-coventry", 1).link("birmingham-oxford", 2)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("sell", "card:dudley")  # the merchant barrel is the only beer: taken automatically
    assert sc.space("coventry/1") == {"owner": 0, "tile": "pottery/1", "flipped": True, "cubes": 0}
    assert slot_beer(sc, "oxford/1") == 0
    assert sc.state.income[0] == 10 + 5 + 2


# -- which tiles are offered -------------------------------------------------------------

def test_only_tiles_connected_to_a_merchant_buying_their_goods_are_offered() -> None:
    sc = Scenario(players=4).no_merchants()
    sc.merchant("oxford/1", ("cotton",), beer=0)
    sc.merchant("gloucester/1", ("cotton",), beer=0)
    sc.merchant("shrewsbury/1", ("manufacturer",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0)          # linked to Oxford: sellable
    sc.tile("tamworth/1", "cotton/1", 0)            # linked to Birmingham, hence to Oxford: sellable
    sc.tile("worcester/1", "cotton/1", 0)           # Gloucester buys cotton but there is no link
    sc.tile("kidderminster/2", "cotton/2", 0)       # linked only to a manufacturer buyer
    sc.tile("coventry/2", "manufacturer/1", 0)      # linked to Oxford, which buys only cotton
    sc.tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("birmingham-oxford", 1).link("birmingham-tamworth", 2).link("birmingham-coventry", 3)
    sc.link("coalbrookdale-kidderminster", 1).link("coalbrookdale-shrewsbury", 1)
    sc.hand(0, "dudley", "walsall").ready()
    sc.do("sell", "card:dudley")
    assert sorted(sc.options()) == ["sell:birmingham/1", "sell:tamworth/1"]


def test_rival_tiles_and_producers_are_never_sellable() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton", "manufacturer", "pottery"), beer=1)
    sc.tile("birmingham/1", "cotton/1", 1)      # a rival's mill
    sc.tile("birmingham/3", "iron/1", 0)        # own iron works
    sc.tile("birmingham/2", "manufacturer/1", 1)
    sc.tile("coventry/2", "coal/1", 0)          # own coal mine
    sc.tile("walsall/2", "brewery/1", 0, cubes=1)
    sc.link("birmingham-oxford", 0).link("birmingham-coventry", 0).link("birmingham-walsall", 0)
    sc.hand(0, "dudley", "worcester").ready()
    assert "sell" not in sc.options()


def test_a_flipped_tile_cannot_be_sold_again() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=1)
    sc.tile("birmingham/1", "cotton/1", 0, flipped=True)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


def test_blank_merchant_buys_nothing() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", (), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0).tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


# -- income moves by spaces, not levels -------------------------------------------------

@pytest.mark.parametrize(
    ("start", "tile", "space", "level"),
    [
        (10, "cotton/1", 15, 3),     # +5 from level 0
        (31, "cotton/1", 36, 12),    # +5 in the three-spaces-per-level band
        (29, "cotton/4", 31, 11),    # +2 crosses from level 10 into 11
        (97, "cotton/1", 99, 30),    # the marker stops at the last space
    ],
)
def test_sale_moves_the_income_marker_by_printed_spaces(start: int, tile: str, space: int, level: int) -> None:
    sc = Scenario(players=4, era="canal").no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", tile, 0).tile("stone/1", "brewery/2", 0, cubes=2)
    sc.link("birmingham-oxford", 1).income(0, start)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.state.income[0] == space
    assert sc.level(0) == level
    assert sc.state.money[0] == 50


# -- connections ----------------------------------------------------------------------------

def test_rival_brewery_on_the_south_farm_reaches_worcester_through_the_shared_link() -> None:
    sc = Scenario(players=4).no_merchants().merchant("gloucester/1", ("cotton",), beer=0)
    sc.tile("worcester/2", "cotton/1", 0)
    sc.tile("farm_brewery_south/1", "brewery/1", 1, cubes=1)
    sc.link("gloucester-worcester", 0).link("kidderminster-worcester", 2)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.space("worcester/2")["flipped"] is True
    assert sc.space("farm_brewery_south/1") == {"owner": 1, "tile": "brewery/1", "flipped": True, "cubes": 0}
    assert sc.state.income[:2] == [15, 14]


def test_barrel_beside_an_unconnected_merchant_cannot_be_used() -> None:
    sc = Scenario(players=4).no_merchants()
    sc.merchant("oxford/1", ("cotton",), beer=0)
    sc.merchant("gloucester/1", ("cotton",), beer=1)
    sc.tile("birmingham/1", "cotton/1", 0).link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


def test_choosing_between_barrels_of_two_connected_merchants() -> None:
    sc = Scenario(players=4).no_merchants()
    sc.merchant("oxford/1", ("cotton",), beer=1)
    sc.merchant("gloucester/2", ("cotton", "manufacturer", "pottery"), beer=1)
    sc.tile("birmingham/1", "cotton/1", 0)
    sc.link("birmingham-oxford", 1).link("birmingham-worcester", 2).link("gloucester-worcester", 3)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sorted(sc.options()) == ["beer:merchant:gloucester/2", "beer:merchant:oxford/1"]
    sc.do("beer:merchant:gloucester/2", "skip")
    assert slot_beer(sc, "gloucester/2") == 0
    assert slot_beer(sc, "oxford/1") == 1
    assert sc.state.income[0] == 15  # no Oxford bonus
    assert sc.space("birmingham/1")["flipped"] is True


def test_action_ends_by_itself_when_the_last_barrel_went_to_the_first_sale() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=1)
    sc.tile("birmingham/1", "cotton/1", 0).tile("tamworth/1", "cotton/1", 0)
    sc.link("birmingham-oxford", 1).link("birmingham-tamworth", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sorted(sc.options()) == ["sell:birmingham/1", "sell:tamworth/1"]
    sc.do("sell:tamworth/1")  # drinks the only barrel: nothing else can be sold
    assert sc.state.frame is None
    assert sc.state.actions_left == 1
    assert sc.space("tamworth/1")["flipped"] is True
    assert sc.space("birmingham/1")["flipped"] is False
    assert sc.state.income[0] == 10 + 5 + 2
    assert len(sc.state.hands[0]) == 1
