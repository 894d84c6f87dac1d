"""Sealed saves load from their snapshot (inside an action with the action's start); anything else
is replayed and verified."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
import tomli_w

from brass.core.files.session import Session, read_save, seal
from brass.core.files.snapshot import snapshot
from brass.core.model.errors import DataError
from tests.cli.helpers import run, unwrap


def played(title: str, seed: int, until_frame: bool) -> Session:
    """A session some way into a random game, stopped between actions or inside one."""
    session = Session.new(title, 3, seed)
    pick = random.Random(seed)
    for _ in range(60):
        d = session.game.decision()
        assert d is not None
        session.apply(d.options[pick.randrange(len(d.options))].id)
    while (session.game.state.frame is not None) != until_frame:
        d = session.game.decision()
        assert d is not None
        session.apply(d.options[pick.randrange(len(d.options))].id)
    return session


def write(path: Path, data: dict) -> Path:
    path.write_text(tomli_w.dumps(data))
    return path


@pytest.mark.parametrize("title,inside", [("birmingham", False), ("pittsburgh", False), ("birmingham", True)])
def test_a_trusted_save_continues_exactly_like_a_replayed_one(title: str, inside: bool, tmp_path: Path) -> None:
    original = played(title, 11 if inside else 4, until_frame=inside)
    path = tmp_path / "game.toml"
    original.save(path)
    trusted, replayed = Session.load(path, trust=True), Session.load(path)
    assert snapshot(trusted.game.state) == snapshot(replayed.game.state)
    assert trusted.log == replayed.log and trusted._mark == replayed._mark
    pick = random.Random(9)
    for _ in range(40):
        d1, d2 = trusted.game.decision(), replayed.game.decision()
        assert d1 is not None and d2 is not None
        assert [o.id for o in d1.options] == [o.id for o in d2.options]
        choice = d1.options[pick.randrange(len(d1.options))].id
        trusted.apply(choice)
        replayed.apply(choice)
        assert snapshot(trusted.game.state) == snapshot(replayed.game.state)
        assert trusted.to_dict() == replayed.to_dict()  # the [action] table too, inside an action


def test_a_trusted_save_is_not_replayed(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    played("birmingham", 5, until_frame=False).save(path)
    data = read_save(path)
    data["log"] = ["no-such-option"] + data["log"]  # an unreplayable log, sealed again
    data["seal"] = seal(data, "birmingham")
    write(path, data)
    Session.load(path, trust=True)  # taken from the snapshot: the log is not replayed
    with pytest.raises(DataError, match="no-such-option"):
        Session.load(path)  # without trust (replay --verify, tests): replayed and refused
    assert "no-such-option" in run("replay", path, "--verify", expect=1).output


def test_an_edited_save_is_replayed_and_its_snapshot_checked(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    played("birmingham", 6, until_frame=False).save(path)
    data = read_save(path)
    data["snapshot"]["money"][0] += 100  # edited by hand: the seal no longer matches
    write(path, data)
    loaded = Session.load(path, trust=True)  # replayed (the seal no longer matches): the log wins
    assert loaded.game.state.money[0] == data["snapshot"]["money"][0] - 100
    assert [w.params["field"] for w in loaded.warnings] == ["snapshot.money[0]"]


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_save_inside_an_action_is_trusted_with_the_actions_start(title: str, tmp_path: Path) -> None:
    session = played(title, 7, until_frame=True)
    path = tmp_path / "game.toml"
    session.save(path)
    data = read_save(path)
    assert data["action"] == {"start": snapshot(session.game.action_start), "mark": session._mark,
                              "by_itself": session.game.began_by_itself}
    data["log"] = ["no-such-option"] + data["log"]  # an unreplayable log, sealed again
    data["action"]["mark"] += 1
    data["seal"] = seal(data, title)
    write(path, data)
    trusted = Session.load(path, trust=True)  # taken from the snapshot: the log is not replayed
    assert trusted.log == data["log"]
    assert snapshot(trusted.game.state) == snapshot(session.game.state)
    assert trusted.game.began_by_itself == session.game.began_by_itself
    assert trusted.undo() and session.undo()  # undo goes back to the same start, in the state and the log
    assert snapshot(trusted.game.state) == snapshot(session.game.state)
    assert trusted.log == ["no-such-option"] + session.log


def test_a_save_inside_an_action_without_its_start_is_replayed(tmp_path: Path) -> None:
    session = played("birmingham", 7, until_frame=True)
    path = tmp_path / "game.toml"
    session.save(path)
    data = read_save(path)
    del data["action"]  # as a save written before brass kept the action's start
    data["log"] = ["no-such-option"] + data["log"]
    data["seal"] = seal(data, "birmingham")
    write(path, data)
    with pytest.raises(DataError, match="no-such-option"):
        Session.load(path, trust=True)  # undo needs the action's start: replayed, not trusted
    again = tmp_path / "again.toml"  # the first file changed since it was written: a save there is refused
    session.save(again)
    loaded = Session.load(again, trust=True)
    assert loaded.can_undo()


def test_an_edited_action_table_is_replayed_and_checked(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    played("birmingham", 7, until_frame=True).save(path)
    data = read_save(path)
    data["action"]["mark"] -= 1  # edited by hand: the seal no longer matches
    write(path, data)
    with pytest.raises(DataError, match=r"does not match the replayed game at action\.mark"):
        Session.load(path)
    loaded = Session.load(path, trust=True)  # the game commands go on by the log, and say where it differed
    assert [w.params["field"] for w in loaded.warnings] == ["action.mark"]
    assert loaded._mark == data["action"]["mark"] + 1


def test_replay_verify_reports_a_good_save(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    session = played("birmingham", 8, until_frame=False)
    session.save(path)
    r = run("replay", path, "--verify", expect=0)
    assert unwrap(r.output) == f"{path}: the log replays to the saved state ({len(session.log)} decisions).\n"
