"""The board's market lines begin with a capital ("The coal market at Cleveland: ..."), through
a message of their own for a line's start (a language without capitals is not cut into)."""
from __future__ import annotations

from brass.core import new_game
from brass.core.cli.game.board_text import board_part
from brass.core.i18n.messages import render


def _markets(title: str) -> list[str]:
    game = new_game(title, 2, 1)
    return [render(m, currency="$") for m in board_part(game, 0, "markets")]


def test_birminghams_market_lines_start_with_a_capital() -> None:
    lines = _markets("birmingham")
    assert lines[3:] == ["Markets", "The coal market: 13 of 14 cubes, next one costs $1",
                         "The iron market: 8 of 10 cubes, next one costs $2"]


def test_pittsburghs_located_market_lines_start_with_a_capital() -> None:
    lines = _markets("pittsburgh")
    assert lines[4] == "The coal market at Cleveland: 3 of 3 cubes, next one costs $4"
    assert lines[-1] == "The coke market at The West: 1 of 2 cubes, next one costs $5"


def test_a_market_inside_a_sentence_stays_lower_case() -> None:
    game = new_game("pittsburgh", 2, 1)
    rules = game.rules
    cleveland = next(m.index for m in rules.markets if m.id == "cleveland_coal")
    assert render(rules.names.market(rules, cleveland)) == "the coal market at Cleveland"
