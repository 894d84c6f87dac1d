"""Bounds declared with the data model: the range each whole number in game data may take.

A field declared ``money: int = bounded()`` or ``copies: tuple[int, ...] = quantity()``
carries its range in its attrs metadata; :mod:`brass.core.model.data` checks it
whenever data is read, so a title's own files and every variant meet the same
limits (no negative loan, no price below zero, no billion copies of a card).
"""
from __future__ import annotations

from typing import Any

import attrs

BOUNDS = "brass.bounds"
#: the most copies, tiles, cubes, rounds or spaces any count in game data may ask for
MAX_COUNT = 1000
#: the largest amount of money, VP or price in game data
MAX_AMOUNT = 1_000_000


def bounded(low: int | None = 0, high: int | None = MAX_AMOUNT, **kwargs: Any) -> Any:
    """An attrs field whose whole numbers (the value, or each one in its array or table)
    must lie in ``low..high`` (``None``: no limit that side)."""
    return attrs.field(metadata={BOUNDS: (low, high)}, **kwargs)


def quantity(**kwargs: Any) -> Any:
    """A count of things the engine makes (copies, tiles, cubes, rounds): 0..:data:`MAX_COUNT`."""
    return bounded(0, MAX_COUNT, **kwargs)


def bounds_of(cls: type) -> list[tuple[str, tuple[int | None, int | None]]]:
    """(field name, (low, high)) of every bounded field of an attrs class."""
    return [(f.name, f.metadata[BOUNDS]) for f in attrs.fields(cls) if BOUNDS in f.metadata]
