"""'VP if the era ended now' once the game is over: no era is left to score, so it is the final VP
(scoring the last era a second time doubled the tiles' and links' VP in a decision's table)."""
from __future__ import annotations

from typing import Any

from brass.core.files.session import Session
from brass.core.play.scoring import era_end_vp

# The game's last action: the rail era's last round, the deck and seat 2's hand empty.
POSITION: dict[str, Any] = {
    "format": 1, "title": "birmingham", "players": 2, "seed": 1, "era": "rail", "round": 10,
    "turn": 1, "order": [2, 1], "actions_left": 1, "deck": [],
    "player": [
        {"money": 20, "income": 40, "vp": 40, "hand": ["birmingham"]},
        {"money": 20, "income": 40, "vp": 40, "hand": []},
    ],
    "tile": [
        {"space": "walsall/1", "industry": "manufacturer", "level": 2, "owner": 1, "flipped": True},
        {"space": "cannock/2", "industry": "coal", "level": 3, "owner": 2, "cubes": {"coal": 2}},
    ],
    "link": [{"line": "birmingham-walsall", "owner": 1}],
}


def test_after_the_games_last_action_era_end_vp_is_the_final_vp() -> None:
    session = Session.from_position(dict(POSITION), "position", strict=True, warnings=[])
    for option in ("network", "link:cannock-walsall"):
        session.apply(option)
    assert session.game.over
    # seat 1: 40 + manufacturer II 5 + Birmingham-Walsall 1 + Cannock-Walsall 1; seat 2: nothing scored
    assert list(session.game.state.vp) == [47, 40]
    assert era_end_vp(session.game) == [47, 40]
