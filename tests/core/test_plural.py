"""Plural messages (brass.core.i18n.plural) and one dash style in every English message."""
from __future__ import annotations

import re

from brass.core.i18n.messages import REGISTRY, render, unregistered
from brass.core.i18n.plural import category, plural

with unregistered():  # a test's message is not one of brass's (the catalogs must not list it)
    CARDS = plural("test.plural.cards", "{count} card", "{count} cards")


def test_english_picks_one_or_other_by_count() -> None:
    from brass.core.cli.game.board_text import CARDS_IN_HAND

    assert render(CARDS_IN_HAND(count=1)) == "1 card"
    assert [render(CARDS(count=n)) for n in (0, 1, 2, 21)] == ["0 cards", "1 card", "2 cards", "21 cards"]
    assert "test.plural.cards" not in REGISTRY
    # one catalog entry with both English forms (gettext msgid / msgid_plural)
    assert (REGISTRY["show.cards"].en, REGISTRY["show.cards"].plural) == ("{count} card", "{count} cards")


def test_thai_has_only_the_other_form() -> None:
    assert category("th", 1) == category("th", 2) == "other"
    assert category("en", 1) == "one"


def test_plural_inside_another_message_and_a_named_count() -> None:
    from brass.core.cli.game.board_text import CARDS_IN_HAND, DECK
    from brass_birmingham.texts import LOG_FLIP

    assert render(DECK(count=1)) == "Deck: 1 card."
    assert render(CARDS_IN_HAND(count=8)) == "8 cards"
    one = LOG_FLIP(owner="P1", tile="Coal mine I", place="Dudley", spaces=1)
    assert render(one) == "P1's Coal mine I at Dudley flips: income +1 space."
    assert render(LOG_FLIP(owner="P1", tile="Coal mine I", place="Dudley", spaces=4)).endswith("income +4 spaces.")


def test_no_message_counts_with_a_bare_plural_s() -> None:
    from brass.core.i18n.locales_tool import declared

    bad = [k for k, t in declared().items() if re.search(r"\{\w+\} (cards|spaces|links|options)\b", t.en)]
    assert bad == []
    assert not [k for k, t in declared().items() if "(s)" in t.en and k.startswith(("cli.applied", "show."))]


def test_one_dash_style() -> None:
    """Separators are an em dash with spaces; "--" and a spaced en dash are not used in sentences."""
    from brass.core.i18n.locales_tool import declared

    texts = declared()
    double = [k for k, t in texts.items() if re.search(r"\s--\s", t.en)]
    spaced_en = [k for k, t in texts.items() if " – " in t.en]
    assert double == [] and spaced_en == []
