"""A termbase per language: the agreed translation of each game term.

``locales/<lang>/glossary.tsv`` holds one term a line: English term, translated term,
note (tab-separated; ``#`` starts a comment line; alternatives separated by ``|``, and
``#`` inside one stands for a number).  ``brass locales check`` warns where a
message whose English contains a term does not use the agreed translation, so the same
card, board space or action reads the same everywhere.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

GLOSSARY_FILE = "glossary.tsv"


class Term(NamedTuple):
    english: str
    translated: str
    note: str = ""

    @property
    def pattern(self) -> re.Pattern[str]:
        """The English term as a whole word, any case, singular or plural."""
        return re.compile(rf"\b{re.escape(self.english)}(?:s|es)?\b", re.IGNORECASE)


def read_glossary(path: Path) -> list[Term]:
    """The terms of one glossary file (none when it does not exist)."""
    if not path.exists():
        return []
    terms = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if len(cells) < 2 or not cells[0].strip() or not cells[1].strip():
            raise ValueError(f"{path}:{n}: expected 'English<TAB>translation<TAB>note'")
        if n == 1 and cells[0].strip().lower() == "english":
            continue  # header row
        terms.append(Term(cells[0].strip(), cells[1].strip(), cells[2].strip() if len(cells) > 2 else ""))
    return terms


#: what is not prose in an English message: placeholders, code spans, TOML table names
NOT_PROSE = re.compile(r"\{[^{}]*\}|`[^`]*`|\[\[\w+\]\]")
NUMBER = r"(?:[-+]?\d+|\{\w+\})"


def _found(alternative: str, translated: str) -> bool:
    """An agreed translation in ``translated``; ``#`` in it stands for a number or placeholder
    ("รายได้ +# ช่อง" matches "รายได้ +2 ช่อง")."""
    if "#" not in alternative:
        return alternative in translated
    parts = [re.escape(part) for part in alternative.split("#")]
    return re.search(NUMBER.join(parts), translated) is not None


def is_proper_name(english: str) -> bool:
    """"Oil City", "Eads Bridge": a name of several capitalized words, not prose."""
    words = english.split()
    if not 2 <= len(words) <= 4 or "{" in english or english.rstrip()[-1:] in ".:?!":
        return False
    return all(w[:1].isupper() for w in words if w[:1].isalpha())


def glossary_misses(english: str, translated: str, terms: list[Term]) -> list[Term]:
    """Terms used in ``english`` whose agreed translation is absent from ``translated``.

    Longer terms are matched first and hide the shorter ones they contain
    ("cotton mill" before "mill").  A translated term may list alternatives with ``|``.
    Placeholders and code are not prose; a proper name is left alone.
    """
    if is_proper_name(english):
        return []
    misses = []
    rest = NOT_PROSE.sub(" ", english)
    for term in sorted(terms, key=lambda t: -len(t.english)):
        if not term.pattern.search(rest):
            continue
        rest = term.pattern.sub(" ", rest)
        if not any(_found(alt.strip(), translated) for alt in term.translated.split("|")):
            misses.append(term)
    return misses
