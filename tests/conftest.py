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
