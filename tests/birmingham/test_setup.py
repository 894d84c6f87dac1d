"""A new game of Birmingham as set up by ``brass.core.new_game``."""
from __future__ import annotations

from collections import Counter

import pytest

from brass.core import new_game
from brass.core.files.snapshot import snapshot
from brass.core.model.state import TURN

LEFT_OUT = {
    2: {"belper", "derby", "leek", "stoke_on_trent", "stone", "uttoxeter"},  # teal and blue
    3: {"belper", "derby"},                                                # teal
    4: set(),
}
DECK = {2: 40, 3: 54, 4: 64}
SLOTS = {
    2: {"shrewsbury/1", "gloucester/1", "gloucester/2", "oxford/1", "oxford/2"},
    3: {"shrewsbury/1", "gloucester/1", "gloucester/2", "oxford/1", "oxford/2", "warrington/1", "warrington/2"},
    4: {"shrewsbury/1", "gloucester/1", "gloucester/2", "oxford/1", "oxford/2", "warrington/1", "warrington/2",
        "nottingham/1", "nottingham/2"},
}
GOODS = {  # what the merchant tiles in play buy, as a multiset
    2: Counter({("cotton", "manufacturer", "pottery"): 1, ("manufacturer",): 1, ("cotton",): 1, (): 2}),
    3: Counter({("cotton", "manufacturer", "pottery"): 1, ("manufacturer",): 1, ("cotton",): 1, (): 3,
                ("pottery",): 1}),
    4: Counter({("cotton", "manufacturer", "pottery"): 1, ("manufacturer",): 2, ("cotton",): 2, (): 3,
                ("pottery",): 1}),
}


def all_cards(game) -> list[int]:
    st = game.state
    return st.deck + [c for h in st.hands for c in h] + [c for d in st.discards for c in d]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deck_size_and_dealing(players: int) -> None:
    game = new_game("birmingham", players, 7)
    st = game.state
    assert len(all_cards(game)) == DECK[players]
    assert [len(h) for h in st.hands] == [8] * players
    assert [len(d) for d in st.discards] == [1] * players
    assert st.facedown == [1] * players
    assert len(st.deck) == DECK[players] - 9 * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_location_cards_left_out_by_player_count(players: int) -> None:
    game = new_game("birmingham", players, 3)
    rules = game.rules
    ids = {rules.cards[c].id for c in all_cards(game)}
    assert not ids & LEFT_OUT[players]
    towns = {loc.id for loc in rules.board.locations if loc.kind == "town"}
    # every other town's card is in the game
    assert towns - LEFT_OUT[players] <= ids


def test_three_players_use_one_uttoxeter_card_and_four_use_two() -> None:
    for players, copies in ((3, 1), (4, 2)):
        game = new_game("birmingham", players, 1)
        rules = game.rules
        count = Counter(rules.cards[c].id for c in all_cards(game))
        assert count["uttoxeter"] == copies
        assert count["cotton_manufacturer"] == {3: 6, 4: 8}[players]


def test_no_wild_card_is_dealt_and_four_of_each_wait_in_the_supply() -> None:
    game = new_game("birmingham", 4, 5)
    rules = game.rules
    assert not any(rules.cards[c].wild for c in all_cards(game))
    supply = {rules.cards[i].id: n for i, n in enumerate(game.state.wild_supply) if rules.cards[i].wild}
    assert supply == {"wild_location": 4, "wild_industry": 4}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_players_start_with_17_pounds_income_zero_and_no_vp(players: int) -> None:
    game = new_game("birmingham", players, 11)
    st = game.state
    assert st.money == [17] * players
    assert st.income == [10] * players
    assert [game.rules.track.level(s) for s in st.income] == [0] * players
    assert st.vp == [0] * players
    assert st.spent == [0] * players
    assert st.links_left == [[14]] * players
    assert st.retired == [0] * players
    assert st.mat == [game.rules.mat.start_counts()] * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_merchant_tiles_only_on_slots_in_play_with_beer_beside_non_blank_ones(players: int) -> None:
    game = new_game("birmingham", players, 21)
    rules = game.rules
    st = game.state
    board = rules.board
    tiles = rules.title.merchant_tiles
    industry_id = [i.id for i in rules.industries.industries]
    placed = []
    for s in board.merchant_slots:
        t = st.merchant_tile[s.index]
        if s.ref in SLOTS[players]:
            assert t >= 0, s.ref
            goods = tuple(sorted(industry_id[i] for i in tiles[t].accepts))
            placed.append(goods)
            assert st.merchant_goods[s.index] == (1 if goods else 0), s.ref
        else:
            assert t == -1, s.ref
            assert st.merchant_goods[s.index] == 0, s.ref
    # each tile used once
    used = [st.merchant_tile[s.index] for s in board.merchant_slots if st.merchant_tile[s.index] >= 0]
    assert len(set(used)) == len(used) == len(SLOTS[players])
    assert Counter(tuple(sorted(g)) for g in placed) == Counter(
        {tuple(sorted(k)): v for k, v in GOODS[players].items()})
    assert sum(st.merchant_goods) == len(SLOTS[players]) - GOODS[players][()]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_markets_and_empty_board(players: int) -> None:
    game = new_game("birmingham", players, 2)
    st = game.state
    cubes = {m.id: st.markets[m.index] for m in game.rules.markets}
    assert cubes == {"coal": 13, "iron": 8}
    assert st.tile_owner == [-1] * len(st.tile_owner)
    assert st.link_owner == [-1] * len(st.link_owner)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_canal_round_gives_one_action(players: int) -> None:
    game = new_game("birmingham", players, 9)
    st = game.state
    assert st.era == game.rules.era_index["canal"]
    assert st.round == 1
    assert st.phase == TURN
    assert st.turn == 0
    assert st.actions_left == 1
    assert sorted(st.order) == list(range(players))
    assert game.decision().player == st.order[0]


def test_first_action_ends_the_first_players_turn() -> None:
    game = new_game("birmingham", 3, 4)
    st = game.state
    first, second = st.order[0], st.order[1]
    game.apply("pass")
    d = game.decision()
    if d.player == first:  # a choice of card is still pending
        game.apply(d.ids()[0])
    assert game.decision().player == second
    assert len(st.hands[first]) == 8  # refilled
    assert st.actions_left == 1


def test_turn_order_is_drawn_at_random() -> None:
    orders = {tuple(new_game("birmingham", 4, seed).state.order) for seed in range(12)}
    assert len(orders) > 1


def test_same_seed_gives_the_same_game_and_different_seeds_differ() -> None:
    a = snapshot(new_game("birmingham", 4, 123).state)
    b = snapshot(new_game("birmingham", 4, 123).state)
    c = snapshot(new_game("birmingham", 4, 124).state)
    assert a == b
    assert a["hands"] != c["hands"]


def test_merchant_tiles_are_shuffled() -> None:
    layouts = {tuple(new_game("birmingham", 4, seed).state.merchant_tile) for seed in range(12)}
    assert len(layouts) > 1
