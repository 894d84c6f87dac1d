"""Saves kept parsed in the start-up cache (:mod:`brass.core.files.cache`), so a command reading
the save the previous one wrote skips parsing its TOML (a long save's TOML takes a pure-Python
parser about 10 ms, most of what ``brass options`` does once started).

One entry per save file (named after its real path), keyed by a hash of the file's bytes, holding
the parsed tables as JSON.  A cache file is never trusted: a value is used only when writing it
as TOML again gives exactly the file's bytes (so it is what parsing the file would give), and it
is checked as parsed TOML is (:func:`brass.core.model.toml_input.check_plain`).  Anything else —
another file, a hand-edited save, an edited or corrupt entry — is parsed as usual.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

from brass.core.files import cache
from brass.core.model.toml_input import check_plain

#: the cache entries' names begin with this
PREFIX = "save-"


def _name(path: str | Path) -> str:
    where = os.path.realpath(path).encode("utf-8", "surrogateescape")
    return PREFIX + hashlib.sha256(where).hexdigest()[:20]


def _key(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


def remember(path: str | Path, raw: bytes, data: dict[str, Any]) -> None:
    """Keep ``data``, the parse of the save ``path`` whose bytes are ``raw`` (nothing is kept
    when it is not plain JSON data)."""
    try:
        cache.store(_name(path), _key(raw), data)
    except (TypeError, ValueError, RecursionError):
        pass


def recall(path: str | Path, raw: bytes, file: str) -> dict[str, Any] | None:
    """The parse of the save ``path`` whose bytes are ``raw``, if the cache holds it (checked:
    see the module's notes), else None; ``file`` names the file in a refusal."""
    value = cache.load(_name(path), _key(raw))
    if not isinstance(value, dict):
        return None
    import tomli_w

    try:
        same = tomli_w.dumps(value).encode("utf-8") == raw
    except Exception:  # noqa: BLE001 - whatever an edited entry holds, the file is parsed instead
        return None
    if not same:
        return None
    check_plain(value, file)
    return value
