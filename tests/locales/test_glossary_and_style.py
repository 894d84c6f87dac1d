"""The Thai glossary and house rules: check warns, and the shipped Thai follows them."""
from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from brass.core.i18n.catalogs import locales_dir
from brass.core.i18n.glossary import Term, counter_misses, glossary_misses, read_glossary
from brass.core.i18n.locales_tool import check, check_catalog, errors, read_catalog
from brass.core.i18n.messages import Money, render
from brass.core.i18n.thai_style import space_values

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


def test_check_warns_on_the_glossary_without_failing() -> None:
    t, c = Catalog(domain="demo"), Catalog(locale="th", domain="demo")
    t.add("{player} scores {vp} VP at {place}.", string="", context="a.score")
    c.add("{player} scores {vp} VP at {place}.", string="{player}ได้ {vp} คะแนนที่ {place}", context="a.score")
    found = check_catalog("demo", t, c, set(), glossary=TERMS)
    assert [(p.kind, p.severity) for p in found] == [("glossary", "warning")]


@pytest.mark.parametrize("template,values,spaced", [
    # Thai before a Thai value joins it, whatever the placeholder is called (tile, source, place)
    ("สร้าง {tile} ที่{place}", {"tile": "โรงเบียร์ระดับ 1", "place": "ชรูว์สบรี"}, "สร้าง{tile} ที่{place}"),
    ("{count} ลูก จาก {source}", {"count": "1", "source": "ตลาด"}, "{count} ลูก จาก{source}"),
    # a numeral, money, Latin text or a quoted id is set off by a space on its side
    ("ผู้เล่น{number}ขาย", {"number": "1"}, "ผู้เล่น {number} ขาย"),
    ("จ่าย{money}", {"money": "£8"}, "จ่าย {money}"),
    ("ไม่มีตัวเลือก{name!r}", {"name": "'--seed'"}, "ไม่มีตัวเลือก {name!r}"),
    ("ที่{place}ขาย", {"place": "Area 51"}, "ที่ {place} ขาย"),
    # after a Thai value the translator decides: a new phrase ("ช่อง 1") keeps its space
    ("{place} ช่อง {n}", {"place": "ชรูว์สบรี", "n": "1"}, "{place} ช่อง {n}"),
    ("{place}ได้", {"place": "ชรูว์สบรี"}, "{place}ได้"),
    ("ทิ้ง {card}", {}, "ทิ้ง {card}"),  # a value not given: as written
])
def test_thai_spacing_around_a_placeholder_follows_its_value(template: str, values: dict[str, str],
                                                               spaced: str) -> None:
    assert space_values(template, values) == spaced


def test_thai_log_and_options_are_spaced_by_value() -> None:
    """"สร้าง โรงเบียร์" and "จาก ตลาด" were spaced because tile and source were not on a list
    of placeholder names; "ชรูว์สบรีช่อง 1" was joined because place was."""
    from brass.core.hooks.games import rules_for
    from brass.core.play.engine import player_name
    from brass_birmingham import texts

    rules = rules_for("birmingham")
    names = rules.names
    brewery = next(i for i, t in enumerate(rules.tiles)
                   if t.level == 1 and rules.industries.industries[t.industry].id == "brewery")
    place = names.location[rules.board.location_index["shrewsbury"]]()
    tile = names.tile(rules, brewery)
    line = render(texts.LOG_BUILD(player=player_name(0), tile=tile, place=place, card=tile, money=Money(5),
                                  paid=""), "th")
    assert line.startswith("ผู้เล่น 1 สร้างโรงเบียร์ระดับ 1 ที่ชรูว์สบรี")
    paid = render(texts.PAID_ITEM(count=2, resource=names.resource[0](), quantity=names.amount[0](count=2),
                                  source=texts.MARKET()), "th")
    assert paid.endswith(" จากตลาด")
    assert render(texts.OPT_SITE(place=place, n=1, cost=Money(5)), "th") == "ชรูว์สบรี ช่อง 1 (£5)"


def test_the_shipped_thai_has_no_errors_and_no_warnings() -> None:
    # (stored word breaks are not checked here: out of date, they only cost speed)
    assert [p for p in check("th") if p.kind != "breaks"] == []


def test_the_thai_glossary_records_the_deliberate_choices() -> None:
    terms = {t.english: t for t in read_glossary(locales_dir() / "th" / "glossary.tsv")}
    assert terms["cotton mill"].translated == "โรงปั่นฝ้าย" and "deliberate" in terms["cotton mill"].note
    assert terms["merchant"].translated == "พ่อค้า" and "deliberate" in terms["merchant"].note
    assert terms["income level"].translated.startswith("ระดับรายได้")


def test_a_malformed_glossary_line_names_the_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "glossary.tsv"
    path.write_text("English\tThai\tnote\ncanal\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"glossary\.tsv:2"):
        read_glossary(path)


def test_the_thai_fixes_from_review() -> None:
    from brass.core.cli.game import play
    from brass.core.hooks.games import rules_for
    from brass.core.i18n.wrap import width
    from brass.core.play.engine import player_name
    from brass_pittsburgh import texts

    rules_for("pittsburgh")
    assert render(texts.SHOW_SEAT_COUNT(player=player_name(0), count=0), "th") == "ผู้เล่น 1: 0"
    assert render(texts.REWARD_INCOME(amount=3), "th") == "รายได้ +3 ช่อง"
    # the prompt of `brass play` (the turn screen asks with a short input line and a commands line)
    from brass.core.cli.game import play_screen

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
    from brass.core.cli.game.play_screen import HEADER
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


def test_a_count_takes_the_glossarys_counting_word_and_a_banned_word_is_a_miss() -> None:
    terms = [Term("beer", "เบียร์", counter="ถัง"), Term("coal", "ถ่านหิน", counter="ลูก"),
             Term("score", "แต้มชัยชนะ|แต้ม|!คะแนน"), Term("mat", "กระดานผู้เล่น")]
    used = [(t.english, word) for t, word in counter_misses("ขายโดยใช้เบียร์ {count} ลูก และถ่านหิน 2 หน่วย", terms)]
    assert used == [("beer", "ลูก"), ("coal", "หน่วย")]
    assert counter_misses("เบียร์ 1 ถัง จากโรงเบียร์ และถ่านหิน {count} ลูก", terms) == []
    # แต้ม is there, but so is the banned คะแนน
    assert [t.english for t in glossary_misses("Score — VP now:", "คะแนน — แต้มตอนนี้:", terms)] == ["score"]
    assert glossary_misses("Also: board, mat, score", "คำสั่งอื่น: board, mat, score", terms) == []  # typed as is


def shipped_glossary_problems() -> list[tuple[str, str]]:
    """Glossary warnings of every shipped Thai message (each catalog its own template, so
    messages the templates do not have yet are checked too)."""
    terms = read_glossary(locales_dir() / "th" / "glossary.tsv")
    found = []
    for po in sorted((locales_dir() / "th" / "LC_MESSAGES").glob("*.po")):
        cat = read_catalog(po, "th")
        template = Catalog(domain=po.stem)
        for m in cat:
            if m.context:
                template.add(m.id, string=("", "") if isinstance(m.id, (tuple, list)) else "", context=m.context)
        found += [(p.key, p.detail) for p in check_catalog(po.stem, template, cat, set(), glossary=terms)
                  if p.kind == "glossary"]
    return found


def test_interface_terms_and_counting_words_are_in_the_glossary_and_followed() -> None:
    terms = {t.english: t for t in read_glossary(locales_dir() / "th" / "glossary.tsv")}
    assert terms["beer"].counter == "ถัง" and terms["oil"].counter == "ถัง" and terms["coal"].counter == "ลูก"
    assert terms["mat"].allowed == ["กระดานผู้เล่น"] and terms["seed"].allowed == ["ซีด"]
    assert terms["variant"].allowed == ["รูปแบบกติกา"] and "คะแนน" in terms["score"].banned
    assert shipped_glossary_problems() == []


def test_beer_and_oil_are_counted_in_barrels_in_thai() -> None:
    """The rule text counts beer and oil in ถัง; messages said เบียร์ 1 ลูก and น้ำมัน 1 หน่วย."""
    from brass.core.cli.game.mat_text import tile_summary
    from brass.core.hooks.games import new_game, rules_for
    from brass_birmingham import texts

    rules = rules_for("birmingham")
    beer = rules.industries.resources.index(next(r for r in rules.industries.resources if r.id == "beer"))
    paid = texts.PAID_ITEM(count=1, resource=rules.names.resource[beer](),
                           quantity=rules.names.amount[beer](count=1), source=texts.MARKET())
    assert render(paid, "th") == "เบียร์ 1 ถัง จากตลาด"
    assert render(paid, "en") == "beer from the market"
    game = new_game("pittsburgh", players=3, seed=1)
    oil_sold = [i for i, t in enumerate(game.rules.tiles) if t.sell]
    summary = render(tile_summary(game, oil_sold[0]), "th")
    assert "ขายโดยใช้น้ำมัน 1 ถัง" in summary and "หน่วย" not in summary
