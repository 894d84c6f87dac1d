"""Compiled rules kept on disk between processes (each CLI command is a fresh process).

Building a title's :class:`~brass.core.model.rules.Rules` reads and checks its data files
(tens of milliseconds); a pickled copy loads in about one.  A cache file is named by a hash
of everything the compiled rules depend on: the title, the variant, the Python version and
the *content* of the title package's files and of core's model and text code.  Any edit of
data or code gives a new name, so a stale file is never used; a file that fails to load in
any way is ignored and rebuilt (never trusted, never fatal).

Building rules also declares the data's messages (names of places, industries...), which
the translation tools list; a cached copy carries the messages it holds and declares them
again when it is loaded, so a process that loads rules from the cache knows the same
messages as one that built them.

Where: ``$BRASS_CACHE_DIR``, else ``$XDG_CACHE_HOME/brass``, else ``~/.cache/brass``.
``BRASS_NO_CACHE=1`` turns it off.  The cache is used only where it is switched on
(:func:`enable`: the ``brass`` command does; a library user or a test builds in-process).
"""
from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

# hashlib, io, json, pickle, sys and tempfile are imported where used: switching the cache on (every
# ``brass`` command, ``--help`` included) must cost nothing

_enabled = [False]
_digests: dict[str, str] = {}  # title package folder -> digest of its files and core's


def enable(on: bool = True) -> None:
    """Use the disk cache in this process (the CLI's game commands switch it on)."""
    _enabled[0] = on


def enabled() -> bool:
    return _enabled[0] and os.environ.get("BRASS_NO_CACHE", "") not in ("1", "true", "yes")


def cache_dir() -> Path:
    found = os.environ.get("BRASS_CACHE_DIR")
    if found:
        return Path(found)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "brass"


def _sources(title_module: ModuleType) -> list[Path]:
    """Files the compiled rules depend on: the title package and core's model and text code."""
    core = Path(__file__).resolve().parents[1]
    folders = [core / "model", core / "i18n"]
    title_file = getattr(title_module, "__file__", None)
    if title_file:
        folders.append(Path(title_file).resolve().parent)
    files: list[Path] = []
    for folder in folders:
        files.extend(p for p in folder.rglob("*") if p.suffix in (".py", ".toml") and p.is_file())
    return sorted(files)


def _digest(title_module: ModuleType) -> str:
    import hashlib

    key = getattr(title_module, "__file__", None) or title_module.__name__
    found = _digests.get(key)
    if found is None:
        h = hashlib.sha256()
        for path in _sources(title_module):
            h.update(str(path.name).encode())
            h.update(path.read_bytes())
        found = _digests[key] = h.hexdigest()
    return found


def code_digest(title: str) -> str:
    """A hash of the installed title ``title``'s files and of core's model and text code."""
    from brass.core.hooks.titles import load_title_module

    return _digest(load_title_module(title))


def cache_file(title: str, title_module: ModuleType, variant: dict[str, Any] | None) -> Path:
    """Where the compiled rules of ``title`` with ``variant`` are kept."""
    import hashlib
    import json
    import pickle
    import sys

    h = hashlib.sha256()
    for part in (title, json.dumps(variant, sort_keys=True) if variant else "", sys.version,
                 str(pickle.HIGHEST_PROTOCOL), _digest(title_module)):
        h.update(part.encode())
        h.update(b"\0")
    return cache_dir() / f"rules-{title}-{h.hexdigest()[:40]}.pickle"


def load_or_build(title: str, title_module: ModuleType, variant: dict[str, Any] | None,
                  build: Callable[[], Any], expected: type) -> Any:
    """The cached rules if a good copy exists, else ``build()`` (and keep a copy)."""
    if not enabled():
        return build()
    import pickle

    try:
        path = cache_file(title, title_module, variant)
    except OSError:
        return build()
    try:
        with open(path, "rb") as fh:
            declared, blob = pickle.load(fh)
        rules = pickle.loads(blob)
        if isinstance(rules, expected) and isinstance(declared, dict):
            if variant is None:
                _declare(declared)
            return rules
    except Exception:  # noqa: BLE001 - a missing, truncated or foreign file: build instead
        pass
    rules = build()
    _store(path, rules)
    return rules


def _declare(declared: dict[str, str]) -> None:
    from brass.core.i18n.messages import REGISTRY, text

    for key, en in declared.items():
        if key not in REGISTRY:
            text(key, en)


def _store(path: Path, rules: Any) -> None:
    """Write atomically; a cache that cannot be written is simply not kept."""
    import io
    import pickle
    import tempfile

    from brass.core.i18n.messages import Text

    declared: dict[str, str] = {}

    class Pickler(pickle.Pickler):
        """Pickles the rules and notes every message (:class:`Text`) in them."""

        def persistent_id(self, obj: Any) -> None:
            if type(obj) is Text:
                declared[obj.key] = obj.en
            return None

    try:
        buffer = io.BytesIO()
        Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(rules)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump((declared, buffer.getvalue()), fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except Exception:  # noqa: BLE001 - read-only home, full disk, unpicklable title data...
        return
