"""Spending-based turn order: least spent goes first; ties keep their relative order."""
from __future__ import annotations

from collections.abc import Sequence


def reorder(order: Sequence[int], spent: Sequence[int]) -> list[int]:
    """Next round's order from this round's ``order`` and each seat's ``spent`` money.

    Python's sort is stable, so equal spenders keep the order they had.
    """
    return sorted(order, key=spent.__getitem__)
