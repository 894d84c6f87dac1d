"""Core game flow: turns, rounds, income, era end, determinism."""
from __future__ import annotations

from brass.core import new_game
from brass.core.files.snapshot import snapshot


def test_same_seed_same_game():
    a = new_game("birmingham", 4, 99)
    b = new_game("birmingham", 4, 99)
    assert snapshot(a.state) == snapshot(b.state)
    c = new_game("birmingham", 4, 100)
    assert snapshot(c.state) != snapshot(a.state)


def test_actions_per_round(bham_rules):
    canal, rail = bham_rules.eras
    assert [canal.actions_in_round(r) for r in (1, 2, 8)] == [1, 2, 2]
    assert [rail.actions_in_round(r) for r in (1, 2)] == [2, 2]
    assert (canal.income_after_last_round, rail.income_after_last_round) == (True, False)


def test_turn_end_refills_hand_from_deck():
    g = new_game("birmingham", 2, 4)
    st = g.state
    st.hands[0] = st.hands[0][:6]
    top = st.deck[-2:]
    deck_len = len(st.deck)
    g.hook.brass_turn_end(game=g, player=0)
    assert len(st.hands[0]) == 8
    assert st.hands[0][6:] == [top[1], top[0]]
    assert len(st.deck) == deck_len - 2


def test_canal_era_end_pays_income_then_starts_rail_era():
    g = new_game("birmingham", 2, 4)
    st = g.state
    st.order = [1, 0]
    st.round = 7
    st.money = [10, 10]
    st.income = [15, 8]  # levels 3 and -2
    st.spent = [5, 0]
    for p in range(2):
        st.discards[p].extend(st.hands[p])
        st.hands[p] = []
    st.discards[0].extend(st.deck)
    st.deck = []
    g.refresh()
    assert st.era == 1
    assert st.round == 1
    assert st.actions_left == 2
    assert st.order == [1, 0]  # P2 spent nothing, P1 spent 5
    assert st.spent == [0, 0]
    assert st.money == [13, 8]
    assert [len(h) for h in st.hands] == [8, 8]
    assert st.facedown == [0, 0]
    assert len(st.deck) == 40 - 16
    assert g.decision().player == 1
