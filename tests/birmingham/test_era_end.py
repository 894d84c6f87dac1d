"""End of an era: link and industry scoring, the move to the rail era, the final ranking.

Positions are built at the very last action of an era: the deck is empty, every
hand is empty except the acting player's single card, which is then played.
"""
from __future__ import annotations

from brass.core.model.state import OVER, TURN

from .scenario import Scenario, last_action


def deck_size(players: int) -> int:
    return {2: 40, 3: 54, 4: 64}[players]


def slot(sc: Scenario, ref: str) -> int:
    return sc.rules.board.merchant_slot_index[ref]


# -- when the era ends -----------------------------------------------------------------

def test_era_does_not_end_while_a_player_still_holds_a_card() -> None:
    sc = last_action()
    st = sc.state
    # seat 1 still holds one card
    st.discards[1].pop()
    st.hands[1] = [sc.rules.card_index["dudley"]]
    sc.link("birmingham-oxford", 0).ready()
    sc.do("pass")
    assert st.era == sc.rules.era_index["canal"]
    assert st.vp == [0, 0]
    assert st.link_owner[sc.rules.board.link_index["birmingham-oxford"]] == 0
    assert sc.game.decision().player == 1
    assert "pass" in sc.options()
    assert st.hands[0] == []


# -- link scoring ------------------------------------------------------------------------

def test_link_scores_endpoint_icons_not_industry_vp() -> None:
    # Birmingham: flipped cotton II (2 icons, 5 VP) and flipped iron IV (1 icon, 9 VP);
    # Oxford: a merchant location (2 icons).  The link scores 5, not 14.
    sc = last_action()
    sc.tile("birmingham/1", "cotton/2", 1, flipped=True)
    sc.tile("birmingham/3", "iron/4", 1, flipped=True)
    sc.link("birmingham-oxford", 0).ready()
    sc.do("pass")
    assert sc.state.vp == [5, 5 + 9]


def test_unflipped_tiles_give_a_link_no_icons_and_score_nothing() -> None:
    sc = last_action()
    sc.tile("birmingham/1", "cotton/2", 1)
    sc.tile("coventry/1", "pottery/2", 1)
    sc.tile("coventry/2", "coal/2", 1, cubes=2)
    sc.link("birmingham-coventry", 0).ready()
    sc.do("pass")
    assert sc.state.vp == [0, 0]


def test_link_to_a_merchant_location_without_a_tile_still_scores_two() -> None:
    sc = last_action(players=2)  # no merchant tile at Warrington
    assert sc.state.merchant_tile[slot(sc, "warrington/1")] == -1
    sc.link("stoke_on_trent-warrington", 0).link("gloucester-worcester", 1).ready()
    sc.do("pass")
    assert sc.state.vp == [2, 2]


def test_each_link_scores_for_its_own_owner_with_anyones_icons() -> None:
    sc = last_action()
    sc.tile("birmingham/1", "cotton/1", 0, flipped=True)     # 1 icon, 5 VP
    sc.tile("birmingham/3", "iron/1", 0, cubes=2)             # unflipped: nothing
    sc.tile("coventry/1", "pottery/2", 1, flipped=True)       # 1 icon, 1 VP
    sc.tile("dudley/1", "coal/1", 1, flipped=True)            # 2 icons, 1 VP
    sc.link("birmingham-coventry", 0)                         # 1 + 1
    sc.link("birmingham-dudley", 1)                           # 1 + 2
    sc.link("birmingham-oxford", 1)                           # 1 + 2
    sc.ready()
    sc.do("pass")
    assert sc.state.vp == [2 + 5, 3 + 3 + 1 + 1]


def test_flipped_south_farm_brewery_counts_for_the_kidderminster_worcester_link() -> None:
    sc = last_action()
    sc.tile("farm_brewery_south/1", "brewery/1", 1, flipped=True)  # 2 icons, 4 VP
    sc.tile("worcester/1", "cotton/1", 1, flipped=True)            # 1 icon, 5 VP
    sc.link("kidderminster-worcester", 0).ready()
    sc.do("pass")
    assert sc.state.vp == [2 + 1, 4 + 5]


def test_north_farm_brewery_counts_for_its_own_link_to_cannock() -> None:
    sc = last_action()
    sc.tile("farm_brewery_north/1", "brewery/2", 1, flipped=True)  # 2 icons, 5 VP
    sc.link("cannock-farm_brewery_north", 0).ready()
    sc.do("pass")
    assert sc.state.vp == [2, 5]


# -- the move to the rail era ---------------------------------------------------------------

def test_canal_end_clears_links_and_level_i_tiles_and_deals_a_fresh_deck() -> None:
    sc = last_action(players=2)
    st = sc.state
    rules = sc.rules
    sc.tile("birmingham/1", "cotton/1", 0, flipped=True)
    sc.tile("birmingham/3", "iron/1", 0, cubes=2)
    sc.tile("worcester/1", "cotton/2", 0)
    sc.tile("stone/1", "brewery/2", 0, cubes=1)
    sc.tile("coventry/1", "pottery/2", 1, flipped=True)
    sc.tile("dudley/1", "coal/1", 1, flipped=True)
    sc.link("birmingham-coventry", 0).link("birmingham-dudley", 1).link("birmingham-oxford", 1)
    sc.income(0, 15)  # level 3, collected after the last canal round
    # an empty barrel spot beside a merchant that buys something
    filled = [i for i, t in enumerate(st.merchant_tile) if t >= 0 and rules.title.merchant_tiles[t].accepts]
    blank = [i for i, t in enumerate(st.merchant_tile) if t >= 0 and not rules.title.merchant_tiles[t].accepts]
    assert len(filled) == 3 and len(blank) == 2
    st.merchant_goods[filled[0]] = 0
    mats = [list(m) for m in st.mat]
    retired = list(st.retired)
    wild = list(st.wild_supply)
    sc.ready()
    sc.do("pass")

    assert st.era == rules.era_index["rail"]
    assert st.round == 1
    assert st.phase == TURN
    assert st.actions_left == 2
    assert st.order == [0, 1]
    # scoring: links 2 and 3 + 3, tiles 5 and 1 + 1
    assert st.vp == [2 + 5, 6 + 2]
    assert st.money == [53, 50]
    assert st.income == [15, 10]
    # links back to their owners
    assert st.link_owner == [-1] * len(st.link_owner)
    assert st.link_kind == [-1] * len(st.link_kind)
    assert st.links_left == [[14], [14]]
    # every level I tile leaves the board; level II stays as it was
    assert sc.space("birmingham/1")["tile"] is None
    assert sc.space("birmingham/3")["tile"] is None
    assert sc.space("dudley/1")["tile"] is None
    assert sc.space("worcester/1") == {"owner": 0, "tile": "cotton/2", "flipped": False, "cubes": 0}
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/2", "flipped": False, "cubes": 1}
    assert sc.space("coventry/1") == {"owner": 1, "tile": "pottery/2", "flipped": True, "cubes": 0}
    assert st.retired == [retired[0] + 2, retired[1] + 1]
    assert [list(m) for m in st.mat] == mats
    # merchant beer refilled beside every merchant that buys something, none beside blanks
    for i in filled:
        assert st.merchant_goods[i] == 1
    for i in blank:
        assert st.merchant_goods[i] == 0
    # every card (face-down ones included) shuffled into the deck; 8 dealt each
    assert st.discards == [[], []]
    assert st.facedown == [0, 0]
    assert [len(h) for h in st.hands] == [8, 8]
    assert len(st.deck) == 40 - 16
    assert st.wild_supply == wild


def test_rail_deck_holds_every_card_of_the_canal_era() -> None:
    sc = last_action(players=4)
    rules = sc.rules
    before = sorted(c for d in sc.state.discards for c in d) + [rules.card_index["coventry"]]
    sc.ready()
    sc.do("pass")
    st = sc.state
    after = sorted(st.deck + [c for h in st.hands for c in h])
    assert after == sorted(before)
    assert len(after) == 64
    assert len(st.deck) == 64 - 32
    assert st.facedown == [0, 0, 0, 0]


def test_rail_start_turn_order_follows_spending_in_the_last_round() -> None:
    sc = last_action(players=3)
    st = sc.state
    st.order = [0, 1, 2]
    st.spent = [0, 9, 4]
    sc.ready()
    sc.do("pass")
    assert st.era == sc.rules.era_index["rail"]
    assert st.order == [0, 2, 1]
    assert st.spent == [0, 0, 0]


def test_level_i_sale_gains_a_space_more_but_the_mill_is_removed() -> None:
    # the seeds' decision: both mills built, one own barrel; sell cotton I
    # (the single card in hand is played without asking)
    sc = level_choice()
    sc.do("sell", "sell:birmingham/1")
    st = sc.state
    assert st.era == sc.rules.era_index["rail"]
    # cotton I +5, brewery II +5 when emptied
    assert st.income[0] == 20
    # links (seat 1): Birmingham–Oxford 1 + 2, Birmingham–Worcester 1 + 0
    assert st.vp == [5 + 5, 3 + 1]
    assert sc.space("birmingham/1")["tile"] is None
    assert sc.space("worcester/1") == {"owner": 0, "tile": "cotton/2", "flipped": False, "cubes": 0}
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/2", "flipped": True, "cubes": 0}
    assert st.money[0] == 50 + 5  # income level 5 collected after the last canal round


def test_level_ii_sale_keeps_the_flipped_mill_for_the_rail_era() -> None:
    sc = level_choice()
    sc.do("sell", "sell:worcester/1")
    st = sc.state
    assert st.income[0] == 19
    # links (seat 1): Birmingham–Oxford 0 + 2, Birmingham–Worcester 0 + 2
    assert st.vp == [5 + 5, 4]
    assert sc.space("birmingham/1")["tile"] is None  # unsold level I still leaves
    assert sc.space("worcester/1") == {"owner": 0, "tile": "cotton/2", "flipped": True, "cubes": 0}
    assert st.money[0] == 50 + 5


def level_choice() -> Scenario:
    sc = last_action(players=2)
    sc.no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0)
    sc.tile("worcester/1", "cotton/2", 0)
    sc.tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("birmingham-oxford", 1).link("birmingham-worcester", 1)
    sc.ready()
    return sc


def test_unsold_level_ii_mill_can_be_sold_in_the_rail_era_with_refilled_merchant_beer() -> None:
    sc = level_choice()
    sc.do("sell", "sell:birmingham/1")
    st = sc.state
    slot_i = slot(sc, "oxford/1")
    assert st.merchant_goods[slot_i] == 1
    sc.link("birmingham-oxford", 1).link("birmingham-worcester", 1).turn(0, 2).ready()
    sc.do("sell")
    card = sc.options()[0]
    hand = len(st.hands[0])
    sc.do(card)  # the one mill and the merchant's barrel resolve themselves
    assert sc.space("worcester/1") == {"owner": 0, "tile": "cotton/2", "flipped": True, "cubes": 0}
    assert st.merchant_goods[slot_i] == 0
    assert st.income[0] == 20 + 4 + 2
    assert len(st.hands[0]) == hand - 1


# -- the end of the game -----------------------------------------------------------------------

def test_flipped_level_ii_tile_from_the_canal_scores_again_and_rail_pays_no_final_income() -> None:
    sc = last_action(players=2, era="rail")
    st = sc.state
    st.vp = [20, 11]
    sc.tile("worcester/1", "cotton/2", 0, flipped=True)   # 2 icons, 5 VP
    sc.tile("birmingham/1", "cotton/3", 1)                # unsold: nothing
    sc.link("birmingham-worcester", 1)                    # 0 + 2
    sc.income(0, 30).income(1, 15)
    sc.ready()
    sc.do("pass")
    assert st.phase == OVER
    assert sc.game.decision() is None
    assert st.vp == [25, 13]
    assert st.money == [50, 50]  # no income after the final round
    assert sc.game.ranking() == [[0], [1]]


def test_canal_flipped_level_ii_tiles_score_in_both_eras() -> None:
    sc = level_choice()
    sc.do("sell", "sell:worcester/1")
    st = sc.state
    assert st.vp == [10, 4]
    # jump to the last action of the rail era: seat 0 keeps one card, every other one is used
    keep = st.hands[0][0]
    rest = st.deck + st.hands[0][1:] + st.hands[1]
    st.deck = []
    st.hands = [[keep], []]
    st.discards = [rest, []]
    sc.turn(0, 1).ready()
    money = list(st.money)
    sc.do("pass")
    assert st.phase == OVER
    # cotton II and brewery II, both flipped in the canal era, score 5 + 5 again
    assert st.vp == [20, 4]
    assert st.money == money
    assert sc.game.ranking() == [[0], [1]]


# -- final ranking ---------------------------------------------------------------------------

def ranked(vp: list[int], income: list[int], money: list[int]) -> list[list[int]]:
    sc = Scenario(players=len(vp))
    st = sc.state
    st.vp = list(vp)
    st.income = list(income)
    st.money = list(money)
    return sc.game.ranking()


def test_ranking_most_vp_wins() -> None:
    assert ranked([40, 55, 41, 12], [10, 10, 10, 10], [0, 0, 0, 90]) == [[1], [2], [0], [3]]


def test_ranking_vp_tie_broken_by_income_level() -> None:
    # spaces 19 and 20 share level 5; space 21 is level 6
    assert ranked([50, 50, 50], [21, 19, 20], [0, 9, 3]) == [[0], [1], [2]]


def test_ranking_tie_in_vp_and_level_broken_by_money() -> None:
    # spaces 31-33 are all level 11
    assert ranked([60, 60], [31, 33], [12, 7]) == [[0], [1]]


def test_ranking_full_tie_is_shared() -> None:
    assert ranked([60, 60, 59, 60], [31, 32, 50, 33], [7, 7, 99, 7]) == [[0, 1, 3], [2]]
