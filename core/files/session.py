"""A game you can keep: its record (seed, variant, plugins, start, chosen options),
undo within the current action, and save files whose log is the truth.

Save file (TOML)::

    format = 1
    title = "birmingham"
    players = 4
    seed = 1
    plugins = []
    log = ["build", "card:birmingham", ...]   # options chosen (forced ones excluded)
    history = [...]   # moves from before ``[base]``, kept for the record only (see below)
    [[bots]]    # seats played by a bot: seat (1-based), bot name and seed
    [variant]   # the variant file's content, when one is used
    [start]     # the position file's content, when the game started from one
    [base]      # the state the log starts from, when it does not start at the beginning
    [snapshot]  # the state after the log (checked against the replay on load)
    [action]    # inside an action: the state at its start, where its options begin in the
                # log, and whether it began by itself (what undo needs; checked likewise)
    seal = "..."  # a hash of the rest of the file and of the installed code (see below)

**The log is the truth.** Loading replays the log and compares the result with the snapshot.
Strict loading (``brass replay --verify``, the tests) refuses a save whose log does not
replay, or replays to another state, naming the first differing field.  The game commands
load leniently, so a save made before an upgrade of brass, a title or a plugin still opens:

- when the replay and the snapshot disagree, the game is the replay's, and a warning names
  the first differing field;
- when a logged move no longer replays, the game opens at the snapshot (at the start of the
  action in progress, if one was), checked by the engine's invariants, and a warning names
  the move; the next save then starts its log there: ``[base]`` holds that state and
  ``history`` the moves before it.

So every save brass writes has a log that replays to its snapshot.

A save is *trusted* when its seal matches (nothing in it was edited since brass wrote it,
and the installed code is the code that wrote it: :func:`brass.core.files.cache.code_key`)
and its snapshot lies between two actions, or inside one with the ``[action]`` table (so
undo has the action's start).  The game commands load a trusted save from its snapshot
without replaying the log.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass.core.files import atomic
from brass.core.files.atomic import read_regular
from brass.core.files.diff import first_difference
from brass.core.files.seats import BotSeat, bots_from_save, bots_to_save
from brass.core.files.snapshot import restore, snapshot
from brass.core.hooks.games import new_game
from brass.core.hooks.plugin_refs import is_plugin_file, record_of, resolve, version_differences
from brass.core.hooks.titles import PLUGIN_FILE_MODULE
from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import text
from brass.core.model.errors import DataError, RuleViolation
from brass.core.model.toml_input import BAD_TOML, MAX_BYTES, parse_toml
from brass.core.play.engine import Game

if TYPE_CHECKING:
    from brass.core.i18n.messages import Message

FORMAT = 1
SAVE_KEYS = ("format", "title", "players", "seed", "plugins", "log", "history", "bots", "variant", "start", "base",
             "snapshot", "action", "seal")

NOT_A_SAVE = text("save.not_a_save", "{file}: not a brass save file: {detail}.",
                  note="{detail} may hold parentheses of its own: keep it outside any")
DAMAGED_SAVE = text("save.damaged", "{file}: damaged or incomplete save file: {detail}.",
                    note="a file that begins like a save (format = or title =) but cannot be read to its end")
#: a save's first lines: what tells a damaged save from a file that was never one
_SAVE_START = re.compile(rb"\A(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*(?:format|title)[ \t]*=")
SAVE_BAD_KEY = text("save.bad_key", "{file}: {key}: {detail}")
SAVE_BAD_LOG = text("save.bad_log", "{file}: log[{index}] = “{option}” cannot be replayed: {detail}")
SAVE_MISMATCH = text(
    "save.mismatch",
    "{file}: the snapshot does not match the replayed game at {field} (file: {found}, replay: {expected})."
)
CANNOT_WRITE = text("save.cannot_write", "{file}: cannot write the file: {detail}")
SAVE_FORMAT = text("save.format",
                   "{file}: save format {found} is not supported (this version reads format {expected}).")
LOADED_BY_LOG = text(
    "save.loaded_by_log",
    "{file}: the installed rules replay this game differently from its saved state (first at "
    "{field}: saved {found}, now {expected}); the game goes on as its moves replay now.",
    note="{field}: a path into the saved state such as snapshot.money[2]; "
    "{found}, {expected}: values, never translated")
OPENED_AT_SNAPSHOT = text(
    "save.opened_at_snapshot",
    "{file}: move {number} (log[{index}] = “{option}”) no longer replays under the installed rules. "
    "{detail} The game goes on from the saved position; the moves before it are kept for the record only.",
    note="{number}: the move's number counted from 1; {index}: the same, counted from 0 as in the file; {detail}: "
    "why the move is refused, a whole sentence")
ACTION_TAKEN_BACK = text(
    "save.action_taken_back", "{file}: the action in progress was taken back, so it can be played again under the "
    "installed rules.")
BAD_BASE = text("save.bad_base", "{file}: base: not a state brass can continue from ({detail}).",
                note="{detail}: what is wrong, in English (an internal check)")


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
        #: the state the log starts from (a snapshot), when not the game's beginning, and the
        #: moves played before it (for the record): see the module's notes
        self.base: dict[str, Any] | None = None
        self.history: list[str] = []
        #: what loading had to say (a save that replays differently, or no longer replays)
        self.warnings: list[Message] = []

    # -- creating ----------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        title: str,
        players: int,
        seed: int = 0,
        variant: dict[str, Any] | None = None,
        plugins: tuple[str, ...] = (),
    ) -> Session:
        """A new game; ``plugins`` are what the user named (entry-point names or file paths).

        The save records them by name and version, or by file name only (see
        :mod:`brass.core.hooks.plugin_refs`).
        """
        game = new_game(title, players, seed, plugins=plugins, variant=variant)
        return cls(game, title, seed, variant, tuple(record_of(p) for p in plugins))

    @classmethod
    def from_position(
        cls, position: dict[str, Any], file: str = "position", strict: bool = False,
        warnings: list[Message] | None = None, plugin_files: tuple[str, ...] = (),
    ) -> Session:
        """A session starting at a position file (era-rule warnings go to ``warnings``; see
        game_from_position); its plugin files load only from ``plugin_files``."""
        from brass.core.files.position_file import game_from_position

        game, title, seed, variant, plugins = game_from_position(position, file, strict, warnings, plugin_files)
        return cls(game, title, seed, variant, plugins, start=position)

    # -- playing -----------------------------------------------------------------------------
    def apply(self, option_id: str) -> None:
        """Apply one option (RuleViolation leaves everything unchanged) and record it."""
        begun = self.game.actions_begun
        self.game.apply(option_id)
        self._record(option_id, begun)

    def step(self, option_id: str) -> None:
        """Apply and record one option like :meth:`apply`, but once its action is done leave the
        turn's end (the hand's refill, the next turn or round) until ``game.decision()`` is
        asked: ``brass play`` shows a finished action before any card is drawn after it."""
        begun = self.game.actions_begun
        self.game.step(option_id)
        self._record(option_id, begun)

    def _record(self, option_id: str, begun: int) -> None:
        game = self.game
        self.log.append(option_id)
        if game.state.frame is None:
            self._mark = len(self.log)
        elif game.actions_begun != begun:
            # an action began during this call: with this option, or by itself afterwards
            self._mark = len(self.log) if game.began_by_itself else len(self.log) - 1

    def chosen_in_action(self) -> list[str]:
        """The options the player chose since the action in progress began (none between
        actions); a forced option is not logged, so it is not among them."""
        return self.log[self._mark:] if self.game.state.frame is not None else []

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
        if self.history:
            out["history"] = list(self.history)
        if self.bots:
            out["bots"] = bots_to_save(self.bots)
        if self.variant:
            out["variant"] = self.variant
        if self.start:
            out["start"] = self.start
        if self.base is not None:
            out["base"] = self.base
        settled = self._settled()
        out["snapshot"] = snapshot(settled.state)
        action = self.action_record(settled)
        if action is not None:
            out["action"] = action
        out["seal"] = seal(out, self.title, self.game)
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
    def load(cls, path: str | Path, trust: bool = False, plugin_files: tuple[str, ...] = ()) -> Session:
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
    def start_of(cls, data: dict[str, Any], file: str = "save", plugin_files: tuple[str, ...] = ()) -> Session:
        """The session a save file starts from (its log not yet replayed): the game's beginning,
        or its ``[base]``."""
        _check_header(data, file)
        session = cls._beginning(data, file, plugin_files)
        if "base" in data:
            session._continue_from_base(data, file)
        return session

    @classmethod
    def _beginning(cls, data: dict[str, Any], file: str, plugin_files: tuple[str, ...]) -> Session:
        if "start" in data:
            session = cls.from_position(data["start"], f"{file}: start", plugin_files=plugin_files)
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

    def _continue_from_base(self, data: dict[str, Any], file: str) -> None:
        """Put the game at the save's ``[base]``, the state its log starts from."""
        base = data["base"]
        state, problem = self._checked_state(base)
        if state is None:
            raise DataError(BAD_BASE(file=file, detail=problem))
        if state.frame is not None:
            raise DataError(BAD_BASE(file=file, detail="inside an action"))
        self._continue_at(state)
        self.base = base
        self.history = list(data.get("history", []))

    def _continue_at(self, state: Any) -> None:
        game = self.game
        game.state = state
        game.action_start = None
        game.refresh()
        self.log = []
        self._mark = 0

    def _checked_state(self, shot: Any) -> tuple[Any, str]:
        """``shot`` (a snapshot from a file) as a state, if it reads back and passes the engine's
        invariants; else None and the first problem.  The game is left as it was."""
        from brass.core.play.invariants import problems

        game = self.game
        ext = game.state.ext
        try:
            state = restore(shot, type(ext) if ext is not None else None)
        except Exception as exc:  # noqa: BLE001 - whatever the file holds, it is only refused
            return None, f"{type(exc).__name__}: {exc}"
        before = game.state
        game.state = state
        try:
            game.refresh()
            found = problems(game)
        except Exception as exc:  # noqa: BLE001 - a state the engine cannot even check
            found = [f"{type(exc).__name__}: {exc}"]
        finally:
            game.state = before
            game.refresh()
        return (None, found[0]) if found else (state, "")

    @classmethod
    def from_dict(cls, data: dict[str, Any], file: str = "save", trust: bool = False,
                  plugin_files: tuple[str, ...] = ()) -> Session:
        """The game a save holds.  Strict (``trust`` False): its log must replay to its snapshot.
        Lenient (``trust``, the game commands): a trusted save comes from its snapshot, and a
        save that replays differently or no longer replays still opens, with a warning in
        :attr:`warnings` (see the module's notes)."""
        session = cls.start_of(data, file, plugin_files)
        session.bots = bots_from_save(data.get("bots", []), session.game.state.players, file)
        session._note_plugin_versions(file)
        if trust and session.take_snapshot(data):
            return session
        for i, option in enumerate(data["log"]):
            try:
                session.apply(option)
            except RuleViolation as exc:
                if trust and session._open_at_snapshot(data, file, i, exc.message):
                    return session
                raise DataError(SAVE_BAD_LOG(file=file, index=i, option=option, detail=exc.message)) from None
        mismatch = session._first_mismatch(data)
        if mismatch is not None:
            where, found, expected = mismatch
            if not trust:
                raise DataError(SAVE_MISMATCH(file=file, field=where, found=repr(found), expected=repr(expected)))
            session.warnings.append(LOADED_BY_LOG(file=file, field=where, found=repr(found), expected=repr(expected)))
        return session

    def _note_plugin_versions(self, file: str) -> None:
        """Warn of installed plugins whose version is not the one the save names, and record the
        installed one from now on: the game goes on under it."""
        differing = version_differences(self.plugins, file)
        if differing:
            self.warnings.extend(differing)
            self.plugins = tuple(r if is_plugin_file(r) else record_of(r.partition("@")[0]) for r in self.plugins)

    def _first_mismatch(self, data: dict[str, Any]) -> tuple[str, Any, Any] | None:
        """The first field where the save's snapshot (or ``[action]``) and this game differ."""
        checks: list[tuple[str, dict[str, Any] | None]] = [("snapshot", snapshot(self.game.state))]
        if "action" in data:
            checks.append(("action", self.action_record()))
        for key, replayed in checks:
            if key in data:
                mismatch = first_difference(data[key], replayed, key)
                if mismatch is not None:
                    return mismatch
        return None

    def _open_at_snapshot(self, data: dict[str, Any], file: str, index: int, detail: Message) -> bool:
        """Log entry ``index`` no longer replays: continue from the save's snapshot (from the
        action's start, if it was saved inside one) when it passes the engine's checks, and start
        the log there; False, changing nothing, when it cannot be used."""
        shot, action = data.get("snapshot"), data.get("action")
        inside = isinstance(shot, dict) and shot.get("frame") is not None
        if inside:
            shot = action.get("start") if isinstance(action, dict) else None
        if not unedited(data):
            return False  # a file edited by hand: its snapshot is no more trusted than its log
        state, _ = self._checked_state(shot) if isinstance(shot, dict) else (None, "")
        if state is None or state.frame is not None:
            return False
        self._continue_at(state)
        self.history = [*self.history, *data["log"]]
        self.base = snapshot(state)
        option = data["log"][index]
        self.warnings.append(OPENED_AT_SNAPSHOT(file=file, number=index + 1, index=index, option=option, detail=detail))
        if inside:
            self.warnings.append(ACTION_TAKEN_BACK(file=file))
        return True

    def _settled(self) -> Game:
        """The game run on to its next decision (a copy, when :meth:`step` left the turn's end
        pending): what replaying the log gives, so the snapshot matches it."""
        game = self.game.clone()
        game.keep_action_start = True
        game.action_start = self.game.action_start
        game.began_by_itself = self.game.began_by_itself
        game.decision()
        return game

    def action_record(self, game: Game | None = None) -> dict[str, Any] | None:
        """What undo needs inside an action, for the save's ``[action]`` table: the state at the
        action's start, the log length there and whether the action began by itself; None
        between actions (or when the start is not known)."""
        game = game or self.game
        if game.state.frame is None or game.action_start is None:
            return None
        return {"start": snapshot(game.action_start), "mark": self._mark, "by_itself": game.began_by_itself}


    def take_snapshot(self, data: dict[str, Any]) -> bool:
        """Continue from the save's snapshot if the save is trusted (see the module's notes);
        False, changing nothing, otherwise."""
        shot = data.get("snapshot")
        if not isinstance(shot, dict):
            return False
        action: Any = data.get("action")  # the file's table, checked below
        inside = shot.get("frame") is not None
        if inside:  # undo needs the action's start: a save without it is replayed
            if not (isinstance(action, dict) and set(action) == {"start", "mark", "by_itself"}
                    and isinstance(action["start"], dict) and isinstance(action["by_itself"], bool)
                    and type(action["mark"]) is int and 0 <= action["mark"] <= len(data["log"])):
                return False
        elif action is not None:
            return False
        if data.get("seal") != seal(data, self.title, self.game):
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


def seal(data: dict[str, Any], title: str, game: Game | None = None) -> str:
    """The mark of a save written by brass: a hash of every key but ``seal`` (as canonical JSON),
    a dot, and a hash of the installed code and data (see :func:`code_part`).  The first part
    tells a file edited since it was written; the second, code changed since then."""
    return f"{body_part(data)}.{code_part(title, game)}"


def body_part(data: dict[str, Any]) -> str:
    body = json.dumps({k: v for k, v in data.items() if k != "seal"}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()


def code_part(title: str, game: Game | None = None) -> str:
    """A hash of the code and data a game of ``title`` runs: the installation's (core, titles,
    installed plugins) and the plugin files ``game`` loaded (a file is not installed code)."""
    from brass.core.files.cache import code_key

    h = hashlib.sha256(code_key().encode())
    if game is not None:
        for plugin in game.pm.get_plugins():
            name, source = getattr(plugin, "__name__", ""), getattr(plugin, "__file__", None)
            if isinstance(name, str) and name.startswith(PLUGIN_FILE_MODULE) and isinstance(source, str):
                try:
                    h.update(Path(source).read_bytes())
                except OSError:
                    h.update(b"unreadable")
    return h.hexdigest()[:32]


def unedited(data: dict[str, Any]) -> bool:
    """Whether the save is as brass wrote it (its seal's first part matches), whatever code wrote
    it.  A seal of the older one-part kind cannot tell, and is taken at its word."""
    mark = data.get("seal")
    if not isinstance(mark, str):
        return False
    body, dot, _ = mark.partition(".")
    return not dot or body == body_part(data)


def read_save(path: str | Path) -> dict[str, Any]:
    """Parse a save file (TOML) without replaying it."""
    return parse_save(read_save_bytes(path), str(path))


def parse_save(raw: bytes, file: str) -> dict[str, Any]:
    """Parse a save's bytes as untrusted TOML: unreadable TOML is a "damaged or incomplete save
    file" when it begins like a save (a cut-off download or copy), else "not a brass save file"."""
    try:
        return parse_toml(raw, file)
    except DataError as exc:
        if exc.key == BAD_TOML.key:
            said = DAMAGED_SAVE if _SAVE_START.match(raw) else NOT_A_SAVE
            raise DataError(said(file=file, detail=exc.params["detail"])) from None
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
    if "history" in data and not isinstance(data["history"], list):
        raise DataError(SAVE_BAD_KEY(file=file, key="history",
                                     detail=dm.EXPECTED_TYPE(expected=dm.TYPE_LIST(), got=repr(data["history"]))))
    for key in ("log", "history"):
        for i, entry in enumerate(data.get(key, [])):
            if not isinstance(entry, str):
                raise DataError(SAVE_BAD_KEY(file=file, key=f"{key}[{i}]",
                                             detail=dm.EXPECTED_TYPE(expected=dm.TYPE_OPTION_ID(), got=repr(entry))))
    for i, entry in enumerate(data.get("plugins", [])):
        if not isinstance(entry, str):
            raise DataError(SAVE_BAD_KEY(file=file, key=f"plugins[{i}]", detail=dm.EXPECTED(expected=dm.TYPE_PLUGIN())))
    if "seal" in data and not isinstance(data["seal"], str):
        raise DataError(SAVE_BAD_KEY(file=file, key="seal",
                                     detail=dm.EXPECTED_TYPE(expected=dm.TYPE_STR(), got=repr(data["seal"]))))
    for key in ("variant", "start", "base", "snapshot"):
        if key in data and not isinstance(data[key], dict):
            raise DataError(SAVE_BAD_KEY(file=file, key=key, detail=dm.EXPECTED(expected=dm.TYPE_TABLE())))
