"""Titles and plugins ship catalogs in their own package; extract finds third-party plugins."""
from __future__ import annotations

import sys
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.hooks import titles as registry
from brass.core.i18n import catalogs
from brass.core.i18n.catalogs import catalog_roots
from brass.core.i18n.locales_tool import check, errors, extract, read_catalog, update
from brass.core.i18n.messages import REGISTRY, render

OWN = '''"""A third-party plugin that ships its own catalogs."""
from brass.core.i18n.messages import text

GREETING = text("demo_own.greeting", "Hello from a plugin with catalogs")
'''
PLAIN = '''"""A third-party plugin without catalogs of its own."""
from brass.core.i18n.messages import text

FAREWELL = text("demo_plain.farewell", "Goodbye from a plugin without catalogs", note="said when leaving")
'''
OWN_TH = '''msgid ""
msgstr ""
"Language: th\\n"
"Content-Type: text/plain; charset=utf-8\\n"

msgctxt "demo_own.greeting"
msgid "Hello from a plugin with catalogs"
msgstr "สวัสดีจากปลั๊กอินที่มีแคตตาล็อกของตัวเอง"
'''


@pytest.fixture
def third_party(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, locales_copy: Path):
    site = tmp_path / "site"
    (site / "demo_own" / "locales" / "th" / "LC_MESSAGES").mkdir(parents=True)
    (site / "demo_own" / "__init__.py").write_text(OWN, encoding="utf-8")
    (site / "demo_own" / "locales" / "th" / "LC_MESSAGES" / "demo_own.po").write_text(OWN_TH, encoding="utf-8")
    (site / "demo_plain").mkdir()
    (site / "demo_plain" / "__init__.py").write_text(PLAIN, encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    found = dict(registry.installed_plugins())
    found["demo-own"] = EntryPoint("demo-own", "demo_own", registry.PLUGINS_GROUP)
    found["demo-plain"] = EntryPoint("demo-plain", "demo_plain", registry.PLUGINS_GROUP)
    monkeypatch.setattr(registry, "installed_plugins", lambda: found)  # what extract imports
    everything = (*registry.installed_titles().values(), *found.values())
    monkeypatch.setattr(catalogs, "installed_entry_points", lambda: everything)  # where catalogs live
    catalogs.translations.cache_clear()
    yield site
    for key in ("demo_own.greeting", "demo_plain.farewell"):
        REGISTRY.pop(key, None)
    for name in ("demo_own", "demo_plain"):
        sys.modules.pop(name, None)
    catalogs.translations.cache_clear()


def test_a_plugin_package_with_locales_is_a_catalog_root(third_party: Path) -> None:
    roots = [(r.path, r.package) for r in catalog_roots()]
    assert (third_party / "demo_own" / "locales", "demo_own") in roots
    assert all(package != "demo_plain" for _, package in roots)


def test_brass_templates_hold_brass_messages_only(third_party: Path, locales_copy: Path) -> None:
    """``extract`` writes brass's templates, with no third-party plugin's message, and nothing
    into another distribution's package."""
    counts = extract()
    assert not {"demo_own", "demo_plain"} & set(counts)
    brass = {m.context for m in read_catalog(locales_copy / "brass.pot") if m.context}
    assert "demo_own.greeting" not in brass and "demo_plain.farewell" not in brass
    assert not (third_party / "demo_own" / "locales" / "demo_own.pot").exists()
    assert not (third_party / "demo_plain" / "locales").exists()
    assert not [p for p in check("th") if p.domain.startswith("demo") or p.key.startswith("demo")]


def test_extract_writes_a_plugins_messages_into_its_own_package(third_party: Path, locales_copy: Path) -> None:
    before = (locales_copy / "brass.pot").read_bytes()
    assert extract(package="demo_own") == {"demo_own": 1}
    own = read_catalog(third_party / "demo_own" / "locales" / "demo_own.pot")
    assert [m.context for m in own if m.context] == ["demo_own.greeting"]
    assert [loc for m in own if m.context for loc in m.locations] == [("demo_own/__init__.py", None)]
    # a plugin without catalogs yet gets its own locales/ folder
    assert extract(package="demo_plain") == {"demo_plain": 1}
    plain = {m.context: m for m in read_catalog(third_party / "demo_plain" / "locales" / "demo_plain.pot")}
    assert plain["demo_plain.farewell"].auto_comments == ["said when leaving"]
    assert (locales_copy / "brass.pot").read_bytes() == before


def test_a_plugins_own_translation_is_used_and_checked(third_party: Path) -> None:
    import demo_own

    assert render(demo_own.GREETING(), "th") == "สวัสดีจากปลั๊กอินที่มีแคตตาล็อกของตัวเอง"
    extract(package="demo_own")
    assert update("th", package="demo_own") == {"demo_own": (0, 0, 0)}
    assert errors(check("th", package="demo_own")) == []


def test_the_commands_take_a_plugins_package(third_party: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["locales", "extract", "--package", "demo_own"])
    assert result.exit_code == 0 and result.stdout == "demo_own.pot: 1 message.\n"
    result = runner.invoke(cli, ["locales", "stats", "--package", "demo_own", "--only", "th"])
    assert result.stdout == "th demo_own: 1/1 translated (100%), 0 fuzzy, 0 untranslated\n"
    result = runner.invoke(cli, ["locales", "check", "--package", "nosuch"])
    assert (result.exit_code, result.output) == (
        1, ("Error: --package nosuch: no installed title or plugin of another distribution comes in that package "
            "(those that do: demo_own, demo_plain).\n"))
