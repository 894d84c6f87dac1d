"""``brass learn TITLE [LESSON]``: the list with progress, --json, --answer (a lesson and a
decision), a lesson played from piped answers (a legal wrong choice taken back), the progress
file (owner-only, a corrupt one ignored with one warning) and the errors, localized."""
from __future__ import annotations

import io
import json
import stat
from pathlib import Path

import pytest

from brass.core.cli.common import Output
from brass.core.cli.game.learn_play import TAKEN_BACK, LessonPlay
from brass.core.cli.game.learn_text import comparison_lines
from brass.core.cli.game.play_input import LineReader
from brass.core.i18n.messages import render
from brass.core.i18n.wrap import width
from brass.core.learn import compare_branches, load_lesson, start, title_lessons
from brass.core.learn.progress import CORRUPT, load_progress

from .helpers import REPO, as_json, error_line, run, usage_error

LESSONS = REPO / "brass_birmingham" / "lessons"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("BRASS_DATA_DIR", str(folder))
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("LINES", "24")
    return folder


def _lesson(lesson_id: str):  # type: ignore[no-untyped-def]
    return next(x for x in title_lessons("birmingham") if x.id == lesson_id)


def test_list_and_json_show_what_each_teaches_and_progress(data_dir: Path) -> None:
    ids = [x.id for x in title_lessons("birmingham")]
    listed = run("learn", "birmingham", expect=0).stdout
    assert "  coal_nearest — Coal: nearest first (lesson; rules: resources)" in listed
    assert "  merchant_beer_or_own — Merchant beer or your own? (decision; rules: sell)" in listed
    assert f"Solved: 0 of {len(ids)}." in listed
    assert not data_dir.exists()  # listing writes nothing
    # solve coal_nearest from piped answers: the solution, then Enter keeps it
    played = run("learn", "birmingham", "coal_nearest", input="1\n\n", expect=0).stdout
    assert "Solved: Coal: nearest first" in played
    path = data_dir / "lessons.json"
    assert json.loads(path.read_text()) == {"format": 1, "solved": {"birmingham": ["coal_nearest"]}}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and stat.S_IMODE(data_dir.stat().st_mode) == 0o700
    listed = run("learn", "birmingham", expect=0).stdout
    assert "✓ coal_nearest — Coal: nearest first" in listed
    assert f"Solved: 1 of {len(ids)}." in listed
    rows = as_json(run("learn", "birmingham", "--json", expect=0))
    assert [r["id"] for r in rows] == ids
    assert {r["id"]: r["state"] for r in rows}["coal_nearest"] == "solved"
    assert sum(r["state"] == "solved" for r in rows) == 1
    decision = next(r for r in rows if r["id"] == "merchant_beer_or_own")
    assert decision == {"id": "merchant_beer_or_own", "title": "Merchant beer or your own?", "kind": "decision",
                        "section": "sell", "state": "unsolved"}


def test_a_corrupt_progress_file_is_ignored_with_one_warning(data_dir: Path) -> None:
    data_dir.mkdir()
    path = data_dir / "lessons.json"
    for junk in (b"{not json", b'{"format": 1, "solved": {"birmingham": [3]}}', b"\xff\xfe"):
        path.write_bytes(junk)
        result = run("learn", "birmingham", expect=0)
        assert result.stderr.strip() == render(CORRUPT(file=str(path)))
        assert "Solved: 0 of" in result.stdout
    run("learn", "birmingham", "loan_levels", input="4\n1\n\n", expect=0)  # solving replaces it
    assert load_progress().solved == {"birmingham": {"loan_levels"}}
    assert run("learn", "birmingham", expect=0).stderr == ""


def test_progress_lives_in_xdg_data_home_without_the_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("BRASS_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    run("learn", "birmingham", "loan_levels", input="loan\ncard:coventry\nok\n", expect=0)
    assert json.loads((tmp_path / "xdg" / "brass" / "lessons.json").read_text())["solved"] == {
        "birmingham": ["loan_levels"]}


def test_answer_shows_each_step_of_a_lesson() -> None:
    lesson = _lesson("coal_nearest")
    out = run("learn", "birmingham", "coal_nearest", "--answer", expect=0).stdout
    assert out.startswith("Lesson: Coal: nearest first\n")
    assert "  1. coal:tamworth/1 — Take coal from Coal mine I at Tamworth (P1)\n" in out
    assert "P1 builds Cotton mill II at Birmingham with Birmingham (location card);" in out
    assert "  ✓ P1's money: £6\n" in out and "  ✓ coal on Cannock, space 1: 3\n" in out
    assert out.count("✓") == len(lesson.data.check) and "✗" not in out
    assert "Why: Coal comes from the nearest connected mine" in out
    assert not (Path.cwd() / "lessons.json").exists()


@pytest.mark.parametrize("lang", ["en", "th"])
def test_answer_plays_every_branch_of_a_decision_then_compares_them(lang: str) -> None:
    out = run("learn", "birmingham", "merchant_beer_or_own", "--answer", "--lang", lang, expect=0).stdout
    lines = out.splitlines()
    assert all(width(line) <= 80 for line in lines), out
    assert "  3. beer:merchant:oxford/1 — " in out and "  3. beer:walsall/2 — " in out
    if lang == "en":
        assert "The merchant's beer:\n  1. sell — Sell\n  2. card:coventry — " in out
        table = lines[lines.index("Side by side:") + 1:]
        assert table[0].split() == ["The", "merchant's", "beer", "Your", "last", "barrel"]
        rows = {" ".join(line.split()[:-2]): line.split()[-2:] for line in table[2:10]}
        assert rows["income space"] == ["19", "21"]  # Oxford's 2 spaces against the brewery's 4
        assert rows["income level"] == ["5", "6"]
        assert rows["VP if the era ended now"] == ["8", "12"]
        assert rows["money"] == ["£10", "£10"]


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_comparison_fits_a_narrow_terminal(lang: str) -> None:
    lesson = _lesson("merchant_beer_or_own")
    comparison = compare_branches(lesson)
    for columns in (80, 50, 36):
        lines = comparison_lines(Output(lang), comparison, columns)
        assert all(width(line) <= columns for line in lines), "\n".join(lines)
        assert len(lines) >= len(comparison.rows) + 2


def test_a_legal_wrong_choice_is_taken_back_with_its_feedback(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """A wrong choice the engine allows (passing instead of the loan) is played, taken back with its
    feedback, and the learner goes on from where they were."""
    source = (LESSONS / "loan_levels.toml").read_text()
    file = tmp_path / "pass_or_loan.toml"
    file.write_text(source.replace('id = "loan_levels"', 'id = "test_pass_or_loan"') + """
[[wrong]]
id = "pass"
choices = ["pass"]
refused = false
feedback = "Passing keeps your money as it is; only a loan brings £30."
""")
    lesson = load_lesson(file, "birmingham")
    run_ = start(lesson)
    reader = LineReader(io.StringIO("pass\nloan\ncard:coventry\n\n"))
    assert LessonPlay(Output("en", columns=80), run_, 24, 80, reader).play()
    shown = capsys.readouterr().out
    after_pass = shown.split("P1> pass\n")[1]
    assert "Not that: Passing keeps your money as it is; only a loan brings £30." in after_pass
    assert render(TAKEN_BACK()) in after_pass
    assert "Solved: Loan: levels, not spaces" in after_pass
    assert run_.game.state.money[0] == 35 and run_.path == ["loan", "card:coventry"]


def test_errors_are_localized_with_click_exit_codes() -> None:
    unknown = run("learn", "birmingham", "coal_furthest", expect=1).stderr
    ids = [x.id for x in title_lessons("birmingham")]
    # the long list of lessons is wrapped to the terminal (COLUMNS=80), its lines indented under the first
    lines = unknown.splitlines()
    assert len(lines) > 3 and all(width(x) <= 80 for x in lines) and all(x.startswith("  ") for x in lines[1:])
    assert " ".join(x.strip() for x in lines) == (
        f"Error: Brass: Birmingham has no lesson “coal_furthest”. Lessons: {', '.join(ids)}.")
    thai = run("learn", "birmingham", "coal_furthest", "--lang", "th", expect=1).stderr
    assert thai.startswith("ข้อผิดพลาด: ") and "coal_furthest" in thai and ids[-1] in thai
    assert all(width(x) <= 80 for x in thai.splitlines())
    bad_title = error_line(run("learn", "birminghem", expect=1))
    assert "birminghem" in bad_title and "birmingham" in bad_title
    assert error_line(run("learn", "birminghem", "--lang", "th", expect=1)).startswith("ข้อผิดพลาด: ")
    assert "--answer needs a LESSON" in usage_error(run("learn", "birmingham", "--answer"))
    assert "--json lists the lessons" in usage_error(run("learn", "birmingham", "coal_nearest", "--json"))
    assert "--check FILE takes no TITLE" in usage_error(
        run("learn", "birmingham", "--check", str(LESSONS / "coal_nearest.toml")))
    assert "give a TITLE" in usage_error(run("learn"))


@pytest.mark.parametrize("lang", ["en", "th"])
def test_every_lessons_first_screen_fits_80x24(lang: str) -> None:
    """The task on top and the turn screen under it stay within 24 rows of 80 columns, for every
    installed lesson (a new lesson's long task included)."""
    from brass.core.hooks.titles import installed_titles

    for title in sorted(installed_titles()):
        for lesson in title_lessons(title):
            play = LessonPlay(Output(lang, columns=80), start(lesson), 24, 80, LineReader(io.StringIO("")))
            d = play.run.decision()
            assert d is not None
            lines, prompt = play.compose(d, play.option_lines(d))
            assert len(lines) <= 23, (lesson.file, "\n".join(lines))
            assert all(width(line) <= 80 for line in [*lines, prompt]), (lesson.file, "\n".join(lines))
            assert lines[:len(play.task_lines())] == play.task_lines()


def test_a_decision_is_played_way_by_way_then_compared(data_dir: Path) -> None:
    """Each way from the same position: a way the decision does not compare starts it again, a
    way played twice is said so, and after the last one the table and the explanation follow."""
    own = "sell\ncard:coventry\nbeer:walsall/2\n\n"
    other = "loan\ncard:coventry\n\n"  # a whole action, but none of the two ways
    merchant = "sell\ncard:coventry\nbeer:merchant:oxford/1\n\n"
    out = run("learn", "birmingham", "merchant_beer_or_own", input=own + other + own + merchant, expect=0).stdout
    flat = " ".join(out.split())
    assert "Play each way from this position, then compare: The merchant's beer and Your last barrel" in flat
    assert "You played “Your last barrel”. Now play: The merchant's beer." in flat
    assert "That was none of the ways this decision compares (The merchant's beer and Your last barrel)" in flat
    assert "You had played “Your last barrel” already. Now play: The merchant's beer." in flat
    assert "compare: The merchant's beer and Your last barrel ✓" in flat
    tail = out.split("Solved: Merchant beer or your own?")[1]
    assert "Side by side:" in tail and "income space" in tail
    assert "Why: The merchant's beer earns" in " ".join(tail.split())
    assert json.loads((data_dir / "lessons.json").read_text())["solved"] == {"birmingham": ["merchant_beer_or_own"]}


def test_progress_that_cannot_be_written_is_a_warning_not_an_error(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("")
    monkeypatch.setenv("BRASS_DATA_DIR", str(blocker / "brass"))  # a folder inside a file: never made
    result = run("learn", "birmingham", "coal_nearest", input="1\n\n", expect=0)
    assert "Solved: Coal: nearest first" in result.stdout
    warning = " ".join(result.stderr.split())  # (one warning, wrapped to the terminal)
    assert warning == f"Your progress could not be saved to {blocker / 'brass' / 'lessons.json'}: Not a directory"
    assert blocker.read_text() == ""


def test_a_refused_wrong_choice_is_offered_by_number_and_gives_its_feedback() -> None:
    """coal_nearest's farther mine (Cannock) is refused by the engine, so it is not among the
    offered options; the lesson shows it after them, with the engine's label, so the learner can
    pick it by its number and read why it is wrong, then solve the lesson."""
    played = run("learn", "birmingham", "coal_nearest", input="3\n1\n\n", expect=0).stdout
    option = "  3. coal:cannock/1 — Take coal from Coal mine II at Cannock (P1)\n"
    before, after = played.split("P1> 3\n", 1)
    assert option in before  # shown before it was picked
    assert "Not that: Cannock is your own mine, but it is two links away" in after
    assert "Solved: Coal: nearest first" in after
    assert "3. coal:cannock/1" not in run("learn", "birmingham", "coal_nearest", "--answer", expect=0).stdout
    # a number past the refused choices is still no option
    assert "There is no option 4: answer 1 to 3." in run("learn", "birmingham", "coal_nearest", input="4\nquit\n",
                                                         expect=0).stdout


def test_a_designers_lesson_file_plays_like_a_titles_own(data_dir: Path, tmp_path: Path) -> None:
    """A lesson can live outside brass: ``brass learn TITLE FILE.toml`` plays it (and marks it)."""
    source = (REPO / "brass_birmingham" / "lessons" / "loan_levels.toml").read_text(encoding="utf-8")
    mine = tmp_path / "my_loan.toml"
    mine.write_text(source.replace('id = "loan_levels"', 'id = "my_loan"').replace(
        'name = "Loan: levels, not spaces"', 'name = "My loan lesson"'), encoding="utf-8")
    out = run("learn", "birmingham", str(mine), "--answer", expect=0).stdout
    assert out.startswith("Lesson: My loan lesson\n") and "  ✓ P1's income space: 36\n" in out
    played = run("learn", "birmingham", str(mine), input="loan\ncard:coventry\n1\n", expect=0).stdout
    assert "Solved: My loan lesson" in played
    assert json.loads((data_dir / "lessons.json").read_text())  # progress kept for it too
    broken = tmp_path / "broken.toml"
    broken.write_text(source.replace("solution = ", "solutio = "), encoding="utf-8")
    assert "broken.toml" in error_line(run("learn", "birmingham", str(broken), expect=1))
