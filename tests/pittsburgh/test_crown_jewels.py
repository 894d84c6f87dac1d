"""Pittsburgh's crown jewels: Oil City, Polyphase Alternator, Locomotive Works and Skyscrapers."""
from __future__ import annotations

from brass_pittsburgh.rules.era_end import end_era

from .scenario import Scenario

UNLOCKED_BY = {"pipeline_money": "manufacturing_4", "pipeline_vp3": "iron_steel_1"}


def hand(sc: Scenario, player: int) -> list[str]:
    return [sc.rules.cards[c].id for c in sc.state.hands[player]]


def discards(sc: Scenario, player: int) -> list[str]:
    return [sc.rules.cards[c].id for c in sc.state.discards[player]]


def to_deck(sc: Scenario, card: str) -> Scenario:
    """Make sure ``card`` can be dealt (the seed may have put its only copy face down in a discard)."""
    c = sc.rules.card_index[card]
    st = sc.state
    if c not in st.deck:
        for p, pile in enumerate(st.discards):
            if c in pile:
                pile.remove(c)
                st.facedown[p] -= 1
                st.deck.append(c)
                break
    return sc


def link_of(sc: Scenario, player: int, ref: str, kind: str) -> Scenario:
    if kind in UNLOCKED_BY:
        sc.develop_away(player, UNLOCKED_BY[kind])
    return sc.link(ref, player, kind)


def left(sc: Scenario, player: int, kind: str) -> int:
    return sc.state.links_left[player][sc.rules.link_kind_index[kind]]


# -- Oil City -------------------------------------------------------------------------------------------
def oil_city_ready(era: str = "era2", pipeline: bool = True) -> Scenario:
    """P1 has cleared kerosene and may build Oil City; Venango has 2 oil (and P2's pipeline)."""
    sc = to_deck(Scenario(era=era), "oil_city")
    sc.develop_away(0, "kerosene_2", "kerosene_3", "kerosene_4")
    if pipeline:
        sc.link("venango-pittsburgh", 1, "pipeline_income")
    sc.oil("venango", 2)
    return sc


def test_oil_city_takes_all_the_oilfields_oil_plus_three() -> None:
    sc = oil_city_ready().hand(0, "oil_city", "erie").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:erie", "card:oil_city"]
    sc.do("card:oil_city")  # one tile (Oil City), one site (Venango): the rest is forced
    assert sc.space("venango/1") == {"owner": 0, "tile": "oil_city/5", "flipped": False, "cubes": {"oil": 5}}
    assert sc.ext.oil[sc.loc("venango")] == 0
    assert sc.state.income[0] == 6  # four income levels
    assert sc.state.money[0] == 50
    assert sc.state.spent[0] == 0
    assert hand(sc, 0) == ["erie"]
    assert discards(sc, 0)[-1] == "oil_city"
    assert sc.position_count(0, "oil_city") == 0


def test_oil_city_needs_a_pipeline_at_its_oilfield() -> None:
    sc = oil_city_ready(pipeline=False).hand(0, "oil_city", "erie").ready()
    sc.do("build")
    assert "card:oil_city" not in sc.options()


def test_oil_city_only_in_era2() -> None:
    sc = oil_city_ready(era="era1").hand(0, "oil_city", "erie").ready()
    sc.do("build")
    assert "card:oil_city" not in sc.options()


def test_oil_city_only_with_its_card_or_whiskey() -> None:
    # a plain kerosene card does not name Oil City (and kerosene itself is all cleared)
    sc = oil_city_ready().hand(0, "kerosene", "erie", "toledo").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:erie", "card:toledo"]
    sc = oil_city_ready().whiskey(0, 1).hand(0, "kerosene", "erie").ready()
    sc.do("build", "whiskey:erie")
    assert "tile:oil_city" in sc.options()
    sc.do("tile:oil_city")
    assert sc.space("venango/1")["tile"] == "oil_city/5"
    assert sc.ext.whiskey[0] == 0
    assert hand(sc, 0) == ["kerosene"]


def test_oil_city_choice_of_oilfield() -> None:
    sc = oil_city_ready().link("toledo-lima", 2, "pipeline_income").oil("lima", 1)
    sc.hand(0, "oil_city", "erie").ready()
    sc.do("build", "card:oil_city")
    assert sorted(sc.options()) == ["slot:lima/1", "slot:venango/1"]
    sc.do("slot:lima/1")
    assert sc.space("lima/1")["cubes"] == {"oil": 4}
    assert sc.ext.oil[sc.loc("venango")] == 2


def test_oil_city_not_offered_below_income_level_minus_10() -> None:
    sc = oil_city_ready().income(0, 3).hand(0, "oil_city", "erie").ready()  # level -7
    sc.do("build")
    assert "card:oil_city" not in sc.options()
    sc = oil_city_ready().income(0, 4).hand(0, "oil_city", "erie").ready()  # level -6 -> -10
    sc.do("build", "card:oil_city")
    assert sc.state.income[0] == 0


def selling_kerosene_in_pittsburgh(sc: Scenario) -> Scenario:
    """P3's unflipped kerosene in Pittsburgh with rail to The South (buys kerosene); P3 to act."""
    sc.tile("pittsburgh/2", "kerosene/2", 2).merchant("the_south/1", "kerosene_income4")
    sc.link("pittsburgh-clarksburg", 2).link("clarksburg-baltimore", 2).link("baltimore-the_south", 2)
    sc.hand(2, "erie", "toledo").turn(2)
    return sc


def test_oil_city_oil_leaves_through_a_pipeline_and_its_last_barrel_flips_it() -> None:
    sc = Scenario(era="era2").tile("venango/1", "oil_city/5", 0, cubes={"oil": 1})
    link_of(sc, 1, "venango-pittsburgh", "pipeline_money")
    selling_kerosene_in_pittsburgh(sc).ready()
    sc.do("sell", "card:erie")  # one tile, merchant and oil source: forced
    assert sc.space("pittsburgh/2")["flipped"] is True
    assert sc.space("venango/1") == {"owner": 0, "tile": "oil_city/5", "flipped": True, "cubes": {}}
    assert sc.state.money[0] == 50 + 25  # Oil City's reward
    assert sc.state.money[1] == 50 + 10  # the money pipeline's reward
    assert sc.state.income[0] == 10


def test_oil_city_with_oil_left_stays_unflipped() -> None:
    sc = Scenario(era="era2").tile("venango/1", "oil_city/5", 0, cubes={"oil": 3})
    link_of(sc, 1, "venango-pittsburgh", "pipeline_vp3")
    selling_kerosene_in_pittsburgh(sc).ready()
    sc.do("sell", "card:erie")
    assert sc.space("venango/1") == {"owner": 0, "tile": "oil_city/5", "flipped": False, "cubes": {"oil": 2}}
    assert sc.state.money[0] == 50
    assert sc.state.vp[1] == 3


def test_oil_city_oil_does_not_pass_a_reserve_pipeline() -> None:
    sc = Scenario(era="era2").tile("venango/1", "oil_city/5", 0, cubes={"oil": 3})
    sc.link("venango-pittsburgh", 1, "pipeline_reserve")
    selling_kerosene_in_pittsburgh(sc).ready()
    assert "sell" not in sc.options()


def test_oil_city_scores_its_vp_once_flipped() -> None:
    sc = Scenario(era="era2").tile("venango/1", "oil_city/5", 0, flipped=True).ready()
    end_era(sc.game, 1)
    assert sc.state.vp[0] == 5


# -- Polyphase Alternator ------------------------------------------------------------------------------
def polyphase_ready() -> Scenario:
    sc = Scenario().tile("pittsburgh/1", "coal/3", 0, flipped=True)
    sc.develop_away(0, "coal_1", "coal_2", "coal_3")
    return sc


def test_polyphase_upgrades_own_flipped_coal_enters_flipped_and_pays_twice_the_income_level() -> None:
    sc = polyphase_ready().income(0, 20)  # level 5
    retired = sc.state.retired[0]
    sc.hand(0, "coal", "erie").ready()
    sc.do("build", "card:coal")
    assert sorted(sc.options()) == ["tile:coke_1", "tile:polyphase"]
    sc.do("tile:polyphase")  # one site, coal and iron from Vanderbilt: forced
    assert sc.space("pittsburgh/1") == {"owner": 0, "tile": "polyphase/4", "flipped": True, "cubes": {}}
    assert sc.state.vp[0] == 3  # the coal mine's VP, at once
    assert sc.state.retired[0] == retired + 1
    assert sc.state.money[0] == 50 - 15 - 7 - 7 + 2 * 5
    assert sc.state.spent[0] == 29
    assert sc.state.income[0] == 20


def test_polyphase_at_income_level_zero_pays_nothing() -> None:
    sc = polyphase_ready().hand(0, "coal", "erie").ready()
    sc.do("build", "card:coal", "tile:polyphase")
    assert sc.state.money[0] == 50 - 29


def test_polyphase_at_negative_income_pays_nothing() -> None:
    # the engine never takes money for this reward (rewards.py: money_times_income is never negative)
    sc = polyphase_ready().income(0, 7).hand(0, "coal", "erie").ready()  # level -3
    sc.do("build", "card:coal", "tile:polyphase")
    assert sc.state.money[0] == 50 - 29


def test_polyphase_needs_an_own_flipped_coal_mine() -> None:
    sc = Scenario().tile("pittsburgh/1", "coal/3", 0, cubes=2).tile("clarksburg/1", "coal/1", 1, flipped=True)
    sc.develop_away(0, "coal_1", "coal_2", "coal_3").whiskey(0, 1).hand(0, "erie", "toledo").ready()
    sc.do("build", "whiskey:erie")
    assert "tile:polyphase" not in sc.options()


def test_polyphase_scores_one_vp_per_empty_mat_position() -> None:
    sc = polyphase_ready().hand(0, "coal", "erie").ready()
    sc.do("build", "card:coal", "tile:polyphase")
    vp = sc.state.vp[0]
    # coal I, II, III and the Polyphase position are empty; clear kerosene II too
    sc.develop_away(0, "kerosene_2")
    empty = sum(1 for n in sc.state.mat[0] if n == 0)
    assert empty == 5
    end_era(sc.game, 1)
    assert sc.state.vp[0] == vp + 5


# -- Locomotive Works --------------------------------------------------------------------------------
def locomotive_ready(era: str = "era2") -> Scenario:
    sc = Scenario(era=era).tile("pittsburgh/2", "manufacturing/1", 0, flipped=True)
    sc.develop_away(0, "manufacturing_2", "manufacturing_3", "manufacturing_5")
    return sc


def test_locomotive_works_upgrades_flipped_manufacturing_and_grants_three_free_develops() -> None:
    sc = locomotive_ready().hand(0, "manufacturing", "erie").ready()
    sc.do("build", "card:manufacturing")
    assert sorted(sc.options()) == ["tile:locomotive", "tile:manufacturing_1", "tile:manufacturing_4"]
    sc.do("tile:locomotive")  # one site, coke from Vanderbilt: forced
    assert sc.space("pittsburgh/2") == {"owner": 0, "tile": "locomotive/7", "flipped": True, "cubes": {}}
    assert sc.state.vp[0] == 5  # manufacturing I's VP, at once
    assert sc.state.money[0] == 50 - 18 - 10
    assert sc.ext.free_develops[0] == 3
    assert sc.state.actions_left == 2  # the develops belong to this action
    opts = sc.options()
    assert opts[0] == "skip"
    assert "develop:kerosene_2" in opts and "develop:manufacturing_4" in opts
    sc.do("develop:kerosene_2", "develop:kerosene_2", "develop:coal_1")
    assert sc.position_count(0, "kerosene_2") == 0
    assert sc.position_count(0, "coal_1") == 0  # its only Coal I (page 5)
    assert left(sc, 0, "pipeline_vp3") == 1  # clearing kerosene II unlocked it
    assert sc.state.money[0] == 22  # free develops cost no iron or steel
    assert sc.ext.free_develops[0] == 0
    assert sc.state.frame is None
    assert sc.state.actions_left == 1
    assert hand(sc, 0) == ["erie"]


def test_locomotive_works_develops_may_be_skipped() -> None:
    sc = locomotive_ready().hand(0, "manufacturing", "erie").ready()
    sc.do("build", "card:manufacturing", "tile:locomotive", "develop:coke_1", "skip")
    assert sc.position_count(0, "coke_1") == 0
    assert sc.position_count(0, "kerosene_2") == 2
    assert sc.ext.free_develops[0] == 0
    assert sc.state.actions_left == 1


def test_locomotive_works_only_in_era2() -> None:
    # era 1: Locomotive Works is out, and the other manufacturing tiles have no free place in
    # the network (P1 already has an industry in Pittsburgh): the card builds nothing
    sc = locomotive_ready(era="era1").hand(0, "manufacturing", "erie", "toledo").ready()
    sc.do("build")
    assert sorted(sc.options()) == ["card:erie", "card:toledo"]


def test_locomotive_works_scores_four_vp_per_heavy_train_built() -> None:
    sc = Scenario(era="era2").tile("pittsburgh/2", "locomotive/7", 0, flipped=True)
    sc.ext.heavy_built[0] = 3
    sc.ready()
    end_era(sc.game, 1)
    assert sc.state.vp[0] == 12


# -- Skyscrapers ----------------------------------------------------------------------------------------
def skyscraper_ready() -> Scenario:
    return Scenario().develop_away(0, "iron_steel_1", "iron_steel_2")


def test_skyscraper_goes_on_skyscraper_spaces() -> None:
    sc = skyscraper_ready().whiskey(0, 1).hand(0, "erie", "toledo").ready()
    sc.do("build", "whiskey:erie", "tile:skyscraper_a")
    # Chicago/2 (skyscraper only) comes before Chicago/1 (skyscraper or kerosene)
    assert sorted(sc.options()) == ["slot:chicago/2", "slot:cleveland/1", "slot:philadelphia/3"]


def test_skyscraper_enters_flipped_and_costs_two_income_levels() -> None:
    sc = skyscraper_ready().hand(0, "chicago", "erie").ready()
    sc.do("build", "card:chicago", "tile:skyscraper_a")  # Chicago/2; steel from Vanderbilt; nothing to sell
    assert sc.space("chicago/2") == {"owner": 0, "tile": "skyscraper/3a", "flipped": True, "cubes": {}}
    assert sc.state.income[0] == 8
    assert sc.state.money[0] == 50 - 20 - 20
    assert sc.state.spent[0] == 40
    assert sc.ext.bonus_sells[0] == 0
    assert sc.state.frame is None
    assert sc.state.actions_left == 1


def skyscraper_with_goods() -> Scenario:
    """P1 can build a Skyscraper and has unflipped manufacturing II in Detroit (Canada buys it)."""
    sc = skyscraper_ready().tile("detroit/1", "manufacturing/2", 0)
    sc.merchant("canada/1", "manufacturing_money8").link("detroit-canada", 1)
    return sc.hand(0, "chicago", "erie").ready()


def test_skyscraper_offers_a_bonus_sell_without_a_card() -> None:
    sc = skyscraper_with_goods()
    sc.do("build", "card:chicago", "tile:skyscraper_a")
    assert sorted(sc.options()) == ["sell", "skip"]
    assert sc.state.actions_left == 2
    sc.do("sell")  # one tile, one merchant: forced
    assert sc.space("detroit/1") == {"owner": 0, "tile": "manufacturing/2", "flipped": True, "cubes": {}}
    assert sc.state.money[0] == 50 - 40 + 8  # the merchant's reward
    assert sc.state.merchant_goods[sc.rules.board.merchant_slot_index["canada/1"]] == 0
    assert sc.state.income[0] == 8 + 2
    assert hand(sc, 0) == ["erie"]  # only the Build's card was discarded
    assert sc.ext.bonus_sells[0] == 0
    assert sc.state.frame is None
    assert sc.state.actions_left == 1


def test_skyscraper_bonus_sell_may_be_skipped() -> None:
    sc = skyscraper_with_goods()
    sc.do("build", "card:chicago", "tile:skyscraper_a", "skip")
    assert sc.space("detroit/1")["flipped"] is False
    assert sc.state.merchant_goods[sc.rules.board.merchant_slot_index["canada/1"]] == 1
    assert sc.ext.bonus_sells[0] == 0
    assert sc.state.money[0] == 10
    assert sc.state.actions_left == 1
    assert hand(sc, 0) == ["erie"]


def test_skyscraper_b_costs_three_income_levels() -> None:
    sc = Scenario().develop_away(0, "iron_steel_1", "iron_steel_2", "iron_steel_4", "skyscraper_a")
    sc.money(0, 80).hand(0, "philadelphia", "erie").ready()
    sc.do("build", "card:philadelphia", "tile:skyscraper_b")
    assert sorted(sc.options()) == ["steel:market:philadelphia_steel", "steel:vanderbilt"]
    sc.do("steel:market:philadelphia_steel", "steel:market:philadelphia_steel")
    assert sc.space("philadelphia/3") == {"owner": 0, "tile": "skyscraper/3b", "flipped": True, "cubes": {}}
    assert sc.state.income[0] == 7
    # Philadelphia's own steel market ($4 a cube) supplies the steel
    assert sc.state.money[0] == 80 - 40 - 8
    assert sc.market_cubes("philadelphia_steel") == 0


def test_locomotive_works_upgrades_only_own_flipped_manufacturing() -> None:
    sc = Scenario(era="era2").tile("pittsburgh/2", "manufacturing/1", 0)  # unflipped
    sc.tile("toledo/1", "manufacturing/2", 1, flipped=True)  # an opponent's
    sc.develop_away(0, "manufacturing_1", "manufacturing_2", "manufacturing_3", "manufacturing_5")
    sc.whiskey(0, 1).hand(0, "erie", "toledo").ready()
    sc.do("build", "whiskey:erie")
    assert "tile:locomotive" not in sc.options()
    assert "tile:manufacturing_4" in sc.options()


def test_locomotive_works_may_replace_any_own_flipped_manufacturing_tile() -> None:
    sc = Scenario(era="era2").tile("pittsburgh/2", "manufacturing/1", 0, flipped=True)
    sc.tile("detroit/1", "manufacturing/3", 0, flipped=True)
    sc.develop_away(0, "manufacturing_1", "manufacturing_2", "manufacturing_3", "manufacturing_5")
    sc.link("pittsburgh-clarksburg", 0).link("detroit-toledo", 0)
    sc.hand(0, "manufacturing", "erie").ready()
    sc.do("build", "card:manufacturing", "tile:locomotive")
    assert sorted(sc.options()) == ["slot:detroit/1", "slot:pittsburgh/2"]
    sc.do("slot:detroit/1", "skip")
    assert sc.space("detroit/1")["tile"] == "locomotive/7"
    assert sc.state.vp[0] == 3  # manufacturing III's VP
