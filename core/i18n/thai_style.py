"""The Thai house rule for spaces around placeholders, decided by each value when rendered.

Thai has no spaces between words, so a value of Thai words -- a place, a tile, a market, a
sentence -- joins the Thai before it ("สร้าง{tile}" reads "สร้างโรงเบียร์ ระดับ 1", "จาก{source}"
reads "จากตลาด"; "สร้าง โรงเบียร์" reads as two phrases).  A value that begins or ends with a
numeral, money, Latin text (a file name, an id) or a bracket is set off from the Thai beside it by
one space, as Thai typesetting does for numerals: "ผู้เล่น 1 ขาย", never "ผู้เล่น 1ขาย".

What a placeholder holds is known only when the message is rendered (``{place}`` is "ท่าเรือ 1"
in one title and "Area 51" in another), so :func:`space_values` applies the rule to the values
given, not to placeholder names.  After a Thai value the translator decides: joined where the
Thai continues the phrase ("{place}ได้"), a space where a new one starts ("{place} ช่อง {n}":
"ชรูว์สบรี ช่อง 1").  A translation's template therefore has no spacing to check.
"""
from __future__ import annotations

import re

THAI = "\u0e00-\u0e7f"
BEFORE = re.compile(rf"([{THAI}])( ?)\{{(\w+)([^{{}}]*)\}}")
AFTER = re.compile(rf"\{{(\w+)([^{{}}]*)\}}( ?)([{THAI}])")
THAI_START = re.compile(rf"^[{THAI}]")
THAI_END = re.compile(rf"[{THAI}]$")


def space_values(template: str, values: dict[str, str]) -> str:
    """``template`` spaced for ``values`` (name -> rendered text): Thai before a value that begins
    with Thai joins it; a value that begins or ends with anything else (a numeral, money, Latin
    text, a bracket) is set off by one space; after a value ending in Thai, the template's choice
    stands.  An empty or unknown value leaves the template as written."""
    def before(m: re.Match[str]) -> str:
        value = values.get(m.group(3), "")
        space = m.group(2) if not value or value[0].isspace() else "" if THAI_START.search(value) else " "
        return f"{m.group(1)}{space}{{{m.group(3)}{m.group(4)}}}"

    def after(m: re.Match[str]) -> str:
        value = values.get(m.group(1), "")
        space = " " if value and not value[-1].isspace() and not THAI_END.search(value) else m.group(3)
        return f"{{{m.group(1)}{m.group(2)}}}{space}{m.group(4)}"

    return AFTER.sub(after, BEFORE.sub(before, template))
