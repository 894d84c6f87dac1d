"""Atomic file writes: write a temporary file beside the target, then rename over it.

A crash or a refused write never leaves half a file; the old file stays intact
until the new one is complete.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_text(path: str | Path, content: str) -> None:
    write_bytes(path, content.encode("utf-8"))


def write_bytes(path: str | Path, content: bytes) -> None:
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    try:
        mode = target.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(content)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
