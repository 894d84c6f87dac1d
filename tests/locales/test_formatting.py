"""Plural forms, lists and numbers in the reader's language (Babel / CLDR)."""
from __future__ import annotations

import pytest

from brass.core.i18n import messages
from brass.core.i18n.formatting import format_number, format_sequence, plural_index
from brass.core.i18n.messages import Items, Percent, render, text


@pytest.fixture
def demo(monkeypatch: pytest.MonkeyPatch):
    table = {"test.fmt.problems": ("พบปัญหา {count} รายการ",), "test.fmt.list": "ต้องใช้ {items}",
             "test.fmt.de": ("{count} Problem", "{count} Probleme")}
    monkeypatch.setattr(messages, "_translator", [lambda lang, key: table.get(key)])
    yield
    for key in ("test.fmt.problems", "test.fmt.list", "test.fmt.de"):
        messages.REGISTRY.pop(key, None)


def test_plural_messages_choose_the_form_by_count(demo: None) -> None:
    problems = text("test.fmt.problems", "{count} problem", plural="{count} problems")
    assert [render(problems(count=n)) for n in (0, 1, 2)] == ["0 problems", "1 problem", "2 problems"]
    assert render(problems(count=1), "th") == "พบปัญหา 1 รายการ"  # Thai has one form
    assert render(problems(count=5), "th") == "พบปัญหา 5 รายการ"
    german = text("test.fmt.de", "{count} problem", plural="{count} problems")
    assert [render(german(count=n), "de") for n in (1, 2)] == ["1 Problem", "2 Probleme"]


def test_plural_rules_per_language() -> None:
    assert [plural_index("en", n) for n in (0, 1, 2)] == [1, 0, 1]
    assert [plural_index("th", n) for n in (0, 1, 2)] == [0, 0, 0]
    assert [plural_index("ru", n) for n in (1, 2, 5, 21)] == [0, 1, 2, 0]
    assert plural_index("qps", 1) == 0  # unknown to Babel: English rules


def test_lists_read_the_languages_way(demo: None) -> None:
    needs = text("test.fmt.list", "needs {items}")
    assert render(needs(items=Items(("coal", "iron", "beer")))) == "needs coal, iron, and beer"
    assert render(needs(items=Items(("ถ่านหิน", "เหล็ก", "เบียร์"))), "th") == "ต้องใช้ถ่านหิน เหล็ก และเบียร์"
    assert render(needs(items=Items(("a", "b"), "or"))) == "needs a or b"
    assert render(needs(items=("a", "b", "c"))) == "needs a, b, c"  # a plain tuple stays an enumeration
    assert format_sequence([], "th") == ""


def test_numbers_and_percentages() -> None:
    assert format_number(Percent(0.875), "en") == "88%"
    assert format_number(Percent(0.5), "th") == "50%"
    assert format_number(1234.5, "en") == "1,234.5"
    assert format_number(1234.5, "de") == "1.234,5"
    assert format_number(0.25, "qps") == "0.25"
