"""Localizable messages: a stable key, the English source text and named placeholders.

Every user-visible string is a :class:`Text` declared once with :func:`text`; code
passes :class:`Message` values (a text plus its parameters) and renders them only
at the edge (CLI, logs).  Translations are looked up by key, so the English text
can change without breaking the link, and a catalog tool can mark the
translation stale when it does.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any, NamedTuple

from brass.core.i18n.formatting import format_number, format_sequence, plural_index
from brass.core.i18n.thai_style import space_values

#: every declared text, by key -- the message catalog's source of truth
REGISTRY: dict[str, Text] = {}


class Money(NamedTuple):
    """An amount of money; rendered with the title's currency, not the locale's."""

    amount: int


class Items(NamedTuple):
    """Values read as a phrase: "a, b, and c" / "a, b, or c" in English, "ก ข และค" in Thai.

    A plain list or tuple stays an enumeration ("a, b, c": boards, tables); wrap it in
    ``Items`` where a sentence lists things, so each language joins them its own way.
    """

    values: tuple[Any, ...]
    style: str = "and"  # or "or"


class Percent(NamedTuple):
    """A fraction (0.25) shown as a percentage in the reader's number format."""

    value: float


class Text(NamedTuple):
    """A declared message: stable ``key`` and English ``en`` with ``{named}`` placeholders.

    ``plural`` is the English for counts other than one (the ``{count}`` placeholder chooses,
    gettext ``ngettext`` style); ``note`` tells translators what the placeholders hold and
    any length limit; ``source`` is where it was declared (``file:line``), both extracted
    into the catalogs as ``#.`` and ``#:`` lines.
    """

    key: str
    en: str
    plural: str | None = None
    note: str = ""
    source: str = ""

    def __call__(self, **params: Any) -> Message:
        return Message(self, params)


class Message(NamedTuple):
    """A :class:`Text` with the values of its placeholders."""

    text: Text
    params: Mapping[str, Any]

    @property
    def key(self) -> str:
        return self.text.key

    def __str__(self) -> str:
        return render(self)


_unregistered = [0]


@contextmanager
def unregistered() -> Iterator[None]:
    """Texts made inside are not declared (names from a variant's data are not the title's)."""
    _unregistered[0] += 1
    try:
        yield
    finally:
        _unregistered[0] -= 1


def _caller(depth: int) -> str:
    """``path:line`` of the code declaring a message (made relative when extracted)."""
    try:
        frame = sys._getframe(depth + 1)
    except ValueError:
        return ""
    return f"{frame.f_code.co_filename}:{frame.f_lineno}"


def text(key: str, en: str, *, plural: str | None = None, note: str = "", source: str = "",
         _depth: int = 1) -> Text:
    """Declare a message.  Keys are unique; redeclaring with other English is an error.

    ``plural``: the English for other counts (chosen by the ``{count}`` value);
    ``note``: a comment for translators (what a placeholder holds, a length limit).
    """
    known = REGISTRY.get(key)
    if _unregistered[0]:
        return known if known is not None and known.en == en else Text(key, en, plural, note)
    if known is not None and known.en != en:
        raise ValueError(f"message key {key!r} declared twice with different text")
    if known is not None and known.plural == plural and (known.note or not note):
        return known
    declared = Text(key, en, plural, note, source or _caller(_depth))
    REGISTRY[key] = declared
    return declared


#: translation lookup: (lang, key) -> translated template (a tuple of plural forms for a
#: plural message), or None for English
Translator = Callable[[str, str], "str | tuple[str, ...] | None"]


def _no_translation(lang: str, key: str) -> str | tuple[str, ...] | None:
    return None


_translator: list[Translator] = [_no_translation]


def set_translator(translator: Translator) -> None:
    """Install the function that finds translated templates (the catalog loader does this)."""
    _translator[0] = translator


def template(message_text: Text, lang: str, count: Any = None) -> str:
    """The template of ``message_text`` in ``lang``, English when untranslated.

    A plural message picks the form for ``count`` by the language's plural rule.
    """
    if lang != "en":
        found = _translator[0](lang, message_text.key)
        if isinstance(found, tuple):
            form = found[min(plural_index(lang, _as_int(count)), len(found) - 1)] if found else ""
            if form:
                return form
        elif found:
            return found
    if message_text.plural is not None and _as_int(count) != 1:
        return message_text.plural
    return message_text.en


def _as_int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


#: by language: how a template is spaced around the values it is given (Thai sets a numeral
#: off from the words beside it, even inside a value that otherwise joins them)
VALUE_SPACING: dict[str, Callable[[str, dict[str, str]], str]] = {"th": space_values}

#: the logger broken translations are reported to (``logging`` is imported only then)
LOGGER = "brass.i18n"
_warned: set[tuple[str, str]] = set()

#: what a broken translated template raises when formatted
FORMAT_ERRORS = (KeyError, IndexError, ValueError, AttributeError, TypeError)


def render(message: Message | str, lang: str = "en", currency: str = "£") -> str:
    """Render ``message`` in ``lang``; nested messages, money, numbers and lists are rendered too.

    A translation that cannot be formatted (a broken or unknown placeholder) never stops the
    program: the English is used and a warning names the key, once per process.
    """
    if isinstance(message, str):
        return message
    params: dict[str, Any] = {}
    for name, value in message.params.items():
        params[name] = render_value(value, lang, currency)
    count = message.params.get("count")
    chosen = template(message.text, lang, count)
    spacing = VALUE_SPACING.get(lang)
    if spacing is not None and "{" in chosen:
        chosen = spacing(chosen, params)
    try:
        return chosen.format_map(params)
    except FORMAT_ERRORS as exc:
        english = message.text.en if message.text.plural is None or _as_int(count) == 1 else message.text.plural
        if chosen == english:
            raise
        if (lang, message.text.key) not in _warned:
            _warned.add((lang, message.text.key))
            import logging

            logging.getLogger(LOGGER).warning("warning: broken %s translation of %s (%s: %s); showing the English",
                        lang, message.text.key, type(exc).__name__, exc)
        return english.format_map(params)


def render_value(value: Any, lang: str, currency: str) -> str:
    """Render one placeholder value: lists joined the language's way, numbers in its format."""
    if isinstance(value, Message):
        return render(value, lang, currency)
    if isinstance(value, Money):
        amount = value.amount
        return f"-{currency}{-amount}" if amount < 0 else f"{currency}{amount}"
    if isinstance(value, (Percent, float)):
        return format_number(value, lang)
    if isinstance(value, Items):
        return format_sequence([render_value(v, lang, currency) for v in value.values], lang, value.style)
    if isinstance(value, (list, tuple)):
        return ", ".join(render_value(v, lang, currency) for v in value)
    return str(value)
