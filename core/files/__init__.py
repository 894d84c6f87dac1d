"""Files a user keeps: saves (a record that replays), snapshots, position files, atomic writes."""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "atomic": ["RefusedWrite", "read_regular", "write_text"],
    "diff": ["differences", "first_difference"],
    "fuzz": ["FuzzReport", "fuzz_game"],
    "position_file": ["PositionFile", "game_from_position", "position_of"],
    "provenance": ["content_hash", "plugin_identity", "provenance"],
    "rows": ["rows_of", "write_plain_rows", "write_rows"],
    "seats": ["BotSeat", "bots_from_save", "bots_to_save"],
    "session": ["Session", "read_save"],
    "snapshot": ["restore", "snapshot"],
})
