"""Recorded random games: the reference that speed work must replay identically.

Each title's games are kept in their own file (``data/<title>_games.json``) with the commit
they were recorded at, so one title can be re-recorded deliberately (after a rules change)
without touching the other. A game is chosen by a plain ``random.Random`` per game (not a
bot plugin, so changes to bots never change the reference): the chooser picks an index into
the pending decision's options, which checks the options' order as well as the moves.

Re-record deliberately with::

    .venv/bin/python -m tests.speed.game_logs record birmingham pittsburgh
"""
from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

DATA = Path(__file__).parent / "data"
PLAYER_COUNTS = (2, 3, 4)
GAMES_PER_COUNT = 20


def log_file(title: str) -> Path:
    return DATA / f"{title}_games.json"


def game_seed(players: int, index: int) -> int:
    return 1000 * players + index


def state_hash(state: Any) -> str:
    """A short digest of the whole state (its snapshot as canonical JSON)."""
    from brass.core.files.snapshot import snapshot

    blob = json.dumps(snapshot(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


def play(title: str, players: int, seed: int, expected: list[str] | None = None) -> tuple[Any, list[str]]:
    """Play one reference game; with ``expected``, stop at the first choice that differs."""
    from brass.core.hooks.games import new_game

    game = new_game(title, players, seed)
    chooser = random.Random(seed * 31 + 7)
    chosen: list[str] = []
    while (d := game.decision()) is not None:
        option = d.options[chooser.randrange(len(d.options))].id
        if expected is not None:
            n = len(chosen)
            if n >= len(expected) or expected[n] != option:
                want = expected[n] if n < len(expected) else "<end of game>"
                raise AssertionError(
                    f"{title} {players}p seed {seed}: decision {n} chose {option!r}, recorded {want!r}; "
                    f"options {[o.id for o in d.options]}"
                )
        chosen.append(option)
        game.apply(option)
    return game, chosen


def games(title: str) -> Iterator[tuple[int, int]]:
    for players in PLAYER_COUNTS:
        for i in range(GAMES_PER_COUNT):
            yield players, game_seed(players, i)


def commit() -> str:
    root = Path(__file__).resolve().parents[2]
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "core", "brass_birmingham",
                                "brass_pittsburgh", "plugins"], check=False, cwd=root, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")


def record(title: str) -> Path:
    rows = []
    for players, seed in games(title):
        game, chosen = play(title, players, seed)
        rows.append({"players": players, "seed": seed, "decisions": len(chosen), "vp": list(game.state.vp),
                     "hash": state_hash(game.state), "choices": " ".join(chosen)})
    path = log_file(title)
    DATA.mkdir(exist_ok=True)
    path.write_text(json.dumps({"title": title, "commit": commit(), "games": rows}, indent=1) + "\n")
    return path


def load(title: str) -> dict[str, Any]:
    return json.loads(log_file(title).read_text())


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] != "record":
        print("usage: python -m tests.speed.game_logs record TITLE [TITLE ...]", file=sys.stderr)
        return 2
    for title in argv[1:]:
        print(record(title))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
