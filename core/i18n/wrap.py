"""Wrapping text for a terminal, correctly for Thai.

Thai is written without spaces between words, so lines must not be broken on
spaces alone: break opportunities come from word breaks computed ahead with PyThaiNLP
(see :mod:`brass.core.i18n.wordbreaks`), so showing Thai loads no segmenter.  Widths
count display columns: Thai vowel and tone marks above or below a consonant take none.
"""
from __future__ import annotations

import re
import unicodedata

_THAI = re.compile(r"[\u0e00-\u0e7f]")
_LIST_ITEM = re.compile(r"^(\s*(?:[-*]|\d+\.)\s+)")
#: marks no line may start with (they close what comes before them)
_NO_LINE_START = frozenset(",.:;!?)]}/%")
#: marks no line may end with (they open what comes after them, or join two names)
_NO_LINE_END = frozenset("([{/")


def width(s: str) -> int:
    """Display columns of ``s`` (combining marks take none, wide characters two)."""
    total = 0
    for ch in s:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        total += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return total


def _thai_words(chunk: str) -> tuple[str, ...]:
    from brass.core.i18n.wordbreaks import split

    return split(chunk)


def segments(s: str) -> list[str]:
    """Pieces between which a line may break (spaces kept as their own pieces)."""
    out: list[str] = []
    for part in re.split(r"(\s+)", s):
        if not part:
            continue
        if part.isspace() or not _THAI.search(part):
            out.append(part)
        else:
            out.extend(_glued(_thai_words(part)))
    return out


def _glued(words: tuple[str, ...]) -> list[str]:
    """Thai ``words`` with punctuation kept on the right side of a break, as a space-free
    English run keeps it: a colon stays with the word before it, a slash with the names on
    both sides ("cotton/manufacturer" is never cut at the slash, in Thai either)."""
    out: list[str] = []
    for word in words:
        if out and (word[0] in _NO_LINE_START or out[-1][-1] in _NO_LINE_END):
            out[-1] += word
        else:
            out.append(word)
    return out


def wrap_line(line: str, columns: int) -> list[str]:
    """Wrap one line; list items ("- ", "1. ") get a hanging indent."""
    m = _LIST_ITEM.match(line)
    first_prefix = m.group(1) if m else ""
    body = line[len(first_prefix):]
    indent = " " * width(first_prefix)
    lines: list[str] = []
    current = first_prefix
    current_width = width(current)
    start = True
    for piece in segments(body):
        w = width(piece)
        if piece.isspace():
            if not start:
                current += " "
                current_width += 1
            continue
        if current_width + w > columns and not start:
            lines.append(current.rstrip())
            current = indent + piece
            current_width = width(indent) + w
        else:
            current += piece
            current_width += w
        start = False
    lines.append(current.rstrip())
    return lines


def wrap(text: str, columns: int = 78) -> list[str]:
    """Wrap every line of ``text`` to ``columns`` display columns."""
    out: list[str] = []
    for line in text.splitlines() or [""]:
        out.extend(wrap_line(line, columns) if line.strip() else [""])
    return out
