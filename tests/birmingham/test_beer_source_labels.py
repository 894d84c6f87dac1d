"""The beer sources of a sale read as one family ("Take beer from ..."), and the merchant's
barrel says it is free and what bonus it brings, as the title's bonus log names it."""
from __future__ import annotations

from brass.core.i18n.messages import render

from .scenario import Scenario


def _labels(sc: Scenario) -> dict[str, str]:
    return {o.id: render(o.label) for o in sc.game.decision().options}


def test_the_shrewsbury_barrel_is_free_and_names_its_four_vp() -> None:
    sc = Scenario(players=4).no_merchants().merchant("shrewsbury/1", ("cotton",), beer=1)
    sc.tile("kidderminster/2", "cotton/1", 0).tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("coalbrookdale-kidderminster", 1).link("coalbrookdale-shrewsbury", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    labels = _labels(sc)
    assert labels["beer:merchant:shrewsbury/1"] == "Take beer from the Shrewsbury merchant (free; bonus: 4 VP)"
    assert labels["beer:stone/1"] == "Take beer from Brewery II at Stone (P1)"


def test_the_oxford_barrel_names_its_income_spaces() -> None:
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=1)
    sc.tile("birmingham/1", "cotton/1", 0).tile("stone/1", "brewery/1", 0, cubes=1)
    sc.link("birmingham-oxford", 1)
    sc.hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert _labels(sc)["beer:merchant:oxford/1"] == "Take beer from the Oxford merchant (free; bonus: income +2 spaces)"
