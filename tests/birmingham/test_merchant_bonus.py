"""Merchant beer bonuses: earned only when a matching sale drinks the barrel beside that merchant.

Gloucester: one free develop (no iron, never a lightbulb pottery, may be skipped);
Oxford: +2 income spaces; Nottingham: 3 VP; Shrewsbury: 4 VP; Warrington: £5.
"""
from __future__ import annotations

from brass.core.play.transport import Request, quote

from .scenario import Scenario


def slot_beer(sc: Scenario, ref: str) -> int:
    return sc.state.merchant_goods[sc.rules.board.merchant_slot_index[ref]]


def mill_at(sc: Scenario, space: str, links: tuple[str, ...], tile: str = "cotton/1") -> Scenario:
    """Seat 0 owns ``tile`` on ``space``; seat 1 owns the links; seat 0 also has a
    far-away brewery II with one barrel (so the merchant barrel is a real choice)."""
    sc.tile(space, tile, 0).tile("stone/1", "brewery/2", 0, cubes=1)
    for ref in links:
        sc.link(ref, 1)
    return sc


# -- each location's bonus ------------------------------------------------------------------

def test_shrewsbury_barrel_gives_four_vp() -> None:
    sc = Scenario(players=4).no_merchants().merchant("shrewsbury/1", ("cotton",), beer=1)
    mill_at(sc, "kidderminster/2", ("coalbrookdale-kidderminster", "coalbrookdale-shrewsbury"))
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:merchant:shrewsbury/1")
    assert sc.state.vp == [4, 0, 0, 0]
    assert sc.state.income[0] == 15
    assert sc.state.money[0] == 50
    assert slot_beer(sc, "shrewsbury/1") == 0
    assert sc.space("stone/1")["cubes"] == 1


def test_nottingham_barrel_gives_three_vp() -> None:
    sc = Scenario(players=4).no_merchants().merchant("nottingham/2", ("manufacturer",), beer=1)
    mill_at(sc, "derby/2", ("derby-nottingham",), tile="manufacturer/1")
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:merchant:nottingham/2")
    assert sc.state.vp == [3, 0, 0, 0]
    assert sc.state.income[0] == 15
    assert sc.state.money[0] == 50
    assert slot_beer(sc, "nottingham/2") == 0


def test_warrington_barrel_gives_five_pounds_that_are_not_spending() -> None:
    sc = Scenario(players=4).no_merchants().merchant("warrington/1", ("cotton",), beer=1)
    mill_at(sc, "stoke_on_trent/1", ("stoke_on_trent-warrington",))
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:merchant:warrington/1")
    assert sc.state.money[0] == 55
    assert sc.state.spent[0] == 0
    assert sc.state.vp[0] == 0
    assert sc.state.income[0] == 15
    assert slot_beer(sc, "warrington/1") == 0


def test_oxford_barrel_gives_two_income_spaces_not_levels() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/2", ("cotton",), beer=1)
    mill_at(sc, "birmingham/1", ("birmingham-oxford",))
    sc.income(0, 31)  # level 11, three spaces per level here
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:merchant:oxford/2")
    assert sc.state.income[0] == 31 + 5 + 2
    assert sc.level(0) == 13
    assert sc.state.vp[0] == 0
    assert sc.state.money[0] == 50


def gloucester_sale() -> Scenario:
    sc = Scenario(players=4).no_merchants().merchant("gloucester/1", ("cotton",), beer=1)
    mill_at(sc, "worcester/1", ("gloucester-worcester",))
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:merchant:gloucester/1")
    return sc


def test_gloucester_offers_a_free_develop_of_any_industry_but_lightbulb_pottery() -> None:
    sc = gloucester_sale()
    # the lowest pottery (I) carries the lightbulb
    assert sorted(sc.options()) == [
        "develop:brewery", "develop:coal", "develop:cotton", "develop:iron", "develop:manufacturer", "skip",
    ]


def test_gloucester_free_develop_removes_one_lowest_tile_without_iron() -> None:
    sc = gloucester_sale()
    st = sc.state
    iron_market = sc.market_cubes("iron")
    retired = st.retired[0]
    assert sc.mat_count(0, "iron/1") == 1
    sc.do("develop:iron")
    assert sc.mat_count(0, "iron/1") == 0
    assert sc.mat_count(0, "iron/2") == 1
    assert st.retired[0] == retired + 1
    assert sc.market_cubes("iron") == iron_market
    assert st.money[0] == 50
    assert st.spent[0] == 0
    assert st.income[0] == 15
    assert slot_beer(sc, "gloucester/1") == 0
    assert sc.space("worcester/1")["flipped"] is True
    assert st.actions_left == 1  # the sale is over: back to choosing an action


def test_gloucester_free_develop_takes_the_lowest_cotton_left_on_the_mat() -> None:
    sc = gloucester_sale()
    # one cotton I is on the board, two remain on the mat
    assert sc.mat_count(0, "cotton/1") == 2
    sc.do("develop:cotton")
    assert sc.mat_count(0, "cotton/1") == 1
    assert sc.mat_count(0, "cotton/2") == 2


def test_gloucester_free_develop_may_be_skipped() -> None:
    sc = gloucester_sale()
    mat = list(sc.state.mat[0])
    retired = sc.state.retired[0]
    sc.do("skip")
    assert sc.state.mat[0] == mat
    assert sc.state.retired[0] == retired
    assert sc.state.income[0] == 15
    assert sc.state.actions_left == 1


def test_gloucester_develop_reaches_pottery_ii_once_pottery_i_is_gone() -> None:
    sc = Scenario(players=4).no_merchants().merchant("gloucester/2", ("cotton", "manufacturer", "pottery"), beer=1)
    rules = sc.rules
    st = sc.state
    st.mat[0][rules.mat.position_of_tile[rules.industries.tile_index["pottery/1"]]] = 0
    mill_at(sc, "worcester/1", ("gloucester-worcester",))
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:merchant:gloucester/2")
    assert "develop:pottery" in sc.options()
    sc.do("develop:pottery")
    assert sc.mat_count(0, "pottery/2") == 0
    assert sc.mat_count(0, "pottery/3") == 1


def test_gloucester_develop_needs_no_iron_even_when_none_could_be_bought() -> None:
    sc = Scenario(players=4).no_merchants().merchant("gloucester/1", ("cotton",), beer=1)
    sc.tile("worcester/1", "cotton/1", 0).link("gloucester-worcester", 1)
    sc.money(0, 0).market("iron", 0)  # market iron would cost £6: unaffordable
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")  # the merchant barrel is the only beer
    assert "develop:coal" in sc.options()
    sc.do("develop:coal")
    assert sc.mat_count(0, "coal/1") == 0
    assert sc.state.money[0] == 0
    assert sc.market_cubes("iron") == 0
    assert sc.state.income[0] == 15


def test_gloucester_bonus_is_dropped_when_nothing_can_be_developed() -> None:
    sc = Scenario(players=4).no_merchants().merchant("gloucester/1", ("cotton",), beer=1)
    rules = sc.rules
    st = sc.state
    sc.tile("worcester/1", "cotton/1", 0).link("gloucester-worcester", 1)
    # only pottery I (lightbulb) is left on the mat
    keep = rules.mat.position_of_tile[rules.industries.tile_index["pottery/1"]]
    st.mat[0] = [n if i == keep else 0 for i, n in enumerate(st.mat[0])]
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert st.frame is None
    assert st.actions_left == 1
    assert sc.space("worcester/1")["flipped"] is True
    assert st.merchant_goods[rules.board.merchant_slot_index["gloucester/1"]] == 0
    assert sc.mat_count(0, "pottery/1") == 1


def test_gloucester_develop_then_another_sale_in_the_same_action() -> None:
    sc = Scenario(players=4).no_merchants()
    sc.merchant("gloucester/1", ("cotton",), beer=1)
    sc.merchant("gloucester/2", ("manufacturer",), beer=0)
    sc.tile("worcester/1", "cotton/1", 0).tile("redditch/1", "manufacturer/3", 0)
    sc.link("gloucester-worcester", 1).link("gloucester-redditch", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "sell:worcester/1", "develop:brewery")
    assert sc.mat_count(0, "brewery/1") == 1
    assert sc.options() == ["done", "sell:redditch/1"]
    sc.do("sell:redditch/1")
    assert sc.state.income[0] == 10 + 5 + 4
    assert sc.state.actions_left == 1


def test_merchant_barrel_as_the_second_of_two_beers_still_earns_the_bonus() -> None:
    sc = Scenario(players=4, era="rail").no_merchants().merchant("shrewsbury/1", ("pottery",), beer=1)
    sc.tile("stafford/2", "pottery/3", 0).tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("cannock-stafford", 1).link("cannock-wolverhampton", 1)
    sc.link("coalbrookdale-wolverhampton", 1).link("coalbrookdale-shrewsbury", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sorted(sc.options()) == ["beer:merchant:shrewsbury/1", "beer:stone/1"]
    sc.do("beer:stone/1")  # the merchant barrel is then the only source left
    assert sc.space("stafford/2")["flipped"] is True
    assert sc.state.vp[0] == 4
    # pottery III +5, brewery II +5
    assert sc.state.income[0] == 20
    assert sc.state.merchant_goods[sc.rules.board.merchant_slot_index["shrewsbury/1"]] == 0


def test_zero_beer_sale_needs_no_beer_anywhere() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("manufacturer",), beer=0)
    sc.tile("birmingham/2", "manufacturer/3", 0).link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.space("birmingham/2")["flipped"] is True
    assert sc.state.income[0] == 14


# -- no barrel drunk, no bonus ------------------------------------------------------------------

def test_own_beer_next_to_a_merchant_gives_no_bonus() -> None:
    sc = Scenario(players=4).no_merchants().merchant("shrewsbury/1", ("cotton",), beer=1)
    mill_at(sc, "kidderminster/2", ("coalbrookdale-kidderminster", "coalbrookdale-shrewsbury"))
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry", "beer:stone/1")
    assert sc.state.vp == [0, 0, 0, 0]
    assert slot_beer(sc, "shrewsbury/1") == 1
    assert sc.state.income[0] == 10 + 5 + 5


def test_own_beer_near_gloucester_gives_no_free_develop() -> None:
    sc = Scenario(players=4).no_merchants().merchant("gloucester/1", ("cotton",), beer=1)
    mill_at(sc, "worcester/1", ("gloucester-worcester",))
    sc.hand(0, "coventry", "dudley").ready()
    mat = list(sc.state.mat[0])
    sc.do("sell", "card:coventry", "beer:stone/1")
    assert sc.state.mat[0] == mat
    assert slot_beer(sc, "gloucester/1") == 1
    assert sc.state.actions_left == 1
    assert "skip" not in sc.options()


def test_manufacturer_iii_needs_no_beer_and_cannot_take_the_barrel_for_a_bonus() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("manufacturer",), beer=1)
    sc.tile("birmingham/2", "manufacturer/3", 0).link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.space("birmingham/2")["flipped"] is True
    assert slot_beer(sc, "oxford/1") == 1
    assert sc.state.income[0] == 10 + 4


def test_manufacturer_vii_sold_to_shrewsbury_earns_no_vp() -> None:
    sc = Scenario(players=4, era="rail").no_merchants().merchant("shrewsbury/1", ("manufacturer",), beer=1)
    sc.tile("wolverhampton/1", "manufacturer/7", 0)
    sc.link("coalbrookdale-wolverhampton", 1).link("coalbrookdale-shrewsbury", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.space("wolverhampton/1")["flipped"] is True
    assert slot_beer(sc, "shrewsbury/1") == 1
    assert sc.state.vp[0] == 0
    assert sc.state.income[0] == 14


def test_barrel_of_a_second_merchant_at_the_same_place_gives_that_place_bonus() -> None:
    # Warrington's two slots: the cotton buyer's barrel is empty, the all-goods one is full
    sc = Scenario(players=4).no_merchants()
    sc.merchant("warrington/1", ("cotton",), beer=0)
    sc.merchant("warrington/2", ("cotton", "manufacturer", "pottery"), beer=1)
    sc.tile("stoke_on_trent/1", "cotton/1", 0).link("stoke_on_trent-warrington", 2)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")  # the single source is taken automatically
    assert slot_beer(sc, "warrington/2") == 0
    assert sc.state.money[0] == 55
    assert sc.state.income[0] == 15


# -- empty merchant locations at two players ----------------------------------------------------

def test_two_player_game_puts_no_merchant_at_warrington_or_nottingham() -> None:
    sc = Scenario(players=2)
    board = sc.rules.board
    for ref in ("warrington/1", "warrington/2", "nottingham/1", "nottingham/2"):
        i = board.merchant_slot_index[ref]
        assert sc.state.merchant_tile[i] == -1
        assert sc.state.merchant_goods[i] == 0


def test_warrington_without_a_tile_buys_nothing() -> None:
    sc = Scenario(players=2)
    sc.tile("stoke_on_trent/1", "cotton/1", 0).tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("stoke_on_trent-warrington", 1)
    sc.hand(0, "coventry", "dudley").ready()
    assert "sell" not in sc.options()


def test_warrington_without_a_tile_still_reaches_the_coal_market() -> None:
    sc = Scenario(players=2)
    rules = sc.rules
    stoke = rules.board.location_index["stoke_on_trent"]
    coal = rules.title.coal
    assert quote(sc.game, Request(0, coal, (stoke,)), 1) == -1
    sc.link("stoke_on_trent-warrington", 1).ready()
    assert quote(sc.game, Request(0, coal, (stoke,)), 1) == 1


def test_building_with_market_coal_through_an_empty_merchant_location() -> None:
    sc = Scenario(players=2)
    sc.link("stoke_on_trent-warrington", 1)
    sc.hand(0, "wild_location", "coventry").money(0, 20).ready()
    sc.do("build", "card:wild_location")
    # coal can only reach Stoke-on-Trent (through Warrington), so its manufacturer-only
    # space is the one site, and the market's £1 cube the one coal: both resolve alone
    sc.do("industry:manufacturer")
    assert sc.space("stoke_on_trent/3") == {"owner": 0, "tile": "manufacturer/1", "flipped": False, "cubes": 0}
    assert sc.market_cubes("coal") == 12
    assert sc.state.money[0] == 20 - 8 - 1
    assert sc.state.spent[0] == 9
