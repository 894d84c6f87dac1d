"""Defect 1: opening a save or position file never runs code.

A file may name installed plugins (by entry-point name and version); a plugin
*file* it names is loaded only when the user names that file with ``--plugin``.
"""
from __future__ import annotations

import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

from brass.core.files.session import Session

from .helpers import new_save, run, user_error, write_toml

REPO = Path(__file__).resolve().parents[2]

#: a plugin file that leaves a marker beside itself when imported
HELPER = '''
from pathlib import Path
(Path(__file__).parent / "MARKER").write_text("ran")
'''


def helper(tmp_path: Path) -> Path:
    path = tmp_path / "helper.py"
    path.write_text(HELPER)
    return path


@pytest.mark.parametrize("name", ["helper.py", "ABSOLUTE"])
@pytest.mark.parametrize("command", [("show",), ("options",), ("replay",), ("choose", "pass"), ("play",)])
def test_a_save_naming_a_python_file_runs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  name: str, command: tuple[str, ...]) -> None:
    plugin = helper(tmp_path)
    monkeypatch.chdir(tmp_path)
    data = tomllib.loads(new_save(tmp_path / "game.toml").read_text())
    data["plugins"] = [str(plugin) if name == "ABSOLUTE" else name]
    save = write_toml(tmp_path / "game.toml", data)
    before = save.read_bytes()
    line = user_error(run(command[0], save, *command[1:]))
    assert line == (f"Error: {save}: plugins[0]: the game uses the plugin file “helper.py”; a plugin file runs code, "
                    "so it is loaded only when you name it: add --plugin PATH/helper.py")
    assert not (tmp_path / "MARKER").exists()
    assert save.read_bytes() == before


def test_a_position_naming_a_python_file_runs_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    helper(tmp_path)
    monkeypatch.chdir(tmp_path)
    position = write_toml(tmp_path / "pos.toml", {
        "format": 1, "title": "birmingham", "players": 2, "era": "canal", "plugins": ["helper.py"],
        "player": [{"money": 17, "income": 10}, {"money": 17, "income": 10}]})
    line = user_error(run("new", "--position", position, "-o", tmp_path / "out.toml"))
    assert line.startswith(f"Error: {position}: plugins[0]: the game uses the plugin file “helper.py”")
    assert not (tmp_path / "MARKER").exists()
    assert not (tmp_path / "out.toml").exists()


def test_a_plugin_file_named_on_the_command_line_is_loaded_and_recorded_by_name(tmp_path: Path) -> None:
    plugin = helper(tmp_path)
    save = tmp_path / "game.toml"
    r = run("new", "birmingham", "-p", "2", "--plugin", plugin, "-o", save)
    assert r.exit_code == 0, r.output
    assert (tmp_path / "MARKER").read_text() == "ran"
    assert tomllib.loads(save.read_text())["plugins"] == ["file:helper.py"]
    (tmp_path / "MARKER").unlink()
    assert user_error(run("show", save)).endswith("add --plugin PATH/helper.py")
    assert not (tmp_path / "MARKER").exists()
    r = run("show", save, "--plugin", plugin)
    assert r.exit_code == 0, r.output
    assert (tmp_path / "MARKER").exists()


def test_a_plugin_file_the_save_does_not_name_is_refused(tmp_path: Path) -> None:
    plugin = helper(tmp_path)
    save = new_save(tmp_path / "game.toml")
    assert user_error(run("show", save, "--plugin", plugin)) == \
        f"Error: --plugin {plugin}: the file does not name this plugin."
    assert not (tmp_path / "MARKER").exists()


def test_installed_plugins_are_recorded_with_their_version(tmp_path: Path) -> None:
    session = Session.new("birmingham", 2, 1, plugins=("random-bot",))
    assert session.to_dict()["plugins"] == [f"random-bot@{version('brass')}"]
    session.save(tmp_path / "g.toml")
    assert Session.load(tmp_path / "g.toml").plugins == (f"random-bot@{version('brass')}",)


def test_a_plugin_that_is_not_installed_is_blamed_on_its_key(tmp_path: Path) -> None:
    data = tomllib.loads(new_save(tmp_path / "game.toml").read_text())
    data["plugins"] = ["random-bot@1", "nosuch@2.0"]
    save = write_toml(tmp_path / "game.toml", data)
    from brass.core.hooks.titles import installed_plugins

    installed = ", ".join(sorted(installed_plugins()))  # (the examples' list grows)
    assert user_error(run("show", save)) == (
        f"Error: {save}: plugins[1]: no installed plugin is called “nosuch” (installed: {installed})")


def test_the_readme_warns_about_plugin_files_and_hidden_information() -> None:
    readme = (REPO / "README.md").read_text()
    assert "`--plugin FILE.py` runs the code in that file" in readme
    assert "A save file contains all hidden information" in readme
