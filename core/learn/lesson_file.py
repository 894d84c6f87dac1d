"""Lesson files: read, validate and name their texts as messages (the format: docs/lessons.md).

A lesson's texts are messages whose keys are made from the title, the lesson's id and the key
(``birmingham.lesson.coal_nearest.task``), declared when the file is read, so ``brass locales
extract`` puts them in the title's own catalog and every language translates them.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from attrs import field, frozen

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, Text, text
from brass.core.model.bounds import one_of
from brass.core.model.data import fail, structure
from brass.core.model.errors import DataError
from brass.core.model.toml_input import parse_toml

FORMAT = 1
KINDS = ("lesson", "decision")
#: what a check may test (docs/lessons.md lists the keys each needs)
CHECK_KINDS = ("money", "income_space", "income_level", "vp", "era_end_vp", "hand_size", "spent", "cubes",
               "tile", "empty", "link", "market", "merchant_goods", "order", "mat", "mat_tiles", "hand")
_ID = re.compile(r"^[a-z0-9_]+$")

BAD_ID = text("lesson.error.bad_id", "expected lower-case letters, digits and _ only, got '{value}'")
TWICE = text("lesson.error.twice", "'{value}' is used twice")
NEEDS = text("lesson.error.needs", "a lesson needs '{key}'", note="{key}: a key of the lesson file")
TWO_BRANCHES = text("lesson.error.two_branches", "a decision needs at least two [[branch]] tables")
NOT_IN_DECISION = text("lesson.error.not_in_decision", "a decision has no '{key}' (its branches have choices)")
NO_BRANCH_IN_LESSON = text("lesson.error.no_branch", "only a decision has [[branch]] tables")
CHECK_NEEDS = text("lesson.error.check_needs", "a '{what}' check needs '{key}'")
EMPTY_CHOICES = text("lesson.error.empty_choices", "expected at least one option id")
UNKNOWN_SECTION = text("lesson.error.unknown_section", "unknown rules section '{value}' (brass rules {title} --list)")
NO_TITLE = text("lesson.error.no_title", "the position names no title")
CANNOT_READ_FILE = text("lesson.error.cannot_read", "cannot read {file}: {reason}")


@frozen
class Check:
    """One declared fact about the outcome; which keys count depends on ``what``."""

    what: str = one_of(*CHECK_KINDS)
    seat: int = 0  # 1-based; 0: the learner
    value: Any = None
    space: str = ""
    resource: str = ""
    industry: str = ""
    level: int = 0  # 0: any level
    owner: int = -1  # -1: any owner; 0: nobody (links)
    flipped: Any = None  # None: either
    line: str = ""
    kind: str = ""
    market: str = ""
    slot: str = ""
    cards: tuple[str, ...] = ()  # card ids the hand must hold (each as often as listed)
    exactly: bool = False  # the hand holds these cards and no others


@frozen
class Wrong:
    """A wrong choice that teaches: the way to it, whether the engine refuses it, the feedback."""

    id: str
    choices: tuple[str, ...]
    feedback: str
    refused: bool = True
    then: tuple[str, ...] = ()


@frozen
class Branch:
    """One way of a decision."""

    id: str
    name: str
    choices: tuple[str, ...]
    check: tuple[Check, ...] = ()


@frozen
class LessonData:
    """A lesson file as written."""

    lesson: int
    id: str
    kind: str = one_of(*KINDS)
    section: str = ""
    name: str = ""
    task: str = ""
    explanation: str = ""
    position: dict[str, Any] = field(factory=dict)
    hint: str = ""
    prelude: tuple[str, ...] = ()
    allowed: tuple[str, ...] = ()
    solution: tuple[str, ...] = ()
    wrong: tuple[Wrong, ...] = ()
    check: tuple[Check, ...] = ()
    branch: tuple[Branch, ...] = ()


#: the keys each check kind needs besides ``what``
_CHECK_KEYS: dict[str, tuple[str, ...]] = {
    "money": ("value",), "income_space": ("value",), "income_level": ("value",), "vp": ("value",),
    "era_end_vp": ("value",), "hand_size": ("value",), "spent": ("value",),
    "cubes": ("space", "resource", "value"), "tile": ("space",), "empty": ("space",), "link": ("line",),
    "market": ("market", "value"), "merchant_goods": ("slot", "value"), "order": ("value",),
    "mat": ("industry", "value"), "mat_tiles": ("industry", "value"), "hand": ("cards",),
}


@frozen
class Lesson:
    """A validated lesson: its data, where it came from, its title and its texts as messages."""

    data: LessonData
    file: str
    title: str

    @property
    def id(self) -> str:
        return self.data.id

    @property
    def kind(self) -> str:
        return self.data.kind

    def key(self, part: str) -> str:
        """The message key of one of its texts (``name``, ``task``, ``wrong.ID``...)."""
        return f"{self.title}.lesson.{self.data.id}.{part}"

    def message(self, part: str, english: str) -> Message:
        return _declare(self.key(part), english, self.file)()

    @property
    def name(self) -> Message:
        return self.message("name", self.data.name)

    @property
    def task(self) -> Message:
        return self.message("task", self.data.task)

    @property
    def hint(self) -> Message | None:
        return self.message("hint", self.data.hint) if self.data.hint else None

    @property
    def explanation(self) -> Message:
        return self.message("explanation", self.data.explanation)

    def feedback(self, wrong: Wrong) -> Message:
        return self.message(f"wrong.{wrong.id}", wrong.feedback)

    def branch_name(self, branch: Branch) -> Message:
        return self.message(f"branch.{branch.id}", branch.name)

    def texts(self) -> list[Text]:
        """Every text of the lesson, declared (for the catalogs)."""
        return [m.text for m in self.messages()]

    def messages(self) -> list[Message]:
        found = [self.name, self.task, self.explanation]
        found += [self.hint] if self.hint is not None else []
        found += [self.feedback(w) for w in self.data.wrong]
        found += [self.branch_name(b) for b in self.data.branch]
        return found


def _declare(key: str, english: str, file: str) -> Text:
    """The message ``key``; a file edited since it was first read in this process keeps its new text."""
    try:
        return text(key, english, source=file)
    except ValueError:  # declared before with other English (the file changed): not a catalog entry
        return Text(key, english, source=file)


def load_lesson(path: str | Path, title: str | None = None) -> Lesson:
    """Read and validate a lesson file; any problem is a DataError naming the file and key."""
    path = Path(path)
    file = str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataError(CANNOT_READ_FILE(file=file, reason=exc.strerror or type(exc).__name__)) from None
    return lesson_from_data(parse_toml(raw, file), file, title)


def lesson_from_data(raw: dict[str, Any], file: str, title: str | None = None) -> Lesson:
    """Validate parsed lesson data (``title``: the title whose folder holds it, when known)."""
    data = structure(raw, LessonData, file)
    if data.lesson != FORMAT:
        raise fail(file, "lesson", dm.EXPECTED(expected=FORMAT))
    _check_id(data.id, file, "id")
    for key in ("section", "name", "task", "explanation"):
        if not getattr(data, key):
            raise fail(file, key, NEEDS(key=key))
    if not data.position:
        raise fail(file, "position", NEEDS(key="position"))
    found = data.position.get("title")
    if not isinstance(found, str) or not found:
        raise fail(file, "position.title", NO_TITLE())
    if title is not None and found != title:
        raise fail(file, "position.title", dm.EXPECTED(expected=title))
    if data.kind == "lesson":
        _check_lesson(data, file)
    else:
        _check_decision(data, file)
    return Lesson(data, file, found)


def _check_id(value: str, file: str, where: str) -> None:
    if not _ID.match(value):
        raise fail(file, where, BAD_ID(value=value))


def _check_lesson(data: LessonData, file: str) -> None:
    if data.branch:
        raise fail(file, "branch", NO_BRANCH_IN_LESSON())
    for key in ("allowed", "solution", "check"):
        if not getattr(data, key):
            raise fail(file, key, NEEDS(key=key))
    _check_ways(data.wrong, file, "wrong")
    _check_checks(data.check, file, "check")


def _check_decision(data: LessonData, file: str) -> None:
    for key in ("solution", "wrong", "check"):
        if getattr(data, key):
            raise fail(file, key, NOT_IN_DECISION(key=key))
    if len(data.branch) < 2:
        raise fail(file, "branch", TWO_BRANCHES())
    _check_ways(data.branch, file, "branch")
    for k, b in enumerate(data.branch):
        _check_checks(b.check, file, f"branch[{k}].check")


def _check_ways(ways: tuple[Wrong | Branch, ...], file: str, key: str) -> None:
    """Wrong choices or branches: well-formed ids, each once, and some choices."""
    seen: set[str] = set()
    for k, way in enumerate(ways):
        _check_id(way.id, file, f"{key}[{k}].id")
        if way.id in seen:
            raise fail(file, f"{key}[{k}].id", TWICE(value=way.id))
        seen.add(way.id)
        if not way.choices:
            raise fail(file, f"{key}[{k}].choices", EMPTY_CHOICES())


def _check_checks(checks: tuple[Check, ...], file: str, where: str) -> None:
    for k, c in enumerate(checks):
        for key in _CHECK_KEYS[c.what]:
            if getattr(c, key) in (None, "", ()):
                raise fail(file, f"{where}[{k}].{key}", CHECK_NEEDS(what=c.what, key=key))
        value_type = list if c.what == "order" else int
        if "value" in _CHECK_KEYS[c.what] and (not isinstance(c.value, value_type) or isinstance(c.value, bool)):
            expected = dm.TYPE_LIST() if value_type is list else dm.TYPE_INT()
            raise fail(file, f"{where}[{k}].value", dm.EXPECTED(expected=expected))
        if c.flipped is not None and not isinstance(c.flipped, bool):
            raise fail(file, f"{where}[{k}].flipped", dm.EXPECTED(expected=dm.TYPE_BOOL()))


def lessons_dir(title: str) -> Path | None:
    """The title's ``lessons`` folder: beside its plugin module, inside its package."""
    from brass.core.hooks.titles import load_title_module

    module = load_title_module(title)
    folder = Path(module.__file__ or "").parent / "lessons"
    return folder if folder.is_dir() else None


def lesson_files(title: str) -> list[Path]:
    """The title's lesson files, sorted by name."""
    folder = lessons_dir(title)
    return sorted(folder.glob("*.toml")) if folder is not None else []


def title_lessons(title: str) -> list[Lesson]:
    """Every lesson of a title, validated (a DataError names the first bad file)."""
    lessons = [load_lesson(p, title) for p in lesson_files(title)]
    seen: dict[str, str] = {}
    for lesson in lessons:
        if lesson.id in seen:
            raise fail(lesson.file, "id", TWICE(value=lesson.id))
        seen[lesson.id] = lesson.file
    return lessons


def declare_title_lessons(title: str) -> None:
    """Declare every text of the title's lessons (``brass locales extract`` calls it)."""
    for lesson in title_lessons(title):
        lesson.texts()


__all__ = ["Branch", "Check", "Lesson", "LessonData", "Wrong", "declare_title_lessons", "lesson_files",
           "lesson_from_data", "lessons_dir", "load_lesson", "title_lessons"]
