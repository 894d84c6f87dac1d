"""The hand under ``brass play`` in Pittsburgh: whiskey said once for the whole hand (not
appended to every blocked card), and a card of several industries giving each one's reason."""
from __future__ import annotations

from brass.core.cli.game.play_screen import hand_lines
from brass.core.i18n.messages import render

from .scenario import Scenario


def _hand(s: Scenario) -> list[str]:
    return [render(m, currency="$") for m in hand_lines(s.game, 0)]


def test_whiskey_is_said_once_under_the_hand_with_the_count_held() -> None:
    s = Scenario(money=8).hand(0, "pittsburgh", "bethlehem", "erie", "coal").turn(0).whiskey(0, 2).ready()
    lines = _hand(s)
    assert lines[1] == "Whiskey (2): spend 1 to build with any card"
    assert lines[0] == ("Hand: Pittsburgh and Bethlehem: none — Coal mine I, the cheapest, costs $12, you have $8"
                        " · Erie: none — Manufactured goods I, the cheapest, costs $12, you have $8"
                        " · Coal mine/Polyphase Alternator/Coke works: 5 sites")
    assert "whiskey" not in lines[0].lower()
    assert len(lines) == 3


def test_no_whiskey_note_without_whiskey_or_when_it_frees_no_card() -> None:
    s = Scenario(money=8).hand(0, "pittsburgh").turn(0).ready()
    assert not any(line.startswith("Whiskey") for line in _hand(s))
    broke = Scenario(money=2).hand(0, "pittsburgh").turn(0).whiskey(0, 3).ready()
    assert not any(line.startswith("Whiskey") for line in _hand(broke))


def test_a_card_of_several_industries_gives_each_ones_reason() -> None:
    s = Scenario(money=2).hand(0, "coal").turn(0).ready()
    assert _hand(s)[0] == ("Hand: Coal mine/Polyphase Alternator/Coke works: none — Coke works I replaces your own"
                           " flipped Coal mine: you have none it may use; Coal mine I costs $7, you have $2")


def test_income_levels_lacking_are_named() -> None:
    s = Scenario().hand(0, "kerosene").turn(0).income(0, 0).ready()
    assert _hand(s)[0] == "Hand: Kerosene refinery: none — Kerosene refinery II costs 1 income level you do not have"
