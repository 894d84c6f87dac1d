"""Whole-action undo for ``brass play``: a checkpoint before each action a human begins.

``undo`` goes back to the last checkpoint of the player asking: the start of the action in
progress, or -- between actions -- the start of their last whole action, taking back the
bots' moves made since.  Once another human has decided, earlier checkpoints are gone:
nobody takes back a move another person has already answered.
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

    def begin_action(self, player: int, events: int, point: Any) -> None:
        """``player`` (a human) is about to begin an action from ``point`` (a session checkpoint)."""
        if self.stack and self.stack[-1].player != player:
            self.stack.clear()  # another human decides now: their moves are final for the others
        self.stack.append(Checkpoint(player, point, events))

    def can_undo(self, player: int) -> bool:
        return bool(self.stack) and self.stack[-1].player == player

    def undo(self, player: int) -> Checkpoint | None:
        """Rewind to ``player``'s last checkpoint (which is then used up); None when there is none."""
        if not self.can_undo(player):
            return None
        last = self.stack.pop()
        self.session.rewind(last.point)
        return last


__all__ = ["Checkpoint", "History"]
