"""Turn order by money spent (brass.core.play.turn_order and core's default round end)."""
from __future__ import annotations

from brass.core import new_game
from brass.core.play.turn_order import reorder


def test_least_spent_goes_first():
    assert reorder([0, 1, 2, 3], [12, 3, 7, 0]) == [3, 1, 2, 0]


def test_ties_keep_previous_relative_order():
    # seats 2 and 0 tie on 5 (2 was ahead of 0), seats 3 and 1 tie on 9
    assert reorder([2, 3, 0, 1], [5, 9, 5, 9]) == [2, 0, 3, 1]
    assert reorder([1, 0], [4, 4]) == [1, 0]
    assert reorder([3, 1, 0, 2], [0, 0, 0, 0]) == [3, 1, 0, 2]


def test_reorder_does_not_change_its_input():
    order = [1, 0, 2]
    reorder(order, [5, 1, 0])
    assert order == [1, 0, 2]


def test_market_earnings_do_not_offset_spending():
    g = new_game("birmingham", 2, 3)
    st = g.state
    st.order = [0, 1]
    a, b = 0, 1
    g.pay(a, 10)
    g.earn(a, 6)  # e.g. selling iron to the market
    g.pay(b, 8)
    assert st.spent == [10, 8]
    assert st.money == [13, 9]
    assert reorder(st.order, st.spent) == [1, 0]


def test_round_end_hook_reorders_and_resets_spending():
    g = new_game("birmingham", 4, 3)
    st = g.state
    st.order = [2, 0, 3, 1]
    st.spent = [0, 0, 0, 0]
    g.pay(0, 10)
    g.earn(0, 6)
    g.pay(1, 8)
    g.pay(2, 8)
    g.pay(3, 3)
    g.hook.brass_round_end(game=g)
    # 3 spent least; 2 and 1 tie on 8 and keep their order (2 before 1); 0 spent most
    assert st.order == [3, 2, 1, 0]
    assert st.spent == [0, 0, 0, 0]


def test_round_end_in_play_reorders_and_pays_income():
    """A whole first round of a 2-player game: both pass; order, spending and income update."""
    g = new_game("birmingham", 2, 5)
    st = g.state
    st.order = [1, 0]
    st.spent = [0, 0]
    st.money = [17, 17]
    a, b = 1, 0  # A acts first this round
    g.pay(a, 10)
    g.earn(a, 6)
    g.pay(b, 8)
    st.income[a] = 15  # level 3
    st.income[b] = 8  # level -2
    g.refresh()
    assert (st.round, st.actions_left) == (1, 1)
    for seat in (a, b):
        d = g.decision()
        assert d.player == seat
        g.apply("pass")
        g.apply(g.decision().ids()[0])  # the card to discard
    assert st.round == 2
    assert st.order == [b, a]
    assert st.spent == [0, 0]
    # A: 17 - 10 + 6 + 3 income = 16; B: 17 - 8 - 2 income = 7
    assert st.money[a] == 16
    assert st.money[b] == 7
    assert [len(h) for h in st.hands] == [8, 8]
    assert g.decision().player == b
