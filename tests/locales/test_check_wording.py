"""How ``brass locales`` words what it finds: counts as plurals, catalog-wide problems, no package."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.cli.tools import locales_cmd
from brass.core.i18n import catalogs
from brass.core.i18n.locales_tool import Discovery, Problem, stale_breaks
from brass.core.i18n.messages import render

#: Thai-looking chunks no stored word break knows (not words: they only have to be unknown)
UNKNOWN_CHUNKS = ["ฆฆฆฆฆ", "ฌฌฌฌฌ"]


@pytest.mark.parametrize("chunks, expected", [
    (UNKNOWN_CHUNKS[:1], "1 Thai chunk has no stored word breaks (run: brass locales breaks)"),
    (UNKNOWN_CHUNKS, "2 Thai chunks have no stored word breaks (run: brass locales breaks)"),
])
def test_chunks_without_stored_breaks_are_counted_in_the_right_number(
        monkeypatch: pytest.MonkeyPatch, chunks: list[str], expected: str) -> None:
    monkeypatch.setattr(catalogs, "translations", lambda lang: {f"x.{i}": c for i, c in enumerate(chunks)})
    found = [p for p in stale_breaks("th") if p.kind == "breaks"]
    assert [(p.severity, render(p.detail)) for p in found] == [("warning", expected)]


def test_a_catalog_wide_problem_has_no_space_before_its_colon(monkeypatch: pytest.MonkeyPatch) -> None:
    problems = [Problem("birmingham", "", "partial", "385 of 385 messages untranslated", "warning"),
                Problem("brass", "cli.x", "glossary", "“board” is not translated as glossary says", "warning")]
    monkeypatch.setattr(locales_cmd, "discover", lambda: Discovery({}, ()))
    monkeypatch.setattr(locales_cmd, "check", lambda lang, found, package: problems)
    result = CliRunner().invoke(cli, ["locales", "check", "--only", "de"])
    assert (result.exit_code, result.output.splitlines()) == (0, [
        "de birmingham [partial]: 385 of 385 messages untranslated",
        "de brass [glossary] cli.x: “board” is not translated as glossary says",
        "de: usable; 2 warnings."])
    result = CliRunner().invoke(cli, ["locales", "check", "--only", "de", "--json"])
    assert json.loads(result.output)["de"][0]["detail"] == "385 of 385 messages untranslated"


def test_a_package_when_no_third_party_title_or_plugin_is_installed() -> None:
    result = CliRunner().invoke(cli, ["locales", "extract", "--package", "nosuch"])
    assert (result.exit_code, result.output) == (
        1, ("Error: --package nosuch: no title or plugin of another distribution is installed, so there is no "
            "package whose catalogs to keep.\n"))
