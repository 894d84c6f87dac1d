"""The turn screen at 80 columns: a card held twice says so on the hand line, and option labels
set in columns are never cut (wrapped within their column, or one column with the rest counted)."""
from __future__ import annotations

from brass.core.cli.common import Output
from brass.core.cli.game.play_screen import TurnScreen, hand_lines
from brass.core.hooks.games import new_game
from brass.core.i18n.messages import render
from brass.core.play.decision import Decision, Option

#: thirteen build sites, as a long overbuild list labels them
SITES = [("Coalbrookdale", 1), ("Coalbrookdale", 2), ("Coalbrookdale", 3), ("Wolverhampton", 1),
         ("Wolverhampton", 2), ("Birmingham", 1), ("Birmingham", 2), ("Birmingham", 3), ("Birmingham", 4),
         ("Dudley", 1), ("Dudley", 2), ("Walsall", 1), ("Cannock", 2)]


def test_a_card_held_twice_says_so_on_the_hand_line() -> None:
    game = new_game("birmingham", 2, 5)  # P2 is dealt both Wolverhampton cards
    wolverhampton = game.rules.card_index["wolverhampton"]
    assert game.state.hands[1].count(wolverhampton) == 2
    line = render(hand_lines(game, 1)[0])
    assert "Wolverhampton ×2: 1 site" in line
    assert "Wolverhampton: " not in line


def _screen() -> tuple[TurnScreen, Decision]:
    labels = [f"{town}, space {k}: replace P1's Iron works I" for town, k in SITES]
    options = tuple(Option(f"site{i}", label) for i, label in enumerate(labels))
    decision = Decision(0, "P1: where do you build?", options)
    return TurnScreen(Output("en", columns=80), 24, 80), decision


def test_long_labels_wrap_within_their_column() -> None:
    screen, decision = _screen()
    assert screen._columns(decision, 14) == [
        "  1. Coalbrookdale, space 1: replace     8. Birmingham, space 3: replace P1's",
        "     P1's Iron works I                      Iron works I",
        "  2. Coalbrookdale, space 2: replace     9. Birmingham, space 4: replace P1's",
        "     P1's Iron works I                      Iron works I",
        "  3. Coalbrookdale, space 3: replace     10. Dudley, space 1: replace P1's Iron",
        "     P1's Iron works I                       works I",
        "  4. Wolverhampton, space 1: replace     11. Dudley, space 2: replace P1's Iron",
        "     P1's Iron works I                       works I",
        "  5. Wolverhampton, space 2: replace     12. Walsall, space 1: replace P1's",
        "     P1's Iron works I                       Iron works I",
        "  6. Birmingham, space 1: replace P1's   13. Cannock, space 2: replace P1's",
        "     Iron works I                            Iron works I",
        "  7. Birmingham, space 2: replace P1's",
        "     Iron works I",
    ]


def test_labels_that_fit_no_columns_go_one_a_line_the_rest_counted() -> None:
    screen, decision = _screen()
    lines = screen._columns(decision, 9)
    assert lines[:-1] == [f"  {i}. {town}, space {k}: replace P1's Iron works I"
                          for i, (town, k) in enumerate(SITES[:8], start=1)]
    assert lines[-1] == "  … 5 more options (type options)"


def test_the_hand_gives_way_when_the_options_would_not_all_show() -> None:
    game = new_game("birmingham", 2, 5)
    labels = [f"{town}, space {k}: replace P1's Iron works I" for town, k in SITES[:6]]
    options = tuple(Option(f"site{i}", label) for i, label in enumerate(labels))
    decision = Decision(1, "P2: where do you build?", options)
    screen = TurnScreen(Output("en", columns=80), 14, 80).compose(game, decision, [], [])
    assert len(screen.lines) <= 13
    assert [line for line in screen.lines if line.startswith("  ") and " — " in line and ". site" in line] == [
        f"  {i}. site{i - 1} — {label}" for i, label in enumerate(labels, start=1)]
    assert not any("more option" in line for line in screen.lines)
    assert screen.lines[1].startswith("P2: £17, income £0 a round")  # the status line stays
