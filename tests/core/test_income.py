"""Income at round end: core's default ``brass_collect_income`` and the shortfall hook."""
from __future__ import annotations

import pytest

from brass.core import hookimpl, new_game


class ShortfallRecorder:
    """A plugin that records shortfalls instead of applying the title's penalty."""

    def __init__(self) -> None:
        self.calls: list[tuple[int, int]] = []

    @hookimpl(tryfirst=True)
    def brass_income_shortfall(self, game, player, owed):
        self.calls.append((player, owed))
        return True


@pytest.fixture
def recorded():
    rec = ShortfallRecorder()
    g = new_game("birmingham", 3, 11, plugins=(rec,))
    g.state.money = [20, 20, 20]
    return g, rec


def test_level_3_collects_3(recorded):
    g, rec = recorded
    g.state.income[0] = 15
    g.hook.brass_collect_income(game=g, player=0)
    assert g.state.money == [23, 20, 20]
    assert rec.calls == []


def test_level_0_collects_nothing(recorded):
    g, _rec = recorded
    g.state.income[1] = 10
    g.hook.brass_collect_income(game=g, player=1)
    assert g.state.money == [20, 20, 20]


def test_level_minus_2_pays_2(recorded):
    g, rec = recorded
    g.state.income[2] = 8
    g.hook.brass_collect_income(game=g, player=2)
    assert g.state.money == [20, 20, 18]
    assert g.state.spent == [0, 0, 0]  # income is not spending
    assert rec.calls == []


def test_exact_payment_leaves_zero_without_shortfall(recorded):
    g, rec = recorded
    g.state.income[0] = 5  # level -5
    g.state.money[0] = 5
    g.hook.brass_collect_income(game=g, player=0)
    assert g.state.money[0] == 0
    assert rec.calls == []


def test_unpayable_income_triggers_shortfall_with_unpaid_amount(recorded):
    g, rec = recorded
    g.state.income[1] = 4  # level -6
    g.state.money[1] = 2
    g.hook.brass_collect_income(game=g, player=1)
    assert g.state.money == [20, 0, 20]
    assert rec.calls == [(1, 4)]


def test_birmingham_shortfall_without_tiles_costs_vp():
    """Without a recorder the title's shortfall applies (no tiles: 1 VP per £1 unpaid)."""
    g = new_game("birmingham", 2, 1)
    st = g.state
    st.income[0] = 7  # level -3
    st.money[0] = 1
    st.vp[0] = 10
    g.hook.brass_collect_income(game=g, player=0)
    assert st.money[0] == 0
    assert st.vp[0] == 8
