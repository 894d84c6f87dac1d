"""What ``brass learn`` prints besides the turn screen: the list of lessons, the checks, the
steps of a lesson's own answer and a decision's branches side by side, wrapped to the terminal.

The comparison is a table whose label column and branch columns share the width: each cell is
wrapped between words (Thai too) inside its column, so a row may take several lines but no
line is wider than the terminal.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brass.core.cli.common import Output
from brass.core.i18n.messages import Message, render_value, text
from brass.core.i18n.wrap import width, wrap_line

if TYPE_CHECKING:
    from brass.core.learn.checks import CheckResult
    from brass.core.learn.compare import Comparison
    from brass.core.learn.lesson_file import Lesson
    from brass.core.learn.progress import Progress

LIST_HEADING = text("cli.learn_list_heading", "Lessons of {title} (play one: brass learn {id} LESSON)",
                    note="{title}: the game's name; {id}: the title id typed on the command line")
LIST_LINE = text("cli.learn_list_line", "{mark} {id} — {name} ({kind}; rules: {section})",
                 note="{mark}: ✓ when solved, else a space; {section}: a rules section id (brass rules TITLE --list)")
LIST_SOLVED = text("cli.learn_list_solved", "Solved: {solved} of {count}.")
NO_LESSONS = text("cli.learn_no_lessons", "{title} has no lessons yet.")
KIND_LESSON = text("cli.learn_kind_lesson", "lesson")
KIND_DECISION = text("cli.learn_kind_decision", "decision", note="a lesson that plays two ways and compares them")
CHECKS_HEADING = text("cli.learn_checks", "Checks:")
CHECK_LINE = text("cli.learn_check_line", "  {check}")
EXPLANATION = text("cli.learn_explanation", "Why: {explanation}")
STEP = text("cli.learn_step", "  {number}. {id} — {label}", note="one step of a lesson's own answer")
STEP_EVENT = text("cli.learn_step_event", "       {event}", note="what one step of the answer did (indented)")
BRANCH_HEADING = text("cli.learn_branch_heading", "{name}:", note="{name}: the name of one way of a decision")
COMPARE_HEADING = text("cli.learn_compare_heading", "Side by side:")
SOLUTION_HEADING = text("cli.learn_solution_heading", "The lesson's answer, step by step:")

SOLVED_MARK = "✓"
#: spaces between the table's columns
GAP = 2


def kind_name(kind: str) -> Message:
    return KIND_LESSON() if kind == "lesson" else KIND_DECISION()


def lesson_list(out: Output, title_name: str, title_id: str, lessons: list[Lesson], progress: Progress) -> None:
    """Every lesson with what it teaches and whether it is solved."""
    if not lessons:
        out.echo(NO_LESSONS(title=title_name))
        return
    out.echo(LIST_HEADING(title=title_name, id=title_id))
    solved = 0
    for lesson in lessons:
        done = progress.is_solved(lesson.title, lesson.id)
        solved += done
        out.echo(LIST_LINE(mark=SOLVED_MARK if done else " ", id=lesson.id, name=lesson.name,
                           kind=kind_name(lesson.kind), section=lesson.data.section))
    out.echo(LIST_SOLVED(solved=solved, count=len(lessons)))


def lesson_json(out: Output, lesson: Lesson, progress: Progress) -> dict[str, Any]:
    return {"id": lesson.id, "title": out.text(lesson.name), "kind": lesson.kind, "section": lesson.data.section,
            "state": "solved" if progress.is_solved(lesson.title, lesson.id) else "unsolved"}


def check_lines(checks: tuple[CheckResult, ...] | list[CheckResult]) -> list[Message]:
    return [CHECKS_HEADING(), *(CHECK_LINE(check=c.line) for c in checks)] if checks else []


def cell(out: Output, value: Any) -> str:
    return value if isinstance(value, str) else render_value(value, out.lang, out.currency)


def comparison_lines(out: Output, comparison: Comparison, columns: int) -> list[str]:
    """The branches side by side: a label column, then one column per branch, within ``columns``."""
    heads = [out.text(b.name) for b in comparison.branches]
    labels = [out.text(r.label) for r in comparison.rows]
    values = [[cell(out, v) for v in r.values] for r in comparison.rows]
    n = len(heads)
    widest_value = max([width(h) for h in heads] + [width(v) for row in values for v in row] + [4])
    value_width = min(widest_value, max(6, (columns - 12 - GAP * n) // n))  # (the labels keep 12 columns)
    label_width = min(max([width(x) for x in labels] + [4]), columns - (value_width + GAP) * n)
    widths = [label_width] + [value_width] * n
    lines = _row(["", *heads], widths)
    lines.append("-" * min(columns, sum(widths) + GAP * n))
    for label, row in zip(labels, values):
        lines += _row([label, *row], widths)
    return lines


def _fit(s: str, columns: int) -> str:
    """``s`` cut to ``columns`` display columns (a single word wider than its cell)."""
    while width(s) > columns:
        s = s[:-1]
    return s


def _row(cells: list[str], widths: list[int]) -> list[str]:
    """One table row: each cell wrapped inside its width (values right-aligned), side by side."""
    pieces = [[_fit(p, w) for p in wrap_line(c, w)] if c else [""] for c, w in zip(cells, widths)]
    height = max(len(p) for p in pieces)
    out = []
    for k in range(height):
        parts = []
        for col, (piece, w) in enumerate(zip(pieces, widths)):
            s = piece[k] if k < len(piece) else ""
            pad = " " * max(0, w - width(s))
            parts.append(s + pad if col == 0 else pad + s)
        out.append((" " * GAP).join(parts).rstrip())
    return out


__all__ = ["CHECKS_HEADING", "EXPLANATION", "STEP", "STEP_EVENT", "check_lines", "comparison_lines", "kind_name",
           "lesson_json", "lesson_list"]
