"""A termbase per language: the agreed translation of each game term.

``locales/<lang>/glossary.tsv`` holds one term a line: English term, translated term,
note, and the word a count of it takes (tab-separated; ``#`` starts a comment line;
alternatives separated by ``|``, ``#`` inside one stands for a number, and one starting with
``!`` is a translation never to use).  ``brass locales check`` warns where a message whose
English contains a term does not use the agreed translation or uses a banned one, and where a
translation counts a thing with another counting word (Thai classifiers: เบียร์ 2 ถัง, not
เบียร์ 2 ลูก), so the same card, board space, action or interface word reads the same everywhere.
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
    counter: str = ""  # the word a count of it takes (Thai: ถัง for beer)

    @property
    def allowed(self) -> list[str]:
        return [a.strip() for a in self.translated.split("|") if a.strip() and not a.strip().startswith("!")]

    @property
    def banned(self) -> list[str]:
        return [a.strip()[1:] for a in self.translated.split("|") if a.strip().startswith("!")]

    @property
    def advice(self) -> str:
        """What ``check`` says where the term is missed: the agreed translation, and what not to use."""
        never = f" (never {', '.join(self.banned)})" if self.banned else ""
        return f"“{self.english}” should read “{'|'.join(self.allowed)}”{never}"

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
        terms.append(Term(cells[0].strip(), cells[1].strip(), cells[2].strip() if len(cells) > 2 else "",
                          cells[3].strip() if len(cells) > 3 else ""))
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
    ("cotton mill" before "mill").  A translated term may list alternatives with ``|``; one
    marked ``!`` must not appear.  Placeholders and code are not prose; a proper name is left
    alone, and so is a term the translation keeps in English (a command typed as is: ``mat``).
    """
    if is_proper_name(english):
        return []
    misses = []
    rest = NOT_PROSE.sub(" ", english)
    for term in sorted(terms, key=lambda t: -len(t.english)):
        if not term.pattern.search(rest):
            continue
        rest = term.pattern.sub(" ", rest)
        if term.english.islower() and re.search(rf"\b{re.escape(term.english)}\b", NOT_PROSE.sub(" ", translated)):
            continue  # kept in English: a command or option typed as is
        if not any(_found(alt, translated) for alt in term.allowed) \
                or any(_found(alt, translated) for alt in term.banned):
            misses.append(term)
    return misses


#: counting words a translation may put after a number (beside those of the glossary's terms)
COUNTERS = ("หน่วย", "ลูก", "ถัง", "ขวด", "ชิ้น", "อัน")


def counter_misses(translated: str, terms: list[Term]) -> list[tuple[Term, str]]:
    """(term, word used) where ``translated`` counts a term with another counting word than the
    glossary's ("เบียร์ 2 ลูก" where beer takes ถัง); a number may be a placeholder."""
    counted = [t for t in terms if t.counter]
    words = sorted({*COUNTERS, *(t.counter for t in counted)}, key=len, reverse=True)
    found = []
    for term in counted:
        for name in term.allowed:
            pattern = rf"{re.escape(name)}\s*{NUMBER}\s*({'|'.join(map(re.escape, words))})"
            for m in re.finditer(pattern, translated):
                if m.group(1) != term.counter:
                    found.append((term, m.group(1)))
    return found
