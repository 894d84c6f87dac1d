"""Optional compiled speed-ups: the hot modules built with mypyc, beside their sources.

Random play, the bots and the designer's simulations spend their time in a few modules (the
engine, transport, building sites, networks, a title's build, link and sell rules).
``brass compile`` (extra ``brass[fast]``: mypy's compiler mypyc, plus a C compiler) turns them
into C extension modules next to the ``.py`` files, which Python then imports instead.  The
plain sources stay the reference: they are what a fresh install runs, and what runs whenever
``BRASS_PURE`` is set.

A manifest (``compiled.txt`` in this package) lists each compiled module with its source's
size and modification time when it was compiled, and every file the build wrote.  At import
(:func:`guard`, called by ``brass.core``), the sources win over the builds when ``BRASS_PURE``
is set or when any source has changed since: an edited module must never be shadowed by a stale
build, and since compiled modules call each other directly, they are set aside all together.
"""
from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any, NamedTuple

#: the manifest ``brass compile`` writes (absent: nothing is compiled)
MANIFEST = os.path.join(os.path.dirname(__file__), "compiled.txt")
#: the environment variable that makes the plain sources run
PURE_ENV = "BRASS_PURE"

#: core's own hot modules (titles add theirs with the ``brass_compiled_modules`` hook)
CORE_MODULES = (
    "brass.core.model.state",
    "brass.core.play.decision",
    "brass.core.play.actions",
    "brass.core.play.network",
    "brass.core.play.transport",
    "brass.core.play.building",
    "brass.core.play.payment",
    "brass.core.play.develop",
    "brass.core.play.build",
    "brass.core.play.links",
    "brass.core.play.sell",
    "brass.core.play.engine",
    "brass.core.play.passing",
    "brass.core.model.rng",
)

#: PURE when the sources run by choice, STALE when a source changed since the build,
#: COMPILED when the builds run, NONE when nothing is compiled
NONE, COMPILED, PURE, STALE = "none", "compiled", "pure", "stale"


class Entry(NamedTuple):
    """One compiled module: its source file as it was when compiled."""

    module: str
    source: str
    size: int
    mtime_ns: int


class Manifest(NamedTuple):
    """What ``brass compile`` built: the modules and every file it wrote."""

    entries: tuple[Entry, ...]
    files: tuple[str, ...]


def read_manifest(path: str | None = None) -> Manifest | None:
    """The manifest at ``path`` (default :data:`MANIFEST`), or None when there is none; one that
    cannot be parsed lists nothing (then the sources run, which is always correct)."""
    try:
        with open(path or MANIFEST, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    entries: list[Entry] = []
    files: list[str] = []
    try:
        for line in lines:
            kind, _, rest = line.partition("\t")
            if kind == "module":
                module, source, size, mtime = rest.split("\t")
                entries.append(Entry(module, source, int(size), int(mtime)))
            elif kind == "file":
                files.append(rest)
    except ValueError:
        return Manifest((), ())
    return Manifest(tuple(entries), tuple(files))


def write_manifest(entries: Sequence[Entry], files: Sequence[str], path: str | None = None) -> None:
    """Record a build (tab-separated lines: ``module``, ``file``)."""
    lines = ["# written by `brass compile`: the compiled modules and the files the build wrote"]
    lines += [f"module\t{e.module}\t{e.source}\t{e.size}\t{e.mtime_ns}" for e in entries]
    lines += [f"file\t{f}" for f in files]
    with open(path or MANIFEST, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def entry_for(module: str, source: str) -> Entry:
    """``module``'s manifest entry for its source as it is now."""
    info = os.stat(source)
    return Entry(module, source, info.st_size, info.st_mtime_ns)


def changed(manifest: Manifest) -> list[str]:
    """Modules whose source differs from what was compiled (or is gone)."""
    found = []
    for e in manifest.entries:
        try:
            info = os.stat(e.source)
        except OSError:
            found.append(e.module)
            continue
        if info.st_size != e.size or info.st_mtime_ns != e.mtime_ns:
            found.append(e.module)
    return found


def status(manifest: Manifest | None = None, environ: Any = os.environ) -> str:
    """Which code runs: :data:`NONE`, :data:`COMPILED`, :data:`PURE` or :data:`STALE`."""
    if manifest is None:
        manifest = read_manifest()
    if manifest is None or not manifest.entries:
        return NONE
    if environ.get(PURE_ENV):
        return PURE
    if changed(manifest):
        return STALE
    return COMPILED


class SourcesFirst:
    """An import finder that loads the listed modules from their ``.py`` files, so the
    compiled builds beside them are not used."""

    def __init__(self, modules: Sequence[str]) -> None:
        self.modules = frozenset(modules)

    def find_spec(self, fullname: str, path: Sequence[str] | None = None, target: Any = None) -> Any:
        if fullname not in self.modules or not path:
            return None
        from importlib.util import spec_from_file_location

        name = fullname.rpartition(".")[2] + ".py"
        for folder in path:
            source = os.path.join(folder, name)
            if os.path.isfile(source):
                return spec_from_file_location(fullname, source)
        return None


#: the finder :func:`guard` installed, if any
_installed: SourcesFirst | None = None
#: what :func:`guard` found when ``brass.core`` was imported: the :func:`status`, and the modules
#: whose builds this process runs (empty unless COMPILED)
running: str = NONE
running_modules: tuple[str, ...] = ()


def guard() -> str:
    """Make the sources run where they must (see the module's docstring); returns the
    :func:`status`.  Cheap when nothing is compiled: one failed ``open``."""
    global _installed, running, running_modules  # noqa: PLW0603 - the process-wide state this guard keeps
    manifest = read_manifest()
    state = status(manifest)
    running = state
    running_modules = tuple(e.module for e in manifest.entries) if manifest and state == COMPILED else ()
    if state in (PURE, STALE) and _installed is None and manifest is not None:
        _installed = SourcesFirst([e.module for e in manifest.entries])
        sys.meta_path.insert(0, _installed)
        if state == STALE:
            _say_stale(manifest)
    return state


def _say_stale(manifest: Manifest) -> None:
    """Tell the user on stderr, in their language, which sources changed (the message belongs to
    ``brass compile --status``; imported only now, so a plain start stays light)."""
    from brass.core.cli.tools import compile_texts
    from brass.core.i18n.catalogs import language_from_env
    from brass.core.i18n.messages import render

    message = compile_texts.STALE(count=len(manifest.entries), modules=", ".join(changed(manifest)))
    sys.stderr.write(f"brass: {render(message, language_from_env())}\n")


__all__ = ["COMPILED", "CORE_MODULES", "Entry", "MANIFEST", "Manifest", "NONE", "PURE", "PURE_ENV", "STALE",
           "SourcesFirst", "changed", "entry_for", "guard", "read_manifest", "running", "running_modules", "status",
           "write_manifest"]
