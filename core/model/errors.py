"""Errors that carry a localizable message instead of an English string."""
from __future__ import annotations

from typing import Any

from brass.core.i18n.messages import Message, text

OPTION_NOT_OFFERED = text(
    "error.option_not_offered", "“{option}” is not one of the options offered now."
)
GAME_OVER = text("error.game_over", "The game is over; no more decisions can be made.")


class BrassError(Exception):
    """Base class: a user-facing error with a :class:`Message`."""

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(str(message))

    @property
    def key(self) -> str:
        return self.message.key

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.message.params)


class RuleViolation(BrassError):
    """An option that the rules do not allow; the game state is left unchanged."""


class DataError(BrassError):
    """Game data, a variant, a save or a position file is malformed or impossible."""
