"""brass.core.i18n.toml_errors: a file TOML cannot read is explained in the reader's language."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.i18n.messages import render
from brass.core.i18n.toml_errors import toml_problem
from brass.core.model.errors import DataError
from brass.core.model.toml_input import parse_toml

#: broken TOML -> what brass says in English (the parser's words rephrased, its place kept)
CASES = {
    "x = = 3\n": "a value TOML cannot read (line 1, column 5)",
    "this is prose\n": "a key needs = and a value after it (line 1, column 6)",
    "[[[\n": "a key cannot start with this character (line 1, column 3)",
    "[a\n": "a [table] header needs ] at its end (line 1, column 3)",
    "[[a]\n": "a [[table]] header needs ]] at its end (line 1, column 4)",
    'a = "abc\n': "the character '\\n' is not allowed here (line 1, column 9)",
    "a = {b = 1\n": "an inline table without its closing brace (line 1, column 11)",
    "a = [1\n": "an array [ ] without its closing bracket (at the end of the file)",
    'a = "\\q"\n': "a backslash in a string that escapes nothing (line 1, column 8)",
    'a = "\\uD800"\n': "an escape that names no Unicode character (line 1, column 12)",
    'a = "\\uZZZZ"\n': "a \\u or \\U escape with a wrong hexadecimal number (line 1, column 8)",
    "a = 1\na = 2\n": "a value given twice (line 2, column 6)",
    "[a]\n[a]\n": "a is declared twice (line 2, column 3)",
    "a = {b=1}\n[a.c]\n": "a.c is declared twice (line 2, column 5)",
    "a = {b = 1, b = 2}\n": "the key b appears twice in an inline table (line 1, column 18)",
    "= 1\n": "neither key = value nor a [table] header (line 1, column 1)",
    "a = 1 b\n": "something more after a value on its line (one key = value a line) (line 1, column 7)",
    'a = "x': "a string without its closing quote (at the end of the file)",
    "a = 'x\n": "expected ' here (at the end of the file)",
}


def _decode_error(source: str) -> str:
    with pytest.raises(tomllib.TOMLDecodeError) as info:
        tomllib.loads(source)
    return str(info.value)


@pytest.mark.parametrize("source", list(CASES))
def test_each_complaint_of_the_parser_is_a_message(source: str) -> None:
    problem = toml_problem(_decode_error(source))
    assert not isinstance(problem, str)
    assert render(problem) == CASES[source]
    thai = render(problem, "th")
    # the Thai has Thai words around the line and column, and no English word of the parser's
    assert re.search(r"[\u0e00-\u0e7f]", thai)
    assert not re.search(r"\b(?:line|column|document|Invalid|Expected|Cannot|Unclosed)\b", thai)


def test_a_reason_it_does_not_know_keeps_its_words_with_a_localized_place() -> None:
    problem = toml_problem("Something new in Python 3.99 (at line 7, column 2)")
    assert render(problem) == "Something new in Python 3.99 (line 7, column 2)"
    assert render(problem, "th").startswith("Something new in Python 3.99 (")
    assert "line" not in render(problem, "th")


def test_text_of_another_shape_comes_back_as_it_is() -> None:
    assert toml_problem("no place at all") == "no place at all"


def test_parse_toml_names_the_file_and_the_localized_problem() -> None:
    with pytest.raises(DataError) as info:
        parse_toml(b"format = 1\nx = = 3\n", "g.toml")
    assert str(info.value) == "g.toml: not valid TOML: a value TOML cannot read (line 2, column 5)"


def test_a_thai_player_reads_a_broken_save_in_thai(tmp_path: Path) -> None:
    bad = tmp_path / "g.toml"
    bad.write_text('format = 1\ntitle = "birmingham"\nplayers = = 2\n', encoding="utf-8")
    before = bad.read_bytes()
    result = CliRunner().invoke(cli, ["show", str(bad), "--lang", "th"])
    assert result.exit_code == 1
    line = result.output.strip().replace(str(bad), "")
    assert "\n" not in line and "Traceback" not in line
    # only the file name and the numbers are not Thai
    assert not re.search(r"[A-Za-z]", line), line
    assert "บรรทัดที่ 3 คอลัมน์ที่ 11" in line
    assert bad.read_bytes() == before


def test_bytes_that_are_not_utf8_are_named_by_their_place() -> None:
    with pytest.raises(DataError) as info:
        parse_toml(b"format = 1\n\xff\xfe", "g.toml")
    assert str(info.value) == "g.toml: not valid TOML: not UTF-8 text (byte 12 is not)"
    assert render(info.value.message, "th") == "g.toml: ไม่ใช่ไฟล์ TOML ที่ถูกต้อง: ไม่ใช่ข้อความแบบ UTF-8 (ไบต์ที่ 12 ไม่ใช่)"
