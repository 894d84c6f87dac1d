"""Pittsburgh Build: cards, sites, era limits, mat access, costs, upgrades and market sales."""
from __future__ import annotations

from .scenario import Scenario


# -- small readers ----------------------------------------------------------------------
def hand(sc: Scenario, player: int) -> list[str]:
    return [sc.rules.cards[c].id for c in sc.state.hands[player]]


def discards(sc: Scenario, player: int) -> list[str]:
    return [sc.rules.cards[c].id for c in sc.state.discards[player]]


def links_left(sc: Scenario, player: int, kind: str) -> int:
    return sc.state.links_left[player][sc.rules.link_kind_index[kind]]


def with_prefix(options: list[str], prefix: str) -> list[str]:
    return sorted(o for o in options if o.startswith(prefix))


# -- which card builds where -----------------------------------------------------------
def test_location_card_builds_in_its_city_outside_the_network() -> None:
    # P1's only presence is a spent mine in Saginaw; Pittsburgh is not in its network
    sc = Scenario().tile("saginaw/2", "coal/1", 0, flipped=True)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh")
    # its only Coal I (page 5 shows one) is on the board: Coal II is next
    assert sorted(sc.options()) == ["tile:coal_2", "tile:iron_steel_1", "tile:kerosene_2", "tile:manufacturing_1"]
    sc.do("tile:manufacturing_1")
    assert sorted(sc.options()) == ["slot:pittsburgh/2", "slot:pittsburgh/3", "slot:pittsburgh/5"]
    sc.do("slot:pittsburgh/3")
    assert sc.space("pittsburgh/3") == {"owner": 0, "tile": "manufacturing/1", "flipped": False, "cubes": {}}
    assert sc.state.money[0] == 50 - 12
    assert sc.state.spent[0] == 12
    assert hand(sc, 0) == ["erie"]
    assert discards(sc, 0)[-1] == "pittsburgh"
    assert sc.position_count(0, "manufacturing_1") == 1
    assert sc.state.actions_left == 1


def test_industry_card_builds_only_in_own_network() -> None:
    # P1's links touch Pittsburgh, Clarksburg, Detroit and Toledo; P2's link to Erie does not count
    sc = Scenario().link("pittsburgh-clarksburg", 0).link("detroit-toledo", 0).link("cleveland-erie", 1)
    sc.hand(0, "manufacturing", "erie").ready()
    sc.do("build", "card:manufacturing")  # manufacturing I is the only accessible tile it names
    assert sorted(sc.options()) == [
        "slot:detroit/1", "slot:pittsburgh/2", "slot:pittsburgh/3", "slot:pittsburgh/5", "slot:toledo/1",
    ]
    sc.do("slot:toledo/1")
    assert sc.space("toledo/1")["tile"] == "manufacturing/1"
    assert sc.state.money[0] == 38


def test_industry_card_with_nothing_on_the_board_builds_anywhere_allowed() -> None:
    sc = Scenario().link("cleveland-erie", 1)  # an opponent's presence changes nothing
    sc.hand(0, "manufacturing", "erie").ready()
    sc.do("build", "card:manufacturing")
    # every space allowing manufacturing, except Rochester/2 (Rochester/1 shows only manufacturing)
    assert sorted(sc.options()) == sorted([
        "slot:saginaw/1", "slot:detroit/1", "slot:chicago/3", "slot:toledo/1", "slot:cleveland/2",
        "slot:erie/2", "slot:buffalo/1", "slot:buffalo/3", "slot:rochester/1", "slot:indianapolis/2",
        "slot:columbus/1", "slot:pittsburgh/2", "slot:pittsburgh/3", "slot:pittsburgh/5",
        "slot:bethlehem/2", "slot:baltimore/1", "slot:baltimore/3", "slot:philadelphia/2",
    ])


def test_industry_card_does_not_build_other_industries() -> None:
    # a kerosene card names only kerosene: with a network in Detroit it offers kerosene only
    sc = Scenario().link("detroit-toledo", 0)
    sc.hand(0, "kerosene", "erie").ready()
    sc.do("build", "card:kerosene")  # one tile, then the site choice
    assert sorted(sc.options()) == ["slot:detroit/1", "slot:detroit/2", "slot:toledo/1", "slot:toledo/2"]


def test_whiskey_and_any_card_builds_any_industry_anywhere() -> None:
    sc = Scenario().tile("saginaw/2", "coal/2", 0, flipped=True).whiskey(0, 1)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:erie", "card:toledo", "whiskey:erie", "whiskey:toledo"]
    sc.do("whiskey:erie", "tile:coal_1")
    # any coal space outside Saginaw (own industry there, era 1), one-icon spaces first
    assert sorted(sc.options()) == sorted([
        "slot:wilkes_barre/1", "slot:wilkes_barre/2", "slot:wilkes_barre/3", "slot:columbus/2",
        "slot:pittsburgh/1", "slot:harrisburg/1", "slot:bethlehem/1", "slot:clarksburg/1", "slot:clarksburg/2",
    ])
    sc.do("slot:pittsburgh/1")
    assert sc.ext.whiskey[0] == 0
    assert hand(sc, 0) == ["toledo"]
    assert discards(sc, 0)[-1] == "erie"
    # nothing connected: the iron comes from Vanderbilt ($7); the cubes stay on the tile
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": {"coal": 3}}
    assert sc.state.money[0] == 50 - 5 - 7
    assert sc.state.spent[0] == 12


def test_no_whiskey_no_whiskey_options() -> None:
    sc = Scenario().tile("saginaw/2", "coal/1", 0, flipped=True)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:erie", "card:toledo"]


def test_one_icon_spaces_come_first() -> None:
    sc = Scenario().link("pittsburgh-clarksburg", 0)
    sc.hand(0, "coal", "erie").ready()
    sc.do("build", "card:coal")  # coal I is the only accessible tile the coal card can build
    # Pittsburgh/4 and Clarksburg/3 (two icons) wait while one-icon coal spaces are free
    assert sorted(sc.options()) == ["slot:clarksburg/1", "slot:clarksburg/2", "slot:pittsburgh/1"]


def test_shared_space_opens_when_the_one_icon_space_is_taken() -> None:
    sc = Scenario().link("pittsburgh-clarksburg", 0).tile("pittsburgh/1", "coal/1", 1, flipped=True)
    sc.hand(0, "coal", "erie").ready()
    sc.do("build", "card:coal")
    assert sorted(sc.options()) == ["slot:clarksburg/1", "slot:clarksburg/2", "slot:pittsburgh/4"]


def test_era1_one_industry_per_location_per_player() -> None:
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).tile("clarksburg/1", "coal/1", 1, flipped=True)
    sc.hand(0, "pittsburgh", "clarksburg", "erie").ready()
    sc.do("build")
    # Pittsburgh already holds P1's industry; an opponent's industry in Clarksburg is no obstacle
    assert sorted(sc.options()) == ["card:clarksburg", "card:erie"]


def test_era2_allows_several_industries_per_location() -> None:
    sc = Scenario(era="era2").tile("pittsburgh/2", "manufacturing/1", 0)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_1")  # the one-icon coal space
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": {"coal": 3}}
    assert sc.space("pittsburgh/2")["tile"] == "manufacturing/1"


def test_era1_only_tiles_are_not_built_in_era2() -> None:
    def tiles(era: str) -> list[str]:
        sc = Scenario(era=era).tile("saginaw/2", "coal/2", 0, flipped=True).whiskey(0, 1)
        sc.hand(0, "erie", "toledo").ready()
        sc.do("build", "whiskey:erie")
        return sorted(sc.options())

    assert tiles("era1") == ["tile:coal_1", "tile:coke_1", "tile:iron_steel_1", "tile:kerosene_2",
                             "tile:manufacturing_1"]
    # Coke I and Iron & Steel I show the era-1 icon
    assert tiles("era2") == ["tile:coal_1", "tile:kerosene_2", "tile:manufacturing_1"]


def test_era2_only_tiles_are_not_built_in_era1() -> None:
    def tiles(era: str) -> list[str]:
        sc = Scenario(era=era).tile("pittsburgh/2", "manufacturing/1", 0, flipped=True)
        sc.develop_away(0, "kerosene_2", "kerosene_3", "kerosene_4", "manufacturing_1", "manufacturing_2",
                        "manufacturing_3", "manufacturing_5")
        sc.link("venango-pittsburgh", 1, "pipeline_income").whiskey(0, 1)
        sc.hand(0, "erie", "toledo").ready()
        sc.do("build", "whiskey:erie")
        return sorted(sc.options())

    era1 = tiles("era1")
    era2 = tiles("era2")
    assert "tile:oil_city" not in era1 and "tile:locomotive" not in era1
    assert "tile:oil_city" in era2 and "tile:locomotive" in era2


# -- the mat -----------------------------------------------------------------------------
def test_only_the_first_tile_of_a_path_is_accessible() -> None:
    sc = Scenario().whiskey(0, 1)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("build", "whiskey:erie")
    opts = sc.options()
    assert "tile:coal_1" in opts and "tile:coal_2" not in opts
    assert "tile:iron_steel_1" in opts and "tile:iron_steel_2" not in opts
    assert "tile:skyscraper_a" not in opts


def test_cleared_branch_point_opens_both_branches() -> None:
    # manufacturing III cleared: manufacturing V and manufacturing IV are both accessible
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0, flipped=True).link("detroit-toledo", 0)
    sc.develop_away(0, "manufacturing_1", "manufacturing_2", "manufacturing_3")
    sc.hand(0, "manufacturing", "erie").ready()
    sc.do("build", "card:manufacturing")
    assert sorted(sc.options()) == ["tile:manufacturing_4", "tile:manufacturing_5"]


def test_automobile_follows_manufacturing_iv_only() -> None:
    def card_options(*cleared: str) -> list[str]:
        sc = Scenario().develop_away(0, *cleared)
        sc.hand(0, "automobile", "erie").ready()
        sc.do("build")
        return sc.options()

    assert "card:automobile" not in card_options("manufacturing_1", "manufacturing_2", "manufacturing_3")
    assert "card:automobile" in card_options("manufacturing_1", "manufacturing_2", "manufacturing_3",
                                             "manufacturing_4")


def test_building_the_last_tile_of_a_position_unlocks_its_link_tile() -> None:
    # coal II: one tile left on the mat; building it moves the coke heavy train into the supply
    sc = Scenario().develop_away(0, "coal_1").tile("harrisburg/1", "coal/2", 0, flipped=True)
    assert sc.position_count(0, "coal_2") == 1
    assert links_left(sc, 0, "heavy_coke") == 0
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_2")
    assert sc.space("pittsburgh/1")["tile"] == "coal/2"
    assert sc.position_count(0, "coal_2") == 0
    assert links_left(sc, 0, "heavy_coke") == 1


def test_building_a_tile_with_copies_left_unlocks_nothing() -> None:
    sc = Scenario().develop_away(0, "coal_1")
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_2")
    assert sc.position_count(0, "coal_2") == 1
    assert links_left(sc, 0, "heavy_coke") == 0


# -- costs -------------------------------------------------------------------------------
def test_kerosene_ii_costs_money_coal_and_one_income_level() -> None:
    sc = Scenario()
    sc.hand(0, "detroit", "erie").ready()
    sc.do("build", "card:detroit", "tile:kerosene_2", "slot:detroit/2")
    assert sc.space("detroit/2") == {"owner": 0, "tile": "kerosene/2", "flipped": False, "cubes": {}}
    assert sc.state.income[0] == 9  # level 0 -> level -1 (its only space)
    assert sc.level(0) == -1
    assert sc.state.money[0] == 50 - 11 - 7  # coal from Vanderbilt
    assert sc.state.spent[0] == 18


def test_kerosene_iii_costs_two_income_levels() -> None:
    sc = Scenario().develop_away(0, "kerosene_2")
    sc.hand(0, "detroit", "erie").ready()
    sc.do("build", "card:detroit", "tile:kerosene_3", "slot:detroit/1")
    assert sc.state.income[0] == 8
    assert sc.level(0) == -2
    assert sc.state.money[0] == 50 - 9 - 7


def test_income_cost_lands_on_the_highest_space_of_the_new_level() -> None:
    # space 20 is level 5; two levels down is level 3, whose highest space is 16
    sc = Scenario().develop_away(0, "kerosene_2").income(0, 20)
    assert sc.level(0) == 5
    sc.hand(0, "detroit", "erie").ready()
    sc.do("build", "card:detroit", "tile:kerosene_3", "slot:detroit/1")
    assert sc.state.income[0] == 16
    assert sc.level(0) == 3


def test_build_below_income_level_minus_10_is_not_offered() -> None:
    sc = Scenario().income(0, 0)
    sc.hand(0, "detroit", "erie").ready()
    sc.do("build", "card:detroit")
    assert "tile:kerosene_2" not in sc.options()
    assert "tile:manufacturing_1" in sc.options()


def test_build_down_to_income_level_minus_10_is_allowed() -> None:
    sc = Scenario().income(0, 1)
    sc.hand(0, "detroit", "erie").ready()
    sc.do("build", "card:detroit", "tile:kerosene_2", "slot:detroit/1")
    assert sc.state.income[0] == 0
    assert sc.level(0) == -10


def test_build_needs_the_money_for_tile_and_resources() -> None:
    # kerosene II: $11 + coal ($7 from Vanderbilt) = $18; $17 is not enough
    sc = Scenario().money(0, 17)
    sc.hand(0, "detroit", "erie").ready()
    sc.do("build", "card:detroit")
    assert "tile:kerosene_2" not in sc.options()
    sc2 = Scenario().money(0, 18)
    sc2.hand(0, "detroit", "erie").ready()
    sc2.do("build", "card:detroit")
    assert "tile:kerosene_2" in sc2.options()


def test_resource_cost_comes_free_from_a_connected_mine() -> None:
    # P2's mine in Pittsburgh is connected to Cleveland by rail: its coal is used, free
    sc = Scenario().tile("pittsburgh/1", "coal/1", 1).link("cleveland-pittsburgh", 1)
    sc.hand(0, "cleveland", "erie").ready()
    sc.do("build", "card:cleveland", "tile:kerosene_2", "slot:cleveland/1")
    assert sc.state.money[0] == 50 - 11
    assert sc.space("pittsburgh/1")["cubes"] == {"coal": 2}


# -- upgrades -------------------------------------------------------------------------------
def test_coke_upgrades_only_own_flipped_coal_mines() -> None:
    sc = Scenario()
    sc.tile("clarksburg/1", "coal/1", 0, flipped=True).tile("harrisburg/1", "coal/2", 0, flipped=True)
    sc.tile("pittsburgh/1", "coal/2", 0, cubes=3)  # P1's, unflipped
    sc.tile("columbus/2", "coal/2", 1, flipped=True)  # P2's, flipped
    sc.link("pittsburgh-clarksburg", 0)
    sc.hand(0, "coal", "erie").ready()
    sc.do("build", "card:coal")  # coke I is the only tile with a site (era 1: no second coal mine here)
    assert sorted(sc.options()) == ["slot:clarksburg/1", "slot:harrisburg/1"]


def test_coke_upgrade_scores_the_old_tile_and_retires_it() -> None:
    sc = Scenario()
    sc.tile("clarksburg/1", "coal/1", 0, flipped=True).tile("harrisburg/1", "coal/2", 0, flipped=True)
    sc.tile("pittsburgh/1", "coal/2", 0, cubes=3)
    sc.link("pittsburgh-clarksburg", 0)
    retired = sc.state.retired[0]
    sc.hand(0, "coal", "erie").ready()
    sc.do("build", "card:coal", "slot:clarksburg/1")
    # the old coal I scores its 1 VP at once and leaves the game
    assert sc.state.vp[0] == 1
    assert sc.state.retired[0] == retired + 1
    assert sc.position_count(0, "coal_1") == 0  # it does not go back to the mat
    # coke I: $18 and two coal, taken (free, mandatory) from the connected own mine
    assert sc.space("clarksburg/1") == {"owner": 0, "tile": "coke/1", "flipped": False, "cubes": {"coke": 2}}
    assert sc.space("pittsburgh/1")["cubes"] == {"coal": 1}
    assert sc.state.money[0] == 50 - 18
    assert sc.state.spent[0] == 18
    assert sc.position_count(0, "coke_1") == 0
    assert links_left(sc, 0, "heavy_replacement") == 2  # the supply's two: coke II is still on the mat


def test_without_an_own_flipped_coal_mine_coke_cannot_be_built() -> None:
    sc = Scenario().tile("pittsburgh/1", "coal/1", 0, cubes=2).tile("columbus/2", "coal/2", 1, flipped=True)
    sc.whiskey(0, 1).hand(0, "erie", "toledo").ready()
    sc.do("build", "whiskey:erie")
    assert "tile:coke_1" not in sc.options()


def test_manufacturing_v_upgrades_only_own_flipped_manufacturing() -> None:
    sc = Scenario()
    sc.tile("pittsburgh/2", "manufacturing/1", 0, flipped=True)
    sc.tile("detroit/1", "manufacturing/1", 0)  # unflipped
    sc.tile("toledo/1", "manufacturing/1", 1, flipped=True)  # an opponent's
    sc.develop_away(0, "manufacturing_2", "manufacturing_3")
    sc.hand(0, "manufacturing", "erie").ready()
    # manufacturing IV has no site (era 1: P1 already has an industry in both network cities), and
    # manufacturing V's only site is P1's flipped manufacturing: everything else is forced
    sc.do("build", "card:manufacturing")
    assert sc.space("pittsburgh/2") == {"owner": 0, "tile": "manufacturing/5", "flipped": False, "cubes": {}}
    assert sc.state.vp[0] == 5  # manufacturing I's VP, scored at once
    assert sc.space("detroit/1")["tile"] == "manufacturing/1"
    assert sc.space("toledo/1")["tile"] == "manufacturing/1"
    assert sc.state.money[0] == 50 - 13 - 7 - 10  # coal and steel from Vanderbilt


# -- tiles entering flipped ----------------------------------------------------------------
def test_manufacturing_iii_enters_flipped_and_pays_money_and_whiskey() -> None:
    sc = Scenario().develop_away(0, "manufacturing_1", "manufacturing_2")
    sc.develop_away(1, "manufacturing_4")  # P2 gets its money pipeline
    sc.link("venango-pittsburgh", 1, "pipeline_money").oil("venango", 2)
    sc.link("pittsburgh-clarksburg", 2)  # rail to the Clarksburg market
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:manufacturing_3", "slot:pittsburgh/2")
    # each coal: the Clarksburg market ($3) or Vanderbilt ($7)
    assert sorted(sc.options()) == ["coal:market:clarksburg_coal", "coal:vanderbilt"]
    sc.do("coal:market:clarksburg_coal", "coal:market:clarksburg_coal")
    assert sc.space("pittsburgh/2") == {"owner": 0, "tile": "manufacturing/3", "flipped": True, "cubes": {}}
    assert sc.state.money[0] == 50 - 6 - 6 + 8
    assert sc.state.spent[0] == 12
    assert sc.ext.whiskey[0] == 1
    assert sc.state.income[0] == 10
    assert sc.market_cubes("clarksburg_coal") == 1
    # the barrel left Venango through P3's money pipeline
    assert sc.ext.oil[sc.loc("venango")] == 1
    assert sc.state.money[1] == 50 + 10


def test_manufacturing_iii_needs_oil() -> None:
    sc = Scenario().develop_away(0, "manufacturing_1", "manufacturing_2")
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh")
    assert "tile:manufacturing_3" not in sc.options()


# -- automatic sales into markets ------------------------------------------------------------
def test_new_mine_sells_into_markets_in_the_builders_order_and_flips() -> None:
    # Pittsburgh reaches Clarksburg (room 1, $3) and Toledo (room 2, $4)
    sc = Scenario().link("pittsburgh-clarksburg", 1).link("cleveland-pittsburgh", 1).link("toledo-cleveland", 1)
    sc.market("clarksburg_coal", 2).market("toledo_coal", 1)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_1")
    # the iron: either connected market or Vanderbilt
    assert sorted(sc.options()) == ["iron:market:clarksburg_iron", "iron:market:toledo_iron", "iron:vanderbilt"]
    sc.do("iron:market:clarksburg_iron")
    assert sorted(sc.options()) == ["market:clarksburg_coal", "market:toledo_coal"]
    sc.do("market:toledo_coal")  # two cubes to Toledo, then the last one to Clarksburg
    assert sc.market_cubes("toledo_coal") == 3
    assert sc.market_cubes("clarksburg_coal") == 3
    assert sc.market_cubes("clarksburg_iron") == 2
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "coal/1", "flipped": True, "cubes": {}}
    assert sc.state.money[0] == 50 - 5 - 3 + 4 + 4 + 3
    assert sc.state.spent[0] == 8
    assert sc.state.income[0] == 14  # the emptied mine flipped: +4 spaces
    assert sc.state.vp[0] == 0


def test_new_mine_other_order() -> None:
    sc = Scenario().link("pittsburgh-clarksburg", 1).link("cleveland-pittsburgh", 1).link("toledo-cleveland", 1)
    sc.market("clarksburg_coal", 2).market("toledo_coal", 1)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_1", "iron:vanderbilt", "market:clarksburg_coal")
    assert sc.market_cubes("clarksburg_coal") == 3
    assert sc.market_cubes("toledo_coal") == 3
    assert sc.state.money[0] == 50 - 5 - 7 + 3 + 4 + 4
    assert sc.state.spent[0] == 12
    assert sc.space("pittsburgh/1")["flipped"] is True


def test_cubes_the_markets_cannot_take_stay_on_the_tile() -> None:
    sc = Scenario().link("pittsburgh-clarksburg", 1).market("clarksburg_coal", 1)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_1", "iron:market:clarksburg_iron")
    assert sc.market_cubes("clarksburg_coal") == 3
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": {"coal": 1}}
    assert sc.state.money[0] == 50 - 5 - 3 + 6
    assert sc.state.income[0] == 10


def test_unconnected_mine_keeps_its_cubes() -> None:
    sc = Scenario().market("clarksburg_coal", 0).market("toledo_coal", 0).market("wilkes_barre_coal", 0)
    sc.hand(0, "harrisburg", "erie").ready()
    sc.do("build", "card:harrisburg", "tile:coal_1")
    assert sc.space("harrisburg/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": {"coal": 3}}
    assert sc.market_cubes("clarksburg_coal") == 0
    assert sc.state.money[0] == 50 - 5 - 7


def test_mine_in_a_market_city_sells_there() -> None:
    sc = Scenario().market("wilkes_barre_coal", 0)
    sc.hand(0, "wilkes_barre", "erie").ready()
    sc.do("build", "card:wilkes_barre", "slot:wilkes_barre/1")  # coal I, the only tile allowed here
    assert sorted(sc.options()) == ["iron:market:wilkes_barre_iron", "iron:vanderbilt"]
    sc.do("iron:market:wilkes_barre_iron")
    # the mine is in Wilkes-Barre itself; its iron market is there too ($2)
    assert sc.market_cubes("wilkes_barre_coal") == 3
    assert sc.market_cubes("wilkes_barre_iron") == 2
    assert sc.state.money[0] == 50 - 5 - 2 + 6
    assert sc.space("wilkes_barre/1") == {"owner": 0, "tile": "coal/1", "flipped": True, "cubes": {}}


def test_coke_sold_into_a_market_earns_its_printed_vp() -> None:
    # Saginaw reaches Canada (coke market: 1 cube, room 1, $6 and 4 VP)
    sc = Scenario().tile("saginaw/2", "coal/1", 0, flipped=True)
    sc.tile("saginaw/3", "coal/1", 1, cubes=2)  # P2's mine supplies the coke's coal
    sc.link("saginaw-detroit", 1).link("detroit-canada", 1)
    sc.hand(0, "saginaw", "erie").ready()
    sc.do("build", "card:saginaw")  # coke I over the own spent mine is the only build here
    assert sc.space("saginaw/2") == {"owner": 0, "tile": "coke/1", "flipped": False, "cubes": {"coke": 1}}
    assert sc.market_cubes("canada_coke") == 2
    assert sc.state.vp[0] == 1 + 4  # the upgraded mine's VP + the coke space's VP
    assert sc.state.money[0] == 50 - 18 + 6
    assert sc.state.spent[0] == 18
    # P2's mine was emptied by the coke: it flipped for P2
    assert sc.space("saginaw/3") == {"owner": 1, "tile": "coal/1", "flipped": True, "cubes": {}}
    assert sc.state.income[1] == 14


def test_iron_and_steel_works_hold_both_and_sell_both() -> None:
    # Pittsburgh reaches Clarksburg (iron: room 2) and Philadelphia (steel: room 1)
    sc = Scenario().develop_away(0, "iron_steel_1")
    sc.link("pittsburgh-clarksburg", 1).link("pittsburgh-harrisburg", 1).link("harrisburg-philadelphia", 1)
    sc.market("clarksburg_iron", 1).market("philadelphia_steel", 1)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:iron_steel_2", "slot:pittsburgh/3")
    assert sorted(sc.options()) == ["coke:market:philadelphia_coke", "coke:vanderbilt"]
    sc.do("coke:market:philadelphia_coke")
    assert sorted(sc.options()) == ["market:clarksburg_iron", "market:philadelphia_steel"]
    sc.do("market:philadelphia_steel")
    assert sc.space("pittsburgh/3") == {"owner": 0, "tile": "iron_steel/2", "flipped": False,
                                        "cubes": {"steel": 2, "iron": 1}}
    assert sc.market_cubes("philadelphia_steel") == 2
    assert sc.market_cubes("clarksburg_iron") == 3
    assert sc.market_cubes("philadelphia_coke") == 0
    assert sc.state.money[0] == 50 - 10 - 4 + 4 + 3 + 3
    assert sc.state.spent[0] == 14


def test_unconnected_iron_and_steel_works_holds_three_steel_and_three_iron() -> None:
    sc = Scenario().develop_away(0, "iron_steel_1")
    sc.hand(0, "erie", "toledo").ready()
    sc.do("build", "card:erie", "tile:iron_steel_2")
    assert sc.space("erie/2") == {"owner": 0, "tile": "iron_steel/2", "flipped": False,
                                  "cubes": {"steel": 3, "iron": 3}}


def test_manufacturing_iii_whiskey_is_capped_at_three() -> None:
    sc = Scenario().develop_away(0, "manufacturing_1", "manufacturing_2").whiskey(0, 3)
    sc.link("venango-pittsburgh", 1, "pipeline_income").oil("venango", 1)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:manufacturing_3", "slot:pittsburgh/2")  # coal: Vanderbilt
    assert sc.ext.whiskey[0] == 3
    assert sc.state.money[0] == 50 - 6 - 14 + 8
    assert sc.state.income[1] == 12  # P2's income pipeline carried the barrel


def test_coke_into_two_markets_earns_each_markets_price_and_vp() -> None:
    # Pittsburgh reaches Philadelphia ($4) and, through Toledo and Detroit, Canada ($6); room 1 each
    sc = Scenario().tile("pittsburgh/1", "coal/2", 0, flipped=True).develop_away(0, "coke_1")
    sc.link("pittsburgh-harrisburg", 1).link("harrisburg-philadelphia", 1)
    sc.link("cleveland-pittsburgh", 1).link("toledo-cleveland", 1).link("detroit-toledo", 1)
    sc.link("detroit-canada", 1)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh")  # coke II over the own mine; coal from Toledo or Vanderbilt
    assert sorted(sc.options()) == ["coal:market:toledo_coal", "coal:vanderbilt"]
    sc.do("coal:market:toledo_coal", "coal:market:toledo_coal", "coal:market:toledo_coal")
    assert sorted(sc.options()) == ["market:canada_coke", "market:philadelphia_coke"]
    sc.do("market:philadelphia_coke")  # then Canada: forced
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "coke/2", "flipped": False, "cubes": {"coke": 2}}
    assert sc.market_cubes("philadelphia_coke") == 2
    assert sc.market_cubes("canada_coke") == 2
    assert sc.state.vp[0] == 2 + 4 + 4  # coal II's VP and two coke spaces
    assert sc.state.money[0] == 50 - 25 - 12 + 4 + 6
    assert sc.state.spent[0] == 37


def test_iron_steel_card_also_builds_skyscrapers() -> None:
    sc = Scenario().link("saginaw-chicago", 0).develop_away(0, "iron_steel_1", "iron_steel_2")
    sc.hand(0, "iron_steel", "erie").ready()
    sc.do("build", "card:iron_steel")
    assert sorted(sc.options()) == ["tile:iron_steel_4", "tile:skyscraper_a"]


def test_oil_city_card_also_builds_kerosene() -> None:
    sc = Scenario()
    oil_city = sc.rules.card_index["oil_city"]
    for p, pile in enumerate(sc.state.discards):  # the seed may have dealt it face down
        if oil_city in pile:
            pile.remove(oil_city)
            sc.state.facedown[p] -= 1
            sc.state.deck.append(oil_city)
    sc.link("detroit-toledo", 0)
    sc.hand(0, "oil_city", "erie").ready()
    sc.do("build", "card:oil_city")  # kerosene II, the only tile it can build in era 1
    assert sorted(sc.options()) == ["slot:detroit/1", "slot:detroit/2", "slot:toledo/1", "slot:toledo/2"]
