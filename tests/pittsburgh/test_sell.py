"""Pittsburgh Sell: kerosene, manufactured goods and automobiles to merchants.

Each own unflipped sellable tile must reach, by rail, a merchant showing its
icon and receive its oil (from an oilfield through a carrying pipeline, then by
rail; the pipeline's owner is paid per barrel).  Every face-up merchant used
pays once and turns face down; at most one Quality Reward may be claimed (stars
of the sold tiles + 1 per whiskey spent); sold tiles flip and pay their income.
The sale itself earns no money.  A face-down merchant still buys the industry
on its back (the engine's provisional reading) and pays nothing.
"""
from __future__ import annotations

import pytest

from .scenario import Scenario

# -- position helpers --------------------------------------------------------------------

def no_merchants(s: Scenario) -> Scenario:
    """Empty every merchant slot (each test then sets the merchants it needs)."""
    st = s.state
    for i in range(len(st.merchant_tile)):
        st.merchant_tile[i] = -1
        st.merchant_goods[i] = 0
    return s


def set_quality(s: Scenario, *ids: str) -> Scenario:
    """Reveal exactly these Quality Rewards, all face up."""
    q = s.rules.title.quality
    s.ext.quality = [next(i for i, x in enumerate(q) if x.id == qid) for qid in ids]
    s.ext.quality_up = [True] * len(ids)
    return s


def goods(s: Scenario, slot: str) -> int:
    """1 = the merchant tile on ``slot`` is face up, 0 = face down."""
    return s.state.merchant_goods[s.rules.board.merchant_slot_index[slot]]


def card(s: Scenario, card_id: str) -> int:
    return s.rules.card_index[card_id]


def south(players: int = 3, oil: int = 5, pipeline: str = "pipeline_income") -> Scenario:
    """Rails (seat 1's) Pittsburgh - Clarksburg - Baltimore - The South and Baltimore -
    Philadelphia; seat 2's pipeline Venango - Pittsburgh with ``oil`` barrels waiting at
    Venango; Quality Rewards 5/6/7 stars; no merchants yet; seat 0 holds two cards."""
    s = Scenario(players=players)
    no_merchants(s)
    set_quality(s, "stars5", "stars6", "stars7")
    for line in ("pittsburgh-clarksburg", "clarksburg-baltimore", "baltimore-the_south",
                 "baltimore-philadelphia"):
        s.link(line, 1)
    s.link("venango-pittsburgh", 2, kind=pipeline)
    s.oil("venango", oil)
    s.hand(0, "pittsburgh", "coal")
    return s


# -- one complete sale -----------------------------------------------------------------

def test_a_sale_flips_the_tile_pays_merchant_and_income_and_earns_no_money() -> None:
    s = south()
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/3", 0)
    s.ready()
    discards = list(s.state.discards[0])
    assert "sell" in s.options()
    # one sellable tile, one merchant, one oil source, no Quality Reward in reach:
    # every step after the card resolves itself
    s.do("sell", "card:pittsburgh")
    assert s.space("pittsburgh/2") == {"owner": 0, "tile": "kerosene/3", "flipped": True, "cubes": {}}
    assert goods(s, "the_south/1") == 0
    assert s.state.vp == [4, 0, 0]            # the merchant's 4 VP
    assert s.state.money == [50, 50, 50]      # no money from the sale itself
    assert s.state.spent == [0, 0, 0]
    assert s.state.income == [10 + 5, 10, 10 + 2]  # kerosene III +5; income pipeline 2 per barrel
    assert s.ext.oil[s.loc("venango")] == 4
    assert s.ext.quality_up == [True, True, True]
    assert s.state.hands[0] == [card(s, "coal")]
    assert s.state.discards[0] == discards + [card(s, "pittsburgh")]
    assert s.state.actions_left == 1
    assert "sell" not in s.options()


# -- which tiles may be sold -----------------------------------------------------------------

def test_only_own_unflipped_kerosene_manufacturing_and_automobile_tiles_are_offered() -> None:
    s = south(players=3, oil=5)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/2", 1)                 # a rival's refinery
    s.tile("baltimore/3", "kerosene/3", 0, flipped=True)    # already flipped
    s.tile("clarksburg/1", "coal/1", 0)                     # not a sellable industry
    s.tile("pittsburgh/5", "kerosene/2", 0)
    s.tile("baltimore/1", "manufacturing/2", 0)
    s.tile("philadelphia/1", "automobile/6", 0)
    s.ready()
    s.do("sell", "card:pittsburgh")
    assert sorted(s.options()) == ["sell:baltimore/1", "sell:philadelphia/1", "sell:pittsburgh/5"]


def test_sell_is_not_offered_with_nothing_to_sell() -> None:
    s = south()
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/2", 1)
    s.tile("clarksburg/1", "coal/1", 0)
    s.tile("baltimore/1", "manufacturing/2", 0, flipped=True)
    s.ready()
    assert "sell" not in s.options()


def test_a_tile_must_reach_the_merchant_by_rail_and_pipelines_do_not_connect() -> None:
    s = Scenario(players=3)
    no_merchants(s)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "manufacturing/2", 0)   # needs no oil
    s.link("clarksburg-baltimore", 1).link("baltimore-the_south", 1)
    # Pittsburgh - Macksburg - Clarksburg are pipelines: they join no locations
    s.link("pittsburgh-macksburg", 1, kind="pipeline_income")
    s.link("macksburg-clarksburg", 2, kind="pipeline_income")
    s.hand(0, "pittsburgh", "coal").ready()
    assert "sell" not in s.options()
    s.link("pittsburgh-clarksburg", 2).ready()  # any player's train carries the goods
    assert "sell" in s.options()
    s.do("sell", "card:pittsburgh")
    assert s.space("pittsburgh/2")["flipped"] is True


def test_the_merchant_must_show_the_industry_icon() -> None:
    s = south()
    s.merchant("the_south/1", "automobile_vp8")      # buys automobiles only
    s.tile("pittsburgh/2", "kerosene/2", 0)
    s.tile("baltimore/1", "manufacturing/2", 0)
    s.ready()
    assert "sell" not in s.options()
    s.tile("philadelphia/1", "automobile/6", 0).ready()
    s.do("sell", "card:pittsburgh")
    assert s.space("philadelphia/1")["flipped"] is True
    assert s.space("pittsburgh/2")["flipped"] is False
    assert s.space("baltimore/1")["flipped"] is False
    assert s.state.vp[0] == 8


# -- oil -----------------------------------------------------------------------------------

OIL_NEEDED = [
    ("kerosene/2", "pittsburgh/2", 1, 5),
    ("kerosene/3", "pittsburgh/2", 1, 5),
    ("kerosene/4", "pittsburgh/2", 2, 0),
    ("manufacturing/1", "pittsburgh/2", 1, 4),
    ("manufacturing/2", "pittsburgh/2", 0, 2),
    ("manufacturing/4", "pittsburgh/2", 1, 3),
    ("manufacturing/5", "pittsburgh/2", 1, 3),
    ("automobile/6", "philadelphia/1", 1, 5),
]


@pytest.mark.parametrize("tile,space,oil,income", OIL_NEEDED)
def test_each_tile_takes_its_own_oil_and_pays_its_income_spaces(tile: str, space: str, oil: int,
                                                                 income: int) -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "all_vp4")
    s.tile(space, tile, 0).ready()
    s.do("sell", "card:pittsburgh")
    assert s.space(space)["flipped"] is True
    assert s.ext.oil[s.loc("venango")] == 5 - oil
    assert s.state.income[2] == 10 + 2 * oil     # the pipeline owner: 2 income spaces a barrel
    assert s.state.income[0] == 10 + income
    assert s.state.money[0] == 50


def test_not_enough_oil_in_reach_means_no_sale() -> None:
    s = south(oil=1)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/4", 0).ready()     # needs 2 barrels
    assert "sell" not in s.options()
    s.oil("venango", 2).ready()
    s.do("sell", "card:pittsburgh")
    assert s.space("pittsburgh/2")["flipped"] is True
    assert s.ext.oil[s.loc("venango")] == 0


def test_the_second_tile_cannot_use_the_barrel_the_first_took() -> None:
    s = south(oil=1)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/2", 0)
    s.tile("baltimore/1", "kerosene/3", 0).ready()
    s.do("sell", "card:pittsburgh")
    assert sorted(s.options()) == ["sell:baltimore/1", "sell:pittsburgh/2"]
    s.do("sell:baltimore/1")
    # no barrel is left: the sale closes at once
    assert s.state.frame is None
    assert s.space("baltimore/1")["flipped"] is True
    assert s.space("pittsburgh/2")["flipped"] is False
    assert s.ext.oil[s.loc("venango")] == 0


def test_oil_on_an_oilfield_without_a_pipeline_cannot_leave_it() -> None:
    s = Scenario(players=3)
    no_merchants(s)
    s.merchant("the_south/1", "all_vp4")
    for line in ("pittsburgh-clarksburg", "clarksburg-baltimore", "baltimore-the_south"):
        s.link(line, 1)
    s.oil("venango", 5).oil("macksburg", 5)
    s.tile("pittsburgh/2", "kerosene/2", 0)
    s.hand(0, "pittsburgh", "coal").ready()
    assert "sell" not in s.options()


def test_a_reserve_pipeline_carries_no_oil() -> None:
    s = south(oil=5, pipeline="pipeline_reserve")
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/2", 0).ready()
    assert "sell" not in s.options()


def test_oil_travels_by_rail_from_the_pipeline_city() -> None:
    s = Scenario(players=3)
    no_merchants(s)
    s.merchant("the_south/1", "all_vp4")
    for line in ("pittsburgh-clarksburg", "clarksburg-baltimore", "baltimore-the_south"):
        s.link(line, 1)
    s.link("lima-cleveland", 2, kind="pipeline_money")
    s.oil("lima", 3)
    s.tile("pittsburgh/2", "kerosene/2", 0)
    s.hand(0, "pittsburgh", "coal").ready()
    assert "sell" not in s.options()           # Cleveland is not joined to Pittsburgh by rail
    s.link("cleveland-pittsburgh", 2).ready()
    s.do("sell", "card:pittsburgh")
    assert s.ext.oil[s.loc("lima")] == 2
    assert s.state.money == [50, 50, 60]       # money pipeline: $10 a barrel to its owner
    assert s.state.spent == [0, 0, 0]


@pytest.mark.parametrize("kind,vp,money,income", [
    ("pipeline_vp3", 6, 50, 10),
    ("pipeline_vp5", 10, 50, 10),
    ("pipeline_money", 0, 70, 10),
    ("pipeline_income", 0, 50, 14),
])
def test_pipeline_owner_is_paid_per_barrel(kind: str, vp: int, money: int, income: int) -> None:
    s = south(oil=5, pipeline=kind)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/4", 0).ready()     # 2 barrels
    s.do("sell", "card:pittsburgh")
    assert (s.state.vp[2], s.state.money[2], s.state.income[2]) == (vp, money, income)
    assert s.ext.oil[s.loc("venango")] == 3


# -- merchants ---------------------------------------------------------------------------------

def test_a_merchant_used_by_two_tiles_pays_once() -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "kerosene_income4")
    s.tile("pittsburgh/2", "kerosene/2", 0)
    s.tile("baltimore/1", "kerosene/3", 0).ready()
    s.do("sell", "card:pittsburgh", "sell:pittsburgh/2")
    assert s.options() == ["done", "sell:baltimore/1"]
    s.do("sell:baltimore/1")
    assert s.state.frame is None
    assert goods(s, "the_south/1") == 0
    assert s.state.income[0] == 10 + 4 + 5 + 5
    assert s.state.vp[0] == 0 and s.state.money[0] == 50
    assert s.ext.oil[s.loc("venango")] == 3


def test_every_face_up_merchant_used_pays_its_reward() -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "kerosene_income4")
    s.merchant("canada/1", "automobile_vp8")
    s.link("detroit-canada", 1).link("detroit-toledo", 1)
    s.link("toledo-lima", 2, kind="pipeline_income")
    s.oil("lima", 2)
    s.tile("pittsburgh/2", "kerosene/2", 0)
    s.tile("detroit/3", "automobile/6", 0).ready()
    s.do("sell", "card:pittsburgh", "sell:pittsburgh/2", "sell:detroit/3")
    assert s.state.frame is None
    assert goods(s, "the_south/1") == 0 and goods(s, "canada/1") == 0
    assert s.state.vp[0] == 8
    assert s.state.income[0] == 10 + 4 + 5 + 5
    assert s.state.money[0] == 50


def test_the_seller_picks_the_merchant_and_only_that_one_pays() -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "kerosene_income4")
    s.merchant("eads_bridge/1", "all_vp4")
    for line in ("columbus-pittsburgh", "indianapolis-columbus", "eads_bridge-indianapolis"):
        s.link(line, 1)
    s.tile("pittsburgh/2", "kerosene/2", 0).ready()
    s.do("sell", "card:pittsburgh")
    assert sorted(s.options()) == ["merchant:eads_bridge/1", "merchant:the_south/1"]
    s.do("merchant:eads_bridge/1")
    assert goods(s, "eads_bridge/1") == 0
    assert goods(s, "the_south/1") == 1
    assert s.state.vp[0] == 4
    assert s.state.income[0] == 10 + 5


def test_a_face_down_merchant_buys_only_its_back_industry_and_pays_nothing() -> None:
    s = south(oil=5)
    # page 9: the $15 tile (Kerosene + Manufacturing) shows an Automobile once face down
    s.merchant("the_south/1", "kerosene_manufacturing_money15", face_up=False)
    s.tile("pittsburgh/2", "kerosene/2", 0).tile("baltimore/1", "manufacturing/2", 0).ready()
    assert "sell" not in s.options()
    s.tile("philadelphia/1", "automobile/6", 0).ready()
    s.do("sell", "card:pittsburgh")
    assert s.space("philadelphia/1")["flipped"] is True
    assert s.space("pittsburgh/2")["flipped"] is False
    assert s.space("baltimore/1")["flipped"] is False
    assert s.state.money[0] == 50 and s.state.vp[0] == 0
    assert s.state.income[0] == 10 + 5
    assert goods(s, "the_south/1") == 0


def test_a_face_down_automobile_backed_merchant_refuses_manufactured_goods() -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "automobile_manufacturing_income3", face_up=False)
    s.tile("baltimore/1", "manufacturing/2", 0).ready()
    assert "sell" not in s.options()
    s.tile("philadelphia/1", "automobile/6", 0).ready()
    s.do("sell", "card:pittsburgh")
    assert s.space("philadelphia/1")["flipped"] is True
    assert s.state.income[0] == 10 + 5   # the automobile's own spaces, no merchant reward


# -- Quality Rewards ------------------------------------------------------------------------------

def quality_sale(whiskey: int) -> Scenario:
    """Seat 0 sells manufacturing V (3 stars) and an automobile (2 stars) to a 4 VP merchant."""
    s = south(oil=5)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "manufacturing/5", 0)
    s.tile("philadelphia/1", "automobile/6", 0)
    s.whiskey(0, whiskey).ready()
    s.do("sell", "card:pittsburgh", "sell:pittsburgh/2", "sell:philadelphia/1")
    return s


def test_stars_of_the_sold_tiles_and_whiskey_reach_quality_rewards() -> None:
    s = quality_sale(whiskey=2)
    assert s.options() == ["skip", "quality:stars5", "quality:stars6", "quality:stars7"]
    # the merchant has paid already; the tiles flip after the Quality Reward
    assert s.state.vp[0] == 4
    assert s.space("pittsburgh/2")["flipped"] is False


def test_claiming_spends_only_the_whiskey_needed_and_turns_the_reward_face_down() -> None:
    s = quality_sale(whiskey=2)
    s.do("quality:stars6")
    assert s.ext.whiskey[0] == 1
    assert s.ext.quality_up == [True, False, True]
    assert s.state.vp[0] == 4 + 7
    assert s.state.money[0] == 50 + 15
    assert s.state.income[0] == 10 + 3 + 5
    assert s.space("pittsburgh/2")["flipped"] is True
    assert s.space("philadelphia/1")["flipped"] is True
    assert s.state.frame is None


def test_a_reward_met_by_stars_alone_costs_no_whiskey_and_only_one_is_claimed() -> None:
    s = quality_sale(whiskey=2)
    s.do("quality:stars5")
    assert s.ext.whiskey[0] == 2
    assert s.ext.quality_up == [False, True, True]
    assert s.state.vp[0] == 4 + 9
    assert s.state.frame is None           # no second Quality Reward in the same sale
    assert s.state.actions_left == 1


def test_the_quality_reward_may_be_skipped() -> None:
    s = quality_sale(whiskey=2)
    s.do("skip")
    assert s.ext.whiskey[0] == 2
    assert s.ext.quality_up == [True, True, True]
    assert s.state.vp[0] == 4
    assert s.space("pittsburgh/2")["flipped"] is True


def test_rewards_out_of_reach_and_claimed_ones_are_not_offered() -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "all_vp4")
    s.ext.quality_up = [False, True, True]         # 5 stars already claimed
    s.tile("pittsburgh/2", "manufacturing/5", 0)
    s.tile("philadelphia/1", "automobile/6", 0)
    s.whiskey(0, 1).ready()
    s.do("sell", "card:pittsburgh", "sell:pittsburgh/2", "sell:philadelphia/1")
    assert s.options() == ["skip", "quality:stars6"]  # 7 stars would need 2 whiskey


def test_stars_count_only_the_tiles_sold_in_this_action() -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "manufacturing/5", 0)
    s.tile("philadelphia/1", "automobile/6", 0)
    s.whiskey(0, 3).ready()
    s.do("sell", "card:pittsburgh", "sell:philadelphia/1", "done")
    # 2 stars + 3 whiskey = 5: only the 5-star reward is in reach
    assert s.options() == ["skip", "quality:stars5"]
    s.do("quality:stars5")
    assert s.ext.whiskey[0] == 0
    assert s.space("pittsburgh/2")["flipped"] is False


def test_without_enough_stars_and_whiskey_there_is_no_quality_step() -> None:
    s = south(oil=5)
    set_quality(s, "stars4", "stars5", "stars6")
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/3", 0)           # 1 star
    s.whiskey(0, 2).ready()
    s.do("sell", "card:pittsburgh")
    assert s.state.frame is None
    assert s.ext.whiskey[0] == 2
    assert s.ext.quality_up == [True, True, True]
    s2 = south(oil=5)
    set_quality(s2, "stars4", "stars5", "stars6")
    s2.merchant("the_south/1", "all_vp4")
    s2.tile("pittsburgh/2", "kerosene/3", 0)
    s2.whiskey(0, 3).ready()
    s2.do("sell", "card:pittsburgh")
    assert s2.options() == ["skip", "quality:stars4"]
    s2.do("quality:stars4")
    assert s2.ext.whiskey[0] == 0
    assert s2.state.vp[0] == 4 + 6


# -- the Skyscraper's bonus sale ------------------------------------------------------------------

def skyscraper_position() -> Scenario:
    """Seat 0 can build Skyscraper III (a) in Chicago (steel from seat 1's works there)
    and owns manufactured goods II in Detroit, joined by rail to an $8 Canada merchant."""
    s = Scenario(players=3)
    no_merchants(s)
    set_quality(s, "stars5", "stars6", "stars7")
    s.merchant("canada/1", "manufacturing_money8")
    s.develop_away(0, "iron_steel_1", "iron_steel_2")
    s.tile("chicago/4", "iron_steel/2", 1, cubes={"steel": 3, "iron": 3})
    s.tile("detroit/1", "manufacturing/2", 0)
    s.link("detroit-canada", 1)
    s.hand(0, "chicago", "pittsburgh").ready()
    return s


def test_a_skyscraper_bonus_sale_discards_no_card() -> None:
    s = skyscraper_position()
    discards = list(s.state.discards[0])
    s.do("build", "card:chicago", "tile:skyscraper_a")
    # only one site (the skyscraper-only space) and one steel source: the build is done,
    # the bonus sale is offered at once, as part of the same action
    assert s.space("chicago/2") == {"owner": 0, "tile": "skyscraper/3a", "flipped": True, "cubes": {}}
    assert s.options() == ["skip", "sell"]
    assert s.state.actions_left == 2
    s.do("sell")
    assert s.space("detroit/1")["flipped"] is True
    assert s.state.money[0] == 50 - 20 + 8
    assert s.state.spent[0] == 20
    assert s.state.income[0] == 8 + 2         # income -2 levels for the skyscraper, +2 spaces
    assert s.state.hands[0] == [card(s, "pittsburgh")]
    assert s.state.discards[0] == discards + [card(s, "chicago")]
    assert s.state.actions_left == 1
    assert s.ext.bonus_sells == [0, 0, 0]
    assert s.space("chicago/4")["cubes"] == {"steel": 1, "iron": 3}


def test_the_bonus_sale_may_be_skipped() -> None:
    s = skyscraper_position()
    s.do("build", "card:chicago", "tile:skyscraper_a", "skip")
    assert s.space("detroit/1")["flipped"] is False
    assert s.state.actions_left == 1
    assert s.ext.bonus_sells == [0, 0, 0]
    assert s.state.hands[0] == [card(s, "pittsburgh")]


# -- more sources and rewards ------------------------------------------------------------------------

def test_a_money_merchant_pays_its_dollars_which_are_not_spending() -> None:
    s = south(oil=5)
    s.merchant("the_south/1", "kerosene_manufacturing_money15")
    s.tile("pittsburgh/2", "kerosene/2", 0).ready()
    s.do("sell", "card:pittsburgh")
    assert s.state.money[0] == 65
    assert s.state.spent[0] == 0
    assert s.state.vp[0] == 0
    assert s.state.income[0] == 10 + 5
    assert goods(s, "the_south/1") == 0


def oil_train(owner: int) -> Scenario:
    """Seat ``owner``'s oil heavy train (2 barrels) on Pittsburgh - Clarksburg, rail on to
    The South; seat 0's kerosene II in Pittsburgh; no pipeline anywhere."""
    s = Scenario(players=3)
    no_merchants(s)
    set_quality(s, "stars5", "stars6", "stars7")
    s.merchant("the_south/1", "all_vp4")
    s.develop_away(owner, "manufacturing_1", "manufacturing_2")   # unlocks the oil train
    s.link("clarksburg-baltimore", 1).link("baltimore-the_south", 1)
    s.link("pittsburgh-clarksburg", owner, kind="heavy_oil")
    s.ext.train_cubes[s.rules.board.link_index["pittsburgh-clarksburg"]] = 2
    s.tile("pittsburgh/2", "kerosene/2", 0)
    s.hand(0, "pittsburgh", "coal").ready()
    return s


def test_own_oil_heavy_train_supplies_oil_by_rail_but_a_rivals_does_not() -> None:
    assert "sell" not in oil_train(owner=1).options()
    s = oil_train(owner=0)
    s.do("sell", "card:pittsburgh")
    assert s.space("pittsburgh/2")["flipped"] is True
    assert s.ext.train_cubes[s.rules.board.link_index["pittsburgh-clarksburg"]] == 1


def test_the_seven_star_reward_pays_income_spaces_and_vp() -> None:
    s = quality_sale(whiskey=2)
    s.do("quality:stars7")
    assert s.ext.whiskey[0] == 0
    assert s.state.income[0] == 10 + 8 + 3 + 5
    assert s.state.vp[0] == 4 + 7
    assert s.state.money[0] == 50


def test_the_seller_chooses_the_pipeline_of_each_barrel_and_its_owner_is_paid() -> None:
    s = south(oil=3, pipeline="pipeline_vp3")           # seat 2: Venango - Pittsburgh, 3 VP a barrel
    s.merchant("the_south/1", "all_vp4")
    s.link("cleveland-venango", 1, kind="pipeline_income")  # seat 1: 2 income spaces a barrel
    s.link("cleveland-pittsburgh", 2)
    s.tile("pittsburgh/2", "kerosene/4", 0).ready()     # 2 barrels
    s.do("sell", "card:pittsburgh")
    assert s.options() == ["oil:venango/cleveland-venango", "oil:venango/venango-pittsburgh"]
    s.do("oil:venango/cleveland-venango", "oil:venango/venango-pittsburgh")
    assert s.space("pittsburgh/2")["flipped"] is True
    assert s.state.income[1] == 12 and s.state.vp[1] == 0
    assert s.state.vp[2] == 3 and s.state.income[2] == 10
    assert s.ext.oil[s.loc("venango")] == 1
