"""A cache on disk of what every ``brass`` command would otherwise work out again at start-up:
the installed entry points, the titles' parsed data files, the message catalogs.

Each entry is one JSON file (plain data: a cache file never runs code) holding the *key* it
was made for, a fingerprint of its sources (file contents, paths, sizes and times), and
its value.  An entry whose key differs, or that is missing, unreadable or corrupt, is
ignored and made again, never an error; a cache that cannot be written is simply not kept.
What reads a value checks it as it would check any input (its shape, and what it is used
for), so an edited cache file can at worst cost the time of rebuilding it.

The folder is ``$BRASS_CACHE_DIR`` (empty: no cache), else ``$XDG_CACHE_HOME/brass``, else
``~/.cache/brass``.  Deleting it is always safe.
"""
from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

#: the environment variable naming the cache folder ("" turns the cache off)
CACHE_ENV = "BRASS_CACHE_DIR"
#: the layout of an entry; an entry of another layout is ignored
FORMAT = 1
#: the largest cache file read (a bigger one is ignored)
MAX_BYTES = 16 << 20


def cache_dir() -> Path | None:
    """The cache folder, or None when the cache is turned off."""
    given = os.environ.get(CACHE_ENV)
    if given is not None:
        return Path(given) if given.strip() else None
    base = os.environ.get("XDG_CACHE_HOME", "").strip()
    try:
        return (Path(base) if base else Path.home() / ".cache") / "brass"
    except RuntimeError:  # no home folder
        return None


def _file(name: str) -> Path | None:
    if not re.fullmatch(r"[A-Za-z0-9_.-]+", name) or name.startswith("."):
        raise ValueError(f"bad cache entry name {name!r}")
    folder = cache_dir()
    return None if folder is None else folder / f"{name}.json"


def load(name: str, key: Any) -> Any:
    """The value stored as ``name`` for ``key`` (any JSON value), or None when there is none."""
    path = _file(name)
    if path is None:
        return None
    try:
        entry = json.loads(_read(path))
    except (OSError, ValueError, RecursionError):  # missing, unreadable, too big or corrupt: made again
        return None
    if not isinstance(entry, dict) or entry.get("format") != FORMAT or entry.get("key") != _plain(key):
        return None
    return entry.get("value")


def store(name: str, key: Any, value: Any) -> None:
    """Keep ``value`` (plain JSON data) as ``name`` for ``key``; a failed write is ignored."""
    path = _file(name)
    if path is None:
        return
    content = json.dumps({"format": FORMAT, "key": key, "value": value}, ensure_ascii=False,
                         separators=(",", ":"))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _write(path, content.encode("utf-8"))
    except OSError:  # a read-only or full disk: run without the cache
        pass


def _read(path: Path) -> bytes:
    """The entry's bytes; OSError for anything but a regular file of at most :data:`MAX_BYTES`
    (opened without blocking, so a FIFO put there is never waited on)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path}: not a regular file")
        with os.fdopen(os.dup(fd), "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    finally:
        os.close(fd)
    if len(raw) > MAX_BYTES:
        raise OSError(f"{path}: too big")
    return raw


def _write(path: Path, content: bytes) -> None:
    """Replace the entry whole (a temporary file renamed over it), so a reader never sees half.

    Not :mod:`brass.core.files.atomic`: an entry needs no lock, no check of what it replaces
    and no flush to disk (one lost in a crash is made again), and this module stays free of
    brass's messages (the text layer's own caches use it).
    """
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(content)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _plain(key: Any) -> Any:
    """``key`` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(key))
