"""Lessons: positions that teach a title by playing it (``brass learn``; docs/lessons.md).

A lesson file (TOML) holds a position, a task, the learner's allowed choices, the solution,
declared checks and the wrong choices that teach; a decision compares two or more branches.
``lesson_file`` reads and validates them, ``runner`` plays them, ``compare`` tabulates a
decision's branches and ``validate`` is what ``brass learn --check`` runs.
"""
from __future__ import annotations

from brass.core.exports import lazy

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.learn.checks import CheckResult as CheckResult, run_checks as run_checks
    from brass.core.learn.compare import (
        BranchResult as BranchResult,
        Comparison as Comparison,
        Row as Row,
        compare_branches as compare_branches,
    )
    from brass.core.learn.lesson_file import (
        Lesson as Lesson,
        declare_title_lessons as declare_title_lessons,
        lesson_files as lesson_files,
        load_lesson as load_lesson,
        title_lessons as title_lessons,
    )
    from brass.core.learn.progress import Progress as Progress, load_progress as load_progress
    from brass.core.learn.runner import LessonRun as LessonRun, Outcome as Outcome, start as start
    from brass.core.learn.validate import check_lesson as check_lesson

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
