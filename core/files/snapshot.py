"""Plain-data snapshots of a game state (for saves, comparisons and position files).

A snapshot is a dict of lists, ints, strings and bools only (TOML-ready): the
64-bit generator state is written as a hex string and frame tuples as lists.
"""
from __future__ import annotations

from typing import Any

from attrs import fields

from brass.core.model.state import State
from brass.core.play.decision import Frame


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def snapshot(state: State) -> dict[str, Any]:
    """The state as plain data (deterministic key order)."""
    out: dict[str, Any] = {}
    for f in fields(State):
        value = getattr(state, f.name)
        if f.name == "rng":
            out[f.name] = f"{value:016x}"
        elif f.name == "frame":
            if value is not None:
                out[f.name] = {
                    "action": value.action, "step": value.step, "player": value.player,
                    "data": {k: _plain(v) for k, v in sorted(value.data.items())},
                }
        elif f.name == "ext":
            if value is not None:
                out[f.name] = value.to_plain()
        else:
            out[f.name] = _plain(value)
    return out


def restore(data: dict[str, Any], ext_type: Any = None) -> State:
    """Rebuild a :class:`State` from :func:`snapshot` output (validation is the caller's)."""
    kwargs: dict[str, Any] = {}
    for f in fields(State):
        if f.name == "rng":
            kwargs["rng"] = int(data["rng"], 16)
        elif f.name == "frame":
            fr = data.get("frame")
            kwargs["frame"] = None if fr is None else Frame(
                fr["action"], fr["step"], fr["player"], {k: _frozen(v) for k, v in fr["data"].items()}
            )
        elif f.name == "ext":
            raw = data.get("ext")
            kwargs["ext"] = None if raw is None or ext_type is None else ext_type.from_plain(raw)
        else:
            kwargs[f.name] = _plain(data[f.name])
    return State(**kwargs)
