"""Where each place of a title's board is drawn: a map's own layout (its ``[replace.layout]``),
else the title's ``layout.toml``, read once.

A layout is presentation only (our own schematic, not the printed art): it gives the point
where each location's box is drawn; places of other board sides may be listed too.  A location
it does not name (a data-only map, a board side the file does not know) is placed
automatically beside the places it is linked to (:mod:`brass.core.picture.auto_layout`).
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from attrs import frozen

from brass.core.i18n.messages import text
from brass.core.model.data import read_toml, structure
from brass.core.model.errors import DataError
from brass.core.model.rules import Rules
from brass.core.model.title_files import LayoutFile
from brass.core.picture.auto_layout import GAP, SPACE, Size, place_unknown

NO_LAYOUT = text("error.no_layout", "{title} has no board layout for pictures.")


@frozen
class Layout:
    """A layout checked against the map: ``points[location index]`` = (x, y)."""

    width: float
    height: float
    points: tuple[tuple[float, float], ...]


@lru_cache(maxsize=8)
def _read_cached(path: Path, mtime_ns: int) -> LayoutFile:
    return structure(read_toml(path), LayoutFile, str(path))


def box_size(rules: Rules, location: int) -> Size:
    """(width, height) of a location's box: one square per industry space or merchant slot."""
    board = rules.board
    n = max(len(board.spaces_at[location]), len([s for s in board.merchant_slots if s.location == location]), 1)
    return n * (SPACE + GAP) + GAP, SPACE + 2 * GAP + 16


def layout_for(rules: Rules, path: Path | None) -> Layout:
    """The layout for ``rules``' map: the map's own when it brings one, else the title's file at
    ``path``; every location it does not name is placed automatically (a DataError naming the
    file and key if the file is malformed)."""
    if rules.layout is not None:
        return _layout_cached(rules, None, 0)
    if path is None:
        raise DataError(NO_LAYOUT(title=rules.info.name))
    try:
        mtime = path.stat().st_mtime_ns
    except OSError:
        mtime = 0  # read_toml names the missing file
    return _layout_cached(rules, path, mtime)


@lru_cache(maxsize=8)
def _layout_cached(rules: Rules, path: Path | None, mtime_ns: int) -> Layout:
    data: LayoutFile = rules.layout if path is None else _read_cached(path, mtime_ns)
    by_id = {place.id: place for place in data.place}
    locations = rules.board.locations
    known = {i: (by_id[loc.id].x, by_id[loc.id].y) for i, loc in enumerate(locations) if loc.id in by_id}
    links = [(a, b) for link in rules.board.links for a, b in zip(link.ends, link.ends[1:])]
    sizes = [box_size(rules, i) for i in range(len(locations))]
    points, height = place_unknown(sizes, links, known, data.width, data.height)
    return Layout(data.width, height, tuple(points))
