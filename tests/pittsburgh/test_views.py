"""Pittsburgh's public state in views: whiskey, oil and rewards shown, face-down oilfields hidden."""
from __future__ import annotations

import json

from brass.core import new_game
from brass.core.play.view import view
from brass.plugins.bots import RandomBot


def test_views_show_public_state_and_hide_face_down_oilfields() -> None:
    g = new_game("pittsburgh", 3, 11)
    bots = [RandomBot(p) for p in range(3)]
    seen_revealed = False
    while not g.over:
        d = g.decision()
        for seat in range(3):
            v = view(g, seat)
            title = v["title_state"]
            assert title["whiskey"] == g.state.ext.whiskey
            for entry in title["oilfields"]:
                loc = g.rules.board.location_index[entry["oilfield"]]
                assert entry["oil"] == g.state.ext.oil[loc]
                if g.state.ext.revealed[loc]:
                    seen_revealed = True
                    assert entry["tile"] == g.rules.title.oilfield_tiles[g.state.ext.oilfield_tile[loc]].id
                else:
                    assert "tile" not in entry
            # no other seat's hand in the view
            text = json.dumps(v)
            assert sum(1 for p in v["players"] if "hand" in p) == 1
            assert '"deck"' not in text
        g.apply(bots[d.player].choose(d))
    assert seen_revealed
