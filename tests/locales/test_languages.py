"""Languages come from the installed catalogs and the environment; a partial language works."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.i18n import catalogs
from brass.core.i18n.catalogs import language_from_env, languages, match_language
from brass.core.i18n.locales_tool import check, errors, init, read_catalog, write_catalog


def test_languages_are_the_installed_catalogs() -> None:
    assert languages() == ["en", "th"]


@pytest.mark.parametrize("environ,expected", [
    ({}, "en"),
    ({"LANG": "th_TH.UTF-8"}, "th"),
    ({"LANG": "th_TH.UTF-8", "LC_MESSAGES": "C"}, "en"),
    ({"LANG": "en_GB.UTF-8", "LC_ALL": "th_TH"}, "th"),
    ({"LANG": "th_TH.UTF-8", "BRASS_LANG": "en"}, "en"),
    ({"BRASS_LANG": "de:th"}, "th"),  # a list, like LANGUAGE: the first installed one
    ({"LANG": "fr_FR.UTF-8"}, "en"),  # no French catalogs: English
])
def test_language_from_the_environment(environ: dict[str, str], expected: str) -> None:
    assert language_from_env(environ) == expected


def test_match_language_accepts_locale_names() -> None:
    assert match_language("th-TH", ["en", "th"]) == "th"
    assert match_language("pt_BR", ["en", "pt_BR", "pt"]) == "pt_BR"
    assert match_language("xx", ["en", "th"]) is None


def test_the_environment_chooses_the_language_of_a_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "th_TH.UTF-8")
    r = CliRunner().invoke(cli, ["rules", "birmingham", "--section", "loan"])
    assert r.exit_code == 0 and r.output.startswith("กู้เงิน")
    r = CliRunner().invoke(cli, ["rules", "birmingham", "--section", "loan", "--lang", "en"])
    assert r.output.startswith("Loan")


def test_an_unknown_language_names_the_installed_ones() -> None:
    r = CliRunner().invoke(cli, ["rules", "birmingham", "--lang", "xx"])
    assert r.exit_code == 2
    assert "“xx” has no catalogs. Languages: en, th." in r.output
    assert "Traceback" not in r.output


def test_a_german_catalog_added_without_touching_code_works_partially(locales_copy: Path) -> None:
    init("de")
    path = locales_copy / "de" / "LC_MESSAGES" / "birmingham-rules.po"
    cat = read_catalog(path, "de")
    next(m for m in cat if m.context == "birmingham.rules.loan.title").string = "Kredit"
    write_catalog(path, cat)
    catalogs.translations.cache_clear()
    assert languages() == ["de", "en", "th"]
    r = CliRunner().invoke(cli, ["rules", "birmingham", "--section", "loan", "--lang", "de"])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[0] == "Kredit"  # translated
    assert lines[2].startswith("Discard any card")  # not translated yet: English
    problems = check("de")
    assert errors(problems) == []
    partial = {p.domain: p.detail for p in problems if p.kind == "partial"}
    assert partial["birmingham-rules"].startswith("122 of 123 messages untranslated")
    assert set(partial) == {"brass", "birmingham", "pittsburgh", "birmingham-rules", "pittsburgh-rules"}
    r = CliRunner().invoke(cli, ["locales", "check", "--only", "de"])
    assert r.exit_code == 0 and "de: usable; 5 warnings." in r.output


def test_thai_is_required_complete(locales_copy: Path) -> None:
    path = locales_copy / "th" / "LC_MESSAGES" / "brass.po"
    cat = read_catalog(path, "th")
    next(m for m in cat if m.context == "action.pass").string = ""
    write_catalog(path, cat)
    assert [(p.key, p.kind) for p in errors(check("th"))] == [("action.pass", "untranslated")]
