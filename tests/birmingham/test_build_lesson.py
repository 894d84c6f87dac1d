"""The seeds' Build lesson: card, space and payment, step by step."""
from __future__ import annotations

import pytest

from brass.core import RuleViolation

from .scenario import Scenario


def test_iron_works_ii_in_birmingham_pays_7_and_a_coal_and_fills_the_market() -> None:
    # P1 has developed iron I away, owns a coal mine in Birmingham... here: a connected mine
    sc = Scenario(era="canal")
    st = sc.state
    rules = sc.rules
    st.mat[0][rules.mat.position_of_tile[rules.industries.tile_index["iron/1"]]] = 0  # iron I developed
    st.retired[0] += 1
    sc.tile("dudley/1", "coal/2", 1, cubes=3).link("birmingham-dudley", 1)
    sc.hand(0, "birmingham", "stafford").money(0, 20).market("iron", 7).ready()
    sc.do("build", "card:birmingham")
    # the location card allows every industry with a space in Birmingham; iron is one of them
    assert "industry:iron" in sc.options()
    # Birmingham has one iron space (bottom-left), so the space and the coal resolve themselves
    sc.do("industry:iron")
    # £7, one coal from Dudley (the only connected mine), four iron: three market vacancies
    # (£1, £1, £2) are filled for £4, one cube stays
    assert sc.space("birmingham/3") == {"owner": 0, "tile": "iron/2", "flipped": False, "cubes": 1}
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.market_cubes("iron") == 10
    assert st.money[0] == 20 - 7 + 4
    assert st.spent[0] == 7
    assert [rules.cards[c].id for c in st.hands[0]] == ["stafford"]


def test_an_option_not_offered_changes_nothing() -> None:
    sc = Scenario().hand(0, "birmingham", "dudley").ready()
    before = sc.snapshot()
    with pytest.raises(RuleViolation) as err:
        sc.do("teleport")
    assert err.value.key == "error.option_not_offered"
    assert sc.snapshot() == before
