"""The hand check (the scout lesson keeps its Dudley card), check lines in the game's own names
(spaces, tiles, P1/P2, lines, merchants) and the comparison's row for next round's turn order."""
from __future__ import annotations

from pathlib import Path

from brass.core.i18n.messages import render, render_value
from brass.core.learn.compare import compare_branches
from brass.core.learn.lesson_file import load_lesson
from brass.core.learn.runner import DONE, WRONG, start
from brass.core.model.errors import DataError

LESSONS = Path(__file__).resolve().parents[2] / "brass_birmingham" / "lessons"


def lesson(name: str):  # type: ignore[no-untyped-def]
    return load_lesson(LESSONS / f"{name}.toml", "birmingham")


def test_discarding_the_dudley_card_does_not_solve_the_scout_lesson() -> None:
    run = start(lesson("scout_three_for_two"))
    # Dudley last: legal, three cards gone, money and spending unchanged, but the hand is wrong
    outcomes = list(run.answer(("card:stafford", "card:coventry", "card:dudley")))
    assert outcomes[-1].state == DONE and not outcomes[-1].solved
    failed = [render(c.line) for c in outcomes[-1].checks if not c.passed]
    assert failed == [("✗ P1's hand: expected exactly Dudley (location card), Wild location card, and Wild "
                       "industry card, found Iron works (industry card), Wild location card, and Wild industry card")]
    # Dudley first: the declared wrong choice, taken back with its feedback
    run.restart()
    out = run.choose("card:dudley")
    assert out.state == WRONG and out.wrong is not None and out.wrong.id == "discard_dudley"
    assert len(run.game.state.hands[0]) == 4 and run.path == []
    solved = list(run.answer())[-1]
    assert solved.solved and next(render(c.line) for c in solved.checks) == (
        "✓ P1's hand: Dudley (location card), Wild location card, and Wild industry card")


def test_a_hand_check_without_exactly_accepts_other_cards_and_counts_repeats(tmp_path: Path) -> None:
    source = (LESSONS / "scout_three_for_two.toml").read_text(encoding="utf-8")
    loose = source.replace("exactly = true\n", "").replace('id = "scout_three_for_two"', 'id = "test_hand"')
    path = tmp_path / "loose.toml"
    path.write_text(loose.replace('cards = ["dudley", "wild_location", "wild_industry"]', 'cards = ["dudley"]'),
                    encoding="utf-8")
    assert list(start(load_lesson(path)).answer())[-1].solved
    path.write_text(loose.replace('cards = ["dudley", "wild_location", "wild_industry"]',
                                  'cards = ["dudley", "dudley"]'), encoding="utf-8")
    lines = [render(c.line) for c in list(start(load_lesson(path)).answer())[-1].checks if not c.passed]
    assert lines == [("✗ P1's hand: expected holding Dudley (location card) and Dudley (location card), found "
                      "Dudley (location card), Wild location card, and Wild industry card")]
    path.write_text(loose.replace('"wild_location", "wild_industry"', '"wild_locaton"'), encoding="utf-8")
    try:
        start(load_lesson(path))
    except DataError as exc:
        assert render(exc.message).endswith("check[0].cards[1]: unknown card 'wild_locaton'")
    else:
        raise AssertionError("an unknown card id must be an error")


def test_check_lines_use_the_games_names() -> None:
    lines = [render(c.line) for c in list(start(lesson("coal_nearest")).answer())[-1].checks]
    assert lines == ["✓ P1's money: £6", "✓ Birmingham, space 1: Cotton mill II of P1",
                     "✓ coal on Cannock, space 1: 3"]
    lines = [render(c.line) for c in list(start(lesson("double_rail")).answer())[-1].checks]
    assert "✓ line Birmingham–Walsall: P1's rail" in lines
    assert "✓ Tamworth, space 1: Coal mine II of P2, flipped" in lines
    assert "✓ the goods beside the merchant at Oxford, space 1: 1" in lines
    assert "✓ P2's income space: 32" in lines
    lines = [render(c.line) for c in list(start(lesson("round_end_order")).answer())[-1].checks]
    assert "✓ the turn order: P3, P1, P2" in lines


def test_the_tempo_decision_compares_next_rounds_turn_order() -> None:
    table = compare_branches(lesson("loan_or_build_tempo"))
    rows = {render(r.label): [render_value(v, "en", "£") for v in r.values] for r in table.rows}
    assert rows["turn order after the round ends"] == ["P1, P2", "P2, P1"]  # the loan spends nothing
    same = compare_branches(lesson("merchant_beer_or_own"))
    assert "turn order after the round ends" not in {render(r.label) for r in same.rows}  # equal: not shown


def test_developing_another_industry_does_not_solve_the_cotton_lessons() -> None:
    # the task says which tile: developing the manufacturer instead used to pass every check
    run = start(lesson("develop_lowest"))
    last = list(run.answer(("develop:manufacturer", "done")))[-1]
    assert last.state == DONE and not last.solved
    assert [render(c.line) for c in last.checks if not c.passed] == [
        "✗ the lowest Cotton mill level on P1's mat: expected 2, found 1"]
    run = start(lesson("round_end_order"))
    last = list(run.answer(("develop", "card:stoke_on_trent", "develop:manufacturer", "done")))[-1]
    assert last.state == DONE and not last.solved


def test_vanderbilt_must_develop_both_coal_mines() -> None:
    """Pittsburgh's mat holds two Coal mines II, so the lowest level does not tell; the count does."""
    from brass.core.learn.lesson_file import load_lesson as load

    file = Path(__file__).resolve().parents[2] / "brass_pittsburgh" / "lessons" / "vanderbilt.toml"
    run = start(load(file, "pittsburgh"))
    last = list(run.answer(("develop", "card:erie", "develop:coal_1", "with:iron", "develop:manufacturing_1",
                            "with:iron")))[-1]
    assert last.state == DONE and not last.solved
    assert [render(c.line) for c in last.checks if not c.passed] == [
        "✗ P1's Coal mine tiles left on the mat: expected 3, found 4"]
    assert list(run.answer())[-1].solved
