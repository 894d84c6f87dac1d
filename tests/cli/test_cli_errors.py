"""User errors across commands: exit code 1, one "Error: ..." line on stderr, no traceback, no file touched."""
from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from .helpers import error_line, load, new_save, run, usage_error

SAVE_COMMANDS = [("show",), ("options",), ("choose", "build"), ("replay",), ("play", "--bots", "all")]


@pytest.mark.parametrize("command", SAVE_COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("lang", ["en", "th"])
def test_missing_save_file(tmp_path: Path, command: tuple[str, ...], lang: str) -> None:
    missing = tmp_path / "missing.toml"
    args = (command[0], missing, *command[1:], "--lang", lang)
    if command[0] == "play":
        args = (*args, "--players", 2)  # a GAME that is not a file is read as a TITLE
    r = run(*args, expect=1)
    assert str(missing) in error_line(r) or "missing.toml" in error_line(r)
    assert r.stdout == ""
    assert not missing.exists()


@pytest.mark.parametrize("command", [c for c in SAVE_COMMANDS if c[0] != "replay"], ids=lambda c: c[0])
def test_broken_save_file_is_left_alone(tmp_path: Path, command: tuple[str, ...]) -> None:
    path = new_save(tmp_path)
    data = load(path)
    data["log"] = ["no-such-option"]  # edited by hand, and its log cannot be replayed
    bad = tmp_path / "bad.toml"
    bad.write_text(tomli_w.dumps(data))
    before = bad.read_bytes()
    extra = ("--save", bad) if command[0] == "play" else ()
    r = run(command[0], bad, *command[1:], *extra, expect=1)
    line = error_line(r)
    assert str(bad) in line and "log[0] = “no-such-option”" in line
    assert bad.read_bytes() == before


@pytest.mark.parametrize("command", [c for c in SAVE_COMMANDS if c[0] != "replay"], ids=lambda c: c[0])
def test_a_save_whose_snapshot_disagrees_goes_on_by_its_log(tmp_path: Path, command: tuple[str, ...]) -> None:
    path = new_save(tmp_path)
    data = load(path)
    data["snapshot"]["vp"][1] = 42
    bad = tmp_path / "bad.toml"
    bad.write_text(tomli_w.dumps(data))
    extra = ("--save", bad) if command[0] == "play" else ()
    r = run(command[0], bad, *command[1:], *extra, expect=0)
    warning = " ".join(r.stderr.split())
    assert warning.startswith(f"{bad}: the installed rules replay this game differently")
    assert "snapshot.vp[1]: saved 42, now 0" in warning
    if command[0] in ("choose", "play"):  # what they wrote replays to its snapshot
        assert run("replay", bad, "--verify", expect=0)


def test_replay_checks_the_snapshot(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    data = load(path)
    data["snapshot"]["vp"][1] = 42
    bad = tmp_path / "bad.toml"
    bad.write_text(tomli_w.dumps(data))
    r = run("replay", bad)
    assert r.exit_code == 1
    assert "snapshot.vp[1]" in error_line(r)


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(format=2), ["format 2"]),
    (lambda d: d.pop("format"), ["format"]),
    (lambda d: d.update(players="two"), ["players"]),
    (lambda d: d.update(title="nosuch"), ["nosuch", "birmingham"]),
    (lambda d: d.update(players=9), ["9"]),
    (lambda d: d.update(log=[1]), ["log[0]"]),
    (lambda d: d.update(log=["nonsense"]), ["log[0]", "nonsense"]),
    (lambda d: d.update(plugins=["nosuch-plugin"]), ["nosuch-plugin"]),
    (lambda d: d.update(extra=1), ["extra"]),
    (lambda d: d.update(variant={"change": [{"path": "game:zzz.y", "value": 1}]}), ["zzz"]),
    (lambda d: d.update(start={"format": 1}), ["start"]),
], ids=["format", "no-format", "players-type", "title", "players-9", "log-type", "log-option", "plugin",
        "unknown-key", "variant", "start"])
def test_bad_saves_are_user_errors(tmp_path: Path, mutate, words) -> None:
    data = load(new_save(tmp_path))
    mutate(data)
    bad = tmp_path / "bad.toml"
    bad.write_text(tomli_w.dumps(data))
    before = bad.read_bytes()
    for args in (("show", bad), ("choose", bad, "build"), ("replay", bad)):
        r = run(*args, expect=1)
        line = error_line(r)
        for w in words:
            if args[0] == "replay" and w.startswith("log[") and "nonsense" in words:
                continue  # replay does not name the index: test_replay_tampered_log_names_the_index
            assert w in line, (args[0], line)
        assert r.stdout == "" or args[0] == "replay"
    assert bad.read_bytes() == before


def test_not_toml_at_all(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b"\xff\xfe not toml")
    for command in ("show", "options", "replay"):
        r = run(command, bad, expect=1)
        assert str(bad) in error_line(r)


def test_directory_arguments_are_usage_errors(tmp_path: Path) -> None:
    assert "is a directory" in usage_error(run("show", tmp_path))
    assert "is a directory" in usage_error(run("new", "birmingham", "-p", 2, "-o", tmp_path))


def test_play_save_into_missing_directory(tmp_path: Path) -> None:
    out = tmp_path / "no_such_dir" / "g.toml"
    r = run("play", "birmingham", "-p", 2, "--bots", "all", "--save", out)
    assert r.exit_code == 1
    assert error_line(r) == f"Error: {out}: cannot write the file: No such file or directory"
    assert r.stdout == ""  # found before the first move, not after the last


def test_play_interactive_save_to_unwritable_path(tmp_path: Path) -> None:
    out = tmp_path / "no_such_dir" / "g.toml"
    r = run("play", "birmingham", "-p", 2, "--bots", 2, "--seed", 5, input=f"save {out}\nquit\n")
    assert r.exit_code == 0
    assert str(out) in r.stdout + r.stderr
    assert "Game left unfinished." in r.stdout


def test_errors_have_no_traceback_and_one_line(tmp_path: Path) -> None:
    cases = [
        ("new", "nosuch", "-p", 2, "-o", tmp_path / "x.toml"),
        ("data", "nosuch"),
        ("bench", "nosuch", "-n", 1),
        ("simulate", "nosuch", "-p", 2, "-n", 1),
        ("play", "nosuch", "-p", 2, "--bots", "all"),
    ]
    for args in cases:
        r = run(*args, "--lang", "th", expect=1)
        assert "nosuch" in error_line(r)
        assert r.stdout == ""


@pytest.mark.parametrize("command", ["data", "new", "simulate"])
def test_bad_variant_error_names_the_file(tmp_path: Path, command: str) -> None:
    bad = tmp_path / "my_variant.toml"
    bad.write_text('[variant]\nname = "x"\ntitle = "birmingham"\n\n[[change]]\npath = "game:nosuch.thing"\n'
                   'value = 2\n')
    args = {"data": ("data", "birmingham"),
            "new": ("new", "birmingham", "-p", 2, "-o", tmp_path / "x.toml"),
            "simulate": ("simulate", "birmingham", "-p", 2, "-n", 1)}[command]
    r = run(*args, "--variant", bad, expect=1)
    line = error_line(r)
    assert "nosuch" in line
    assert "my_variant.toml" in line


def test_variant_for_another_title_is_refused(tmp_path: Path) -> None:
    from .helpers import VARIANT

    other = tmp_path / "other.toml"
    other.write_text(VARIANT.read_text().replace('title = "birmingham"', 'title = "pittsburgh"'))
    out = tmp_path / "x.toml"
    for args in (("data", "birmingham"), ("new", "birmingham", "-p", 2, "-o", out)):
        r = run(*args, "--variant", other, expect=1)
        line = error_line(r)
        assert "pittsburgh" in line and "birmingham" in line
    assert not out.exists()


def test_new_position_does_not_silently_drop_the_variant(tmp_path: Path) -> None:
    from .helpers import POSITION, VARIANT

    pos = tmp_path / "pos.toml"
    pos.write_text(POSITION)
    out = tmp_path / "p.toml"
    r = run("new", "--position", pos, "--variant", VARIANT, "-o", out)
    if r.exit_code == 0:
        assert load(out).get("variant") == load(VARIANT)
    else:
        assert r.exit_code in (1, 2) and not out.exists()
