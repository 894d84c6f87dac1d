"""Loan, Scout and Pass."""
from __future__ import annotations

import pytest

from .scenario import Scenario


def card_ids(sc: Scenario, cards: list[int]) -> list[str]:
    return [sc.rules.cards[c].id for c in cards]


def wild_supply(sc: Scenario) -> dict[str, int]:
    return {c.id: sc.state.wild_supply[c.index] for c in sc.rules.cards if c.wild}


# -- loan ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("space", "level_before", "landing", "level_after"),
    [
        (19, 5, 14, 2),    # level 5 (spaces 19-20) falls to the top of level 2 (spaces 13-14)
        (20, 5, 14, 2),
        (10, 0, 7, -3),    # the start space: level 0 to level -3, one space per level there
        (13, 2, 9, -1),
        (11, 1, 8, -2),
        (3, -7, 0, -10),   # the lowest level is still allowed
        (40, 14, 33, 11),  # three spaces per level from space 31
    ],
)
def test_loan_drops_three_levels_to_the_top_space_of_the_new_level(
    space: int, level_before: int, landing: int, level_after: int
) -> None:
    sc = Scenario(era="canal")
    sc.income(0, space).hand(0, "coventry", "stafford").ready()
    st = sc.state
    assert sc.level(0) == level_before
    discard_before = card_ids(sc, st.discards[0])
    sc.do("loan", "card:stafford")
    assert st.income == [landing, 10, 10, 10]
    assert sc.level(0) == level_after
    assert st.money == [80, 50, 50, 50]
    assert st.spent == [0, 0, 0, 0]  # borrowed money is not spending
    assert card_ids(sc, st.hands[0]) == ["coventry"]
    assert card_ids(sc, st.discards[0]) == discard_before + ["stafford"]
    assert st.actions_left == 1


@pytest.mark.parametrize("space", [0, 1, 2])
def test_no_loan_that_would_fall_below_level_minus_ten(space: int) -> None:
    sc = Scenario(era="canal")
    sc.income(0, space).hand(0, "coventry", "stafford").ready()
    assert sc.level(0) <= -8
    assert "loan" not in sc.options()


def test_a_loan_then_a_build_in_the_same_turn() -> None:
    sc = Scenario(era="canal")
    sc.money(0, 0).hand(0, "coventry", "birmingham").ready()
    assert "build" not in sc.options()
    sc.do("loan", "card:coventry")
    assert sc.state.money[0] == 30
    # cotton I in Birmingham for £12: with one card, one affordable industry (coal for the
    # others is out of reach) and one cotton space, the rest of the build resolves itself
    sc.do("build")
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/1", "flipped": False, "cubes": 0}
    assert sc.state.money[0] == 18
    assert sc.state.spent[0] == 12
    assert sc.state.turn == 1  # both actions done


# -- scout --------------------------------------------------------------------------------------

def test_scout_discards_three_cards_for_one_wild_location_and_one_wild_industry() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry", "stafford", "iron", "dudley").ready()
    st = sc.state
    discard_before = card_ids(sc, st.discards[0])
    sc.do("scout", "card:coventry")
    # the next two cards are chosen from what is left
    assert sc.options() == ["card:stafford", "card:iron", "card:dudley"]
    sc.do("card:iron")
    assert sc.options() == ["card:stafford", "card:dudley"]
    sc.do("card:dudley")
    assert card_ids(sc, st.hands[0]) == ["stafford", "wild_location", "wild_industry"]
    assert card_ids(sc, st.discards[0]) == discard_before + ["coventry", "iron", "dudley"]
    assert wild_supply(sc) == {"wild_location": 3, "wild_industry": 3}
    assert st.money[0] == 50 and st.spent[0] == 0
    assert st.actions_left == 1
    # holding wild cards now: no second scout
    assert "scout" not in sc.options()


@pytest.mark.parametrize("wild", ["wild_location", "wild_industry"])
def test_no_scout_while_holding_a_wild_card(wild: str) -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry", "stafford", "iron", wild).ready()
    assert "scout" not in sc.options()


def test_scout_needs_three_cards() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry", "stafford").ready()
    assert "scout" not in sc.options()
    sc.hand(0, "coventry", "stafford", "iron").ready()
    assert "scout" in sc.options()
    st = sc.state
    sc.do("scout", "card:iron", "card:coventry")  # the third card is the only one left
    assert card_ids(sc, st.hands[0]) == ["wild_location", "wild_industry"]


def test_scout_then_build_with_the_wild_location_which_returns_to_the_supply() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry", "stafford", "iron", "dudley").ready()
    st = sc.state
    sc.do("scout", "card:coventry", "card:iron", "card:dudley")
    discard_after_scout = card_ids(sc, st.discards[0])
    deck_before = len(st.deck)
    sc.do("build", "card:wild_location", "industry:cotton", "slot:birmingham/1")
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/1", "flipped": False, "cubes": 0}
    assert st.money[0] == 38 and st.spent[0] == 12
    # the used wild card is back beside the board, not in the discard pile
    assert wild_supply(sc) == {"wild_location": 4, "wild_industry": 3}
    assert card_ids(sc, st.discards[0]) == discard_after_scout
    # the turn is over: refilled to 8 (stafford and the wild industry kept)
    hand = card_ids(sc, st.hands[0])
    assert len(hand) == 8
    assert hand[:2] == ["stafford", "wild_industry"]
    assert len(st.deck) == deck_before - 6
    assert st.turn == 1


def test_a_used_wild_industry_card_returns_to_the_supply() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "wild_industry", "stafford").ready()
    st = sc.state
    discard_before = card_ids(sc, st.discards[0])
    sc.do("build", "card:wild_industry", "industry:cotton", "slot:birmingham/1")
    assert sc.space("birmingham/1")["tile"] == "cotton/1"
    assert wild_supply(sc) == {"wild_location": 4, "wild_industry": 4}
    assert card_ids(sc, st.discards[0]) == discard_before
    assert card_ids(sc, st.hands[0]) == ["stafford"]


def test_wild_card_paying_for_another_action_returns_to_the_supply() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "wild_location", "stafford").ready()
    st = sc.state
    discard_before = card_ids(sc, st.discards[0])
    sc.do("pass", "card:wild_location")
    assert wild_supply(sc) == {"wild_location": 4, "wild_industry": 4}
    assert card_ids(sc, st.discards[0]) == discard_before
    assert card_ids(sc, st.hands[0]) == ["stafford"]


# -- pass ---------------------------------------------------------------------------------------

def test_pass_discards_one_card_and_changes_nothing_else() -> None:
    sc = Scenario(era="canal")
    sc.tile("birmingham/1", "cotton/1", 0).hand(0, "coventry", "stafford").ready()
    before = sc.snapshot()
    sc.do("pass", "card:coventry")
    after = sc.snapshot()
    changed = {k for k in before if before[k] != after[k]}
    assert changed == {"hands", "discards", "actions_left"}
    assert card_ids(sc, sc.state.hands[0]) == ["stafford"]
    assert card_ids(sc, sc.state.discards[0]) == card_ids(sc, before["discards"][0]) + ["coventry"]
    assert after["actions_left"] == 1


def test_pass_with_a_single_card_needs_no_card_choice() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry").turn(0, 1).ready()
    st = sc.state
    sc.do("pass")
    # the last card went to the discard pile; the turn ended and the hand was refilled
    assert card_ids(sc, st.discards[0])[-1] == "coventry"
    assert len(st.hands[0]) == 8
    assert st.turn == 1


def test_scout_with_two_copies_of_a_card() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "cotton_manufacturer", "cotton_manufacturer", "stafford", "birmingham").ready()
    st = sc.state
    sc.do("scout", "card:cotton_manufacturer")
    # the second copy may be discarded too
    assert sc.options() == ["card:cotton_manufacturer", "card:stafford", "card:birmingham"]
    sc.do("card:cotton_manufacturer", "card:birmingham")
    assert card_ids(sc, st.hands[0]) == ["stafford", "wild_location", "wild_industry"]
    assert card_ids(sc, st.discards[0])[-3:] == ["cotton_manufacturer", "cotton_manufacturer", "birmingham"]
