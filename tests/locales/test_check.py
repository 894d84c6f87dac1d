"""brass locales check catches every kind of catalog problem (fixture catalogs)."""
from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog

from brass.core.i18n.locales_tool import check, check_catalog, read_catalog, update, write_catalog


def template(*entries: tuple[str, str]) -> Catalog:
    cat = Catalog(domain="demo")
    for key, english in entries:
        cat.add(english, string="", context=key)
    return cat


def translated(*entries: tuple[str, str, str], fuzzy: tuple[str, ...] = ()) -> Catalog:
    cat = Catalog(locale="th", domain="demo")
    for key, english, thai in entries:
        cat.add(english, string=thai, context=key, flags={"fuzzy"} if key in fuzzy else set())
    return cat


def kinds(problems) -> list[tuple[str, str]]:
    return [(p.key, p.kind) for p in problems]


def test_a_complete_catalog_has_no_problem() -> None:
    t = template(("a.pass", "Pass"), ("a.money", "You gain {amount}."))
    c = translated(("a.pass", "Pass", "ผ่าน"), ("a.money", "You gain {amount}.", "คุณได้รับ {amount}"))
    assert check_catalog("demo", t, c, set()) == []


def test_untranslated_entry() -> None:
    t = template(("a.pass", "Pass"))
    c = translated(("a.pass", "Pass", ""))
    assert kinds(check_catalog("demo", t, c, set())) == [("a.pass", "untranslated")]


def test_fuzzy_entry() -> None:
    t = template(("a.pass", "Pass"))
    c = translated(("a.pass", "Pass", "ผ่าน"), fuzzy=("a.pass",))
    assert kinds(check_catalog("demo", t, c, set())) == [("a.pass", "fuzzy")]


def test_obsolete_entry() -> None:
    t = template(("a.pass", "Pass"))
    c = translated(("a.pass", "Pass", "ผ่าน"))
    gone = translated(("a.old", "Old", "เก่า"))
    for m in gone:
        if m.context:
            c.obsolete[(m.id, m.context)] = m
    assert ("a.old", "obsolete") in kinds(check_catalog("demo", t, c, set()))


def test_placeholder_mismatch() -> None:
    t = template(("a.money", "You gain {amount}."))
    c = translated(("a.money", "You gain {amount}.", "คุณได้รับ {money}"))
    found = check_catalog("demo", t, c, set())
    assert kinds(found) == [("a.money", "placeholders")]
    assert "amount" in found[0].detail and "money" in found[0].detail


def test_identical_to_english_outside_the_allow_list() -> None:
    t = template(("a.pass", "Pass"), ("a.city", "Birmingham"), ("a.dash", "{a}–{b}"))
    c = translated(("a.pass", "Pass", "Pass"), ("a.city", "Birmingham", "Birmingham"), ("a.dash", "{a}–{b}", "{a}–{b}"))
    # the proper name is allowed by the list; a string without letters needs no entry
    assert kinds(check_catalog("demo", t, c, {"a.city"})) == [("a.pass", "identical")]


def test_markdown_and_line_structure_mismatch_in_rule_text() -> None:
    english = "Costs:\n- **canal**: £3\n- rail: £5"
    t = template(("b.rules.net.cost", english))
    wrong_lines = translated(("b.rules.net.cost", english, "ค่าใช้จ่าย: **คลอง** £3 รถไฟ £5"))
    assert kinds(check_catalog("demo-rules", t, wrong_lines, set())) == [("b.rules.net.cost", "structure")]
    no_bold = translated(("b.rules.net.cost", english, "ค่าใช้จ่าย:\n- คลอง: £3\n- รถไฟ: £5"))
    assert kinds(check_catalog("demo-rules", t, no_bold, set())) == [("b.rules.net.cost", "structure")]
    right = translated(("b.rules.net.cost", english, "ค่าใช้จ่าย:\n- **คลอง**: £3\n- รถไฟ: £5"))
    assert check_catalog("demo-rules", t, right, set()) == []


def test_english_changed_since_the_catalog_was_updated() -> None:
    t = template(("a.pass", "Pass this turn"))
    c = translated(("a.pass", "Pass", "ผ่าน"))
    assert kinds(check_catalog("demo", t, c, set())) == [("a.pass", "stale")]


def test_entry_missing_from_the_translation_and_unused_entry() -> None:
    t = template(("a.pass", "Pass"))
    c = translated(("a.other", "Other", "อื่น"))
    assert sorted(kinds(check_catalog("demo", t, c, set()))) == [("a.other", "unused"), ("a.pass", "missing")]


# -- the whole tool on a copy of the project's catalogs ---------------------------------------

def test_the_shipped_thai_catalogs_pass(locales_copy: Path) -> None:
    assert check("th") == []


def test_a_message_used_in_code_but_missing_from_the_template(locales_copy: Path) -> None:
    pot = locales_copy / "brass.pot"
    cat = read_catalog(pot)
    victim = next(m for m in cat if m.context == "player.name")
    cat.delete(victim.id, context=victim.context)
    write_catalog(pot, cat)
    found = [(p.key, p.kind) for p in check("th")]
    assert ("player.name", "missing") in found


def test_a_template_entry_no_longer_in_the_code(locales_copy: Path) -> None:
    pot = locales_copy / "brass.pot"
    cat = read_catalog(pot)
    cat.add("A sentence nobody uses", string="", context="nobody.uses.this")
    write_catalog(pot, cat)
    assert ("nobody.uses.this", "unused") in [(p.key, p.kind) for p in check("th")]


def test_update_marks_a_changed_english_fuzzy_and_keeps_the_old_translation(locales_copy: Path) -> None:
    pot = locales_copy / "brass.pot"
    cat = read_catalog(pot)
    m = next(m for m in cat if m.context == "player.name")
    cat.delete(m.id, context=m.context)
    cat.add("Player {number}", string="", context="player.name")
    write_catalog(pot, cat)
    before = next(x for x in read_catalog(locales_copy / "th" / "LC_MESSAGES" / "brass.po", "th")
                  if x.context == "player.name").string
    update("th")
    after = next(x for x in read_catalog(locales_copy / "th" / "LC_MESSAGES" / "brass.po", "th")
                 if x.context == "player.name")
    assert after.fuzzy and after.string == before and after.id == "Player {number}"
    # the translator sees the English it was translated from
    assert '#| msgid "P{number}"' in (locales_copy / "th" / "LC_MESSAGES" / "brass.po").read_text()
