"""Numbers, lists and plural choice in the reader's language, through Babel (CLDR data).

Languages Babel does not know (a pseudo-locale, a made-up code) format as English, so a
catalog for any language code works without code changes.
"""
from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any


@lru_cache(maxsize=32)
def babel_locale(lang: str) -> Any:
    """Babel's :class:`~babel.Locale` for ``lang`` (English when Babel does not know it)."""
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(lang.replace("-", "_"))
    except (UnknownLocaleError, ValueError, TypeError):
        return Locale.parse("en")


def language_name(lang: str, reader: str) -> str:
    """``lang``'s name in ``reader``'s language ("ไทย", "Thai"; the code itself when Babel has no name)."""
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(lang.replace("-", "_")).get_display_name(babel_locale(reader)) or lang
    except (UnknownLocaleError, ValueError, TypeError):
        return lang


@lru_cache(maxsize=32)
def _plural_rule(lang: str) -> Callable[[int], int]:
    return gettext.c2py(_plural_expr(lang))


def _plural_expr(lang: str) -> str:
    """The gettext plural expression of ``lang`` from Babel's CLDR data.

    A short command that prints one count would spend most of its time importing Babel, so
    the expression is kept in brass's cache (whose key covers the installed Babel).  A cached
    expression is used only if gettext accepts it (:func:`gettext.c2py` allows nothing but
    ``n``, numbers and C operators).
    """
    from brass.core.files import cache

    name = "plural-" + "".join(c if c.isalnum() or c in "_-" else "_" for c in lang)[:40]
    kept = cache.load(name)
    if isinstance(kept, str) and len(kept) < 500:
        try:
            gettext.c2py(kept)
            return kept
        except (ValueError, RecursionError):
            pass
    from babel import UnknownLocaleError
    from babel.messages.plurals import get_plural

    try:
        expr = str(get_plural(lang.replace("-", "_")).plural_expr)
    except (UnknownLocaleError, ValueError, TypeError):
        expr = "(n != 1)"
    cache.store(name, expr)
    return expr


def plural_index(lang: str, n: int) -> int:
    """Which gettext plural form (msgstr[i]) ``lang`` uses for ``n``."""
    return int(_plural_rule(lang)(abs(n)))


def format_sequence(items: Sequence[str], lang: str, style: str = "and") -> str:
    """``a, b, and c`` (or ``a, b, or c``) in English, ``ก ข และค`` in Thai (CLDR list patterns)."""
    from babel.lists import format_list

    if not items:
        return ""
    return str(format_list(list(items), "or" if style == "or" else "standard", locale=babel_locale(lang)))


def format_number(value: Any, lang: str) -> str:
    """A float as a decimal, or a :class:`~brass.core.i18n.messages.Percent` as a percentage."""
    from babel.numbers import format_decimal, format_percent

    locale = babel_locale(lang)
    if type(value).__name__ == "Percent":
        return str(format_percent(value[0], locale=locale))
    return str(format_decimal(value, format="#,##0.##", locale=locale))
