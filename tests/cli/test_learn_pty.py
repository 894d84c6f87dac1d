"""A lesson played through ``brass learn`` at a real (pseudo-)terminal of 80×24, in English and
in Thai: the task on top, only the lesson's options, a wrong choice refused with its feedback,
the keep-or-undo step (taken back once), then solved with the checks and the explanation, and
the progress file written owner-only."""
from __future__ import annotations

import json
import stat
import sys
from pathlib import Path

import pytest

from brass.core.cli.game.learn_play import RESTARTED, TASK_HEADING, WRONG_CHOICE
from brass.core.cli.game.learn_text import EXPLANATION
from brass.core.cli.game.play import CONFIRM
from brass.core.cli.game.play_screen import INPUT
from brass.core.i18n.messages import render
from brass.core.i18n.wrap import width
from brass.core.learn import title_lessons
from brass.core.learn.checks import PASSED
from brass.core.play.engine import player_name

from .test_play_pty import COLUMNS, ROWS, Terminal

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")


def _flat(s: str) -> str:
    """Text without its whitespace: compared so, wrapping (Thai breaks between words without a
    space) makes no difference."""
    return "".join(s.split())


def _screen(text: str, prompt: str) -> list[str]:
    """The last screen: the lines after the previous prompt's echoed answer, up to the new prompt."""
    parts = text.split(prompt)
    lines = parts[-2].split("\n")
    return lines[1:] if len(parts) > 2 else lines


@pytest.mark.parametrize("lang", ["en", "th"])
def test_a_lesson_over_a_pseudo_terminal_80x24(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    monkeypatch.setenv("BRASS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("BRASS_SERVER", "off")
    lesson = next(x for x in title_lessons("birmingham") if x.id == "coal_nearest")
    wrong = next(w for w in lesson.data.wrong if w.refused)
    prompt = render(INPUT(player=player_name(0)), lang)
    term = Terminal("learn", "birmingham", "coal_nearest", "--lang", lang, cwd=tmp_path, prompt=prompt)
    screens: list[list[str]] = []
    try:
        # the first screen, a confirmation taken back, the wrong choice, the right one, keep it
        # (the refused wrong choice is picked by its number: 3, after the two offered options)
        for answer in ("1", "undo", "3", "1", ""):
            assert term.read_until_prompt_or_exit(), term.text[-2000:]
            screens.append(_screen(term.text, prompt))
            term.send(answer)
        assert not term.read_until_prompt_or_exit()
        assert term.proc.wait(timeout=30) == 0
    finally:
        term.close()
    for screen in screens:
        assert len(screen) <= ROWS, "\n".join(screen)
        assert all(width(line) <= COLUMNS for line in screen), "\n".join(screen)
    first = screens[0]
    assert first[0] == render(TASK_HEADING(name=lesson.name), lang)  # the task on top
    menu = [line.split(" — ")[0].strip() for line in first if line.startswith("  ") and " — " in line
            and line.strip()[0].isdigit()]
    # the lesson's options as play numbers them, then its refused wrong choice, numbered on
    assert menu == ["1. coal:tamworth/1", "2. coal:dudley/1", f"3. {wrong.choices[-1]}"]
    assert _flat(render(CONFIRM(player=player_name(0)), lang)) in _flat("\n".join(screens[1]))  # keep it?
    assert "1. ok" in "\n".join(screens[1]) and "2. undo" in "\n".join(screens[1])
    assert _flat(render(RESTARTED(), lang)) in _flat("\n".join(screens[2]))
    feedback = _flat(render(WRONG_CHOICE(feedback=lesson.feedback(wrong)), lang))
    assert feedback in _flat("\n".join(screens[3]))
    end = _flat(term.text.split(prompt)[-1])
    assert "Traceback" not in term.text
    assert _flat(render(EXPLANATION(explanation=lesson.explanation), lang)) in end
    passed = render(PASSED(what="x", found="y"), lang).split("x")[0]  # the ✓ mark of a passed check
    assert end.count(passed.strip()) == len(lesson.data.check)
    path = tmp_path / "data" / "lessons.json"
    assert json.loads(path.read_text()) == {"format": 1, "solved": {"birmingham": ["coal_nearest"]}}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
