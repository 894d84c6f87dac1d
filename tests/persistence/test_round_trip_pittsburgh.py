"""Pittsburgh saves: at every step a save reloads to the same state and options (title state included)."""
from __future__ import annotations

import pytest

from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.plugins.bots import RandomBot


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_every_step_reloads_identically(players: int, seed: int) -> None:
    session = Session.new("pittsburgh", players, seed)
    bots = [RandomBot(seed * 10 + p) for p in range(players)]
    steps = 0
    while not session.game.over:
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
        steps += 1
        if steps % 7 and not session.game.over:
            continue  # every 7th step, and the end, go through a full reload
        again = Session.from_dict(session.to_dict())
        assert snapshot(again.game.state) == snapshot(session.game.state)
        assert snapshot(again.game.state)["ext"]["whiskey"] == session.game.state.ext.whiskey
        da, db = again.game.decision(), session.game.decision()
        assert (da is None) == (db is None)
        if da is not None:
            assert (da.player, da.ids()) == (db.player, db.ids())
    final = Session.from_dict(session.to_dict())
    assert final.game.state.vp == session.game.state.vp
    assert final.game.ranking() == session.game.ranking()
