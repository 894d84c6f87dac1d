"""Defect 3: hostile TOML in every reader (save, position, variant, a save's [variant]) is one
error line naming the file and the key, in bounded time, with nothing written."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from .helpers import new_save, run, user_error

DEEP = "x = " + "[" * 1000 + "]" * 1000 + "\n"
HUGE_INT = "x = " + "9" * 5000 + "\n"
BIG_INT = "x = 99999999999999999999\n"
DATE = "x = 1979-05-27T07:32:00Z\n"
NAN = "x = nan\n"

#: (payload, the key and problem the error names)
PAYLOADS = {
    "deep": (DEEP, "x: nested more than 32 levels deep"),
    "huge-int": (HUGE_INT, "x: an integer outside the 64-bit range TOML allows"),
    "big-int": (BIG_INT, "x: an integer outside the 64-bit range TOML allows"),
    "date": (DATE, "x: dates and times are not used in brass files (got 1979-05-27T07:32:00+00:00)"),
    "nan": (NAN, "x: expected a finite number, got nan"),
}


def timed(*args: object):
    start = time.perf_counter()
    r = run(*args)
    assert time.perf_counter() - start < 10
    return r


@pytest.mark.parametrize("name", PAYLOADS)
def test_a_hostile_save_is_one_line(tmp_path: Path, name: str) -> None:
    payload, expected = PAYLOADS[name]
    save = new_save(tmp_path / "game.toml")
    save.write_text(payload + save.read_text())
    before = save.read_bytes()
    for args in (("show", save), ("choose", save, "pass"), ("replay", save), ("options", save)):
        assert user_error(timed(*args)) == f"Error: {save}: {expected}"
    assert save.read_bytes() == before


@pytest.mark.parametrize("name", PAYLOADS)
def test_a_hostile_position_is_one_line(tmp_path: Path, name: str) -> None:
    payload, expected = PAYLOADS[name]
    position = tmp_path / "pos.toml"
    position.write_text(payload)
    assert user_error(timed("new", "--position", position, "-o", tmp_path / "out.toml")) == \
        f"Error: {position}: {expected}"
    assert not (tmp_path / "out.toml").exists()


@pytest.mark.parametrize("name", PAYLOADS)
def test_a_hostile_variant_is_one_line(tmp_path: Path, name: str) -> None:
    payload, expected = PAYLOADS[name]
    variant = tmp_path / "v.toml"
    variant.write_text(payload)
    for args in (("data", "birmingham", "--variant", variant),
                 ("new", "birmingham", "-p", "2", "--variant", variant, "-o", tmp_path / "out.toml")):
        assert user_error(timed(*args)) == f"Error: {variant}: {expected}"
    assert not (tmp_path / "out.toml").exists()


def test_a_date_in_a_variant_value_names_the_change(tmp_path: Path) -> None:
    variant = tmp_path / "v.toml"
    variant.write_text('[[change]]\npath = "game:loan.money"\nvalue = 2020-01-01\n')
    assert user_error(run("data", "birmingham", "--variant", variant)) == \
        f"Error: {variant}: change[0].value: dates and times are not used in brass files (got 2020-01-01)"


def test_a_date_in_a_saves_variant_names_the_key(tmp_path: Path) -> None:
    save = new_save(tmp_path / "game.toml")
    save.write_text(save.read_text() + '\n[variant.variant]\nname = 2020-01-01\n')
    assert user_error(run("show", save)) == \
        f"Error: {save}: variant.variant.name: dates and times are not used in brass files (got 2020-01-01)"


def test_a_billion_copies_of_a_card_is_refused_at_once(tmp_path: Path) -> None:
    variant = tmp_path / "v.toml"
    variant.write_text('[[change]]\npath = "cards:card[0].copies"\nvalue = [1000000000, 1, 1]\n')
    r = timed("new", "birmingham", "-p", "2", "--variant", variant, "-o", tmp_path / "out.toml")
    assert user_error(r) == (f"Error: {variant}: change[0].path = cards:card[0].copies: "
                             "expected a whole number from 0 to 1000, got 1000000000")
    variant.write_text('[[change]]\npath = "cards:card[0].copies"\nvalue = 1e9\n')
    error = user_error(run("data", "birmingham", "--variant", variant))
    assert "card[0].copies: expected an array, got 1000000000.0" in error


def test_a_fifo_or_device_is_never_read(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "game.toml"
    os.mkfifo(fifo)
    line = user_error(timed("show", fifo))
    assert line == (f"Error: {fifo}: not a brass save file: it is not a regular file (a FIFO, device or folder); "
                    "brass only writes regular files.")
    assert user_error(timed("show", "/dev/zero")).startswith("Error: /dev/zero: not a brass save file: it is not a")


def test_a_file_larger_than_the_limit_is_refused(tmp_path: Path) -> None:
    save = tmp_path / "game.toml"
    save.write_bytes(b"# " + b"x" * (8 * 1024 * 1024) + b"\n")
    assert user_error(timed("show", save)) == \
        f"Error: {save}: not a brass save file: the file is larger than 8 MB."
