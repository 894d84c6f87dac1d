"""brass.core.model.cards: deck sizes, the opening deal, refilling hands and discarding wild cards."""
from __future__ import annotations

import pytest

from brass.core import new_game
from brass.core.model.cards import deck_for, discard, refill, take_wild


@pytest.mark.parametrize("players, size", [(2, 40), (3, 54), (4, 64)])
def test_deck_size_per_player_count(bham_rules, players, size):
    ci = bham_rules.player_count_index(players)
    assert len(deck_for(bham_rules.cards, bham_rules.card_data, ci)) == size


def test_deck_never_contains_wild_cards(bham_rules):
    deck = deck_for(bham_rules.cards, bham_rules.card_data, 2)
    wild = {c.index for c in bham_rules.cards if c.wild}
    assert len(wild) == 2
    assert not wild & set(deck)


def test_deck_copies_for_two_players(bham_rules):
    deck = deck_for(bham_rules.cards, bham_rules.card_data, 0)
    idx = bham_rules.card_index
    assert deck.count(idx["birmingham"]) == 3
    assert deck.count(idx["iron"]) == 4
    assert deck.count(idx["brewery"]) == 5
    assert deck.count(idx["belper"]) == 0
    assert deck.count(idx["cotton_manufacturer"]) == 0


@pytest.mark.parametrize("players, left", [(2, 22), (3, 27), (4, 28)])
def test_new_game_deals_eight_and_one_facedown(players, left):
    g = new_game("birmingham", players, 42)
    st = g.state
    assert [len(h) for h in st.hands] == [8] * players
    assert st.facedown == [1] * players
    assert [len(d) for d in st.discards] == [1] * players
    assert len(st.deck) == left
    assert st.wild_supply[g.rules.card_index["wild_location"]] == 4
    assert st.wild_supply[g.rules.card_index["wild_industry"]] == 4


def test_refill_draws_from_end_of_deck(game4):
    st = game4.state
    st.hands[0] = [5, 5, 5, 5, 5, 5]
    st.deck = [1, 2, 3]
    refill(st, 0, 8)
    assert st.hands[0] == [5, 5, 5, 5, 5, 5, 3, 2]
    assert st.deck == [1]


def test_refill_full_hand_draws_nothing(game4):
    st = game4.state
    st.hands[1] = [0, 1, 2, 3, 4, 5, 6, 7]
    st.deck = [9, 10]
    refill(st, 1, 8)
    assert st.hands[1] == [0, 1, 2, 3, 4, 5, 6, 7]
    assert st.deck == [9, 10]


def test_refill_stops_when_deck_is_empty(game4):
    st = game4.state
    st.hands[2] = [4, 4, 4, 4, 4]
    st.deck = [7]
    refill(st, 2, 8)
    assert st.hands[2] == [4, 4, 4, 4, 4, 7]
    assert st.deck == []
    refill(st, 2, 8)
    assert len(st.hands[2]) == 6


def test_discard_regular_card_goes_to_pile(game4):
    st = game4.state
    rules = game4.rules
    c = rules.card_index["dudley"]
    st.hands[0] = [c, 3]
    st.discards[0] = [11]
    discard(st, rules.cards, 0, c)
    assert st.hands[0] == [3]
    assert st.discards[0] == [11, c]


def test_discard_wild_card_returns_to_supply(game4):
    st = game4.state
    rules = game4.rules
    w = rules.card_index["wild_industry"]
    take_wild(st, 3, w)
    assert st.wild_supply[w] == 3
    assert st.hands[3][-1] == w
    pile = list(st.discards[3])
    hand_before = len(st.hands[3])
    discard(st, rules.cards, 3, w)
    assert st.wild_supply[w] == 4
    assert st.discards[3] == pile
    assert len(st.hands[3]) == hand_before - 1
    assert w not in st.hands[3]
