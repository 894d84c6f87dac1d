"""The game log says an action's line first, then what it caused (issue 56, 3): a tile that flips
as its last cube is taken, coal sold, beer used, a pipeline's oil and rewards."""
from __future__ import annotations

from pathlib import Path

import pytest

from brass.core.hooks.games import new_game
from brass.core.i18n.messages import render

from .helpers import run


def _lines(output: str) -> list[str]:
    """The log's entries, each on one line (wrapped lines joined)."""
    entries: list[str] = []
    for line in output.splitlines():
        if line.startswith("  ") and entries:
            entries[-1] += " " + line.strip()
        else:
            entries.append(line)
    return entries


def _before(entries: list[str], cause: str, effect: str) -> None:
    """``cause`` is logged, and right before ``effect`` (nothing else between them but other
    consequences of the same action)."""
    at = [i for i, e in enumerate(entries) if e.startswith(cause)]
    then = [i for i, e in enumerate(entries) if e.startswith(effect)]
    assert at and then, (cause, effect)
    assert at[0] < then[0], entries[max(0, then[0] - 3): at[0] + 2]


@pytest.fixture(scope="module")
def birmingham_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    path = tmp_path_factory.mktemp("log") / "b4.toml"
    r = run("play", "birmingham", "--players", 4, "--bots", "all", "--seed", 1, "--save", path, expect=0)
    return path, r.stdout


def test_a_flip_follows_the_develop_that_took_the_last_iron(birmingham_game: tuple[Path, str]) -> None:
    path, played = birmingham_game
    entries = _lines(played)
    _before(entries, "P1 develops Manufacturer I, Iron works I with Birmingham (location card); spends £0 and 2 iron "
                     "from Birmingham.", "P4's Iron works I at Birmingham flips")
    _before(entries, "P4 sells 2 coal to the market for £4.", "P4's Coal mine I at Coventry flips")  # coal sold
    _before(entries, "P2 sells Manufacturer II at Burton-on-Trent and beer from Burton-on-Trent.",
            "P1's Brewery I at Burton-on-Trent flips")  # beer used
    replayed = _lines(run("replay", path, "--to", 12, expect=0).stdout)
    develop = replayed.index("P1 develops Manufacturer I, Iron works I with Birmingham (location card); spends £0 "
                             "and 2 iron from Birmingham.")
    assert replayed[develop + 1] == "P4's Iron works I at Birmingham flips: income +3 spaces."


def test_a_sale_is_said_before_the_flips_it_causes(birmingham_game: tuple[Path, str]) -> None:
    entries = _lines(birmingham_game[1])
    sale = entries.index("P3 sells Manufacturer II at Coventry and beer from Walsall.")
    assert entries[sale + 1:sale + 4] == ["P3's Brewery I at Walsall flips: income +4 spaces.",
                                          "P3's Manufacturer II at Coventry flips: income +1 space.",
                                          "P3 ends the sale (Cotton mill, Manufacturer (industry card))."]


def test_pittsburgh_pipeline_oil_and_reward_follow_the_pipeline() -> None:
    entries = _lines(run("play", "pittsburgh", "--players", 3, "--bots", "all", "--seed", 1, expect=0).stdout)
    placed = next(i for i, e in enumerate(entries) if e.startswith("P1 places ") and "Chicago & Whiting–Trenton" in e)
    assert entries[placed + 1:placed + 3] == ["P1's pipeline reaches Trenton: its tile makes 2 oil.",
                                              "P1 gains 1 whiskey."]
    train = next(i for i, e in enumerate(entries) if e.startswith("P3 places ") and "Harrisburg–Bethlehem" in e)
    assert entries[train + 1] == "P3 gains 3 income spaces."


def test_consequences_of_an_action_taken_back_are_never_said() -> None:
    """A flip held for an action in progress is dropped when the action is taken back."""
    game = new_game("birmingham", 2, 5)
    said: list[str] = []
    game.listener = lambda m: said.append(render(m))
    game.decision()
    start = game.state.clone()
    game.apply(game.decision().ids()[0])  # an action begins: its frame is in progress
    assert game.state.frame is not None
    game.say_result(game.rules.names.era[0]())  # a consequence held for this frame
    game.state = start.clone()  # taken back (what Session.rewind does)
    game.refresh()
    game.say(game.rules.names.era[1]())
    assert said == [render(game.rules.names.era[1]())]
