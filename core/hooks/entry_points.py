"""The installed titles and plugins as entry points (read once per process).

Kept apart from :mod:`brass.core.hooks.titles` (which loads titles and builds plugin
managers, and so imports the engine) so that listing what is installed — ``brass --help``
collecting plugin commands — imports nothing but :mod:`importlib.metadata`.
"""
from __future__ import annotations

from functools import lru_cache
from importlib.metadata import entry_points
from typing import Any

TITLES_GROUP = "brass.titles"
PLUGINS_GROUP = "brass.plugins"


@lru_cache(maxsize=None)
def _entry_points(group: str) -> tuple[Any, ...]:
    return tuple(entry_points(group=group))


def installed_titles() -> dict[str, Any]:
    """Entry points of the installed titles, by name (read once per process)."""
    return {ep.name: ep for ep in _entry_points(TITLES_GROUP)}


def installed_plugins() -> dict[str, Any]:
    """Entry points of the installed plugins, by name (read once per process)."""
    return {ep.name: ep for ep in _entry_points(PLUGINS_GROUP)}
