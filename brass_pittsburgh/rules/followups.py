"""What an action leaves to resolve before it ends: Skyscraper bonus sales, free develops.

Rewards earned during an action (a Skyscraper's bonus sale, Locomotive Works'
develops, a line's or an oilfield's free develop) are resolved at once, as part
of that action: the action continues with these frames, and the last one ends it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.actions import chain
from brass.core.play.decision import Frame

if TYPE_CHECKING:
    from brass.core.play.engine import Game

BONUS_SELL = "bonus_sell"
FREE_DEVELOP = "free_develop"


def next_followup(game: Game, player: int) -> Frame | None:
    ext = game.state.ext
    if ext.bonus_sells[player] > 0:
        return Frame(BONUS_SELL, "ask", player, {"sold": (), "merchants": ()})
    if ext.free_develops[player] > 0:
        return Frame(FREE_DEVELOP, "tile", player, {})
    return None


def finish(game: Game, player: int) -> bool:
    """End the current action, or continue it with what it still owes the player."""
    follow = next_followup(game, player)
    if follow is None:
        return True
    return chain(game, follow)
