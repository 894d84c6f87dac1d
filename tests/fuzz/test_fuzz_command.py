"""``brass fuzz``: random games with every check; a modest run for CI (the long runs are in the
report), and proof that a failing check is reported."""
from __future__ import annotations

import re

import pytest

from brass.core import new_game
from brass.core.files import fuzz
from brass.core.files.fuzz import FuzzReport, fuzz_game
from brass.core.play.invariants import problems

from .helpers import run, user_error

SUMMARY = re.compile(r"games: (\d+), decisions: (\d+), in [\d.]+ s; "
                     r"checks: invariants (\d+), options not offered (\d+), "
                     r"save round trips (\d+), position round trips (\d+), clones (\d+)\.")


@pytest.mark.parametrize("title, args", [
    ("birmingham", ["--games", "3", "--rate", "0.2"]),
    ("pittsburgh", ["--games", "2", "--players", "2", "--bots", "random,eager", "--rate", "0.2"]),
])
def test_fuzz_runs_every_check(title: str, args: list[str]) -> None:
    r = run("fuzz", title, "--seed", "7", *args)
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    m = SUMMARY.fullmatch(lines[0])
    assert m, lines[0]
    games, decisions, invariants, *probes = map(int, m.groups())
    assert games == int(args[1]) and decisions > 150 * games
    assert invariants == decisions + games  # after setup and after every decision
    assert all(p > 0 for p in probes), probes
    assert lines[1:] == ["No check failed."]


def test_fuzz_is_deterministic() -> None:
    a, b = FuzzReport(), FuzzReport()
    fuzz_game("birmingham", 3, 5, 0, ("random",), 0.1, a)
    fuzz_game("birmingham", 3, 5, 0, ("random",), 0.1, b)
    assert (a.decisions, a.checks) == (b.decisions, b.checks)


def test_a_failing_check_is_reported_with_its_game_and_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = [0]

    def broken(game):
        calls[0] += 1
        return ["P1 has negative money -1"] if calls[0] == 11 else []

    monkeypatch.setattr(fuzz, "problems", broken)
    r = run("fuzz", "birmingham", "--games", "1", "--players", "2", "--seed", "3")
    assert r.stdout.splitlines()[1] == (
        "game seed 3000009, decision 10: invariants failed: P1 has negative money -1")
    assert user_error(r) == "Error: 1 check failed."


@pytest.mark.parametrize("args, message", [
    (["birmingham", "--players", "5"], "Error: Brass: Birmingham is played by 2/3/4 players, not 5."),
    (["birmingham", "--bots", "random,clever"],
     "Error: Unknown bot “clever”; available: eager, heuristic, random, search."),
    (["nosuch"], "Error: Unknown title “nosuch”. Installed titles: birmingham, pittsburgh."),
])
def test_fuzz_refuses_bad_arguments(args: list[str], message: str) -> None:
    assert user_error(run("fuzz", *args)) == message


def test_pittsburghs_own_invariants_are_checked() -> None:
    g = new_game("pittsburgh", 2, 1)
    assert problems(g) == []
    ext = g.state.ext
    field = g.rules.title.oilfields[0]
    ext.whiskey[1] = 4
    ext.oil[field] = -1
    ext.train_cubes[0] = -2
    assert problems(g) == ["P2 has 4 whiskey (0..3)", f"oil[{field}] is negative (-1)",
                           "train cubes[0] is negative (-2)"]
