"""Shared pytest options: the size of the long random-game runs."""
from __future__ import annotations

import pytest


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
