"""``brass replay``: the events of a saved game, stopping points, private views and broken logs."""
from __future__ import annotations

import re
from pathlib import Path

import tomli_w

from .helpers import POSITION, error_line, final_scores, load, run, usage_error


def _events(text: str) -> list[str]:
    """Event lines up to the final scores (no step markers, no blank lines)."""
    out = []
    for line in text.splitlines():
        if line == "Final scores" or line.startswith("Stopped after decision"):
            break
        if line.strip() and not re.fullmatch(r"— decision \d+ —", line):
            out.append(line)
    return out


def _board(text: str) -> str:
    """The board printed at the end of a replay."""
    i = text.index("Brass: Birmingham — ")
    return text[i:]


def test_replay_of_a_finished_game(finished_game) -> None:
    path, played = finished_game
    log = load(path)["log"]
    r = run("replay", path, expect=0)
    out = r.stdout
    steps = [int(n) for n in re.findall(r"^— decision (\d+) —$", out, flags=re.M)]
    assert steps == sorted(set(steps)) and steps[-1] == len(log)  # the last decision ended the game
    assert _events(out) == _events(played)
    assert final_scores(out) == final_scores(played)
    board = _board(out)
    assert "The game is over." in board.splitlines()[1]
    assert "Hand of" not in out
    assert "Stopped after" not in out
    assert r.stderr == ""


def test_replay_to_a_decision(finished_game, tmp_path: Path) -> None:
    path, _ = finished_game
    data = load(path)
    total = len(data["log"])
    r = run("replay", path, "--to", 10, expect=0)
    out = r.stdout
    numbers = [int(n) for n in re.findall(r"^— decision (\d+) —$", out, flags=re.M)]
    # only decisions that said something have a header (choosing an action or a card says nothing)
    assert numbers and numbers == sorted(set(numbers)) and set(numbers) < set(range(1, 11)), numbers
    lines = out.splitlines()
    for at, line in enumerate(lines):
        if re.fullmatch(r"— decision \d+ —", line):
            assert lines[at + 1].startswith("P"), lines[at:at + 2]  # an event of the log follows
    assert f"Stopped after decision 10 of {total}." in out.splitlines()
    assert "Final scores" not in out
    # the board shown is the game after those 10 options, as ``show`` prints it
    part = tmp_path / "part.toml"
    run("new", "birmingham", "-p", data["players"], "--seed", data["seed"], "-o", part, expect=0)
    run("choose", part, *data["log"][:10], expect=0)
    assert _board(out) == run("show", part, expect=0).stdout
    assert "Hand of" not in _board(out)


def test_replay_as_a_player_shows_only_that_hand(finished_game, tmp_path: Path) -> None:
    path, _ = finished_game
    data = load(path)
    part = tmp_path / "part.toml"
    run("new", "birmingham", "-p", 2, "--seed", data["seed"], "-o", part, expect=0)
    run("choose", part, *data["log"][:10], expect=0)
    r = run("replay", path, "--to", 10, "--as", 1, expect=0)
    board = _board(r.stdout)
    assert board == run("show", part, "--as", 1, expect=0).stdout
    hand_lines = [ln for ln in board.splitlines() if ln.startswith("Hand of")]
    assert len(hand_lines) == 1 and hand_lines[0].startswith("Hand of P1: ")
    r2 = run("replay", path, "--to", 10, "--as", 2, expect=0)
    assert next(ln for ln in _board(r2.stdout).splitlines() if ln.startswith("Hand of")).startswith("Hand of P2: ")
    assert "Hand of P1" not in r2.stdout


def test_replay_to_zero_and_past_the_end(finished_game) -> None:
    path, played = finished_game
    total = len(load(path)["log"])
    r = run("replay", path, "--to", 0, expect=0)
    assert not re.search(r"^#\d+$", r.stdout, flags=re.M)
    assert f"Stopped after decision 0 of {total}." in r.stdout
    far = run("replay", path, "--to", total + 1000, expect=0)
    assert final_scores(far.stdout) == final_scores(played)
    assert far.stdout == run("replay", path, expect=0).stdout


def test_replay_of_an_unfinished_save(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    run("new", "birmingham", "-p", 2, "--seed", 3, "-o", path, expect=0)
    run("choose", path, "build", expect=0)
    r = run("replay", path, expect=0)
    assert "Stopped after decision 1 of 1." in r.stdout
    assert "— decision" not in r.stdout  # choosing the action said nothing yet: no bare header


def test_replay_of_a_position_game(tmp_path: Path) -> None:
    pos = tmp_path / "pos.toml"
    pos.write_text(POSITION)
    path = tmp_path / "p.toml"
    run("new", "--position", pos, "-o", path, expect=0)
    r = run("replay", path, "--as", 1, expect=0)
    assert "Stopped after decision 0 of 0." in r.stdout
    assert _board(r.stdout) == run("show", path, "--as", 1, expect=0).stdout


def test_replay_bad_seat(finished_game) -> None:
    path, _ = finished_game
    for seat in (9, -1):
        r = run("replay", path, "--as", seat, expect=1)
        assert error_line(r) == f"Error: There is no seat {seat}: seats are 1 to 2."
    assert "--to" in usage_error(run("replay", path, "--to", -1))


def test_replay_missing_or_broken_file(tmp_path: Path) -> None:
    missing = tmp_path / "missing.toml"
    r = run("replay", missing, expect=1)
    assert str(missing) in error_line(r)
    junk = tmp_path / "junk.toml"
    junk.write_text("= nonsense\n")
    r = run("replay", junk, expect=1)
    assert str(junk) in error_line(r)
    usage_error(run("replay"))


def _tampered(src: Path, tmp_path: Path, index: int) -> Path:
    data = load(src)
    data["log"][index] = "card:bogus"
    bad = tmp_path / "tampered.toml"
    bad.write_text(tomli_w.dumps(data))
    return bad


def test_replay_tampered_log_is_refused(finished_game, tmp_path: Path) -> None:
    path, _ = finished_game
    bad = _tampered(path, tmp_path, 5)
    before = bad.read_bytes()
    r = run("replay", bad, expect=1)
    line = error_line(r)
    assert "card:bogus" in line
    assert "Final scores" not in r.stdout
    assert bad.read_bytes() == before


def test_replay_tampered_log_names_the_index(finished_game, tmp_path: Path) -> None:
    path, _ = finished_game
    bad = _tampered(path, tmp_path, 5)
    line = error_line(run("replay", bad, expect=1))
    assert "log[5]" in line or "decision 6" in line
    assert str(bad) in line


def test_show_names_the_tampered_log_index(finished_game, tmp_path: Path) -> None:
    path, _ = finished_game
    bad = _tampered(path, tmp_path, 5)
    line = error_line(run("show", bad, expect=1))
    assert line.startswith(f"Error: {bad}: log[5] = “card:bogus” cannot be replayed: ")


def test_replay_lang_th(finished_game) -> None:
    path, _ = finished_game
    r = run("replay", path, "--to", 5, "--lang", "th", expect=0)
    assert r.stdout.strip()
