"""Shared helpers for the safety tests: running ``brass`` in-process or as a real process."""
from __future__ import annotations

import sys
from pathlib import Path

import tomli_w
from click.testing import CliRunner, Result

from brass.core.cli.group import cli
from brass.core.files.session import Session

#: the installed ``brass`` command of this environment (for tests that need real processes)
BRASS = str(Path(sys.executable).parent / "brass")


def run(*args: object) -> Result:
    """``brass ARGS`` through click's runner (stdout and stderr kept apart)."""
    return CliRunner().invoke(cli, [str(a) for a in args])


def new_save(path: Path, title: str = "birmingham", players: int = 2, seed: int = 1) -> Path:
    Session.new(title, players, seed).save(path)
    return path


def write_toml(path: Path, data: dict) -> Path:
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def user_error(result: Result) -> str:
    """The one error line of a refused command (exit code 1, no traceback)."""
    assert result.exit_code == 1, (result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert "Traceback" not in result.output
    return lines[0]
