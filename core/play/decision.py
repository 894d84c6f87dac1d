"""The decision model: one pending decision at a time, options with stable text ids."""
from __future__ import annotations

from typing import Any, NamedTuple

from attrs import define

from brass.core.i18n.messages import Message, text

#: ``Decision.player`` when nobody decides (never pending in a well-formed game)
NOBODY = -1

PLAYER = text("player.name", "P{number}")


_PLAYER_NAMES: dict[int, Message] = {}


def player_name(seat: int) -> Message:
    """How a seat is named in messages ("P1"; seats are shown 1-based; built once per seat)."""
    found = _PLAYER_NAMES.get(seat)
    if found is None:
        found = _PLAYER_NAMES[seat] = PLAYER(number=seat + 1)
    return found


class Option(NamedTuple):
    """A choice: a stable text ``id`` (``build``, ``card:birmingham``, ``coal:dudley/1``), a label,
    and the ``value`` the rules act on.

    The id is the vocabulary of people, saves and the RL adapters; the rules never parse it.
    ``value`` is what the option names, as the step that offers it declares: usually an index
    (card type, space, link, tile, market, source), sometimes a small named tuple of them; None
    when the id says all (``done``).  It is not saved: a loaded game finds the offered option by id.
    """

    id: str
    label: Message
    value: Any = None


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
    #: a plain dict at run time; each action reads it through its own ``TypedDict`` record
    #: (``data(frame)`` in the action's module), so type checking knows its keys
    data: Any

    def clone(self) -> Frame:
        return Frame(self.action, self.step, self.player, dict(self.data))
