"""``brass play``'s "Since your last decision" block lists everything since the player's last
decision: their own income and the round's header included, and after a resume everything
since their last decision in the save (the log is replayed on loading)."""
from __future__ import annotations

from pathlib import Path

from .helpers import run
from .play_helpers import OVERBUILD, joined, position_game, screens

#: round 2's order is P2 (one action left), then P1 (two): P1's second action ends the round,
#: and P1 (who spent least) opens round 3
LAST_IN_ROUND = (OVERBUILD.replace("turn = 1", "turn = 2").replace("actions_left = 2", "actions_left = 1")
                 .replace('hand = ["birmingham", "coventry"]', 'hand = ["birmingham", "coventry", "nuneaton"]')
                 .split("[[tile]]")[0])
TWO_LOANS = "loan\ncard:birmingham\nok\nloan\ncard:coventry\nok\n"
LOAN = "P1 takes a loan with Coventry (location card): +£30, income level -6."
INCOME = "P1 pays £6 for negative income."
HEADER = "— Canal era, round 3: turn order P1, P2 —"


def _block(screen: list[str]) -> str:
    """The screen's "Since your last decision" block, its wrapped entries joined."""
    at = screen.index("Since your last decision:")
    end = next(i for i, line in enumerate(screen) if i > at and not line.startswith("  "))
    return joined("\n".join(screen[at + 1:end]))


def test_the_block_has_the_players_income_and_the_rounds_header(tmp_path: Path) -> None:
    game = position_game(tmp_path, LAST_IN_ROUND)
    r = run("play", game, "--bots", 2, input=TWO_LOANS + "quit\n", expect=0)
    confirm, after = screens(r.stdout)[-2:]
    assert "P1: your action is done (see above). Keep it?" in confirm
    assert _block(confirm) == LOAN  # the round has not ended yet at "Keep it?"
    assert after[0] == "Brass: Birmingham — Canal era, round 3 — P1: 2 actions left"
    assert _block(after) == f"{INCOME} {HEADER}"


def test_after_a_resume_the_block_has_everything_since_the_players_last_decision(tmp_path: Path) -> None:
    game = position_game(tmp_path, LAST_IN_ROUND)
    run("play", game, "--bots", 2, input=TWO_LOANS + "quit\n", expect=0)
    r = run("play", game, input="log\nquit\n", expect=0)
    block = _block(screens(r.stdout)[0])
    # P1's last decision in the save chose the second loan's card: its line, income, header
    assert block == f"{LOAN} {INCOME} {HEADER}"
    logged = r.stdout.split("P1> log\n", 1)[1].split("P1> ", 1)[0]
    assert joined(logged) == block


def test_the_thai_round_header_is_one_form_on_the_screen_and_in_the_log() -> None:
    r = run("play", "birmingham", "-p", 2, "--bots", 2, "--seed", 1, "--lang", "th", input="quit\nquit\n", expect=0)
    lines = r.stdout.splitlines()
    assert lines[0].startswith("Brass: Birmingham — ยุคคลองรอบที่ 1 — ผู้เล่น 1"), lines[0]
    assert any(line.startswith("  — ยุคคลองรอบที่ 1: ") for line in lines), lines[:4]  # the log's header
