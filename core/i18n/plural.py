"""Plural-aware messages: one declared text per CLDR plural category, chosen when rendered.

The smallest form that fits the catalogs as they are: a plural message ``key`` is two
ordinary texts, ``key.one`` and ``key.other`` (their own ``msgctxt`` entries), and
rendering picks the category of the count for the language (Babel's CLDR plural rules:
English "1 card" / "2 cards"; Thai has only "other").  Translators see both forms; a
language without a "one" category simply writes the same text twice.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from brass.core.i18n.messages import Message, Text, text


class Plural(NamedTuple):
    """A message with a form per plural category, chosen by the parameter ``count``."""

    key: str
    one: Text
    other: Text
    count: str

    @property
    def en(self) -> str:
        return self.other.en

    def __call__(self, **params: Any) -> Message:
        return Message(self, params)  # type: ignore[arg-type]  # render() asks form() for the Text

    def form(self, lang: str, params: Any) -> Text:
        """The text of the plural category of ``params[count]`` in ``lang``."""
        return self.one if category(lang, params[self.count]) == "one" else self.other


@lru_cache(maxsize=64)
def _locale(lang: str) -> Any:
    from babel import Locale

    return Locale.parse(lang)


def category(lang: str, n: int) -> str:
    """CLDR plural category of ``n`` in ``lang`` ("one", "other", ...)."""
    return _locale(lang).plural_form(abs(n))


def plural(key: str, one: str, other: str, count: str = "count") -> Plural:
    """Declare a plural message: English ``one`` and ``other`` forms, chosen by ``{count}``."""
    return Plural(key, text(f"{key}.one", one), text(f"{key}.other", other), count)


__all__ = ["Plural", "category", "plural"]
