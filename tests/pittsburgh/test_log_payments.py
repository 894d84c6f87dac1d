"""Pittsburgh's Build and Network log lines name the cubes paid and where each came from,
as Birmingham's do (the money alone hid the iron bought: "$12" for "$5 plus 1 iron")."""
from __future__ import annotations

from brass.core.i18n.messages import render

from .scenario import Scenario


def _logged(s: Scenario, *option_ids: str) -> list[str]:
    said: list[str] = []
    s.game.listener = lambda m: said.append(render(m, currency="$"))
    s.do(*option_ids)
    return said


def test_a_build_names_the_iron_bought_from_vanderbilt() -> None:
    s = Scenario().hand(0, "pittsburgh").turn(0).ready()
    said = _logged(s, "build", "tile:coal_1")
    assert said[0] == ("P1 builds Coal mine I at Pittsburgh with Pittsburgh (location card);"
                       " spends $12 and iron from Vanderbilt.")


def test_a_build_names_the_market_its_iron_came_from() -> None:
    s = Scenario().hand(0, "pittsburgh").link("pittsburgh-clarksburg", 1).turn(0).ready()
    said = _logged(s, "build", "tile:coal_1", "iron:market:clarksburg_iron")
    assert said[0] == ("P1 builds Coal mine I at Pittsburgh with Pittsburgh (location card);"
                       " spends $8 and iron from the iron market at Clarksburg.")


def test_a_light_train_names_the_mine_its_coal_came_from() -> None:
    s = (Scenario().hand(0, "pittsburgh", "erie").tile("clarksburg/1", "coal/1", 1)
         .link("pittsburgh-clarksburg", 1).turn(0).ready())
    said = _logged(s, "network", "card:erie", "kind:light", "link:pittsburgh-harrisburg")
    assert said[0] == "P1 places their light train on Pittsburgh–Harrisburg; spends $0 and coal from Clarksburg."


def test_a_develop_names_its_tiles_and_the_iron_paid_for_them() -> None:
    s = Scenario().hand(0, "pittsburgh", "erie").turn(0).ready()
    said = _logged(s, "develop", "card:pittsburgh", "develop:coal_1", "with:iron", "develop:coke_1", "with:iron")
    assert said[0] == ("P1 develops Coal mine I and Coke works I with Pittsburgh (location card);"
                       " spends $14 and 2 iron from Vanderbilt.")
