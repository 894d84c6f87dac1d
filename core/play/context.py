"""What the building blocks below the engine (actions, transport) use of a game.

The engine's :class:`~brass.core.play.engine.Game` satisfies this protocol; typing against it
lets those modules sit below the engine without importing it (no import circle).
"""
from __future__ import annotations

from typing import Protocol

from brass.core.model.rules import Rules
from brass.core.model.state import State


class GameContext(Protocol):
    """A game's shared static rules and its dynamic state."""

    rules: Rules
    state: State
