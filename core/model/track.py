"""The progress track: spaces carry income levels; income rises by spaces, falls by levels."""
from __future__ import annotations

from attrs import frozen

from brass.core.model.bounds import MAX_COUNT, bounded, quantity


@frozen
class TrackBand:
    """Consecutive spaces sharing ``spaces_per_level`` spaces per income level."""

    #: the band's first space
    first_space: int = quantity()
    #: the band's last space
    last_space: int = quantity()
    #: the income level of its first spaces
    first_level: int = bounded(-MAX_COUNT, MAX_COUNT)
    #: how many spaces share one income level
    spaces_per_level: int = bounded(1, MAX_COUNT)


@frozen
class TrackData:
    """The printed track: its first and last space and its bands."""

    #: the track's first space
    first_space: int = quantity()
    #: the track's last space
    last_space: int = quantity()
    #: consecutive bands covering every space, lowest first
    bands: tuple[TrackBand, ...]  # type: ignore[misc]  # mypy takes the bounded()/quantity() field helpers for defaults


class ProgressTrack:
    """Space/level arithmetic for one printed track (static, shared by all games)."""

    __slots__ = ("first_space", "last_space", "level_at", "top_space", "min_level", "max_level")

    def __init__(self, data: TrackData) -> None:
        # The ValueErrors below are internal invariants, not user-facing errors: a
        # title's track is checked (with file, key path and a catalog message) by
        # ``Rules._check_track`` and ``Rules._check_setup`` before it gets here.
        self.first_space = data.first_space
        self.last_space = data.last_space
        levels: list[int] = []
        for band in data.bands:
            for space in range(band.first_space, band.last_space + 1):
                if space != data.first_space + len(levels):
                    raise ValueError(f"track bands leave a gap or overlap at space {space}")
                levels.append(band.first_level + (space - band.first_space) // band.spaces_per_level)
        if len(levels) != data.last_space - data.first_space + 1:
            raise ValueError("track bands do not cover every space")
        self.level_at: tuple[int, ...] = tuple(levels)
        top: dict[int, int] = {}
        for offset, level in enumerate(levels):
            top[level] = data.first_space + offset
        self.top_space: dict[int, int] = top
        self.min_level = min(levels)
        self.max_level = max(levels)

    def level(self, space: int) -> int:
        """Income level printed at ``space``."""
        return self.level_at[space - self.first_space]

    def advance(self, space: int, spaces: int) -> int:
        """Move forward ``spaces`` spaces, stopping at the last space."""
        return min(self.last_space, space + spaces)

    def highest_space_of(self, level: int) -> int:
        """The highest space whose level is ``level`` (where a falling marker lands)."""
        return self.top_space[level]

    def drop_levels(self, space: int, levels: int) -> int | None:
        """Fall ``levels`` income levels to the highest space of the new level.

        Returns None when that would go below the lowest level (the move is illegal).
        """
        target = self.level(space) - levels
        if target < self.min_level:
            return None
        return self.top_space[min(target, self.max_level)]

    def set_level(self, level: int) -> int:
        """The space a marker is put on to show ``level`` (its highest space)."""
        return self.top_space[level]
