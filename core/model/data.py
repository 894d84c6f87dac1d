"""Reading game data from TOML into typed, frozen classes with cattrs.

Errors name the file, the key path and what was expected, e.g.
``industries.toml: industry[0].tiles[2].money: expected a whole number, got 'x'``.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Mapping as AbcMapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, get_args, get_origin

import attrs

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, Text, text
from brass.core.model.bounds import bounds_of, choices_of, out_of_bounds, whole_bounds
from brass.core.model.errors import DataError
from brass.core.model.industries import PerEra
from brass.core.model.toml_input import BAD_VALUE, parse_toml

if TYPE_CHECKING:
    import cattrs

# cattrs is imported when data is first read, not with this module: a command that never reads
# data (``--help``, a sealed save's snapshot... ) does not pay for it.

T = TypeVar("T")

MISSING_FILE = text("data.missing_file", "{file}: file not found")


class BadValue(ValueError):
    """A value a structure hook refuses; ``message`` says why (see :mod:`brass.core.i18n.data_messages`)."""

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(str(message))


def _expected(expected: Text, value: Any) -> BadValue:
    return BadValue(dm.EXPECTED_TYPE(expected=expected(), got=repr(value)))


def _structure_per_era(value: Any, _type: Any) -> int | Mapping[str, int]:
    if isinstance(value, bool):
        raise _expected(dm.TYPE_AMOUNT, value)
    if isinstance(value, int):
        return value
    if isinstance(value, Mapping) and all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in value.items()
    ):
        return dict(value)
    raise _expected(dm.TYPE_AMOUNTS_BY_ERA, value)


def _strict_int(value: Any, _type: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _expected(dm.TYPE_INT, value)
    return value


def _strict_str(value: Any, _type: Any) -> str:
    if not isinstance(value, str):
        raise _expected(dm.TYPE_STRING, value)
    return value


def _strict_bool(value: Any, _type: Any) -> bool:
    if not isinstance(value, bool):
        raise _expected(dm.TYPE_BOOL, value)
    return value


def _strict_float(value: Any, _type: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _expected(dm.TYPE_NUMBER, value)
    return float(value)


def _is_array(t: Any) -> bool:
    args = get_args(t)
    return get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis


def _array_factory(t: Any, conv: cattrs.Converter) -> Any:
    from cattrs.cols import homogenous_tuple_structure_factory

    inner = homogenous_tuple_structure_factory(t, conv)

    def structure_array(value: Any, cl: Any) -> Any:
        if not isinstance(value, list):
            raise _expected(dm.TYPE_ARRAY, value)
        return inner(value, cl)

    return structure_array


def _is_table(t: Any) -> bool:
    return get_origin(t) in (AbcMapping, dict) or t in (dict,)


def _table_factory(t: Any, conv: cattrs.Converter) -> Any:
    from cattrs.errors import AttributeValidationNote

    key_type, value_type = get_args(t) or (str, Any)

    def structure_table(value: Any, cl: Any) -> Any:
        if not isinstance(value, dict):
            raise _expected(dm.TYPE_TABLE, value)
        out = {}
        errors = []
        for k, v in value.items():
            try:
                out[conv.structure(k, key_type)] = conv.structure(v, value_type)
            except Exception as exc:  # noqa: BLE001 - regrouped with its key below
                exc.__notes__ = [*getattr(exc, "__notes__", []), AttributeValidationNote(f"key {k}", k, value_type)]
                errors.append(exc)
        if errors:
            raise ExceptionGroup(f"while structuring a table of {value_type}", errors)
        return out

    return structure_table


def _numbers_in(value: Any, whole: bool) -> list[float]:
    """The whole numbers in ``value`` (and in its arrays and tables), or every number if not
    ``whole``; booleans are not numbers."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int) or (isinstance(value, float) and not whole):
        return [value]
    if isinstance(value, list):
        return [v for item in value for v in _numbers_in(item, whole)]
    if isinstance(value, dict):
        return [v for item in value.values() for v in _numbers_in(item, whole)]
    return []


def _at_attribute(exc: BadValue, cl: Any, name: str, kind: type) -> BadValue:
    """``exc`` noted as cattrs notes a failed attribute, so the error names its key."""
    from cattrs.errors import AttributeValidationNote

    exc.__notes__ = [AttributeValidationNote(f"Structuring class {cl.__qualname__} @ attribute {name}",
                                             name, kind)]
    return exc


def _out_of_bounds(cl: Any, name: str, value: Any, low: float | None, high: float | None) -> BadValue | None:
    whole = whole_bounds(low, high)
    for v in _numbers_in(value, whole):
        if out_of_bounds(v, low, high):
            if not whole:
                exc = BadValue(dm.EXPECTED_NUMBER_RANGE_GOT(low=f"{low:g}", high=f"{high:g}", got=v))
            elif high is None:
                exc = BadValue(dm.EXPECTED_AT_LEAST_GOT(low=low, got=v))
            else:
                exc = BadValue(dm.EXPECTED_RANGE_GOT(low=low, high=high, got=v))
            return _at_attribute(exc, cl, name, int if whole else float)
    return None


def _not_a_choice(cl: Any, name: str, value: Any, choices: tuple[str, ...]) -> BadValue | None:
    # (a value of another type is the type check's to refuse: "expected a string, got 3")
    if value in choices or not isinstance(value, str):
        return None
    return _at_attribute(BadValue(dm.EXPECTED_ONE_OF(choices=list(choices))), cl, name, str)


def _record_factory(cl: Any, conv: cattrs.Converter) -> Any:
    from cattrs.gen import make_dict_structure_fn

    inner = make_dict_structure_fn(cl, conv, _cattrs_forbid_extra_keys=True)
    bounds = bounds_of(cl)
    choices = choices_of(cl)

    def structure_record(value: Any, _cl: Any) -> Any:
        if not isinstance(value, dict):
            raise _expected(dm.TYPE_TABLE, value)
        errors = [e for name, (low, high) in bounds if name in value
                  if (e := _out_of_bounds(cl, name, value[name], low, high)) is not None]
        errors += [e for name, allowed in choices if name in value
                   if (e := _not_a_choice(cl, name, value[name], allowed)) is not None]
        if errors:
            raise ExceptionGroup(f"While structuring {cl.__name__}", errors)
        return inner(value, _cl)

    return structure_record


def make_converter() -> cattrs.Converter:
    """A converter that refuses unknown keys and silent type coercion.

    Arrays must be TOML arrays and records TOML tables: a string is never read
    as a list of its letters, nor a table as the list of its keys.
    """
    import cattrs

    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
    conv.register_structure_hook(int, _strict_int)
    conv.register_structure_hook(str, _strict_str)
    conv.register_structure_hook(bool, _strict_bool)
    conv.register_structure_hook(float, _strict_float)
    conv.register_structure_hook(PerEra, _structure_per_era)
    conv.register_structure_hook_factory(_is_array, _array_factory)
    conv.register_structure_hook_factory(_is_table, _table_factory)
    conv.register_structure_hook_factory(attrs.has, _record_factory)
    return conv


_converters: list[cattrs.Converter] = []


def converter() -> cattrs.Converter:
    """The shared converter (made on first use)."""
    if not _converters:
        _converters.append(make_converter())
    return _converters[0]


def read_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML file; errors become :class:`DataError` naming the file."""
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise DataError(MISSING_FILE(file=str(path))) from None
    return parse_toml(raw, str(path))


def _notes_to_paths(exc: BaseException, path: str) -> list[tuple[str | Message, Message]]:
    """Flatten a cattrs error (group) into (key path, problem) pairs using its notes."""
    from cattrs.errors import ForbiddenExtraKeysError

    if isinstance(exc, ForbiddenExtraKeysError):
        known = [f.name for f in attrs.fields(exc.cl)] if attrs.has(exc.cl) else []
        return [(f"{path}.{k}" if path else k, dm.unknown_key(k, known)) for k in sorted(exc.extra_fields)]
    if isinstance(exc, BaseExceptionGroup):
        out: list[tuple[str | Message, Message]] = []
        for sub in exc.exceptions:
            sub_path = path
            for note in getattr(sub, "__notes__", []) or []:
                name = getattr(note, "name", None)
                index = getattr(note, "index", None)
                if name is not None:
                    sub_path = f"{path}.{name}" if path else str(name)
                elif index is not None:
                    sub_path = f"{path}[{index}]"
            if isinstance(sub, KeyError):
                out.append((sub_path, dm.MISSING_KEY()))
            else:
                out.extend(_notes_to_paths(sub, sub_path))
        return out
    return [(path or dm.PATH_TOP(), _problem(exc))]


def _problem(exc: BaseException) -> Message:
    """What is wrong, for one error a structure hook or cattrs raised."""
    if isinstance(exc, BadValue):
        return exc.message
    if isinstance(exc, KeyError):
        return dm.MISSING_KEY()
    # not raised by our hooks: the library's own words are all there is to show
    return dm.CANNOT_READ(error=str(exc) or type(exc).__name__)


_remembering: list[bool] = []


@contextmanager
def remembering() -> Iterator[None]:
    """While inside, :func:`structure` keeps a verdict on the data it reads without a problem,
    and reads data with a verdict without cattrs (see :mod:`brass.core.model.known_data`).

    For data that is read again and again unchanged (a title's rules, built by every
    command); a user's file read once gains nothing from it.
    """
    _remembering.append(True)
    try:
        yield
    finally:
        _remembering.pop()


def structure(raw: Any, cls: type[T], file: str, prefix: str = "") -> T:
    """Structure ``raw`` into ``cls``; problems raise one :class:`DataError`."""
    if not _remembering or prefix:
        return _structure(raw, cls, file, prefix)
    from brass.core.model import known_data

    try:
        if known_data.was_checked(raw, cls):
            return known_data.structure_known(raw, cls)
    except Exception:  # noqa: BLE001 - the cache's word, or a type it does not build: cattrs reads it and names any problem
        pass
    result = _structure(raw, cls, file, prefix)
    try:
        known_data.checked(raw, cls)
    except Exception:  # noqa: BLE001 - a verdict that cannot be kept costs time next run, nothing else
        pass
    return result


def _structure(raw: Any, cls: type[T], file: str, prefix: str = "") -> T:
    try:
        return converter().structure(raw, cls)
    except Exception as exc:  # noqa: BLE001 - cattrs raises groups of assorted errors; fail() names them
        problems = _notes_to_paths(exc, prefix)
        if problems:
            first_path, detail = problems[0]
        else:
            first_path, detail = prefix or dm.PATH_TOP(), _problem(exc)
        if len(problems) > 1:
            detail = dm.AND_MORE(detail=detail, count=len(problems) - 1)
        raise fail(file, first_path, detail) from None


def fail(file: str | Message, path: str | Message, detail: Message) -> DataError:
    """A :class:`DataError` for a problem at ``path`` in ``file``; ``detail`` is a message
    (see :mod:`brass.core.i18n.data_messages`), never English text."""
    if not isinstance(detail, Message):
        raise TypeError(f"fail() needs a Message as detail, not {type(detail).__name__}")
    return DataError(BAD_VALUE(file=file, path=path, detail=detail))


def load_dir(directory: Path, names: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """Read each ``name.toml`` of a title's data folder into raw dictionaries."""
    return {name: read_data_file(directory / f"{name}.toml") for name in names}


def read_data_file(path: Path) -> dict[str, Any]:
    """:func:`read_toml` for a title's own data files, which every command reads: the parsed
    content is kept in brass's cache as JSON (far quicker to read than TOML) with the file's
    path, size and times, once checked as parsed TOML is (plain values, bounded depth), and
    with a checksum.  An entry whose checksum or file does not match is ignored and the file
    parsed again."""
    import hashlib
    import json

    from brass.core.files import cache

    source = cache.source(path)
    name = "toml-" + hashlib.sha256(str(source and source[0]).encode("utf-8", "surrogateescape")).hexdigest()[:24]

    def checksum(value: Any) -> str:
        body = json.dumps([source, value], sort_keys=True, separators=(",", ":"), allow_nan=False)
        return hashlib.sha256(body.encode("utf-8", "surrogateescape")).hexdigest()

    kept = cache.load(name) if source else None
    if isinstance(kept, dict) and isinstance(kept.get("data"), dict):
        try:
            if kept.get("sum") == checksum(kept["data"]):  # the same file, and what was stored after check_plain
                return kept["data"]
        except (ValueError, TypeError, RecursionError):
            pass
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise DataError(MISSING_FILE(file=str(path))) from None
    data = parse_toml(raw, str(path))
    if source:
        cache.store(name, {"data": data, "sum": checksum(data)})
    return data
