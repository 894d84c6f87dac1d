"""Thai word breaks are computed ahead: no segmenter at run time, and names are never cut."""
from __future__ import annotations

import subprocess
import sys

import pytest

from brass.core.hooks.games import rules_for
from brass.core.hooks.titles import title_info
from brass.core.i18n.catalogs import translations
from brass.core.i18n.locales_tool import locales_dir, stale_breaks
from brass.core.i18n.messages import render
from brass.core.i18n.rulebook import load_rulebook
from brass.core.i18n.wordbreaks import (
    WHOLE_FILE,
    _units,
    broken_syllables,
    build,
    names,
    not_a_syllable,
    split,
    table,
    whole_words,
)
from brass.core.i18n.wrap import segments, wrap_line


def test_showing_thai_rules_loads_no_word_segmenter() -> None:
    code = ("import sys; from brass.core.cli.group import main\n"
            "try:\n    main(['rules', 'birmingham', '--lang', 'th'])\n"
            "except SystemExit:\n    pass\n"
            "print('pythainlp' in sys.modules, file=sys.stderr)")
    r = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=120)
    assert r.stdout.count("\n") > 300
    assert r.stderr.strip().splitlines()[-1] == "False"


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_no_place_or_industry_name_is_cut_in_rule_text(title: str) -> None:
    rules_for(title)
    book = load_rulebook(title, title_info(title).rulebook)
    thai_names = sorted(names(translations("th")), key=len, reverse=True)
    assert "เบอร์มิงแฮม" in thai_names and "สโตกออนเทรนต์" in thai_names
    checked = 0
    for section in book.sections:
        for paragraph in section.paragraphs:
            for line in render(paragraph(), "th").replace("**", "").splitlines():
                pieces = segments(line)
                cuts, at = set(), 0
                for piece in pieces:
                    at += len(piece)
                    cuts.add(at)
                for name in thai_names:
                    start = line.find(name)
                    while start >= 0:
                        inside = {c for c in cuts if start < c < start + len(name)}
                        assert not inside, (paragraph.key, name, line[max(0, start - 10):start + len(name) + 10])
                        checked += 1
                        start = line.find(name, start + 1)
    assert checked > 50


def test_a_chunk_not_stored_is_split_on_the_stored_words() -> None:
    stored = table()
    assert "สร้าง" in stored.vocabulary and "เบอร์มิงแฮม" in stored.names
    chunk = "สร้างที่เบอร์มิงแฮมก่อน"
    assert chunk not in stored.known
    assert split(chunk) == ("สร้าง", "ที่", "เบอร์มิงแฮม", "ก่อน")


def test_unknown_thai_keeps_marks_with_their_letters() -> None:
    assert _units("กิ๊ฟเล่น") == ["กิ๊", "ฟ", "เล่", "น"]
    assert "".join(split("ฮึ่ยฮ่าฮ่า")) == "ฮึ่ยฮ่าฮ่า"
    assert _units("ab12ก") == ["ab12", "ก"]


def test_thai_lines_break_around_punctuation_as_english_ones_do() -> None:
    # the hand line of a 3-player game at 80 columns once ended "... โรงปั่นฝ้าย" and went on
    # "/โรงงานผลิตสินค้า: ...": a two-industry card cut at its slash
    line = "โรงถลุงเหล็ก: ไม่มีที่สร้าง, โรงปั่นฝ้าย/โรงงานผลิตสินค้า: สร้างได้ 15 ที่ (ลองดู)"
    assert segments(line)[:4] == ["โรงถลุงเหล็ก:", " ", "ไม่มี", "ที่"]  # no line ends with ไม่ ("not")
    assert "โรงปั่นฝ้าย/โรงงานผลิตสินค้า:" in segments(line)
    assert "(ลองดู)" in segments(line)
    for columns in range(12, 80):
        for wrapped in wrap_line(line, columns)[1:]:
            assert wrapped.strip()[0] not in ",.:;/)", (columns, wrapped)
        assert not any(w.rstrip().endswith(("/", "(")) for w in wrap_line(line, columns)), columns


def test_compounds_and_borrowed_words_are_never_cut() -> None:
    # the hint line broke "กระดานผู้" / "เล่น" at 80 columns: PyThaiNLP splits ผู้|เล่น and แอ็ก|ชัน
    whole = whole_words(locales_dir() / "th" / WHOLE_FILE)
    assert {"ผู้เล่น", "แอ็กชัน", "บอต"} <= whole <= table().names
    assert segments("แผ่นถัดไปบนกระดานผู้เล่น")[-2:] == ["กระดาน", "ผู้เล่น"]
    assert "แอ็กชัน" in segments("สิ่งที่ปูทางไว้ให้แอ็กชันถัดไป")
    for chunk, words in table().known.items():
        for word in whole:
            if word in chunk:
                assert word in words or any(word in w for w in words), (word, words)


def test_the_breaks_tool_keeps_the_whole_words_whole() -> None:
    pytest.importorskip("pythainlp")
    text = {"x.y": "กระดานผู้เล่น"}
    assert "กระดาน|ผู้|เล่น" in build(text)
    lines = build(text, {"ผู้เล่น"})
    assert "กระดาน|ผู้เล่น" in lines and "=ผู้เล่น" in lines


def test_a_break_inside_a_syllable_is_found_and_named() -> None:
    stored = ["ค|วอร์|ไท|ล์", "แล้ว|จึง|เป็น|โล|แค|ล|ของ|เครื่อง", "ปรับ|แบบ|โฮ|ล์ม|)", "เ|กม", "ยุค|ละ", "ก",
              "ผู้เล่น|1|คน", "ทาง|ซ้าย|ๆ"]
    found = [(piece, chunk) for piece, chunk, _why in broken_syllables(stored)]
    assert found == [("ค", "ควอร์ไทล์"), ("ล์", "ควอร์ไทล์"), ("ล", "แล้วจึงเป็นโลแคลของเครื่อง"),
                     ("ล์ม", "ปรับแบบโฮล์ม)"), ("เ", "เกม")]
    assert not_a_syllable("ะไร") and not_a_syllable("ณ") is None and not_a_syllable("คน") is None


def test_the_shipped_breaks_cut_no_syllable_and_no_borrowed_word() -> None:
    # `rules birmingham --section setup` showed "ยุ" / "คละ" across a line end
    problems = [p for p in stale_breaks("th") if p.kind == "syllable"]
    assert problems == []
    assert split("ยุคละ") == ("ยุคละ",)
    for word in ("ควอร์ไทล์", "เวสต์มิดแลนด์ส", "โฮล์ม", "เวิร์กเกอร์", "แบ็กสแลช", "โลแคล", "พาธ"):
        assert any(word in words for words in table().known.values()), word
