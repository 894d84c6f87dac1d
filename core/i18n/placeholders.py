"""What a translation must keep from the English: its placeholders and its code spans.

Placeholders are parsed with Python's own format grammar (:class:`string.Formatter`), so
anything ``str.format`` would trip on -- a single ``{``, ``{a = b}`` meant as literal braces,
``{0}`` -- is found by ``brass locales check`` instead of at run time.
"""
from __future__ import annotations

import re
from collections import Counter
from string import Formatter

CODE_SPAN = re.compile(r"`[^`\n]+`")

#: explanations for translators of the placeholder names used across brass (``#.`` lines)
HINTS: dict[str, str] = {
    "amount": "an amount, usually money with its currency sign (£8, $5)",
    "count": "a number; it also chooses the plural form",
    "player": "a player's name (P1, P2...)",
    "who": "a player's name or a bot's name",
    "title": "a title's id or name (birmingham, Brass: Birmingham)",
    "file": "a file name as typed by the user; keep as is",
    "detail": "a whole sentence (another message) explaining the problem",
    "lang": "a language code (th, de)",
    "domain": "a catalog name (brass, birmingham-rules)",
    "key": "a message key (cli.play_prompt); never translated",
    "industry": "an industry's name (already translated)",
    "location": "a place name (already translated)",
    "era": "an era's name (already translated)",
    "link": "a link's name (canal, railroad; already translated)",
    "resource": "a resource's name (coal, iron; already translated)",
    "tile": "an industry tile (name and level; already translated)",
    "card": "a card's name (already translated)",
    "known": "a list of ids, separated by commas; never translated",
    "value": "a value copied from the user's file",
    "path": "a key path in a data file (industry[cotton].tiles); never translated",
    "number": "a seat number (1, 2...)",
    "vp": "victory points, a number",
    "income": "an income level, a number",
}


class Fields(Counter[str]):
    """The placeholders of a template, with how often each appears."""


def fields(template: str) -> Fields:
    """Every ``{field}`` (with any ``!conversion`` and ``:spec``) in ``template``.

    Raises ``ValueError`` naming the problem for broken braces.
    """
    found = Fields()
    for _literal, name, spec, conversion in Formatter().parse(template):
        if name is None:
            continue
        if name == "" or name.isdigit():
            raise ValueError("positional placeholder {} or {0}: use a name")
        found[name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")] += 1
    return found


def placeholder_problem(english: str, translated: str, *, optional: frozenset[str] = frozenset()) -> str | None:
    """Why ``translated`` cannot stand for ``english``, or None when its placeholders fit.

    ``optional`` names may be left out (``{count}`` in a plural form that reads "one ...").
    """
    try:
        wanted = set(fields(english))
    except ValueError as exc:
        return f"the English itself is broken: {exc}"
    try:
        have = set(fields(translated))
    except ValueError as exc:
        return f"broken braces in the translation ({exc}); write literal braces as {{{{ and }}}}"
    if have - wanted or (wanted - have) - optional:
        return f"English has {sorted(wanted)}, translation has {sorted(have)}"
    return None


def code_span_problem(english: str, translated: str) -> str | None:
    """Code spans (`` `brass data pittsburgh` ``) are commands: they must survive verbatim."""
    missing = Counter(CODE_SPAN.findall(english)) - Counter(CODE_SPAN.findall(translated))
    if missing:
        return "code spans changed or missing: " + ", ".join(sorted(missing))
    return None


def hints_for(english: str, note: str) -> list[str]:
    """``{name}: what it holds`` for each placeholder the note does not already explain."""
    try:
        names = sorted({f.split("!", 1)[0].split(":", 1)[0] for f in fields(english)})
    except ValueError:
        return []
    return [f"{{{n}}}: {HINTS[n]}" for n in names if n in HINTS and f"{{{n}}}" not in note]
