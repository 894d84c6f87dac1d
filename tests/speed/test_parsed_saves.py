"""Saves kept parsed in the cache (brass.core.files.parsed_saves): used only when they are exactly
the file's parse, so an edited save or an edited cache entry changes nothing but the time."""
from __future__ import annotations

import datetime
import json
import math
import random
from pathlib import Path
from typing import Any

import pytest

from brass.core.files import cache, parsed_saves, session as session_module
from brass.core.files.session import Session, parse_save
from brass.core.files.snapshot import snapshot
from brass.core.model.errors import DataError
from brass.core.model.toml_input import INT_LIMIT, MAX_DEPTH, check_plain, is_plain


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    return folder


def saved(path: Path, decisions: int = 40) -> Session:
    s = Session.new("birmingham", 3, seed=11)
    pick = random.Random(11)
    for _ in range(decisions):
        d = s.game.decision()
        assert d is not None
        s.apply(d.options[pick.randrange(len(d.options))].id)
    s.save(path)
    return s


def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Count the parses of save files from now on."""
    calls: list[str] = []

    def counting(raw: bytes, file: str) -> dict[str, Any]:
        calls.append(file)
        return parse_save(raw, file)

    monkeypatch.setattr(session_module, "parse_save", counting)
    return calls


def entry(path: Path, folder: Path) -> Path:
    return folder / f"{parsed_saves._name(path)}.json"


def test_the_save_brass_wrote_is_read_without_parsing(tmp_path: Path, cache_dir: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.toml"
    original = saved(path)
    assert entry(path, cache_dir).is_file()
    calls = parses(monkeypatch)
    loaded = Session.load(path, trust=True)
    assert calls == []
    assert snapshot(loaded.game.state) == snapshot(original.game.state)
    assert loaded.log == original.log
    assert parsed_saves.recall(path, path.read_bytes(), "g") == parse_save(path.read_bytes(), "g")


def test_a_save_read_once_is_read_without_parsing_next_time(tmp_path: Path, cache_dir: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.toml"
    saved(path)
    entry(path, cache_dir).unlink()  # as a save another machine wrote
    calls = parses(monkeypatch)
    Session.load(path, trust=True)
    Session.load(path, trust=True)
    assert calls == [str(path)]


def test_an_edited_save_is_parsed(tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.toml"
    original = saved(path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(f"seed = {original.seed}", "seed = 12"), encoding="utf-8")
    calls = parses(monkeypatch)
    with pytest.raises(DataError):  # another seed: the log no longer replays, or the snapshot differs
        Session.load(path, trust=True)
    assert calls == [str(path)]


@pytest.mark.parametrize("tamper", ["other log", "null", "not a table", "garbage"])
def test_an_edited_cache_entry_is_ignored(tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch,
                                          tamper: str) -> None:
    path = tmp_path / "g.toml"
    original = saved(path)
    file = entry(path, cache_dir)
    kept = json.loads(file.read_text(encoding="utf-8"))
    if tamper == "other log":
        kept["value"]["log"] = kept["value"]["log"][:-1]
    elif tamper == "null":
        kept["value"]["seed"] = None
    elif tamper == "not a table":
        kept["value"] = [1, 2]
    file.write_text("{" if tamper == "garbage" else json.dumps(kept), encoding="utf-8")
    assert parsed_saves.recall(path, path.read_bytes(), "g") is None
    calls = parses(monkeypatch)
    loaded = Session.load(path, trust=True)
    assert calls == [str(path)]
    assert loaded.log == original.log


def test_another_files_entry_is_not_used(tmp_path: Path, cache_dir: Path) -> None:
    a, b = tmp_path / "a.toml", tmp_path / "b.toml"
    saved(a, 40)
    saved(b, 30)
    assert parsed_saves.recall(a, b.read_bytes(), "a") is None
    assert parsed_saves.recall(b, b.read_bytes(), "b") == parse_save(b.read_bytes(), "b")


def test_without_a_cache_saves_are_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.CACHE_ENV, "")
    path = tmp_path / "g.toml"
    saved(path)
    calls = parses(monkeypatch)
    Session.load(path, trust=True)
    assert calls == [str(path)]


def nested(depth: int, leaf: Any) -> Any:
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


class Flag(int):
    pass


PLAIN_OR_NOT = [
    {"a": [1, 2, 3], "b": {"c": "x", "d": [True, 1.5, [-(INT_LIMIT), INT_LIMIT - 1]]}},
    [], {}, "", 0, False, [[], {}],
    nested(MAX_DEPTH, 1), nested(MAX_DEPTH + 1, 1), nested(MAX_DEPTH - 1, [1, 2]), nested(MAX_DEPTH, [1, 2]),
    nested(MAX_DEPTH, []), nested(MAX_DEPTH + 1, []),
    [1, INT_LIMIT], [-(INT_LIMIT) - 1], {"x": INT_LIMIT}, [1.0, math.nan], math.inf, [1, 2.5],
    [datetime.date(2024, 1, 1)], {"when": datetime.time(12, 0)}, [None], (1, 2), Flag(3), [Flag(3)],
]


@pytest.mark.parametrize("value", PLAIN_OR_NOT, ids=lambda v: repr(v)[:40])
def test_the_quick_check_agrees_with_the_full_one(value: Any) -> None:
    try:
        check_plain(value, "f")
        passes = True
    except DataError:
        passes = False
    if is_plain(value):
        assert passes
    if not passes:
        assert not is_plain(value)
