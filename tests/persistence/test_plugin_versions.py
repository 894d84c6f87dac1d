"""A save records each plugin's version; loading it under another version names both."""
from __future__ import annotations

from importlib.metadata import version

import pytest

from brass.core.hooks import plugin_refs
from brass.core.hooks.entry_points import EntryPoint
from brass.core.hooks.plugin_refs import record_of, version_differences
from brass.core.i18n.messages import render


def test_the_installed_version_is_no_difference() -> None:
    assert record_of("random-bot") == f"random-bot@{version('brass')}"
    assert version_differences([record_of("random-bot"), record_of("eager-bot")], "g.toml") == []


def test_another_version_of_an_installed_plugin_is_named_with_both_versions() -> None:
    warnings = version_differences(["random-bot@0.0.9", record_of("eager-bot")], "g.toml")
    assert [render(w) for w in warnings] == [
        (f"g.toml: the game was played with the plugin “random-bot” 0.0.9; {version('brass')} is installed now, "
         "and its rules may differ.")]


def test_files_unversioned_records_and_unknown_versions_are_not_compared(monkeypatch: pytest.MonkeyPatch) -> None:
    plugins = {"third": EntryPoint("third", "third_party", "brass.plugins", "third-party", "2.1"),
               "unversioned": EntryPoint("unversioned", "unversioned", "brass.plugins", "", "")}
    monkeypatch.setattr(plugin_refs, "installed_plugins", lambda: plugins)
    records = ["file:helper.py", "third", "unversioned@1.0", "missing@1.0", 7, "third@2.0"]
    assert [w.params for w in version_differences(records, "s.toml")] == [
        {"file": "s.toml", "plugin": "third", "recorded": "2.0", "installed": "2.1"}]
