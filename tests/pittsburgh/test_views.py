"""Pittsburgh's public state in views: whiskey, oil and rewards shown, face-down oilfields hidden."""
from __future__ import annotations

import json

from brass.core import new_game
from brass.core.cli.common import Output
from brass.core.cli.game.board_text import PARTS, board_lines, board_part, find_part, part_names
from brass.core.cli.game.show import UNKNOWN_PART
from brass.core.i18n.messages import Message
from brass.core.play.view import SPECTATOR, title_parts, view
from brass.plugins.bots import RandomBot

from .scenario import Scenario


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


def _reveal(sc: Scenario, oilfield: str, waiting: int) -> int:
    """Turn ``oilfield``'s tile face up with ``waiting`` barrels still to come; its tile's oil."""
    ext = sc.ext
    loc = sc.loc(oilfield)
    ext.revealed[loc] = True
    ext.waiting[loc] = waiting
    return int(sc.rules.title.oilfield_tiles[ext.oilfield_tile[loc]].oil)


def test_board_parts_by_name_whiskey_oil_rewards_trains() -> None:
    # the title's own state is a part of the text board a player can ask for alone
    sc = Scenario(players=2).whiskey(1, 3).oil("lima", 2)
    makes = _reveal(sc, "lima", 1)
    g = sc.game
    out = Output("en")
    assert part_names(g) == (*PARTS, "whiskey", "oil", "rewards", "trains")
    parts = title_parts(g, SPECTATOR)
    assert [out.text(m) for m in parts["whiskey"]] == ["Whiskey: P1 0, P2 3"]
    assert f"Lima & Findlay: 2 oil, 1 arriving at the end of era 1 (makes {makes})" in [
        out.text(m) for m in parts["oil"]]
    assert len(parts["rewards"]) == len(g.state.ext.quality) and parts["trains"] == []
    header = [out.text(m) for m in board_part(g, SPECTATOR, "links")[:2]]
    assert [out.text(m) for m in board_part(g, SPECTATOR, "whiskey")] == [*header, "", "Whiskey: P1 0, P2 3"]
    # a part with nothing in it says so; the whole board leaves it out
    assert [out.text(m) for m in board_part(g, SPECTATOR, "trains")] == [*header, "", "(none)"]
    whole = [out.text(m) for m in board_lines(g, SPECTATOR)]
    assert "Whiskey: P1 0, P2 3" in whole and "(none)" in whole  # (no links: the core's part)
    assert whole.count("(none)") == 1
    # found by name, whatever the case; an unknown name lists the title's parts too
    assert find_part(g, "Oil", "en", UNKNOWN_PART) == "oil"
    # or by the start of its name, when no town starts so
    assert find_part(g, "rew", "en", UNKNOWN_PART) == "rewards"
    assert find_part(g, "Whisk", "en", UNKNOWN_PART) == "whiskey"
    assert find_part(g, "tr", "en", UNKNOWN_PART) == "trains"  # (no Trenton at 2 players)
    assert find_part(g, "tol", "en", UNKNOWN_PART) == sc.loc("toledo")
    # a town first: "t" could be Toledo, the West or the South, and says so
    assert out.text(find_part(g, "t", "en", UNKNOWN_PART)).startswith("“t” could be Toledo")
    unknown = find_part(g, "atlantis", "en", UNKNOWN_PART)
    assert isinstance(unknown, Message)
    assert "merchants, whiskey, oil, rewards, trains)" in out.text(unknown)


def test_after_era_one_an_oilfield_line_says_nothing_waits() -> None:
    sc = Scenario(players=2, era="era2").oil("lima", 4)
    _reveal(sc, "lima", 0)
    lines = [Output("en").text(m) for m in title_parts(sc.game, SPECTATOR)["oil"]]
    assert "Lima & Findlay: 4 oil, tile face up" in lines
    assert not any("arriving" in line for line in lines)


def test_birmingham_has_no_parts_of_its_own() -> None:
    g = new_game("birmingham", 2, 1)
    assert part_names(g) == PARTS and title_parts(g, SPECTATOR) == {}
