"""A game you can keep: its record (seed, variant, plugins, start, chosen options),
undo within the current action, and save files that replay to a verified state.

Save file (TOML)::

    format = 1
    title = "birmingham"
    players = 4
    seed = 1
    plugins = []
    log = ["build", "card:birmingham", ...]   # options chosen (forced ones excluded)
    [[bots]]    # seats played by a bot: seat (1-based), bot name and seed
    [variant]   # the variant file's content, when one is used
    [start]     # the position file's content, when the game started from one
    [snapshot]  # the state after the log (checked against the replay on load)
    [action]    # inside an action: the state at its start, where its options begin in the
                # log, and whether it began by itself (what undo needs; checked likewise)
    seal = "..."  # a hash of the rest of the file and of the rules' code (see below)

Loading replays the log from the start and compares the result with the
snapshot; the first differing field is named in the error.

A save is *trusted* when its seal matches (nothing in it was edited since brass
wrote it, and the title's data and core's code are those that wrote it) and its
snapshot lies between two actions, or inside one with the ``[action]`` table (so
undo has the action's start).  The ``brass`` command's game commands load a trusted
save from its snapshot without replaying the log; anything else is replayed and
verified.  ``brass replay --verify`` and the tests always replay.
"""
from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass.core.files import atomic
from brass.core.files.atomic import read_regular
from brass.core.files.diff import first_difference
from brass.core.files.seats import BotSeat, bots_from_save, bots_to_save
from brass.core.files.snapshot import restore, snapshot
from brass.core.hooks.games import new_game
from brass.core.hooks.plugin_refs import record_of, resolve
from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import text
from brass.core.model.errors import DataError, RuleViolation
from brass.core.model.toml_input import BAD_TOML, MAX_BYTES, parse_toml
from brass.core.play.engine import Game

if TYPE_CHECKING:
    from brass.core.i18n.messages import Message

FORMAT = 1
SAVE_KEYS = ("format", "title", "players", "seed", "plugins", "log", "bots", "variant", "start", "snapshot", "action",
             "seal")

NOT_A_SAVE = text("save.not_a_save", "{file}: not a brass save file ({detail}).")
SAVE_BAD_KEY = text("save.bad_key", "{file}: {key}: {detail}")
SAVE_BAD_LOG = text("save.bad_log", "{file}: log[{index}] = “{option}” cannot be replayed: {detail}")
SAVE_MISMATCH = text(
    "save.mismatch", "{file}: the snapshot does not match the replayed game at {field} (file: {found}, replay: {expected})."
)
CANNOT_WRITE = text("save.cannot_write", "{file}: cannot write the file: {detail}")
SAVE_FORMAT = text("save.format", "{file}: save format {found} is not supported (this version reads format {expected}).")


class Session:
    """A :class:`Game` plus everything needed to save, reload and undo it."""

    def __init__(
        self,
        game: Game,
        title: str,
        seed: int,
        variant: dict[str, Any] | None = None,
        plugins: tuple[str, ...] = (),
        start: dict[str, Any] | None = None,
        log: list[str] | None = None,
    ) -> None:
        self.game = game
        self.title = title
        self.seed = seed
        self.variant = variant
        # as the file records them (brass.core.hooks.plugin_refs): installed plugins by name and
        # version, a plugin file by its name only (it loads only when the user names it again)
        self.plugins = tuple(plugins)
        self.start = start
        self.log: list[str] = list(log or [])
        #: seats played by a bot (0-based seat -> which bot), kept in the save
        self.bots: dict[int, BotSeat] = {}
        game.keep_action_start = True
        #: (real path, bytes) of the save file this game was last read from or written to
        self.read_from: tuple[str, bytes] | None = None
        #: log length at the last action boundary (what undo truncates to)
        self._mark = len(self.log)

    # -- creating ----------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        title: str,
        players: int,
        seed: int = 0,
        variant: dict[str, Any] | None = None,
        plugins: tuple[str, ...] = (),
    ) -> "Session":
        """A new game; ``plugins`` are what the user named (entry-point names or file paths).

        The save records them by name and version, or by file name only (see
        :mod:`brass.core.hooks.plugin_refs`).
        """
        game = new_game(title, players, seed, plugins=plugins, variant=variant)
        return cls(game, title, seed, variant, tuple(record_of(p) for p in plugins))

    @classmethod
    def from_position(
        cls, position: dict[str, Any], file: str = "position", strict: bool = False,
        warnings: "list[Message] | None" = None, plugin_files: tuple[str, ...] = (),
    ) -> "Session":
        """A session starting at a position file (era-rule warnings go to ``warnings``; see
        game_from_position); its plugin files load only from ``plugin_files``."""
        from brass.core.files.position_file import game_from_position

        game, title, seed, variant, plugins = game_from_position(position, file, strict, warnings, plugin_files)
        return cls(game, title, seed, variant, plugins, start=position)

    # -- playing -----------------------------------------------------------------------------
    def apply(self, option_id: str) -> None:
        """Apply one option (RuleViolation leaves everything unchanged) and record it."""
        game = self.game
        begun = game.actions_begun
        game.apply(option_id)
        self.log.append(option_id)
        if game.state.frame is None:
            self._mark = len(self.log)
        elif game.actions_begun != begun:
            # an action began during this call: with this option, or by itself afterwards
            self._mark = len(self.log) if game.began_by_itself else len(self.log) - 1

    def can_undo(self) -> bool:
        """An action is in progress and its starting state is known."""
        return self.game.state.frame is not None and self.game.action_start is not None

    def undo(self) -> bool:
        """Go back to the start of the action in progress; False when there is none."""
        if not self.can_undo():
            return False
        start = self.game.action_start
        assert start is not None
        self.game.state = start
        self.game.action_start = None
        self.game.refresh()
        del self.log[self._mark:]
        return True

    def checkpoint(self) -> tuple[Any, int]:
        """The state and log length now, for :meth:`rewind` (whole-action undo in ``brass play``)."""
        return self.game.state.clone(), len(self.log)

    def rewind(self, point: tuple[Any, int]) -> None:
        """Return to a :meth:`checkpoint` taken earlier in this session (at a decision)."""
        state, log_length = point
        self.game.state = state.clone()
        self.game.action_start = None
        self.game.refresh()
        del self.log[log_length:]
        self._mark = len(self.log)

    # -- saving --------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "title": self.title,
            "players": self.game.state.players,
            "seed": self.seed,
            "plugins": list(self.plugins),
            "log": list(self.log),
        }
        if self.bots:
            out["bots"] = bots_to_save(self.bots)
        if self.variant:
            out["variant"] = self.variant
        if self.start:
            out["start"] = self.start
        out["snapshot"] = snapshot(self.game.state)
        action = self.action_record()
        if action is not None:
            out["action"] = action
        out["seal"] = seal(out, self.title)
        return out

    def save(self, path: str | Path) -> None:
        """Write the save file atomically (a failed write leaves any old file intact)."""
        import tomli_w

        data = self.to_dict()
        content = tomli_w.dumps(data)
        expect = None
        if self.read_from is not None and os.path.realpath(path) == self.read_from[0]:
            expect = self.read_from[1]  # the file this game was read from: refuse if another command changed it
        try:
            atomic.write_text(path, content, expect)
        except OSError as exc:
            raise DataError(CANNOT_WRITE(file=str(path), detail=atomic.describe(exc))) from None
        self.read_from = (os.path.realpath(path), content.encode("utf-8"))

    @classmethod
    def load(cls, path: str | Path, trust: bool = False, plugin_files: tuple[str, ...] = ()) -> "Session":
        """Read a save file, replay its log and check the snapshot (with ``trust``, a sealed
        save between two actions is taken from its snapshot instead).

        Nothing the file names is imported: its plugin files load only from
        ``plugin_files`` (what the user named on the command line).
        """
        raw = read_save_bytes(path)
        data = parse_save(raw, str(path))
        session = cls.from_dict(data, str(path), trust, plugin_files)
        session.read_from = (os.path.realpath(path), raw)
        return session

    @classmethod
    def start_of(cls, data: dict[str, Any], file: str = "save", plugin_files: tuple[str, ...] = ()) -> "Session":
        """The session a save file starts from (its log not yet replayed)."""
        _check_header(data, file)
        if "start" in data:
            session = cls.from_position(data["start"], f"{file}: start", plugin_files)
            for key, have in (("title", session.title), ("players", session.game.state.players),
                              ("seed", session.seed)):
                if key in data and data[key] != have:
                    raise DataError(SAVE_BAD_KEY(file=file, key=key, detail=dm.CONTRADICTS_START(
                        value=repr(data[key]), start=repr(have))))
            return session
        loaded = resolve(data["plugins"], plugin_files, file)
        variant = data.get("variant")
        try:
            game = new_game(data["title"], data["players"], data["seed"], plugins=loaded, variant=variant)
        except DataError as exc:
            raise DataError(SAVE_BAD_KEY(file=file, key="title/players/variant", detail=exc.message)) from None
        return cls(game, data["title"], data["seed"], variant, tuple(data["plugins"]))

    @classmethod
    def from_dict(cls, data: dict[str, Any], file: str = "save", trust: bool = False,
                  plugin_files: tuple[str, ...] = ()) -> "Session":
        session = cls.start_of(data, file, plugin_files)
        session.bots = bots_from_save(data.get("bots", []), session.game.state.players, file)
        if trust and session.take_snapshot(data):
            return session
        for i, option in enumerate(data["log"]):
            try:
                session.apply(option)
            except RuleViolation as exc:
                raise DataError(SAVE_BAD_LOG(file=file, index=i, option=option, detail=exc.message)) from None
        checks = [("snapshot", snapshot(session.game.state))]
        if "action" in data:
            checks.append(("action", session.action_record()))
        for key, replayed in checks:
            if key not in data:
                continue
            mismatch = first_difference(data[key], replayed, key)
            if mismatch is not None:
                where, found, expected = mismatch
                raise DataError(SAVE_MISMATCH(file=file, field=where, found=repr(found), expected=repr(expected)))
        return session

    def action_record(self) -> dict[str, Any] | None:
        """What undo needs inside an action, for the save's ``[action]`` table: the state at the
        action's start, the log length there and whether the action began by itself; None
        between actions (or when the start is not known)."""
        game = self.game
        if game.state.frame is None or game.action_start is None:
            return None
        return {"start": snapshot(game.action_start), "mark": self._mark, "by_itself": game.began_by_itself}


    def take_snapshot(self, data: dict[str, Any]) -> bool:
        """Continue from the save's snapshot if the save is trusted (see the module's notes);
        False, changing nothing, otherwise."""
        shot = data.get("snapshot")
        if not isinstance(shot, dict):
            return False
        action = data.get("action")
        inside = shot.get("frame") is not None
        if inside:  # undo needs the action's start: a save without it is replayed
            if not (isinstance(action, dict) and set(action) == {"start", "mark", "by_itself"}
                    and isinstance(action["start"], dict) and isinstance(action["by_itself"], bool)
                    and type(action["mark"]) is int and 0 <= action["mark"] <= len(data["log"])):
                return False
        elif action is not None:
            return False
        if data.get("seal") != seal(data, self.title):
            return False
        game = self.game
        ext = game.state.ext
        ext_type = type(ext) if ext is not None else None
        try:
            state = restore(shot, ext_type)
            start = restore(action["start"], ext_type) if inside else None
        except Exception:  # noqa: BLE001 - a sealed file brass could not read back: replay it instead
            return False
        game.state = state
        game.refresh()
        self.log = list(data["log"])
        self._mark = len(self.log)
        if inside:
            game.action_start = start
            game.began_by_itself = action["by_itself"]
            self._mark = action["mark"]
        return True


def seal(data: dict[str, Any], title: str) -> str:
    """The hash that marks a save as written by brass with the rules now installed: of every
    key but ``seal`` (as canonical JSON) and of the title's and core's code and data."""
    from brass.core.files.cache import code_key

    body = json.dumps({k: v for k, v in data.items() if k != "seal"}, sort_keys=True, separators=(",", ":"))
    h = hashlib.sha256(body.encode())
    h.update(code_key().encode())
    return h.hexdigest()


def read_save(path: str | Path) -> dict[str, Any]:
    """Parse a save file (TOML) without replaying it."""
    return parse_save(read_save_bytes(path), str(path))


def parse_save(raw: bytes, file: str) -> dict[str, Any]:
    """Parse a save's bytes as untrusted TOML (unreadable TOML is "not a brass save file")."""
    try:
        return parse_toml(raw, file)
    except DataError as exc:
        if exc.key == BAD_TOML.key:
            raise DataError(NOT_A_SAVE(file=file, detail=exc.params["detail"])) from None
        raise


def read_save_bytes(path: str | Path) -> bytes:
    """The bytes of a save file (a regular file of bounded size), or a DataError naming it."""
    file = str(path)
    try:
        return read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        raise DataError(NOT_A_SAVE(file=file, detail=dm.FILE_NOT_FOUND())) from None
    except OSError as exc:
        raise DataError(NOT_A_SAVE(file=file, detail=atomic.describe(exc))) from None


def _check_header(data: dict[str, Any], file: str) -> None:
    for key in data:
        if key not in SAVE_KEYS:
            raise DataError(SAVE_BAD_KEY(file=file, key=key, detail=dm.UNKNOWN_KEY()))
    fmt = data.get("format")
    if fmt is None:
        raise DataError(NOT_A_SAVE(file=file, detail=dm.NO_FORMAT_KEY()))
    if isinstance(fmt, bool) or not isinstance(fmt, int):
        raise DataError(SAVE_BAD_KEY(file=file, key="format",
                                     detail=dm.EXPECTED_TYPE(expected=dm.TYPE_INT(), got=repr(fmt))))
    if fmt != FORMAT:
        raise DataError(SAVE_FORMAT(file=file, found=fmt, expected=FORMAT))
    expect = {"title": str, "players": int, "seed": int, "plugins": list, "log": list}
    if "start" in data:
        expect = {"log": list}
    type_names = {str: dm.TYPE_STR, int: dm.TYPE_INT, list: dm.TYPE_LIST}
    for key, kind in expect.items():
        if key not in data:
            raise DataError(SAVE_BAD_KEY(file=file, key=key, detail=dm.MISSING_KEY()))
        value = data[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise DataError(SAVE_BAD_KEY(file=file, key=key,
                                         detail=dm.EXPECTED_TYPE(expected=type_names[kind](), got=repr(value))))
    for i, entry in enumerate(data["log"]):
        if not isinstance(entry, str):
            raise DataError(SAVE_BAD_KEY(file=file, key=f"log[{i}]",
                                         detail=dm.EXPECTED_TYPE(expected=dm.TYPE_OPTION_ID(), got=repr(entry))))
    for i, entry in enumerate(data.get("plugins", [])):
        if not isinstance(entry, str):
            raise DataError(SAVE_BAD_KEY(file=file, key=f"plugins[{i}]", detail=dm.EXPECTED(expected=dm.TYPE_PLUGIN())))
    if "seal" in data and not isinstance(data["seal"], str):
        raise DataError(SAVE_BAD_KEY(file=file, key="seal",
                                     detail=dm.EXPECTED_TYPE(expected=dm.TYPE_STR(), got=repr(data["seal"]))))
    for key in ("variant", "start", "snapshot"):
        if key in data and not isinstance(data[key], dict):
            raise DataError(SAVE_BAD_KEY(file=file, key=key, detail=dm.EXPECTED(expected=dm.TYPE_TABLE())))
