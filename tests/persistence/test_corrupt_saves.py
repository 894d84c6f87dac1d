"""Damaged or tampered save files are refused with a DataError naming the file and the problem.

Every case is checked twice: ``Session.load`` raises :class:`brass.core.model.errors.DataError`
(never another exception), and ``brass show FILE`` exits non-zero with a one-line
error (no traceback) and leaves the file byte for byte as it was.  A snapshot that disagrees
with the log is the exception: the log is the truth, so the game commands go on by it and say
so in one line (``replay --verify`` and strict loading still refuse it).
"""
from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.files.position_file import position_of
from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.core.model.errors import DataError
from brass.plugins.bots import RandomBot


@functools.cache
def _base_session() -> Session:
    """A 2-player game in the canal era, with tiles and links built, stopped inside an action."""
    session = Session.new("birmingham", 2, 3)
    bots = [RandomBot(p) for p in range(2)]
    while True:
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
        st = session.game.state
        if len(session.log) >= 30 and st.frame is not None and any(o >= 0 for o in st.tile_owner):
            return session


def base_save() -> dict[str, Any]:
    return copy.deepcopy(_base_session().to_dict())


@functools.cache
def _base_position_save() -> dict[str, Any]:
    session = Session.from_position(position_of(Session.new("birmingham", 2, 9).game), "pos.toml")
    bots = [RandomBot(90 + p) for p in range(2)]
    for _ in range(10):
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
    return session.to_dict()


def base_position_save() -> dict[str, Any]:
    return copy.deepcopy(_base_position_save())


def write(tmp_path: Path, data: dict[str, Any] | bytes | str, name: str = "game.toml") -> Path:
    path = tmp_path / name
    if isinstance(data, dict):
        path.write_text(tomli_w.dumps(data), encoding="utf-8")
    elif isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_bytes(data)
    return path


def refused(path: Path, *fragments: str) -> str:
    """Session.load refuses ``path`` with a DataError naming it and ``fragments``; the CLI too."""
    before = path.read_bytes()
    with pytest.raises(DataError) as info:
        Session.load(path)
    message = str(info.value)
    assert message.startswith(f"{path}:"), message
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    assert path.read_bytes() == before

    result = CliRunner().invoke(cli, ["show", str(path)])
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in result.output
    assert f"Error: {path}:" in result.output
    for fragment in fragments:
        assert fragment in result.output
    assert path.read_bytes() == before
    return message


# -- the base files are fine ----------------------------------------------------------------------
def test_the_untouched_save_loads_and_shows(tmp_path: Path) -> None:
    path = write(tmp_path, base_save())
    loaded = Session.load(path)
    assert snapshot(loaded.game.state) == snapshot(_base_session().game.state)
    result = CliRunner().invoke(cli, ["show", str(path)])
    assert result.exit_code == 0, result.output
    assert "Brass: Birmingham" in result.output


def test_the_untouched_position_save_loads(tmp_path: Path) -> None:
    data = base_position_save()
    assert "start" in data and len(data["log"]) == 10
    loaded = Session.load(write(tmp_path, data))
    assert loaded.log == data["log"]
    assert snapshot(loaded.game.state) == data["snapshot"]


# -- not a save at all ---------------------------------------------------------------------------------
@pytest.mark.parametrize("fraction", [0.5, 0.25, 0.75, 0.97])
def test_a_truncated_file_is_refused(tmp_path: Path, fraction: float) -> None:
    text = tomli_w.dumps(base_save())
    path = write(tmp_path, text[: int(len(text) * fraction)])
    refused(path)


def test_half_a_file_is_reported_as_a_damaged_save(tmp_path: Path) -> None:
    text = tomli_w.dumps(base_save())
    refused(write(tmp_path, text[: len(text) // 2]), "damaged or incomplete save file: ")


def test_a_save_cut_inside_a_string_says_damaged_without_nested_parentheses(tmp_path: Path) -> None:
    path = write(tmp_path, 'format = 1\ntitle = "birmingham"\nlog = ["build", "card:cov')
    message = refused(path)
    assert message == (f"{path}: damaged or incomplete save file: a string without its closing quote"
                       " (at the end of the file).")


def test_a_commented_save_that_starts_with_its_title_is_damaged_too(tmp_path: Path) -> None:
    refused(write(tmp_path, '# my game\n\ntitle = "pittsburgh"\nformat = = 1\n'), "damaged or incomplete save file")


@pytest.mark.parametrize(
    "content",
    ["this is not TOML, it is a letter to my aunt\n", "[[[\n", "formats = = 1\n", "log = [\"build\"\n"],
    ids=["prose", "brackets", "double-equals", "open-array"],
)
def test_text_that_is_not_toml_is_refused(tmp_path: Path, content: str) -> None:
    refused(write(tmp_path, content), "not a brass save file: ")


def test_binary_garbage_is_refused(tmp_path: Path) -> None:
    refused(write(tmp_path, b"\xff\xfe\x00\x9c garbage \x00\x01"), "not a brass save file")


def test_an_empty_file_is_refused(tmp_path: Path) -> None:
    refused(write(tmp_path, b""), "not a brass save file", "no format key")


def test_a_position_file_is_not_a_save(tmp_path: Path) -> None:
    refused(write(tmp_path, position_of(_base_session().game) | {"era": "canal"}), "unknown key")


# -- header problems -------------------------------------------------------------------------------------
def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d.__setitem__(key, value)


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda d: d.pop(key)


HEADER_CASES: list[tuple[str, Callable[[dict[str, Any]], None], tuple[str, ...]]] = [
    ("players-string", _set("players", "two"), ("players", "expected a whole number", "'two'")),
    ("players-bool", _set("players", True), ("players", "expected a whole number")),
    ("seed-float", _set("seed", 1.5), ("seed", "expected a whole number", "1.5")),
    ("title-int", _set("title", 5), ("title", "expected str")),
    ("log-string", _set("log", "build"), ("log", "expected list", "'build'")),
    ("log-entry-int", lambda d: d["log"].__setitem__(7, 7), ("log[7]", "expected an option id", "7")),
    ("plugins-string", _set("plugins", "random-bot"), ("plugins", "expected list")),
    ("plugins-entry-int", _set("plugins", [3]), ("plugins[0]",)),
    ("snapshot-not-table", _set("snapshot", "full"), ("snapshot", "expected a table")),
    ("variant-not-table", _set("variant", 3), ("variant", "expected a table")),
    ("unknown-key", _set("colour", "red"), ("colour", "unknown key")),
    ("no-format", _drop("format"), ("not a brass save file", "no format key")),
    ("no-title", _drop("title"), ("title", "missing")),
    ("no-players", _drop("players"), ("players", "missing")),
    ("no-log", _drop("log"), ("log", "missing")),
    ("format-99", _set("format", 99), ("save format 99 is not supported",)),
    ("format-0", _set("format", 0), ("save format 0 is not supported",)),
    ("unknown-title", _set("title", "catan"), ("Unknown title", "catan")),
    ("players-9", _set("players", 9), ("not 9",)),
    ("players-1", _set("players", 1), ("not 1",)),
    ("unknown-plugin", _set("plugins", ["no_such_plugin"]), ("no_such_plugin",)),
    ("missing-plugin-file", _set("plugins", ["/no/such/plugin.py"]),
     ("plugins[0]", "“plugin.py”", "--plugin PATH/plugin.py")),
    (
        "variant-unknown-path",
        _set("variant", {"change": [{"path": "game:network.no_such_key.cost", "value": 1}]}),
        ("variant", "change[0].path", "no_such_key"),
    ),
    (
        "variant-unknown-file",
        _set("variant", {"change": [{"path": "weather:rain", "value": 1}]}),
        ("change[0].path", "weather"),
    ),
    ("variant-unknown-key", _set("variant", {"colour": "red"}), ("colour",)),
]


@pytest.mark.parametrize("mutate,fragments", [c[1:] for c in HEADER_CASES], ids=[c[0] for c in HEADER_CASES])
def test_a_bad_header_is_refused(tmp_path: Path, mutate: Callable[[dict[str, Any]], None],
                                 fragments: tuple[str, ...]) -> None:
    data = base_save()
    mutate(data)
    refused(write(tmp_path, data), *fragments)


@pytest.mark.parametrize("value", [True, 1.0], ids=["true", "1.0"])
def test_a_format_that_is_not_an_integer_is_refused(tmp_path: Path, value: Any) -> None:
    data = base_save()
    data["format"] = value
    refused(write(tmp_path, data), "format")


def test_a_string_format_is_reported_as_a_wrong_type(tmp_path: Path) -> None:
    data = base_save()
    data["format"] = "1"
    message = refused(write(tmp_path, data), "format")
    assert "is not supported (this version reads format 1)" not in message


# -- a save that started from a position keeps its header honest --------------------------------------------
def test_a_position_save_with_a_broken_start_is_refused(tmp_path: Path) -> None:
    data = base_position_save()
    data["start"]["player"][0]["mony"] = 3
    refused(write(tmp_path, data), "start", "player[0].mony", "unknown key")


def test_a_position_save_with_an_impossible_start_is_refused(tmp_path: Path) -> None:
    data = base_position_save()
    data["start"]["player"][1]["hand"].append("belper")  # a 4-player card in a 2-player game
    refused(write(tmp_path, data), "start", "player[1].hand[")


@pytest.mark.parametrize("key,value", [("players", 9), ("title", "catan"), ("players", 4)])
def test_a_position_save_whose_header_contradicts_its_start_is_refused(tmp_path: Path, key: str, value: Any) -> None:
    data = base_position_save()
    data[key] = value
    refused(write(tmp_path, data), key)


# -- a log that cannot be replayed -------------------------------------------------------------------------
def test_an_option_never_offered_is_refused_naming_its_log_index(tmp_path: Path) -> None:
    data = base_save()
    index = 5
    data["log"][index] = "card:belper"  # a 4-player card: never in a 2-player hand
    refused(write(tmp_path, data), f"log[{index}]", "card:belper", "cannot be replayed", "not one of the options")


def test_swapped_log_entries_are_refused_at_the_first_one(tmp_path: Path) -> None:
    data = base_save()
    first, second = data["log"][0], data["log"][1]
    assert first != second
    data["log"][0], data["log"][1] = second, first
    refused(write(tmp_path, data), "log[0]", second, "cannot be replayed")


def test_an_option_from_another_step_is_refused(tmp_path: Path) -> None:
    data = base_save()
    # a menu option where a card is asked for (the entry after a menu choice)
    index = next(i for i, o in enumerate(data["log"]) if o in ("build", "network", "develop", "loan", "pass")) + 1
    assert data["log"][index].startswith("card:")
    data["log"][index] = "loan"
    refused(write(tmp_path, data), f"log[{index}]", "loan", "not one of the options")


def test_options_after_the_end_of_the_game_are_refused(tmp_path: Path) -> None:
    session = Session.new("birmingham", 2, 1)
    bots = [RandomBot(p) for p in range(2)]
    while (d := session.game.decision()) is not None:
        session.apply(bots[d.player].choose(d))
    data = session.to_dict()
    data["log"].append("pass")
    refused(write(tmp_path, data), f"log[{len(data['log']) - 1}]", "pass", "game is over")


# -- a snapshot that does not match the replay ---------------------------------------------------------------
def _first_tile_space(data: dict[str, Any]) -> int:
    return next(s for s, o in enumerate(data["snapshot"]["tile_owner"]) if o >= 0)


def tamper_money(data: dict[str, Any]) -> str:
    data["snapshot"]["money"][0] += 7
    return "snapshot.money[0]"


def tamper_second_money(data: dict[str, Any]) -> str:
    data["snapshot"]["money"][1] = 999
    return "snapshot.money[1]"


def tamper_tile_owner(data: dict[str, Any]) -> str:
    s = _first_tile_space(data)
    data["snapshot"]["tile_owner"][s] = 1 - data["snapshot"]["tile_owner"][s]
    return f"snapshot.tile_owner[{s}]"


def tamper_empty_space(data: dict[str, Any]) -> str:
    s = next(s for s, o in enumerate(data["snapshot"]["tile_owner"]) if o < 0)
    data["snapshot"]["tile_owner"][s] = 0
    return f"snapshot.tile_owner[{s}]"


def tamper_deck_order(data: dict[str, Any]) -> str:
    deck = data["snapshot"]["deck"]
    i = next(i for i in range(len(deck) - 1) if deck[i] != deck[i + 1])
    deck[i], deck[i + 1] = deck[i + 1], deck[i]
    return f"snapshot.deck[{i}]"


def tamper_rng(data: dict[str, Any]) -> str:
    rng = data["snapshot"]["rng"]
    data["snapshot"]["rng"] = rng[:-1] + ("0" if rng[-1] != "0" else "1")
    return "snapshot.rng"


def tamper_hand(data: dict[str, Any]) -> str:
    hand = data["snapshot"]["hands"][1]
    hand[0] = next(c for c in range(30) if c != hand[0])
    return "snapshot.hands[1][0]"


def tamper_frame_step(data: dict[str, Any]) -> str:
    data["snapshot"]["frame"]["step"] = "done"
    return "snapshot.frame.step"


def tamper_shorter_deck(data: dict[str, Any]) -> str:
    data["snapshot"]["deck"].pop()
    return "snapshot.deck (length)"


def tamper_remove_vp(data: dict[str, Any]) -> str:
    del data["snapshot"]["vp"]
    return "snapshot.vp"


def tamper_remove_frame(data: dict[str, Any]) -> str:
    del data["snapshot"]["frame"]
    return "snapshot.frame"


def tamper_add_key(data: dict[str, Any]) -> str:
    data["snapshot"]["bonus_money"] = [5, 5]
    return "snapshot.bonus_money"


def tamper_type(data: dict[str, Any]) -> str:
    data["snapshot"]["round"] = str(data["snapshot"]["round"])
    return "snapshot.round"


TAMPERS = [tamper_money, tamper_second_money, tamper_tile_owner, tamper_empty_space, tamper_deck_order, tamper_rng,
           tamper_hand, tamper_frame_step, tamper_shorter_deck, tamper_remove_vp, tamper_remove_frame, tamper_add_key,
           tamper_type]


def goes_on_by_the_log(path: Path, *fragments: str) -> str:
    """Strict loading refuses ``path`` naming ``fragments``; ``brass show`` shows the game as its
    log replays, with one line on stderr naming them, and leaves the file alone."""
    before = path.read_bytes()
    with pytest.raises(DataError) as info:
        Session.load(path)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"
    lenient = Session.load(path, trust=True)
    assert snapshot(lenient.game.state) == snapshot(_base_session().game.state)
    result = CliRunner().invoke(cli, ["show", str(path)])
    assert result.exit_code == 0, result.output
    warning = " ".join(result.stderr.split())  # (one message, wrapped to the terminal's width)
    assert warning.count(f"{path}:") == 1 and "the installed rules replay this game differently" in warning
    for fragment in fragments:
        assert fragment in warning.replace("saved ", "file: ").replace("now ", "replay: ")
    assert path.read_bytes() == before
    return message


@pytest.mark.parametrize("tamper", TAMPERS, ids=[t.__name__.removeprefix("tamper_") for t in TAMPERS])
def test_a_tampered_snapshot_names_the_first_differing_field(tmp_path: Path, tamper: Callable[[dict], str]) -> None:
    data = base_save()
    field = tamper(data)
    message = goes_on_by_the_log(write(tmp_path, data), f"at {field}")
    assert "does not match the replayed game" in message and message.count("snapshot.") == 1


def test_the_mismatch_message_gives_both_values(tmp_path: Path) -> None:
    data = base_save()
    real = data["snapshot"]["money"][0]
    data["snapshot"]["money"][0] = real + 1000
    goes_on_by_the_log(write(tmp_path, data), "snapshot.money[0]", f"file: {real + 1000}", f"replay: {real}")


def test_a_snapshot_from_another_game_is_refused(tmp_path: Path) -> None:
    data = base_save()
    data["seed"] = data["seed"] + 1
    # a different seed deals different hands, and this log's cards are not all dealt: it breaks,
    # and the file was edited, so its snapshot is not used either
    message = refused(write(tmp_path, data), "log[")
    assert "cannot be replayed" in message


def test_a_save_without_a_snapshot_still_replays(tmp_path: Path) -> None:
    """The snapshot is a check, not the source: without it the log alone gives the game."""
    data = base_save()
    del data["snapshot"]
    loaded = Session.load(write(tmp_path, data))
    assert snapshot(loaded.game.state) == snapshot(_base_session().game.state)


def test_a_missing_file_is_a_data_error(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    with pytest.raises(DataError) as info:
        Session.load(path)
    assert str(path) in str(info.value) and "not found" in str(info.value)
    result = CliRunner().invoke(cli, ["show", str(path)])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output and "not found" in result.output
    assert not path.exists()


def test_a_directory_is_not_a_save(tmp_path: Path) -> None:
    folder = tmp_path / "saves.toml"
    folder.mkdir()
    with pytest.raises(DataError) as info:
        Session.load(folder)
    assert str(folder) in str(info.value)


def test_choose_refuses_a_corrupt_save_and_leaves_it_alone(tmp_path: Path) -> None:
    data = base_save()
    data["log"][3] = "card:nowhere"
    path = write(tmp_path, data)
    before = path.read_bytes()
    result = CliRunner().invoke(cli, ["choose", str(path), "pass"])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output and "log[3] = “card:nowhere”" in result.output
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml"]


def test_choose_on_a_save_with_an_edited_snapshot_goes_on_by_the_log(tmp_path: Path) -> None:
    data = base_save()
    data["snapshot"]["money"][0] += 1
    path = write(tmp_path, data)
    decision = _base_session().game.decision()
    result = CliRunner().invoke(cli, ["choose", str(path), decision.options[0].id])
    assert result.exit_code == 0, result.output
    assert "snapshot.money[0]" in result.stderr
    Session.load(path)  # what choose wrote replays exactly to its snapshot


# -- a save is never half written (brass.core.files.atomic) -------------------------------------------------------
def test_write_text_replaces_the_whole_content(tmp_path: Path) -> None:
    from brass.core.files import atomic

    path = tmp_path / "g.toml"
    atomic.write_text(path, "a" * 5000 + "\n")
    assert path.read_text(encoding="utf-8") == "a" * 5000 + "\n"
    atomic.write_text(path, "short\n")
    assert path.read_bytes() == b"short\n"
    atomic.write_text(path, "ไทย £ — ok\n")
    assert path.read_text(encoding="utf-8") == "ไทย £ — ok\n"
    assert [p.name for p in tmp_path.iterdir()] == ["g.toml"]


def test_write_text_to_a_relative_name_in_the_current_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from brass.core.files import atomic

    monkeypatch.chdir(tmp_path)
    atomic.write_text("here.toml", "x = 1\n")
    assert (tmp_path / "here.toml").read_text(encoding="utf-8") == "x = 1\n"
    assert [p.name for p in tmp_path.iterdir()] == ["here.toml"]


@pytest.mark.parametrize("failing", ["replace", "fsync", "interrupt"])
def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                   failing: str) -> None:
    import os

    from brass.core.files import atomic

    path = tmp_path / "g.toml"
    path.write_text("old = 1\n", encoding="utf-8")
    error: type[BaseException] = KeyboardInterrupt if failing == "interrupt" else OSError

    def boom(*args: Any, **kwargs: Any) -> None:
        raise error("disk on fire")

    monkeypatch.setattr(os, "fsync" if failing == "fsync" else "replace", boom)
    with pytest.raises(error):
        atomic.write_text(path, "new = 2\n" * 1000)
    monkeypatch.undo()
    assert path.read_bytes() == b"old = 1\n"
    assert [p.name for p in tmp_path.iterdir()] == ["g.toml"]


def test_a_failed_save_keeps_the_previous_save_loadable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    session = Session.new("birmingham", 2, 3)
    path = tmp_path / "g.toml"
    session.save(path)
    before = path.read_bytes()
    bots = [RandomBot(p) for p in range(2)]
    for _ in range(10):
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))

    def boom(*args: Any, **kwargs: Any) -> None:
        raise OSError("no space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(DataError, match="cannot write"):
        session.save(path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.toml"]
    assert Session.load(path).log == []
    session.save(path)
    assert Session.load(path).log == session.log


def test_write_text_keeps_the_permissions_of_the_file_it_replaces(tmp_path: Path) -> None:
    import os
    import stat

    from brass.core.files import atomic

    path = tmp_path / "g.toml"
    path.write_text("old = 1\n", encoding="utf-8")
    os.chmod(path, 0o644)
    atomic.write_text(path, "new = 2\n")
    assert path.read_text(encoding="utf-8") == "new = 2\n"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o644
