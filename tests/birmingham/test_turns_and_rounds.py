"""Turns, rounds and eras: actions per turn, refills, spending order, income, era length."""
from __future__ import annotations

import pytest

from brass.core import Game, new_game

from .scenario import Scenario


def card_ids(game: Game, cards: list[int]) -> list[str]:
    return [game.rules.cards[c].id for c in cards]


def pass_once(game: Game) -> None:
    """The acting player passes, discarding the first card offered."""
    st = game.state
    opts = game.decision().ids()
    if "pass" in opts:
        game.apply("pass")
    else:  # a lone "pass" in the menu resolved itself
        assert st.frame is not None and st.frame.action == "pass"
    if st.frame is not None and st.frame.action == "pass":
        game.apply(game.decision().ids()[0])


def pass_round(game: Game) -> None:
    """Everyone passes until the round number (or era) changes."""
    st = game.state
    start = (st.era, st.round)
    while not game.over and (st.era, st.round) == start:
        pass_once(game)


def empty_deck_into_discards(sc: Scenario, player: int = 0) -> None:
    """Move every card left in the deck to ``player``'s discard pile (no card is lost)."""
    st = sc.state
    st.discards[player].extend(st.deck)
    st.deck.clear()


# -- actions and cards within a turn -------------------------------------------------------------

def test_first_canal_round_gives_one_action_each_then_two() -> None:
    game = new_game("birmingham", 4, 7)
    st = game.state
    assert (st.era, st.round) == (0, 1)
    first_order = list(st.order)
    deck = len(st.deck)
    assert deck == 64 - 4 * 8 - 4  # one face-down card each starts the discard piles
    for i, seat in enumerate(first_order):
        assert st.turn == i and st.actions_left == 1
        assert game.decision().player == seat
        pass_once(game)
        # one action only: the turn is over and the hand is back to 8
        assert len(st.hands[seat]) == 8
        assert len(st.discards[seat]) == 2
    assert len(st.deck) == deck - 4
    assert (st.era, st.round) == (0, 2)
    assert st.actions_left == 2
    assert st.order == first_order  # nobody spent: the order stays
    assert st.money == [17, 17, 17, 17]  # income level 0 at space 10


def test_one_card_per_action_and_refill_only_after_the_turn() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry", "stafford", "iron", "dudley", "birmingham", "coal", "brewery", "pottery").ready()
    st = sc.state
    deck = len(st.deck)
    sc.do("pass", "card:coventry")
    assert card_ids(sc.game, st.hands[0]) == ["stafford", "iron", "dudley", "birmingham", "coal", "brewery", "pottery"]
    assert len(st.deck) == deck  # no draw between the two actions
    assert st.actions_left == 1 and st.turn == 0
    sc.do("pass", "card:iron")
    assert len(st.hands[0]) == 8
    assert card_ids(sc.game, st.hands[0])[:6] == ["stafford", "dudley", "birmingham", "coal", "brewery", "pottery"]
    assert len(st.deck) == deck - 2
    assert st.turn == 1 and st.actions_left == 2
    assert sc.game.decision().player == 1


def test_refill_takes_what_remains_of_the_deck() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry", "stafford", "iron")
    st = sc.state
    keep = st.deck.pop()
    empty_deck_into_discards(sc, 1)
    st.deck.append(keep)
    sc.ready()
    sc.do("pass", "card:coventry", "pass", "card:stafford")
    assert len(st.hands[0]) == 2  # "iron" and the single card left
    assert st.deck == []


# -- round end ----------------------------------------------------------------------------------

def test_round_end_orders_by_spending_and_earnings_do_not_offset_it() -> None:
    sc = Scenario(era="canal")
    st = sc.state
    rules = sc.rules
    # seat 0 builds iron works II in Birmingham (iron I developed away) with coal from Dudley:
    # spends £7, earns £4 back by filling the iron market
    pos = rules.mat.position_of_tile[rules.industries.tile_index["iron/1"]]
    st.mat[0][pos] = 0
    st.retired[0] += 1
    sc.tile("dudley/1", "coal/2", 3, cubes=3).link("birmingham-dudley", 1).market("iron", 7)
    sc.hand(0, "birmingham", "stafford")
    # seat 1 builds two canals (£6); seats 2 and 3 pass
    sc.hand(1, "coventry", "walsall").hand(2, "iron", "coal").hand(3, "dudley", "cannock")
    # seeds: a seat at space 15 collects £3, a seat at space 8 pays £2
    sc.income(2, 15).income(3, 8).ready()
    sc.do("build", "card:birmingham", "industry:iron")
    assert st.money[0] == 50 - 7 + 4 and st.spent[0] == 7
    sc.do("pass")
    sc.do("network", "card:coventry", "link:birmingham-coventry")
    sc.do("network", "link:birmingham-walsall")
    assert st.spent == [7, 6, 0, 0]
    sc.do("pass", "card:iron", "pass")
    assert st.turn == 3
    sc.do("pass", "card:dudley", "pass")
    # round over: least spent first, the tie (seats 2 and 3) keeps its order
    assert st.round == 3
    assert st.order == [2, 3, 1, 0]
    assert st.spent == [0, 0, 0, 0]
    assert st.money == [47, 44, 53, 48]
    assert st.actions_left == 2 and st.turn == 0


def test_ties_keep_the_previous_relative_order() -> None:
    sc = Scenario(era="canal")
    st = sc.state
    hands = (("coventry", "stafford"), ("iron", "coal"), ("dudley", "cannock"), ("walsall", "brewery"))
    for p, cards in enumerate(hands):
        sc.hand(p, *cards)
    st.order = [2, 0, 3, 1]
    sc.ready()
    assert sc.game.decision().player == 2
    sc.do("pass", "card:dudley", "pass")
    sc.do("network", "card:coventry", "link:birmingham-dudley", "pass")  # seat 0: £3
    sc.do("pass", "card:walsall", "pass")
    sc.do("pass", "card:iron", "pass")
    assert st.order == [2, 3, 1, 0]
    assert st.spent == [0, 0, 0, 0]
    assert st.money == [47, 50, 50, 50]


def test_round_end_track_and_order_lesson() -> None:
    # the seeds' lesson: seat 0 has spent £4 and holds seven cards; as the last action of
    # the round it develops its last cotton I with the last cube of its own iron works
    sc = Scenario(era="canal")
    st = sc.state
    rules = sc.rules
    pos = rules.mat.position_of_tile[rules.industries.tile_index["cotton/1"]]
    st.mat[0][pos] = 1
    st.retired[0] += 2
    sc.tile("dudley/2", "iron/1", 0, cubes=1)
    sc.hand(0, "coventry", "stafford", "iron", "dudley", "birmingham", "coal", "brewery")
    st.spent = [4, 6, 4, 0]
    sc.turn(0, 1)
    st.order = [1, 2, 3, 0]
    st.turn = 3
    sc.ready()
    deck = len(st.deck)
    sc.do("develop", "card:brewery", "develop:cotton")
    # the iron works emptied and flipped: +3 income spaces (10 -> 13, level 2)
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": True, "cubes": 0}
    assert st.income[0] == 13
    # market iron could pay for a second tile; seat 0 stops at one
    sc.do("done")
    assert sc.mat_count(0, "cotton/1") == 0
    assert len(st.hands[0]) == 8 and len(st.deck) == deck - 2
    # round end: by spending (4, 6, 4, 0); seats 2 and 0 tie at £4 and keep their order
    assert st.round == 3
    assert st.order == [3, 2, 0, 1]
    assert st.spent == [0, 0, 0, 0]
    assert st.money == [52, 50, 50, 50]  # level 2 pays £2; level 0 pays nothing


# -- era length and the end of an era -------------------------------------------------------------

@pytest.mark.parametrize(("players", "rounds"), [(2, 10), (3, 9), (4, 8)])
def test_each_era_lasts_until_deck_and_hands_run_out(players: int, rounds: int) -> None:
    game = new_game("birmingham", players, 3)
    st = game.state
    last_canal_round = 0
    while st.era == 0:
        last_canal_round = st.round
        pass_round(game)
    assert last_canal_round == rounds
    assert (st.era, st.round) == (1, 1)
    assert st.actions_left == 2  # the rail era has no one-action round
    assert all(len(h) == 8 for h in st.hands)
    last_rail_round = 0
    while not game.over:
        last_rail_round = st.round
        pass_round(game)
    assert last_rail_round == rounds
    assert game.decision() is None


def final_round_position(era: str, cards_each: int) -> Scenario:
    """The deck is empty (its cards sit in seat 0's discard pile); each seat holds
    ``cards_each`` cards; seat 0 is at income space 15 (level 3), seat 1 at 20 (level 5)."""
    sc = Scenario(era=era)
    st = sc.state
    for p in range(4):
        sc.hand(p)
    for p in range(4):
        st.hands[p] = [st.deck.pop() for _ in range(cards_each)]
    empty_deck_into_discards(sc, 0)
    sc.income(0, 15).income(1, 20)
    return sc.ready()


def test_an_empty_deck_alone_does_not_end_the_era() -> None:
    sc = final_round_position("canal", 4)
    st = sc.state
    pass_round(sc.game)
    assert st.era == 0 and st.round == 3
    assert [len(h) for h in st.hands] == [2, 2, 2, 2]
    assert st.money == [53, 55, 50, 50]


def test_canal_era_ends_after_the_round_that_empties_every_hand_and_income_is_paid() -> None:
    sc = final_round_position("canal", 2)
    st = sc.state
    pass_round(sc.game)
    assert st.money == [53, 55, 50, 50]  # canal's last round still pays income
    assert (st.era, st.round) == (1, 1)
    assert st.actions_left == 2 and st.turn == 0
    assert [len(h) for h in st.hands] == [8, 8, 8, 8]
    assert len(st.deck) == 64 - 32
    assert st.discards == [[], [], [], []]


def test_no_income_after_the_last_rail_round() -> None:
    sc = final_round_position("rail", 2)
    st = sc.state
    pass_round(sc.game)
    assert sc.game.over
    assert st.money == [50, 50, 50, 50]
    assert sc.game.decision() is None


def test_income_after_an_ordinary_rail_round() -> None:
    sc = final_round_position("rail", 4)
    st = sc.state
    pass_round(sc.game)
    assert not sc.game.over
    assert (st.era, st.round) == (1, 3)
    assert st.money == [53, 55, 50, 50]
