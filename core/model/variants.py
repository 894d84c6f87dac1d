"""Variant overlays: changes to a title's data, addressed by id, applied before it is read.

A variant file (TOML) looks like::

    [variant]
    name = "Cheap cotton"
    title = "birmingham"

    [[change]]
    path = "industries:industry[cotton].tiles[level=1].money"
    value = 10

A path is ``file:key.key[selector]...``.  A selector picks one element of an
array: ``[cotton]`` (the element whose ``id`` is cotton), ``[level=1]`` (whose
``level`` is 1; a list field matches a comma-separated value, e.g.
``[ends=birmingham,coventry]``) or ``[2]`` (by position, from 0).  ``op`` is
``set`` (default), ``append`` (add ``value`` to an array) or ``remove`` (delete
the selected element or key).  The result is validated exactly like the title's
own data.
"""
from __future__ import annotations

import re
from typing import Any

from brass.core.i18n import data_messages as dm
from brass.core.model.data import fail

_SEGMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)((?:\[[^\]]*\])*)")
_SELECTOR = re.compile(r"\[([^\]]*)\]")
OPS = ("set", "append", "remove")


def _select(items: list[Any], selector: str, where: str, file: str) -> int:
    if selector.isdigit():
        i = int(selector)
        if i >= len(items):
            raise fail(file, where, dm.INDEX_OUT_OF_RANGE(index=i, last=len(items) - 1))
        return i
    if "=" in selector:
        key, value = selector.split("=", 1)
    else:
        key, value = "id", selector
    for i, item in enumerate(items):
        if not isinstance(item, dict) or key not in item:
            continue
        have = item[key]
        if isinstance(have, list):
            if ",".join(str(x) for x in have) == value:
                return i
        elif str(have) == value:
            return i
    raise fail(file, where, dm.NO_ELEMENT(key=key, value=value))


def _walk(root: dict[str, Any], path: str, file: str) -> tuple[Any, Any]:
    """Return (container, key-or-index) addressed by ``path`` inside ``root``."""
    segments = path.split(".")
    node: Any = root
    container: Any = None
    last: Any = None
    done = ""
    for n, seg in enumerate(segments):
        m = _SEGMENT.fullmatch(seg)
        if not m:
            raise fail(file, path, dm.BAD_PATH_SEGMENT(segment=seg))
        name, selectors = m.group(1), m.group(2)
        if not isinstance(node, dict) or name not in node:
            if n == len(segments) - 1 and not selectors and isinstance(node, dict):
                return node, name  # a new key at the end of the path
            if done:
                raise fail(file, path, dm.NO_KEY_AFTER(key=name, after=done))
            raise fail(file, path, dm.NO_KEY_AT_TOP(key=name))
        container, last = node, name
        node = node[name]
        done = f"{done}.{name}" if done else name
        for sel in _SELECTOR.findall(selectors):
            if not isinstance(node, list):
                raise fail(file, path, dm.NOT_AN_ARRAY(key=done))
            i = _select(node, sel, path, file)
            container, last = node, i
            node = node[i]
            done += f"[{sel}]"
    return container, last


def apply_variant(raw: dict[str, dict[str, Any]], variant: dict[str, Any], title: str, file: str = "variant") -> None:
    """Apply ``variant`` (a parsed variant file) to ``raw`` (data files by name), in place."""
    allowed = {"variant", "change"}
    for key in variant:
        if key not in allowed:
            raise fail(file, key, dm.UNKNOWN_VARIANT_KEY())
    meta = variant.get("variant", {})
    if not isinstance(meta, dict):
        raise fail(file, "variant", dm.EXPECTED(expected=dm.TYPE_TABLE()))
    for key in meta:
        if key not in ("name", "title", "description"):
            raise fail(file, f"variant.{key}", dm.UNKNOWN_KEY())
    for key in ("name", "title", "description"):
        if key in meta and not isinstance(meta[key], str):
            raise fail(file, f"variant.{key}", dm.EXPECTED_TYPE(expected=dm.TYPE_STRING(), got=repr(meta[key])))
    if meta.get("title", title) != title:
        raise fail(file, "variant.title", dm.VARIANT_OTHER_TITLE(other=meta.get("title"), title=title))
    changes = variant.get("change", [])
    if not isinstance(changes, list):
        raise fail(file, "change", dm.EXPECTED(expected=dm.TYPE_CHANGES()))
    for i, change in enumerate(changes):
        where = f"change[{i}]"
        if not isinstance(change, dict):
            raise fail(file, where, dm.EXPECTED(expected=dm.TYPE_TABLE()))
        for key in change:
            if key not in ("path", "value", "op"):
                raise fail(file, f"{where}.{key}", dm.UNKNOWN_KEY())
        op = change.get("op", "set")
        if op not in OPS:
            raise fail(file, f"{where}.op", dm.EXPECTED_ONE_OF(choices=OPS))
        path = change.get("path")
        if not isinstance(path, str) or ":" not in path:
            raise fail(file, f"{where}.path", dm.EXPECTED(expected=dm.TYPE_VARIANT_PATH()))
        data_file, key_path = path.split(":", 1)
        if data_file not in raw:
            raise fail(file, f"{where}.path", dm.UNKNOWN_DATA_FILE(file=data_file, files=sorted(raw)))
        if op != "remove" and "value" not in change:
            raise fail(file, f"{where}.value", dm.MISSING_VALUE())
        container, key = _walk(raw[data_file], key_path, f"{file}: {where}.path")
        if op == "set":
            container[key] = change["value"]
        elif op == "append":
            target = container[key] if (isinstance(container, list) or key in container) else None
            if not isinstance(target, list):
                raise fail(file, f"{where}.path", dm.APPEND_NEEDS_ARRAY())
            target.append(change["value"])
        else:
            if isinstance(container, list):
                del container[key]
            elif key in container:
                del container[key]
            else:
                raise fail(file, f"{where}.path", dm.NOTHING_TO_REMOVE())
