"""Values from files and input, made safe to print in an error line.

An error names what was wrong, and that may be anything a file holds: a 10 MB
string, raw newlines, terminal escape sequences or text-direction overrides.
Printed as is, they would flood the terminal, forge extra lines or restyle it.
Every string value in a message is escaped (control and format characters
become ``\\xNN`` / ``\\uNNNN``) and shortened to :data:`MAX_VALUE` characters.
"""
from __future__ import annotations

import unicodedata
from typing import Any

from brass.core.i18n.messages import Message

#: the longest value shown; longer ones keep their start and end around "…"
MAX_VALUE = 200
_HEAD = 150
_TAIL = 40


def escape(value: str) -> str:
    """``value`` with control and format characters (categories Cc, Cf) written as escapes."""
    if value.isprintable():
        return value
    out = []
    for ch in value:
        if ch == " " or unicodedata.category(ch) not in ("Cc", "Cf", "Zl", "Zp"):
            out.append(ch)
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        else:
            out.append(f"\\u{ord(ch):04x}")
    return "".join(out)


def shorten(value: str) -> str:
    """``value`` cut to about :data:`MAX_VALUE` characters, keeping its start and its end."""
    if len(value) <= MAX_VALUE:
        return value
    return value[:_HEAD] + "…" + value[-_TAIL:]


def clean(value: Any) -> Any:
    """A message (or value) whose every string parameter is escaped and shortened."""
    if isinstance(value, Message):
        return Message(value.text, {k: clean(v) for k, v in value.params.items()})
    if isinstance(value, str):
        return shorten(escape(value))
    if type(value) in (list, tuple):
        return type(value)(clean(v) for v in value)
    return value
