"""``brass play`` (issue 56): ``hint`` fits every question and names the whole action; ``save
FILE`` keeps the game in FILE; ``quit`` warns again after any unsaved move; a refusal gives the
reason of the step asked; the events block and ``log`` keep whole entries, as ``help`` says."""
from __future__ import annotations

from pathlib import Path

import pytest

from brass.core.i18n.messages import render

from .helpers import load, run
from .play_helpers import INPUT, OVERBUILD, joined, position_game

#: the bot's action for P1's first decision of the seed-5 game (P2 a heuristic bot)
BIRMINGHAM_HINT = ("network", "card:iron", "link:coalbrookdale-shrewsbury")
PITTSBURGH_HINT = ("network", "card:baltimore", "kind:pipeline_reserve", "link:pittsburgh-macksburg", "done")


def _play(title: str, answers: list[str], *extra: object, expect: int = 0):
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
            "Discard Iron works (industry card), link:coalbrookdale-shrewsbury — "
            "Coalbrookdale–Shrewsbury (£3)).") in out


def test_hint_in_the_middle_of_an_action_names_the_rest_of_it() -> None:
    r = _play("birmingham", ["network", "hint", "quit", "quit"])
    # the rest of the action the menu's hint named (planned from the middle alone, the bot gave
    # up the Birmingham card, with four sites, for want of the menu's card values)
    assert ("Hint: 6. card:iron — Discard Iron works (industry card), then link:coalbrookdale-shrewsbury — "
            "Coalbrookdale–Shrewsbury (£3); because: ") in joined(r.stdout)
    # an action begun otherwise gets the bot's best way to finish it
    r = _play("birmingham", ["build", "hint", "quit", "quit"])
    assert ("Hint: 2. card:burton_on_trent — Discard Burton-on-Trent (location card), then industry:brewery — "
            "Brewery I; because: ") in joined(r.stdout)


def test_pittsburgh_hint_at_keep_it() -> None:
    """Pittsburgh crashed the same way (``'build' is not in list``)."""
    r = _play("pittsburgh", ["hint", *PITTSBURGH_HINT, "hint", "quit", "quit"])
    out = joined(r.stdout)
    assert ("Hint: 2. network — Network, then card:baltimore — Discard Baltimore (location card), "
            "kind:pipeline_reserve — reserve pipeline (1 in supply), link:pittsburgh-macksburg — ") in out
    assert "Hint: 1. ok — Keep it and go on: the bot would have done the same (network — Network," in out


def test_a_question_the_game_does_not_ask_has_no_hint() -> None:
    from brass.core.cli.game.hint import hint_line
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


# -- refusals, the events block, log ----------------------------------------------------------------------------
#: the overbuild position with P1 holding only the Dudley card, which builds nothing (both Dudley
#: spaces are taken): its card step resolves itself in a Network action
ONLY_DUDLEY = OVERBUILD.replace('hand = ["birmingham", "coventry"]', 'hand = ["dudley"]').replace("[[link]]", """\
[[tile]]
space = "dudley/1"
industry = "coal"
level = 1
owner = 2
flipped = true

[[tile]]
space = "dudley/2"
industry = "iron"
level = 1
owner = 1
flipped = true

[[link]]""")


def test_a_card_typed_at_another_step_is_refused_for_that_step(tmp_path: Path) -> None:
    game = position_game(tmp_path, ONLY_DUDLEY)
    r = run("play", game, "--bots", 2, input="network\ncard:dudley\nquit\n", expect=0)
    out = joined(r.stdout)
    assert "Hand: Dudley: none — " in out  # the card builds nothing: it has a reason of its own
    assert "P1: which line do you build on?" in out  # the card step resolved itself
    assert ("“card:dudley” is not one of the options now: the card step was settled by itself: Dudley (location "
            "card), the only card it offered; this step asks “P1: which line do you build on?”." in out)


def test_the_events_block_drops_whole_entries() -> None:
    from brass.core.cli.common import Output
    from brass.core.cli.game.play_screen import TurnScreen
    from brass.core.hooks.games import new_game
    from brass.core.i18n.messages import Message

    game = new_game("birmingham", 2, 5)
    said: list[Message] = []
    game.listener = said.append
    while len(said) < 30:
        d = game.decision()
        game.apply(d.ids()[0])
    d = game.decision()
    out = Output("en", columns=80)
    for rows in range(18, 30):
        lines = TurnScreen(out, rows, 80).compose(game, d, said, []).lines
        if "Since your last decision:" not in lines:
            continue
        at = lines.index("Since your last decision:") + 1
        assert lines[at].startswith("  … ") and lines[at].endswith(" earlier entries (type log)"), lines
        hidden = int(lines[at].split()[1])
        shown = [render(e) for e in said[hidden:]]
        block = lines[at + 1:at + 1 + sum(len(out.lines(f"  {e}")) for e in shown)]
        assert " ".join(ln.strip() for ln in block) == " ".join(shown), (rows, block)


def test_log_repeats_what_happened_since_the_last_decision_and_log_all_the_whole_game() -> None:
    # P1's one action of round 1, then both of round 2 (P1 first), then P2's two: ``log`` repeats P2's
    r = _play("birmingham", [*BIRMINGHAM_HINT, "ok", "log", "pass", "1", "ok", "pass", "1", "ok", "log", "log all",
                             "log x", "quit", "quit"])
    out = r.stdout
    # "Keep it?" comes before the turn's end: the next round's header is news at the next question
    assert out[out.index("P1> log\n"):].startswith("P1> log\n— Canal era, round 2: turn order P1, P2 —\nP1> ")
    at = out.rindex("P1> log\n") + len("P1> log\n")
    since = out[at:out.index("P1> log all")]
    whole = out[out.index("P1> log all\n"):out.index("P1> log x")]
    assert since.startswith("P2 ") and "— Canal era, round 3: turn order" in since, since
    assert "round 1" not in since and "round 2" not in since and "P1 " not in since
    assert whole.count("— Canal era, round 1") == 1 and "P1 builds a canal link Coalbrookdale–Shrewsbury" in whole
    assert ("“x”: type log (what happened since your last decision) or log all (everything since the game was "
            "opened).") in joined(out)
