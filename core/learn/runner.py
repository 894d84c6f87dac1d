"""Playing a lesson: a session at its position, the learner's choices judged one by one.

A choice the engine refuses changes nothing and gives the matching wrong choice's feedback (or
the engine's reason); a declared wrong choice that is legal gives its feedback and is taken
back; once the learner has completed as many actions as the solution does, the checks run.
"""
from __future__ import annotations

from collections.abc import Iterator
from fnmatch import fnmatchcase
from typing import TYPE_CHECKING, NamedTuple

from brass.core.files.session import Session
from brass.core.i18n.messages import Message, text
from brass.core.learn.checks import CheckResult, resolve, run_checks
from brass.core.learn.lesson_file import Branch, Lesson, Wrong
from brass.core.model.data import fail
from brass.core.model.errors import RuleViolation
from brass.core.play.decision import Decision

if TYPE_CHECKING:
    from brass.core.play.engine import Game

NOT_IN_LESSON = text("lesson.not_in_lesson", "“{option}” is not part of this lesson; the task says what to do.")
STEP_REFUSED = text("lesson.error.step_refused", "the engine refused '{option}': {reason}")
LESSON_OVER = text("lesson.over", "The lesson is over; start it again to play once more.")

#: what a choice led to (Outcome.state)
REFUSED, WRONG, TAKEN, DONE = "refused", "wrong", "taken", "done"


class Outcome(NamedTuple):
    """What one choice led to.

    ``state``: ``refused`` (nothing changed), ``wrong`` (legal, taken back), ``taken`` (the
    lesson goes on) or ``done`` (the lesson is over: ``checks`` tell whether it is ``solved``).
    ``feedback``: a wrong choice's feedback or the engine's reason; ``wrong``: the declared
    wrong choice it matched, if any.
    """

    state: str
    option: str
    feedback: Message | None = None
    wrong: Wrong | None = None
    checks: tuple[CheckResult, ...] = ()

    @property
    def solved(self) -> bool:
        return self.state == DONE and all(c.passed for c in self.checks)


class LessonRun:
    """One learner playing one lesson (or one branch of a decision) from its position."""

    def __init__(self, lesson: Lesson, plugin_files: tuple[str, ...] = ()) -> None:
        self.lesson = lesson
        data = lesson.data
        #: era-rule warnings the position gave (a lesson's position loads strictly: none)
        self.warnings: list[Message] = []
        self.session = Session.from_position(dict(data.position), f"{lesson.file}: position", strict=True,
                                             warnings=self.warnings, plugin_files=plugin_files)
        play_steps(self.session, data.prelude, lesson.file, "prelude")
        decision = self.session.game.decision()
        #: the seat the learner plays (0-based): the one deciding once the prelude is played
        self.learner = decision.player if decision is not None else 0
        self.start_point = self.session.checkpoint()
        self.checks = resolve(data.check, self.session.game, self.learner, lesson.file, "check")
        self.branch_checks = {b.id: resolve(b.check, self.session.game, self.learner, lesson.file,
                                            f"branch[{k}].check") for k, b in enumerate(data.branch)}
        self.goal = self._goal()
        #: the learner's choices so far (kept ones only)
        self.path: list[str] = []
        self.completed = 0
        self.over = False

    # -- what the UI shows --------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.game

    def decision(self) -> Decision | None:
        """The decision the learner faces now (None when the game is over)."""
        return self.session.game.decision()

    def allowed(self, option_id: str) -> bool:
        """Whether the lesson lets the learner choose ``option_id`` (its ``allowed`` patterns; a
        decision allows everything)."""
        patterns = self.lesson.data.allowed
        return not patterns or any(fnmatchcase(option_id, p) for p in patterns)

    def allowed_options(self) -> list[str]:
        """The offered options the lesson lets the learner choose now."""
        decision = self.decision()
        return [o for o in decision.ids() if self.allowed(o)] if decision is not None else []

    # -- playing ------------------------------------------------------------------------------
    def choose(self, option_id: str) -> Outcome:
        """Apply one choice of the learner and say what it led to."""
        if self.over:
            return Outcome(REFUSED, option_id, LESSON_OVER())
        wrong = self._wrong(option_id)
        if wrong is None and not self.allowed(option_id):
            return Outcome(REFUSED, option_id, NOT_IN_LESSON(option=option_id))
        before = self.session.checkpoint()
        try:
            self.session.apply(option_id)
        except RuleViolation as exc:
            feedback = self.lesson.feedback(wrong) if wrong is not None else exc.message
            return Outcome(REFUSED, option_id, feedback, wrong)
        if wrong is not None:
            self.session.rewind(before)
            return Outcome(WRONG, option_id, self.lesson.feedback(wrong), wrong)
        self.path.append(option_id)
        if self.session.game.state.frame is None:
            self.completed += 1
        if self._finished():
            self.over = True
            return Outcome(DONE, option_id, checks=tuple(self.results()))
        return Outcome(TAKEN, option_id)

    def results(self) -> list[CheckResult]:
        """The lesson's checks on the state now (a decision: the played branch's checks)."""
        branch = self.branch_played()
        checks = self.branch_checks[branch.id] if branch is not None else self.checks
        return run_checks(checks, self.session.game)

    def restart(self) -> None:
        """Back to the lesson's start (after the prelude)."""
        self.session.rewind(self.start_point)
        self.path = []
        self.completed = 0
        self.over = False

    def answer(self, choices: tuple[str, ...] | None = None) -> Iterator[Outcome]:
        """Play the lesson's solution (or ``choices``, e.g. a branch's) from the start, step by step."""
        self.restart()
        for option in self.lesson.data.solution if choices is None else choices:
            yield self.choose(option)

    def branch_played(self) -> Branch | None:
        """The decision's branch whose choices the learner has played, if any."""
        return next((b for b in self.lesson.data.branch if list(b.choices) == self.path), None)

    # -- inside -------------------------------------------------------------------------------
    def _wrong(self, option_id: str) -> Wrong | None:
        way = [*self.path, option_id]
        return next((w for w in self.lesson.data.wrong if list(w.choices) == way), None)

    def _finished(self) -> bool:
        if self.goal:
            return self.completed >= self.goal
        return len(self.path) >= len(self.lesson.data.solution or self.lesson.data.branch[0].choices)

    def _goal(self) -> int:
        """How many actions the solution (a decision: its first branch) completes (0: it ends
        inside an action)."""
        data = self.lesson.data
        if data.kind == "lesson":
            steps, where = data.solution, "solution"
        else:
            steps, where = data.branch[0].choices, "branch[0].choices"
        point = self.session.checkpoint()
        completed = 0
        try:
            for k, option in enumerate(steps):
                try:
                    self.session.apply(option)
                except RuleViolation as exc:
                    raise fail(self.lesson.file, f"{where}[{k}]",
                               STEP_REFUSED(option=option, reason=exc.message)) from None
                if self.session.game.state.frame is None:
                    completed += 1
        finally:
            self.session.rewind(point)
        return completed


def play_steps(session: Session, steps: tuple[str, ...], file: str, where: str) -> None:
    """Apply option ids in order; a refused one is a DataError naming the key and the reason."""
    for k, option in enumerate(steps):
        try:
            session.apply(option)
        except RuleViolation as exc:
            raise fail(file, f"{where}[{k}]", STEP_REFUSED(option=option, reason=exc.message)) from None


def start(lesson: Lesson, plugin_files: tuple[str, ...] = ()) -> LessonRun:
    """A run of ``lesson`` at its start (its position loaded, its prelude played)."""
    return LessonRun(lesson, plugin_files)


__all__ = ["DONE", "REFUSED", "TAKEN", "WRONG", "LessonRun", "Outcome", "play_steps", "start"]
