"""Data already checked: structured again without cattrs, on the word of brass's cache.

Reading a title's data with cattrs (:mod:`brass.core.model.data`) checks every value and
names the first wrong one; it also imports cattrs and generates a structuring function per
class, which costs more than a short command (``brass options``) takes in all.  Yet the data
is the same from one command to the next.  So when cattrs has read some data without a
problem, the cache (:mod:`brass.core.files.cache`) keeps a *verdict*: this content (its hash),
read as this class, was good.  The cache's key covers the code that decides what good data is
(the classes, their bounds, the reader and cattrs itself).  The next time the same content is
read as the same class, :func:`structure_known` builds the objects directly from the attrs fields.

The verdict only says "checked before"; the value is still the data just read, so an edited
cache file can at worst send other data through cattrs.  Only the classes and types the
title data uses are built here (records, whole numbers, strings, booleans, floats, arrays,
tables, optional values and :data:`~brass.core.model.industries.PerEra`); anything else
goes through cattrs.  The tests build every title's data both ways and compare.
"""
from __future__ import annotations

import hashlib
import json
import types
from collections.abc import Mapping as AbcMapping
from typing import Any, TypeVar, Union, get_args, get_origin

import attrs

from brass.core.model.industries import PerEra

T = TypeVar("T")


class Unsupported(Exception):
    """A type this module does not build (the caller uses cattrs)."""


#: the contents remembered per class (the most recent; a title's board sides and a designer's
#: variants each read their own content)
REMEMBERED = 32


def _content(raw: Any) -> str | None:
    """A hash of ``raw``; None if it is not plain JSON data."""
    try:
        body = json.dumps(raw, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return None
    return hashlib.sha256(body.encode()).hexdigest()


def _entry(cls: type) -> str:
    """The cache entry's name for the verdicts on ``cls``."""
    return "known-" + hashlib.sha256(f"{cls.__module__}.{cls.__qualname__}".encode()).hexdigest()[:24]


def _remembered(cls: type) -> list[str]:
    from brass.core.files import cache

    found = cache.load(_entry(cls))
    return [h for h in found if isinstance(h, str)] if isinstance(found, list) else []


def was_checked(raw: Any, cls: type) -> bool:
    """Whether ``raw`` was read as ``cls`` without a problem before (and the code is the same)."""
    content = _content(raw)
    return content is not None and content in _remembered(cls)


def checked(raw: Any, cls: type) -> None:
    """Record that ``raw`` was read as ``cls`` without a problem."""
    from brass.core.files import cache

    content = _content(raw)
    if content is None:
        return
    known = _remembered(cls)
    if known[:1] != [content]:
        cache.store(_entry(cls), [content, *(h for h in known if h != content)][:REMEMBERED])


def structure_known(raw: Any, cls: type[T]) -> T:
    """``raw`` as ``cls``, built from the attrs fields (``raw`` was checked before: see
    :func:`was_checked`).  Raises :class:`Unsupported` for a type not handled here."""
    return _build(raw, cls)


def _build(value: Any, t: Any) -> Any:
    if t is int or t is str or t is bool:
        return value
    if t is float:
        return float(value)
    if t == PerEra:
        return value if isinstance(value, int) else dict(value)
    if isinstance(t, type) and attrs.has(t):
        return _record(value, t)
    origin, args = get_origin(t), get_args(t)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return tuple(_build(v, args[0]) for v in value)
    if origin in (AbcMapping, dict) and len(args) == 2:
        return {_build(k, args[0]): _build(v, args[1]) for k, v in value.items()}
    if origin in (Union, types.UnionType) and len(args) == 2 and type(None) in args:
        inner = args[0] if args[1] is type(None) else args[1]
        return None if value is None else _build(value, inner)
    raise Unsupported(repr(t))


_fields: dict[type, list[tuple[str, str, Any]]] = {}


def _record(value: Any, cls: type) -> Any:
    fields = _fields.get(cls)
    if fields is None:
        attrs.resolve_types(cls)
        fields = _fields[cls] = [(f.name, f.alias or f.name, f.type) for f in attrs.fields(cls) if f.init]
    return cls(**{alias: _build(value[name], t) for name, alias, t in fields if name in value})
