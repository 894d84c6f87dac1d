"""Which seats a bot plays, as a save file keeps them (so resuming a game keeps its bots).

In the save file::

    [[bots]]
    seat = 2          # 1-based, like every seat the user sees
    name = "random"   # the bot's name (``brass_bots``)
    seed = 37         # the seed it was made with
"""
from __future__ import annotations

from typing import Any, NamedTuple

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import text
from brass.core.model.errors import DataError

BAD_BOT_SEAT = text("save.bad_bot_seat", "{file}: {key}: {detail}")
BOT_SEAT_RANGE = text("save.bot_seat_range", "seat {seat} does not exist (seats are 1 to {players})")
BOT_SEAT_TWICE = text("save.bot_seat_twice", "seat {seat} is listed twice")


class BotSeat(NamedTuple):
    """The bot that plays a seat: its name and seed."""

    name: str
    seed: int


def bots_to_save(bots: dict[int, BotSeat]) -> list[dict[str, Any]]:
    """The ``[[bots]]`` tables, by seat."""
    return [{"seat": seat + 1, "name": bot.name, "seed": bot.seed} for seat, bot in sorted(bots.items())]


def bots_from_save(entries: Any, players: int, file: str) -> dict[int, BotSeat]:
    """Read the ``[[bots]]`` tables of a save (errors name the file and the entry)."""
    if not isinstance(entries, list):
        raise DataError(BAD_BOT_SEAT(file=file, key="bots", detail=dm.EXPECTED(expected=dm.TYPE_LIST())))
    found: dict[int, BotSeat] = {}
    kinds = {"seat": (int, dm.TYPE_INT), "name": (str, dm.TYPE_STR), "seed": (int, dm.TYPE_INT)}
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise DataError(BAD_BOT_SEAT(file=file, key=f"bots[{i}]", detail=dm.EXPECTED(expected=dm.TYPE_TABLE())))
        for key in entry:
            if key not in kinds:
                raise DataError(BAD_BOT_SEAT(file=file, key=f"bots[{i}]", detail=dm.UNKNOWN_KEY()))
        for key, (kind, name) in kinds.items():
            value = entry.get(key)
            if value is None:
                raise DataError(BAD_BOT_SEAT(file=file, key=f"bots[{i}]", detail=dm.MISSING_KEY()))
            if not isinstance(value, kind) or isinstance(value, bool):
                raise DataError(BAD_BOT_SEAT(file=file, key=f"bots[{i}]",
                                             detail=dm.EXPECTED_TYPE(expected=name(), got=repr(value))))
        seat = entry["seat"]
        if not 1 <= seat <= players:
            raise DataError(BAD_BOT_SEAT(file=file, key=f"bots[{i}]",
                                         detail=BOT_SEAT_RANGE(seat=seat, players=players)))
        if seat - 1 in found:
            raise DataError(BAD_BOT_SEAT(file=file, key=f"bots[{i}]", detail=BOT_SEAT_TWICE(seat=seat)))
        found[seat - 1] = BotSeat(entry["name"], entry["seed"])
    return found


__all__ = ["BotSeat", "bots_from_save", "bots_to_save"]
