"""The Thai glossary and house rules: check warns, and the shipped Thai follows them."""
from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from brass.core.i18n.catalogs import locales_dir
from brass.core.i18n.glossary import Term, glossary_misses, read_glossary
from brass.core.i18n.locales_tool import check, check_catalog, errors
from brass.core.i18n.messages import Money, render
from brass.core.i18n.thai_style import apply_spacing, spacing_problem

TERMS = [Term("cotton mill", "โรงปั่นฝ้าย"), Term("mill", "โรงสี"), Term("income space", "ช่องรายได้|รายได้ +# ช่อง"),
         Term("VP", "แต้มชัยชนะ")]


@pytest.mark.parametrize("english,thai,missed", [
    ("Build a cotton mill.", "สร้างโรงปั่นฝ้าย", []),
    ("Build a cotton mill.", "สร้างโรงงานฝ้าย", ["cotton mill"]),  # the longer term hides "mill"
    ("Two cotton mills and a mill.", "โรงปั่นฝ้ายสองแห่งกับโรงสี", []),
    ("+2 income spaces", "รายได้ +2 ช่อง", []),
    ("{amount} income spaces", "รายได้ +{amount} ช่อง", []),
    ("Score {vp} VP.", "ได้ {vp} คะแนน", ["VP"]),
    ("End of the {era}", "จบ{era}", []),  # a placeholder is not prose
    ("Oil Mill", "ออยล์มิลล์", []),  # a proper name is left alone
])
def test_glossary_misses(english: str, thai: str, missed: list[str]) -> None:
    assert [t.english for t in glossary_misses(english, thai, TERMS)] == missed


def test_check_warns_on_glossary_and_spacing_without_failing() -> None:
    t, c = Catalog(domain="demo"), Catalog(locale="th", domain="demo")
    t.add("{player} scores {vp} VP at {place}.", string="", context="a.score")
    c.add("{player} scores {vp} VP at {place}.", string="{player}ได้ {vp} คะแนนที่ {place}", context="a.score")
    found = check_catalog("demo", t, c, set(), glossary=TERMS, style=spacing_problem)
    assert [(p.kind, p.severity) for p in found] == [("glossary", "warning"), ("spacing", "warning")]
    assert "“{player} ได้ {vp} คะแนนที่{place}”" in found[1].detail


@pytest.mark.parametrize("before,after", [
    ("{player} ขาย {resource} {count} ลูกเข้า {market}", "{player} ขาย{resource} {count} ลูกเข้า{market}"),
    ("{player}ได้ {vp} แต้มชัยชนะ", "{player} ได้ {vp} แต้มชัยชนะ"),
    ("ไม่มีตัวเลือก{name!r}", "ไม่มีตัวเลือก {name!r}"),  # !r shows quoted Latin text
    ("ทิ้ง {card}", "ทิ้ง {card}"),  # a card is a phrase in brackets
])
def test_house_rule_for_spaces_around_placeholders(before: str, after: str) -> None:
    assert apply_spacing(before) == after
    assert apply_spacing(after) == after


def test_the_shipped_thai_has_no_errors_and_no_warnings() -> None:
    # (stored word breaks are not checked here: out of date, they only cost speed)
    assert [p for p in check("th") if p.kind != "breaks"] == []


def test_check_fix_applies_the_thai_house_rule(locales_copy: Path) -> None:
    from click.testing import CliRunner

    from brass.core.cli.main import cli
    from brass.core.i18n.locales_tool import read_catalog, write_catalog

    path = locales_copy / "th" / "LC_MESSAGES" / "brass.po"
    cat = read_catalog(path, "th")
    entry = next(m for m in cat if m.context == "option.source_market_at")
    good = entry.string
    entry.string = good.replace("ที่ตลาด{place}ใน", "ที่ตลาด {place} ใน")
    assert entry.string != good
    write_catalog(path, cat)
    assert [(p.key, p.kind) for p in check("th")] == [("option.source_market_at", "spacing")]
    r = CliRunner().invoke(cli, ["locales", "check", "--fix", "--only", "th"])
    assert r.exit_code == 0 and r.output.startswith("th: 1 translation rewritten to follow the house rules.")
    assert next(m for m in read_catalog(path, "th") if m.context == "option.source_market_at").string == good


def test_the_thai_glossary_records_the_deliberate_choices() -> None:
    terms = {t.english: t for t in read_glossary(locales_dir() / "th" / "glossary.tsv")}
    assert terms["cotton mill"].translated == "โรงปั่นฝ้าย" and "deliberate" in terms["cotton mill"].note
    assert terms["merchant"].translated == "พ่อค้า" and "deliberate" in terms["merchant"].note
    assert terms["income level"].translated.startswith("ระดับรายได้")


def test_a_malformed_glossary_line_names_the_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "glossary.tsv"
    path.write_text("English\tThai\tnote\ncanal\n", encoding="utf-8")
    with pytest.raises(ValueError, match="glossary.tsv:2"):
        read_glossary(path)


def test_the_thai_fixes_from_review() -> None:
    from brass.core.cli import play
    from brass.core.hooks.games import rules_for
    from brass.core.i18n.wrap import width
    from brass.core.play.engine import player_name
    from brass_pittsburgh import texts

    rules_for("pittsburgh")
    assert render(texts.SHOW_SEAT_COUNT(player=player_name(0), count=0), "th") == "ผู้เล่น 1: 0"
    assert render(texts.REWARD_INCOME(amount=3), "th") == "รายได้ +3 ช่อง"
    # the prompt of `brass play` (the turn screen asks with a short input line and a commands line)
    from brass.core.cli import play_screen

    assert width(render(play_screen.INPUT(player=player_name(3)), "th")) <= 70
    assert width(render(play_screen.COMMANDS(), "th")) <= 80
    assert "แต้มชัยชนะ" in render(play.SCORE_LINE(place=1, player=player_name(0), vp=50, level=12,
                                                  money=Money(7)), "th")
    assert render(play.FINAL_SCORES(), "th") == "แต้มชัยชนะสุดท้าย"


def test_no_errors_in_the_shipped_catalogs_of_any_language() -> None:
    from brass.core.i18n.catalogs import languages

    for lang in languages():
        if lang != "en":
            assert errors(check(lang)) == [], lang


def test_a_joined_value_ending_in_a_numeral_is_set_off_from_the_thai_after_it() -> None:
    """Pittsburgh's eras are "ยุคที่ 1" and "ยุคที่ 2": the house rule joins an era to the Thai
    beside it, but a numeral is set off by a space, so the heading reads "ยุคที่ 1 รอบที่ 3";
    Birmingham's "ยุคคลอง" still joins ("ยุคคลองรอบที่ 3")."""
    from brass.core.cli.play_screen import HEADER
    from brass.core.hooks.games import rules_for
    from brass.core.i18n.thai_style import space_values
    from brass.core.play.engine import player_name

    header = HEADER(title="Brass", era=rules_for("pittsburgh").names.era[0](), round=3, player=player_name(0))
    assert render(header, "th") == "Brass — ยุคที่ 1 รอบที่ 3 — ผู้เล่น 1 ต้องตัดสินใจ"
    header = HEADER(title="Brass", era=rules_for("birmingham").names.era[0](), round=3, player=player_name(0))
    assert render(header, "th") == "Brass — ยุคคลองรอบที่ 3 — ผู้เล่น 1 ต้องตัดสินใจ"
    # before a value too, and Latin text like a numeral; a space already there stays one space
    assert space_values("ที่{place}ขาย", {"place": "ท่าเรือ 1"}) == "ที่{place} ขาย"
    assert space_values("ที่{place}ขาย", {"place": "5 แยก"}) == "ที่ {place}ขาย"
    assert space_values("ที่{place}ขาย", {"place": "Area 51"}) == "ที่ {place} ขาย"
    assert space_values("ที่{place} ขาย", {"place": "ท่าเรือ 1"}) == "ที่{place} ขาย"
    assert space_values("ที่{place}ขาย", {"place": "เบอร์มิงแฮม"}) == "ที่{place}ขาย"


def test_victory_points_are_never_cut_short_in_thai() -> None:
    """VP is แต้มชัยชนะ (or แต้ม alone where the full term was just said), never the clipped
    แต้มชัย that five statistics messages had."""
    import re

    for po in (locales_dir() / "th" / "LC_MESSAGES").glob("*.po"):
        clipped = [line for line in po.read_text(encoding="utf-8").splitlines()
                   if line.startswith("msgstr") and re.search("แต้มชัย(?!ชนะ)", line)]
        assert clipped == [], po.name
