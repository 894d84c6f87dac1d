"""``brass learn``: lessons that teach a title by playing it (docs/lessons.md).

For now it validates a lesson file a designer wrote (``--check``); the engine is
:mod:`brass.core.learn`.
"""
from __future__ import annotations

import click

from brass.core.cli.common import Output, fail, lang_option, read_toml_file
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError

LESSON_OK = text("cli.learn_ok", "{file}: ok (lesson “{name}”)", note="{name}: the lesson's name")
DECISION_OK = text("cli.learn_ok_decision", "{file}: ok (decision “{name}”)", note="{name}: the decision's name")
LESSON_PROBLEMS = text("cli.learn_problems", "{file}: {count} problem", plural="{file}: {count} problems")
NEEDS_CHECK = text("cli.learn_needs_check", "give --check FILE to validate a lesson file")


@click.command("learn")
@click.option("--check", "check_file", type=click.Path(dir_okay=False), metavar="FILE",
              help="Validate the lesson FILE: its position, solution, checks and wrong choices.")
@lang_option
def learn_cmd(check_file: str | None, lang: str) -> None:
    """Learn a title by playing its lessons (--check FILE validates a lesson file)."""
    out = Output(lang)
    if check_file is None:
        raise click.UsageError(out.text(NEEDS_CHECK()))
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


__all__ = ["learn_cmd"]
