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
GROWTH = 0.35
PAD = "~"


def _accent(part: str) -> str:
    out = []
    at = 0
    for m in KEEP.finditer(part):
        out.append(part[at:m.start()].translate(ACCENTED))
        out.append(m.group())
        at = m.end()
    out.append(part[at:].translate(ACCENTED))
    return "".join(out)


def _letters(s: str) -> int:
    return len(KEEP.sub("", s))


def pseudo_line(line: str) -> str:
    m = LIST_MARK.match(line)
    mark = m.group(1) if m else ""
    body = line[len(mark):]
    if not body.strip():
        return line
    pad = PAD * max(1, round(_letters(body) * GROWTH))
    return mark + _accent(body) + pad


def pseudo(english: str) -> str:
    """The pseudo-translation of one message (each line grown, the whole in brackets)."""
    if not english:
        return english
    lines = [pseudo_line(line) for line in english.split("\n")]
    m = LIST_MARK.match(lines[0])
    mark = m.group(1) if m else ""
    lines[0] = mark + "[" + lines[0][len(mark):]
    lines[-1] = lines[-1] + "]"
    return "\n".join(lines)
