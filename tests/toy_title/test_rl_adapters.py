"""The template title under the reinforcement-learning adapters: it declares every option id
its steps offer (``brass_option_ids``), so a title copied from it passes PettingZoo's and
OpenSpiel's own API tests, serialization included.  The adapters need the extra ``brass[rl]``;
without it those tests skip."""
from __future__ import annotations

import pytest

from brass.core import new_game
from brass.core.play.vocabulary import action_index
from tests.random_play import play_by_index


@pytest.mark.parametrize("players", [2, 3])
def test_every_option_the_template_offers_has_an_index(players: int) -> None:
    for seed in range(4):
        play_by_index(new_game("toy", players, seed=seed), seed)


def test_the_template_declares_its_own_steps() -> None:
    ids = set(action_index(new_game("toy", 2, seed=0)).ids)
    # Ashby: a mine space and a mill space; Brook: one space for either; Crane: mill, mine
    assert {i for i in ids if i.startswith("build:")} == {
        "build:mine@ashby/1", "build:mill@ashby/2", "build:mine@brook/1", "build:mill@brook/1",
        "build:mill@crane/1", "build:mine@crane/2"}
    assert {i for i in ids if i.startswith(("develop:", "link:"))} == {
        "develop:mine", "develop:mill",
        "link:ashby-brook", "link:brook-crane", "link:crane-market_town", "link:ashby-market_town"}
    assert {"sell:ashby/2", "sell:crane/1", "card:ashby", "road", "done"} <= ids


def test_openspiel_random_simulation_of_the_template() -> None:
    pytest.importorskip("numpy")
    pyspiel = pytest.importorskip("pyspiel")
    import brass.plugins.rl.openspiel_game  # noqa: F401 - registers python_brass

    for players in (2, 3):
        game = pyspiel.load_game("python_brass", {"title": "toy", "players": players, "deals": 10})
        pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


# PettingZoo warns about every dict observation, the documented form for action masks
@pytest.mark.filterwarnings("ignore:Observation:UserWarning")
@pytest.mark.parametrize("players", [2, 3])
def test_pettingzoo_api_of_the_template(players: int) -> None:
    pytest.importorskip("numpy")
    pytest.importorskip("pettingzoo")
    from pettingzoo.test import api_test

    from brass.plugins.rl.pettingzoo_env import env

    api_test(env(title="toy", players=players), num_cycles=400, verbose_progress=False)
