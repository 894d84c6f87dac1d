"""The OpenSpiel game and the PettingZoo environment pass their libraries' own API checks,
play whole games through the fixed action index, and never show a seat another's hand."""
from __future__ import annotations

import json

import pytest

# the adapters' libraries come with brass[rl]: without them these tests skip (and only these)
np = pytest.importorskip("numpy", reason="brass[rl] not installed")
pyspiel = pytest.importorskip("pyspiel", reason="brass[rl] not installed")
api_test = pytest.importorskip("pettingzoo.test", reason="brass[rl] not installed").api_test

import brass.plugins.rl.openspiel_game  # noqa: E402,F401 - registers python_brass
from brass.core import new_game  # noqa: E402
from brass.plugins.rl.observation import ObservationEncoder  # noqa: E402
from brass.plugins.rl.pettingzoo_env import BrassAECEnv, env  # noqa: E402


@pytest.mark.parametrize(("title", "players"), [("birmingham", 2), ("birmingham", 4), ("pittsburgh", 3)])
def test_openspiel_random_simulation(title: str, players: int) -> None:
    game = pyspiel.load_game("python_brass", {"title": title, "players": players, "deals": 20})
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_openspiel_game_follows_the_engine() -> None:
    game = pyspiel.load_game("python_brass", {"title": "birmingham", "players": 2, "deals": 5, "seed": 40})
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert [p for _, p in state.chance_outcomes()] == [0.2] * 5
    state.apply_action(3)  # the deal with seed 43
    engine = new_game("birmingham", 2, seed=43)
    rng = np.random.default_rng(0)
    while not state.is_terminal():
        player = state.current_player()
        assert player == engine.decision().player
        legal = state.legal_actions()
        assert sorted(state.action_to_string(player, a) for a in legal) == sorted(engine.decision().ids())
        clone = state.clone()
        action = int(rng.choice(legal))
        state.apply_action(action)
        engine.apply(clone.action_to_string(player, action))
        assert clone.history() != state.history()
    assert state.returns() == [float(v) for v in engine.state.vp]
    assert state.ranking() == engine.ranking()


def test_openspiel_observation_hides_other_hands() -> None:
    game = pyspiel.load_game("python_brass", {"title": "birmingham", "players": 3, "deals": 1})
    state = game.new_initial_state()
    state.apply_action(0)
    seen = json.loads(state.observation_string(1))
    hands = [p for p in seen["players"] if "hand" in p]
    assert [p["seat"] for p in hands] == [2]
    assert len(state.observation_tensor(0)) == game.observation_tensor_size()


# PettingZoo warns about every dict observation, the documented form for action masks
@pytest.mark.filterwarnings("ignore:Observation:UserWarning")
@pytest.mark.parametrize(("title", "players"), [("birmingham", 2), ("pittsburgh", 4)])
def test_pettingzoo_api(title: str, players: int) -> None:
    api_test(env(title=title, players=players), num_cycles=400, verbose_progress=False)


def test_pettingzoo_plays_whole_games_with_masks() -> None:
    e = BrassAECEnv(title="birmingham", players=3)
    rng = np.random.default_rng(1)
    e.reset(seed=5)
    steps = 0
    final: dict[str, tuple[float, dict]] = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            final[agent] = (reward, info)
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.sum() == len(e.game.decision().options)
        for other in e.agents:  # nobody else may act now
            if other != agent:
                assert e.observe(other)["action_mask"].sum() == 0
        e.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    assert steps > 100
    assert e.game.over
    vp = {f"player_{p}": v for p, v in enumerate(e.game.state.vp)}
    assert {a: info["vp"] for a, (_, info) in final.items()} == vp
    assert {a: reward for a, (reward, _) in final.items()} == {a: float(v) for a, v in vp.items()}
    places = {f"player_{seat}": place for place, seats in enumerate(e.game.ranking(), 1) for seat in seats}
    assert {a: info["rank"] for a, (_, info) in final.items()} == places


def test_reset_with_a_seed_repeats_the_deal() -> None:
    e = BrassAECEnv(title="pittsburgh", players=2)
    e.reset(seed=9)
    first = e.observe(e.agent_selection)["observation"].copy()
    e.reset(seed=9)
    assert np.array_equal(first, e.observe(e.agent_selection)["observation"])


def test_the_observation_does_not_depend_on_hidden_cards() -> None:
    game = new_game("birmingham", 4, seed=2)
    encoder = ObservationEncoder(game)
    before = encoder.encode(game, 0)
    other = game.clone()
    st = other.state
    pool = st.hands[1] + st.hands[2] + st.hands[3] + st.deck
    pool.reverse()
    for p in (1, 2, 3):
        st.hands[p], pool = pool[: len(st.hands[p])], pool[len(st.hands[p]):]
    st.deck = pool
    assert st.hands != game.state.hands
    assert encoder.encode(other, 0) == before
