"""Random full games for 2, 3 and 4 players: invariants after every action, determinism."""
from __future__ import annotations

import random

import pytest

from brass.core import RuleViolation, new_game
from brass.core.files.snapshot import snapshot
from brass.core.play.invariants import problems
from brass.plugins.bots import RandomBot


def play(players: int, seed: int, check: bool = True, probe_illegal: bool = False) -> tuple[object, int]:
    g = new_game("birmingham", players, seed)
    bots = [RandomBot(seed * 7 + p) for p in range(players)]
    probe = random.Random(seed)
    rounds_seen = {0: set(), 1: set()}
    decisions = 0
    while not g.over:
        d = g.decision()
        assert d is not None and len(d.options) >= 2, "a pending decision always offers a real choice"
        assert len({o.id for o in d.options}) == len(d.options), "option ids are unique"
        if probe_illegal and probe.random() < 0.05:
            before = snapshot(g.state)
            with pytest.raises(RuleViolation):
                g.apply("no-such-option")
            assert snapshot(g.state) == before
        rounds_seen[g.state.era].add(g.state.round)
        g.apply(bots[d.player].choose(d))
        decisions += 1
        if check:
            found = problems(g)
            assert not found, f"seed {seed}, decision {decisions}: {found}"
    rounds = g.rules.eras[0].rounds[g.rules.player_count_index(players)]
    assert rounds_seen[0] == set(range(1, rounds + 1))
    assert rounds_seen[1] == set(range(1, rounds + 1))
    return g, decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int, fuzz_games: int) -> None:
    for seed in range(fuzz_games):
        g, _ = play(players, seed, probe_illegal=(seed % 5 == 0))
        assert g.over
        assert sum(len(group) for group in g.ranking()) == players


@pytest.mark.parametrize("players", [2, 4])
def test_the_same_seed_gives_the_same_game(players: int) -> None:
    for seed in (1, 2):
        a, na = play(players, seed, check=False)
        b, nb = play(players, seed, check=False)
        assert na == nb
        assert snapshot(a.state) == snapshot(b.state)


def test_different_seeds_give_different_setups() -> None:
    a = new_game("birmingham", 4, 1)
    b = new_game("birmingham", 4, 2)
    assert snapshot(a.state) != snapshot(b.state)
