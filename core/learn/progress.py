"""Which lessons a learner solved: a small JSON file in the user's data folder.

The folder is ``$BRASS_DATA_DIR`` (tests point it elsewhere), else ``$XDG_DATA_HOME/brass``,
else ``~/.local/share/brass``; the file is ``lessons.json``, ``{"format": 1, "solved":
{"TITLE": ["ID", ...]}}``.  It is the user's own record, so it is written whole or not at
all (a temporary file renamed over it) and readable by its owner only (0600, folder 0700).
A file that does not read as that layout is ignored with one warning (the next solved lesson
replaces it), never an error: losing a tick is better than refusing to teach.
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from brass.core.files.cache import write_private
from brass.core.i18n.messages import Message, text

#: the environment variable naming the data folder
DATA_ENV = "BRASS_DATA_DIR"
FILE_NAME = "lessons.json"
FORMAT = 1
#: the largest progress file read (anything bigger is not a progress file)
MAX_BYTES = 1 << 20

CORRUPT = text("lesson.progress_corrupt",
               "{file} is not a progress file brass can read; it is ignored (your next solved lesson replaces it).")
NOT_SAVED = text("lesson.progress_not_saved", "Your progress could not be saved to {file}: {reason}")
NO_FOLDER = text("lesson.progress_no_folder",
                 "Your progress is not kept: there is no home folder (set BRASS_DATA_DIR to a folder).")


def data_dir() -> Path | None:
    """The folder progress is kept in (None: no home folder to keep it in)."""
    given = os.environ.get(DATA_ENV, "").strip()
    if given:
        return Path(given)
    base = os.environ.get("XDG_DATA_HOME", "").strip()
    try:
        return (Path(base) if base else Path.home() / ".local" / "share") / "brass"
    except RuntimeError:  # no home folder
        return None


class Progress:
    """The solved lessons, per title, and the warning reading them gave (if any)."""

    def __init__(self, path: Path | None, solved: dict[str, set[str]], warning: Message | None = None) -> None:
        self.path = path
        self.solved = solved
        self.warning = warning

    def is_solved(self, title: str, lesson_id: str) -> bool:
        return lesson_id in self.solved.get(title, set())

    def mark(self, title: str, lesson_id: str) -> Message | None:
        """Record a solved lesson and write the file; the reason it could not be written, if any."""
        if self.is_solved(title, lesson_id) and self.warning is None:
            return None
        self.solved.setdefault(title, set()).add(lesson_id)
        if self.path is None:
            return NO_FOLDER()
        content = json.dumps({"format": FORMAT, "solved": {t: sorted(ids) for t, ids in sorted(self.solved.items())}},
                             ensure_ascii=False, indent=1)
        try:
            _write_private(self.path, content.encode("utf-8"))
        except OSError as exc:
            return NOT_SAVED(file=str(self.path), reason=exc.strerror or type(exc).__name__)
        self.warning = None
        return None


def load_progress() -> Progress:
    """The learner's progress; an unreadable or malformed file counts as none (with a warning)."""
    folder = data_dir()
    if folder is None:
        return Progress(None, {})
    path = folder / FILE_NAME
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except (FileNotFoundError, NotADirectoryError):  # none yet
        return Progress(path, {})
    except OSError:
        return Progress(path, {}, CORRUPT(file=str(path)))
    solved = _parse(raw) if len(raw) <= MAX_BYTES else None
    if solved is None:
        return Progress(path, {}, CORRUPT(file=str(path)))
    return Progress(path, solved)


def _parse(raw: bytes) -> dict[str, set[str]] | None:
    """The solved lessons in ``raw``, or None when it is not the layout this module writes."""
    try:
        data: Any = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("solved"), dict):
        return None
    solved: dict[str, set[str]] = {}
    for title, ids in data["solved"].items():
        if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            return None
        solved[title] = set(ids)
    return solved


def _write_private(path: Path, content: bytes) -> None:
    """Replace ``path`` with ``content`` whole, flushed to disk, the owner's only (folder 0700, file 0600)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    write_private(path, content, sync=True)


__all__ = ["DATA_ENV", "Progress", "data_dir", "load_progress"]
