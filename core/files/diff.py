"""Differences between two plain-data trees (snapshots, data files)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any


class Missing:
    """Stands for a key one tree has and the other has not (``repr``: ``(missing)``)."""

    def __repr__(self) -> str:
        return "(missing)"


#: the value :func:`differences` reports on the side that lacks a key
MISSING = Missing()


def differences(found: Any, expected: Any, path: str = "") -> Iterator[tuple[str, Any, Any]]:
    """Every (path, found, expected) where two trees of dicts/lists/values differ."""
    if isinstance(expected, dict) and isinstance(found, dict):
        for key in list(expected) + [k for k in found if k not in expected]:
            sub = f"{path}.{key}" if path else str(key)
            if key not in found:
                yield sub, MISSING, expected[key]
            elif key not in expected:
                yield sub, found[key], MISSING
            else:
                yield from differences(found[key], expected[key], sub)
        return
    if isinstance(expected, list) and isinstance(found, list):
        for i, (a, b) in enumerate(zip(found, expected)):
            yield from differences(a, b, f"{path}[{i}]")
        if len(found) != len(expected):
            yield f"{path} (length)", len(found), len(expected)
        return
    if type(found) is not type(expected) or found != expected:
        yield path, found, expected


def first_difference(found: Any, expected: Any, path: str = "") -> tuple[str, Any, Any] | None:
    return next(differences(found, expected, path), None)
