"""Every lesson and decision of every installed title: solved by its own solution, each wrong
choice giving its feedback, and sound by ``brass learn --check``'s standards (a new lesson file
needs no new test)."""
from __future__ import annotations

import pytest

from brass.core.hooks.titles import installed_titles
from brass.core.learn.compare import compare_branches
from brass.core.learn.lesson_file import Lesson, lesson_files, load_lesson
from brass.core.learn.runner import DONE, REFUSED, WRONG, start
from brass.core.learn.validate import check_lesson

FILES = [(title, path) for title in sorted(installed_titles()) for path in lesson_files(title)]


def _lesson(title: str, path) -> Lesson:  # type: ignore[no-untyped-def]
    return load_lesson(path, title)


@pytest.mark.parametrize(("title", "path"), FILES, ids=[f"{t}:{p.stem}" for t, p in FILES])
def test_lesson_is_sound(title: str, path) -> None:  # type: ignore[no-untyped-def]
    lesson = _lesson(title, path)
    assert check_lesson(lesson) == []
    run = start(lesson)
    if lesson.kind == "lesson":
        outcomes = list(run.answer())
        assert [o.state for o in outcomes[:-1]] == ["taken"] * (len(outcomes) - 1)
        assert outcomes[-1].state == DONE and outcomes[-1].checks and outcomes[-1].solved
        for wrong in lesson.data.wrong:
            run.restart()
            *way, last = wrong.choices
            for option in way:
                assert run.choose(option).state == "taken"
            before = run.game.state.position_key()
            outcome = run.choose(last)
            assert outcome.state == (REFUSED if wrong.refused else WRONG)
            assert outcome.feedback == lesson.feedback(wrong)
            assert run.game.state.position_key() == before  # refused or taken back: nothing changed
    else:
        comparison = compare_branches(lesson)
        assert all(b.finished and b.checks and all(c.passed for c in b.checks) for b in comparison.branches)
        assert len({tuple(map(str, b.measures)) for b in comparison.branches}) == len(comparison.branches)


def test_birmingham_has_its_sample_lessons() -> None:
    ids = {load_lesson(p, "birmingham").id for p in lesson_files("birmingham")}
    assert {"coal_nearest", "loan_levels", "merchant_beer_or_own"} <= ids
