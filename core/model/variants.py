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
``[ends=birmingham,coventry]``), ``[2]`` (by position, from 0) or ``[*]`` (every
element: ``industries:industry[*].tiles[*].vp`` sets the VP of every tile).  ``op`` is
``set`` (default), ``append`` (add ``value`` to an array) or ``remove`` (delete
the selected element or key).  The result is validated exactly like the title's
own data.

A variant may also replace whole data files: a table ``[replace.<file>]`` holds the
complete new content of that file (for example a new map of a title as
``[[replace.map.location]]`` and ``[[replace.map.link]]``; see ``core/WRITING_A_TITLE.md``,
"Data-only maps").  Replacements are applied first, then the changes.
"""
from __future__ import annotations

import copy
import re
from typing import Any

from attrs import define

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import text
from brass.core.model.data import BAD_VALUE, fail
from brass.core.model.errors import DataError

#: a key as TOML writes it bare (``players.3``: table keys may be digits), then its selectors
_SEGMENT = re.compile(r"([A-Za-z0-9_-]+)((?:\[[^\]]*\])*)")
_SELECTOR = re.compile(r"\[([^\]]*)\]")
OPS = ("set", "append", "remove")
#: the optional pictures-only file a map may bring whole (``[replace.layout]``)
LAYOUT = "layout"
NOTHING_MATCHED = text("data.variant_nothing_matched", "the path matches nothing")
#: ``era[...].rounds`` describes the game (rounds follow from the deck and hand size); play never reads it
_ERA_ROUNDS = re.compile(r"era(\[[^\]]*\])*\.rounds(\[[^\]]*\])*")
ERA_ROUNDS_FIXED = text(
    "data.variant_era_rounds",
    "an era's rounds follow from the deck: an era ends when the deck and every hand are empty, so a "
    "variant cannot set them; change the cards (cards:card[...].copies) or the hand size (game:setup.hand_size)",
)


def _select(items: list[Any], selector: str, where: str, file: str) -> list[int]:
    """Indices of the elements ``selector`` picks: one, or every element for ``*``."""
    if selector == "*":
        return list(range(len(items)))
    if selector.isdigit():
        i = int(selector)
        if i >= len(items):
            raise fail(file, where, dm.INDEX_OUT_OF_RANGE(index=i, last=len(items) - 1))
        return [i]
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
                return [i]
        elif str(have) == value:
            return [i]
    known = [str(item[key]) for item in items if isinstance(item, dict) and not isinstance(item.get(key, []), list)]
    like = dm.close_key(value, known)
    raise fail(file, where, dm.NO_ELEMENT(key=key, value=value) if like is None else
               dm.NO_ELEMENT_LIKE(key=key, value=value, suggestion=like))


@define
class Target:
    """One place a change writes: ``container[key]``, at ``concrete`` (indices, as the data
    errors name it) in data file ``data_file``, written in the variant as ``written``."""

    container: Any
    key: Any
    concrete: str
    data_file: str = ""
    written: str = ""
    change: int = 0


def _walk(root: dict[str, Any], path: str, file: str, shown: str) -> list[Target]:
    """Every (container, key-or-index) addressed by ``path`` inside ``root`` (several with ``[*]``);
    an error names the place as ``shown`` (``change[0].path = FILE:PATH``, as a refused value is named)."""
    segments = path.split(".")
    targets = [Target(None, None, "")]
    nodes: list[Any] = [root]
    done = ""
    for n, seg in enumerate(segments):
        m = _SEGMENT.fullmatch(seg)
        if not m:
            raise fail(file, shown, dm.BAD_PATH_SEGMENT(segment=seg))
        name, selectors = m.group(1), m.group(2)
        next_targets: list[Target] = []
        next_nodes: list[Any] = []
        for target, node in zip(targets, nodes):
            where = f"{target.concrete}.{name}" if target.concrete else name
            if not isinstance(node, dict) or name not in node:
                if n == len(segments) - 1 and not selectors and isinstance(node, dict):
                    next_targets.append(Target(node, name, where))  # a new key at the end of the path
                    next_nodes.append(None)
                    continue
                like = dm.close_key(name, node) if isinstance(node, dict) else None
                if done:
                    raise fail(file, shown, dm.NO_KEY_AFTER(key=name, after=done) if like is None else
                               dm.NO_KEY_LIKE(key=name, after=done, suggestion=like))
                raise fail(file, shown, dm.NO_KEY_AT_TOP(key=name) if like is None else
                           dm.NO_KEY_AT_TOP_LIKE(key=name, suggestion=like))
            here = [(Target(node, name, where), node[name])]
            label = f"{done}.{name}" if done else name
            for sel in _SELECTOR.findall(selectors):
                picked = []
                for t, item in here:
                    if not isinstance(item, list):
                        raise fail(file, shown, dm.NOT_AN_ARRAY(key=label))
                    for i in _select(item, sel, shown, file):
                        picked.append((Target(item, i, f"{t.concrete}[{i}]"), item[i]))
                here = picked
                label += f"[{sel}]"
            next_targets += [t for t, _ in here]
            next_nodes += [item for _, item in here]
        done = f"{done}.{seg}" if done else seg
        if not next_targets:
            raise fail(file, shown, NOTHING_MATCHED())
        targets, nodes = next_targets, next_nodes
    return targets


def apply_variant(raw: dict[str, dict[str, Any]], variant: dict[str, Any], title: str, file: str = "variant",
                  record: list[Target] | None = None) -> None:
    """Apply ``variant`` (a parsed variant file) to ``raw`` (data files by name), in place.

    ``record``, when given, receives every place written (for blaming a bad value on its
    change, and for naming changes by the ids the variant wrote).
    """
    allowed = ("variant", "replace", "change")
    for key in variant:
        if key not in allowed:
            like = dm.close_key(key, allowed)
            raise fail(file, key, dm.UNKNOWN_VARIANT_KEY() if like is None else dm.UNKNOWN_KEY_LIKE(suggestion=like))
    meta = variant.get("variant", {})
    if not isinstance(meta, dict):
        raise fail(file, "variant", dm.EXPECTED(expected=dm.TYPE_TABLE()))
    for key in meta:
        if key not in ("name", "title", "description"):
            raise fail(file, f"variant.{key}", dm.unknown_key(key, ("name", "title", "description")))
    for key in ("name", "title", "description"):
        if key in meta and not isinstance(meta[key], str):
            raise fail(file, f"variant.{key}", dm.EXPECTED_TYPE(expected=dm.TYPE_STRING(), got=repr(meta[key])))
    if meta.get("title", title) != title:
        raise fail(file, "variant.title", dm.VARIANT_OTHER_TITLE(other=meta.get("title"), title=title))
    _replace_files(raw, variant.get("replace", {}), file)
    replaced = variant.get("replace", {})
    changes = variant.get("change", [])
    if not isinstance(changes, list):
        raise fail(file, "change", dm.EXPECTED(expected=dm.TYPE_CHANGES()))
    for i, change in enumerate(changes):
        where = f"change[{i}]"
        if not isinstance(change, dict):
            raise fail(file, where, dm.EXPECTED(expected=dm.TYPE_TABLE()))
        for key in change:
            if key not in ("path", "value", "op"):
                raise fail(file, f"{where}.{key}", dm.unknown_key(key, ("path", "value", "op")))
        op = change.get("op", "set")
        if op not in OPS:
            raise fail(file, f"{where}.op", dm.EXPECTED_ONE_OF(choices=OPS))
        path = change.get("path")
        if not isinstance(path, str) or ":" not in path:
            raise fail(file, f"{where}.path", dm.EXPECTED(expected=dm.TYPE_VARIANT_PATH()))
        data_file, key_path = path.split(":", 1)
        # rounds follow from the deck: a variant may restate them only when it brings its own deck
        # (a map's [replace.cards]); on its own the number would show in `brass data` and do nothing
        if data_file == "game" and _ERA_ROUNDS.fullmatch(key_path) and "cards" not in replaced:
            raise fail(file, f"{where}.path", ERA_ROUNDS_FIXED())
        if data_file not in raw:
            raise fail(file, f"{where}.path", dm.UNKNOWN_DATA_FILE(file=data_file, files=sorted(raw)))
        if op != "remove" and "value" not in change:
            raise fail(file, f"{where}.value", dm.MISSING_VALUE())
        targets = _walk(raw[data_file], key_path, file, f"{where}.path = {path}")
        # remove from the back, so the indices of the other targets stay right
        for t in (sorted(targets, key=lambda t: t.key, reverse=True) if op == "remove" else targets):
            container, key = t.container, t.key
            if record is not None:
                record.append(Target(container, key, t.concrete, data_file, key_path, i))
            if op == "set":
                container[key] = copy.deepcopy(change["value"])
            elif op == "append":
                target = container[key] if (isinstance(container, list) or key in container) else None
                if not isinstance(target, list):
                    raise fail(file, f"{where}.path", dm.APPEND_NEEDS_ARRAY())
                target.append(copy.deepcopy(change["value"]))
            else:
                if isinstance(container, list) or key in container:
                    del container[key]
                else:
                    raise fail(file, f"{where}.path", dm.NOTHING_TO_REMOVE())


def changed_places(raw: dict[str, dict[str, Any]], variant: dict[str, Any], title: str,
                   file: str = "variant") -> list[Target]:
    """Where ``variant`` writes in ``raw`` (a fresh copy is changed, ``raw`` is not)."""
    record: list[Target] = []
    apply_variant(copy.deepcopy(raw), variant, title, file, record)
    return record


def _within(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith((prefix + ".", prefix + "["))


def blame_variant(error: DataError, raw: dict[str, dict[str, Any]], variant: dict[str, Any], title: str,
                  file: str) -> DataError:
    """``error`` (raised while reading the data a variant changed) restated against the variant's
    change that wrote the bad value, when one did; otherwise ``error`` itself."""
    message = error.message
    if message.key != BAD_VALUE.key:
        return error
    params = dict(message.params)
    data_file, path = str(params.get("file", "")), str(params.get("path", ""))
    for place in changed_places(raw, variant, title, file):
        if f"{place.data_file}.toml" == data_file and _within(path, place.concrete):
            rest = path[len(place.concrete):]
            return fail(file, f"change[{place.change}].path = {place.data_file}:{place.written}{rest}",
                        params["detail"])
    return error


def readable_path(data_file: str, path: str, places: list[Target], base: dict[str, Any]) -> str:
    """``path`` (with indices) named as the variant wrote it, or with each element's id."""
    for place in places:
        if place.data_file == data_file and _within(path, place.concrete) and "*" not in place.written:
            return place.written + path[len(place.concrete):]
    out = []
    node: Any = base
    for part in re.findall(r"[^.\[]+|\[\d+\]", path):
        if part.startswith("[") and isinstance(node, list):
            i = int(part[1:-1])
            node = node[i] if i < len(node) else None
            out.append(f"[{node['id']}]" if isinstance(node, dict) and isinstance(node.get("id"), str) else part)
        else:
            node = node.get(part) if isinstance(node, dict) else None
            out.append(("." if out else "") + part)
    return "".join(out)


def _replace_files(raw: dict[str, dict[str, Any]], replace: Any, file: str) -> None:
    """Put whole new data files (``[replace.<file>]`` tables) in place of the title's own."""
    if not isinstance(replace, dict):
        raise fail(file, "replace", dm.EXPECTED(expected=dm.TYPE_TABLE()))
    for name, content in replace.items():
        if name not in raw and name != LAYOUT:  # a map may bring a layout where the title has none in its data
            raise fail(file, f"replace.{name}", dm.UNKNOWN_DATA_FILE(file=name, files=sorted({*raw, LAYOUT})))
        if not isinstance(content, dict):
            raise fail(file, f"replace.{name}", dm.EXPECTED(expected=dm.TYPE_TABLE()))
        raw[name] = copy.deepcopy(content)
