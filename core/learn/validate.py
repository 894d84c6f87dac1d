"""What ``brass learn --check`` verifies of a lesson, beyond its file's shape.

Its position loads (strictly) and its prelude plays; its solution is accepted step by step and
reaches every check; each declared wrong choice is really refused, or really legal without
reaching the checks; a decision's every branch completes and passes its own checks.
"""
from __future__ import annotations

from brass.core.i18n.messages import Items, Message, text
from brass.core.learn.checks import resolve, run_checks
from brass.core.learn.lesson_file import UNKNOWN_SECTION, Lesson, Wrong
from brass.core.learn.runner import DONE, REFUSED, WRONG, LessonRun, start
from brass.core.model.data import fail
from brass.core.model.errors import RuleViolation

SOLUTION_UNFINISHED = text("lesson.check_error.solution_unfinished",
                           "{file}: the solution ends before the lesson is over (after {option})")
STEP_NOT_TAKEN = text("lesson.check_error.step_not_taken",
                      "{file}: {where}: '{option}' was not taken: {reason} (offered: {offered})")
CHECK_FAILED = text("lesson.check_error.check_failed", "{file}: {where}: {line}")
WRONG_NOT_REFUSED = text("lesson.check_error.wrong_not_refused",
                         "{file}: wrong choice '{id}': the engine accepts '{option}' (set refused = false?)")
WRONG_REFUSED = text("lesson.check_error.wrong_refused",
                     "{file}: wrong choice '{id}': the engine refuses '{option}': {reason} (set refused = true?)")
WRONG_REACHES = text("lesson.check_error.wrong_reaches",
                     "{file}: wrong choice '{id}' reaches every check: it is not wrong")
NOTHING = text("lesson.check_error.nothing", "nothing")


def check_lesson(lesson: Lesson, plugin_files: tuple[str, ...] = ()) -> list[Message]:
    """Every problem of the lesson (an empty list: it is sound).  A position that does not load
    raises the DataError naming the file and key."""
    problems = _section(lesson)
    run = start(lesson, plugin_files)
    if lesson.kind == "lesson":
        problems += _solution(run)
        for wrong in lesson.data.wrong:
            problems += _wrong(run, wrong)
    else:
        for k, branch in enumerate(lesson.data.branch):
            problems += _play(run, branch.choices, f"branch[{k}]", branch_checks=True)
    return problems


def _section(lesson: Lesson) -> list[Message]:
    from brass.core.hooks.titles import title_info
    from brass.core.i18n.rulebook import load_rulebook

    path = title_info(lesson.title).rulebook
    if path is None:
        return []
    book = load_rulebook(lesson.title, path)
    if book.section(lesson.data.section) is None:
        detail = UNKNOWN_SECTION(value=lesson.data.section, title=lesson.title)
        return [fail(lesson.file, "section", detail).message]
    return []


def _solution(run: LessonRun) -> list[Message]:
    return _play(run, run.lesson.data.solution, "solution", branch_checks=False)


def _play(run: LessonRun, choices: tuple[str, ...], where: str, branch_checks: bool) -> list[Message]:
    file = run.lesson.file
    run.restart()
    outcome = None
    for k, option in enumerate(choices):
        offered = _offered(run)
        outcome = run.choose(option)
        if outcome.state in (REFUSED, WRONG):
            return [STEP_NOT_TAKEN(file=file, where=f"{where}[{k}]", option=option, reason=outcome.feedback,
                                   offered=offered)]
    if outcome is None or outcome.state != DONE:
        return [SOLUTION_UNFINISHED(file=file, option=choices[-1] if choices else "-")]
    return [CHECK_FAILED(file=file, where=where, line=c.line) for c in outcome.checks if not c.passed]


def _offered(run: LessonRun) -> Message | Items:
    decision = run.decision()
    return Items(tuple(decision.ids())) if decision is not None else NOTHING()


def _wrong(run: LessonRun, wrong: Wrong) -> list[Message]:
    file = run.lesson.file
    run.restart()
    where = f"wrong[{run.lesson.data.wrong.index(wrong)}].choices"
    for k, option in enumerate(wrong.choices[:-1]):
        offered = _offered(run)
        outcome = run.choose(option)
        if outcome.state != "taken":
            return [STEP_NOT_TAKEN(file=file, where=f"{where}[{k}]", option=option, reason=outcome.feedback,
                                   offered=offered)]
    last = wrong.choices[-1]
    session = run.session
    try:
        session.apply(last)
    except RuleViolation as exc:
        if not wrong.refused:
            return [WRONG_REFUSED(file=file, id=wrong.id, option=last, reason=exc.message)]
        return []
    if wrong.refused:
        return [WRONG_NOT_REFUSED(file=file, id=wrong.id, option=last)]
    for k, option in enumerate(wrong.then):
        try:
            session.apply(option)
        except RuleViolation as exc:
            return [STEP_NOT_TAKEN(file=file, where=f"wrong[{run.lesson.data.wrong.index(wrong)}].then[{k}]",
                                   option=option, reason=exc.message, offered=_offered(run))]
    checks = resolve(run.lesson.data.check, run.game, run.learner, file, "check")
    if all(c.passed for c in run_checks(checks, run.game)):
        return [WRONG_REACHES(file=file, id=wrong.id)]
    return []


__all__ = ["check_lesson"]
