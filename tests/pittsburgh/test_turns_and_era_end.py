"""Pittsburgh turns, rounds, income and the ends of the eras.

Two eras of 8 rounds for 2, 3 and 4 players; round 1 of era 1 gives one action
each, every other round two; hands refill to 8 after each turn.  At a round's
end the least spender goes first (market buys, Vanderbilt and the $10 second
link all count; ties keep their order), then income is paid -- except after the
last round of era 2.  Unpayable negative income: all whiskey back, -40 VP (VP
may go negative), income marker to space 10.  Era end: trains score their ends'
link icons (a double link heavy train twice, pipelines never), light trains
leave after era 1 and every train after era 2 (pipelines stay), flipped tiles
score; after era 1 level 1 industries leave, waiting oil arrives and all the
discards become the era-2 deck, 8 cards dealt each.  Ranking: VP, income space,
money, else shared.
"""
from __future__ import annotations

from collections import Counter

import pytest

from brass.core import new_game
from brass_pittsburgh.rules.era_end import end_era

from .scenario import Scenario


def links_left(s: Scenario, player: int, kind: str) -> int:
    return s.state.links_left[player][s.rules.link_kind_index[kind]]


def owner_of(s: Scenario, line: str) -> int:
    return s.state.link_owner[s.rules.board.link_index[line]]


def empty_deck(s: Scenario) -> Scenario:
    """Move the whole deck to seat 1's discards (cards stay accounted for)."""
    st = s.state
    st.discards[1].extend(st.deck)
    st.deck = []
    return s


# -- the shape of a game ------------------------------------------------------------------

def play_passing(players: int, seed: int = 3):
    """A whole game in which everybody passes; returns the game and the actions taken
    per (era, round, seat) and the hand sizes seen at the start of each turn."""
    g = new_game("pittsburgh", players, seed)
    actions: Counter = Counter()
    hands_at_turn_start: dict[tuple[int, int, int], int] = {}
    while not g.over:
        d = g.decision()
        st = g.state
        ids = d.ids()
        if st.frame is None:
            key = (st.era, st.round, d.player)
            actions[key] += 1
            hands_at_turn_start.setdefault(key, len(st.hands[d.player]))
            g.apply("pass")
        else:
            g.apply(ids[0])
    return g, actions, hands_at_turn_start


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_eras_of_eight_rounds_one_action_in_the_first_round_then_two(players: int) -> None:
    g, actions, _ = play_passing(players)
    assert g.over
    expected = Counter()
    for era in (0, 1):
        for rnd in range(1, 9):
            for p in range(players):
                expected[(era, rnd, p)] = 1 if (era, rnd) == (0, 1) else 2
    assert actions == expected


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_turn_starts_with_eight_cards_while_the_deck_lasts(players: int) -> None:
    _g, _, hands = play_passing(players)
    # the deck runs out during round 4 of each era; from round 5 on hands shrink
    for (era, rnd, p), size in hands.items():
        if rnd <= 4:
            assert size == 8, (era, rnd, p)
    assert hands[(0, 6, 0)] == 6
    assert hands[(1, 8, 0)] == 2


def test_the_hand_is_refilled_right_after_the_turn() -> None:
    g = new_game("pittsburgh", 3, 5)
    first = g.state.order[0]
    deck = len(g.state.deck)
    g.apply("pass")
    g.apply(g.decision().ids()[0])
    assert g.state.order[g.state.turn] != first   # round 1: one action, the turn is over
    assert len(g.state.hands[first]) == 8
    assert len(g.state.deck) == deck - 1


# -- round end: turn order and income --------------------------------------------------------

def test_every_kind_of_spending_counts_for_turn_order_but_a_loan_does_not() -> None:
    s = Scenario(players=3)
    s.hand(0, "pittsburgh", "coal").hand(1, "chicago", "detroit").hand(2, "toledo", "erie").ready()
    # seat 0: develop with Vanderbilt's iron ($7)
    s.do("develop", "card:pittsburgh", "develop:coal_1", "with:iron", "done", "pass")
    assert s.state.spent == [7, 0, 0]
    # seat 1: two light trains, each coal from the $2 market, the second link $10 more
    s.do("network", "card:chicago", "kind:light", "link:buffalo-wilkes_barre",
         "coal:market:wilkes_barre_coal", "kind:light", "link:wilkes_barre-bethlehem",
         "coal:market:wilkes_barre_coal")
    assert s.state.spent == [7, 14, 0]
    assert s.state.money[1] == 36
    s.do("pass")
    # seat 2: a loan spends nothing
    s.do("loan", "card:toledo", "pass")
    # round over: least spent first, then income (seat 2 is at level -3 now)
    assert s.state.order == [2, 0, 1]
    assert s.state.spent == [0, 0, 0]
    assert s.state.money == [43, 36, 50 + 30 - 3]
    assert (s.state.round, s.state.turn, s.state.actions_left) == (3, 0, 2)
    assert s.game.decision().player == 2


@pytest.mark.parametrize("order,spent,after", [
    ([0, 1, 2], [5, 0, 5], [1, 0, 2]),
    ([2, 0, 1], [5, 5, 5], [2, 0, 1]),
    ([2, 0, 1], [3, 9, 3], [2, 0, 1]),
    ([0, 1, 2], [12, 4, 0], [2, 1, 0]),
])
def test_least_spender_goes_first_and_ties_keep_their_order(order, spent, after) -> None:
    s = Scenario(players=3)
    s.state.order = list(order)
    s.state.spent = list(spent)
    s.ready()   # empty hands: every turn ends at once and the round is over
    assert s.state.order == after
    assert s.state.round == 3


def test_income_is_paid_at_the_end_of_the_round() -> None:
    s = Scenario(players=3).income(0, 20).income(1, 10).income(2, 7).ready()
    assert s.state.money == [55, 50, 47]


def test_unpayable_negative_income_costs_whiskey_40_vp_and_resets_income() -> None:
    s = Scenario(players=3)
    s.income(0, 5).money(0, 3).whiskey(0, 2)
    s.state.vp[0] = 10
    s.income(1, 5).money(1, 5).whiskey(1, 1)    # can pay exactly
    s.ready()
    assert s.state.money[0] == 3  # page 6 takes whiskey, VP and income, not money
    assert s.ext.whiskey[0] == 0
    assert s.state.vp[0] == -30
    assert s.state.income[0] == 10 and s.level(0) == 0
    assert (s.state.money[1], s.ext.whiskey[1], s.state.vp[1], s.state.income[1]) == (0, 1, 0, 5)


def test_the_last_round_of_era_1_pays_income_before_the_era_ends() -> None:
    s = Scenario(players=3).income(0, 20)
    s.link("pittsburgh-clarksburg", 0)
    empty_deck(s).ready()
    assert s.state.money[0] == 55
    assert (s.state.era, s.state.round, s.state.actions_left) == (1, 1, 2)
    assert owner_of(s, "pittsburgh-clarksburg") == -1    # the era-end cleanup happened
    assert [len(h) for h in s.state.hands] == [8, 8, 8]


def test_no_income_after_the_last_round_of_era_2() -> None:
    s = Scenario(players=3, era="era2").income(0, 20).income(1, 5).money(1, 0)
    empty_deck(s).ready()
    assert s.game.over
    assert s.state.money == [50, 0, 50]
    assert s.state.vp == [0, 0, 0]
    assert s.game.decision() is None


# -- era end scoring ----------------------------------------------------------------------------

def era_position(era: str) -> Scenario:
    s = Scenario(players=3, era=era)
    s.develop_away(2, "coal_1", "coal_2", "coal_3")          # unlocks seat 2's double link train
    s.link("pittsburgh-clarksburg", 0)
    s.link("eads_bridge-indianapolis", 0)
    s.link("detroit-canada", 1, kind="heavy_replacement")
    s.link("baltimore-the_south", 1)
    s.link("cincinnati-the_south", 2, kind="heavy_double")
    s.link("venango-pittsburgh", 2, kind="pipeline_income")
    s.tile("pittsburgh/1", "coal/2", 0, flipped=True)         # 1 icon, 2 VP
    s.tile("pittsburgh/2", "kerosene/2", 1, flipped=True)     # 2 icons, 4 VP
    s.tile("pittsburgh/5", "manufacturing/1", 2)              # unflipped: nothing
    s.tile("baltimore/1", "kerosene/3", 0, flipped=True)      # 1 icon, 7 VP
    s.tile("clarksburg/1", "coal/1", 1, flipped=True)         # 1 icon, 1 VP
    return s


def test_era_1_scores_trains_by_link_icons_and_flipped_tiles() -> None:
    s = era_position("era1")
    end_era(s.game, 0)
    # seat 0: Pittsburgh-Clarksburg 3+1, Eads Bridge-Indianapolis 3+0; tiles 2+7
    # seat 1: Detroit-Canada 0+3, Baltimore-The South 1+2; tiles 4+1
    # seat 2: double link Cincinnati-The South (3+2)x2; the pipeline scores nothing
    assert s.state.vp == [7 + 9, 6 + 5, 10]


def test_after_era_1_light_trains_return_heavy_trains_and_pipelines_stay() -> None:
    s = era_position("era1")
    end_era(s.game, 0)
    assert owner_of(s, "pittsburgh-clarksburg") == -1
    assert owner_of(s, "eads_bridge-indianapolis") == -1
    assert owner_of(s, "baltimore-the_south") == -1
    assert owner_of(s, "detroit-canada") == 1
    assert owner_of(s, "cincinnati-the_south") == 2
    assert owner_of(s, "venango-pittsburgh") == 2
    assert links_left(s, 0, "light") == 9
    assert links_left(s, 1, "light") == 9
    assert links_left(s, 1, "heavy_replacement") == 1


def test_after_era_1_every_level_1_industry_leaves_the_board() -> None:
    s = era_position("era1")
    retired = list(s.state.retired)
    end_era(s.game, 0)
    assert s.space("clarksburg/1")["tile"] is None      # flipped level 1
    assert s.space("pittsburgh/5")["tile"] is None      # unflipped level 1
    assert s.space("pittsburgh/1")["tile"] == "coal/2"
    assert s.space("pittsburgh/2")["tile"] == "kerosene/2"
    assert s.space("baltimore/1")["tile"] == "kerosene/3"
    assert s.state.retired == [retired[0], retired[1] + 1, retired[2] + 1]


def test_after_era_1_waiting_oil_arrives() -> None:
    s = era_position("era1")
    venango = s.loc("venango")
    s.ext.waiting[venango] = 2
    s.ext.oil[venango] = 1
    end_era(s.game, 0)
    assert s.ext.oil[venango] == 3
    assert s.ext.waiting[venango] == 0


def test_after_era_1_every_discard_makes_the_new_deck_and_eight_are_dealt() -> None:
    s = era_position("era1")
    empty_deck(s)
    assert s.state.facedown == [1, 1, 1]
    end_era(s.game, 0)
    assert [len(h) for h in s.state.hands] == [8, 8, 8]
    assert len(s.state.deck) == 48 - 24
    assert s.state.discards == [[], [], []]
    assert s.state.facedown == [0, 0, 0]
    all_cards = sorted(s.state.deck + [c for h in s.state.hands for c in h])
    g = new_game("pittsburgh", 3, 0)
    fresh = sorted(g.state.deck + [c for h in g.state.hands for c in h] + [c for d in g.state.discards for c in d])
    assert all_cards == fresh


def test_era_2_scores_again_and_the_board_stays_as_it_ended() -> None:
    s = era_position("era2")
    end_era(s.game, 1)
    assert s.state.vp == [7 + 9, 6 + 5, 10]
    # the game is over: every train stays where it was, for the final view and picture
    for line in ("pittsburgh-clarksburg", "eads_bridge-indianapolis", "detroit-canada",
                 "baltimore-the_south", "cincinnati-the_south", "venango-pittsburgh"):
        assert owner_of(s, line) >= 0, line
    assert links_left(s, 1, "heavy_replacement") == 1
    assert links_left(s, 2, "heavy_double") == 0
    # no cleanup after the last era
    assert s.space("clarksburg/1")["tile"] == "coal/1"
    assert [len(h) for h in s.state.hands] == [0, 0, 0]


def test_merchant_and_link_locations_print_their_icons() -> None:
    s = Scenario(players=3, era="era2")
    s.link("chicago-eads_bridge", 0)        # 3
    s.link("canada-buffalo", 1)             # 3
    s.link("columbus-cincinnati", 2)        # 3
    s.link("baltimore-the_south", 2)        # 2
    end_era(s.game, 1)
    assert s.state.vp == [3, 3, 5]


def test_polyphase_and_locomotive_works_score_by_their_rules() -> None:
    s = Scenario(players=3, era="era2")
    s.develop_away(0, "coal_1", "coal_2", "coal_3")
    s.tile("pittsburgh/1", "polyphase/4", 0, flipped=True)
    s.tile("pittsburgh/2", "locomotive/7", 1, flipped=True)
    s.ext.heavy_built[1] = 3
    end_era(s.game, 1)
    # empty mat positions of seat 0: coal I, II, III and the Polyphase Alternator
    assert s.state.vp == [4, 12, 0]


def test_polyphase_link_icons_count_for_trains() -> None:
    s = Scenario(players=3, era="era2")
    s.tile("pittsburgh/1", "polyphase/4", 0, flipped=True)
    s.link("pittsburgh-harrisburg", 1)
    end_era(s.game, 1)
    assert s.state.vp[1] == 2


# -- final ranking ----------------------------------------------------------------------------------

def ranked(vp, income, money):
    s = Scenario(players=len(vp))
    for p in range(len(vp)):
        s.state.vp[p] = vp[p]
        s.state.income[p] = income[p]
        s.state.money[p] = money[p]
    return s.game.ranking()


def test_ranking_by_vp_first() -> None:
    assert ranked([30, 31, 29], [40, 10, 50], [90, 0, 90]) == [[1], [0], [2]]


def test_ranking_ties_broken_by_income_space_not_level() -> None:
    s = Scenario(players=2)
    assert s.rules.track.level(21) == s.rules.track.level(22) == 6
    assert ranked([30, 30], [21, 22], [90, 0]) == [[1], [0]]


def test_ranking_then_money_else_shared() -> None:
    assert ranked([30, 30, 30, 30], [21, 21, 21, 22], [6, 5, 6, 0]) == [[3], [0, 2], [1]]
