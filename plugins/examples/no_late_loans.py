"""No late loans: once the deck is empty (an era's last rounds), Loan is not offered.

The example of replacing an action: ``brass_actions`` receives the actions the title put in
the menu and the plugin assigns its own under the id of the one it replaces (``loan``), here
core's Loan with one more condition.  The title's implementation runs first (``tryfirst``), so
this Loan takes the title's place in the menu; everything else about the action (its card
step, its money and income levels from the title's data) stays as it was.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.hooks.hookspecs import hookimpl
from brass.core.i18n.messages import Message, text
from brass.core.play.loan import Loan

if TYPE_CHECKING:
    from brass.core.play.actions import Action
    from brass.core.play.engine import Game

DECK_EMPTY = text("example.no_late_loans.deck_empty", "no loans once the deck is empty (a house rule)")


class NoLateLoan(Loan):
    """Core's Loan, offered only while cards remain in the deck."""

    def available(self, game: Game, player: int) -> bool:
        return bool(game.state.deck) and super().available(game, player)

    def unavailable_reason(self, game: Game, player: int) -> Message | None:
        return None if game.state.deck else DECK_EMPTY()


@hookimpl
def brass_actions(game: Game, actions: dict[str, Action]) -> None:
    actions["loan"] = NoLateLoan()
