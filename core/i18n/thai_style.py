"""The Thai house rule for spaces around placeholders, checked and applied.

Thai has no spaces between words, so a placeholder showing Thai words -- a place,
industry, resource, market, era or link -- joins the Thai around it with no space
("สร้างที่{place}" reads "สร้างที่เบอร์มิงแฮม"; "ที่ เบอร์มิงแฮม" reads as two phrases).  A
placeholder showing a number, money, a player ("ผู้เล่น 1") or Latin text (a file name,
an id) or a phrase in brackets (a card: "เบอร์มิงแฮม (การ์ดเมือง)") is set off by one
space on each side, as Thai typesetting does for numerals, so
"ผู้เล่น 1 ขาย" never runs together as "ผู้เล่น 1ขาย".

The rule is checked on the template, but a joined value may itself end in a numeral (an era
"ยุคที่ 1"): :func:`space_values` sets such a value off from the Thai beside it when the
message is rendered, as the rule does for numerals.
"""
from __future__ import annotations

import re

#: placeholders whose value is Thai words (by name, as used across brass's messages)
JOINED = frozenset({"place", "location", "industry", "resource", "market", "era", "line", "link", "field",
                    "kind", "what", "city", "name", "param_type", "number_type"})
THAI = "\u0e00-\u0e7f"
BEFORE = re.compile(rf"([{THAI}])( ?)\{{(\w+)([^{{}}]*)\}}")
AFTER = re.compile(rf"\{{(\w+)([^{{}}]*)\}}( ?)([{THAI}])")


#: a rendered value's edge that is not Thai: a numeral, Latin text or a closing bracket
NOT_THAI_END = re.compile(r"[0-9A-Za-z)]$")
NOT_THAI_START = re.compile(r"^[0-9A-Za-z(]")


def space_values(template: str, values: dict[str, str]) -> str:
    """``template`` with a space between Thai and a joined placeholder whose value begins or ends
    with a numeral or Latin text there ("{era}รอบ" with "ยุคที่ 1": "ยุคที่ 1 รอบ")."""
    def after(m: re.Match[str]) -> str:
        value = values.get(m.group(1), "")
        space = " " if not m.group(3) and NOT_THAI_END.search(value) else m.group(3)
        return f"{{{m.group(1)}{m.group(2)}}}{space}{m.group(4)}"

    def before(m: re.Match[str]) -> str:
        value = values.get(m.group(3), "")
        space = " " if not m.group(2) and NOT_THAI_START.search(value) else m.group(2)
        return f"{m.group(1)}{space}{{{m.group(3)}{m.group(4)}}}"

    return AFTER.sub(after, BEFORE.sub(before, template))


def _joined(name: str, rest: str) -> bool:
    """Thai words: a name listed above, shown as is (``{name!r}`` quotes Latin text)."""
    return name in JOINED and not rest.startswith("!r")


def _fix_before(m: re.Match[str]) -> str:
    joined = _joined(m.group(3), m.group(4))
    return f"{m.group(1)}{'' if joined else ' '}{{{m.group(3)}{m.group(4)}}}"


def _fix_after(m: re.Match[str]) -> str:
    joined = _joined(m.group(1), m.group(2))
    return f"{{{m.group(1)}{m.group(2)}}}{'' if joined else ' '}{m.group(4)}"


def apply_spacing(translated: str) -> str:
    """``translated`` with the house rule applied (other spacing untouched)."""
    return AFTER.sub(_fix_after, BEFORE.sub(_fix_before, translated))


def spacing_problem(translated: str) -> str | None:
    """How ``translated`` breaks the house rule, or None."""
    fixed = apply_spacing(translated)
    if fixed == translated:
        return None
    return f"house rule for spaces around placeholders: write “{fixed}”"
