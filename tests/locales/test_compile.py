"""Shipped catalogs compile with the standard tools: `check` refuses what msgfmt and pybabel refuse."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from brass.core.i18n.catalogs import catalog_roots
from brass.core.i18n.locales_tool import check_catalog

#: click formats this pair with both names holding the same value
CLICK_ONE = "Did you mean {possibility}?"
CLICK_MANY = "(Did you mean one of: {possibilities}?)"


def plural_entry(locale: str, forms: tuple[str, ...]) -> list[tuple[str, str]]:
    t, c = Catalog(domain="demo"), Catalog(locale=locale, domain="demo")
    t.add((CLICK_ONE, CLICK_MANY), string=("", ""), context="click.mean")
    c.add((CLICK_ONE, CLICK_MANY), string=forms, context="click.mean")
    return [(p.kind, p.detail) for p in check_catalog("demo", t, c, set())]


def test_a_one_form_language_uses_the_plurals_placeholders() -> None:
    wrong = plural_entry("th", ("หมายถึง {possibility} หรือเปล่า",))
    assert wrong == [("placeholders", "English has ['possibilities'], translation has ['possibility']")]
    assert plural_entry("th", ("หมายถึง {possibilities} หรือเปล่า",)) == []
    # a language with two forms may keep the singular's placeholder in its first form
    assert plural_entry("de", ("Meinten Sie {possibility}?", "(Meinten Sie eins von: {possibilities}?)")) == []


def test_english_babel_reads_as_percent_format_must_be_matched() -> None:
    english = "Every figure comes with its 95% confidence interval"
    t, c = Catalog(domain="demo"), Catalog(locale="th", domain="demo")
    t.add(english, string="", context="help.figures")
    c.add(english, string="ทุกตัวเลขมาพร้อมช่วงความเชื่อมั่น 95%", context="help.figures")
    assert "python-format" in c.get(english, context="help.figures").flags  # Babel's own reading
    found = [(p.key, p.kind) for p in check_catalog("demo", t, c, set())]
    assert found == [("help.figures", "babel")]


def shipped() -> list[Path]:
    return sorted(p for root in catalog_roots() for p in root.path.glob("*/LC_MESSAGES/*.po"))


def test_brass_ships_catalogs() -> None:
    assert any(p.parts[-3] == "th" and p.name == "brass.po" for p in shipped())


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
@pytest.mark.parametrize("po", shipped(), ids=lambda p: f"{p.parts[-3]}/{p.name}")
def test_every_shipped_catalog_passes_msgfmt_check(po: Path, tmp_path: Path) -> None:
    run = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "out.mo"), str(po)],
                         check=False, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
