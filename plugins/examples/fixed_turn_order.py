"""Fixed turn order: the order drawn at setup is kept all game (spending no longer decides)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.hooks.hookspecs import hookimpl

if TYPE_CHECKING:
    from brass.core.play.engine import Game


@hookimpl
def brass_next_order(game: Game) -> list[int]:
    return list(game.state.order)
