"""Shared helpers for the ``brass`` command-line tests (run through click's CliRunner)."""
from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from brass.core.cli.group import cli

REPO = Path(__file__).resolve().parents[2]
VARIANT = REPO / "brass_birmingham" / "variants" / "cheap_canals.toml"
DATA_DIR = REPO / "brass_birmingham" / "data"
COMMANDS = ("titles", "new", "show", "options", "choose", "play", "replay", "simulate", "compare", "sweep", "data",
            "bench", "compile", "fuzz", "rules", "learn", "serve",
            "locales", "server")

#: a small valid position file, following the example in core/files/position_file.py
POSITION = """\
format = 1
title = "birmingham"
players = 2
seed = 7
era = "canal"
round = 2
turn = 1
actions_left = 2

[[player]]
money = 20
income = 10
vp = 0
hand = ["birmingham", "iron"]
developed = ["cotton/1"]

[[player]]
money = 17
income = 10
hand = ["dudley", "coventry"]

[[tile]]
space = "birmingham/1"
industry = "cotton"
level = 2
owner = 1
flipped = false

[[link]]
line = "birmingham-dudley"
owner = 2

[markets]
coal = 13
iron = 8

[[merchant]]
slot = "oxford/1"
tile = "all"
goods = 1
"""


def run(*args: Any, input: str | None = None, expect: int | None = None) -> Result:
    """Invoke ``brass ARGS``; fail on any crash (an exception other than a clean exit, or a traceback)."""
    result = CliRunner().invoke(cli, [str(a) for a in args], input=input, prog_name="brass")
    exc = result.exception
    assert exc is None or isinstance(exc, SystemExit), f"brass {' '.join(map(str, args))} crashed: {exc!r}"
    assert "Traceback" not in result.output
    assert "Traceback" not in result.stderr
    if expect is not None:
        assert result.exit_code == expect, (result.exit_code, result.output)
    return result


def error_line(result: Result) -> str:
    """The one localized error line on stderr (UserError)."""
    lines = [ln for ln in result.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(("Error: ", "ข้อผิดพลาด: ")), lines[0]  # English or Thai
    return lines[0]


def usage_error(result: Result) -> str:
    """A click usage error: exit code 2, usage and an "Error:" line on stderr."""
    assert result.exit_code == 2, (result.exit_code, result.output)
    assert "Usage: brass" in result.stderr
    lines = [ln for ln in result.stderr.splitlines() if ln.startswith("Error: ")]
    assert len(lines) == 1, result.stderr
    return lines[0]


def load(path: Path | str) -> dict[str, Any]:
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def as_json(result: Result) -> Any:
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def new_save(tmp_path: Path, name: str = "game.toml", players: int = 2, seed: int = 3, *extra: Any) -> Path:
    path = tmp_path / name
    r = run("new", "birmingham", "--players", players, "--seed", seed, "-o", path, *extra, expect=0)
    assert r.stdout.strip() == f"Saved a new Brass: Birmingham game for {players} players to {path}."
    return path


def rules():
    from brass.core.hooks.games import rules_for

    return rules_for("birmingham")


def render(message: Any) -> str:
    from brass.core.cli.common import Output

    return Output("en", rules().currency).text(message)


def card_ids(indices: list[int]) -> list[str]:
    """Card ids of snapshot card indices."""
    cards = rules().cards
    return [cards[i].id for i in indices]


def card_name(card_id: str) -> str:
    r = rules()
    return render(r.names.card(r, r.card_index[card_id]))


def unwrap(text: str) -> str:
    """Terminal output with each wrapped line joined again (pieces after the first are indented)."""
    out: list[str] = []
    for line in text.splitlines():
        if out and out[-1] and line.startswith("  ") and not out[-1].startswith("  "):
            out[-1] += " " + line.strip()
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def section(text: str, title: str) -> list[str]:
    """The lines after the header line ``title`` up to the next blank line."""
    lines = text.splitlines()
    start = lines.index(title) + 1
    out = []
    for line in lines[start:]:
        if not line.strip():
            break
        out.append(line)
    return out


def final_scores(text: str) -> list[str]:
    lines = text.splitlines()
    i = lines.index("Final scores")  # English output
    return [ln for ln in lines[i + 1:] if re.match(r"^\d+\. P\d+: ", ln)]


SCORE_RE = re.compile(r"^\d+\. P\d+: -?\d+ VP, income level -?\d+, £-?\d+$")
