"""A copied title must take its entry point's name as its id, in its plugin and in ``game.toml``."""
from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.hooks.games import new_game

from .conftest import clear_discovery

#: the toy's hooks under the entry point ``mini``; its TitleInfo says ``mini`` unless ``INFO_ID`` is set,
#: while its data (the toy's game.toml) still says ``id = "toy"``
MINI = '''
from attrs import evolve
from brass.core.hooks.hookspecs import hookimpl
from brass_toy.plugin import *  # noqa: F403 - every hook of the toy
from brass_toy.plugin import TITLE

INFO = evolve(TITLE, id="{info_id}", name="Mini Brass")


@hookimpl
def brass_title():
    return INFO
'''


def install(site: Path, module: str, info_id: str) -> None:
    """Write ``module`` (the toy under another name) and a dist-info registering it as title ``mini``."""
    (site / f"{module}.py").write_text(MINI.replace("{info_id}", info_id), encoding="utf-8")
    dist = site / f"{module}-0.1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module}\nVersion: 0.1.0\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text(f"[brass.titles]\nmini = {module}\n", encoding="utf-8")


@pytest.fixture
def mini(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[str]:
    """Title ``mini`` installed for one test; its TitleInfo id is the test's parameter."""
    info_id: str = request.param
    module = f"brass_mini_{info_id}"
    install(tmp_path, module, info_id)
    sys.path.insert(0, str(tmp_path))
    importlib.invalidate_caches()
    clear_discovery()
    try:
        yield info_id
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop(module, None)
        clear_discovery()
        importlib.invalidate_caches()


def brass(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), prog_name="brass")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("mini", ["mini"], indirect=True)
def test_a_copy_left_with_the_templates_game_id_is_refused_by_every_command(mini: str, tmp_path: Path) -> None:
    expected = ("Error: game.toml: game.id is “toy”, but the title is installed as “mini”: "
                "the entry point's name is the title's id, so set game.id = \"mini\".\n")
    for args in (("titles",), ("data", "mini"), ("simulate", "mini", "-p", "2", "-n", "1"),
                 ("new", "mini", "-p", "2", "-o", str(tmp_path / "game.toml"))):
        code, stdout, stderr = brass(*args)
        assert (code, stdout, stderr) == (1, "", expected), args
    assert not (tmp_path / "game.toml").exists()
    # the template itself, installed beside it, still loads and plays
    assert new_game("toy", 2, seed=1).rules.info.id == "toy"
    assert brass("data", "toy")[0] == 0


@pytest.mark.parametrize("mini", ["toy"], indirect=True)
def test_a_copy_whose_title_info_keeps_the_templates_id_is_refused(mini: str) -> None:
    code, stdout, stderr = brass("titles")
    assert (code, stdout) == (1, "")
    assert stderr == ("Error: brass_mini_toy: TitleInfo.id is “toy”, but the title is installed as “mini”: "
                      "the entry point's name is the title's id.\n")


def test_every_installed_title_loads_under_its_own_id() -> None:
    code, stdout, stderr = brass("titles")
    assert code == 0 and stderr == ""
    assert [line.split(":")[0] for line in stdout.splitlines()[1:4]] == ["birmingham", "pittsburgh", "toy"]
