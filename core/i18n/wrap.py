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
#: marks no line may start with (they close what comes before them; a hyphen, as in English,
#: stays with the word before it: การบันทึก- / โหลด)
_NO_LINE_START = frozenset(",.:;!?)]}/%-")
#: marks no line may end with (they open what comes after them, or join two names)
_NO_LINE_END = frozenset("([{/")
#: Thai words no line may end with: a negation stays with the verb it negates (ไม่ / รับซื้อ
#: read as "not" alone at a line end); ไม่ then ได้ counts as one (ไม่ได้รับ: "did not receive")
_NO_LINE_END_WORDS = frozenset({"ไม่", "ไม่ได้", "ไม่ต้อง", "มิ", "มิได้", "อย่า", "ห้าม"})
#: Thai words no line may start with: ละ ("each": รอบ|ละ), ๆ (repeats the word before it)
_NO_LINE_START_WORDS = frozenset({"ละ", "ๆ"})
#: Thai number words (and "both", "every"), kept with the counting word after them (ทั้งสอง|ช่อง)
_NUMBER_WORDS = frozenset("หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า สิบ ทั้งสอง ทั้งสาม ทั้งสี่ ทุก".split())
_ENDS_WITH_DIGIT = re.compile(r"\d$")
_CLOSING = ",.:;!?)]}%"
_AMOUNT = re.compile(r"[£$€]?\d")


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
    counters: frozenset[str] | None = None
    for part in re.split(r"(\s+)", s):
        if not part:
            continue
        if part.isspace() or not _THAI.search(part):
            out.append(part)
        else:
            counters = _counters()
            out.extend(_glued(_thai_words(part), counters))
    return _counted(out, counters) if counters else out


def _counters() -> frozenset[str]:
    from brass.core.i18n.wordbreaks import table

    return table().counters


def _is_number(word: str) -> bool:
    return bool(_ENDS_WITH_DIGIT.search(word)) or word in _NUMBER_WORDS


def _counter(piece: str, counters: frozenset[str]) -> bool:
    """Whether ``piece`` is a Thai counting word (with any closing marks after it: ลูก), or
    ละ, "each": ระดับละ)."""
    word = piece.rstrip(_CLOSING)
    return word in counters or (word.endswith("ละ") and word[:-2] in counters)


def _counted(pieces: list[str], counters: frozenset[str]) -> list[str]:
    """``pieces`` with a number and the Thai counting word after its space made one piece,
    so a line never ends "... เหล็ก 1" with "ลูก" on the next (English has no counting words);
    then "each" and the amount after it (ยุคละ 9 รอบ, คนละ 8 ใบ, รอบละ £0) likewise."""
    def number_then_counter(before: str, after: str) -> bool:
        return bool(_ENDS_WITH_DIGIT.search(before)) and _counter(after, counters)

    def each_then_amount(before: str, after: str) -> bool:
        return before.endswith("ละ") and before[:-2] in counters and bool(_AMOUNT.match(after))

    for joins in (number_then_counter, each_then_amount):
        out: list[str] = []
        i = 0
        while i < len(pieces):
            piece = pieces[i]
            if piece.isspace() and out and i + 1 < len(pieces) and joins(out[-1], pieces[i + 1]):
                out[-1] += " " + pieces[i + 1]
                i += 2
                continue
            out.append(piece)
            i += 1
        pieces = out
    return pieces


def _glued(words: tuple[str, ...], counters: frozenset[str] = frozenset()) -> list[str]:
    """Thai ``words`` with punctuation kept on the right side of a break, as a space-free
    English run keeps it: a colon stays with the word before it, a slash with the names on
    both sides ("cotton/manufacturer" is never cut at the slash, in Thai either); a negation
    with the word after it, ละ with the word before it, a number with its counting word
    (ทั้งสอง|ช่อง) and with the ที่ that makes it an ordinal (แผ่น|ที่|สอง: "the second tile")."""
    out: list[str] = []
    last = ""  # the last word of out[-1] (ไม่ then ได้: the one negation ไม่ได้)
    for word in words:
        if out and (word[0] in _NO_LINE_START or out[-1][-1] in _NO_LINE_END or last in _NO_LINE_END_WORDS
                    or word in _NO_LINE_START_WORDS
                    or (_is_number(last) and word in counters) or (last == "ที่" and word in _NUMBER_WORDS)):
            out[-1] += word
            last = last + word if last + word in _NO_LINE_END_WORDS else word
        else:
            out.append(word)
            last = word
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
