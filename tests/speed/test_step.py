"""``Game.step``: an option applied without working out the decision after a completed action,
and the same game as ``Game.apply`` once that decision is asked for."""
from __future__ import annotations

import random

import pytest

from brass.core.hooks.games import new_game
from brass.core.model.errors import RuleViolation


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_step_plays_the_same_game_as_apply(title: str) -> None:
    stepped = new_game(title, 4, 5)
    applied = new_game(title, 4, 5)
    pick = random.Random(5)
    deferred = forced_ends = 0
    while (d := applied.decision()) is not None:
        st = applied.state
        when = (st.era, st.round, st.turn, st.actions_left)
        option = d.options[pick.randrange(len(d.options))].id
        applied.apply(option)
        stepped.step(option)
        if stepped._decision is None:
            # only an option that completes its action leaves the next decision for later,
            # also when the action's last options were forced: the game stops right after
            # the action, in the same turn (no turn, round or era end worked out yet)
            st = stepped.state
            assert st.frame is None
            assert (st.era, st.round, st.turn) == when[:3] and when[3] - 1 <= st.actions_left <= when[3]
            deferred += 1
            forced_ends += stepped.forced > 0
        assert stepped.decision() == applied.decision()
        assert stepped.state == applied.state
    assert stepped.over and deferred > 100 and forced_ends >= 5


def test_step_refuses_an_option_not_offered_and_changes_nothing() -> None:
    game = new_game("birmingham", 4, 0)
    before = game.state.clone()
    with pytest.raises(RuleViolation):
        game.step("no-such-option")
    assert game.state == before
    assert game.decision() is not None
