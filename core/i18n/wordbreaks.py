"""Where Thai text may break, computed ahead so showing Thai needs no word segmenter.

Thai has no spaces between words.  ``brass locales breaks`` segments every Thai translation
once with PyThaiNLP (``newmm``, its dictionary plus every name in the catalogs -- places,
industries, resources -- and the words of ``locales/th/whole_words.txt``, compounds and
borrowed words the dictionary would cut, so none of them is ever cut) and stores the result in
``locales/th/wordbreaks.txt``: one chunk a line, ``|`` between its words.  At run time a
chunk found there is split as stored; any other chunk (a translation with a placeholder's
value glued to it, or one edited since) is split by maximal matching against the words of
that same file, so PyThaiNLP (1-2 s and 80 MB to load) is needed only by the tool.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

BREAKS_FILE = "wordbreaks.txt"
#: words kept whole like names (one a line, ``#`` comments), beside the breaks file
WHOLE_FILE = "whole_words.txt"
SEP = "|"
NAME_MARK = "="  # a line "=name": a name never cut
COUNTER_MARK = "+"  # a line "+word": a counting word (classifier), kept on the line of its number
CUT_MARK = "-"  # a line "-word" of whole_words.txt: a dictionary word the segmenter must not use
#: Thai counting words (classifiers) besides the glossary's counter column: "1 ลูก", "8 ใบ",
#: "2 คน", "ยุคละ 9 รอบ" -- a number is never left at a line end without its counting word
COMMON_COUNTERS = frozenset(
    "ใบ ลูก ถัง ขวด คน รอบ ช่อง แผ่น ที่ เส้น ระดับ ครั้ง เกม แห่ง อัน ตัว ชิ้น ดวง แต้ม ปอนด์ อย่าง "
    "แบบ ชุด กอง เท่า ข้อ ขั้น ด้าน ฝั่ง ทาง ตา สี เมือง ที่นั่ง ยุค วินาที นาที ชั่วโมง มิลลิวินาที "
    "บรรทัด หน้า ตัวเลือก แต้มชัยชนะ ดาว".split())
THAI = re.compile(r"[\u0e00-\u0e7f]")
#: keys whose translations are names: kept whole by the segmenter
NAME_KEYS = re.compile(r"\.(location|industry|resource|era|era_link|link_kind|merchant|card)\.")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
LEADING_VOWELS = "เแโใไ"


def chunks_of(text: str) -> set[str]:
    """The pieces of a translation that the wrapper segments: Thai runs between spaces and
    placeholders."""
    found = set()
    for piece in PLACEHOLDER.split(text.replace("**", " ")):
        for part in piece.split():
            if THAI.search(part):
                found.add(part)
    return found


def names(translations: dict[str, object]) -> set[str]:
    """Thai names from the catalogs (each space-separated part of a name)."""
    out: set[str] = set()
    for key, value in translations.items():
        if NAME_KEYS.search(key) and isinstance(value, str) and "{" not in value:
            out |= {part for part in value.split() if THAI.search(part)}
    return out


def around_names(chunk: str, keep: frozenset[str] | set[str]) -> list[tuple[str, bool]]:
    """``chunk`` cut into (piece, is_name) with every name whole (leftmost, then longest)."""
    out: list[tuple[str, bool]] = []
    at = start = 0
    ordered = sorted(keep, key=len, reverse=True)
    while at < len(chunk):
        name = next((n for n in ordered if chunk.startswith(n, at)), None)
        if name is None:
            at += 1
            continue
        if start < at:
            out.append((chunk[start:at], False))
        out.append((name, True))
        at = start = at + len(name)
    if start < len(chunk):
        out.append((chunk[start:], False))
    return out


def _listed(path: Path) -> set[str]:
    if not path.exists():
        return set()
    lines = path.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def whole_words(path: Path) -> set[str]:
    """The words of a :data:`WHOLE_FILE` (none when it does not exist)."""
    return {word for word in _listed(path) if not word.startswith(CUT_MARK)}


def cut_words(path: Path) -> set[str]:
    """The dictionary words a :data:`WHOLE_FILE` removes (lines ``-word``): words that never
    occur in the game's text but swallow two that do (ลูกจาก, a palm, in "1 ลูก|จากตลาด")."""
    return {word[1:] for word in _listed(path) if word.startswith(CUT_MARK) and len(word) > 1}


def build(translations: dict[str, object], whole: Iterable[str] = (), counters: Iterable[str] = (),
          cut: Iterable[str] = ()) -> list[str]:
    """``wordbreaks.txt`` lines for every Thai chunk of ``translations`` (key -> text); the
    words of ``whole`` are kept whole as names are, those of ``cut`` are not words;
    ``counters`` (the glossary's counting words) are stored with :data:`COMMON_COUNTERS`."""
    from pythainlp.corpus import thai_words
    from pythainlp.tokenize import word_tokenize
    from pythainlp.util import dict_trie

    keep = names(translations) | set(whole)
    trie = dict_trie((set(thai_words()) | keep) - set(cut))
    chunks: set[str] = set()
    for value in translations.values():
        for form in value if isinstance(value, tuple) else (value,):
            chunks |= chunks_of(str(form))
    lines = [NAME_MARK + n for n in sorted(keep)]
    lines += [COUNTER_MARK + c for c in sorted(COMMON_COUNTERS | {c for c in counters if THAI.search(c)})]
    for chunk in sorted(chunks):
        words: list[str] = []
        for piece, is_name in around_names(chunk, keep):
            words += [piece] if is_name else [w for w in word_tokenize(piece, custom_dict=trie, engine="newmm",
                                                                      keep_whitespace=False) if w]
        lines.append(SEP.join(words))
    return lines


def write(path: Path, lines: Iterable[str]) -> None:
    from brass.core.files import atomic

    atomic.write_text(path, "# Thai word breaks: made by `brass locales breaks`; do not edit.\n"
                      + "\n".join(lines) + "\n")


#: a vowel or mark written after its consonant (ะ า ำ, vowels above and below, tone marks, ์):
#: no syllable begins with one
FOLLOWING = re.compile(r"^[\u0e30-\u0e3a\u0e45\u0e47-\u0e4e]")
#: a leading vowel (เ แ โ ใ ไ) is written before its consonant: no syllable ends with one
LEADING_END = re.compile(rf"[{LEADING_VOWELS}]$")
#: a silent letter: a consonant (with ิ or ุ) under the mark ์ (ล์, ต์, ทร์)
SILENT = re.compile(r"[\u0e01-\u0e2e][\u0e34\u0e38]?\u0e4c")
CONSONANT = re.compile(r"[\u0e01-\u0e2e]")
#: one-letter words of Thai: ณ ("at"), ฯ and ๆ (marks of abbreviation and repetition)
ONE_LETTER_WORDS = frozenset("ณฯๆ")


def not_a_syllable(word: str) -> str | None:
    """Why ``word``, a piece a break leaves, cannot be Thai (a break inside a syllable), or None.

    Thai spelling shows it without a dictionary: a piece starting with a vowel or mark that
    follows its consonant, ending with a vowel that precedes one, made only of silent letters
    (ไท|ล์), or a lone consonant (โล|แค|ล).  PyThaiNLP's syllable tokenizer is no judge here:
    its dictionary makes the same cuts (ยุ|คละ, วอร์|ริ|ง|ตัน)."""
    thai = "".join(ch for ch in word if THAI.match(ch))
    if not thai:
        return None
    if FOLLOWING.match(thai):
        return "begins with a vowel or mark that belongs to the letter before it"
    if LEADING_END.search(thai):
        return "ends with a vowel that belongs to the letter after it"
    sounded = SILENT.sub("", thai)
    if not sounded:
        return "is only a silent letter (under ์) cut from its syllable"
    if len(sounded) == 1 and CONSONANT.match(sounded) and sounded not in ONE_LETTER_WORDS:
        return "is a lone consonant with no vowel"
    return None


def broken_syllables(lines: Iterable[str]) -> list[tuple[str, str, str]]:
    """(word, chunk, why) for every stored break that leaves a piece that is not Thai: the
    segmenter cut a word (usually a borrowed one: ควอร์ไทล์, โลแคล) inside a syllable."""
    found = []
    for line in lines:
        if not line or line.startswith(("#", NAME_MARK)) or SEP not in line:
            continue
        words = line.split(SEP)
        for word in words:
            why = not_a_syllable(word)
            if why:
                found.append((word, "".join(words), why))
    return found


class Table(NamedTuple):
    known: dict[str, tuple[str, ...]]  # chunk -> its words
    vocabulary: frozenset[str]
    longest: int
    names: frozenset[str]
    counters: frozenset[str] = COMMON_COUNTERS


@lru_cache(maxsize=1)
def table() -> Table:
    """The stored chunks, their words, and the names (every catalog root's file)."""
    from brass.core.i18n.catalogs import catalog_roots

    known: dict[str, tuple[str, ...]] = {}
    keep: set[str] = set()
    counters: set[str] = set(COMMON_COUNTERS)
    for root in catalog_roots():
        path = root.path / "th" / BREAKS_FILE
        if not path.exists():
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith(NAME_MARK):
                keep.add(line[1:])
            elif line.startswith(COUNTER_MARK):
                counters.add(line[1:])
            elif line and not line.startswith("#"):
                words = tuple(line.split(SEP))
                known["".join(words)] = words
    vocabulary = frozenset(w for words in known.values() for w in words if THAI.search(w)) | keep
    return Table(known, vocabulary, max((len(w) for w in vocabulary), default=1), frozenset(keep),
                 frozenset(counters))


def _units(chunk: str) -> list[str]:
    """Characters grouped so no break separates a mark from its letter or a leading vowel
    from the next consonant; a run of non-Thai characters is one unit."""
    units: list[str] = []
    for ch in chunk:
        joins = units and (unicodedata.category(ch) == "Mn" or ch in "ำะ"
                           or units[-1][-1] in LEADING_VOWELS
                           or (not THAI.match(ch) and not THAI.search(units[-1])))
        if joins:
            units[-1] += ch
        else:
            units.append(ch)
    return units


def split(chunk: str) -> tuple[str, ...]:
    """The words of one Thai chunk: stored, or by maximal matching on the stored words."""
    t = table()
    found = t.known.get(chunk)
    if found is not None:
        return found
    words: list[str] = []
    for piece, is_name in around_names(chunk, t.names):
        words += [piece] if is_name else _match(piece, t.vocabulary, t.longest)
    return tuple(words)


@lru_cache(maxsize=4096)
def _match(chunk: str, vocabulary: frozenset[str], longest: int) -> tuple[str, ...]:
    """Fewest unknown units, then fewest words (dynamic programming over unit boundaries)."""
    units = _units(chunk)
    starts = [0]
    for u in units:
        starts.append(starts[-1] + len(u))
    n = len(units)
    best: list[tuple[int, int, int] | None] = [None] * (n + 1)  # (unknown, words, previous boundary)
    best[0] = (0, 0, -1)
    for i in range(n):
        if best[i] is None:
            continue
        unknown, words, _ = best[i]  # type: ignore[misc]
        for j in range(i + 1, n + 1):
            piece = chunk[starts[i]:starts[j]]
            if len(piece) > longest and j > i + 1:
                break
            if piece in vocabulary or not THAI.search(piece):
                cost = (unknown, words + 1, i)
            elif j == i + 1:
                cost = (unknown + 1, words + 1, i)
            else:
                continue
            if best[j] is None or cost[:2] < best[j][:2]:  # type: ignore[index]
                best[j] = cost
    out = []
    at = n
    while at > 0:
        prev = best[at][2]  # type: ignore[index]
        out.append(chunk[starts[prev]:starts[at]])
        at = prev
    return tuple(reversed(out))
