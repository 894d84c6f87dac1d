"""The fixed action index: every option offered in random games of both titles is in it,
and the mask marks exactly the offered options."""
from __future__ import annotations

import pytest

from brass.core import RuleViolation, new_game
from brass.core.play.vocabulary import action_index
from tests.random_play import play_by_index


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_offered_option_has_an_index(title: str, players: int) -> None:
    for seed in range(3):
        play_by_index(new_game(title, players, seed=seed), seed)


def test_the_index_is_fixed_for_a_configuration() -> None:
    a = action_index(new_game("birmingham", 4, seed=1))
    b = action_index(new_game("birmingham", 4, seed=2))
    assert a is b
    assert a.ids == tuple(sorted(a.ids))
    assert a.position("build") == a.ids.index("build")
    assert "coal:dudley/1" in a.positions and "card:dudley" in a.positions


def test_unknown_ids_and_indices_are_refused() -> None:
    index = action_index(new_game("birmingham", 2, seed=1))
    with pytest.raises(RuleViolation):
        index.position("no-such-option")
    with pytest.raises(RuleViolation):
        index.option_id(len(index))
