"""A pseudo-locale: English made visibly foreign, to find what is not translatable.

Every letter is accented (``Pass`` -> ``Ƥȧşş``), each message grows about a third (German
and Finnish run 30-40% longer than English) and is wrapped in ``[`` ``]``.  Run the CLI in it
and any plain ASCII word outside brackets is a string that bypassed the catalogs; any
line over 80 columns is one that will overflow for a long language.  Placeholders, code
spans, list markers and bold marks are kept, so the result passes ``brass locales check``.
"""
from __future__ import annotations

import re

ACCENTED = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ",
)
#: what is copied verbatim: placeholders (with doubled braces), code spans, bold marks
KEEP = re.compile(r"\{\{|\}\}|\{[^{}]*\}|`[^`\n]+`|\*\*")
LIST_MARK = re.compile(r"^(\s*(?:[-*]|\d+\.)\s+)")
GROWTH = 0.45  # of each word's letters: about a third of the whole text
PAD = "~"


WORD = re.compile(r"[A-Za-z]+")


def _grow(plain: str) -> str:
    """Accent the letters and lengthen every word, so wrapping meets realistic words."""
    def longer(m: re.Match[str]) -> str:
        word = m.group()
        return word.translate(ACCENTED) + PAD * round(len(word) * GROWTH)

    return WORD.sub(longer, plain)


def _accent(part: str) -> str:
    out = []
    at = 0
    for m in KEEP.finditer(part):
        out.append(_grow(part[at:m.start()]))
        out.append(m.group())
        at = m.end()
    out.append(_grow(part[at:]))
    return "".join(out)


def pseudo_line(line: str) -> str:
    m = LIST_MARK.match(line)
    mark = m.group(1) if m else ""
    return mark + _accent(line[len(mark):])


def pseudo(english: str) -> str:
    """The pseudo-translation of one message (every word grown, the whole in brackets)."""
    if not english:
        return english
    lines = [pseudo_line(line) for line in english.split("\n")]
    m = LIST_MARK.match(lines[0])
    mark = m.group(1) if m else ""
    lines[0] = mark + "[" + lines[0][len(mark):]
    lines[-1] = lines[-1] + "]"
    return "\n".join(lines)
