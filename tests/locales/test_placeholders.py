"""Broken translations are caught by `check` and never crash the program at run time."""
from __future__ import annotations

import logging

import pytest
from babel.messages.catalog import Catalog

from brass.core.i18n import messages
from brass.core.i18n.locales_tool import check_catalog
from brass.core.i18n.messages import Money, render, text
from brass.core.i18n.placeholders import fields, placeholder_problem

SEVERAL = "this tile holds several resources: give a table {{resource = count}}"
BROKEN = "แผ่นนี้มีทรัพยากรหลายชนิด ให้ระบุเป็นตาราง {ทรัพยากร = จำนวน}"


def one(key: str, english: str, thai: str) -> tuple[Catalog, Catalog]:
    t, c = Catalog(domain="demo"), Catalog(locale="th", domain="demo")
    t.add(english, string="", context=key)
    c.add(english, string=thai, context=key)
    return t, c


def found(key: str, english: str, thai: str, domain: str = "demo") -> list[tuple[str, str]]:
    t, c = one(key, english, thai)
    return [(p.kind, p.detail) for p in check_catalog(domain, t, c, set())]


def test_fields_follow_python_format_syntax() -> None:
    assert fields("{a} and {b!r:>3} and {{literal}}") == {"a": 1, "b!r:>3": 1}
    with pytest.raises(ValueError):
        fields("{a")
    with pytest.raises(ValueError):
        fields("a}")
    with pytest.raises(ValueError):
        fields("{} left")


def test_literal_braces_written_as_a_placeholder_are_found() -> None:
    problems = found("data.several_resources", SEVERAL, BROKEN)
    assert [k for k, _ in problems] == ["placeholders"]
    assert "ทรัพยากร = จำนวน" in problems[0][1]


@pytest.mark.parametrize("thai,why", [
    ("คุณได้รับ {amount", "broken braces"),
    ("คุณได้รับ amount}", "broken braces"),
    ("คุณได้รับ {0}", "positional"),
    ("คุณได้รับ {amount.real}", "translation has ['amount.real']"),
    ("คุณได้รับ {amount} {extra}", "translation has ['amount', 'extra']"),
])
def test_each_kind_of_broken_placeholder(thai: str, why: str) -> None:
    problems = found("a.gain", "You gain {amount}.", thai)
    assert [k for k, _ in problems] == ["placeholders"] and why in problems[0][1]


def test_code_spans_must_survive_translation() -> None:
    english = "Values marked provisional are stand-ins; `brass data pittsburgh` lists them."
    assert [k for k, _ in found("p.rules.c.p", english, "ค่าชั่วคราว ดูได้ด้วยคำสั่งแสดงข้อมูล", "p-rules")] == ["code"]
    assert found("p.rules.c.p", english, "ค่าชั่วคราว คำสั่ง `brass data pittsburgh` แสดงรายการ", "p-rules") == []


def test_a_plural_form_may_leave_out_count_but_not_add_names() -> None:
    assert placeholder_problem("{count} problems", "ปัญหาหนึ่งรายการ", optional=frozenset({"count"})) is None
    assert placeholder_problem("{count} problems", "{n} ปัญหา", optional=frozenset({"count"})) is not None


@pytest.fixture
def broken_thai(monkeypatch: pytest.MonkeyPatch):
    table = {"test.i18n.several": BROKEN, "test.i18n.gain": "คุณได้รับ {amount"}
    monkeypatch.setattr(messages, "_translator", [lambda lang, key: table.get(key)])
    monkeypatch.setattr(messages, "_warned", set())
    yield
    for key in ("test.i18n.several", "test.i18n.gain"):
        messages.REGISTRY.pop(key, None)


def test_a_broken_translation_falls_back_to_english_with_one_warning(
        broken_thai: None, caplog: pytest.LogCaptureFixture) -> None:
    several = text("test.i18n.several", SEVERAL)
    gain = text("test.i18n.gain", "You gain {amount}.")
    with caplog.at_level(logging.WARNING, logger="brass.i18n"):
        assert render(several(), "th") == "this tile holds several resources: give a table {resource = count}"
        assert render(gain(amount=Money(5)), "th") == "You gain £5."
        assert render(gain(amount=Money(6)), "th") == "You gain £6."
    warned = [r.getMessage() for r in caplog.records]
    assert len(warned) == 2
    assert "test.i18n.several" in warned[0] and "KeyError" in warned[0]
    assert "test.i18n.gain" in warned[1] and "ValueError" in warned[1]


def test_every_placeholder_of_every_message_is_explained_to_translators() -> None:
    from brass.core.i18n.locales_tool import declared
    from brass.core.i18n.placeholders import hints_for

    unexplained = {}
    for key, t in declared().items():
        names = {f.split("!")[0].split(":")[0] for f in fields(t.plural or t.en)}
        told = " ".join(hints_for(t.plural or t.en, t.note)) + " " + t.note
        missing = sorted(n for n in names if f"{{{n}}}" not in told)
        if missing:
            unexplained[key] = missing
    assert unexplained == {}


def test_notes_and_sources_reach_the_template() -> None:
    from brass.core.i18n.catalogs import pot_path
    from brass.core.i18n.locales_tool import read_catalog

    entry = next(m for m in read_catalog(pot_path("brass")) if m.context == "play.input")
    assert entry.locations == [("core/cli/game/play_screen.py", None)]
    comments = " ".join(entry.auto_comments)
    assert "at most 70 columns" in comments and "{player}: a player's name (P1, P2...)" in comments
