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
    deferred = 0
    while (d := applied.decision()) is not None:
        option = d.options[pick.randrange(len(d.options))].id
        applied.apply(option)
        stepped.step(option)
        if stepped._decision is None:
            # only an option that completes its action leaves the next decision for later
            assert stepped.state.frame is None
            deferred += 1
        assert stepped.decision() == applied.decision()
        assert stepped.state == applied.state
    assert stepped.over and deferred > 100


def test_step_refuses_an_option_not_offered_and_changes_nothing() -> None:
    game = new_game("birmingham", 4, 0)
    before = game.state.clone()
    with pytest.raises(RuleViolation):
        game.step("no-such-option")
    assert game.state == before
    assert game.decision() is not None
