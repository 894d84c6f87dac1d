"""Pittsburgh transport: where each cube of a cost comes from, and how oil travels."""
from __future__ import annotations

import pytest

from .scenario import Scenario

#: a mat position whose clearing puts a link tile of that kind in the supply (mat.toml)
UNLOCKED_BY = {
    "heavy_coke": "coal_2", "heavy_double": "coal_3", "heavy_oil": "manufacturing_2",
    "heavy_replacement": "coke_2", "heavy_steel": "iron_steel_2", "pipeline_vp3": "kerosene_2",
    "pipeline_vp5": "kerosene_4", "pipeline_money": "manufacturing_4",
}


def own_link(sc: Scenario, player: int, line: str, kind: str, cubes: int | None = None) -> Scenario:
    """Put ``player``'s link of ``kind`` on ``line`` (unlocking it on the mat first if needed)."""
    if kind in UNLOCKED_BY:
        sc.develop_away(player, UNLOCKED_BY[kind])
    sc.link(line, player, kind)
    if cubes is not None:
        sc.ext.train_cubes[sc.rules.board.link_index[line]] = cubes
    return sc


def train(sc: Scenario, line: str) -> int:
    return sc.ext.train_cubes[sc.rules.board.link_index[line]]


# -- coal, iron, steel and coke ---------------------------------------------------------------
def kerosene_in_pittsburgh(sc: Scenario) -> Scenario:
    """P1 builds kerosene II in Pittsburgh/2 (1 coal) with the Pittsburgh card."""
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:kerosene_2", "slot:pittsburgh/2")
    return sc


def test_connected_industries_of_any_owner_come_first_and_exclude_markets() -> None:
    # P2's and P3's mines are connected; so is the Clarksburg market, but it is not offered
    sc = Scenario().tile("clarksburg/1", "coal/1", 1, cubes=2).tile("pittsburgh/1", "coal/1", 2, cubes=2)
    sc.link("pittsburgh-clarksburg", 1)
    kerosene_in_pittsburgh(sc)
    assert sorted(sc.options()) == ["coal:clarksburg/1", "coal:pittsburgh/1"]
    sc.do("coal:clarksburg/1")
    assert sc.space("clarksburg/1")["cubes"] == {"coal": 1}
    assert sc.space("pittsburgh/1")["cubes"] == {"coal": 2}
    assert sc.market_cubes("clarksburg_coal") == 3
    assert sc.state.money[0] == 50 - 11
    assert sc.state.spent[0] == 11
    assert sc.space("pittsburgh/2")["tile"] == "kerosene/2"


def test_an_own_mine_is_a_source_like_any_other() -> None:
    sc = Scenario().tile("clarksburg/1", "coal/1", 0, cubes=2).tile("harrisburg/1", "coal/1", 1, cubes=1)
    sc.link("pittsburgh-clarksburg", 1).link("pittsburgh-harrisburg", 1)
    kerosene_in_pittsburgh(sc)
    assert sorted(sc.options()) == ["coal:clarksburg/1", "coal:harrisburg/1"]


def test_mine_emptied_by_a_cost_flips_for_its_owner() -> None:
    sc = Scenario().tile("clarksburg/1", "coal/1", 1, cubes=1).link("pittsburgh-clarksburg", 1)
    kerosene_in_pittsburgh(sc)
    assert sc.space("clarksburg/1") == {"owner": 1, "tile": "coal/1", "flipped": True, "cubes": {}}
    assert sc.state.income[1] == 14
    assert sc.state.money[0] == 50 - 11


def test_flipped_and_unconnected_mines_are_not_sources() -> None:
    sc = Scenario().tile("clarksburg/1", "coal/1", 1, flipped=True).tile("harrisburg/1", "coal/2", 1, cubes=3)
    sc.link("pittsburgh-clarksburg", 1)
    kerosene_in_pittsburgh(sc)
    assert sorted(sc.options()) == ["coal:market:clarksburg_coal", "coal:vanderbilt"]
    sc.do("coal:market:clarksburg_coal")
    assert sc.space("harrisburg/1")["cubes"] == {"coal": 3}
    assert sc.market_cubes("clarksburg_coal") == 2
    assert sc.state.money[0] == 50 - 11 - 3
    assert sc.state.spent[0] == 14  # money paid to a market is spending


def test_vanderbilt_delivers_anywhere_and_counts_as_spending() -> None:
    sc = kerosene_in_pittsburgh(Scenario())
    assert sc.space("pittsburgh/2")["tile"] == "kerosene/2"
    assert sc.state.money[0] == 50 - 11 - 7
    assert sc.state.spent[0] == 18
    assert sc.market_cubes("clarksburg_coal") == 3


def test_each_connected_market_at_its_printed_price() -> None:
    # Cleveland reaches Toledo ($4) and, through Pittsburgh, Clarksburg ($3)
    sc = Scenario().link("toledo-cleveland", 1).link("cleveland-pittsburgh", 1).link("pittsburgh-clarksburg", 1)
    sc.hand(0, "cleveland", "erie").ready()
    sc.do("build", "card:cleveland", "tile:kerosene_2", "slot:cleveland/1")
    assert sorted(sc.options()) == ["coal:market:clarksburg_coal", "coal:market:toledo_coal", "coal:vanderbilt"]
    sc.do("coal:market:toledo_coal")
    assert sc.state.money[0] == 50 - 11 - 4
    assert sc.market_cubes("toledo_coal") == 2
    assert sc.market_cubes("clarksburg_coal") == 3


def test_a_source_that_leaves_the_cost_unpayable_is_not_offered() -> None:
    # $15: kerosene II is $11, so the coal may cost $4 at most -- Vanderbilt ($7) is not offered
    sc = Scenario().link("toledo-cleveland", 1).link("cleveland-pittsburgh", 1).link("pittsburgh-clarksburg", 1)
    sc.money(0, 15).hand(0, "cleveland", "erie").ready()
    sc.do("build", "card:cleveland", "tile:kerosene_2", "slot:cleveland/1")
    assert sorted(sc.options()) == ["coal:market:clarksburg_coal", "coal:market:toledo_coal"]


def test_only_the_affordable_market_remains() -> None:
    sc = Scenario().link("toledo-cleveland", 1).link("cleveland-pittsburgh", 1).link("pittsburgh-clarksburg", 1)
    sc.money(0, 14).hand(0, "cleveland", "erie").ready()
    sc.do("build", "card:cleveland", "tile:kerosene_2", "slot:cleveland/1")  # Clarksburg's $3 coal: forced
    assert sc.state.money[0] == 0
    assert sc.market_cubes("clarksburg_coal") == 2
    assert sc.market_cubes("toledo_coal") == 3


def test_each_cube_finds_its_own_source() -> None:
    # coke II needs 3 coal: two from the connected mine (mandatory), the third bought
    sc = Scenario().tile("pittsburgh/1", "coal/1", 0, flipped=True)
    sc.tile("clarksburg/1", "coal/1", 1, cubes=2).link("pittsburgh-clarksburg", 1)
    sc.develop_away(0, "coke_1").hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh")  # coke II over the own mine is the only build here
    # the mine is empty (and flipped for P2) after two cubes; now a market or Vanderbilt
    assert sc.space("clarksburg/1") == {"owner": 1, "tile": "coal/1", "flipped": True, "cubes": {}}
    assert sorted(sc.options()) == ["coal:market:clarksburg_coal", "coal:vanderbilt"]
    sc.do("coal:vanderbilt")
    assert sc.state.money[0] == 50 - 25 - 7
    assert sc.state.spent[0] == 32
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "coke/2", "flipped": False, "cubes": {"coke": 4}}


def test_pipelines_do_not_carry_cubes() -> None:
    # Pittsburgh and Clarksburg are joined only through Macksburg's pipelines
    sc = Scenario().tile("clarksburg/1", "coal/1", 1, cubes=3)
    sc.link("pittsburgh-macksburg", 1, "pipeline_income").link("macksburg-clarksburg", 2, "pipeline_income")
    kerosene_in_pittsburgh(sc)  # the coal can only come from Vanderbilt: forced
    assert sc.space("clarksburg/1")["cubes"] == {"coal": 3}
    assert sc.market_cubes("clarksburg_coal") == 3
    assert sc.state.money[0] == 50 - 11 - 7


def test_own_resource_heavy_train_is_a_free_choice() -> None:
    # iron & steel I needs 1 coke: Philadelphia's market, P1's coke train or Vanderbilt
    sc = Scenario().link("pittsburgh-harrisburg", 1).link("harrisburg-philadelphia", 1)
    own_link(sc, 0, "pittsburgh-clarksburg", "heavy_coke", cubes=2)
    own_link(sc, 1, "cleveland-pittsburgh", "heavy_coke", cubes=2)  # P2's: never P1's source
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:iron_steel_1", "slot:pittsburgh/3")
    assert sorted(sc.options()) == [
        "coke:market:philadelphia_coke", "coke:train:pittsburgh-clarksburg", "coke:vanderbilt",
    ]
    sc.do("coke:train:pittsburgh-clarksburg")
    assert train(sc, "pittsburgh-clarksburg") == 1
    assert train(sc, "cleveland-pittsburgh") == 2
    assert sc.market_cubes("philadelphia_coke") == 1
    assert sc.state.money[0] == 50 - 3
    assert sc.state.spent[0] == 3


def test_own_heavy_train_must_be_connected_by_rail() -> None:
    sc = Scenario()
    own_link(sc, 0, "detroit-canada", "heavy_coke", cubes=2)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:iron_steel_1", "slot:pittsburgh/3")  # Vanderbilt only: forced
    assert train(sc, "detroit-canada") == 2
    assert sc.state.money[0] == 50 - 3 - 10


def test_own_heavy_train_stands_beside_a_connected_industry() -> None:
    # page 7: the own train may be used instead of a connected industry's cube, or not
    sc = Scenario().tile("clarksburg/1", "coal/1", 0, flipped=True)
    sc.tile("harrisburg/1", "coke/1", 1, cubes=1)  # P2's coke works with its last cube
    sc.link("pittsburgh-harrisburg", 1)
    own_link(sc, 0, "pittsburgh-clarksburg", "heavy_coke", cubes=2)
    sc.hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:iron_steel_1", "slot:pittsburgh/3")
    assert sorted(sc.options()) == ["coke:harrisburg/1", "coke:train:pittsburgh-clarksburg"]
    sc.do("coke:harrisburg/1")
    assert train(sc, "pittsburgh-clarksburg") == 2
    assert sc.state.money[0] == 50 - 3
    assert sc.space("harrisburg/1")["flipped"] is True


# -- oil ----------------------------------------------------------------------------------------
def kerosene_for_sale(sc: Scenario, space: str = "toledo/1", tile: str = "kerosene/2") -> Scenario:
    """P1's unflipped kerosene in Toledo, with rail to the Canada merchant (buys kerosene)."""
    sc.tile(space, tile, 0).merchant("canada/1", "kerosene_income4")
    sc.link("detroit-toledo", 2).link("detroit-canada", 2)
    sc.hand(0, "erie", "pittsburgh")
    return sc


@pytest.mark.parametrize("kind, income, money, vp", [
    ("pipeline_income", 12, 50, 0),
    ("pipeline_money", 10, 60, 0),
    ("pipeline_vp3", 10, 50, 3),
    ("pipeline_vp5", 10, 50, 5),
])
def test_oil_through_a_pipeline_rewards_its_owner(kind: str, income: int, money: int, vp: int) -> None:
    sc = kerosene_for_sale(Scenario())
    own_link(sc, 1, "toledo-lima", kind)
    sc.oil("lima", 2).ready()
    sc.do("sell", "card:erie")  # one tile, one merchant, one oil source: forced
    assert sc.ext.oil[sc.loc("lima")] == 1
    assert (sc.state.income[1], sc.state.money[1], sc.state.vp[1]) == (income, money, vp)
    assert sc.space("toledo/1")["flipped"] is True
    assert sc.state.income[0] == 10 + 4 + 5  # the merchant's +4 spaces, then the flip's +5


def test_two_barrels_pay_the_pipeline_twice() -> None:
    sc = Scenario().develop_away(0, "kerosene_2", "kerosene_3")
    kerosene_for_sale(sc, "toledo/2", "kerosene/4")
    own_link(sc, 1, "toledo-lima", "pipeline_money")
    sc.oil("lima", 3).ready()
    sc.do("sell", "card:erie")
    assert sc.ext.oil[sc.loc("lima")] == 1
    assert sc.state.money[1] == 70
    assert sc.space("toledo/2")["flipped"] is True


def test_reserve_pipeline_carries_no_oil() -> None:
    sc = kerosene_for_sale(Scenario())
    sc.link("toledo-lima", 1, "pipeline_reserve").oil("lima", 2).ready()
    assert "sell" not in sc.options()


def test_oil_travels_by_rail_from_the_pipelines_city() -> None:
    # the pipeline ends in Cleveland: without rail from Cleveland to Toledo, no oil reaches Toledo
    sc = kerosene_for_sale(Scenario())
    sc.link("lima-cleveland", 1, "pipeline_income").oil("lima", 2).ready()
    assert "sell" not in sc.options()
    sc.link("toledo-cleveland", 2).ready()
    assert "sell" in sc.options()
    sc.do("sell", "card:erie")
    assert sc.state.income[1] == 12
    assert sc.ext.oil[sc.loc("lima")] == 1


def test_oil_does_not_travel_along_pipelines_to_a_city() -> None:
    # Lima's oil reaches Cleveland by its pipeline; a second pipeline from Toledo is not a road for it
    sc = kerosene_for_sale(Scenario())
    sc.link("lima-cleveland", 1, "pipeline_income").link("toledo-lima", 2, "pipeline_reserve")
    sc.oil("lima", 2).ready()
    assert "sell" not in sc.options()


def test_empty_oilfield_supplies_nothing() -> None:
    sc = kerosene_for_sale(Scenario())
    sc.link("toledo-lima", 1, "pipeline_income").ready()
    assert "sell" not in sc.options()


def test_own_oil_heavy_train_delivers_by_rail() -> None:
    sc = kerosene_for_sale(Scenario())
    own_link(sc, 0, "saginaw-detroit", "heavy_oil", cubes=2).ready()
    sc.do("sell", "card:erie")
    assert train(sc, "saginaw-detroit") == 1
    assert sc.space("toledo/1")["flipped"] is True


def test_an_opponents_oil_heavy_train_is_not_a_source() -> None:
    sc = kerosene_for_sale(Scenario())
    own_link(sc, 1, "saginaw-detroit", "heavy_oil", cubes=2).ready()
    assert "sell" not in sc.options()


def test_oil_train_or_pipeline_is_the_sellers_choice() -> None:
    sc = kerosene_for_sale(Scenario())
    own_link(sc, 0, "saginaw-detroit", "heavy_oil", cubes=2)
    own_link(sc, 1, "toledo-lima", "pipeline_money")
    sc.oil("lima", 2).ready()
    sc.do("sell", "card:erie")
    assert sorted(sc.options()) == ["oil:lima/toledo-lima", "oil:train:saginaw-detroit"]
    sc.do("oil:train:saginaw-detroit")
    assert sc.state.money[1] == 50  # the pipeline carried nothing
    assert sc.ext.oil[sc.loc("lima")] == 2
    assert train(sc, "saginaw-detroit") == 1


def test_oil_for_a_build_cost_uses_the_same_roads() -> None:
    # manufacturing III in Toledo: 2 coal (Toledo's market) and 1 oil through P2's VP pipeline
    sc = Scenario().develop_away(0, "manufacturing_1", "manufacturing_2")
    own_link(sc, 1, "toledo-lima", "pipeline_vp5")
    sc.oil("lima", 1).hand(0, "toledo", "erie").ready()
    sc.do("build", "card:toledo", "tile:manufacturing_3")
    assert sorted(sc.options()) == ["coal:market:toledo_coal", "coal:vanderbilt"]
    sc.do("coal:market:toledo_coal", "coal:market:toledo_coal")  # then the oil: forced
    assert sc.space("toledo/1") == {"owner": 0, "tile": "manufacturing/3", "flipped": True, "cubes": {}}
    assert sc.state.vp[1] == 5
    assert sc.ext.oil[sc.loc("lima")] == 0
    assert sc.state.money[0] == 50 - 6 - 8 + 8
    assert sc.state.spent[0] == 14


def test_seller_chooses_which_pipeline_carries_the_barrel() -> None:
    # Lima's oil can leave by P2's money pipeline to Toledo or by P3's VP pipeline to Cleveland
    sc = kerosene_for_sale(Scenario())
    own_link(sc, 1, "toledo-lima", "pipeline_money")
    own_link(sc, 2, "lima-cleveland", "pipeline_vp3")
    sc.link("toledo-cleveland", 2).oil("lima", 2).ready()
    sc.do("sell", "card:erie")
    assert sorted(sc.options()) == ["oil:lima/lima-cleveland", "oil:lima/toledo-lima"]
    sc.do("oil:lima/lima-cleveland")
    assert sc.state.vp[2] == 3
    assert sc.state.money[1] == 50
    assert sc.ext.oil[sc.loc("lima")] == 1


def test_an_empty_market_sells_nothing() -> None:
    sc = Scenario().link("pittsburgh-clarksburg", 1).market("clarksburg_coal", 0)
    kerosene_in_pittsburgh(sc)  # Vanderbilt is left alone: forced
    assert sc.state.money[0] == 50 - 11 - 7
    assert sc.market_cubes("clarksburg_coal") == 0


def test_iron_on_a_connected_iron_and_steel_works_is_mandatory() -> None:
    # P2's works in Clarksburg still holds iron (and steel): P1's new mine takes its iron there
    sc = Scenario().tile("clarksburg/3", "iron_steel/2", 1, cubes={"steel": 1, "iron": 1})
    sc.link("pittsburgh-clarksburg", 1).hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_1")  # the iron: forced; then the coal sells
    assert sc.space("clarksburg/3") == {"owner": 1, "tile": "iron_steel/2", "flipped": False,
                                        "cubes": {"steel": 1}}
    assert sc.market_cubes("clarksburg_iron") == 3
    assert sc.state.money[0] == 50 - 5
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": {"coal": 3}}


def test_works_flips_only_when_both_steel_and_iron_are_gone() -> None:
    sc = Scenario().tile("clarksburg/3", "iron_steel/2", 1, cubes={"iron": 1})
    sc.link("pittsburgh-clarksburg", 1).hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh", "tile:coal_1")
    assert sc.space("clarksburg/3") == {"owner": 1, "tile": "iron_steel/2", "flipped": True, "cubes": {}}
    assert sc.state.income[1] == 12


def test_affordability_counts_the_other_resources_still_to_pay() -> None:
    # Polyphase: $15 + 1 coal + 1 iron with $22. Coal from Vanderbilt ($7) would leave nothing for the iron.
    sc = Scenario().tile("pittsburgh/1", "coal/3", 0, flipped=True).develop_away(0, "coal_1", "coal_2", "coal_3")
    sc.link("pittsburgh-clarksburg", 1).link("cleveland-pittsburgh", 1).link("toledo-cleveland", 1)
    sc.money(0, 22).hand(0, "pittsburgh", "erie").ready()
    sc.do("build", "card:pittsburgh")  # only Polyphase is affordable; one site
    assert sorted(sc.options()) == ["coal:market:clarksburg_coal", "coal:market:toledo_coal"]
    sc.do("coal:market:toledo_coal")  # $3 left: only Clarksburg's iron
    assert sc.state.money[0] == 0
    assert sc.market_cubes("clarksburg_iron") == 2
    assert sc.space("pittsburgh/1")["tile"] == "polyphase/4"
