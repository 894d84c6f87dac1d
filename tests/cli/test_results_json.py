"""Scripts can read a finished game's result and tell a self-resolving action (issue 14):
``show --json`` / ``replay --json`` carry final scores, places and the tiebreak;
``options --json`` names the action a decision belongs to."""
from __future__ import annotations

import json
from pathlib import Path

import tomli_w
from click.testing import CliRunner

from brass.core import new_game
from brass.core.cli.group import cli
from brass.core.files.position_file import position_of
from brass.core.files.session import Session
from brass.core.play.result import final_result
from brass.plugins.bots import RandomBot


def run(*args: object) -> dict:
    r = CliRunner().invoke(cli, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def test_the_result_names_places_and_the_tiebreak_that_decided_them() -> None:
    g = new_game("birmingham", 3, 1)
    st = g.state
    st.vp = [50, 50, 40]
    st.income = [20, 20, 30]   # levels 5, 5, 10
    st.money = [5, 9, 100]
    assert final_result(g) == {
        "tiebreaks": ["income_level", "money"],
        "scores": [
            {"seat": 1, "vp": 50, "income_level": 5, "money": 5},
            {"seat": 2, "vp": 50, "income_level": 5, "money": 9},
            {"seat": 3, "vp": 40, "income_level": 10, "money": 100},
        ],
        "places": [
            {"place": 1, "seats": [2], "decided_by": "money"},
            {"place": 2, "seats": [1], "decided_by": "vp"},
            {"place": 3, "seats": [3], "decided_by": ""},
        ],
        "winners": [2],
    }


def test_a_full_tie_shares_the_place() -> None:
    g = new_game("pittsburgh", 2, 1)
    st = g.state
    st.vp, st.income, st.money = [30, 30], [15, 15], [7, 7]
    result = final_result(g)
    assert result["places"] == [{"place": 1, "seats": [1, 2], "decided_by": ""}]
    assert result["winners"] == [1, 2]
    assert result["tiebreaks"] == ["income_space", "money"]


def finished_save(tmp_path: Path) -> tuple[Path, Session]:
    session = Session.new("pittsburgh", 2, 4)
    g = session.game
    bots = [RandomBot(1), RandomBot(2)]
    while not g.over:
        d = g.decision()
        session.apply(bots[d.player].choose(d))
    path = tmp_path / "done.toml"
    session.save(str(path))
    return path, session


def test_show_and_replay_json_report_a_finished_games_result(tmp_path: Path) -> None:
    path, session = finished_save(tmp_path)
    expected = final_result(session.game)
    shown = run("show", path, "--json")
    assert shown["result"] == expected
    assert [s["vp"] for s in shown["result"]["scores"]] == session.game.state.vp
    replayed = run("replay", path, "--json")
    assert replayed["result"] == expected
    assert replayed["replayed"] == {"decisions": len(session.log), "total": len(session.log)}
    # stopped half way: no result yet
    half = run("replay", path, "--json", "--to", 10)
    assert "result" not in half and half["replayed"] == {"decisions": 10, "total": len(session.log)}


def test_an_unfinished_game_shows_no_result(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    Session.new("birmingham", 2, 1).save(str(path))
    assert "result" not in run("show", path, "--json")


def test_options_json_names_the_action_that_began_by_itself(tmp_path: Path) -> None:
    # seat 1: no money and income level -10: no loan, nothing to build: Pass alone, so it begins by itself
    data = position_of(new_game("pittsburgh", 3, 2))
    for p, hand in zip(data["player"], (["erie", "toledo"], ["detroit", "coal"], ["cleveland", "coal"])):
        p["hand"], p["discards"], p["facedown"] = hand, [], 0
    data["player"][0].update(money=0, income=0)
    data["round"], data["turn"], data["order"], data["actions_left"] = 2, 1, [1, 2, 3], 2
    pos = tmp_path / "pass.toml"
    pos.write_bytes(tomli_w.dumps(data).encode())
    game = tmp_path / "g.toml"
    r = CliRunner().invoke(cli, ["new", "--position", str(pos), "-o", str(game)])
    assert r.exit_code == 0, r.output
    got = run("options", game, "--json")
    assert (got["player"], got["action"], got["action_began_by_itself"]) == (1, "pass", True)
    assert [o["id"] for o in got["options"]] == ["card:erie", "card:toledo"]
    # seat 1's second pass (one card left) resolves itself; seat 2 has choices: the action menu
    assert CliRunner().invoke(cli, ["choose", str(game), "card:erie"]).exit_code == 0
    menu = run("options", game, "--json")
    assert (menu["player"], menu["action"], menu["action_began_by_itself"]) == (2, "", False)
