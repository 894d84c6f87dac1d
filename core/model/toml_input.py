"""Reading TOML that anyone may have written: every failure is one error naming the file and key.

Saves, positions and variants come from users, so their reader must survive
anything: nesting deep enough to exhaust Python's stack, integers too long to
convert, dates (TOML has them; brass files never use them), NaN and infinity,
and files too large to hold.  Each is refused as a :class:`DataError`
``{file}: {key}: {problem}`` in bounded time and memory; what passes is plain
tables, arrays, strings, booleans, 64-bit integers and finite floats, at most
:data:`MAX_DEPTH` levels deep.
"""
from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, text
from brass.core.i18n.toml_errors import toml_problem
from brass.core.model.errors import DataError

if TYPE_CHECKING:
    import datetime

BAD_TOML = text("data.bad_toml", "{file}: not valid TOML: {detail}")
BAD_VALUE = text("data.bad_value", "{file}: {path}: {detail}")

#: tables and arrays inside each other (the deepest brass data needs 6)
MAX_DEPTH = 32
#: the largest file read (a long saved game is well under 1 MB)
MAX_BYTES = 8 * 1024 * 1024
INT_LIMIT = 2**63  # TOML integers are 64-bit signed
_LONG_NUMBER = re.compile(r"(?<![\w.\"'])[+-]?[0-9][0-9_]{4000,}")


def parse_toml(raw: bytes, file: str) -> dict[str, Any]:
    """Parse untrusted TOML bytes; any problem raises one :class:`DataError` naming ``file``."""
    if len(raw) > MAX_BYTES:
        raise DataError(BAD_TOML(file=file, detail=dm.FILE_TOO_BIG(limit=MAX_BYTES // (1024 * 1024))))
    try:
        source = raw.decode("utf-8")
    except UnicodeDecodeError as exc:  # (the byte counted from 1, as an editor would)
        raise DataError(BAD_TOML(file=file, detail=dm.NOT_UTF8(at_byte=exc.start + 1))) from None
    import tomllib

    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as exc:
        raise DataError(BAD_TOML(file=file, detail=toml_problem(str(exc)))) from None
    except ValueError as exc:  # int() of more than 4300 digits raises inside tomllib, naming no key
        long_number = _LONG_NUMBER.search(source)
        if long_number is None:
            raise DataError(BAD_TOML(file=file, detail=type(exc).__name__)) from None
        raise _at(file, source, long_number.start(), dm.INTEGER_TOO_BIG()) from None
    except RecursionError:
        raise _at(file, source, _too_deep_at(source), dm.TOO_DEEP(depth=MAX_DEPTH)) from None
    except Exception as exc:  # noqa: BLE001 - the parser's own failures on odd input
        raise DataError(BAD_TOML(file=file, detail=type(exc).__name__)) from None
    check_plain(data, file)
    return data


def check_plain(value: Any, file: str, path: str = "", depth: int = 0) -> None:
    """Refuse what brass files never hold (see the module doc), naming the key path."""
    if not is_plain(value, depth):  # (the usual case is told quickly; a refusal names its key path)
        _check_plain(value, file, path, depth)


def is_plain(value: Any, depth: int = 0) -> bool:
    """True when :func:`check_plain` lets ``value`` (at ``depth``) pass; False may also mean "ask
    it" (a subclass of a plain type).  Quick where saves are long: arrays of integers."""
    if depth > MAX_DEPTH:
        return False
    kind = type(value)
    if kind is str or kind is bool:
        return True
    if kind is int:
        return -INT_LIMIT <= value < INT_LIMIT
    if kind is float:
        return math.isfinite(value)
    if kind is list:
        if not value:
            return True
        if all(type(item) is int for item in value):
            return depth < MAX_DEPTH and min(value) >= -INT_LIMIT and max(value) < INT_LIMIT
        return all(is_plain(item, depth + 1) for item in value)
    if kind is dict:
        return all(is_plain(item, depth + 1) for item in value.values())
    return False


def _check_plain(value: Any, file: str, path: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise _fail(file, path, dm.TOO_DEEP(depth=MAX_DEPTH))
    if isinstance(value, dict):
        for key, item in value.items():
            _check_plain(item, file, f"{path}.{key}" if path else str(key), depth + 1)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _check_plain(item, file, f"{path}[{i}]", depth + 1)
    elif isinstance(value, (bool, str)):
        return
    elif isinstance(value, int):
        if not -INT_LIMIT <= value < INT_LIMIT:
            raise _fail(file, path, dm.INTEGER_TOO_BIG())
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise _fail(file, path, dm.NOT_A_NUMBER(got=repr(value)))
    elif isinstance(value, _dates()):
        raise _fail(file, path, dm.NO_DATES(got=value.isoformat()))
    else:  # only reachable from a caller's own data, never from TOML
        raise _fail(file, path, dm.CANNOT_READ(error=type(value).__name__))


def _dates() -> tuple[type[datetime.date], type[datetime.time], type[datetime.datetime]]:
    import datetime

    return datetime.date, datetime.time, datetime.datetime


def _fail(file: str, path: str | Message, detail: Message) -> DataError:
    return DataError(BAD_VALUE(file=file, path=path or dm.PATH_TOP(), detail=detail))


def _too_deep_at(source: str) -> int:
    """Where the brackets first open deeper than :data:`MAX_DEPTH` (strings aside, roughly)."""
    depth = 0
    for i, ch in enumerate(source):
        if ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return i
        elif ch in "]}":
            depth = max(0, depth - 1)
    return 0


def _at(file: str, source: str, offset: int, detail: Message) -> DataError:
    """An error for the key assigned on the line holding ``offset`` (or that line's number)."""
    start = source.rfind("\n", 0, offset) + 1
    line = source[start:offset]
    number = source.count("\n", 0, offset) + 1
    key = line.split("=", 1)[0].strip() if "=" in line else ""
    if not key or len(key) > 80:
        return _fail(file, dm.PATH_LINE(number=number), detail)
    return _fail(file, key, detail)
