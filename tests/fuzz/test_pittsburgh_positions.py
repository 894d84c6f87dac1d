"""Defect 2: Pittsburgh positions read back after upgrades, and round trip over random games."""
from __future__ import annotations

import tomllib

import pytest
import tomli_w

from brass.core.files.position_file import game_from_position, position_of
from brass.core.files.session import Session
from brass.core.model.errors import DataError
from brass.plugins.bots import RandomBot

PLAYERS = [{"money": 20, "income": 10}, {"money": 20, "income": 10}, {"money": 20, "income": 10}]


def test_a_coke_works_on_a_coal_only_space_reads_back() -> None:
    """columbus/2 shows only the coal icon; coke works upgrade a coal mine there."""
    data = {"format": 1, "title": "pittsburgh", "players": 3, "era": "era1", "player": PLAYERS,
            "tile": [{"space": "columbus/2", "industry": "coke", "level": 1, "owner": 1}]}
    game, *_ = game_from_position(data, "pos.toml")
    written = position_of(game)
    assert written["tile"] == [{"space": "columbus/2", "industry": "coke", "level": 1, "owner": 1, "flipped": False,
                                "cubes": {"coke": 2}}]
    again, *_ = game_from_position(tomllib.loads(tomli_w.dumps(written)), "pos.toml")
    assert position_of(again) == written


def test_an_industry_that_is_no_upgrade_still_needs_the_icon() -> None:
    data = {"format": 1, "title": "pittsburgh", "players": 3, "era": "era1", "player": PLAYERS,
            "tile": [{"space": "columbus/2", "industry": "iron_steel", "level": 1, "owner": 1}]}
    with pytest.raises(DataError) as info:
        game_from_position(data, "pos.toml")
    assert str(info.value) == "pos.toml: tile[0].industry: space columbus/2 has no iron_steel icon"


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 2)])
def test_positions_of_random_pittsburgh_games_read_back_in_both_eras(players: int, seed: int) -> None:
    session = Session.new("pittsburgh", players, seed)
    game = session.game
    bots = [RandomBot(seed * 13 + p) for p in range(players)]
    eras: set[int] = set()
    checked = upgrades = 0
    while not game.over:
        if game.state.frame is None:
            position = tomllib.loads(tomli_w.dumps(position_of(game)))
            again, *_ = game_from_position(position, "pos.toml")
            assert position_of(again) == position
            eras.add(game.state.era)
            checked += 1
            st = game.state
            tiles, spaces = game.rules.tiles, game.rules.board.spaces
            upgrades += sum(1 for s, o in enumerate(st.tile_owner)  # upgrades where the space has no icon for them
                            if o >= 0 and tiles[st.tile_type[s]].industry not in spaces[s].allow)
        d = game.decision()
        game.apply(bots[d.player].choose(d))
    assert eras == {0, 1} and checked > 50
    if players == 4:
        assert upgrades > 0, "this game builds an upgrade on a space without its icon"
