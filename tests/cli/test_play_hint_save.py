"""``brass play`` (issue 56): ``hint`` fits every question and names the whole action; ``save
FILE`` keeps the game in FILE; ``quit`` warns again after any unsaved move."""
from __future__ import annotations

from pathlib import Path

import pytest

from .helpers import load, run
from .play_helpers import INPUT, joined

#: the bot's action for P1's first decision of the seed-5 game (P2 a heuristic bot)
BIRMINGHAM_HINT = ("network", "card:iron", "link:coalbrookdale-shrewsbury")
PITTSBURGH_HINT = ("network", "card:baltimore", "kind:pipeline_reserve", "link:pittsburgh-macksburg", "done")


def _play(title: str, answers: list[str], *extra: object, expect: int = 0):  # noqa: ANN202
    return run("play", title, "-p", 2, "--bots", 2, "--seed", 5, *extra, input="".join(a + "\n" for a in answers),
               expect=expect)


def _has_run(log: list[str], ids: tuple[str, ...]) -> bool:
    """Whether ``ids`` were applied one after another in ``log``."""
    return any(tuple(log[i:i + len(ids)]) == ids for i in range(len(log)))


def test_hint_at_keep_it_after_another_action_suggests_taking_it_back(tmp_path: Path) -> None:
    """The issue's repro: it crashed with ``'loan' is not in list`` and lost the last step."""
    save = tmp_path / "h.toml"
    r = _play("birmingham", ["network", "card:iron", "link:birmingham-oxford", "hint", "ok", "quit"],
              "--save", save)
    out = joined(r.stdout)
    assert ("Hint: 2. undo — Take it back: the bot would rather network — Network, card:iron — Discard Iron "
            "works (industry card), link:coalbrookdale-shrewsbury — Coalbrookdale–Shrewsbury (£3); because: ") in out
    assert r.stdout.count(INPUT) == 6  # the hint asked "Keep it?" again
    assert _has_run(load(save)["log"], ("network", "card:iron", "link:birmingham-oxford"))


def test_hint_names_the_whole_action_and_keep_it_when_it_was_followed() -> None:
    r = _play("birmingham", ["hint", *BIRMINGHAM_HINT, "hint", "quit", "quit"])
    out = joined(r.stdout)
    assert ("Hint: 2. network — Network, then card:iron — Discard Iron works (industry card), "
            "link:coalbrookdale-shrewsbury — Coalbrookdale–Shrewsbury (£3); because: ") in out
    assert ("Hint: 1. ok — Keep it and go on: the bot would have done the same (network — Network, card:iron — "
            "Discard Iron works (industry card), link:coalbrookdale-shrewsbury — Coalbrookdale–Shrewsbury (£3)).") in out


def test_hint_in_the_middle_of_an_action_names_the_rest_of_it() -> None:
    r = _play("birmingham", ["network", "hint", "quit", "quit"])
    # the same line; mid-action the bot gives up the card it finds least useful alone
    assert ("Hint: 7. card:birmingham — Discard Birmingham (location card), then link:coalbrookdale-shrewsbury — "
            "Coalbrookdale–Shrewsbury (£3); because: ") in joined(r.stdout)


def test_pittsburgh_hint_at_keep_it() -> None:
    """Pittsburgh crashed the same way (``'build' is not in list``)."""
    r = _play("pittsburgh", ["hint", *PITTSBURGH_HINT, "hint", "quit", "quit"])
    out = joined(r.stdout)
    assert ("Hint: 2. network — Network, then card:baltimore — Discard Baltimore (location card), "
            "kind:pipeline_reserve — reserve pipeline (1 in supply), link:pittsburgh-macksburg — ") in out
    assert "Hint: 1. ok — Keep it and go on: the bot would have done the same (network — Network," in out


def test_a_question_the_game_does_not_ask_has_no_hint() -> None:
    from brass.core.cli.hint import hint_line
    from brass.core.hooks.games import new_game
    from brass.core.i18n.messages import render
    from brass.core.play.decision import Decision, Option

    game = new_game("birmingham", 2, 5)
    d = game.decision()
    other = Decision(d.player, d.prompt, (Option("ok", d.options[0].label), Option("undo", d.options[1].label)))
    assert render(hint_line(game, other)) == "No hint for this question: answer it as listed."


# -- save FILE ----------------------------------------------------------------------------------------------------
def test_save_file_keeps_saving_there_and_quit_leaves_saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # a short relative name: the message is compared whole
    r = _play("birmingham", ["save sq.toml", *BIRMINGHAM_HINT, "ok", "quit"])
    lines = r.stdout.splitlines()
    assert "Nothing is saved" not in r.stdout
    assert lines[-2].endswith("Game left unfinished.") and lines[-1] == "Saved to sq.toml."
    assert _has_run(load(Path("sq.toml"))["log"], BIRMINGHAM_HINT)  # the moves after `save` are in the file


def test_quit_warns_again_after_a_move() -> None:
    r = _play("birmingham", ["quit", *BIRMINGHAM_HINT, "ok", "quit", "quit"])
    assert r.stdout.count("Nothing is saved, so this game would be lost") == 2
    assert r.stdout.splitlines()[-1].endswith("Game left unfinished.")
