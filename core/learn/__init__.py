"""Lessons: positions that teach a title by playing it (``brass learn``; docs/lessons.md).

A lesson file (TOML) holds a position, a task, the learner's allowed choices, the solution,
declared checks and the wrong choices that teach; a decision compares two or more branches.
``lesson_file`` reads and validates them, ``runner`` plays them, ``compare`` tabulates a
decision's branches and ``validate`` is what ``brass learn --check`` runs.
"""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "lesson_file": ["Lesson", "load_lesson", "lesson_files", "title_lessons", "declare_title_lessons"],
    "checks": ["CheckResult", "run_checks"],
    "runner": ["LessonRun", "Outcome", "start"],
    "compare": ["BranchResult", "Comparison", "Row", "compare_branches"],
    "validate": ["check_lesson"],
    "progress": ["Progress", "load_progress"],
})
