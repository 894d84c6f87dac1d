"""Localizable messages: a stable key, the English source text and named placeholders.

Every user-visible string is a :class:`Text` declared once with :func:`text`; code
passes :class:`Message` values (a text plus its parameters) and renders them only
at the edge (CLI, logs).  Translations are looked up by key, so the English text
can change without breaking the link, and a catalog tool can mark the
translation stale when it does.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator, Mapping, NamedTuple

#: every declared text, by key -- the message catalog's source of truth
REGISTRY: dict[str, "Text"] = {}


class Money(NamedTuple):
    """An amount of money; rendered with the title's currency, not the locale's."""

    amount: int


class Text(NamedTuple):
    """A declared message: stable ``key`` and English ``en`` with ``{named}`` placeholders."""

    key: str
    en: str

    def __call__(self, **params: Any) -> "Message":
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


def text(key: str, en: str) -> Text:
    """Declare a message.  Keys are unique; redeclaring with other English is an error."""
    known = REGISTRY.get(key)
    if _unregistered[0]:
        return known if known is not None and known.en == en else Text(key, en)
    if known is not None and known.en != en:
        raise ValueError(f"message key {key!r} declared twice with different text")
    declared = Text(key, en)
    REGISTRY[key] = declared
    return declared


#: translation lookup: (lang, key) -> translated template, or None for English
Translator = Callable[[str, str], "str | None"]


def _no_translation(lang: str, key: str) -> str | None:
    return None


_translator: list[Translator] = [_no_translation]


def set_translator(translator: Translator) -> None:
    """Install the function that finds translated templates (the catalog loader does this)."""
    _translator[0] = translator


def template(message_text: Text, lang: str) -> str:
    """The template of ``message_text`` in ``lang``, English when untranslated."""
    if lang != "en":
        found = _translator[0](lang, message_text.key)
        if found:
            return found
    return message_text.en


def render(message: Message | str, lang: str = "en", currency: str = "£") -> str:
    """Render ``message`` in ``lang``; nested messages and money are rendered too."""
    if isinstance(message, str):
        return message
    params: dict[str, Any] = {}
    for name, value in message.params.items():
        params[name] = render_value(value, lang, currency)
    chosen = message.text
    form = getattr(chosen, "form", None)  # a plural message (brass.core.i18n.plural) picks its form
    if form is not None:
        chosen = form(lang, message.params)
    return template(chosen, lang).format_map(params)


def render_value(value: Any, lang: str, currency: str) -> str:
    """Render one placeholder value."""
    if isinstance(value, Message):
        return render(value, lang, currency)
    if isinstance(value, Money):
        amount = value.amount
        return f"-{currency}{-amount}" if amount < 0 else f"{currency}{amount}"
    if isinstance(value, (list, tuple)):
        return ", ".join(render_value(v, lang, currency) for v in value)
    return str(value)
