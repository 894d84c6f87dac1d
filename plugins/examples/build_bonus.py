"""Build bonus: every industry tile built scores its builder 1 VP at once.

The example of an event hook: ``brass_built`` is called by a title's Build once the tile
stands on its space.  The VP go through ``Game.score``, so plugins watching ``brass_vp_scored``
hear of them too (source ``"build_bonus"``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.hooks.hookspecs import hookimpl

if TYPE_CHECKING:
    from brass.core.play.engine import Game

BONUS = 1


@hookimpl
def brass_built(game: Game, player: int) -> None:
    game.score(player, BONUS, "build_bonus")
