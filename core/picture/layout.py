"""Where each place of a title's board is drawn: the title's ``layout.toml``, read once.

A layout is presentation only (our own schematic, not the printed art): every location of
the map needs a point (the pictures place its box there); places of other board sides may be
listed too.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from attrs import frozen

from brass.core.i18n.messages import text
from brass.core.model.data import fail, read_toml, structure
from brass.core.model.errors import DataError
from brass.core.model.rules import Rules

NO_LAYOUT = text("error.no_layout", "{title} has no board layout for pictures.")
MISSING_PLACE = text("data.missing_place", "no point for location {location}")


@frozen
class Place:
    id: str
    x: float
    y: float


@frozen
class LayoutFile:
    width: float
    height: float
    place: tuple[Place, ...]


@frozen
class Layout:
    """A layout checked against the map: ``points[location index]`` = (x, y)."""

    width: float
    height: float
    points: tuple[tuple[float, float], ...]


@lru_cache(maxsize=8)
def _read_cached(path: Path, mtime_ns: int) -> LayoutFile:
    return structure(read_toml(path), LayoutFile, str(path))


def _read(path: Path) -> LayoutFile:
    """The layout file, parsed once per version of the file."""
    try:
        mtime = path.stat().st_mtime_ns
    except OSError:
        mtime = 0  # read_toml names the missing file
    return _read_cached(path, mtime)


def layout_for(rules: Rules, path: Path | None) -> Layout:
    """The layout at ``path`` for ``rules``' map (a DataError naming the file and key if it
    does not fit the map)."""
    if path is None:
        raise DataError(NO_LAYOUT(title=rules.info.name))
    data = _read(path)
    by_id = {place.id: place for place in data.place}
    locations = rules.board.locations
    # a layout may place more than this map has (one file serves every board side, e.g.
    # Pittsburgh's 2-player side), but every location of this map needs a point
    for loc in locations:
        if loc.id not in by_id:
            raise fail(str(path), "place", MISSING_PLACE(location=loc.id))
    return Layout(data.width, data.height, tuple((by_id[loc.id].x, by_id[loc.id].y) for loc in locations))
