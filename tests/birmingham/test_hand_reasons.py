"""A Birmingham card that builds nothing names the cube it lacks (not "coal or iron"), and a
location card of several industries gives each one's reason, compactly."""
from __future__ import annotations

from brass.core.cli.game.card_use import card_uses
from brass.core.i18n.messages import render

from .scenario import Scenario


def _reasons(sc: Scenario) -> dict[str, str]:
    rules = sc.rules
    return {rules.cards[u.card].id: render(u.reason) for u in card_uses(sc.game, 0) if u.reason is not None}


def test_an_unlinked_town_names_the_coal_each_industry_lacks_and_the_cheapest_price() -> None:
    sc = Scenario(players=4, money=5).hand(0, "stoke_on_trent", "iron").ready()
    reasons = _reasons(sc)
    assert reasons["stoke_on_trent"] == ("Manufacturer I and Iron works I need 1 coal you cannot get;"
                                         " Cotton mill I, the cheapest, costs £12, you have £5")
    assert reasons["iron"] == "Iron works I needs 1 coal you cannot get"
