"""The games ``brass serve`` keeps: ordinary save files ``<id>.toml`` in one folder, a sidecar
``<id>.seats.toml`` (mode 0600) with each human seat's secret token, and in memory per game the
session, the journal of events, the keep-or-undo step and one lock.

Every change happens under the game's lock and is saved (atomically, with the code in
``brass.core.files``) before it is answered, so a confirmed move survives a killed server. The
version a browser sends with a move tells a stale or replayed request from a fresh one: it is
the change count of this server run plus an *epoch* that grows each time the game is loaded, so
no version repeats across restarts. A save changed on disk by another program (``brass play``)
is read again before the next request.
"""
from __future__ import annotations

import os
import re
import secrets
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from brass.core.cli.game.play_history import History
from brass.core.files import atomic
from brass.core.files.seats import BotSeat
from brass.core.files.session import CANNOT_WRITE, Session
from brass.core.hooks.bots import make_bot
from brass.core.i18n.messages import Message
from brass.core.model.errors import BrassError, DataError
from brass.core.model.toml_input import parse_toml
from brass.core.play.decision import Decision
from brass.core.play.engine import Game, player_name
from brass.core.play.runner import bot_seed
from brass.core.play.seat import bot_input
from brass.core.web import texts

GAME_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
#: the bot that plays a bot seat unless the request names another (the terminal game's default)
DEFAULT_BOT = "heuristic"
#: changes one load of a game may count before its version would reach the next epoch's
EPOCH = 1 << 20


class WebError(Exception):
    """A refused request: HTTP status, a stable code and the localized message."""

    def __init__(self, status: int, code: str, message: Message) -> None:
        super().__init__(code)
        self.status = status
        self.code = code
        self.message = message


def valid_id(game_id: str) -> bool:
    return GAME_ID.fullmatch(game_id) is not None


class ServedGame:
    """One game in play: its session, seats, journal, the keep-or-undo step and its lock."""

    def __init__(self, game_id: str, folder: Path) -> None:
        self.id = game_id
        self.path = folder / f"{game_id}.toml"
        self.seats_path = folder / f"{game_id}.seats.toml"
        self.lock = threading.RLock()
        self.session: Session
        self.robots: dict[int, Any] = {}
        self.tokens: dict[int, str] = {}
        self.epoch = 0
        self.changes = 0
        #: every event since the game was opened (replayed from its save on loading)
        self.events: list[Message] = []
        #: per seat: where in ``events`` its last decision began (its log starts there)
        self.since: dict[int, int] = {}
        self.history: History
        #: the seat whose action is in progress (None between actions)
        self.acting: int | None = None
        #: the seat that finished an action and has not yet kept it or taken it back
        self.confirming: int | None = None
        #: the save file's (mtime, size, inode) when this server last read or wrote it
        self.stamp: tuple[int, int, int] | None = None
        self.bots_running = False
        #: called with the new version after every change (the event streams)
        self.listeners: list[Callable[[int], None]] = []

    # -- versions and notification -----------------------------------------------------------
    @property
    def version(self) -> int:
        return self.epoch * EPOCH + self.changes

    @property
    def game(self) -> Game:
        return self.session.game

    def changed(self) -> None:
        """Count a change and tell the listeners (under the lock)."""
        self.changes += 1
        version = self.version
        for listener in list(self.listeners):
            listener(version)

    # -- loading and saving ------------------------------------------------------------------
    def load(self) -> None:
        """Read the save (and its seats), replay its log for the journal, make its bots."""
        session = Session.load(self.path, trust=True)
        self._adopt(session)
        tokens, epoch = read_seats(self.seats_path, session.game.state.players)
        humans = [p for p in range(session.game.state.players) if p not in session.bots]
        for p in humans:  # a seat that became human (brass play --bots) gets a token now
            tokens.setdefault(p, secrets.token_urlsafe(24))
        self.tokens = {p: t for p, t in tokens.items() if p in humans}
        self.epoch = epoch + 1
        self.changes = 0
        write_seats(self.seats_path, self.tokens, self.epoch)
        self.stamp = file_stamp(self.path)

    def _adopt(self, session: Session) -> None:
        self.session = session
        self.robots = {p: make_bot(b.name, b.seed) for p, b in session.bots.items()}
        self.history = History(session)
        self.acting = self.confirming = None
        self._recall(session)
        session.game.listener = self.events.append

    def _recall(self, session: Session) -> None:
        """The journal of a loaded game: its log replayed from its start (or base), noting
        where each human's decisions began."""
        replay = Session.start_of(session.to_dict(), str(self.path))
        game = replay.game
        events: list[Message] = []
        self.since = {}
        game.listener = events.append
        game.announce_round()
        acting: int | None = None
        for option in session.log:
            d = game.decision()
            if d is None:
                break
            if d.player not in session.bots and acting != d.player:
                self.since[d.player] = len(events)
            replay.apply(option)
            frame = game.state.frame
            acting = d.player if frame is not None and frame.player == d.player else None
        self.events = events

    def create(self, session: Session) -> None:
        """A new game: its seats' tokens and its first save."""
        self._adopt(session)  # its journal already opens with the round's header
        humans = [p for p in range(session.game.state.players) if p not in session.bots]
        self.tokens = {p: secrets.token_urlsafe(24) for p in humans}
        self.epoch = 1
        write_seats(self.seats_path, self.tokens, self.epoch)
        self.save()

    def save(self) -> None:
        """Write the save file (atomically); a failure is reloaded from disk and refused."""
        try:
            self.session.save(self.path)
        except BrassError as exc:
            self.stamp = None  # the game in memory is ahead of its file: the file is read again
            try:
                self.reload()
            except BrassError:
                pass  # (and refused, by every request until it reads)
            raise WebError(503, "cannot_save", texts.CANNOT_SAVE(detail=exc.message)) from None
        self.stamp = file_stamp(self.path)

    def reload(self) -> None:
        listeners = self.listeners
        self.load()
        self.listeners = listeners

    def fresh(self) -> None:
        """Read the save again when another program changed it since this server wrote it (a
        save that is gone or cannot be read any more is refused, and the game stays as it was)."""
        stamp = file_stamp(self.path)
        if stamp == self.stamp:
            return
        if stamp is None:
            raise WebError(404, "no_game", texts.NO_GAME(game=self.id))
        try:
            self.reload()
        except BrassError as exc:
            raise WebError(422, "damaged", texts.DAMAGED(detail=exc.message)) from None
        self.changed()

    # -- who may ask --------------------------------------------------------------------------
    def check_seat(self, seat: str | None, token: str | None) -> int | None:
        """The seat a request speaks for (None: the spectator, when it gives neither)."""
        if seat is None and token is None:
            return None
        players = self.game.state.players
        if seat is None or not (seat.isascii() and seat.isdigit()) or int(seat) >= players:
            raise WebError(403, "bad_seat", texts.BAD_SEAT(seat=seat or "", last=players - 1))
        number = int(seat)
        expected = self.tokens.get(number)
        if expected is None or token is None or not secrets.compare_digest(expected.encode(), token.encode()):
            raise WebError(403, "bad_token", texts.BAD_TOKEN(player=player_name(number)))
        return number

    def player_of(self, seat: str | None, token: str | None) -> int:
        """The seat a request that changes or asks for a seat's things speaks for (not the spectator)."""
        if seat is None and token is None:
            raise WebError(403, "watching", texts.WATCHING())
        number = self.check_seat(seat, token)
        assert number is not None
        return number

    def check_version(self, version: int) -> None:
        if version != self.version:
            raise WebError(409, "stale", texts.STALE(version=self.version))

    def pending(self) -> Decision | None:
        """The game's decision (None at the end); never asked during the keep-or-undo step,
        which would run the turn's end."""
        return None if self.confirming is not None else self.game.decision()

    # -- changes ------------------------------------------------------------------------------
    def move(self, seat: int, option: str) -> None:
        """``seat`` answers its decision with ``option`` (the engine checks it; a refusal
        changes nothing); a finished action waits for keep or undo."""
        from brass.core.cli.game.refusal import refusal_reason
        from brass.core.model.errors import RuleViolation

        if self.confirming == seat:
            raise WebError(409, "confirm_first", texts.CONFIRM_FIRST())
        d = self._own_decision(seat)
        if d.find(option) is None:
            reason = refusal_reason(self.game, d, option, self.session.chosen_in_action())
            message = texts.NOT_OFFERED(option=option) if reason is None else texts.REFUSED(option=option,
                                                                                             reason=reason)
            raise WebError(422, "refused", message)
        point = self.session.checkpoint() if self.acting != seat else None
        events = len(self.events)
        try:
            self.session.step(option)
        except RuleViolation as exc:
            raise WebError(422, "refused", texts.REFUSED(option=option, reason=exc.message)) from None
        if point is not None:
            self.history.begin_action(seat, events, point)
            self.since[seat] = events
        frame = self.game.state.frame
        self.acting = seat if frame is not None and frame.player == seat else None
        if self.acting is None:
            self.confirming = seat
        self.save()
        self.changed()

    def _own_decision(self, seat: int) -> Decision:
        if self.confirming is not None:
            raise WebError(403, "not_yours", texts.NOT_YOURS(player=player_name(self.confirming)))
        d = self.game.decision()
        if d is None:
            raise WebError(409, "over", texts.OVER())
        if d.player != seat:
            raise WebError(403, "not_yours", texts.NOT_YOURS(player=player_name(d.player)))
        return d

    def keep(self, seat: int) -> None:
        """Confirm ``seat``'s finished action: the turn's end runs and the game goes on."""
        if self.confirming != seat:
            raise WebError(409, "nothing_to_confirm", texts.NOTHING_TO_CONFIRM())
        self.confirming = None
        self.game.decision()  # the turn's end (the hand's refill, the next turn)
        self.changed()

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s unconfirmed action (finished or in progress)."""
        if self.confirming not in (None, seat) or (self.confirming is None and self.acting != seat):
            raise WebError(409, "no_undo", texts.NO_UNDO())
        if self.history.drawn_since(seat):
            raise WebError(409, "drawn_since", texts.DRAWN_SINCE())
        point = self.history.undo(seat)
        if point is None:
            raise WebError(409, "no_undo", texts.NO_UNDO())
        del self.events[point.events:]
        self.acting = self.confirming = None
        for p, bot in list(self.session.bots.items()):  # what they answered before is no preview
            seat_bot = BotSeat(bot.name, secrets.randbits(31))
            self.session.bots[p] = seat_bot
            self.robots[p] = make_bot(seat_bot.name, seat_bot.seed)
        self.save()
        self.changed()

    def bot_turn(self) -> bool:
        """One bot move if a bot decides now (its choice made on a copy, outside the lock);
        False when no bot decides."""
        with self.lock:
            self.fresh()
            d = self.pending()
            if d is None or d.player not in self.robots:
                return False
            version = self.version
            copy = self.game.clone()
            copy.listener = None
            bot = self.robots[d.player]
        choice = bot.choose(d, bot_input(bot, copy, d.player))
        with self.lock:
            if self.version == version:
                self.session.apply(choice)
                self.save()
                self.changed()
        return True


def file_stamp(path: Path) -> tuple[int, int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_mtime_ns, info.st_size, info.st_ino)


def read_seats(path: Path, players: int) -> tuple[dict[int, str], int]:
    """The tokens and epoch kept beside a save (none yet: no tokens, epoch 0)."""
    try:
        data = parse_toml(atomic.read_regular(path, 64 * 1024), str(path))
    except (OSError, BrassError):
        return {}, 0
    tokens: dict[int, str] = {}
    raw = data.get("tokens")
    if isinstance(raw, dict):
        for seat, token in raw.items():
            if seat.isdigit() and int(seat) < players and isinstance(token, str) and len(token) >= 24:
                tokens[int(seat)] = token
    epoch = data.get("epoch")
    return tokens, epoch if isinstance(epoch, int) and not isinstance(epoch, bool) and epoch >= 0 else 0


def write_seats(path: Path, tokens: dict[int, str], epoch: int) -> None:
    """Write the sidecar (readable by its owner only: it holds the seats' secrets)."""
    import tomli_w

    try:
        if not path.exists():
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        else:
            os.chmod(path, 0o600)  # (a copy made readable to others is closed again)
    except OSError as exc:
        raise DataError(CANNOT_WRITE(file=str(path), detail=atomic.describe(exc))) from None
    content = tomli_w.dumps({"epoch": epoch, "tokens": {str(p): t for p, t in sorted(tokens.items())}})
    try:
        atomic.write_text(path, content)
    except OSError as exc:
        raise DataError(CANNOT_WRITE(file=str(path), detail=atomic.describe(exc))) from None


class Store:
    """The folder's games, loaded when first asked for and kept."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.games: dict[str, ServedGame] = {}
        self.lock = threading.Lock()

    def get(self, game_id: str) -> ServedGame:
        """The game ``game_id`` (404 for an id that is not a game's, however it is spelled)."""
        if not valid_id(game_id):
            raise WebError(404, "no_game", texts.NO_GAME(game=game_id[:80]))
        with self.lock:
            served = self.games.get(game_id)
            if served is None:
                served = ServedGame(game_id, self.folder)
                if not served.path.is_file():
                    raise WebError(404, "no_game", texts.NO_GAME(game=game_id))
                try:
                    served.load()
                except BrassError as exc:
                    raise WebError(422, "damaged", texts.DAMAGED(detail=exc.message)) from None
                self.games[game_id] = served
        return served

    def new_id(self, title: str) -> str:
        while True:
            game_id = f"{title[:40]}-{secrets.token_hex(4)}"
            if valid_id(game_id) and not (self.folder / f"{game_id}.toml").exists():
                return game_id

    def create(self, title: str, players: int, seed: int, bots: list[int], bot: str,
               variant: dict[str, Any] | None) -> ServedGame:
        session = Session.new(title, players, seed, variant)
        session.bots = {p: BotSeat(bot, bot_seed(seed, 0, p)) for p in sorted(set(bots))}
        with self.lock:
            game_id = self.new_id(title if valid_id(title) else "game")
            served = ServedGame(game_id, self.folder)
            with served.lock:
                served.create(session)
            self.games[game_id] = served
        return served

    def listing(self) -> list[dict[str, Any]]:
        """The folder's games (from their files: no tokens, nothing hidden)."""
        from brass.core.files.session import read_save

        out = []
        for path in sorted(self.folder.glob("*.toml")):
            game_id = path.stem
            if not valid_id(game_id):
                continue
            try:
                data = read_save(path)
            except BrassError:
                continue
            if not isinstance(data.get("title"), str) or not isinstance(data.get("snapshot"), dict):
                continue
            over = self.games[game_id].game.over if game_id in self.games else _over(data)
            out.append({"game": game_id, "title": data["title"], "players": data.get("players"), "over": over})
        return out


def _over(data: dict[str, Any]) -> bool:
    """Whether a save's snapshot is a finished game (its phase), without building the game."""
    return bool(data["snapshot"].get("phase") == "over")


__all__ = ["DEFAULT_BOT", "GAME_ID", "ServedGame", "Store", "WebError", "valid_id"]
