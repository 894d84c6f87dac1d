"""Finding translations at run time: gettext catalogs (.po) read with Babel.

Every message has a stable key (the catalog's ``msgctxt``) and English text
(``msgid``); a translation is used only when it is neither empty nor fuzzy, so
a changed English sentence falls back to English until re-translated.
Domains: ``brass`` (core and CLI), one per title (``birmingham``), and one per
title's rule text (``birmingham-rules``).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from brass.core.i18n.messages import set_translator

CORE_DOMAIN = "brass"
RULES_SUFFIX = "-rules"


def locales_dir() -> Path:
    import brass.locales as catalogs_package

    return Path(catalogs_package.__file__).parent


def po_path(lang: str, domain: str) -> Path:
    return locales_dir() / lang / "LC_MESSAGES" / f"{domain}.po"


def pot_path(domain: str) -> Path:
    return locales_dir() / f"{domain}.pot"


def domain_of(key: str, titles: tuple[str, ...]) -> str:
    """The catalog a message key belongs to."""
    for t in titles:
        if key.startswith(f"{t}.rules."):
            return t + RULES_SUFFIX
        if key.startswith(f"{t}."):
            return t
    return CORE_DOMAIN


@lru_cache(maxsize=8)
def translations(lang: str) -> dict[str, str]:
    """key -> translated template, from every catalog of ``lang`` (usable entries only)."""
    from babel.messages.pofile import read_po

    found: dict[str, str] = {}
    folder = locales_dir() / lang / "LC_MESSAGES"
    if not folder.is_dir():
        return found
    for path in sorted(folder.glob("*.po")):
        with open(path, "rb") as fh:
            catalog = read_po(fh, locale=lang)
        for message in catalog:
            if message.context and message.string and not message.fuzzy:
                found[message.context] = message.string
    return found


def lookup(lang: str, key: str) -> str | None:
    return translations(lang).get(key)


def install() -> None:
    """Make :func:`brass.core.i18n.messages.render` use the catalogs."""
    set_translator(lookup)
