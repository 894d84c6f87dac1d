"""Plural messages declared by their two English forms, chosen by a count parameter.

A plural message is one catalog entry with ``msgid_plural`` (gettext's ``ngettext``): the
translator writes one form per plural category of the language (Thai has one).  This module
keeps a short way to declare one whose count has another name than ``{count}``
(``income +{spaces} spaces``): the count is also passed as ``count``, which picks the form.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from brass.core.i18n.formatting import plural_index
from brass.core.i18n.messages import Message, Text, text


class Plural(NamedTuple):
    """A plural :class:`Text` and the name of the parameter that holds its count."""

    text: Text
    count: str  # type: ignore[assignment]  # the field shadows tuple.count: the count parameter's name

    @property
    def key(self) -> str:
        return self.text.key

    @property
    def en(self) -> str:
        return self.text.en

    def __call__(self, **params: Any) -> Message:
        if self.count != "count":
            params = {**params, "count": params[self.count]}
        return Message(self.text, params)


def category(lang: str, n: int) -> str:
    """"one" or "other": whether ``n`` takes the singular form in ``lang`` (Thai: always "other")."""
    return "one" if plural_index(lang, n) == 0 and plural_index(lang, 1) != plural_index(lang, 2) else "other"


def plural(key: str, one: str, other: str, count: str = "count") -> Plural:
    """Declare a plural message: English ``one`` and ``other`` forms, chosen by ``{count}``."""
    return Plural(text(key, one, plural=other, _depth=2), count)


__all__ = ["Plural", "category", "plural"]
