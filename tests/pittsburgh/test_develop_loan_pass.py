"""Pittsburgh Develop, Loan and Pass.

Develop removes 1 or 2 accessible mat tiles for good, paying 1 iron or 1 steel
each (sourced like any cube, delivered to the player's network; without a
network only Vanderbilt, $7 iron / $10 steel, can deliver); clearing a position
moves the link tile it uncovers into the supply.  Loan: +$30 (not spending),
income 3 levels down to the highest space of the new level, never below -10.
Pass: discard a card, gain 1 whiskey (at most 3).
"""
from __future__ import annotations

import pytest

from .scenario import Scenario

BOTTOM = ["develop:kerosene_2", "develop:coal_1", "develop:manufacturing_1", "develop:coke_1",
          "develop:iron_steel_1"]


def links_left(s: Scenario, player: int, kind: str) -> int:
    return s.state.links_left[player][s.rules.link_kind_index[kind]]


def card(s: Scenario, card_id: str) -> int:
    return s.rules.card_index[card_id]


def pos(s: Scenario, player: int) -> dict[str, int]:
    return {p.id: s.state.mat[player][p.index] for p in s.rules.mat.positions}


# -- Develop ----------------------------------------------------------------------------------

def test_develop_offers_the_accessible_tile_of_every_path() -> None:
    s = Scenario(players=3).hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh")
    assert s.options() == BOTTOM


def test_without_a_network_only_vanderbilt_delivers_iron_at_7() -> None:
    s = Scenario(players=3)
    # a rival's iron and a market exist, but seat 0 has no network to deliver to
    s.tile("wilkes_barre/1", "coal/1", 1)
    s.tile("bethlehem/1", "iron_steel/2", 1, cubes={"iron": 3, "steel": 3})
    s.link("wilkes_barre-bethlehem", 1)
    s.hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh", "develop:coal_1")
    assert s.options() == ["with:iron", "with:steel"]
    s.do("with:iron")
    assert s.state.money[0] == 43 and s.state.spent[0] == 7
    assert s.space("bethlehem/1")["cubes"] == {"iron": 3, "steel": 3}
    assert s.market_cubes("wilkes_barre_iron") == 3
    assert s.options()[0] == "done"
    s.do("done")
    assert s.state.frame is None
    assert s.position_count(0, "coal_1") == 0  # its only Coal I (page 5)
    assert s.state.retired[0] == 1


def test_without_a_network_steel_costs_10_from_vanderbilt() -> None:
    s = Scenario(players=3).hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh", "develop:coke_1", "with:steel", "done")
    assert s.state.money[0] == 40 and s.state.spent[0] == 10
    assert s.position_count(0, "coke_1") == 0


def test_with_only_iron_affordable_there_is_no_iron_or_steel_question() -> None:
    s = Scenario(players=3, money=8).hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh", "develop:coal_1")
    # iron ($7) is the only option, paid at once; $1 cannot pay a second develop
    assert s.state.frame is None
    assert s.state.money[0] == 1
    assert s.position_count(0, "coal_1") == 0  # its only Coal I (page 5)


def test_develop_is_not_offered_when_nothing_can_be_paid() -> None:
    s = Scenario(players=3, money=6).hand(0, "pittsburgh", "coal").ready()
    assert "develop" not in s.options()


def test_a_connected_iron_works_must_supply_the_iron_for_free() -> None:
    s = Scenario(players=3)
    s.tile("bethlehem/1", "iron_steel/2", 1, cubes={"iron": 1, "steel": 2})
    s.link("wilkes_barre-bethlehem", 1)
    s.link("buffalo-wilkes_barre", 0)   # seat 0's network: Buffalo and Wilkes-Barre
    s.hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh", "develop:kerosene_2", "with:iron")
    assert s.space("bethlehem/1")["cubes"] == {"steel": 2}
    assert s.market_cubes("wilkes_barre_iron") == 3
    assert s.state.money[0] == 50 and s.state.spent[0] == 0
    # the second tile: steel, again from the rival's works
    s.do("develop:kerosene_2", "with:steel")
    assert s.state.frame is None
    assert s.space("bethlehem/1")["cubes"] == {"steel": 1}
    assert s.state.money[0] == 50
    assert s.position_count(0, "kerosene_2") == 0
    assert s.state.retired[0] == 2


def test_emptying_the_supplying_works_flips_it_for_its_owner() -> None:
    s = Scenario(players=3)
    s.tile("bethlehem/1", "iron_steel/2", 1, cubes={"iron": 1})
    s.link("wilkes_barre-bethlehem", 1).link("buffalo-wilkes_barre", 0)
    s.hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh", "develop:coal_1", "with:iron")
    assert s.space("bethlehem/1")["flipped"] is True
    assert s.state.income[1] == 10 + 2


def test_a_connected_market_or_vanderbilt_when_no_works_can_supply() -> None:
    s = Scenario(players=3)
    s.link("buffalo-wilkes_barre", 0)
    s.hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh", "develop:coal_1", "with:iron")
    assert s.options() == ["iron:market:wilkes_barre_iron", "iron:vanderbilt"]
    s.do("iron:market:wilkes_barre_iron")
    assert s.market_cubes("wilkes_barre_iron") == 2
    assert s.state.money[0] == 48 and s.state.spent[0] == 2


def test_developing_two_tiles_discards_one_card_and_uses_one_action() -> None:
    s = Scenario(players=3).hand(0, "pittsburgh", "coal").ready()
    discards = list(s.state.discards[0])
    s.do("develop", "card:pittsburgh", "develop:coal_1", "with:iron")
    # the only Coal I is gone (page 5): Coal II is the coal tile on offer now
    assert s.options() == ["done"] + [o.replace("coal_1", "coal_2") for o in BOTTOM]
    s.do("develop:iron_steel_1", "with:steel")
    assert s.state.frame is None
    assert s.state.money[0] == 50 - 7 - 10
    assert s.state.spent[0] == 17
    assert s.position_count(0, "coal_1") == 0  # its only Coal I (page 5)
    assert s.position_count(0, "iron_steel_1") == 0
    assert s.state.retired[0] == 2
    assert s.state.hands[0] == [card(s, "coal")]
    assert s.state.discards[0] == discards + [card(s, "pittsburgh")]
    assert s.state.actions_left == 1


def test_clearing_a_position_unlocks_its_link_tile_into_the_supply() -> None:
    s = Scenario(players=3).hand(0, "pittsburgh", "coal").ready()
    assert links_left(s, 0, "pipeline_vp3") == 0
    s.do("develop", "card:pittsburgh", "develop:kerosene_2", "with:iron")
    assert links_left(s, 0, "pipeline_vp3") == 0       # one kerosene II still on the mat
    s.do("develop:kerosene_2", "with:iron")
    assert s.position_count(0, "kerosene_2") == 0
    assert links_left(s, 0, "pipeline_vp3") == 1
    # kerosene III is now the accessible kerosene tile
    s.do("develop")  # the last card is discarded without a question
    assert "develop:kerosene_3" in s.options()
    assert "develop:kerosene_2" not in s.options()


def test_branches_give_two_accessible_tiles_and_a_developed_branch_unlocks_its_pipeline() -> None:
    s = Scenario(players=3).develop_away(0, "manufacturing_1", "manufacturing_2", "manufacturing_3")
    assert links_left(s, 0, "heavy_oil") == 1
    s.hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh")
    assert s.options() == ["develop:kerosene_2", "develop:coal_1", "develop:manufacturing_5",
                           "develop:manufacturing_4", "develop:coke_1", "develop:iron_steel_1"]
    s.do("develop:manufacturing_4", "with:iron", "done")
    assert links_left(s, 0, "pipeline_money") == 1
    s.do("develop")  # the last card is discarded without a question
    assert "develop:automobile_6" in s.options()
    assert "develop:manufacturing_5" in s.options()


# -- Loan ------------------------------------------------------------------------------------

@pytest.mark.parametrize("space,after", [
    (10, 7),    # level 0 -> -3
    (20, 14),   # level 5 -> 2 (spaces 13-14), highest space
    (19, 14),   # level 5 -> 2
    (40, 33),   # level 14 -> 11 (spaces 31-33)
    (3, 0),     # level -7 -> -10
])
def test_a_loan_gives_30_and_drops_three_levels_to_the_highest_space(space: int, after: int) -> None:
    s = Scenario(players=3).income(0, space).hand(0, "pittsburgh", "coal").ready()
    discards = list(s.state.discards[0])
    s.do("loan", "card:pittsburgh")
    assert s.state.income[0] == after
    assert s.level(0) == s.rules.track.level(space) - 3
    assert s.state.money[0] == 80
    assert s.state.spent[0] == 0
    assert s.state.discards[0] == discards + [card(s, "pittsburgh")]
    assert s.state.actions_left == 1


@pytest.mark.parametrize("space", [2, 1, 0])
def test_no_loan_below_level_minus_10(space: int) -> None:
    s = Scenario(players=3).income(0, space).hand(0, "pittsburgh", "coal").ready()
    assert "loan" not in s.options()
    assert "pass" in s.options()


# -- Pass -------------------------------------------------------------------------------------

@pytest.mark.parametrize("before,after", [(0, 1), (2, 3), (3, 3)])
def test_pass_discards_a_card_and_gains_one_whiskey_up_to_three(before: int, after: int) -> None:
    s = Scenario(players=3).whiskey(0, before).hand(0, "pittsburgh", "coal").ready()
    discards = list(s.state.discards[0])
    s.do("pass", "card:coal")
    assert s.ext.whiskey[0] == after
    assert s.state.hands[0] == [card(s, "pittsburgh")]
    assert s.state.discards[0] == discards + [card(s, "coal")]
    assert s.state.money[0] == 50
    assert s.state.actions_left == 1


def test_own_steel_heavy_train_is_a_source_but_a_rivals_is_not() -> None:
    s = Scenario(players=3).develop_away(0, "iron_steel_1", "iron_steel_2")
    s.link("buffalo-wilkes_barre", 0, kind="heavy_steel")
    s.link("canada-buffalo", 1, kind="heavy_steel")
    own = s.rules.board.link_index["buffalo-wilkes_barre"]
    rival = s.rules.board.link_index["canada-buffalo"]
    s.ext.train_cubes[own] = 2
    s.ext.train_cubes[rival] = 2
    s.hand(0, "pittsburgh", "coal").ready()
    s.do("develop", "card:pittsburgh", "develop:coal_1", "with:steel")
    assert s.options() == ["steel:market:canada_steel", "steel:train:buffalo-wilkes_barre", "steel:vanderbilt"]
    s.do("steel:train:buffalo-wilkes_barre")
    assert s.ext.train_cubes[own] == 1 and s.ext.train_cubes[rival] == 2
    assert s.state.money[0] == 50
