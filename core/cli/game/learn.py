"""``brass learn``: lessons that teach a title by playing it (docs/lessons.md).

``brass learn TITLE`` lists the title's lessons and decisions and which the learner solved
(kept in the user's data folder: :mod:`brass.core.learn.progress`); ``brass learn TITLE
LESSON`` (an id, or a lesson file of the user's) plays one at the terminal
(:mod:`brass.core.cli.game.learn_play`), or with ``--answer`` shows the lesson's own solution
step by step; ``--check FILE`` validates a lesson a designer wrote.  The engine is :mod:`brass.core.learn`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import click

from brass.core.cli.common import (
    Output,
    UserError,
    echo_json,
    fail,
    lang_option,
    read_toml_file,
    terminal_columns,
    terminal_rows,
    wrap_indented,
)
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import BrassError

if TYPE_CHECKING:
    from brass.core.learn.lesson_file import Lesson
    from brass.core.learn.runner import LessonRun

LESSON_OK = text("cli.learn_ok", "{file}: ok (lesson “{name}”)", note="{name}: the lesson's name")
DECISION_OK = text("cli.learn_ok_decision", "{file}: ok (decision “{name}”)", note="{name}: the decision's name")
LESSON_PROBLEMS = text("cli.learn_problems", "{file}: {count} problem", plural="{file}: {count} problems")
NEEDS_TITLE = text("cli.learn_needs_title", "give a TITLE (brass learn birmingham) or --check FILE")
CHECK_ALONE = text("cli.learn_check_alone", "--check FILE takes no TITLE, LESSON, --answer or --json")
ANSWER_NEEDS_LESSON = text("cli.learn_answer_needs_lesson",
                           "--answer needs a LESSON (brass learn {title} LESSON --answer)")
JSON_LIST_ONLY = text("cli.learn_json_list_only", "--json lists the lessons: give no LESSON with it")
UNKNOWN_LESSON = text("cli.learn_unknown_lesson", "{title} has no lesson “{lesson}”. Lessons: {known}.")


@click.command("learn")
@click.argument("title", required=False)
@click.argument("lesson_id", metavar="[LESSON]", required=False)
@click.option("--answer", is_flag=True, help="Show the lesson's own answer step by step (a decision: every way, "
                                              "then the comparison).")
@click.option("--json", "as_json", is_flag=True, help="List the lessons as JSON: id, title, kind, section, state.")
@click.option("--check", "check_file", type=click.Path(dir_okay=False), metavar="FILE",
              help="Validate the lesson FILE: its position, solution, checks and wrong choices.")
@lang_option
def learn_cmd(title: str | None, lesson_id: str | None, answer: bool, as_json: bool, check_file: str | None,
              lang: str) -> None:
    """Learn a title by playing its lessons (--check FILE validates a lesson file).

    LESSON is a lesson's id, or the path of a lesson file of your own (FILE.toml), e.g. one that
    teaches a variant."""
    out = Output(lang)
    if check_file is not None:
        if title is not None or answer or as_json:
            raise click.UsageError(out.text(CHECK_ALONE()))
        _check(out, check_file)
        return
    if title is None:
        raise click.UsageError(out.text(NEEDS_TITLE()))
    if answer and lesson_id is None:
        raise click.UsageError(out.text(ANSWER_NEEDS_LESSON(title=title)))
    if as_json and lesson_id is not None:
        raise click.UsageError(out.text(JSON_LIST_ONLY()))
    from brass.core.hooks.titles import title_info
    from brass.core.learn.lesson_file import title_lessons
    from brass.core.learn.progress import load_progress

    try:
        info = title_info(title)
        lessons = title_lessons(info.id)
    except BrassError as exc:
        fail(out, exc)
    progress = load_progress()
    if progress.warning is not None:
        out.echo(progress.warning, err=True)
    if lesson_id is None:
        from brass.core.cli.game.learn_text import lesson_json, lesson_list

        if as_json:
            echo_json([lesson_json(out, lesson, progress) for lesson in lessons])
        else:
            out.columns = terminal_columns()
            lesson_list(out, info.name, info.id, lessons, progress)
        return
    lesson = _lesson_file(out, lesson_id, info.id) if _is_file(lesson_id) else next(
        (x for x in lessons if x.id == lesson_id), None)
    if lesson is None:
        error = UserError(out, UNKNOWN_LESSON(title=info.name, lesson=lesson_id,
                                              known=[x.id for x in lessons] or "-"))
        error.rendered = "\n".join(wrap_indented(error.rendered, terminal_columns()))  # the list is long
        raise error
    from brass.core.learn.runner import start

    try:
        run = start(lesson)
    except BrassError as exc:
        fail(out, exc)
    out.currency = run.game.rules.currency
    columns = terminal_columns()
    out.columns = columns
    if answer:
        _show_answer(out, run, columns)
        return
    from brass.core.cli.game.learn_play import LessonPlay

    if LessonPlay(out, run, terminal_rows(), columns).play():
        problem = progress.mark(lesson.title, lesson.id)
        if problem is not None:
            out.echo(problem, err=True)


def _is_file(lesson_id: str) -> bool:
    """A LESSON given as a file (a designer's), not a title's lesson id."""
    return lesson_id.endswith(".toml") or "/" in lesson_id or "\\" in lesson_id


def _lesson_file(out: Output, path: str, title: str) -> Lesson:
    from brass.core.learn.lesson_file import load_lesson

    try:
        return load_lesson(path, title)
    except BrassError as exc:
        fail(out, exc)


def _check(out: Output, check_file: str) -> None:
    from brass.core.learn.lesson_file import lesson_from_data
    from brass.core.learn.validate import check_lesson

    raw = read_toml_file(out, check_file)
    try:
        lesson = lesson_from_data(raw, check_file)
        problems = check_lesson(lesson)
    except BrassError as exc:
        fail(out, exc)
    if problems:
        for problem in problems:
            out.echo(problem, err=True)
        out.echo(LESSON_PROBLEMS(file=check_file, count=len(problems)), err=True)
        raise SystemExit(1)
    ok = LESSON_OK if lesson.kind == "lesson" else DECISION_OK
    out.echo(ok(file=check_file, name=lesson.name))


def _show_answer(out: Output, run: LessonRun, columns: int) -> None:
    """The lesson's own answer step by step, its checks and the explanation (a decision: every
    branch, then the branches side by side)."""
    from brass.core.cli.game.learn_play import DECISION_HEADING, TASK_HEADING
    from brass.core.cli.game.learn_text import (
        BRANCH_HEADING,
        COMPARE_HEADING,
        EXPLANATION,
        SOLUTION_HEADING,
        check_lines,
        comparison_lines,
    )

    lesson = run.lesson
    heading = TASK_HEADING if lesson.kind == "lesson" else DECISION_HEADING
    out.echo(heading(name=lesson.name))
    out.echo(lesson.task)
    if lesson.kind == "lesson":
        out.echo(SOLUTION_HEADING())
        _steps(out, run, lesson, None)
        for line in check_lines(run.results()):
            out.echo(line)
    else:
        for branch in lesson.data.branch:
            out.echo()
            out.echo(BRANCH_HEADING(name=lesson.branch_name(branch)))
            _steps(out, run, lesson, branch.choices)
        from brass.core.learn.compare import compare_branches

        out.echo()
        out.echo(COMPARE_HEADING())
        for row in comparison_lines(out, compare_branches(lesson, run), columns):
            click.echo(row)
    out.echo()
    out.echo(EXPLANATION(explanation=lesson.explanation))


def _steps(out: Output, run: LessonRun, lesson: Lesson, choices: tuple[str, ...] | None) -> None:
    """Play ``choices`` (the solution when None) from the start, each step with what it did."""
    from brass.core.cli.game.learn_text import STEP, STEP_EVENT

    events: list[Message] = []
    run.game.listener = events.append
    steps = lesson.data.solution if choices is None else choices
    run.restart()
    for number, option in enumerate(steps, start=1):
        d = run.decision()
        found = d.find(option) if d is not None else None
        out.echo(STEP(number=number, id=option, label=found.label if found is not None else option))
        del events[:]
        run.choose(option)
        for event in events:
            out.echo(STEP_EVENT(event=event))
    run.game.listener = None


__all__ = ["learn_cmd"]
