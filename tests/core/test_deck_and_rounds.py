"""A title's deck is checked at load: the card kinds its rules need, full hands for every player
count, and era rounds that follow from the deck (never a hand-kept copy that drifts)."""
from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from brass.core.files.position_file import game_from_position, position_of
from brass.core.hooks.games import new_game, rules_for
from brass.core.model.eras import EraData, rounds_from_cards
from brass.core.model.errors import DataError
from brass_birmingham.loader import load_rules

MAP = Path(__file__).resolve().parents[2] / "brass_birmingham" / "maps" / "black_country.toml"
#: twenty more iron cards at 2 players (the deck goes from 40 to 60)
MORE_CARDS = {"change": [{"path": "cards:card[iron].copies", "value": [24, 4, 4]}]}


def _black_country(edit: Callable[[list], None]) -> dict:
    variant = tomllib.loads(MAP.read_text(encoding="utf-8"))
    edit(variant["replace"]["cards"]["card"])
    return variant


def test_a_map_without_wild_cards_is_refused_at_load_naming_the_missing_kind() -> None:
    variant = tomllib.loads(MAP.read_text(encoding="utf-8"))
    cards = variant["replace"]["cards"]
    cards["card"] = [c for c in cards["card"] if c["kind"] != "wild_location"]
    with pytest.raises(DataError) as info:
        rules_for("birmingham", variant, variant_file="black_country.toml")
    assert str(info.value) == (
        "black_country.toml: the data it changes is refused: cards.toml: card: no card of kind wild_location: "
        "the title's rules need at least one (game.toml: setup.needs_cards)")


def test_a_deck_too_small_for_full_hands_is_refused() -> None:
    def one_each(cards: list) -> None:
        for card in cards:
            if "copies" in card:
                card["copies"] = [1, 1, 1]

    with pytest.raises(DataError) as info:
        rules_for("birmingham", _black_country(one_each), variant_file="small.toml")
    assert str(info.value) == (
        "small.toml: the data it changes is refused: cards.toml: card: the deck is too small for 2 players: "
        "a hand of 8 and 1 face down each take 18, and it holds 11")


def test_an_unknown_needed_card_kind_names_its_key() -> None:
    with pytest.raises(DataError) as info:
        load_rules({"change": [{"path": "game:setup.needs_cards", "value": ["joker"]}]})
    assert str(info.value) == (
        "game.toml: setup.needs_cards[0]: expected one of location, industry, wild_location, wild_industry")


def test_the_black_country_map_loads_with_rounds_from_its_smaller_deck() -> None:
    variant = tomllib.loads(MAP.read_text(encoding="utf-8"))
    rules = rules_for("birmingham", variant, variant_file="black_country.toml")
    assert [e.rounds for e in rules.eras] == [(7, 6, 5), (7, 6, 5)]


def test_rounds_by_the_count_of_cards() -> None:
    era = EraData(id="e", name="E", actions_per_turn=2, first_round_actions=1)
    # Birmingham at 2 players: 40 cards less 2 face down; 16 in hands, 22 drawn over rounds 1-6, then 4 rounds
    assert rounds_from_cards(era, 38, 2, 8) == 10
    # an uneven last draw: the first player refills to 8 and needs 4 more rounds after the deck runs out
    assert rounds_from_cards(EraData(id="e", name="E", actions_per_turn=2), 17, 2, 8) == 5


def test_stated_rounds_that_do_not_follow_from_the_deck_name_file_key_and_the_right_value() -> None:
    variant = tomllib.loads(MAP.read_text(encoding="utf-8"))
    variant["change"].append({"path": "game:era[canal].rounds", "value": [10, 9, 8]})
    with pytest.raises(DataError) as info:
        rules_for("birmingham", variant, variant_file="black_country.toml")
    assert str(info.value) == (
        "black_country.toml: change[1].path = game:era[canal].rounds: expected [7, 6, 5]: an era ends when the "
        "deck and every hand are empty, and the deck, the hand size and the actions per turn give these rounds "
        "(one per player count); or leave rounds out")


def test_more_cards_make_longer_eras_and_positions_accept_their_rounds() -> None:
    rules = rules_for("birmingham", MORE_CARDS)
    # 60 cards less 2 face down: 16 in hands, 42 drawn in round 1 (2) and rounds 2-11 (4 each), then 4 rounds
    assert rules.eras[0].rounds == (15, 9, 8)
    game = new_game("birmingham", 2, seed=3, variant=MORE_CARDS)
    while game.state.round < 11:
        game.apply(game.decision().options[0].id)
    assert (game.state.era, game.state.round) == (0, 11)
    position = position_of(game) | {"variant": MORE_CARDS}
    back = game_from_position(position, "long.toml")[0]
    assert (back.state.era, back.state.round) == (0, 11)
    while game.state.era == 0:
        last = game.state.round
        game.apply(game.decision().options[0].id)
    assert last == 15
