"""brass's one start-up cache on disk, and the installation key it and the save seal share.

**The key** (:func:`code_key`, worked out once per process) covers every file that can change a
game: ``brass.core``, ``brass.plugins``, ``brass.locales``, the installed titles and plugins
(their entry points, and the files of the packages these name), the libraries the cached
values depend on (:data:`LIBRARIES`) and the Python that runs them.  A file counts by its path
inside its package, size, modification and change time: about 1 ms for brass's 250 files,
where hashing their contents takes 5 ms and more (compiled modules add megabytes).  So the key
is per machine: a copied file, a ``git checkout`` or a reinstall changes it, and then the
caches are made again and a save is replayed once instead of trusted.  The entry points are
what the key is made from, so they are kept under the fingerprint of what decides them (the
distributions on ``sys.path``: :func:`distributions`) besides the key.

**The entries** are JSON files (plain data: a cache file never runs code) named after what they
hold and the key they were made under; an entry of another key is never read (after an upgrade
the new key's entries replace the old ones, which age out).  A value is used only when its key
is the current one, and what reads it checks it as any input (an edited or corrupt entry costs
the time of making it again, never an error); a cache that cannot be written is not kept.

**Size**: at most :data:`MAX_TOTAL` bytes; each write drops the least recently used entries
beyond it (a hit renews an entry's time).  The folder and its files are the owner's only
(0700, 0600; an existing folder is made so).  The folder is ``$BRASS_CACHE_DIR`` (empty: no
cache), else ``$XDG_CACHE_HOME/brass``, else ``~/.cache/brass``.  Deleting it is always safe.
"""
from __future__ import annotations

import json
import os
import re
import stat
import sys
from pathlib import Path
from typing import Any

#: the environment variable naming the cache folder ("" turns the cache off)
CACHE_ENV = "BRASS_CACHE_DIR"
#: the layout of an entry and of the key's parts; another layout is another key
FORMAT = 2
#: the largest entry read (a bigger one is ignored)
MAX_BYTES = 16 << 20
#: the most the folder holds; a write drops the least recently used entries beyond it
MAX_TOTAL = 32 << 20
#: a file changed less than this many seconds ago is not kept (see :func:`source`)
SETTLING = 2
#: the entry points' entry (see :func:`_installation`)
ENTRY_POINTS = "entry-points"
#: the entry-point groups brass reads
GROUPS = ("brass.titles", "brass.plugins")
#: brass's own folders (beside ``core``), always in the key
OWN_PACKAGES = ("core", "plugins", "locales")
#: the libraries whose version the cached values depend on (structuring, plural rules, catalogs)
LIBRARIES = ("attrs", "cattrs", "babel")

#: an installed entry point: name, value, group, distribution name, distribution version
Row = tuple[str, str, str, str, str]

_installed: list[tuple[str, list[Row]]] = []  # this process's key and entry points, once worked out
_checked: list[Path] = []  # the folder whose permissions this process checked


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


# -- the key ------------------------------------------------------------------------------
def code_key() -> str:
    """The installation's key (a hex SHA-256): see the module's notes."""
    return _installation()[0]


def installed_entry_points() -> list[Row]:
    """Every entry point of :data:`GROUPS` installed, read with :mod:`importlib.metadata` when
    the distributions or the key changed (or the cache is off), else from the cache (so that,
    with its email parser and zip files, is not imported)."""
    return _installation()[1]


def forget() -> None:
    """Work out the key and the entry points again on next use (after ``sys.path`` changed)."""
    _installed.clear()


def _installation() -> tuple[str, list[Row]]:
    if not _installed:
        _installed.append(_work_out())
    return _installed[0]


def _work_out() -> tuple[str, list[Row]]:
    """The key and the entry points.  The key is made from the entry points (what they are
    and the files of the packages they name), so they are kept under a name made from what
    decides them, the distributions on ``sys.path``; they are used if that is unchanged and
    the key made from them is the one they were kept under."""
    here = Path(__file__).parent.parent.parent  # brass's folder, holding core, plugins, locales
    base = [FORMAT, sys.implementation.cache_tag, sys.version, [[n, _tree(here / n)] for n in OWN_PACKAGES],
            [[lib, _library(lib)] for lib in LIBRARIES]]
    dists = distributions()
    where = None if dists is None else _digest(dists)
    name = f"{ENTRY_POINTS}.{where[:16]}" if where else ""
    if where:
        made_under, value = _entry(name)
        kept = _rows(value.get("rows")) if isinstance(value, dict) and value.get("distributions") == where else None
        if kept is not None:
            key = _digest([base, kept, _packages(kept)])
            if made_under == key:
                return key, kept
    rows = _read_entry_points()
    key = _digest([base, rows, _packages(rows)])
    if where:
        _store(name, key, {"distributions": where, "rows": [list(row) for row in rows]})
    return key, rows


def _library(name: str) -> list[int] | None:
    """A library by its ``__init__.py`` (size and times: an upgrade writes it again)."""
    from importlib.util import find_spec

    try:
        spec = find_spec(name)
    except (ImportError, ValueError):
        return None
    return _stat(spec.origin) if spec is not None and spec.origin else None


def _digest(value: Any) -> str:
    import hashlib

    return hashlib.sha256(json.dumps(value, separators=(",", ":")).encode("utf-8", "surrogateescape")).hexdigest()


def _read_entry_points() -> list[Row]:
    from importlib.metadata import entry_points

    rows: list[Row] = []
    for group in GROUPS:
        for ep in entry_points(group=group):
            dist = getattr(ep, "dist", None)
            rows.append((ep.name, ep.value, group, dist.name if dist else "", dist.version if dist else ""))
    return rows


def _rows(value: Any) -> list[Row] | None:
    """The cached entry points, checked for shape (None if they are not what is stored)."""
    if isinstance(value, list) and all(isinstance(row, list) and len(row) == 5 and row[2] in GROUPS
                                       and all(isinstance(x, str) for x in row) for row in value):
        return [(row[0], row[1], row[2], row[3], row[4]) for row in value]
    return None


def distributions() -> list[Any] | None:
    """What the installed distributions are, cheaply: per ``sys.path`` folder holding any, the
    names of its ``*.dist-info``/``*.egg-info`` folders (name and version) and the size and times
    of each one's ``entry_points.txt``; a zip file by its size and times.  None when a finder other
    than the standard path finder can supply distributions (then nothing here tells them)."""
    if any(hasattr(f, "find_distributions") and not _searches_the_path(f) for f in sys.meta_path):
        return None
    parts: list[Any] = []
    for entry in sys.path:
        folder = entry or "."
        try:
            names = sorted(n for n in os.listdir(folder) if n.endswith((".dist-info", ".egg-info")))
        except NotADirectoryError:
            parts.append([entry, _stat(folder)])  # a zip file on the path
            continue
        except OSError:
            continue  # not a folder (an import hook's name) or none: no distributions there
        if names:
            parts.append([[name, _stat(os.path.join(folder, name, "entry_points.txt"))] for name in names])
    return parts


def _searches_the_path(finder: Any) -> bool:
    """The standard path finder, or the ``importlib_metadata`` backport's (which dask and others
    install), both finding distributions in the ``sys.path`` folders only."""
    from importlib.machinery import PathFinder

    kind = finder if isinstance(finder, type) else type(finder)
    return finder is PathFinder or (kind.__module__, kind.__name__) == ("importlib_metadata", "MetadataPathFinder")


def _stat(path: str | Path) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def _tree(root: Path) -> list[Any]:
    """Each file under ``root`` (compiled bytecode aside) by its path inside it, size and times."""
    found: list[Any] = []
    folders = [""]
    while folders:
        rel = folders.pop()
        try:
            with os.scandir(root / rel if rel else root) as entries:
                for entry in entries:
                    inner = f"{rel}/{entry.name}" if rel else entry.name
                    if entry.is_dir(follow_symlinks=False):
                        if entry.name != "__pycache__":
                            folders.append(inner)
                    else:
                        st = entry.stat()
                        found.append([inner, st.st_size, st.st_mtime_ns, st.st_ctime_ns])
        except OSError:
            found.append([rel, None])
    return sorted(found, key=lambda f: f[0])


def _packages(rows: list[Row]) -> list[Any]:
    """The files of the packages the entry points name (brass's own aside: always in the key)."""
    from importlib.util import find_spec

    out: dict[str, Any] = {}
    for row in rows:
        module = row[1].partition(":")[0].strip()
        parts = module.split(".")
        for depth in range(1, len(parts) + 1):  # a namespace package's parts are the packages
            top = ".".join(parts[:depth])
            if top in out or (depth == 2 and parts[0] == "brass" and parts[1] in OWN_PACKAGES):
                break
            try:
                spec = find_spec(top)
            except (ImportError, ValueError):
                spec = None
            if spec is None:
                out[top] = None
                break
            if spec.origin not in (None, "namespace"):  # a module or a regular package
                places = spec.submodule_search_locations
                out[top] = _tree(Path(next(iter(places)))) if places else _stat(spec.origin)
                break
    return sorted(out.items())


# -- the entries --------------------------------------------------------------------------
def source(path: str | Path) -> list[Any] | None:
    """What a value made from the file ``path`` is kept with: its real path, size and times; None
    when it cannot be read or changed in the last :data:`SETTLING` seconds (a change in the same
    clock tick could keep its size and times, so such a file is read each time until it settles)."""
    import time

    where = os.path.realpath(path)
    try:
        st = os.stat(where)
    except OSError:
        return None
    if max(st.st_mtime_ns, st.st_ctime_ns) > time.time_ns() - SETTLING * 10**9:
        return None
    return [where, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def load(name: str) -> Any:
    """The value stored as ``name`` under the current key (any JSON value), or None when there is none."""
    key = code_key()
    made_under, value = _entry(f"{name}.{key[:16]}")
    return value if made_under == key else None


def store(name: str, value: Any) -> None:
    """Keep ``value`` (plain JSON data) as ``name`` under the current key; a failed write is ignored."""
    _store(f"{name}.{code_key()[:16]}", code_key(), value)


def _file(name: str) -> Path | None:
    if not re.fullmatch(r"[A-Za-z0-9_.-]+", name) or name.startswith("."):
        raise ValueError(f"bad cache entry name {name!r}")
    folder = cache_dir()
    if folder is None:
        return None
    if folder not in _checked:
        _checked.append(folder)
        _private(folder)
    return folder / f"{name}.json"


def _private(folder: Path) -> None:
    """Make ``folder`` (if it exists and is the user's) readable by the owner only; never a
    shared folder (sticky, as ``/tmp``) or the home folder someone named as the cache."""
    try:
        st = os.stat(folder)
        if (st.st_mode & 0o077 and not st.st_mode & stat.S_ISVTX and st.st_uid == os.geteuid()
                and stat.S_ISDIR(st.st_mode) and not os.path.samefile(folder, Path.home())):
            os.chmod(folder, 0o700)
    except (OSError, RuntimeError):
        pass


def _entry(file_name: str) -> tuple[Any, Any]:
    """The key and the value of the entry ``file_name`` (None, None when there is none)."""
    path = _file(file_name)
    if path is None:
        return None, None
    try:
        entry = json.loads(_read(path))
    except (OSError, ValueError, RecursionError):  # missing, unreadable, too big or corrupt: made again
        return None, None
    if not isinstance(entry, dict) or entry.get("format") != FORMAT:
        return None, None
    try:
        os.utime(path)  # used now: the last to go when the folder is full
    except OSError:
        pass
    return entry.get("key"), entry.get("value")


def _store(file_name: str, key: str, value: Any) -> None:
    path = _file(file_name)
    if path is None:
        return
    try:
        content = json.dumps({"format": FORMAT, "key": key, "value": value}, ensure_ascii=False,
                             separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError, RecursionError):  # not plain JSON data: not kept
        return
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        _private(path.parent)
        write_private(path, content.encode("utf-8"))
        _evict(path.parent, MAX_TOTAL)
    except OSError:  # a read-only or full disk: run without the cache
        pass


#: brass's entries (``name.key.json``) and their temporary files; nothing else in the folder is touched
OWN_FILE = re.compile(r"[A-Za-z0-9_.-]+\.[0-9a-f]{16}\.json|\.[A-Za-z0-9_.-]+\.json\.[A-Za-z0-9_]+\.tmp")
#: entries of the first layout (no key in the name), ``save-*`` holding whole saves: removed
OLD_FILE = re.compile(r"(entry-points|toml|known|catalog|plural|save)-[A-Za-z0-9_-]+\.json")


def _evict(folder: Path, limit: int) -> None:
    """Remove the first layout's entries, then the least recently used entries of ``folder``
    until they hold at most ``limit`` bytes."""
    files: list[tuple[int, int, str]] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                if OLD_FILE.fullmatch(entry.name):
                    os.unlink(entry.path)
                elif OWN_FILE.fullmatch(entry.name):
                    st = entry.stat(follow_symlinks=False)
                    files.append((st.st_mtime_ns, st.st_size, entry.path))
            except OSError:
                pass
    total = sum(size for _, size, _ in files)
    for _, size, path in sorted(files):
        if total <= limit:
            break
        try:
            os.unlink(path)
            total -= size
        except OSError:
            pass


def _read(path: Path) -> bytes:
    """The entry's bytes; OSError for anything but a regular file of the user's of at most
    :data:`MAX_BYTES` (opened without blocking, so a FIFO put there is never waited on)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_uid != os.geteuid():
            raise OSError(f"{path}: not a regular file of this user's")
        with os.fdopen(os.dup(fd), "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    finally:
        os.close(fd)
    if len(raw) > MAX_BYTES:
        raise OSError(f"{path}: too big")
    return raw


def write_private(path: Path, content: bytes, sync: bool = False) -> None:
    """Replace the file whole (a temporary file, the owner's only, renamed over it), so a reader
    never sees half; ``sync``: flushed to disk first (a user's own record, not a cache entry).

    Not :mod:`brass.core.files.atomic`: an entry needs no lock, no check of what it replaces
    and no flush to disk (one lost in a crash is made again), and this module stays free of
    brass's messages (the text layer's own caches use it).
    """
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)  # (mode 0600)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(content)
            if sync:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
