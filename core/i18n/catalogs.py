"""Finding translations at run time: gettext catalogs (.po) read with Babel.

Every message has a stable key (the catalog's ``msgctxt``) and English text
(``msgid``); a translation is used only when it is neither empty nor fuzzy, so
a changed English sentence falls back to English until re-translated, and a
partly translated language works (English where a translation is missing).

Catalogs live in *catalog roots*: brass's own ``locales/`` (the ``brass``
domain, the built-in titles' domains ``birmingham`` and ``birmingham-rules``),
a ``locales/`` folder inside the package of any installed title or plugin
(found through its entry point, so a third-party title ships and extracts its
own catalogs), and the folders named in ``BRASS_LOCALE_PATH``.  A root holds
``<domain>.pot`` templates and ``<lang>/LC_MESSAGES/<domain>.po`` translations;
the languages on offer are the ones found there.
"""
from __future__ import annotations

import os
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path
from typing import Any, NamedTuple

from brass.core.i18n.messages import set_translator

CORE_DOMAIN = "brass"
RULES_SUFFIX = "-rules"
SOURCE_LANG = "en"
#: extra catalog roots (``os.pathsep``-separated), e.g. a translator's work in progress
PATH_ENV = "BRASS_LOCALE_PATH"
#: the environment variables naming the reader's language, strongest first
LANG_ENV = ("BRASS_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


class CatalogRoot(NamedTuple):
    """A folder of catalogs and the package owning it (``""`` for brass's own and extra roots)."""

    path: Path
    package: str = ""
    package_dir: Path | None = None


def locales_dir() -> Path:
    import brass.locales as catalogs_package

    return Path(catalogs_package.__file__).parent


def package_dir(package: str) -> Path | None:
    try:
        spec = find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


#: the entry-point groups of titles and plugins (as in :mod:`brass.core.hooks.titles`, read here
#: without importing the hooks, so choosing a language stays cheap)
GROUPS = ("brass.titles", "brass.plugins")


@lru_cache(maxsize=1)
def _entry_points() -> tuple[Any, ...]:
    from importlib.metadata import entry_points

    return tuple(ep for group in GROUPS for ep in entry_points(group=group))


def installed_entry_points() -> tuple[Any, ...]:
    """Every installed title's and plugin's entry point."""
    return _entry_points()


def package_roots() -> list[CatalogRoot]:
    """The ``locales/`` folders shipped inside installed titles' and plugins' packages.

    The package is the one holding the entry point's module (``my_title.plugin`` ->
    ``my_title``; an entry point naming a package uses that package).
    """
    found: dict[Path, CatalogRoot] = {}
    own = locales_dir().resolve()
    for ep in installed_entry_points():
        module = ep.value.split(":", 1)[0].strip()
        # the package holding the module first: finding a top-level package imports nothing
        for package in dict.fromkeys((module.rsplit(".", 1)[0], module)):
            folder = package_dir(package)
            if folder is not None:
                break
        if folder is None or not (folder / "locales").is_dir():
            continue
        path = (folder / "locales").resolve()
        if path != own:
            found.setdefault(path, CatalogRoot(path, package, folder.resolve()))
    return list(found.values())


def catalog_roots() -> list[CatalogRoot]:
    """Every catalog root: brass's own first, then packages', then ``BRASS_LOCALE_PATH``."""
    roots = [CatalogRoot(locales_dir())]
    roots += package_roots()
    for extra in os.environ.get(PATH_ENV, "").split(os.pathsep):
        if extra.strip() and Path(extra).is_dir():
            roots.append(CatalogRoot(Path(extra)))
    return roots


def po_path(lang: str, domain: str, root: Path | None = None) -> Path:
    return (root or locales_dir()) / lang / "LC_MESSAGES" / f"{domain}.po"


def pot_path(domain: str, root: Path | None = None) -> Path:
    return (root or locales_dir()) / f"{domain}.pot"


def domain_of(key: str, titles: tuple[str, ...]) -> str:
    """The catalog a message key belongs to."""
    for t in titles:
        if key.startswith(f"{t}.rules."):
            return t + RULES_SUFFIX
        if key.startswith(f"{t}."):
            return t
    return CORE_DOMAIN


def languages() -> list[str]:
    """The languages on offer: English and every language with a catalog in some root."""
    found = {SOURCE_LANG}
    for root in catalog_roots():
        if root.path.is_dir():
            found |= {p.name for p in root.path.iterdir() if any((p / "LC_MESSAGES").glob("*.po"))}
    return sorted(found)


def match_language(wanted: str, offered: list[str]) -> str | None:
    """The offered language for a locale name: ``th_TH.UTF-8`` -> ``th``, ``C`` -> English."""
    name = wanted.split(".", 1)[0].split("@", 1)[0].strip()
    if name in ("", "C", "POSIX"):
        return SOURCE_LANG if name else None
    for candidate in (name, name.replace("-", "_"), name.replace("-", "_").split("_", 1)[0]):
        if candidate in offered:
            return candidate
    return None


def language_from_env(environ: Any = None) -> str:
    """The reader's language from ``BRASS_LANG``, then ``LC_ALL``/``LC_MESSAGES``/``LANG``
    (the first that is set; a colon list like ``LANGUAGE``'s is tried in order)."""
    env = os.environ if environ is None else environ
    offered = languages()
    for var in LANG_ENV:
        value = env.get(var, "")
        if not value:
            continue
        for part in value.split(":"):
            found = match_language(part, offered)
            if found:
                return found
        return SOURCE_LANG
    return SOURCE_LANG


def translations(lang: str) -> dict[str, str | tuple[str, ...]]:
    """key -> translated template (plural forms as a tuple), from every catalog of ``lang``."""
    return _load(lang)[0]


def translated_from(lang: str) -> dict[str, Any]:
    """key -> the English (msgid) each usable translation of ``lang`` was made from."""
    return _load(lang)[1]


def _clear() -> None:
    _load.cache_clear()


@lru_cache(maxsize=8)
def _load(lang: str) -> tuple[dict[str, str | tuple[str, ...]], dict[str, Any]]:
    from babel.messages.pofile import read_po

    found: dict[str, str | tuple[str, ...]] = {}
    english: dict[str, Any] = {}
    if lang == SOURCE_LANG:
        return found, english
    for root in reversed(catalog_roots()):  # brass's own catalogs win over a package's
        folder = root.path / lang / "LC_MESSAGES"
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.po")):
            with open(path, "rb") as fh:
                catalog = read_po(fh)
            for message in catalog:
                if not message.context or message.fuzzy or not message.string:
                    continue
                if isinstance(message.string, (tuple, list)):
                    if all(message.string):
                        found[message.context] = tuple(message.string)
                else:
                    found[message.context] = message.string
                english[message.context] = message.id
    return found, english


translations.cache_clear = _clear  # type: ignore[attr-defined]


def lookup(lang: str, key: str) -> str | tuple[str, ...] | None:
    return translations(lang).get(key)


def install() -> None:
    """Make :func:`brass.core.i18n.messages.render` use the catalogs."""
    set_translator(lookup)
