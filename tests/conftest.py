"""Shared pytest options: the size of the long random-game runs."""
from __future__ import annotations

import os
import shutil
import tempfile

import pytest

_own_cache: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """The tests (and the commands they start) keep brass's cache in a folder of their own,
    never in the user's (``brass.core.files.cache``); it is removed afterwards."""
    # commands the tests run never go through a server the user runs (tests/cli/test_server.py
    # starts its own)
    os.environ.setdefault("BRASS_SERVER", "off")
    if "BRASS_CACHE_DIR" not in os.environ:
        folder = tempfile.mkdtemp(prefix="brass-test-cache-")
        _own_cache.append(folder)
        os.environ["BRASS_CACHE_DIR"] = folder


def pytest_unconfigure(config: pytest.Config) -> None:
    for folder in _own_cache:
        shutil.rmtree(folder, ignore_errors=True)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--fuzz-games", type=int, default=50,
        help="random games per player count in the fuzz tests (CI uses the default)",
    )


@pytest.fixture
def fuzz_games(request: pytest.FixtureRequest) -> int:
    return request.config.getoption("--fuzz-games")


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Commands without --lang read the language from the environment; tests expect English
    whatever the machine's locale, unless a test sets these itself."""
    for var in ("BRASS_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "BRASS_LOCALE_PATH"):
        monkeypatch.delenv(var, raising=False)
