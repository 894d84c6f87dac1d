"""The installed titles and plugins as entry points (read once per process, kept in the cache).

Kept apart from :mod:`brass.core.hooks.titles` (which loads titles and builds plugin
managers, and so imports the engine) so that listing what is installed — ``brass --help``
collecting plugin commands, choosing a language — stays cheap.

Reading entry points with :mod:`importlib.metadata` imports a good part of the standard
library (email parsing, zip files) and reads every installed distribution: more than a
short command takes in all.  So what it found is kept in the cache
(:mod:`brass.core.files.cache`) under a fingerprint of where it looked: every ``sys.path``
entry, the ``*.dist-info``/``*.egg-info`` folders in it and the size and time of each
one's ``entry_points.txt``.  Installing, removing or upgrading a distribution, or running
with another path, changes the fingerprint, and the entry points are read again.  When a
finder other than the standard path finder can supply distributions, the cache is not used.
"""
from __future__ import annotations

import os
import sys
import zlib
from functools import lru_cache
from importlib import import_module
from typing import Any, NamedTuple

TITLES_GROUP = "brass.titles"
PLUGINS_GROUP = "brass.plugins"
GROUPS = (TITLES_GROUP, PLUGINS_GROUP)
#: the distribution brass itself comes in (its own plugins are part of it)
OWN_DISTRIBUTION = "brass"
#: the cache entry's name
CACHE_NAME = "entry-points"


class EntryPoint(NamedTuple):
    """An entry point as the cache keeps it; ``load`` works as :mod:`importlib.metadata`'s."""

    name: str
    value: str
    group: str
    #: the name and version of the distribution that declares it
    distribution: str
    version: str

    def load(self) -> Any:
        """The object the entry point names (``module`` or ``module:attribute.path``)."""
        module, _, attrs = self.value.partition(":")
        found: Any = import_module(module.strip())
        for attr in attrs.split("[", 1)[0].strip().split(".") if attrs.strip() else ():
            found = getattr(found, attr)
        return found


def distribution_of(ep: Any) -> tuple[str, str] | None:
    """The name and version of the distribution declaring ``ep`` (a cached or an
    :mod:`importlib.metadata` entry point), None when unknown."""
    if isinstance(ep, EntryPoint):
        return (ep.distribution, ep.version) if ep.distribution else None
    dist = getattr(ep, "dist", None)
    return None if dist is None else (dist.name, dist.version)


def _searches_the_path(finder: Any) -> bool:
    """The standard path finder, or the ``importlib_metadata`` backport's (which dask and others
    install), both finding distributions in the ``sys.path`` folders only."""
    from importlib.machinery import PathFinder

    kind = finder if isinstance(finder, type) else type(finder)
    return finder is PathFinder or (kind.__module__, kind.__name__) == ("importlib_metadata", "MetadataPathFinder")


def fingerprint() -> list[Any] | None:
    """What the entry points depend on (see the module's notes), or None when it cannot be told."""
    if any(hasattr(f, "find_distributions") and not _searches_the_path(f) for f in sys.meta_path):
        return None
    parts: list[Any] = []
    for entry in sys.path:
        folder = entry or "."
        try:
            names = sorted(n for n in os.listdir(folder) if n.endswith((".dist-info", ".egg-info")))
        except NotADirectoryError:
            try:
                st = os.stat(folder)
                parts.append([entry, st.st_mtime_ns, st.st_size])  # a zip file on the path
            except OSError:
                parts.append([entry])
            continue
        except OSError:
            parts.append([entry])
            continue
        found: list[Any] = []
        for name in names:
            try:
                st = os.stat(os.path.join(folder, name, "entry_points.txt"))
                found.append([name, st.st_mtime_ns, st.st_size])
            except OSError:
                found.append([name])
        parts.append([entry, os.path.abspath(folder), found])
    return parts


def _read_installed() -> dict[str, list[EntryPoint]]:
    from importlib.metadata import entry_points

    return {group: [EntryPoint(ep.name, ep.value, group, *(distribution_of(ep) or ("", "")))
                    for ep in entry_points(group=group)] for group in GROUPS}


def _from_cache(value: Any) -> dict[str, list[EntryPoint]] | None:
    """The cached entry points, checked for shape (None if it is not what :func:`_all` stores)."""
    if not isinstance(value, dict) or set(value) != set(GROUPS):
        return None
    out: dict[str, list[EntryPoint]] = {}
    for group, rows in value.items():
        if not isinstance(rows, list):
            return None
        eps = []
        for row in rows:
            if not (isinstance(row, list) and len(row) == 4 and all(isinstance(x, str) for x in row)):
                return None
            eps.append(EntryPoint(row[0], row[1], group, row[2], row[3]))
        out[group] = eps
    return out


@lru_cache(maxsize=1)
def _all() -> dict[str, list[EntryPoint]]:
    from brass.core.files import cache

    key = fingerprint()
    # one entry per import path (a console script's and ``python -c``'s differ), so neither evicts the other
    name = f"{CACHE_NAME}-{zlib.crc32(repr(sys.path).encode()):08x}"
    if key is not None:
        found = _from_cache(cache.load(name, key))
        if found is not None:
            return found
    found = _read_installed()
    if key is not None:
        cache.store(name, key, {g: [[ep.name, ep.value, ep.distribution, ep.version] for ep in eps]
                                for g, eps in found.items()})
    return found


def _entry_points(group: str) -> tuple[Any, ...]:
    """The entry points of ``group`` (one of :data:`GROUPS`)."""
    return tuple(_all()[group])


def _clear() -> None:
    """Read the entry points again on next use (after changing ``sys.path``)."""
    _all.cache_clear()


_entry_points.cache_clear = _clear  # type: ignore[attr-defined]


def installed_titles() -> dict[str, Any]:
    """Entry points of the installed titles, by name (read once per process)."""
    return {ep.name: ep for ep in _entry_points(TITLES_GROUP)}


def installed_plugins() -> dict[str, Any]:
    """Entry points of the installed plugins, by name (read once per process)."""
    return {ep.name: ep for ep in _entry_points(PLUGINS_GROUP)}
