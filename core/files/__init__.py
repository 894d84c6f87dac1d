"""Files a user keeps: saves (a record that replays), snapshots, position files, atomic writes."""
from __future__ import annotations

from brass.core.exports import lazy

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.files.atomic import (
        RefusedWrite as RefusedWrite,
        read_regular as read_regular,
        write_text as write_text,
    )
    from brass.core.files.diff import differences as differences, first_difference as first_difference
    from brass.core.files.fuzz import FuzzReport as FuzzReport, fuzz_game as fuzz_game
    from brass.core.files.position_file import (
        PositionFile as PositionFile,
        game_from_position as game_from_position,
        position_of as position_of,
    )
    from brass.core.files.provenance import (
        content_hash as content_hash,
        plugin_identity as plugin_identity,
    )
    from brass.core.files.rows import rows_of as rows_of, write_plain_rows as write_plain_rows, write_rows as write_rows
    from brass.core.files.seats import (
        BotSeat as BotSeat,
        bots_from_save as bots_from_save,
        bots_to_save as bots_to_save,
    )
    from brass.core.files.session import Session as Session, read_save as read_save
    from brass.core.files.snapshot import restore as restore

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
