"""Random full games of Pittsburgh for 2, 3 and 4 players.

Random bots play whole games; after every decision brass.core.play.invariants.problems()
finds nothing, every pending decision offers at least two options with unique
ids, both eras run all 8 rounds, and the same seed always gives the same final
state.  The command line plays a full bot game and prints the final scores.
"""
from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from brass.core import new_game
from brass.core.files.snapshot import snapshot
from brass.core.play.invariants import problems
from brass.plugins.bots import RandomBot


def play(players: int, seed: int, check: bool = True):
    g = new_game("pittsburgh", players, seed)
    bots = [RandomBot(seed * 7 + p) for p in range(players)]
    rounds_seen: dict[int, set[int]] = {0: set(), 1: set()}
    decisions = 0
    if check:
        assert problems(g) == [], f"seed {seed}: setup"
    while not g.over:
        d = g.decision()
        assert d is not None
        ids = d.ids()
        assert len(ids) >= 2, f"seed {seed}, decision {decisions}: a lone option {ids} was asked"
        assert len(set(ids)) == len(ids), f"seed {seed}, decision {decisions}: duplicate ids {ids}"
        rounds_seen[g.state.era].add(g.state.round)
        g.apply(bots[d.player].choose(d))
        decisions += 1
        if check:
            found = problems(g)
            assert found == [], f"seed {seed}, decision {decisions}: {found}"
    assert rounds_seen == {0: set(range(1, 9)), 1: set(range(1, 9))}
    return g, decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int, fuzz_games: int) -> None:
    for seed in range(fuzz_games):
        g, _ = play(players, seed)
        assert g.over
        assert g.decision() is None
        ranking = g.ranking()
        assert sorted(p for group in ranking for p in group) == list(range(players))
        assert not any(g.state.deck) and not any(g.state.hands)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_same_seed_gives_the_same_game(players: int) -> None:
    for seed in (1, 2):
        a, na = play(players, seed, check=False)
        b, nb = play(players, seed, check=False)
        assert na == nb
        assert snapshot(a.state) == snapshot(b.state)


def test_different_seeds_give_different_games() -> None:
    a, _ = play(3, 1, check=False)
    b, _ = play(3, 2, check=False)
    assert snapshot(a.state) != snapshot(b.state)


def test_the_cli_plays_a_full_bot_game_and_prints_final_scores() -> None:
    from brass.core.cli.group import cli

    result = CliRunner().invoke(cli, ["play", "pittsburgh", "--players", "3", "--bots", "all", "--bot", "random",
                                      "--seed", "1"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Era 1, round 1" in out
    assert "Era 2, round 8" in out
    lines = out.rstrip().splitlines()
    at = max(i for i, line in enumerate(lines) if line.strip() == "Final scores")
    scores = lines[at + 1:]
    assert len(scores) == 3
    for place, line in enumerate(scores, start=1):
        assert re.match(rf"{place}\. P[123]: -?\d+ VP, income level -?\d+, \$\d+$", line), line
    assert sorted(line.split(":")[0].split()[1] for line in scores) == ["P1", "P2", "P3"]
    again = CliRunner().invoke(cli, ["play", "pittsburgh", "--players", "3", "--bots", "all", "--bot", "random",
                                     "--seed", "1"])
    assert again.output == out
