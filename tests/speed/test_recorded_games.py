"""Games recorded before the speed work replay identically: same options, same order, same end.

The logs are in ``tests/speed/data`` (see :mod:`tests.speed.game_logs` to re-record them).
"""
from __future__ import annotations

import pytest

from tests.speed.game_logs import PLAYER_COUNTS, load, play, state_hash


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_recorded_games_replay_identically(title: str, players: int) -> None:
    rows = [r for r in load(title)["games"] if r["players"] == players]
    assert len(rows) >= 10
    for row in rows:
        game, chosen = play(title, players, row["seed"], expected=row["choices"].split(" "))
        assert len(chosen) == row["decisions"]
        assert list(game.state.vp) == row["vp"]
        assert state_hash(game.state) == row["hash"], f"{title} {players}p seed {row['seed']}: final state differs"
