"""The decision model: only offered options apply; refusals leave the state untouched."""
from __future__ import annotations

import pytest

from brass.core import new_game
from brass.core.files.snapshot import snapshot
from brass.core.model.errors import RuleViolation
from brass.core.model.state import OVER
from brass.core.play.invariants import problems


def _exhaust_last_era(g):
    """Last era with every card gone: the game ends at the end of this round."""
    st = g.state
    st.era = len(g.rules.eras) - 1
    st.round = 5
    for p in range(st.players):
        st.discards[p].extend(st.hands[p])
        st.hands[p] = []
    st.discards[0].extend(st.deck)
    st.deck = []
    g.refresh()


def test_option_not_offered_raises_and_leaves_state():
    g = new_game("birmingham", 3, 8)
    before = snapshot(g.state)
    d = g.decision()
    assert "teleport" not in d.ids()
    with pytest.raises(RuleViolation) as info:
        g.apply("teleport")
    assert info.value.key == "error.option_not_offered"
    assert info.value.params == {"option": "teleport"}
    assert snapshot(g.state) == before
    assert g.decision() == d


def test_option_not_offered_mid_action():
    g = new_game("birmingham", 2, 8)
    g.apply("pass")
    before = snapshot(g.state)
    d = g.decision()
    assert all(i.startswith("card:") for i in d.ids())
    with pytest.raises(RuleViolation) as info:
        g.apply("build")  # a menu option, not offered inside the action
    assert info.value.key == "error.option_not_offered"
    assert snapshot(g.state) == before
    assert g.decision().ids() == d.ids()


def test_card_not_in_hand_is_not_offered():
    g = new_game("birmingham", 2, 8)
    g.apply("pass")
    hand = {g.rules.cards[c].id for c in g.state.hands[g.decision().player]}
    missing = next(c.id for c in g.rules.cards if c.id not in hand and not c.wild)
    before = snapshot(g.state)
    with pytest.raises(RuleViolation):
        g.apply(f"card:{missing}")
    assert snapshot(g.state) == before


def test_first_decision_of_a_new_game():
    g = new_game("birmingham", 4, 1)
    st = g.state
    d = g.decision()
    assert d.player == st.order[0]
    assert d.ids() == ["build", "network", "develop", "loan", "scout", "pass"]
    assert (st.era, st.round, st.turn, st.actions_left) == (0, 1, 0, 1)
    assert problems(g) == []


def test_game_over_after_last_round():
    g = new_game("birmingham", 3, 5)
    st = g.state
    st.vp = [10, 12, 10]
    st.income = [15, 16, 20]  # levels 3, 3, 5
    st.money = [4, 4, 9]
    _exhaust_last_era(g)
    assert g.over
    assert st.phase == OVER
    assert g.decision() is None
    # no income after the final round of the game
    assert st.money == [4, 4, 9]
    assert g.ranking() == [[1], [2], [0]]


def test_applying_after_game_over_raises_game_over():
    g = new_game("birmingham", 2, 5)
    _exhaust_last_era(g)
    before = snapshot(g.state)
    with pytest.raises(RuleViolation) as info:
        g.apply("pass")
    assert info.value.key == "error.game_over"
    assert snapshot(g.state) == before


def test_clone_is_independent():
    g = new_game("birmingham", 2, 6)
    c = g.clone()
    before = snapshot(g.state)
    c.apply("pass")
    c.apply(c.decision().ids()[0])
    assert snapshot(g.state) == before
    assert snapshot(c.state) != before


def test_single_option_decisions_resolve_themselves():
    from brass.core.files.positions import set_hand, set_turn

    g = new_game("birmingham", 2, 8)
    st = g.state
    set_hand(g, 0, ["iron", "iron"])
    set_turn(g, 0, 1)
    g.refresh()
    iron = g.rules.card_index["iron"]
    pile = list(st.discards[0])
    g.apply("pass")  # the only card type to discard is chosen automatically
    assert g.forced == 1
    assert st.discards[0] == pile + [iron]
    assert st.hands[0][0] == iron
    assert len(st.hands[0]) == 8  # refilled at the end of the turn
    assert g.decision().player == 1
