"""Data-only maps: Birmingham's rules on another board, from one variant file with ``[replace.FILE]`` tables.

The example map (brass_birmingham/maps/black_country.toml) has 6 towns, a farm
brewery and 2 merchant wharves; 28/36/40 cards for 2/3/4 players.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from brass.core import DataError, new_game
from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.core.hooks.games import rules_for
from brass.core.i18n.messages import render
from brass.core.model.cards import deck_for
from brass.plugins.bots import RandomBot
from tests.random_play import play_checked

MAP = Path(__file__).parents[2] / "brass_birmingham" / "maps" / "black_country.toml"


def black_country() -> dict:
    return tomllib.loads(MAP.read_text(encoding="utf-8"))


def test_the_map_replaces_the_board_the_merchants_and_the_deck() -> None:
    rules = rules_for("birmingham", black_country(), variant_file=str(MAP))
    board = rules.board
    assert [loc.id for loc in board.locations] == [
        "wolverhampton", "walsall", "tipton", "west_bromwich", "stourbridge", "halesowen",
        "farm_brewery", "severn_wharf", "trent_wharf"]
    assert len(board.spaces) == 13
    assert len(board.links) == 11
    assert [s.ref for s in board.merchant_slots] == [
        "severn_wharf/1", "severn_wharf/2", "trent_wharf/1", "trent_wharf/2", "trent_wharf/3"]
    assert [len(deck_for(rules.cards, rules.card_data, i)) for i in range(3)] == [28, 36, 40]
    # Birmingham's own tables, kept: the industries and the iron market
    assert [i.id for i in rules.industries.industries] == [
        "cotton", "manufacturer", "coal", "iron", "brewery", "pottery"]
    assert rules.markets[1].prices == (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)
    # the changes after the replacements: the coal market is reached through the wharves
    assert rules.markets[0].reach_mask == (1 << 7) | (1 << 8)
    assert rules.title.bonus == {7: ("income", 2), 8: ("vp", 3)}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_example_map_plays_complete_random_games(players: int) -> None:
    for seed in range(4):
        g = new_game("birmingham", players, seed, variant=black_country())
        decisions = play_checked(g, bot_seed=seed * 11)
        assert g.over and g.state.era == 1
        assert decisions > 40
        assert sum(len(group) for group in g.ranking()) == players


def test_a_game_on_the_map_saves_and_replays(tmp_path: Path) -> None:
    session = Session.new("birmingham", 2, seed=3, variant=black_country())
    bots = [RandomBot(5), RandomBot(6)]
    for _ in range(60):
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
    path = tmp_path / "map-game.toml"
    session.save(path)
    loaded = Session.load(path)   # replays the log on the map stored in the save, checks the snapshot
    assert loaded.variant == black_country()
    assert snapshot(loaded.game.state) == snapshot(session.game.state)
    assert loaded.game.rules.board.locations[0].id == "wolverhampton"


@pytest.mark.parametrize(("replace", "expected"), [
    ({"board": {}}, "black_country.toml: replace.board: unknown data file 'board' (have "),
    ({"map": 3}, "black_country.toml: replace.map: expected a table"),
    # the replaced file's own problem, named in the variant that brought it
    ({"map": {"location": []}}, "black_country.toml: the data it changes is refused: map.toml: link: "),
])
def test_a_bad_replacement_names_the_file_and_key(replace: dict, expected: str) -> None:
    variant = {"variant": {"title": "birmingham"}, "replace": replace}
    with pytest.raises(DataError) as err:
        rules_for("birmingham", variant, variant_file="black_country.toml")
    assert render(err.value.message).startswith(expected)
