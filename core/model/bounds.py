"""Bounds declared with the data model: the range each number in game data may take.

A field declared ``money: int = bounded()``, ``copies: tuple[int, ...] = quantity()`` or
``prior: float = share()`` carries its range in its attrs metadata; :mod:`brass.core.model.data`
checks it whenever data is read, so a title's own files and every variant meet the same
limits (no negative loan, no price below zero, no billion copies of a card, no weight of
150% in a blend).  Whole-number bounds (``int`` limits) check the whole numbers of a value;
real-number bounds (``float`` limits, as :func:`share` declares) check every number.
A field of a few named choices is declared the same way: ``model: str = one_of("quick", "full")``.
"""
from __future__ import annotations

from typing import Any

import attrs

BOUNDS = "brass.bounds"
CHOICES = "brass.choices"
#: the most copies, tiles, cubes, rounds or spaces any count in game data may ask for
MAX_COUNT = 1000
#: the largest amount of money, VP or price in game data
MAX_AMOUNT = 1_000_000


def bounded(low: float | None = 0, high: float | None = MAX_AMOUNT, **kwargs: Any) -> Any:
    """An attrs field whose numbers (the value, or each one in its array or table) must lie
    in ``low..high`` (``None``: no limit that side): its whole numbers when both limits are
    whole (``int``), every number when either is a ``float`` (then both limits are needed)."""
    if not whole_bounds(low, high) and (low is None or high is None):
        raise TypeError(f"bounds of real numbers need both limits, not {low}..{high}")
    return attrs.field(metadata={BOUNDS: (low, high)}, **kwargs)


def share(**kwargs: Any) -> Any:
    """A real number from 0 to 1: a weight in a blend, a chance."""
    return bounded(0.0, 1.0, **kwargs)


def whole_bounds(low: float | None, high: float | None) -> bool:
    """Whether bounds are for whole numbers (no ``float`` limit)."""
    return not isinstance(low, float) and not isinstance(high, float)


def out_of_bounds(value: float, low: float | None, high: float | None) -> bool:
    """Whether ``value`` lies outside ``low..high``."""
    return (low is not None and value < low) or (high is not None and value > high)


def quantity(**kwargs: Any) -> Any:
    """A count of things the engine makes (copies, tiles, cubes, rounds): 0..:data:`MAX_COUNT`."""
    return bounded(0, MAX_COUNT, **kwargs)


def bounds_of(cls: type) -> list[tuple[str, tuple[float | None, float | None]]]:
    """(field name, (low, high)) of every bounded field of an attrs class."""
    return [(f.name, f.metadata[BOUNDS]) for f in attrs.fields(cls) if BOUNDS in f.metadata]


def one_of(*choices: str, **kwargs: Any) -> Any:
    """An attrs field whose value must be one of ``choices`` (checked where bounds are)."""
    return attrs.field(metadata={CHOICES: choices}, **kwargs)


def choices_of(cls: type) -> list[tuple[str, tuple[str, ...]]]:
    """(field name, its choices) of every field of an attrs class declared with :func:`one_of`."""
    return [(f.name, f.metadata[CHOICES]) for f in attrs.fields(cls) if CHOICES in f.metadata]
