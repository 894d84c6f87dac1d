"""The decision model: one pending decision at a time, options with stable text ids."""
from __future__ import annotations

from typing import Any, NamedTuple

from attrs import define

from brass.core.i18n.messages import Message

#: ``Decision.player`` when nobody decides (never pending in a well-formed game)
NOBODY = -1


class Option(NamedTuple):
    """A choice: stable ``id`` (``build``, ``card:birmingham``, ``coal:dudley/1``) and a label."""

    id: str
    label: Message


class Decision(NamedTuple):
    """Who decides, what is asked and the legal options (never empty)."""

    player: int
    prompt: Message
    options: tuple[Option, ...]

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def find(self, option_id: str) -> Option | None:
        for o in self.options:
            if o.id == option_id:
                return o
        return None


@define(slots=True)
class Frame:
    """An action in progress: which action, which step, who acts, and what was chosen.

    ``data`` holds only immutable plain values (int, str, bool, tuples of them) so a
    frame is cheap to copy and can be saved.
    """

    action: str
    step: str
    player: int
    data: dict[str, Any]

    def clone(self) -> "Frame":
        return Frame(self.action, self.step, self.player, dict(self.data))
