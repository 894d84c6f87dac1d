"""Shared fixtures for the core tests: Birmingham's compiled rules and fresh games."""
from __future__ import annotations

import pytest

from brass.core import Game, new_game, rules_for
from brass.core.files.positions import clear_board


@pytest.fixture(scope="session")
def bham_rules():
    """Birmingham's static rules (shared; never mutated by the tests)."""
    return rules_for("birmingham")


@pytest.fixture
def game4() -> Game:
    """A new 4-player Birmingham game with an empty board and order P1..P4."""
    g = new_game("birmingham", 4, 7)
    clear_board(g)
    g.state.order = [0, 1, 2, 3]
    g.state.money = [50, 50, 50, 50]
    return g

