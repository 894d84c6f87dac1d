"""What a short command skips at start-up: the cache on disk (a corrupt or stale entry is made
again, never an error), entry points read from it, the language chosen without listing every
package's catalogs, and ``--help`` that loads none of brass's own plugins."""
from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from importlib.metadata import entry_points as metadata_entry_points
from pathlib import Path

import pytest

from brass.core.files import cache
from brass.core.hooks import entry_points
from brass.core.i18n import catalogs

PLUGINS = Path(entry_points.__file__).resolve().parents[2] / "plugins"


@pytest.fixture
def cache_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(cache.CACHE_ENV, str(folder))
    entry_points._entry_points.cache_clear()
    yield folder
    entry_points._entry_points.cache_clear()


def entry_file(folder: Path, name: str) -> Path:
    """Where ``name`` is kept under the current key."""
    return folder / f"{name}.{cache.code_key()[:16]}.json"


def test_a_value_is_kept_under_the_installations_key(cache_in: Path) -> None:
    assert cache.load("thing") is None
    cache.store("thing", {"a": [1, 2]})
    assert cache.load("thing") == {"a": [1, 2]}
    assert json.loads(entry_file(cache_in, "thing").read_text())["key"] == cache.code_key()


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"[1, 2]", b'{"format": 99, "key": "k", "value": 1}',
                                     b"[" * 100_000, b""])
def test_a_corrupt_entry_is_ignored_and_made_again(cache_in: Path, content: bytes) -> None:
    cache_in.mkdir()
    entry_file(cache_in, "thing").write_bytes(content)
    assert cache.load("thing") is None
    cache.store("thing", 7)
    assert cache.load("thing") == 7


def test_no_cache_when_turned_off_or_not_writable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(cache.CACHE_ENV, "")
    cache.store("thing", 1)
    assert cache.load("thing") is None
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv(cache.CACHE_ENV, str(blocker / "cache"))
    cache.store("thing", 1)  # cannot be written: no error
    assert cache.load("thing") is None


def test_a_fifo_in_place_of_an_entry_is_not_read(cache_in: Path) -> None:
    cache_in.mkdir()
    os.mkfifo(entry_file(cache_in, "thing"))
    assert cache.load("thing") is None  # returns at once: a FIFO is never opened for a blocking read


def _rows(eps: tuple) -> list[tuple[str, str, str, tuple[str, str] | None]]:
    return sorted((ep.group, ep.name, ep.value, entry_points.distribution_of(ep)) for ep in eps)


def test_entry_points_from_the_cache_are_importlib_metadatas(cache_in: Path) -> None:
    expected = sorted((group, ep.name, ep.value, (ep.dist.name, ep.dist.version))
                      for group in entry_points.GROUPS for ep in metadata_entry_points(group=group))
    first = _rows(sum((entry_points._entry_points(g) for g in entry_points.GROUPS), ()))
    assert first == expected
    assert len(list(cache_in.glob("entry-points.*.json"))) == 1
    entry_points._entry_points.cache_clear()
    again = sum((entry_points._entry_points(g) for g in entry_points.GROUPS), ())
    assert _rows(again) == expected
    assert all(isinstance(ep, entry_points.EntryPoint) for ep in again)
    assert entry_points.installed_titles()["birmingham"].load().__name__ == "brass_birmingham.plugin"


def test_a_corrupt_or_edited_entry_points_cache_is_read_again(cache_in: Path) -> None:
    entry_points.installed_titles()
    (entry,) = cache_in.glob("entry-points.*.json")
    data = json.loads(entry.read_text())
    data["value"]["rows"][0] = ["birmingham", 5, "brass.titles", "x", "y"]  # a wrong shape, under the right key
    entry.write_text(json.dumps(data))
    entry_points._entry_points.cache_clear()
    assert set(entry_points.installed_titles()) == {"birmingham", "pittsburgh"}
    entry.write_text("{broken")
    entry_points._entry_points.cache_clear()
    assert set(entry_points.installed_titles()) == {"birmingham", "pittsburgh"}
    assert {row[0] for row in json.loads(entry.read_text())["value"]["rows"]} >= {"birmingham", "pittsburgh"}


def test_the_cache_is_not_used_beside_another_kind_of_distribution_finder(monkeypatch: pytest.MonkeyPatch) -> None:
    class ZipFinder:  # finds distributions somewhere the fingerprint does not look
        @staticmethod
        def find_distributions(*args: object, **kwargs: object) -> list[object]:
            return []

    assert cache.distributions() is not None
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, ZipFinder])
    assert cache.distributions() is None


def test_a_new_distribution_on_the_path_changes_the_fingerprint(tmp_path: Path) -> None:
    before = cache.distributions()
    site = tmp_path / "site"
    (site / "demo-1.0.dist-info").mkdir(parents=True)
    sys.path.insert(0, str(site))
    try:
        with_site = cache.distributions()
        (site / "demo-1.0.dist-info" / "entry_points.txt").write_text("[brass.plugins]\ndemo = demo\n")
        with_entry = cache.distributions()
    finally:
        sys.path.remove(str(site))
    assert before != with_site != with_entry
    assert [["demo-1.0.dist-info", None]] in with_site


@pytest.mark.parametrize("wanted", ["", "C", "C.UTF-8", "POSIX", "en", "en_US.UTF-8", "th", "th_TH.UTF-8", "th-TH",
                                    "xx", "xx_YY@euro"])
def test_the_language_is_chosen_as_from_every_catalog(wanted: str) -> None:
    assert catalogs.find_language(wanted) == catalogs.match_language(wanted, catalogs.languages())


def test_a_packages_own_language_is_still_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "locales"
    (root / "th_TH" / "LC_MESSAGES").mkdir(parents=True)
    (root / "th_TH" / "LC_MESSAGES" / "demo.po").write_text("")
    monkeypatch.setattr(catalogs, "package_roots", lambda: [catalogs.CatalogRoot(root, "demo", tmp_path)])
    assert catalogs.find_language("th_TH.UTF-8") == "th_TH"  # not brass's own th: a package offers th_TH
    assert catalogs.find_language("th") == "th"


def _implements_cli_commands(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(node, ast.FunctionDef) and node.name == "brass_cli_commands" for node in ast.walk(tree))


def test_brass_own_plugins_add_no_command() -> None:
    """``brass --help`` skips them (see ``plugin_commands``); one that adds a command must change that."""
    assert not [p for p in PLUGINS.rglob("*.py") if _implements_cli_commands(p)]
    own = [ep for ep in entry_points.installed_plugins().values()
           if (entry_points.distribution_of(ep) or ("",))[0] == entry_points.OWN_DISTRIBUTION]
    assert own and all(ep.value.startswith("brass.plugins.") for ep in own)


def test_help_with_a_warm_cache_reads_no_distribution_and_imports_no_plugin(tmp_path: Path) -> None:
    code = ("import sys; from brass.core.cli import main\n"
            "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith(('brass.plugins.', 'importlib.metadata', 'babel',"
            " 'cattrs', 'attr', 'pluggy'))))")
    env = {**os.environ, cache.CACHE_ENV: str(tmp_path / "cache"), "BRASS_LANG": "th"}
    subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)  # fills the cache
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env).stdout
    assert "คำสั่ง" in out  # the help is in Thai
    assert out.strip().splitlines()[-1] == "[]"
