"""brass.core.play.invariants.problems and brass.core.files.positions: hand-built positions stay consistent."""
from __future__ import annotations

import pytest

from brass.core import new_game
from brass.core.files.positions import clear_board, put_link, put_tile, set_era, set_hand, set_turn
from brass.core.model.errors import DataError
from brass.core.play.invariants import problems


def test_new_game_has_no_problems():
    for players in (2, 3, 4):
        assert problems(new_game("birmingham", players, players)) == []


def test_reported_problems():
    g = new_game("birmingham", 2, 3)
    st = g.state
    st.money[0] = -1
    st.income[1] = 100
    st.markets[0] = 15
    st.facedown[0] = 5
    st.links_left[1] = [13]
    assert problems(g) == [
        "P1 has negative money -1",
        "P2 income space 100 is off the track",
        "P2 link links: 0 placed + 13 in supply + 0 on the mat != 14",
        "P1 has more face-down discards than discards",
        "market coal holds 15 of 14",
    ]


def test_lost_cards_and_tiles_are_reported():
    g = new_game("birmingham", 2, 3)
    st = g.state
    st.deck.pop()
    st.wild_supply[g.rules.card_index["wild_location"]] = 3
    st.mat[0][0] -= 1
    assert problems(g) == [
        "P1 tiles: mat 44 + board 0 + out 0 != 45",
        "cards: 39 regular cards in play, deck size is 40",
        "wild card wild_location: 0 in hands + 3 != 4",
    ]


def test_put_tile_and_link_keep_bookkeeping():
    g = new_game("birmingham", 3, 2)
    clear_board(g)
    st = g.state
    rules = g.rules
    pos = rules.mat.position_of_tile[rules.industries.tile_index["coal/2"]]
    s = put_tile(g, "dudley/1", "coal/2", 1)
    coal = rules.industries.resource_index["coal"]
    assert (st.tile_owner[s], st.cubes[coal][s], st.tile_flipped[s]) == (1, 3, False)
    assert st.mat[1][pos] == 1
    i = put_link(g, "birmingham-dudley", 2)
    assert (st.link_owner[i], st.link_kind[i], st.links_left[2]) == (2, 0, [13])
    # replacing a link gives the old one back
    put_link(g, "birmingham-dudley", 0)
    assert st.links_left == [[13], [14], [14]]
    # replacing a tile returns the old one to its owner's mat
    put_tile(g, "dudley/1", "coal/2", 2, flipped=True)
    assert st.mat[1][pos] == 2 and st.mat[2][pos] == 1
    assert (st.tile_owner[s], st.cubes[coal][s], st.tile_flipped[s]) == (2, 0, True)
    assert problems(g) == []
    clear_board(g)
    assert st.links_left == [[14], [14], [14]]
    assert st.mat[2][pos] == 2
    assert problems(g) == []


def test_put_tile_cubes_depend_on_era():
    g = new_game("birmingham", 2, 2)
    clear_board(g)
    beer = g.rules.industries.resource_index["beer"]
    assert g.state.cubes[beer][put_tile(g, "burton_on_trent/2", "brewery/1", 0)] == 1
    set_era(g, 1)
    assert g.state.cubes[beer][put_tile(g, "farm_brewery_north/1", "brewery/2", 0)] == 2


def test_set_hand_moves_cards_between_deck_and_hand():
    g = new_game("birmingham", 2, 2)
    st = g.state
    set_hand(g, 0, ["birmingham", "wild_industry", "iron"])
    idx = g.rules.card_index
    assert st.hands[0] == [idx["birmingham"], idx["wild_industry"], idx["iron"]]
    assert st.wild_supply[idx["wild_industry"]] == 3
    assert problems(g) == []


def test_position_errors():
    g = new_game("birmingham", 2, 2)
    clear_board(g)
    with pytest.raises(DataError) as info:
        put_tile(g, "atlantis/1", "coal/1", 0)
    assert str(info.value) == "Unknown space “atlantis/1”."
    put_tile(g, "dudley/1", "coal/1", 0)
    with pytest.raises(DataError) as info:
        put_tile(g, "cannock/2", "coal/1", 0)
    assert str(info.value) == "Player 1 has no coal/1 left on their mat."
    with pytest.raises(DataError) as info:
        set_hand(g, 1, ["belper"])  # not in the 2-player deck
    assert str(info.value) == "No “belper” card is left in the deck to put in a hand."


def test_set_turn_moves_player_to_front():
    g = new_game("birmingham", 4, 2)
    st = g.state
    st.order = [0, 1, 2, 3]
    set_turn(g, 2, 1)
    assert st.order == [2, 0, 1, 3]
    assert (st.turn, st.actions_left, st.frame) == (0, 1, None)
    g.refresh()
    assert g.decision().player == 2
