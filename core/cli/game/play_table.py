"""What one ``brass play`` run keeps between decisions: the game, who is a bot, the
journal of events, what each human has seen, checkpoints for undo, the save file."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from brass.core.cli.common import ERROR, Output
from brass.core.cli.game.play_history import History
from brass.core.cli.game.play_input import LineReader
from brass.core.cli.game.play_screen import TurnScreen
from brass.core.files.seats import BotSeat
from brass.core.files.session import Session
from brass.core.i18n.messages import Message
from brass.core.model.errors import BrassError
from brass.core.play.engine import Game


class Table:
    """The shared state of a ``brass play`` run (the loop, the commands and the screen use it)."""

    def __init__(self, out: Output, session: Session, robots: dict[int, Any], reader: LineReader,
                 screen: TurnScreen, save_path: str | None) -> None:
        self.out = out
        self.session = session
        self.robots = robots
        self.reader = reader
        self.screen = screen
        self.save_path = save_path
        self.history = History(session)
        #: every event of this run, in order (what the humans are shown)
        self.events: list[Message] = []
        #: per human seat: how many events they have seen, and where the block of events
        #: their last screen showed began (what ``log`` repeats: what happened since their
        #: previous decision)
        self.seen: dict[int, int] = {}
        self.since: dict[int, int] = {}
        #: lines to show on the next screen (undo done, input dropped...)
        self.notices: list[Message] = []
        #: the human whose action is in progress (None between actions)
        self.acting: int | None = None
        #: changes to the game so far (options applied, undos), and how many the file has
        self.version = 0
        self.saved_version = -1
        #: the game's version when quit was asked without a save file (a second quit leaves
        #: only if nothing changed since, nor another command came between)
        self.quit_warned: int | None = None
        #: the question is "Keep it?" after a finished action (answers ``ok`` and ``undo``)
        self.confirming = False
        #: makes a bot from its name and seed (``reseed_bots``); None: the bots are kept
        self.bot_maker: Callable[[str, int], Any] | None = None

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def live(self) -> bool:
        """No human plays: events are printed as they happen."""
        return len(self.robots) == self.game.state.players

    def record(self, message: Message) -> None:
        """The game's listener: print at once in a bots-only game, else keep for the screens."""
        if self.live:
            self.out.echo(message)
        else:
            self.events.append(message)

    def unseen(self, player: int) -> list[Message]:
        return self.events[self.seen.get(player, 0):]

    def mark_seen(self, player: int) -> None:
        self.since[player] = self.seen.get(player, 0)
        self.seen[player] = len(self.events)

    def forget_events(self, keep: int) -> None:
        """Drop the events after ``keep`` (they were taken back)."""
        del self.events[keep:]
        for p, n in self.seen.items():
            self.seen[p] = min(n, keep)
        for p, n in self.since.items():
            self.since[p] = min(n, keep)

    def reseed_bots(self) -> None:
        """New random seeds for the bots (after an undo: what they answered before is no
        preview of what they answer now; the save records the new seeds, the log every move)."""
        if self.bot_maker is None:
            return
        import secrets

        for p, bot in list(self.session.bots.items()):
            seat = BotSeat(bot.name, secrets.randbits(31))
            self.session.bots[p] = seat
            self.robots[p] = self.bot_maker(seat.name, seat.seed)

    def save(self, path: str | None = None, quiet: bool = True) -> bool:
        """Save to ``path`` (default: the game's file); a failure is reported, not fatal."""
        target = path or self.save_path
        if not target:
            return False
        try:
            self.session.save(target)
        except BrassError as exc:
            self.out.echo(ERROR(detail=exc.message))
            return False
        if target == self.save_path:
            self.saved_version = self.version
        return True

    def autosave(self) -> None:
        """Keep the game's file up to date (only when something changed)."""
        if self.save_path and self.saved_version != self.version:
            self.save()


__all__ = ["Table"]
