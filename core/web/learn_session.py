"""One learner's lesson in the browser: ``brass learn``'s select → preview → confirm flow, kept
in memory between requests, and the JSON the lesson page shows.

The flow is the terminal's (:mod:`brass.core.cli.game.learn_play`) with the same messages: a
choice the lesson calls wrong is refused or taken back with its feedback and changes nothing;
a finished action is shown to keep or take back; kept, the checks run (a decision: once every
way is played, the ways side by side). Sessions live in a bounded table keyed by a random
token, so a server cannot be made to grow without bound: past :data:`MAX_SESSIONS` the least
recently used is dropped. This module imports nothing from Starlette.
"""
from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from brass.core.i18n.messages import Message, render_value
from brass.core.learn.runner import DONE, LESSON_OVER, REFUSED, WRONG, LessonRun, start
from brass.core.play.engine import player_name
from brass.core.web import texts
from brass.core.web.targets import target
from brass.core.web.views import Say

if TYPE_CHECKING:
    from brass.core.learn.checks import CheckResult
    from brass.core.learn.compare import Comparison
    from brass.core.learn.lesson_file import Lesson

#: the most lesson sessions kept at once (the least recently used goes first)
MAX_SESSIONS = 200
#: the stages of a session
CHOOSE, CONFIRM, FINISHED = "choose", "confirm", "done"


class LessonOver(Exception):
    """An answer to a lesson that is over (the page offers to start it again)."""


class LessonSession:
    """A learner at one lesson: the run, the stage, the events of the action, the notices."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.run: LessonRun = start(lesson)
        self.lock = threading.Lock()
        #: what the learner's action said so far (the preview of the keep-or-undo step)
        self.events: list[Message] = []
        self.run.game.listener = self.events.append
        self.stage = CHOOSE
        #: what the last answer led to, for the page (refused, wrong, taken, done, kept, undone...)
        self.outcome: str | None = None
        #: feedback of the last answer (a wrong choice's, a failed check's, a way played)
        self.notices: list[Message] = []
        #: the checks of the last finished action
        self.checks: tuple[CheckResult, ...] = ()
        #: the decision's ways played (branch ids)
        self.played: list[str] = []
        self.comparison: Comparison | None = None
        self.solved = False

    # -- answers ------------------------------------------------------------------------------
    def answer(self, option: str) -> None:
        """Apply the learner's answer: an option id while choosing, ``keep`` or ``undo`` after the
        action is done. A refused or wrong choice changes nothing but the feedback."""
        from brass.core.cli.game.learn_play import TAKEN_BACK, WRONG_CHOICE

        self.notices = []
        if self.stage == FINISHED:
            raise LessonOver
        if self.stage == CONFIRM:
            self._confirm(option)
            return
        said = len(self.events)
        outcome = self.run.choose(option)
        self.outcome = outcome.state
        if outcome.state in (REFUSED, WRONG):
            del self.events[said:]
            if outcome.feedback is not None:
                self.notices.append(WRONG_CHOICE(feedback=outcome.feedback))
            if outcome.state == WRONG:
                self.notices.append(TAKEN_BACK())
            return
        if outcome.state == DONE:
            self.checks = outcome.checks
            self.stage = CONFIRM

    def _confirm(self, option: str) -> None:
        from brass.core.cli.game.learn_play import NOT_SOLVED, RESTARTED

        if option == "undo":
            self.outcome = "undone"
            self._restart(RESTARTED())
            return
        if option != "keep":
            self.outcome = REFUSED
            self.notices.append(texts.LEARN_KEEP_OR_UNDO())
            return
        self.outcome = "kept"
        if self.lesson.kind == "lesson":
            if all(c.passed for c in self.checks):
                self.stage, self.solved = FINISHED, True
                return
            failed = tuple(c for c in self.checks if not c.passed)
            self._restart(NOT_SOLVED())
            self.checks = failed
            return
        self._way_kept()

    def _way_kept(self) -> None:
        """A decision's way kept: noted, and once every way is played the comparison."""
        from brass.core.cli.game.learn_play import NOT_A_WAY, WAY_AGAIN, WAY_DONE

        branch = self.run.branch_played()
        if branch is None:
            self._restart(NOT_A_WAY(ways=self._way_names(every=True)))
            return
        again = branch.id in self.played
        if not again:
            self.played.append(branch.id)
        if len(self.played) < len(self.lesson.data.branch):
            message = WAY_AGAIN if again else WAY_DONE
            self._restart(message(name=self.lesson.branch_name(branch), ways=self._way_names()))
            return
        from brass.core.learn.compare import compare_branches

        self.run.game.listener = None
        self.comparison = compare_branches(self.lesson, self.run)
        self.run.game.listener = self.events.append
        self.stage, self.solved = FINISHED, True

    def restart(self) -> None:
        """Back to the lesson's start (a finished lesson: from the very beginning)."""
        from brass.core.cli.game.learn_play import RESTARTED

        self.notices = []
        if self.stage == FINISHED:
            self.played, self.comparison, self.solved = [], None, False
        self.outcome = "restarted"
        self._restart(RESTARTED())

    def _restart(self, notice: Message) -> None:
        self.run.restart()
        self.events.clear()
        self.checks = ()
        self.stage = CHOOSE
        self.notices.append(notice)

    def _way_names(self, every: bool = False) -> list[Message]:
        return [self.lesson.branch_name(b) for b in self.lesson.data.branch if every or b.id not in self.played]

    # -- what the page shows ------------------------------------------------------------------
    def refused_ids(self) -> list[str]:
        """The lesson's refused wrong choices at this step (the engine does not offer them; the
        page lists them after the others so the learner can try them, as the terminal does)."""
        d = self.run.decision()
        path = self.run.path
        found: list[str] = []
        for w in self.lesson.data.wrong:
            last = w.choices[-1]
            if (w.refused and list(w.choices[:-1]) == path and d is not None and d.find(last) is None
                    and last not in found):
                found.append(last)
        return found

    def view(self, token: str, lang: str) -> dict[str, Any]:
        """The lesson page's JSON (docs/web.md), rendered in ``lang``."""
        from brass.core.cli.game.learn_text import kind_name
        from brass.core.web.views import _me, board, languages_named, page_words

        lesson, run, game = self.lesson, self.run, self.run.game
        say = Say(lang, game.rules.currency)
        hint = lesson.hint
        return {
            "session": token, "title": lesson.title, "title_name": game.rules.info.name, "lesson": lesson.id,
            "kind": lesson.kind, "kind_name": say(kind_name(lesson.kind)), "name": say(lesson.name),
            "task": say(lesson.task), "hint": say(hint) if hint is not None else None,
            "section": lesson.data.section, "lang": lang, "stage": self.stage, "outcome": self.outcome,
            "ways": [{"id": b.id, "name": say(lesson.branch_name(b)), "played": b.id in self.played}
                     for b in lesson.data.branch],
            "prompt": self._prompt(say), "options": self._options(say),
            "preview": "\n".join(say(e) for e in self.events) if self.stage == CONFIRM else None,
            "feedback": [say(n) for n in self.notices],
            "checks": [{"passed": c.passed, "line": say(c.line)} for c in self.checks] if self.stage != CONFIRM else [],
            "solved": self.solved,
            "explanation": say(lesson.explanation) if self.stage == FINISHED else None,
            "comparison": self._comparison(say),
            "players": [{"seat": p, "name": say(player_name(p)), "money": say.money(game.state.money[p]),
                         "income": game.rules.track.level(game.state.income[p]), "vp": game.state.vp[p],
                         "hand_count": len(game.state.hands[p])} for p in range(game.state.players)],
            "learner": run.learner,
            "me": _me(game, run.learner, say),
            "board": board(game, run.learner, lang),
            "messages": {**page_words(say), **learn_words(say)}, "langs": languages_named(),
        }

    def _prompt(self, say: Say) -> str:
        if self.stage == CONFIRM:
            return say(texts.CONFIRM())
        if self.stage == FINISHED:
            from brass.core.cli.game.learn_play import SOLVED

            return say(SOLVED(name=self.lesson.name))
        d = self.run.decision()
        return say(d.prompt) if d is not None else ""

    def _options(self, say: Say) -> list[dict[str, Any]]:
        """What the learner may answer now, each with its map target (or null: a button)."""
        if self.stage == CONFIRM:
            return [{"id": "keep", "label": say(texts.KEEP()), "target": None},
                    {"id": "undo", "label": say(texts.UNDO()), "target": None}]
        d = self.run.decision()
        if self.stage == FINISHED or d is None:
            return []
        from brass.core.cli.game.learn_play import refused_label
        from brass.core.cli.game.mat_text import priced_tile, tile_summary

        game = self.run.game
        rules = game.rules
        out: list[dict[str, Any]] = []
        for o in d.options:
            if not self.run.allowed(o.id):
                continue
            entry: dict[str, Any] = {"id": o.id, "label": say(o.label), "target": target(rules, o.id)}
            tile = priced_tile(game, d.player, o.id)
            if tile is not None:
                entry["summary"] = say(tile_summary(game, tile))
            out.append(entry)
        for option_id in self.refused_ids():
            label = refused_label(game, option_id)
            out.append({"id": option_id, "label": say(label) if label is not None else option_id,
                        "target": target(rules, option_id)})
        return out

    def _comparison(self, say: Say) -> dict[str, Any] | None:
        """A finished decision's ways side by side: the heads, then one row per measure."""
        found = self.comparison
        if found is None:
            return None

        def cell(value: Any) -> str:
            return value if isinstance(value, str) else render_value(value, say.lang, say.currency)

        return {"heads": [say(b.name) for b in found.branches],
                "rows": [[say(r.label), *(cell(v) for v in r.values)] for r in found.rows]}


def learn_words(say: Say) -> dict[str, str]:
    """The lesson and replay pages' own words."""
    return {key: say(message()) for key, message in texts.LEARN_PAGE.items()}

class Sessions:
    """The lesson sessions of one server: token → session, at most ``limit``, least recently
    used dropped first. Tokens are ``secrets.token_urlsafe(24)``: unguessable, so a learner's
    session is theirs alone."""

    def __init__(self, limit: int = MAX_SESSIONS) -> None:
        self.limit = limit
        self._table: OrderedDict[str, LessonSession] = OrderedDict()
        self._lock = threading.Lock()

    def add(self, session: LessonSession) -> str:
        token = secrets.token_urlsafe(24)
        with self._lock:
            self._table[token] = session
            while len(self._table) > self.limit:
                self._table.popitem(last=False)
        return token

    def get(self, token: str) -> LessonSession | None:
        with self._lock:
            found = self._table.get(token)
            if found is not None:
                self._table.move_to_end(token)
            return found

    def __len__(self) -> int:
        return len(self._table)


__all__ = ["CHOOSE", "CONFIRM", "FINISHED", "LESSON_OVER", "MAX_SESSIONS", "LessonOver", "LessonSession", "Sessions",
           "learn_words"]
