"""Safe file writes and reads: whole files or nothing, through symlinks, never onto devices.

A write goes to a temporary file beside the target, is flushed to disk, then
renamed over the target, so a crash or a refused write never leaves half a file.
Around that:

- a symlinked path is written through to the file it points at (the link stays);
- a path that exists but is not a regular file (FIFO, device, directory) is
  refused, as is a file with other hard links (renaming would split them);
- the target is locked while it is replaced, and when ``expect`` is given (the
  bytes read when the game was loaded) a file changed since then is not
  overwritten: two commands saving one game never lose a move;
- temporary files are named ``.NAME.PID.XXXX.tmp``; one left by a writer that
  was killed (its process is gone) is removed by the next write beside it;
- just before the rename, the checks in :data:`before_commit` run: one that raises
  abandons the write (a ``brass server`` process stops a command whose caller has gone).
"""
from __future__ import annotations

import errno
import fcntl
import os
import re
import stat
from pathlib import Path
from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, text

if TYPE_CHECKING:
    from collections.abc import Callable

NOT_REGULAR = text("file.not_regular",
                   "it is not a regular file (a FIFO, device or folder); brass only writes regular files")
HARD_LINKED = text(
    "file.hard_linked",
    "it has {links} hard links; replacing it would separate them (save to a new file, or remove its other names)",
)
CHANGED = text(
    "file.changed_since_read",
    "another command changed the file after it was read; nothing was saved (run the command again)",
)


#: called with the target just before a write replaces it (its new bytes already on disk): one
#: that raises abandons the write, and the target keeps its old bytes
before_commit: list[Callable[[Path], None]] = []


class RefusedWrite(OSError):
    """A write refused for a reason of brass's own; ``message`` says why (localized)."""

    def __init__(self, message: Message) -> None:
        super().__init__(errno.EPERM, str(message))
        self.message = message


def describe(exc: OSError) -> Message | str:
    """What went wrong, for an error line: brass's own reason, or the system's."""
    return exc.message if isinstance(exc, RefusedWrite) else (exc.strerror or str(exc))


def resolve_target(path: str | Path) -> Path:
    """The file a write to ``path`` must replace: symlinks followed to their final target."""
    target = Path(path)
    if target.is_symlink():
        return Path(os.path.realpath(target))
    return target


def read_regular(path: str | Path, limit: int) -> bytes:
    """The bytes of a regular file (at most ``limit`` + 1 are read); a FIFO or device is refused.

    Opening never blocks (a FIFO without a writer would), and a device such as
    ``/dev/zero`` is never read from.
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise RefusedWrite(NOT_REGULAR())
        chunks = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _existing_target(target: Path) -> os.stat_result | None:
    """The status of the file a write will replace (None: there is none yet); a FIFO, device
    or folder in its place, or a file with other hard links, is refused."""
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(info.st_mode):
        raise RefusedWrite(NOT_REGULAR())
    if info.st_nlink > 1:
        raise RefusedWrite(HARD_LINKED(links=info.st_nlink))
    return info


def check_writable(path: str | Path) -> None:
    """Raise the error a later write to ``path`` would meet in its folder or at the file
    (missing or read-only folder, a FIFO, device or folder in its place, hard links) without
    writing anything: a long run checks its output files before it starts."""
    target = resolve_target(path)
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(directory))
    if not os.access(directory, os.W_OK | os.X_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(directory))
    _existing_target(target)


def write_text(path: str | Path, content: str, expect: bytes | None = None) -> None:
    """Replace the file at ``path`` with the text ``content`` (UTF-8) atomically (see :func:`write_bytes`)."""
    write_bytes(path, content.encode("utf-8"), expect)


def write_bytes(path: str | Path, content: bytes, expect: bytes | None = None) -> None:
    """Replace the file at ``path`` with ``content`` atomically.

    ``expect``: the file's bytes when it was read; if it now holds something else
    the write is refused (:data:`CHANGED`).  Refusals raise :class:`RefusedWrite`.
    """
    target = resolve_target(path)
    directory = target.parent if str(target.parent) else Path(".")
    info = _existing_target(target)
    if info is not None:
        mode = info.st_mode & 0o777
    else:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    _remove_orphans(directory, target.name)
    lock = _lock(target) if info is not None else None
    try:
        if expect is not None and lock is not None:
            os.lseek(lock, 0, os.SEEK_SET)
            if _read_all(lock) != expect:
                raise RefusedWrite(CHANGED())
        _replace(target, directory, content, mode)
    finally:
        if lock is not None:
            os.close(lock)


def _replace(target: Path, directory: Path, content: bytes, mode: int) -> None:
    import tempfile  # (only writers need it)

    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp", dir=directory)
    try:
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(content)
            fh.flush()
            os.fsync(fh.fileno())
        for check in before_commit:
            check(target)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def _lock(target: Path) -> int:
    """An exclusive lock on the file now at ``target`` (retried if it was replaced meanwhile)."""
    while True:
        fd = os.open(target, os.O_RDONLY | os.O_NONBLOCK)
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            if os.stat(target).st_ino == os.fstat(fd).st_ino:
                return fd
        except FileNotFoundError:
            pass
        os.close(fd)  # replaced while we waited: lock the new file


def _read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 1 << 20):
        chunks.append(chunk)
    return b"".join(chunks)


def _remove_orphans(directory: Path, name: str) -> None:
    """Remove ``.NAME.PID.XXXX.tmp`` files whose writing process no longer exists."""
    pattern = re.compile(rf"\.{re.escape(name)}\.(\d+)\.[^.]+\.tmp")
    try:
        entries = os.listdir(directory)
    except OSError:
        return
    for entry in entries:
        m = pattern.fullmatch(entry)
        if m is None or _alive(int(m.group(1))):
            continue
        try:
            os.unlink(directory / entry)
        except OSError:
            pass


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True
