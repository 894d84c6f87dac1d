"""OpenSpiel states of python_brass serialize (pyspiel's ``serialize``, ``serialize_game_and_state``
and ``pickle``) as a save file's data: the deal's seed, the options chosen, the state they lead
to.  Reading one back replays the options; the copy plays on exactly as the original."""
from __future__ import annotations

import pickle
import random
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("numpy")
pyspiel = pytest.importorskip("pyspiel")

import brass.plugins.rl.openspiel_game  # noqa: E402,F401 - registers python_brass
from brass.core.files.session import Session  # noqa: E402
from brass.core.files.snapshot import snapshot  # noqa: E402


def mid_game(moves: int) -> tuple[Any, Any]:
    """A 2-player Birmingham game dealt from seed 43, ``moves`` random choices in."""
    game = pyspiel.load_game("python_brass", {"title": "birmingham", "players": 2, "deals": 5, "seed": 40})
    state = game.new_initial_state()
    state.apply_action(3)
    rng = random.Random(7)
    for _ in range(moves):
        state.apply_action(rng.choice(state.legal_actions()))
    return game, state


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_random_simulation_with_serialization(title: str) -> None:
    game = pyspiel.load_game("python_brass", {"title": title, "players": 2, "deals": 5})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_a_state_read_back_plays_on_as_the_original() -> None:
    game, state = mid_game(60)
    copies = [game.deserialize_state(state.serialize()), pickle.loads(pickle.dumps(state)),
              pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]]
    for copy in copies:
        assert str(copy) == str(state)
        assert copy.history() == state.history()
        assert copy.move_number() == state.move_number() == 61
    rng = random.Random(3)
    while not state.is_terminal():
        legal = state.legal_actions()
        action = rng.choice(legal)
        for copy in copies:
            assert copy.current_player() == state.current_player()
            assert copy.legal_actions() == legal
            copy.apply_action(action)
        state.apply_action(action)
    assert [copy.returns() for copy in copies] == [state.returns()] * 3
    assert all(copy.is_terminal() for copy in copies)


def test_a_state_before_the_deal_serializes() -> None:
    game = pyspiel.load_game("python_brass", {"title": "birmingham", "players": 3, "deals": 4})
    state = game.new_initial_state()
    copy = game.deserialize_state(state.serialize())
    assert copy.is_chance_node()
    assert state.save_data() is None and copy.save_data() is None
    copy.apply_action(2)
    assert copy.save_data()["seed"] == 2


def test_the_serialized_game_is_a_save_brass_replays(tmp_path: Path) -> None:
    import tomli_w

    _, state = mid_game(25)
    data = state.save_data()
    assert (data["title"], data["players"], data["seed"], data["plugins"]) == ("birmingham", 2, 43, [])
    # the log is the options chosen after the deal (a decision with one option is not part of it)
    assert data["log"] == [state.action_to_string(state.current_player(), a) for a in state.history()[1:]]
    save = tmp_path / "from_openspiel.toml"
    save.write_text(tomli_w.dumps(data), encoding="utf-8")
    replayed = Session.load(save)  # strict: the log must replay to the snapshot
    assert snapshot(replayed.game.state) == data["snapshot"]
    assert replayed.log == data["log"]
