"""Thai line breaking: a number keeps its counting word, words and negations stay whole, and
command help is wrapped with the same wrapper (testers' reports, quoted in each test)."""
from __future__ import annotations

import itertools
import re

import click
import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.cli.localized_help import WrappedHelpFormatter, wrap_paragraphs
from brass.core.i18n.locales_tool import locales_dir
from brass.core.i18n.wordbreaks import WHOLE_FILE, build, cut_words, split, table, whole_words
from brass.core.i18n.wrap import segments, width, wrap_line

#: the counting words a line must never be cut before (after a number)
COUNTED = ("ใบ", "ลูก", "ถัง", "ขวด", "คน", "รอบ", "ช่อง", "แผ่น", "เส้น", "ครั้ง")


def breaks(line: str) -> list[tuple[str, str]]:
    """(end of a line, start of the next) at every width a person might use."""
    found = []
    for columns in range(16, 101):
        wrapped = wrap_line(line, columns)
        found += [(a, b) for a, b in itertools.pairwise(wrapped)]
    return found


@pytest.mark.parametrize("line", [
    "ผู้เล่น 2 สร้างโรงเบียร์ระดับ 1 ที่โคลบรูกเดลโดยใช้โรงเบียร์ (การ์ดอุตสาหกรรม) จ่าย £7 และเหล็ก 1 ลูก จากตลาด",
    "ออกซ์ฟอร์ด ช่อง 2: รับซื้อจากโรงปั่นฝ้าย, โรงงานผลิตสินค้า (เบียร์ข้างแผ่น 1 ถัง)",
    "เมื่อเล่น 3 คนมี 35 ใบและ 19 ใบ เมื่อเล่น 4 คนมี 41 ใบและ 23 ใบ",
    "เว้นช่อง £1 ไว้ทั้งสองช่อง (8 ลูก)",
    "แจกการ์ดให้ผู้เล่นคนละ 8 ใบ จากนั้นแจกอีกคนละ 1 ใบแบบคว่ำหน้า",
])
def test_a_number_is_never_cut_from_its_counting_word(line: str) -> None:
    # seen: "จ่าย £7 และเหล็ก 1" / "ลูก จากตลาด", "(เบียร์ข้างแผ่น 1" / "ถัง)", "และ 19" / "ใบ",
    # "(8" / "ลูก)", "คนละ 8" / "ใบ"
    cut = [(a, b) for a, b in breaks(line)
           if re.search(r"\d$", a) and b.lstrip(" (").startswith(COUNTED)]
    assert cut == []
    assert not [(a, b) for a, b in breaks(line) if a.endswith("ทั้งสอง")]


def test_the_counting_words_come_from_the_glossary_and_common_ones() -> None:
    assert {"ลูก", "ถัง", "ขวด", "ใบ", "คน", "รอบ", "ช่อง", "แผ่น", "ที่", "เส้น", "ระดับ", "ครั้ง"} <= table().counters
    assert "1 ลูก" in segments("จ่าย £7 และเหล็ก 1 ลูก จากตลาด")
    assert "(8 ลูก)" in segments("ไว้ทั้งสองช่อง (8 ลูก)")
    assert "ทั้งสองช่อง" in segments("ไว้ทั้งสองช่อง (8 ลูก)")


def test_units_each_and_words_that_swallowed_a_counter() -> None:
    # "ได้ 1" / "แต้มชัยชนะต่อ...", "... 2" / "ระดับละ ...", and ลูกจาก (a palm) hid ลูก|จาก
    assert "1 แต้มชัยชนะ" in segments("ได้ 1 แต้มชัยชนะต่อเส้นทาง")
    assert "2 ระดับละ" in segments("ลดลง 2 ระดับละ £1")
    assert "1 ลูก" in segments("ซื้อเหล็ก 1 ลูกจากตลาด")
    assert split("ลูกจากตลาด") == ("ลูก", "จาก", "ตลาด")
    whole = locales_dir() / "th" / WHOLE_FILE
    assert {"ลูกจาก", "คนใช้"} <= cut_words(whole) and not {"-ลูกจาก", "ลูกจาก"} & whole_words(whole)


def test_the_breaks_tool_leaves_out_the_cut_words() -> None:
    pytest.importorskip("pythainlp")
    text = {"x.y": "ลูกจากตลาด"}
    assert "ลูกจาก|ตลาด" in build(text)
    assert "ลูก|จาก|ตลาด" in build(text, cut={"ลูกจาก"})


def test_english_is_not_joined() -> None:
    assert segments("pay £7 and 1 iron from the market") == [
        "pay", " ", "£7", " ", "and", " ", "1", " ", "iron", " ", "from", " ", "the", " ", "market"]
    assert wrap_line("pay £7 and 1 iron", 12) == ["pay £7 and 1", "iron"]


def test_words_the_dictionary_cut_stay_whole() -> None:
    # seen: "ยุค" / "ละ 9 รอบ", "สิ่งที่ปู" / "ทางไว้"
    assert split("ยุคละ") == ("ยุคละ",)
    assert "ปูทาง" in segments("สิ่งที่ปูทางไว้ให้แอ็กชันถัดไป")
    assert segments("ยุคละ 9 รอบ") == ["ยุคละ 9 รอบ"]  # "each" stays with its amount
    assert segments("รายได้รอบละ £0, 0 แต้ม") == ["รายได้", "รอบละ £0,", " ", "0 แต้ม"]
    assert segments("แต่ละ 3 อย่าง") == ["แต่ละ", " ", "3 อย่าง"]
    assert segments("รายได้รอบละ") == ["รายได้", "รอบละ"]  # ละ ("each") never starts a line
    assert "แผ่นที่สอง" not in segments("แผ่นฝ้ายแผ่นที่สองสำหรับนอตทิงแฮม")
    assert "ที่สอง" in segments("แผ่นฝ้ายแผ่นที่สองสำหรับนอตทิงแฮม")  # an ordinal is one piece


def test_no_line_ends_with_a_negation() -> None:
    # seen: "... ไม่" / "รับซื้ออะไรและไม่ได้รับเบียร์"
    line = ("สถานที่พ่อค้าที่ไม่มีแผ่นพ่อค้า (วอร์ริงตันและนอตทิงแฮมเมื่อเล่น 2 คน และนอตทิงแฮมเมื่อเล่น 3 คน) "
            "ไม่รับซื้ออะไรและไม่ได้รับเบียร์ เช่นเดียวกับแผ่นว่าง")
    assert "ไม่รับซื้อ" in segments(line) and "ไม่ได้รับ" in segments(line)
    assert [(a, b) for a, b in breaks(line) if a.endswith(("ไม่", "ไม่ได้"))] == []
    assert wrap_line(line, 80)[0].endswith("3 คน)")


def test_setup_rules_at_50_columns() -> None:
    r = CliRunner().invoke(cli, ["--lang", "th", "rules", "birmingham", "--section", "setup", "--width", "50"])
    lines = r.output.splitlines()
    assert r.exit_code == 0
    assert "สับกองการ์ดสำหรับจำนวนผู้เล่นของคุณ แจกการ์ดให้ผู้เล่น" in lines
    assert "คนละ 8 ใบ จากนั้นแจกอีกคนละ 1 ใบแบบคว่ำหน้าไว้ข้างกระดาน" in lines
    assert "  สีเขียวหัวเป็ด แผ่นพ่อค้า 5 แผ่นที่ชรูว์สบรี กลอสเตอร์ และ" in lines
    assert "3 คนมี 35 ใบและ 19 ใบ เมื่อเล่น 4 คนมี 41 ใบและ 23 ใบ" in lines
    assert not [line for line in lines if line.endswith(("ไม่", "ยุค"))]


THAI_HELP = ("ลำดับแรกได้เปรียบ: อัตราชนะของที่นั่งที่เล่นก่อนในรอบที่ 1 ลบด้วย 1/จำนวนผู้เล่น ความสมดุล: 1 "
             "ลบด้วยช่องว่างมากที่สุดระหว่างอัตราชนะของสองที่นั่ง ความยาวเกม: จำนวนรอบ แอ็กชัน "
             "และการตัดสินใจต่อเกม")


def test_help_paragraphs_wrap_between_thai_words_and_fill_their_lines() -> None:
    # click wrapped at spaces only: a line ended "... ความสมดุล: 1" with "ลบ..." next, far short
    for columns in (40, 60, 78):
        lines = wrap_paragraphs(THAI_HELP, columns)
        assert "".join(lines).replace(" ", "") == THAI_HELP.replace(" ", "")
        assert all(width(line) <= columns for line in lines)
        for line, after in itertools.pairwise(lines):
            first = segments(after)[0]
            assert width(line) + 1 + width(first) > columns, (columns, line, first)


def test_help_is_wrapped_to_the_terminal_as_rule_text_is(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(click.formatting, "FORCED_WIDTH", None)
    monkeypatch.setenv("COLUMNS", "100")
    assert WrappedHelpFormatter().width == 98
    monkeypatch.setenv("COLUMNS", "60")
    formatter = WrappedHelpFormatter()
    assert formatter.width == 58
    formatter.write_dl([("--workers INTEGER", ("จำนวนโพรเซสที่ทำงาน (ในเครื่อง) หรือจำนวนเวิร์กเกอร์ของคลัสเตอร์ "
                                               "Dask ที่เริ่มขึ้นสำหรับการรันนี้  [ค่าเริ่มต้น: 1; x>=1]"))])
    assert formatter.getvalue().splitlines() == [
        "--workers INTEGER  จำนวนโพรเซสที่ทำงาน (ในเครื่อง) หรือจำนวน",
        "                   เวิร์กเกอร์ของคลัสเตอร์ Dask ที่เริ่มขึ้นสำหรับ",
        "                   การรันนี้  [ค่าเริ่มต้น: 1; x>=1]",
    ]


@pytest.mark.parametrize("path", [("simulate",), ()], ids=["simulate", "brass"])
def test_thai_command_help_breaks_only_between_words(path: tuple[str, ...]) -> None:
    # click cut "ที่นั่" / "งขนาด" (a long space-free run) and left other lines half empty
    r = CliRunner().invoke(cli, ["--lang", "th", *path, "--help"], env={"COLUMNS": "80"})
    assert r.exit_code == 0
    lines = r.output.splitlines()
    thai_run = re.compile(r"[\u0e00-\u0e7f]+")
    for line, after in itertools.pairwise(lines):
        tail, head = re.search(r"[\u0e00-\u0e7f]+$", line), thai_run.match(after.strip())
        if tail and head:  # a break between two Thai letters must fall between two words
            joined = tail.group() + head.group()
            bounds = {sum(len(p) for p in segments(joined)[:i]) for i in range(len(segments(joined)) + 1)}
            assert len(tail.group()) in bounds, (line, after)
    assert all(width(line) <= 80 for line in lines)
