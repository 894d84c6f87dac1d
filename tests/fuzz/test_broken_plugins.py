"""Defect 9: a broken installed plugin is a clear error (or skipped), never a traceback."""
from __future__ import annotations

import tomllib
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

from brass.core.hooks import bots, entry_points, titles

from .helpers import new_save, run, user_error, write_toml

BROKEN = EntryPoint(name="broken-plugin", value="brass_no_such_module_for_tests", group="brass.plugins")


@pytest.fixture
def broken_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    real = entry_points._entry_points

    def with_broken(group: str) -> tuple:
        found = real(group)
        return (*found, BROKEN) if group == titles.PLUGINS_GROUP else found

    monkeypatch.setattr(entry_points, "_entry_points", with_broken)
    monkeypatch.setattr(bots, "_broken", {})
    monkeypatch.setattr(bots, "_factories", {})  # bots are collected once per process: look again


def test_simulate_skips_a_broken_plugin(broken_installed: None) -> None:
    r = run("simulate", "birmingham", "-p", "2", "-n", "1", "--bots", "random")
    assert r.exit_code == 0, (r.output, r.exception)
    assert r.output.startswith("1 game in ")


def test_play_with_bots_skips_a_broken_plugin_and_names_it_for_a_missing_bot(broken_installed: None) -> None:
    r = run("play", "birmingham", "-p", "2", "--bots", "all", "--seed", "3", "--bot", "random")
    assert r.exit_code == 0, (r.output, r.exception)
    assert user_error(run("play", "birmingham", "-p", "2", "--bots", "all", "--bot", "clever")) == (
        "Error: Unknown bot “clever”. Available bots: eager, heuristic, random, search. "
        "Not loaded: the installed plugin “broken-plugin” "
        "cannot be loaded: ModuleNotFoundError: No module named 'brass_no_such_module_for_tests'.")


def test_a_save_naming_a_broken_plugin_blames_its_key(broken_installed: None, tmp_path: Path) -> None:
    data = tomllib.loads(new_save(tmp_path / "game.toml").read_text())
    data["plugins"] = ["broken-plugin@1.0"]
    save = write_toml(tmp_path / "game.toml", data)
    assert user_error(run("show", save)) == (
        f"Error: {save}: plugins[0]: the installed plugin “broken-plugin” cannot be loaded: "
        "ModuleNotFoundError: No module named 'brass_no_such_module_for_tests'")


def test_new_with_a_broken_plugin_on_the_command_line_is_one_line(broken_installed: None, tmp_path: Path) -> None:
    assert user_error(run("new", "birmingham", "-p", "2", "--plugin", "broken-plugin", "-o", tmp_path / "g.toml")) == (
        "Error: the installed plugin “broken-plugin” cannot be loaded: "
        "ModuleNotFoundError: No module named 'brass_no_such_module_for_tests'")
    assert not (tmp_path / "g.toml").exists()
