"""Fixtures of the command-line tests: one finished game saved by ``brass play``."""
from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import run


@pytest.fixture(scope="session")
def finished_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A 2-player bot game played to the end with --save; returns (save file, play output)."""
    path = tmp_path_factory.mktemp("finished") / "finished.toml"
    r = run("play", "birmingham", "--players", 2, "--bots", "all", "--bot", "random", "--seed", 1, "--save", path,
            expect=0)
    return path, r.stdout
