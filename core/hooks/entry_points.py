"""The installed titles and plugins as entry points (read once per process, kept in the cache).

Kept apart from :mod:`brass.core.hooks.titles` (which loads titles and builds plugin
managers, and so imports the engine) so that listing what is installed — ``brass --help``
collecting plugin commands, choosing a language — stays cheap.

Reading entry points with :mod:`importlib.metadata` imports a good part of the standard
library (email parsing, zip files) and reads every installed distribution: more than a
short command takes in all.  So they are read with the installation's key, and kept in
the cache with it (:func:`brass.core.files.cache.installed_entry_points`).
"""
from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from typing import Any, NamedTuple

from brass.core.files.cache import (
    GROUPS,
    distributions as fingerprint,  # noqa: F401 - re-exported: the server's name for it
    forget,
    installed_entry_points,
)

TITLES_GROUP, PLUGINS_GROUP = GROUPS
#: the distribution brass itself comes in (its own plugins are part of it)
OWN_DISTRIBUTION = "brass"


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


@lru_cache(maxsize=1)
def _all() -> dict[str, list[EntryPoint]]:
    found: dict[str, list[EntryPoint]] = {group: [] for group in GROUPS}
    for name, value, group, dist, version in installed_entry_points():
        found[group].append(EntryPoint(name, value, group, dist, version))
    return found


def _entry_points(group: str) -> tuple[Any, ...]:
    """The entry points of ``group`` (one of :data:`GROUPS`)."""
    return tuple(_all()[group])


def _clear() -> None:
    """Read the entry points (and work out the installation's key) again on next use (after
    changing ``sys.path``)."""
    forget()
    _all.cache_clear()


_entry_points.cache_clear = _clear  # type: ignore[attr-defined]


def installed_titles() -> dict[str, Any]:
    """Entry points of the installed titles, by name (read once per process)."""
    return {ep.name: ep for ep in _entry_points(TITLES_GROUP)}


def installed_plugins() -> dict[str, Any]:
    """Entry points of the installed plugins, by name (read once per process)."""
    return {ep.name: ep for ep in _entry_points(PLUGINS_GROUP)}
