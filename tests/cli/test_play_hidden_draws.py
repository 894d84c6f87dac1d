"""``brass play`` never shows cards drawn after an action that can still be taken back: "Keep
it?" comes before the turn's end refills the hand, ``undo`` refuses an action once cards were
drawn after it, and an undo gives the bots new seeds (their replies were no preview)."""
from __future__ import annotations

from pathlib import Path

import pytest

from brass.core.files.session import Session

from .helpers import load, run
from .play_helpers import NO_DECK, OVERBUILD, joined, position_game, screens

#: P1's last action of the turn, two cards in hand, a full deck to refill from
LAST_ACTION = OVERBUILD.replace("actions_left = 2", "actions_left = 1").split("[[tile]]")[0]



def test_keep_it_shows_the_hand_before_the_turns_end_draws(tmp_path: Path) -> None:
    game = position_game(tmp_path, LAST_ACTION)
    r = run("play", game, "--bots", 2, input="loan\ncard:birmingham\nquit\n", expect=0)
    confirm = screens(r.stdout)[-1]
    assert "P1: your action is done (see above). Keep it?" in confirm
    assert "Hand: Coventry: 2 sites" in confirm  # the Birmingham card spent, nothing drawn yet
    # quitting there keeps the action; the save replays to the same game (the snapshot is checked)
    saved = Session.load(game)
    assert saved.log == ["loan", "card:birmingham"]
    assert len(saved.game.state.hands[0]) == 8  # the refill happens once the action is kept


def test_undo_is_refused_once_cards_were_drawn_after_the_action(tmp_path: Path) -> None:
    game = position_game(tmp_path, LAST_ACTION)
    r = run("play", game, "--bots", 2, input="loan\ncard:birmingham\nok\nundo\nquit\n", expect=0)
    assert ("Your last action cannot be taken back: cards were drawn after it, and you have seen yours."
            in joined(r.stdout))
    assert "Taken back" not in r.stdout
    assert load(game)["log"][:2] == ["loan", "card:birmingham"]
    # at "Keep it?" nothing was drawn yet: undo there takes the loan back
    game = position_game(tmp_path, LAST_ACTION, "again.toml")
    r = run("play", game, "--bots", 2, input="loan\ncard:birmingham\nundo\nquit\n", expect=0)
    assert "Taken back: the game is where your last action began." in r.stdout
    assert load(game)["log"] == []


def test_undo_gives_the_bots_new_seeds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import secrets

    game = position_game(tmp_path, NO_DECK)
    # P1 builds and passes (no card is drawn: the deck is empty), the bot P2 plays its turn
    run("play", game, "--bots", 2, input="build\ncard:birmingham\nok\npass\ncard:stafford\nok\nquit\n", expect=0)
    before = load(game)
    assert len(before["log"]) > 3
    monkeypatch.setattr(secrets, "randbits", lambda bits: 4242)
    r = run("play", game, input="undo\nquit\n", expect=0)
    assert "Taken back: the game is where your last action began." in r.stdout
    after = load(game)
    assert after["log"] == ["build", "card:birmingham"]
    assert before["bots"][0]["seed"] != 4242
    assert after["bots"] == [{"seat": 2, "name": "heuristic", "seed": 4242}]
