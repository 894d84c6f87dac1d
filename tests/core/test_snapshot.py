"""brass.core.files.snapshot: plain-data snapshots round-trip, including actions in progress."""
from __future__ import annotations

import json

import pytest

from brass.core import Game, new_game
from brass.core.files.positions import clear_board, put_link, put_tile, set_hand, set_turn
from brass.core.files.snapshot import restore, snapshot
from brass.core.play.decision import Frame


def _plain_only(value) -> bool:
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain_only(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain_only(v) for v in value)
    return isinstance(value, (int, str, bool))


def _coal_choice_game() -> Game:
    """P1 builds a manufacturer in Birmingham with two equally near mines: a pay step waits."""
    g = new_game("birmingham", 2, 3)
    clear_board(g)
    st = g.state
    st.round = 2
    st.money = [50, 50]
    set_hand(g, 0, ["birmingham", "dudley", "iron"])
    put_link(g, "birmingham-dudley", 1)
    put_link(g, "birmingham-tamworth", 1)
    put_tile(g, "dudley/1", "coal/1", 1)
    put_tile(g, "tamworth/2", "coal/2", 1)
    set_turn(g, 0, 2)
    g.refresh()
    for opt in ("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2"):
        g.apply(opt)
    return g


@pytest.mark.parametrize("players, seed", [(2, 0), (3, 17), (4, 123456789)])
def test_new_game_round_trip(players, seed):
    st = new_game("birmingham", players, seed).state
    snap = snapshot(st)
    assert _plain_only(snap)
    assert snapshot(restore(snap)) == snap
    assert restore(snap) == st
    assert "frame" not in snap


def test_snapshot_is_json_ready_and_rng_hex():
    st = new_game("birmingham", 3, 5).state
    snap = snapshot(st)
    assert snap["rng"] == f"{st.rng:016x}"
    assert len(snap["rng"]) == 16
    assert json.loads(json.dumps(snap)) == snap
    assert restore(json.loads(json.dumps(snap))) == st


def test_round_trip_with_action_just_started():
    g = new_game("birmingham", 4, 9)
    g.apply("build")
    st = g.state
    assert st.frame is not None and st.frame.action == "build" and st.frame.step == "card"
    snap = snapshot(st)
    assert snap["frame"]["action"] == "build"
    assert snapshot(restore(snap)) == snap
    assert restore(snap) == st


def test_round_trip_mid_payment_with_nested_tuples():
    g = _coal_choice_game()
    st = g.state
    assert st.frame.step == "pay"
    assert sorted(g.decision().ids()) == ["coal:dudley/1", "coal:tamworth/2"]
    snap = snapshot(st)
    pay = snap["frame"]["data"]["pay"]
    coal = g.rules.title.coal
    bham = g.rules.board.location_index["birmingham"]
    assert pay == [[coal, 1, [bham], "", -1]]
    restored = restore(snap)
    assert restored.frame.data["pay"] == ((coal, 1, (bham,), "", -1),)
    assert restored == st
    assert snapshot(restored) == snap


def test_restored_game_continues_identically():
    g = _coal_choice_game()
    snap = snapshot(g.state)
    g2 = Game(g.rules, restore(snap), g.pm)
    assert g2.decision().ids() == g.decision().ids()
    g.apply("coal:dudley/1")
    g2.apply("coal:dudley/1")
    assert snapshot(g2.state) == snapshot(g.state)
    assert g.state.frame is None
    dudley1 = g.rules.board.space_index["dudley/1"]
    assert g.state.cubes[g.rules.title.coal][dudley1] == 1
    assert g.state.money[0] == 50 - 8


def test_frame_data_round_trip_unit():
    st = new_game("birmingham", 2, 1).state
    st.frame = Frame("x", "step", 1, {"a": (1, (2, 3), ("s", True)), "b": 4, "c": "t"})
    snap = snapshot(st)
    assert snap["frame"] == {"action": "x", "step": "step", "player": 1,
                             "data": {"a": [1, [2, 3], ["s", True]], "b": 4, "c": "t"}}
    back = restore(snap)
    assert back.frame == st.frame
    assert back == st


def test_snapshot_is_independent_of_later_play():
    g = new_game("birmingham", 2, 4)
    snap = snapshot(g.state)
    frozen = json.dumps(snap, sort_keys=True)
    g.apply("pass")
    g.apply(g.decision().ids()[0])
    assert json.dumps(snap, sort_keys=True) == frozen
    assert snapshot(g.state) != snap
