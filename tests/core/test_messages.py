"""brass.core.i18n.messages: localizable texts, money rendering, errors carrying messages."""
from __future__ import annotations

import pytest

from brass.core.i18n import messages
from brass.core.i18n.messages import Money, render, set_translator, text
from brass.core.model.errors import OPTION_NOT_OFFERED, RuleViolation


@pytest.fixture(autouse=True)
def _clean_registry():
    """Keep the global message catalog and translator as they were."""
    translator = messages._translator[0]
    yield
    for key in [k for k in messages.REGISTRY if k.startswith("test.core.")]:
        del messages.REGISTRY[key]
    set_translator(translator)


def test_render_with_money_and_nested_message():
    inner = text("test.core.inner", "{who} (P{n})")
    outer = text("test.core.outer", "{player} pays {amount}; got {items}")
    msg = outer(player=inner(who="Ann", n=1), amount=Money(8), items=[Money(1), "x"])
    assert render(msg) == "Ann (P1) pays £8; got £1, x"
    assert render(msg, currency="$") == "Ann (P1) pays $8; got $1, x"
    assert render(text("test.core.neg", "{a}")(a=Money(-3))) == "-£3"
    assert str(msg) == "Ann (P1) pays £8; got £1, x"


def test_redeclaring_key_with_other_text_is_an_error():
    text("test.core.same", "Hello")
    assert text("test.core.same", "Hello").en == "Hello"
    with pytest.raises(ValueError):
        text("test.core.same", "Hi")


def test_translation_by_key_falls_back_to_english():
    t = text("test.core.greet", "Hello {name}")
    set_translator(lambda lang, key: "Bonjour {name}" if (lang, key) == ("fr", "test.core.greet") else None)
    assert render(t(name="Zoé"), "fr") == "Bonjour Zoé"
    assert render(t(name="Zoé"), "de") == "Hello Zoé"
    assert render(t(name="Zoé")) == "Hello Zoé"


def test_rule_violation_carries_key_and_params():
    err = RuleViolation(OPTION_NOT_OFFERED(option="fly"))
    assert err.key == "error.option_not_offered"
    assert err.params == {"option": "fly"}
    assert str(err) == "“fly” is not one of the options offered now."
