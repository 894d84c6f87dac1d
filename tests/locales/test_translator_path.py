"""``BRASS_LOCALE_PATH``: a translator's copy of a catalog is the one shown, checked and counted,
and ``update`` writes into the translator's folder; counts in messages take plural forms."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.cli.tools.locales_cmd import CHECK_OK
from brass.core.i18n import catalogs
from brass.core.i18n.locales_tool import check, read_catalog, stats, update, write_catalog
from brass.core.i18n.messages import REGISTRY, render

MINE = "{lang}: ทุกแคตตาล็อกเรียบร้อย (สำเนาของผู้แปล)"


@pytest.fixture
def translator(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, locales_copy: Path) -> Path:
    """A translator's folder holding a copy of the Thai brass catalog, named in BRASS_LOCALE_PATH."""
    folder = tmp_path / "mine"
    (folder / "th" / "LC_MESSAGES").mkdir(parents=True)
    shutil.copy(locales_copy / "th" / "LC_MESSAGES" / "brass.po", folder / "th" / "LC_MESSAGES" / "brass.po")
    monkeypatch.setenv("BRASS_LOCALE_PATH", str(folder))
    catalogs.translations.cache_clear()
    yield folder
    catalogs.translations.cache_clear()


def _edit(path: Path, key: str, string: str) -> None:
    catalog = read_catalog(path, "th")
    next(m for m in catalog if m.context == key).string = string
    write_catalog(path, catalog)
    catalogs.translations.cache_clear()


def test_the_translators_copy_wins_over_brass_own(translator: Path) -> None:
    _edit(translator / "th" / "LC_MESSAGES" / "brass.po", "cli.locales_ok", MINE)
    assert render(CHECK_OK(lang="th"), "th") == MINE.format(lang="th")


def test_check_and_stats_read_the_translators_copy(translator: Path) -> None:
    path = translator / "th" / "LC_MESSAGES" / "brass.po"
    before = stats("th")["brass"]
    _edit(path, "cli.locales_ok", "")
    after = stats("th")["brass"]
    assert (after["translated"], after["untranslated"]) == (before["translated"] - 1, before["untranslated"] + 1)
    assert [p.key for p in check("th") if p.kind == "untranslated"] == ["cli.locales_ok"]
    _edit(path, "cli.locales_ok", "แคตตาล็อกเรียบร้อย")
    assert [(p.key, p.kind) for p in check("th") if p.key == "cli.locales_ok"] == [("cli.locales_ok", "placeholders")]


def test_update_writes_into_the_translators_folder(translator: Path, locales_copy: Path) -> None:
    project = {p: p.read_bytes() for p in (locales_copy / "th").rglob("*.po")}
    counts = update("th")
    assert set(counts) >= {"brass", "birmingham", "birmingham-rules"}
    mine = translator / "th" / "LC_MESSAGES"
    assert sorted(p.name for p in mine.glob("*.po")) == sorted(f"{domain}.po" for domain in counts)
    # the new catalogs start from the project's translations, and the project is left alone
    key = next(m.context for m in read_catalog(locales_copy / "th" / "LC_MESSAGES" / "birmingham.po", "th")
               if m.context and m.string)
    assert {m.context: m.string for m in read_catalog(mine / "birmingham.po", "th")}[key]
    assert {p: p.read_bytes() for p in (locales_copy / "th").rglob("*.po")} == project


def test_init_writes_a_new_language_into_the_translators_folder(translator: Path, locales_copy: Path) -> None:
    result = CliRunner().invoke(cli, ["locales", "init", "de"])
    assert result.exit_code == 0, result.output
    assert (translator / "de" / "LC_MESSAGES" / "brass.po").exists()
    assert not (locales_copy / "de").exists()


def test_the_groups_language_reaches_its_commands() -> None:
    result = CliRunner().invoke(cli, ["locales", "--lang", "th", "stats", "--only", "th"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines and all(line.startswith("th ") and ": แปลแล้ว " in line for line in lines)


@pytest.mark.parametrize(("key", "params", "one", "many"), [
    ("cli.data_provisional", {}, "# PROVISIONAL — not confirmed by any public source (1 entry):",
     "# PROVISIONAL — not confirmed by any public source (3 entries):"),
    ("cli.replay_verified", {"file": "g.toml"}, "g.toml: the log replays to the saved state (1 decision).",
     "g.toml: the log replays to the saved state (3 decisions)."),
    ("cli.sim_speed", {"seconds": "0.50", "gps": "2.00", "dps": "90"},
     "1 game in 0.50 s: 2.00 games/s, 90 decisions/s", "3 games in 0.50 s: 2.00 games/s, 90 decisions/s"),
])
def test_counted_messages_have_plural_forms(key: str, params: dict[str, str], one: str, many: str) -> None:
    import brass.core.cli.game.replay
    import brass.core.cli.workbench.data
    import brass.core.cli.workbench.simulate  # noqa: F401

    message = REGISTRY[key]
    assert (render(message(count=1, **params)), render(message(count=3, **params))) == (one, many)
