"""Pittsburgh Network: trains and pipelines, their costs, routes, bonuses and special tiles."""
from __future__ import annotations

import pytest

from .scenario import Scenario

#: a mat position whose clearing puts a link tile of that kind in the supply (mat.toml)
UNLOCKED_BY = {
    "heavy_coke": "coal_2", "heavy_double": "coal_3", "heavy_oil": "manufacturing_2",
    "heavy_replacement": "coke_2", "heavy_steel": "iron_steel_2", "pipeline_vp3": "kerosene_2",
    "pipeline_vp5": "kerosene_4", "pipeline_money": "manufacturing_4",
}
RAIL_LINES = 34  # rail routes on the 3-4 player map


def unlock(sc: Scenario, player: int, kind: str) -> Scenario:
    return sc.develop_away(player, UNLOCKED_BY[kind])


def left(sc: Scenario, player: int, kind: str) -> int:
    return sc.state.links_left[player][sc.rules.link_kind_index[kind]]


def line(sc: Scenario, ref: str) -> tuple[int, str | None]:
    i = sc.rules.board.link_index[ref]
    k = sc.state.link_kind[i]
    return sc.state.link_owner[i], sc.rules.link_kinds[k].id if k >= 0 else None


def train(sc: Scenario, ref: str) -> int:
    return sc.ext.train_cubes[sc.rules.board.link_index[ref]]


def hand(sc: Scenario, player: int) -> list[str]:
    return [sc.rules.cards[c].id for c in sc.state.hands[player]]


def set_oilfield(sc: Scenario, oilfield: str, tile_id: str) -> Scenario:
    tiles = [t.id for t in sc.rules.title.oilfield_tiles]
    sc.ext.oilfield_tile[sc.loc(oilfield)] = tiles.index(tile_id)
    return sc


# -- costs and where links go ---------------------------------------------------------------------
def test_light_train_coal_is_sourced_after_placing() -> None:
    # P2's mine in Clarksburg becomes reachable only through the new train
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).tile("clarksburg/1", "coal/1", 1, cubes=2)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie")
    assert sorted(sc.options()) == ["kind:heavy_replacement", "kind:light", "kind:pipeline_income",
                                    "kind:pipeline_reserve"]
    sc.do("kind:light")
    # only rail routes touching Pittsburgh (P1's network)
    assert sorted(sc.options()) == ["link:cleveland-pittsburgh", "link:columbus-pittsburgh",
                                    "link:pittsburgh-clarksburg", "link:pittsburgh-harrisburg"]
    sc.do("link:pittsburgh-clarksburg")  # the coal: P2's mine, forced
    assert sc.options()[0] == "done"
    sc.do("done")
    assert line(sc, "pittsburgh-clarksburg") == (0, "light")
    assert sc.space("clarksburg/1")["cubes"] == {"coal": 1}
    assert sc.state.money[0] == 50
    assert sc.state.spent[0] == 0
    assert left(sc, 0, "light") == 8
    assert hand(sc, 0) == ["toledo"]
    assert sc.state.actions_left == 1


def test_with_nothing_on_the_board_any_rail_route_takes_a_train() -> None:
    sc = Scenario().link("cleveland-erie", 1).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light")
    opts = sc.options()
    assert len(opts) == RAIL_LINES - 1  # every empty rail route
    assert "link:cleveland-erie" not in opts
    assert "link:toledo-lima" not in opts and "link:chicago-trenton" not in opts


def test_light_train_without_a_mine_buys_coal() -> None:
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:pittsburgh-clarksburg")
    # after placing, Clarksburg's market is connected
    assert sorted(sc.options()) == ["coal:market:clarksburg_coal", "coal:vanderbilt"]
    sc.do("coal:market:clarksburg_coal", "done")
    assert sc.state.money[0] == 47
    assert sc.state.spent[0] == 3
    assert sc.market_cubes("clarksburg_coal") == 2


def test_pipelines_go_only_on_pipeline_routes_next_to_the_network() -> None:
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:pipeline_income")
    assert sorted(sc.options()) == ["link:pittsburgh-macksburg", "link:venango-pittsburgh"]


def test_pipeline_iron_is_paid_at_the_pipelines_city() -> None:
    # P2's works in Pittsburgh holds iron: the pipeline's iron comes from it, free
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0)
    sc.tile("pittsburgh/3", "iron_steel/2", 1, cubes={"iron": 2})
    set_oilfield(sc, "venango", "develop")
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:pipeline_income", "link:venango-pittsburgh")
    assert line(sc, "venango-pittsburgh") == (0, "pipeline_income")
    assert sc.space("pittsburgh/3")["cubes"] == {"iron": 1}
    assert sc.state.spent[0] == 0
    assert left(sc, 0, "pipeline_income") == 0


def test_heavy_train_costs_two_steel() -> None:
    # P2's rail to Philadelphia: after placing Pittsburgh-Harrisburg its steel market ($4) is connected
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).link("harrisburg-philadelphia", 1)
    sc.supply(0, "heavy_whiskey", 2).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:heavy_whiskey", "link:pittsburgh-harrisburg")
    assert sorted(sc.options()) == ["steel:market:philadelphia_steel", "steel:vanderbilt"]
    sc.do("steel:market:philadelphia_steel", "steel:vanderbilt", "done")
    assert sc.state.money[0] == 50 - 4 - 10
    assert sc.state.spent[0] == 14
    assert sc.market_cubes("philadelphia_steel") == 1
    assert line(sc, "pittsburgh-harrisburg") == (0, "heavy_whiskey")
    assert sc.ext.whiskey[0] == 1  # the whiskey heavy train's reward
    assert sc.ext.heavy_built[0] == 1
    assert left(sc, 0, "heavy_whiskey") == 1


def test_link_not_offered_without_the_money_for_its_resources() -> None:
    # $9: a train's coal or a pipeline's iron from Vanderbilt ($7) is affordable, a heavy train's steel ($20) not
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie")
    assert sorted(sc.options()) == ["kind:light", "kind:pipeline_income", "kind:pipeline_reserve"]


# -- line bonuses --------------------------------------------------------------------------------
def test_detroit_canada_gives_whiskey() -> None:
    sc = Scenario().link("saginaw-detroit", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    # no pipeline route touches Saginaw or Detroit: a light train is the only kind; coal from Vanderbilt
    sc.do("network", "card:erie", "link:detroit-canada")
    assert sc.ext.whiskey[0] == 1
    assert sc.state.money[0] == 2


def test_whiskey_is_capped_at_three() -> None:
    sc = Scenario().link("saginaw-detroit", 0).whiskey(0, 3).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "link:detroit-canada")
    assert sc.ext.whiskey[0] == 3


def test_saginaw_chicago_gives_two_income_spaces() -> None:
    sc = Scenario().link("saginaw-detroit", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "link:saginaw-chicago")
    assert sc.state.income[0] == 12


def test_harrisburg_bethlehem_gives_three_income_spaces() -> None:
    sc = Scenario().link("pittsburgh-harrisburg", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:harrisburg-bethlehem")
    assert sc.state.income[0] == 13


def test_heavy_train_gets_the_line_bonus_too() -> None:
    sc = Scenario().link("saginaw-detroit", 0).supply(0, "heavy_whiskey", 2).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:heavy_whiskey", "link:saginaw-chicago", "done")
    assert sc.state.income[0] == 12
    assert sc.ext.whiskey[0] == 1
    assert sc.state.money[0] == 30  # two steel from Vanderbilt


def test_buffalo_rochester_gives_a_free_develop_taken_before_the_action_ends() -> None:
    sc = Scenario().link("erie-buffalo", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:buffalo-rochester")
    opts = sc.options()
    assert opts[0] == "skip"
    assert sorted(opts[1:]) == ["develop:coal_1", "develop:coke_1", "develop:iron_steel_1", "develop:kerosene_2",
                                "develop:manufacturing_1"]
    assert sc.state.actions_left == 2  # still inside the action
    sc.do("develop:coke_1")  # free: nothing is paid
    assert sc.position_count(0, "coke_1") == 0
    assert sc.state.money[0] == 2
    assert sc.ext.free_develops[0] == 0
    assert sc.state.actions_left == 1
    assert hand(sc, 0) == ["toledo"]


def test_free_develop_may_be_skipped() -> None:
    sc = Scenario().link("erie-buffalo", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:buffalo-rochester", "skip")
    assert sc.state.mat[0] == sc.rules.mat.start_counts()
    assert sc.ext.free_develops[0] == 0
    assert sc.state.actions_left == 1


def test_first_links_free_develop_comes_before_the_second_link() -> None:
    # the develop may clear coal II (its last tile) and so unlock the coke heavy train for the second link
    sc = Scenario().link("erie-buffalo", 0).develop_away(0, "coal_1").tile("saginaw/2", "coal/2", 0, flipped=True)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:buffalo-rochester")  # coal: Vanderbilt, forced
    assert "develop:coal_2" in sc.options()
    sc.do("develop:coal_2")
    assert "kind:heavy_coke" in sc.options()


def test_pipelines_get_no_line_bonus_and_trains_no_barrels() -> None:
    sc = Scenario().link("saginaw-detroit", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "link:detroit-toledo")
    assert sc.ext.whiskey[0] == 0 and sc.state.income[0] == 10
    assert sum(sc.ext.oil) == 0


# -- pipelines and oilfields --------------------------------------------------------------------------
def test_pipeline_adds_its_route_barrels_and_reveals_the_oilfield_era1() -> None:
    sc = set_oilfield(Scenario(), "trenton", "money8").hand(0, "erie", "toledo").money(0, 9).ready()
    sc.do("network", "card:erie", "kind:pipeline_income", "link:trenton-indianapolis")  # iron: Vanderbilt
    trenton = sc.loc("trenton")
    assert sc.ext.oil[trenton] == 2  # the route's two barrels, at once
    assert sc.ext.revealed[trenton] is True
    assert sc.ext.waiting[trenton] == 1  # the tile's oil waits for the end of era 1
    assert sc.state.money[0] == 9 - 7 + 8  # the tile's left reward
    assert sc.state.spent[0] == 7


def test_waiting_oil_arrives_when_era1_ends() -> None:
    from brass_pittsburgh.rules.era_end import start_next_era

    sc = set_oilfield(Scenario(), "trenton", "develop").hand(0, "erie", "toledo").money(0, 9).ready()
    sc.do("network", "card:erie", "kind:pipeline_income", "link:trenton-indianapolis", "skip")
    trenton = sc.loc("trenton")
    assert (sc.ext.oil[trenton], sc.ext.waiting[trenton]) == (2, 3)
    start_next_era(sc.game)
    assert (sc.ext.oil[trenton], sc.ext.waiting[trenton]) == (5, 0)


def test_oilfield_revealed_in_era2_gives_its_oil_at_once() -> None:
    sc = set_oilfield(Scenario(era="era2"), "trenton", "develop").hand(0, "erie", "toledo").money(0, 9).ready()
    sc.do("network", "card:erie", "kind:pipeline_income", "link:trenton-indianapolis")
    trenton = sc.loc("trenton")
    assert sc.ext.oil[trenton] == 2 + 3
    assert sc.ext.waiting[trenton] == 0
    # the tile's free develop is offered before the action ends
    assert sc.options()[0] == "skip"
    sc.do("skip")
    assert sc.state.actions_left == 1


def test_oilfield_reward_income_and_whiskey() -> None:
    sc = set_oilfield(Scenario(), "lima", "income3").hand(0, "erie", "toledo").money(0, 9).ready()
    sc.do("network", "card:erie", "kind:pipeline_income", "link:toledo-lima", "iron:vanderbilt")
    assert sc.state.income[0] == 13
    assert sc.ext.oil[sc.loc("lima")] == 1
    assert sc.ext.waiting[sc.loc("lima")] == 1
    sc2 = set_oilfield(Scenario(), "lima", "whiskey").hand(0, "erie", "toledo").money(0, 9).ready()
    sc2.do("network", "card:erie", "kind:pipeline_income", "link:toledo-lima", "iron:market:toledo_iron")
    assert sc2.state.money[0] == 5
    assert sc2.ext.whiskey[0] == 1
    assert sc2.ext.waiting[sc2.loc("lima")] == 2


def test_only_the_first_pipeline_reveals_the_oilfield() -> None:
    sc = set_oilfield(Scenario(), "trenton", "money8")
    sc.link("chicago-trenton", 1, "pipeline_income")
    sc.ext.revealed[sc.loc("trenton")] = True
    sc.link("chicago-indianapolis", 0).hand(0, "erie", "toledo").money(0, 9).ready()
    sc.do("network", "card:erie", "kind:pipeline_income")  # Trenton-Indianapolis is the only free route
    assert line(sc, "trenton-indianapolis") == (0, "pipeline_income")
    assert sc.state.money[0] == 2
    assert sc.ext.oil[sc.loc("trenton")] == 2
    assert sc.ext.waiting[sc.loc("trenton")] == 0


def test_reserve_pipeline_adds_one_oil() -> None:
    sc = set_oilfield(Scenario(), "trenton", "whiskey").hand(0, "erie", "toledo").money(0, 9).ready()
    sc.do("network", "card:erie", "kind:pipeline_reserve", "link:chicago-trenton")
    trenton = sc.loc("trenton")
    assert line(sc, "chicago-trenton") == (0, "pipeline_reserve")
    assert sc.ext.oil[trenton] == 1  # no barrels printed on this route, 1 for the reserve
    assert sc.ext.waiting[trenton] == 2
    assert sc.ext.whiskey[0] == 1


def test_reserve_pipeline_on_a_barrel_route_adds_both() -> None:
    sc = set_oilfield(Scenario(), "trenton", "whiskey").hand(0, "erie", "toledo").money(0, 9).ready()
    sc.do("network", "card:erie", "kind:pipeline_reserve", "link:trenton-indianapolis")
    assert sc.ext.oil[sc.loc("trenton")] == 3


def test_a_new_pipeline_may_take_the_own_reserves_place() -> None:
    sc = Scenario().link("trenton-indianapolis", 0, "pipeline_reserve").link("chicago-indianapolis", 0)
    sc.ext.revealed[sc.loc("trenton")] = True
    sc.oil("trenton", 3).hand(0, "erie", "toledo").money(0, 9).ready()
    assert left(sc, 0, "pipeline_reserve") == 0
    sc.do("network", "card:erie", "kind:pipeline_income")
    assert sorted(sc.options()) == ["link:chicago-trenton", "link:trenton-indianapolis"]
    sc.do("link:trenton-indianapolis")
    assert line(sc, "trenton-indianapolis") == (0, "pipeline_income")
    assert left(sc, 0, "pipeline_reserve") == 1  # back in the supply
    assert left(sc, 0, "pipeline_income") == 0
    assert sc.ext.oil[sc.loc("trenton")] == 3  # the route's barrels were added once, by the reserve
    assert sc.state.money[0] == 2  # the pipeline's iron


def test_another_players_reserve_or_an_own_carrying_pipeline_stays() -> None:
    sc = Scenario().link("trenton-indianapolis", 1, "pipeline_reserve").link("chicago-indianapolis", 0)
    sc.develop_away(0, "kerosene_2").link("chicago-trenton", 0, "pipeline_vp3")
    sc.tile("toledo/1", "manufacturing/1", 0).tile("cleveland/2", "manufacturing/1", 0)
    sc.ext.revealed[sc.loc("trenton")] = True
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:pipeline_income")
    assert sorted(sc.options()) == ["link:cleveland-venango", "link:lima-cleveland", "link:toledo-lima"]


def test_a_reserve_does_not_replace_a_reserve() -> None:
    sc = Scenario().link("chicago-trenton", 0, "pipeline_reserve").link("chicago-indianapolis", 0)
    sc.tile("toledo/1", "manufacturing/1", 0)
    sc.state.links_left[0][sc.rules.link_kind_index["pipeline_reserve"]] += 1  # a second reserve
    sc.ext.revealed[sc.loc("trenton")] = True
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:pipeline_reserve")
    assert sorted(sc.options()) == ["link:toledo-lima", "link:trenton-indianapolis"]


def test_an_oilfield_is_not_a_location_of_the_network() -> None:
    # P1's only component: a pipeline Chicago-Trenton. Trenton-Indianapolis touches no location of its network.
    sc = Scenario().link("chicago-trenton", 0, "pipeline_income")
    sc.ext.revealed[sc.loc("trenton")] = True
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie")
    assert "kind:pipeline_reserve" not in sc.options()


def test_a_pipeline_puts_its_city_in_the_network() -> None:
    sc = Scenario().link("chicago-trenton", 0, "pipeline_income").money(0, 9)
    sc.ext.revealed[sc.loc("trenton")] = True
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie")  # only a light train can go anywhere: the kind resolves itself
    assert sorted(sc.options()) == ["link:chicago-eads_bridge", "link:chicago-indianapolis",
                                    "link:chicago-toledo", "link:saginaw-chicago"]


# -- heavy trains ---------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["heavy_coke", "heavy_steel", "heavy_oil"])
def test_resource_heavy_train_is_loaded(kind: str) -> None:
    sc = unlock(Scenario(), 0, kind).link("saginaw-detroit", 0).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", f"kind:{kind}", "link:detroit-canada")
    # Canada's steel market ($6, 2 cubes) is connected through the new train, or Vanderbilt
    assert sorted(sc.options()) == ["steel:market:canada_steel", "steel:vanderbilt"]
    sc.do("steel:market:canada_steel", "steel:market:canada_steel", "done")
    assert line(sc, "detroit-canada") == (0, kind)
    # game.toml (provisional): one cube, as each resource train on the page 5 mat shows
    assert train(sc, "detroit-canada") == sc.rules.title.heavy_train.resource_cubes == 1
    assert sc.ext.heavy_built[0] == 1
    assert sc.ext.whiskey[0] == 1  # the line's bonus
    assert sc.state.money[0] == 38
    assert sc.market_cubes("canada_steel") == 0


def test_steel_heavy_train_does_not_pay_for_itself() -> None:
    sc = unlock(Scenario(), 0, "heavy_steel").link("saginaw-detroit", 0).hand(0, "erie", "toledo").ready()
    sc.market("canada_steel", 0)
    sc.do("network", "card:erie", "kind:heavy_steel", "link:detroit-canada", "done")  # Vanderbilt: forced
    assert sc.state.money[0] == 30
    assert train(sc, "detroit-canada") == 1


def test_double_heavy_train_scores_twice() -> None:
    from brass_pittsburgh.rules.era_end import end_era

    sc = Scenario(era="era2").tile("detroit/1", "manufacturing/1", 1, flipped=True)
    sc.link("detroit-canada", 0, "heavy_double")
    sc.ready()
    end_era(sc.game, 1)
    assert sc.state.vp[0] == 2 * (2 + 3)


def test_replacement_heavy_train_takes_an_opponents_light_train() -> None:
    sc = unlock(Scenario(), 0, "heavy_replacement")
    sc.tile("detroit/1", "manufacturing/1", 1, flipped=True)  # 2 link icons
    sc.tile("detroit/2", "kerosene/2", 2)  # unflipped: its icons do not count
    sc.link("detroit-canada", 1).link("canada-buffalo", 0)
    sc.hand(0, "erie", "toledo").ready()
    assert left(sc, 1, "light") == 8
    sc.do("network", "card:erie", "kind:heavy_replacement")
    assert sorted(sc.options()) == ["link:buffalo-rochester", "link:buffalo-wilkes_barre",
                                    "link:detroit-canada", "link:erie-buffalo"]
    sc.do("link:detroit-canada")
    assert sorted(sc.options()) == ["steel:market:canada_steel", "steel:vanderbilt"]
    sc.do("steel:market:canada_steel", "steel:market:canada_steel", "done")
    assert line(sc, "detroit-canada") == (0, "heavy_replacement")
    # the light train scored for P2 (Canada's 3 printed icons + the flipped manufacturing's 2)
    assert sc.state.vp[1] == 5
    assert left(sc, 1, "light") == 9
    assert left(sc, 0, "heavy_replacement") == 2  # the supply's two and the mat's one, one placed
    assert sc.ext.heavy_built[0] == 1
    assert sc.ext.whiskey[0] == 1  # the new train covers the line's whiskey icon (the engine's reading)
    assert sc.state.money[0] == 50 - 12


def test_replacement_heavy_train_does_not_take_heavy_trains_or_own_light_trains() -> None:
    sc = unlock(Scenario(), 0, "heavy_replacement")
    sc.supply(1, "heavy_whiskey", 2).link("detroit-canada", 1, "heavy_whiskey").link("canada-buffalo", 0)
    sc.link("erie-buffalo", 0)
    sc.link("buffalo-rochester", 2)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:heavy_replacement")
    assert sorted(sc.options()) == ["link:buffalo-rochester", "link:buffalo-wilkes_barre", "link:cleveland-erie"]


def test_only_the_replacement_heavy_train_replaces() -> None:
    sc = Scenario().link("detroit-canada", 1).link("canada-buffalo", 0).supply(0, "heavy_whiskey", 2)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:heavy_whiskey")
    assert "link:detroit-canada" not in sc.options()


# -- the second link ----------------------------------------------------------------------------------
def test_second_link_costs_ten_and_may_use_the_first_links_connection() -> None:
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).tile("clarksburg/1", "coal/1", 1, cubes=2)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:pittsburgh-clarksburg")
    assert sorted(sc.options()) == ["done", "kind:heavy_replacement", "kind:light", "kind:pipeline_income",
                                    "kind:pipeline_reserve"]
    sc.do("kind:light")
    # Clarksburg joined the network with the first train
    assert "link:clarksburg-baltimore" in sc.options()
    assert "link:cincinnati-clarksburg" in sc.options()
    sc.do("link:clarksburg-baltimore")  # the coal: P2's mine, reached through the first train
    assert line(sc, "clarksburg-baltimore") == (0, "light")
    assert sc.space("clarksburg/1") == {"owner": 1, "tile": "coal/1", "flipped": True, "cubes": {}}
    assert sc.state.money[0] == 40
    assert sc.state.spent[0] == 10
    assert hand(sc, 0) == ["toledo"]  # one card for both links
    assert left(sc, 0, "light") == 7
    assert sc.state.actions_left == 1


def test_second_link_may_be_of_another_type() -> None:
    sc = set_oilfield(Scenario(), "macksburg", "money8").tile("pittsburgh/2", "manufacturing/1", 0)
    sc.hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:pittsburgh-clarksburg", "coal:market:clarksburg_coal")
    sc.do("kind:pipeline_income")
    assert sorted(sc.options()) == ["link:macksburg-clarksburg", "link:pittsburgh-macksburg",
                                    "link:venango-pittsburgh"]
    sc.do("link:macksburg-clarksburg")
    # the iron at Clarksburg: its market ($3) or Vanderbilt
    sc.do("iron:market:clarksburg_iron")
    assert line(sc, "macksburg-clarksburg") == (0, "pipeline_income")
    assert sc.state.money[0] == 50 - 3 - 10 - 3 + 8
    assert sc.state.spent[0] == 16
    assert sc.ext.oil[sc.loc("macksburg")] == 1


def test_no_second_link_without_ten_dollars_more() -> None:
    sc = Scenario().tile("pittsburgh/2", "manufacturing/1", 0).tile("clarksburg/1", "coal/1", 1, cubes=2)
    sc.money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:light", "link:pittsburgh-clarksburg")
    assert sc.state.frame is None  # the action ended
    assert sc.state.actions_left == 1
    assert sc.state.money[0] == 9


def test_second_heavy_train_counts_too() -> None:
    sc = Scenario().link("saginaw-detroit", 0).supply(0, "heavy_whiskey", 2).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:heavy_whiskey", "link:detroit-toledo", "kind:heavy_whiskey",
          "link:toledo-cleveland")
    assert sc.ext.heavy_built[0] == 2
    assert sc.ext.whiskey[0] == 2
    assert sc.state.money[0] == 50 - 20 - 10 - 20


def test_heavy_trains_only_on_rail_routes() -> None:
    sc = Scenario().supply(0, "heavy_whiskey", 2).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:heavy_whiskey")
    opts = sc.options()
    assert len(opts) == RAIL_LINES
    assert not any(o in opts for o in ("link:toledo-lima", "link:chicago-trenton", "link:pittsburgh-macksburg"))


def test_with_nothing_on_the_board_any_pipeline_route_takes_a_pipeline() -> None:
    sc = Scenario().hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie", "kind:pipeline_reserve")
    assert len(sc.options()) == 11  # every pipeline route, no rail route
    assert all(o.startswith("link:") for o in sc.options())
    assert "link:detroit-toledo" not in sc.options()


# -- the declared steps and the options' values -----------------------------------------------

def test_the_network_steps_read_in_the_order_a_player_meets_them() -> None:
    # the line's free develops come after its payment and before a second link
    sc = Scenario()
    assert list(sc.game.actions["network"].steps()) == ["card", "kind", "line", "pay", "develop", "second"]


def test_kind_and_line_options_carry_what_they_name() -> None:
    sc = Scenario().link("erie-buffalo", 0).money(0, 9).hand(0, "erie", "toledo").ready()
    sc.do("network", "card:erie")
    rules = sc.rules
    kinds = sc.game.decision().options
    assert [o.value for o in kinds] == [rules.link_kind_index[o.id.removeprefix("kind:")] for o in kinds]
    sc.do("kind:light")
    lines = sc.game.decision().options
    assert "link:buffalo-rochester" in [o.id for o in lines]
    assert [o.value for o in lines] == [rules.board.link_index[o.id.removeprefix("link:")] for o in lines]
