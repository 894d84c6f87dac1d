"""Seat numbers on the command line (1-based) and who is played by a bot."""
from __future__ import annotations

from brass.core.i18n.messages import text

BAD_SEAT = text("cli.bad_seat", "There is no seat {seat}: seats are 1 to {players}.")
BAD_SEATS = text("cli.bad_seats", "--bots must be “all”, “none” or seat numbers like 1,3 (got {value}).")


def parse_seats(value: str, players: int) -> set[int]:
    """0-based seats named by ``all``, ``none`` or ``1,3``; ValueError when malformed."""
    if value == "all":
        return set(range(players))
    if value in ("none", ""):
        return set()
    seats = set()
    for raw in value.split(","):
        part = raw.strip()
        if not part.isdigit() or not 1 <= int(part) <= players:
            raise ValueError(value)
        seats.add(int(part) - 1)
    return seats
