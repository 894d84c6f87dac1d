"""Rules built from cached data and verdicts (no TOML parser, no cattrs) are the rules cattrs
builds: same objects, same games; a changed or corrupt cache entry is read again, never an error."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from brass.core.files import cache
from brass.core.files.snapshot import snapshot
from brass.core.hooks import games
from brass.core.hooks.titles import title_info
from brass.core.model import data, known_data
from brass.core.model.errors import DataError
from brass.core.model.title_files import CardsFile, IndustriesFile, MapFile, MatFile
from brass.plugins.bots.profile import ProfileFile

from .test_trusted_saves import played


@pytest.fixture
def fresh_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty cache, and no rules or parsed files kept in this process."""
    folder = tmp_path / "cache"
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    monkeypatch.setattr(games, "_rules_cache", {})
    yield folder


def _files(title: str) -> list[tuple[str, Any, type]]:
    """(name, raw data, class) of each file a title's rules are built from."""
    info = title_info(title)
    raw = info.raw_data()
    module = sys.modules[info.load_rules.__module__]
    classes = {"game": module.GameFile, "map": MapFile, "industries": IndustriesFile, "cards": CardsFile,
               "mat": MatFile, "merchants": module.MerchantsFile, "bot": ProfileFile}
    if "rewards" in raw:
        classes["rewards"] = module.RewardsFile
    return [(name, raw[name], classes[name]) for name in raw]


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_known_data_is_built_as_cattrs_builds_it(title: str) -> None:
    for name, raw, cls in _files(title):
        assert known_data.structure_known(raw, cls) == data.structure(raw, cls, name), name


def _game_snapshots(title: str, players: int, seed: int) -> list[dict[str, Any]]:
    game = games.new_game(title, players, seed)
    pick, shots = random.Random(seed), [snapshot(game.state)]
    while (d := game.decision()) is not None and len(shots) < 150:
        game.apply(d.options[pick.randrange(len(d.options))].id)
        shots.append(snapshot(game.state))
    return shots


@pytest.mark.parametrize("title,players", [("birmingham", 4), ("birmingham", 2), ("pittsburgh", 3)])
def test_the_same_game_with_and_without_the_cache(title: str, players: int, fresh_cache: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.CACHE_ENV, "")
    without = _game_snapshots(title, players, 21)
    monkeypatch.setenv(cache.CACHE_ENV, str(fresh_cache))
    games._rules_cache.clear()
    _game_snapshots(title, players, 21)  # fills the cache
    games._rules_cache.clear()
    built: list[type] = []
    real = known_data.structure_known
    monkeypatch.setattr(known_data, "structure_known", lambda raw, cls: built.append(cls) or real(raw, cls))
    assert _game_snapshots(title, players, 21) == without
    assert MapFile in built and IndustriesFile in built  # the rules really came from the cache


def test_a_verdict_holds_for_its_content_only(fresh_cache: Path) -> None:
    (_, raw, cls), *_ = [f for f in _files("birmingham") if f[0] == "cards"]
    assert not known_data.was_checked(raw, cls)
    data.structure(raw, cls, "cards.toml")
    assert not known_data.was_checked(raw, cls)  # verdicts are kept only while building rules
    with data.remembering():
        data.structure(raw, cls, "cards.toml")
    assert known_data.was_checked(raw, cls)
    changed = json.loads(json.dumps(raw))
    changed["card"][0]["copies"] = [0, 1, 2]
    assert not known_data.was_checked(changed, cls)
    assert not known_data.was_checked(raw, MapFile)


def test_a_bad_variant_is_refused_as_before_once_the_good_data_is_known(fresh_cache: Path) -> None:
    games.rules_for("birmingham")
    variant = {"change": [{"path": "game:loan.money", "value": -5}]}
    with pytest.raises(DataError) as first:
        games.rules_for("birmingham", variant, variant_file="v.toml")
    games._rules_cache.clear()
    games.rules_for("birmingham")  # from the cache now
    with pytest.raises(DataError) as again:
        games.rules_for("birmingham", variant, variant_file="v.toml")
    assert str(again.value) == str(first.value) and "loan.money" in str(first.value)


@pytest.mark.parametrize("damage", ["garbage", "wrong verdicts", "wrong parsed data", "deep parsed data"])
def test_a_corrupt_cache_is_ignored_and_made_again(damage: str, fresh_cache: Path) -> None:
    folder = title_info("birmingham").load_rules.__globals__["FOLDER"]
    folder.__dict__.pop("_parsed", None)  # parse the files again (through the cache)
    before = _game_snapshots("birmingham", 3, 4)
    entries = sorted(fresh_cache.glob("known-*.json" if "verdicts" in damage else "toml-*.json"))
    assert entries
    for entry in entries:
        if damage == "garbage":
            entry.write_bytes(b"\x00{not json")
            continue
        content = json.loads(entry.read_text())
        if damage == "wrong verdicts":
            content["value"] = {"not": "a list"}
        elif damage == "wrong parsed data":  # plain data, but not what the file holds
            content["value"]["data"] = {"card": "not a table"}
        else:
            deep: Any = 1
            for _ in range(100):
                deep = [deep]
            content["value"]["data"] = {"deep": deep}
        entry.write_text(json.dumps(content))
    games._rules_cache.clear()
    folder.__dict__.pop("_parsed", None)
    assert _game_snapshots("birmingham", 3, 4) == before
    for entry in entries:  # made again
        assert json.loads(entry.read_text())["format"] == cache.FORMAT


def test_a_data_file_is_read_again_when_it_changes(fresh_cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "thing.toml"
    path.write_text("a = 1\n")
    assert data.read_data_file(path) == {"a": 1}
    assert data.read_data_file(path) == {"a": 1}  # from the cache
    path.write_text("a = 2\n")
    assert data.read_data_file(path) == {"a": 2}
    path.write_text("a = [\n")
    with pytest.raises(DataError, match=r"thing\.toml: not valid TOML"):
        data.read_data_file(path)


def test_options_and_choose_with_a_warm_cache_import_no_parser_library(tmp_path: Path) -> None:
    """A sealed save, a warm cache: no cattrs, Babel or importlib.metadata, and no replay."""
    path = tmp_path / "game.toml"
    played("birmingham", 7, until_frame=True).save(path)
    code = ("import sys\nfrom brass.core.cli import main\nfrom brass.core.play import engine\n"
            "applied = []\nreal = engine.Game.apply\n"
            "engine.Game.apply = lambda self, option: applied.append(option) or real(self, option)\n"
            "try:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
            "print(len(applied), sorted(m for m in sys.modules if m in ('cattrs', 'babel', 'importlib.metadata')))")
    env = {**os.environ, cache.CACHE_ENV: str(tmp_path / "cache"), "BRASS_LANG": "th"}
    copy = tmp_path / "copy.toml"
    copy.write_bytes(path.read_bytes())
    for args in (["options", str(path)], ["choose", str(copy), "1"]):  # a player's first commands fill the cache
        subprocess.run([sys.executable, "-c", code, *args], env=env, check=True, capture_output=True)
    out = subprocess.run([sys.executable, "-c", code, "options", str(path)], env=env, check=True,
                         capture_output=True, text=True).stdout
    assert out.strip().splitlines()[-1] == "0 []"
    out = subprocess.run([sys.executable, "-c", code, "choose", str(path), "1"], env=env, check=True,
                         capture_output=True, text=True).stdout
    assert out.strip().splitlines()[-1] == "1 []"  # the chosen option only
