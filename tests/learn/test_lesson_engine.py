"""The lesson engine on the Birmingham samples: concrete outcomes, refusals that change nothing,
errors naming file and key, the decision's table, and checks that catch a wrong engine."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.files.positions import space_index
from brass.core.i18n.catalogs import domain_of
from brass.core.i18n.messages import Money, render
from brass.core.learn.compare import compare_branches
from brass.core.learn.lesson_file import lesson_files, load_lesson
from brass.core.learn.runner import DONE, REFUSED, TAKEN, WRONG, start
from brass.core.learn.validate import check_lesson
from brass.core.model.errors import DataError
from brass.core.model.track import ProgressTrack
from brass.core.play import develop
from brass.core.play.engine import Game

LESSONS = Path(__file__).resolve().parents[2] / "brass_birmingham" / "lessons"


def lesson(name: str):  # type: ignore[no-untyped-def]
    return load_lesson(LESSONS / f"{name}.toml", "birmingham")


def test_coal_lesson_refuses_the_farther_own_mine_and_changes_nothing() -> None:
    run = start(lesson("coal_nearest"))
    assert sorted(run.allowed_options()) == ["coal:dudley/1", "coal:tamworth/1"]
    before = run.game.state.position_key()
    out = run.choose("coal:cannock/1")
    assert out.state == REFUSED and out.wrong is not None and out.wrong.id == "farther_own_mine"
    assert "two links away" in render(out.feedback)
    assert run.game.state.position_key() == before and run.path == []


def test_an_option_outside_the_lesson_is_refused_without_playing_it() -> None:
    run = start(lesson("loan_levels"))
    out = run.choose("pass")
    assert out.state == REFUSED and out.wrong is None
    assert render(out.feedback).startswith("“pass” is not part of this lesson")
    assert run.game.state.frame is None and run.game.state.money[0] == 5


def test_the_other_nearest_mine_solves_it_too() -> None:
    """Tamworth and Dudley are both one link away: the rules let the player take either."""
    run = start(lesson("coal_nearest"))
    out = run.choose("coal:dudley/1")
    assert out.state == DONE and out.solved
    assert run.game.state.cubes[0][space_index(run.game, "dudley/1")] == 1


def test_loan_lesson_answer_reaches_space_36_level_12_and_35_pounds() -> None:
    run = start(lesson("loan_levels"))
    outcomes = list(run.answer())
    assert [o.state for o in outcomes] == [TAKEN, DONE] and outcomes[-1].solved
    st = run.game.state
    assert (st.money[0], st.income[0], run.game.rules.track.level(st.income[0])) == (35, 36, 12)
    run.restart()
    assert (run.game.state.money[0], run.game.state.income[0], run.path) == (5, 43, [])


def test_a_legal_declared_wrong_choice_is_taken_back(tmp_path: Path) -> None:
    text = (LESSONS / "coal_nearest.toml").read_text(encoding="utf-8")
    text = text.replace('choices = ["coal:cannock/1"]\nrefused = true', 'choices = ["coal:dudley/1"]\nrefused = false')
    # a stricter copy: Tamworth's coal must be the one taken, so Dudley's is legal but misses it
    text = text.replace("[position]", '[[check]]\nwhat = "cubes"\nspace = "tamworth/1"\nresource = "coal"\n'
                        'value = 1\n\n[position]', 1)
    path = tmp_path / "coal_dudley.toml"
    path.write_text(text, encoding="utf-8")
    les = load_lesson(path)
    assert check_lesson(les) == []  # legal, and it does not reach the checks
    run = start(les)
    before = run.game.state.position_key()
    out = run.choose("coal:dudley/1")
    assert out.state == WRONG and run.game.state.position_key() == before and run.path == []


def test_decision_table_is_computed_by_the_engine() -> None:
    table = compare_branches(lesson("merchant_beer_or_own"))
    rows = {render(r.label): r.values for r in table.rows}
    assert rows["money"] == (Money(10), Money(10))
    assert rows["income space"] == (19, 21)  # 12 + 5 + Oxford's 2; 12 + 5 + the brewery's 4
    assert rows["income level"] == (5, 6)
    assert rows["beer on your tiles"] == (1, 0)
    assert rows["goods beside merchants"] == (2, 3)
    assert rows["your flipped tiles"] == (1, 2)
    assert "coal market" not in rows  # the same in both branches: not shown


def test_a_sale_that_does_not_flip_fails_the_decision_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Game, "flip", lambda self, space: None)
    table = compare_branches(lesson("merchant_beer_or_own"))
    own = table.branches[1]
    failed = {render(c.line) for c in own.checks if not c.passed}
    assert "✗ P1's income space: expected 21, found 12" in failed
    assert "✗ Walsall, space 2: expected Brewery (any level) of P1, flipped, found Brewery I of P1" in failed


def test_a_loan_that_drops_spaces_fails_the_loan_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ProgressTrack, "drop_levels", lambda self, space, levels: space - levels)
    outcomes = list(start(lesson("loan_levels")).answer())
    failed = [render(c.line) for c in outcomes[-1].checks if not c.passed]
    assert failed == ["✗ P1's income space: expected 36, found 40",
                      "✗ P1's income level: expected 12, found 14"]


def test_lesson_texts_are_messages_of_the_title_catalog() -> None:
    les = lesson("coal_nearest")
    keys = [t.key for t in les.texts()]
    assert "birmingham.lesson.coal_nearest.task" in keys
    assert "birmingham.lesson.coal_nearest.wrong.farther_own_mine" in keys
    assert {domain_of(k, ("birmingham", "pittsburgh")) for k in keys} == {"birmingham"}


@pytest.mark.parametrize(("old", "new", "where"), [
    ('space = "cannock/1"\nresource', 'space = "canock/1"\nresource', "check[2].space: unknown space 'canock/1'"),
    ('solution = ["coal:tamworth/1"]', 'solution = ["coal:tamworth/1"]\nsolutio = 1', "solutio: unknown key"),
    ('kind = "lesson"', 'kind = "lecture"', "kind"),
    ('what = "money"\nvalue = 6', 'what = "money"', "check[0].value: a 'money' check needs 'value'"),
    ('solution = ["coal:tamworth/1"]', 'solution = ["coal:cannock/1"]', "solution[0]: the engine refused"),
])
def test_errors_name_file_and_key(tmp_path: Path, old: str, new: str, where: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text((LESSONS / "coal_nearest.toml").read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    with pytest.raises(DataError) as err:
        start(load_lesson(path))
    assert f"{path}: {where}" in render(err.value.message)


def test_learn_check_command(tmp_path: Path) -> None:
    runner = CliRunner()
    good = runner.invoke(cli, ["learn", "--check", str(LESSONS / "merchant_beer_or_own.toml")])
    assert good.exit_code == 0, good.output
    assert "ok (decision “Merchant beer or your own?”)" in good.output
    bad = tmp_path / "bad.toml"
    bad.write_text((LESSONS / "coal_nearest.toml").read_text(encoding="utf-8").replace(
        'choices = ["coal:cannock/1"]', 'choices = ["coal:dudley/1"]'), encoding="utf-8")
    result = runner.invoke(cli, ["learn", "--check", str(bad)])
    assert result.exit_code == 1
    assert "wrong choice 'farther_own_mine': the engine accepts 'coal:dudley/1'" in result.output
    assert "Traceback" not in result.output
    broken = tmp_path / "broken.toml"
    broken.write_text("lesson = [", encoding="utf-8")
    result = runner.invoke(cli, ["learn", "--check", str(broken)])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert runner.invoke(cli, ["learn"]).exit_code == 2


def test_every_sample_is_in_the_folder() -> None:
    assert {p.stem for p in lesson_files("birmingham")} >= {"coal_nearest", "loan_levels", "merchant_beer_or_own"}


EXTRA_CHECKS = """
[[check]]
what = "spent"
value = 0

[[check]]
what = "vp"
seat = 2
value = 0

[[check]]
what = "era_end_vp"
value = 0

[[check]]
what = "empty"
space = "birmingham/1"

[[check]]
what = "link"
line = "birmingham-dudley"
owner = 0

[[check]]
what = "market"
market = "coal"
value = 5

[[check]]
what = "order"
value = [1, 2]
"""


def test_every_kind_of_check_reads_the_state(tmp_path: Path) -> None:
    # a loan is not spending; nobody has VP, tiles or links; the coal market keeps its 5 cubes
    source = (LESSONS / "loan_levels.toml").read_text(encoding="utf-8")
    head, position = source.split("[position]", 1)
    path = tmp_path / "loan_more.toml"
    path.write_text(head + EXTRA_CHECKS + "\n[position]" + position + "\n[position.markets]\ncoal = 5\n",
                    encoding="utf-8")
    outcomes = list(start(load_lesson(path)).answer())
    assert [(render(c.line), c.passed) for c in outcomes[-1].checks if c.check.what in ("order", "link", "market")] == [
        ("✓ line Birmingham–Dudley: nobody", True), ("✓ the coal market: 5", True),
        ("✓ the turn order: P1, P2", True)]
    assert outcomes[-1].solved
    path.write_text(path.read_text(encoding="utf-8").replace("value = [1, 2]", "value = [2, 1]"), encoding="utf-8")
    outcomes = list(start(load_lesson(path)).answer())
    assert [render(c.line) for c in outcomes[-1].checks if not c.passed] == [
        "✗ the turn order: expected P2, P1, found P1, P2"]


def test_mat_check_and_row_read_the_lowest_tile_left() -> None:
    # two cotton mills I are on the mat: one develop leaves one of them, two leave cotton II lowest
    table = compare_branches(lesson("develop_one_or_two"))
    rows = {render(r.label): r.values for r in table.rows}
    assert rows["lowest Cotton mill level on your mat"] == (1, 2)
    assert "lowest Coal mine level on your mat" not in rows  # the same in both branches: not shown
    outcomes = list(start(lesson("merchant_gloucester")).answer())
    lines = [render(c.line) for c in outcomes[-1].checks if c.check.what == "mat"]
    assert lines == ["✓ the lowest Coal mine level on P1's mat: 2",
                     "✓ the lowest Cotton mill level on P1's mat: 1"]


def test_a_develop_that_leaves_the_tile_on_the_mat_fails_the_mat_check(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(develop, "develop_tile", lambda game, player, position: game.rules.mat.positions[position].tile)
    outcomes = list(start(lesson("merchant_gloucester")).answer())
    failed = [render(c.line) for c in outcomes[-1].checks if not c.passed]
    assert failed == ["✗ the lowest Coal mine level on P1's mat: expected 2, found 1"]
