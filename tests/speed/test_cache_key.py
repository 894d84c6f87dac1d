"""One installation key for every start-up cache and the save seal; the cache's size cap (least
recently used entries go first) and owner-only files; no copy of a save kept per path."""
from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from brass.core.cli.tools.bench_compare import TREE, repository_root
from brass.core.files import cache
from brass.core.files.session import Session
from brass.core.hooks import entry_points

#: prints the key and the seal of a fixed save body, in the tree given as argv[1] (see bench_compare.TREE)
KEY_AND_SEAL = TREE + (
    "from brass.core.files.cache import code_key\nfrom brass.core.files.session import seal\n"
    "print(code_key(), seal({'format': 1, 'title': 'birmingham', 'log': []}, 'birmingham'))\n")


@pytest.fixture
def cache_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "cache"
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    yield folder


def entry_file(folder: Path, name: str) -> Path:
    return folder / f"{name}.{cache.code_key()[:16]}.json"


def _key_and_seal(root: Path) -> tuple[str, str]:
    out = subprocess.run([sys.executable, "-c", KEY_AND_SEAL, str(root)], capture_output=True, text=True, check=True,
                         env={**os.environ, cache.CACHE_ENV: ""})
    key, seal = out.stdout.split()
    return key, seal


def test_a_one_line_edit_of_play_code_or_a_plugin_changes_the_key_and_the_seal(tmp_path: Path) -> None:
    """A copy of the tree (brass.core, plugins, locales and the titles from it); editing the copy
    leaves the shared checkout alone."""
    src = tmp_path / "src"
    for folder in ("core", "plugins", "locales", "brass_birmingham", "brass_pittsburgh"):
        shutil.copytree(repository_root() / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))
    ns = tmp_path / "ns" / "brass"
    ns.mkdir(parents=True)
    for folder in ("core", "plugins", "locales"):
        (ns / folder).symlink_to(src / folder, target_is_directory=True)
    first = _key_and_seal(tmp_path)
    assert _key_and_seal(tmp_path) == first  # the same code: the same key, in another process too
    seen = [first]
    for edited in ("core/play/engine.py", "plugins/bots/random_bot.py", "brass_birmingham/data/map.toml"):
        with open(src / edited, "a", encoding="utf-8") as fh:
            fh.write("\n# one more line\n" if edited.endswith(".py") else "\n")
        now = _key_and_seal(tmp_path)
        assert now[0] not in [k for k, _ in seen] and now[1] not in [s for _, s in seen], edited
        seen.append(now)


def test_an_installed_plugins_package_is_in_the_key(tmp_path: Path) -> None:
    site = tmp_path / "site"
    (site / "demo_c5-1.0.dist-info").mkdir(parents=True)
    (site / "demo_c5-1.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: demo-c5\nVersion: 1.0\n")
    (site / "demo_c5-1.0.dist-info" / "entry_points.txt").write_text("[brass.plugins]\ndemo-c5 = demo_c5.plugin\n")
    (site / "demo_c5").mkdir()
    (site / "demo_c5" / "__init__.py").write_text("")
    (site / "demo_c5" / "plugin.py").write_text("RULE = 1\n")
    before = cache.code_key()
    sys.path.insert(0, str(site))
    try:
        entry_points._entry_points.cache_clear()
        installed = cache.code_key()
        assert ("demo-c5", "demo_c5.plugin", "brass.plugins", "demo-c5", "1.0") in cache.installed_entry_points()
        (site / "demo_c5" / "plugin.py").write_text("RULE = 22\n")
        entry_points._entry_points.cache_clear()
        edited = cache.code_key()
    finally:
        sys.path.remove(str(site))
        entry_points._entry_points.cache_clear()
    assert len({before, installed, edited}) == 3
    assert cache.code_key() == before


def test_every_cache_uses_the_one_key(tmp_path: Path) -> None:
    """A player's first Thai command fills each kind of entry, all under the installation's key."""
    path = tmp_path / "game.toml"
    Session.new("birmingham", 3, 1).save(path)
    code = ("import sys\nfrom brass.core.cli import main\nfrom brass.core.i18n import formatting\n"
            "from brass.core.files.cache import code_key\n"
            "try:\n    main(['options', sys.argv[1]])\nexcept SystemExit:\n    pass\n"
            "formatting.plural_index('th', 2)\nprint(code_key())")
    folder = tmp_path / "cache"
    env = {**os.environ, cache.CACHE_ENV: str(folder), "BRASS_LANG": "th", "BRASS_SERVER": "off"}
    key = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True,
                         env=env).stdout.split()[-1]
    entries = {p.name: json.loads(p.read_text()) for p in folder.glob("*.json")}
    assert {name.split(".")[0].split("-")[0] for name in entries} == {"entry", "toml", "known", "catalog", "plural"}
    assert {e["key"] for e in entries.values()} == {key}
    assert all(name.endswith(f".{key[:16]}.json") or name.startswith("entry-points.") for name in entries)


def test_an_entry_made_under_another_key_is_ignored_and_replaced(cache_in: Path) -> None:
    cache_in.mkdir()
    old = {"format": cache.FORMAT, "key": "0" * 64, "value": {"made": "by other code"}}
    entry_file(cache_in, "thing").write_text(json.dumps(old))
    assert cache.load("thing") is None
    cache.store("thing", {"made": "now"})
    assert cache.load("thing") == {"made": "now"}
    assert json.loads(entry_file(cache_in, "thing").read_text())["key"] == cache.code_key()


def test_the_least_recently_used_entries_go_when_the_folder_is_full(cache_in: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    cache.store("a", "x" * 1000)
    size = entry_file(cache_in, "a").stat().st_size
    monkeypatch.setattr(cache, "MAX_TOTAL", size * 3 + size // 2)  # room for three entries
    cache.store("b", "x" * 1000)
    cache.store("c", "x" * 1000)
    for age, name in enumerate("abc"):  # a used longest ago, then b, then c
        os.utime(entry_file(cache_in, name), ns=(10**18 + age * 10**9,) * 2)
    assert cache.load("a") is not None  # a hit: a is now the most recently used
    cache.store("d", "x" * 1000)
    assert [name for name in "abcd" if entry_file(cache_in, name).exists()] == ["a", "c", "d"]
    cache.store("e", "x" * 1000)
    assert [name for name in "abcde" if entry_file(cache_in, name).exists()] == ["a", "d", "e"]
    assert sum(p.stat().st_size for p in cache_in.iterdir()) <= cache.MAX_TOTAL


def test_the_folder_and_its_entries_are_the_owners_only(cache_in: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache_in.mkdir(mode=0o755)
    os.chmod(cache_in, 0o755)  # an existing folder others can read
    old_umask = os.umask(0o022)
    try:
        cache.store("thing", 1)
    finally:
        os.umask(old_umask)
    assert stat.S_IMODE(cache_in.stat().st_mode) == 0o700
    assert stat.S_IMODE(entry_file(cache_in, "thing").stat().st_mode) == 0o600
    fresh = cache_in / "inner"
    monkeypatch.setenv(cache.CACHE_ENV, str(fresh))
    cache.store("thing", 1)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o700


def test_no_copy_of_a_save_is_kept(cache_in: Path, tmp_path: Path) -> None:
    cache_in.mkdir()
    session = Session.new("birmingham", 2, 5)
    session.save(tmp_path / "first.toml")
    Session.load(tmp_path / "first.toml", trust=True)
    kept = sorted(p.name for p in cache_in.iterdir())
    for n in range(3):
        session.save(tmp_path / f"g{n}.toml")
        Session.load(tmp_path / f"g{n}.toml", trust=True)
    assert sorted(p.name for p in cache_in.iterdir()) == kept  # nothing per save file
    seal = session.to_dict()["seal"]
    assert not [p for p in cache_in.iterdir() if seal in p.read_text()]


def test_the_first_layouts_entries_go_and_nothing_else_is_touched(cache_in: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    cache_in.mkdir()
    old = ["save-0f3a9c2e41d5b6a7c8e9.json", "entry-points-1a2b3c4d.json", "toml-5e6f7a8b9c0d1e2f3a4b5c6d.json"]
    for name in old:
        (cache_in / name).write_text('{"format": 1, "key": "k", "value": {"log": ["build"]}}')
    foreign = cache_in / "notes.json"
    foreign.write_text("[]")
    monkeypatch.setattr(cache, "MAX_TOTAL", 1)  # full: every entry of brass's may go, nothing else
    cache.store("thing", 1)
    assert sorted(p.name for p in cache_in.iterdir()) == ["notes.json"]


def test_a_shared_folder_keeps_its_permissions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    os.chmod(shared, 0o1777)  # as /tmp
    monkeypatch.setenv(cache.CACHE_ENV, str(shared))
    cache.store("thing", 1)
    assert stat.S_IMODE(shared.stat().st_mode) == 0o1777
    assert stat.S_IMODE(entry_file(shared, "thing").stat().st_mode) == 0o600
