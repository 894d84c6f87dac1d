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


def _entry_points() -> tuple[Any, ...]:
    from brass.core.hooks.entry_points import GROUPS, _entry_points as group_entry_points

    return tuple(ep for group in GROUPS for ep in group_entry_points(group))


def _forget_entry_points() -> None:
    from brass.core.hooks.entry_points import _entry_points as group_entry_points

    group_entry_points.cache_clear()  # type: ignore[attr-defined]


_entry_points.cache_clear = _forget_entry_points  # type: ignore[attr-defined]


def installed_entry_points() -> tuple[Any, ...]:
    """Every installed title's and plugin's entry point (see :mod:`brass.core.hooks.entry_points`)."""
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
    return [CatalogRoot(locales_dir()), *package_roots(), *extra_roots()]


def extra_roots() -> list[CatalogRoot]:
    """The folders named in ``BRASS_LOCALE_PATH`` that exist."""
    return [CatalogRoot(Path(extra)) for extra in os.environ.get(PATH_ENV, "").split(os.pathsep)
            if extra.strip() and Path(extra).is_dir()]


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
    return _languages_in(catalog_roots())


def _languages_in(roots: list[CatalogRoot]) -> list[str]:
    found = {SOURCE_LANG}
    for root in roots:
        if root.path.is_dir():
            found |= {p.name for p in root.path.iterdir() if any((p / "LC_MESSAGES").glob("*.po"))}
    return sorted(found)


def _candidates(wanted: str) -> list[str] | None:
    """The language names tried for a locale name, in order; None for an empty name, ``[]`` for
    ``C``/``POSIX`` (English)."""
    name = wanted.split(".", 1)[0].split("@", 1)[0].strip()
    if name in ("", "C", "POSIX"):
        return [] if name else None
    return list(dict.fromkeys((name, name.replace("-", "_"), name.replace("-", "_").split("_", 1)[0])))


def match_language(wanted: str, offered: list[str]) -> str | None:
    """The offered language for a locale name: ``th_TH.UTF-8`` -> ``th``, ``C`` -> English."""
    candidates = _candidates(wanted)
    if candidates is None:
        return None
    if not candidates:
        return SOURCE_LANG
    for candidate in candidates:
        if candidate in offered:
            return candidate
    return None


def find_language(wanted: str) -> str | None:
    """``match_language(wanted, languages())``, looking at installed packages' catalogs only
    when brass's own (and ``BRASS_LOCALE_PATH``'s) cannot settle it.

    Listing the packages' catalogs reads every entry point, which costs more than a short
    command takes; ``C``, ``th`` or ``en`` are answered from brass's own folder.  A name
    is settled there when its first candidate found there is also its first candidate
    (``th_TH.UTF-8`` tries ``th_TH`` before ``th``, which a package might offer).
    """
    candidates = _candidates(wanted)
    if not candidates:
        return match_language(wanted, [])
    own = [CatalogRoot(locales_dir()), *extra_roots()]
    if candidates[0] in _languages_in(own):
        return candidates[0]
    return match_language(wanted, languages())


def language_from_env(environ: Any = None) -> str:
    """The reader's language from ``BRASS_LANG``, then ``LC_ALL``/``LC_MESSAGES``/``LANG``
    (the first that is set; a colon list like ``LANGUAGE``'s is tried in order)."""
    env = os.environ if environ is None else environ
    for var in LANG_ENV:
        value = env.get(var, "")
        if not value:
            continue
        for part in value.split(":"):
            found = find_language(part)
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
    found: dict[str, str | tuple[str, ...]] = {}
    english: dict[str, Any] = {}
    if lang == SOURCE_LANG:
        return found, english
    # a package's catalogs, then brass's own, then BRASS_LOCALE_PATH's (a translator's copy):
    # a later one wins, and of BRASS_LOCALE_PATH's folders the first named
    for root in [*package_roots(), CatalogRoot(locales_dir()), *reversed(extra_roots())]:
        folder = root.path / lang / "LC_MESSAGES"
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.po")):
            for context, string, msgid in _usable_entries(path):
                if isinstance(string, tuple):
                    if all(string):
                        found[context] = string
                else:
                    found[context] = string
                english[context] = msgid
    return found, english


Entry = tuple[str, "str | tuple[str, ...]", "str | tuple[str, ...]"]


def _usable_entries(path: Path) -> list[Entry]:
    """(key, translation, English) of every keyed, translated, not fuzzy entry of a ``.po`` file.

    Reading a catalog with Babel takes longer than a whole short command, so what it gives
    is kept in brass's cache (:mod:`brass.core.files.cache`) with the file's size and times:
    a translator's edit is read at once, and an entry that is corrupt or edited by hand is
    read from the ``.po`` again.
    """
    import hashlib

    from brass.core.files import cache

    source = cache.source(path)
    name = "catalog-" + hashlib.sha256(str(source and source[0]).encode("utf-8", "surrogateescape")).hexdigest()[:24]
    kept = cache.load(name) if source else None
    if isinstance(kept, dict) and kept.get("source") == source:
        entries = _entries_from_cache(kept.get("entries"))
        if entries is not None:
            return entries
    entries = _read_po(path.read_bytes())
    if source:
        cache.store(name, {"source": source, "entries": entries})
    return entries


def _read_po(raw: bytes) -> list[Entry]:
    from io import BytesIO

    from babel.messages.pofile import read_po

    entries: list[Entry] = []
    for message in read_po(BytesIO(raw)):
        if not message.context or message.fuzzy or not message.string:
            continue
        string = tuple(message.string) if isinstance(message.string, (tuple, list)) else message.string
        msgid = tuple(message.id) if isinstance(message.id, (tuple, list)) else message.id
        entries.append((message.context, string, msgid))
    return entries


def _text_or_forms(value: Any) -> str | tuple[str, ...] | None:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return tuple(value)
    return None


def _entries_from_cache(value: Any) -> list[Entry] | None:
    """The cached entries, checked for shape (None if they are not what :func:`_read_po` gives)."""
    if not isinstance(value, list):
        return None
    entries: list[Entry] = []
    for row in value:
        if not (isinstance(row, list) and len(row) == 3 and isinstance(row[0], str) and row[0]):
            return None
        string, msgid = _text_or_forms(row[1]), _text_or_forms(row[2])
        if not string or msgid is None:
            return None
        entries.append((row[0], string, msgid))
    return entries


translations.cache_clear = _clear  # type: ignore[attr-defined]


def lookup(lang: str, key: str) -> str | tuple[str, ...] | None:
    return translations(lang).get(key)


def install() -> None:
    """Make :func:`brass.core.i18n.messages.render` use the catalogs."""
    set_translator(lookup)
