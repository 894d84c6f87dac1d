"""The TOML parser's complaints as localizable messages.

Python's ``tomllib`` explains a broken file in English ("Invalid value (at line 3, column 5)"),
and a Thai player who edited a save by hand saw that English inside a Thai sentence.  The
parser's reasons are a short fixed list, so each is a message of its own here, with the place
it names (line and column, or the end of the file) as a message too.  A reason this list does
not know (a newer Python's wording) keeps its English text, still with a localized place.
"""
from __future__ import annotations

import ast
import re

from brass.core.i18n.messages import Message, Text, text

AT = text("data.toml.at", "{problem} (line {at_line}, column {column})")
AT_END = text("data.toml.at_end", "{problem} (at the end of the file)")

#: a reason without values of its own: tomllib's words -> the message
_FIXED: dict[str, Text] = {
    "Invalid value": text("data.toml.invalid_value", "a value TOML cannot read"),
    "Invalid statement": text("data.toml.invalid_statement", "neither key = value nor a [table] header"),
    "Invalid initial character for a key part": text("data.toml.bad_key_start",
                                                     "a key cannot start with this character"),
    "Invalid hex value": text("data.toml.bad_hex", "a \\u or \\U escape with a wrong hexadecimal number"),
    "Invalid date or datetime": text("data.toml.bad_date", "a date or time TOML cannot read"),
    "Expected ']]' at the end of an array declaration": text("data.toml.open_array_header",
                                                             "a [[table]] header needs ]] at its end"),
    "Expected ']' at the end of a table declaration": text("data.toml.open_table_header",
                                                           "a [table] header needs ] at its end"),
    "Expected '=' after a key in a key/value pair": text("data.toml.no_equals", "a key needs = and a value after it"),
    "Expected newline or end of document after a statement": text(
        "data.toml.more_on_line", "something more after a value on its line (one key = value a line)"),
    "Unterminated string": text("data.toml.open_string", "a string without its closing quote"),
    "Unclosed inline table": text("data.toml.open_inline_table", "an inline table without its closing brace"),
    "Unclosed array": text("data.toml.open_array", "an array [ ] without its closing bracket"),
    "Unescaped '\\' in a string": text("data.toml.lone_backslash", "a backslash in a string that escapes nothing"),
    "Escaped character is not a Unicode scalar value": text("data.toml.bad_codepoint",
                                                            "an escape that names no Unicode character"),
    "Cannot overwrite a value": text("data.toml.overwrite", "a value given twice"),
}

#: a reason with a value in it: pattern -> (the message, its placeholder)
_PATTERNS: tuple[tuple[re.Pattern[str], Text, str], ...] = (
    (re.compile(r"(?:Illegal|Found invalid) character (.+)"),
     text("data.toml.bad_char", "the character {char} is not allowed here"), "char"),
    (re.compile(r"Expected (.+)"), text("data.toml.expected", "expected {token} here"), "token"),
    (re.compile(r"Cannot declare (.+) twice"), text("data.toml.declared_twice", "{key} is declared twice"), "key"),
    (re.compile(r"Cannot redefine namespace (.+)"),
     text("data.toml.table_twice", "the table {key} is defined twice"), "key"),
    (re.compile(r"Cannot mutate immutable namespace (.+)"),
     text("data.toml.inline_closed", "{key} was given in full inline and cannot be added to"), "key"),
    (re.compile(r"Duplicate inline table key (.+)"),
     text("data.toml.inline_key_twice", "the key {key} appears twice in an inline table"), "key"),
)

_PLACE = re.compile(r"^(?P<reason>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)$", re.S)


def toml_problem(detail: str) -> Message | str:
    """``detail`` (a ``TOMLDecodeError``'s text) as a message: the reason and its place, both
    localized where known; text of another shape comes back as it is."""
    found = _PLACE.match(detail)
    if found is None:
        return detail
    problem = _reason(found["reason"])
    if found["line"] is None:
        return AT_END(problem=problem)
    return AT(problem=problem, at_line=int(found["line"]), column=int(found["column"]))


def _reason(reason: str) -> Message | str:
    fixed = _FIXED.get(reason)
    if fixed is not None:
        return fixed()
    for pattern, message, name in _PATTERNS:
        match = pattern.fullmatch(reason)
        if match is not None:
            return message(**{name: _plain(match[1])})
    return reason


def _plain(value: str) -> str:
    """tomllib quotes its values as Python reprs: ``'='`` -> ``=``, ``('a', 'b')`` -> ``a.b``."""
    try:
        parsed = ast.literal_eval(value)
    except (ValueError, SyntaxError):
        return value
    if isinstance(parsed, tuple):
        return ".".join(str(part) for part in parsed)
    return str(parsed) if isinstance(parsed, str) and parsed.strip() else value
