"""Whole-action undo for ``brass play``: a checkpoint before each action a human begins.

``undo`` goes back to the last checkpoint of the player asking: the start of the action in
progress, or -- between actions -- the start of their last whole action, taking back the
bots' moves made since.  Once another human has decided, earlier checkpoints are gone:
nobody takes back a move another person has already answered; nor an action after which
cards were drawn (the player would know what comes next).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from brass.core.files.session import Session


class Checkpoint(NamedTuple):
    """The game as it was when ``player`` began an action; ``events`` = journal length then."""

    player: int
    point: Any
    events: int


class History:
    """Checkpoints of the humans' actions in one ``brass play`` run."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.stack: list[Checkpoint] = []
        #: the humans who have begun an action in this game
        self.acted: set[int] = set()

    def begin_action(self, player: int, events: int, point: Any) -> None:
        """``player`` (a human) is about to begin an action from ``point`` (a session checkpoint)."""
        self.acted.add(player)
        if self.stack and self.stack[-1].player != player:
            self.stack.clear()  # another human decides now: their moves are final for the others
        self.stack.append(Checkpoint(player, point, events))

    def can_undo(self, player: int) -> bool:
        return bool(self.stack) and self.stack[-1].player == player

    def drawn_since(self, player: int) -> bool:
        """Cards were drawn since ``player``'s last checkpoint (the deck changed: their hand's
        refill at the end of the turn comes first, a new era deals new hands): they have seen
        them, so the action is final."""
        if not self.can_undo(player):
            return False
        state = self.stack[-1].point[0]
        return self.session.game.state.deck != state.deck

    def undo(self, player: int) -> Checkpoint | None:
        """Rewind to ``player``'s last checkpoint (which is then used up); None when there is none."""
        if not self.can_undo(player):
            return None
        last = self.stack.pop()
        self.session.rewind(last.point)
        return last


__all__ = ["Checkpoint", "History"]
