"""Defects 5 and 7: error lines escape control characters and shorten long values; ``brass play``
takes only ASCII digits as option numbers."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from brass.core.cli.game.play_input import option_number
from brass.core.cli.safe_text import clean, escape, shorten
from brass.core.model.errors import OPTION_NOT_OFFERED

from .helpers import new_save, run, user_error, write_toml


def test_a_ten_megabyte_option_with_escapes_is_shortened_and_escaped(tmp_path: Path) -> None:
    data = tomllib.loads(new_save(tmp_path / "game.toml").read_text())
    data["log"] = ["\x1b[31mred\nforged line\u202e" + "A" * 1_000_000]
    save = write_toml(tmp_path / "game.toml", data)
    line = user_error(run("show", save))
    assert "\x1b" not in line and "\u202e" not in line
    assert len(line) < 700
    escaped = "\\x1b[31mred\\x0aforged line\\u202e" + "A" * 1_000_000
    short = escaped[:150] + "…" + escaped[-40:]
    assert line == (f"Error: {save}: log[0] = “{short}” cannot be replayed: "
                    f"“{short}” is not one of the options offered now.")


def test_escape_and_shorten() -> None:
    assert escape("a\tb\x00c\u200bd é") == "a\\x09b\\x00c\\u200bd é"
    assert shorten("x" * 200) == "x" * 200
    assert shorten("0123456789" * 30) == ("0123456789" * 15) + "…" + ("0123456789" * 4)
    message = clean(OPTION_NOT_OFFERED(option="\x07" * 300))
    assert str(message) == "“" + "\\x07" * 37 + "\\x…" + "\\x07" * 10 + "” is not one of the options offered now."


@pytest.mark.parametrize("answer, number", [
    ("1", 0), ("3", 2), ("03", 2), ("4", None), ("0", None), ("²", None), ("①", None), ("١", None), ("٣", None),
    ("1²", None), ("", None), ("-1", None), (" 1", None), ("9" * 40, None),
])
def test_only_ascii_digits_are_option_numbers(answer: str, number: int | None) -> None:
    assert option_number(answer, 3) == number


def test_play_refuses_unicode_digits_without_crashing(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from brass.core.cli.group import cli

    r = CliRunner().invoke(cli, ["play", "birmingham", "-p", "2", "--seed", "1"], input="²\n①\n١\nquit\n")
    assert r.exit_code == 0, (r.output, r.exception)
    for answer in ("²", "①", "١"):
        assert f"“{answer}” is neither an option number, an option id nor a command (type help)." in r.output
    assert "Game left unfinished." in r.output
