"""Reading game data from TOML into typed, frozen classes with cattrs.

Errors name the file, the key path and what was expected, e.g.
``industries.toml: industry[0].tiles[2].money: expected int, got 'x'``.
"""
from __future__ import annotations

import tomllib
from collections.abc import Mapping as AbcMapping
from pathlib import Path
from typing import Any, Mapping, TypeVar, get_args, get_origin

import attrs
import cattrs
from cattrs.cols import homogenous_tuple_structure_factory
from cattrs.errors import AttributeValidationNote, ForbiddenExtraKeysError
from cattrs.gen import make_dict_structure_fn

from .errors import DataError
from .industries import PerEra
from .messages import text

T = TypeVar("T")

BAD_TOML = text("data.bad_toml", "{file}: not valid TOML: {detail}")
BAD_VALUE = text("data.bad_value", "{file}: {path}: {detail}")
MISSING_FILE = text("data.missing_file", "{file}: file not found")


def _structure_per_era(value: Any, _type: Any) -> int | Mapping[str, int]:
    if isinstance(value, bool):
        raise ValueError(f"expected an amount, got {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, Mapping) and all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in value.items()
    ):
        return dict(value)
    raise ValueError(f"expected an amount or a table of amounts by era, got {value!r}")


def _strict_int(value: Any, _type: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected int, got {value!r}")
    return value


def _strict_str(value: Any, _type: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"expected a string, got {value!r}")
    return value


def _strict_bool(value: Any, _type: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {value!r}")
    return value


def _strict_float(value: Any, _type: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"expected a number, got {value!r}")
    return float(value)


def _is_array(t: Any) -> bool:
    args = get_args(t)
    return get_origin(t) is tuple and len(args) == 2 and args[1] is Ellipsis


def _array_factory(t: Any, conv: cattrs.Converter) -> Any:
    inner = homogenous_tuple_structure_factory(t, conv)

    def structure_array(value: Any, cl: Any) -> Any:
        if not isinstance(value, list):
            raise ValueError(f"expected an array, got {value!r}")
        return inner(value, cl)

    return structure_array


def _is_table(t: Any) -> bool:
    return get_origin(t) in (AbcMapping, dict) or t in (dict,)


def _table_factory(t: Any, conv: cattrs.Converter) -> Any:
    key_type, value_type = get_args(t) or (str, Any)

    def structure_table(value: Any, cl: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError(f"expected a table, got {value!r}")
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


def _record_factory(cl: Any, conv: cattrs.Converter) -> Any:
    inner = make_dict_structure_fn(cl, conv, _cattrs_forbid_extra_keys=True)

    def structure_record(value: Any, _cl: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError(f"expected a table, got {value!r}")
        return inner(value, _cl)

    return structure_record


def make_converter() -> cattrs.Converter:
    """A converter that refuses unknown keys and silent type coercion.

    Arrays must be TOML arrays and records TOML tables: a string is never read
    as a list of its letters, nor a table as the list of its keys.
    """
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


converter = make_converter()


def read_toml(path: Path) -> dict[str, Any]:
    """Parse a TOML file; errors become :class:`DataError` naming the file."""
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise DataError(MISSING_FILE(file=str(path))) from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(BAD_TOML(file=str(path), detail=str(exc))) from None


def _notes_to_paths(exc: BaseException, path: str) -> list[tuple[str, str]]:
    """Flatten a cattrs error (group) into (key path, problem) pairs using its notes."""
    if isinstance(exc, ForbiddenExtraKeysError):
        return [(f"{path}.{k}" if path else k, "unknown key") for k in sorted(exc.extra_fields)]
    if isinstance(exc, BaseExceptionGroup):
        out: list[tuple[str, str]] = []
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
                out.append((sub_path, "missing required key"))
            else:
                out.extend(_notes_to_paths(sub, sub_path))
        return out
    detail = str(exc) or type(exc).__name__
    if isinstance(exc, KeyError):
        detail = "missing required key"
    return [(path or "(top)", detail)]


def structure(raw: Any, cls: type[T], file: str, prefix: str = "") -> T:
    """Structure ``raw`` into ``cls``; problems raise one :class:`DataError`."""
    try:
        return converter.structure(raw, cls)
    except Exception as exc:  # cattrs raises groups of assorted errors
        problems = _notes_to_paths(exc, prefix)
        first_path, first_detail = problems[0] if problems else (prefix or "(top)", str(exc))
        detail = first_detail
        if len(problems) > 1:
            detail += f" (and {len(problems) - 1} more problem(s))"
        raise DataError(BAD_VALUE(file=file, path=first_path, detail=detail)) from None


def fail(file: str, path: str, detail: str) -> DataError:
    """A :class:`DataError` for a semantic problem found after structuring."""
    return DataError(BAD_VALUE(file=file, path=path, detail=detail))


def load_dir(directory: Path, names: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """Read each ``name.toml`` of a title's data folder into raw dictionaries."""
    return {name: read_toml(directory / f"{name}.toml") for name in names}
