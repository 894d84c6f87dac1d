"""`brass locales update` never loses a translator's work (msgmerge --previous behaviour)."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from babel.messages.catalog import Catalog

from brass.core.i18n.locales_tool import merge, read_catalog, update, write_catalog

PO = '''# Thai translation of the demo.
# Somchai Jaidee <somchai@example.org>, 2026.
#
msgid ""
msgstr ""
"Project-Id-Version: brass 0.1\\n"
"PO-Revision-Date: 2026-03-04 05:06+0000\\n"
"Last-Translator: Somchai Jaidee <somchai@example.org>\\n"
"Language: th\\n"
"Language-Team: Thai <th@example.org>\\n"
"Plural-Forms: nplurals=1; plural=0;\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=utf-8\\n"
"Content-Transfer-Encoding: 8bit\\n"

# checked against the printed card
msgctxt "a.loan"
msgid "Loan"
msgstr "กู้เงิน"

msgctxt "a.pass"
msgid "Pass"
msgstr "ผ่าน"

msgctxt "a.scout"
msgid "Scout"
msgstr "สอดแนม"
'''


def template(*entries: tuple[str, str]) -> Catalog:
    cat = Catalog(domain="demo")
    for key, english in entries:
        cat.add(english, string="", context=key)
    return cat


def write(tmp_path: Path, text: str = PO) -> Path:
    path = tmp_path / "th" / "LC_MESSAGES" / "demo.po"
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    return path


def merged_text(tmp_path: Path, po: Path, tpl: Catalog) -> str:
    result, _counts = merge(tpl, read_catalog(po, "th"))
    write_catalog(po, result)
    return po.read_text(encoding="utf-8")


def test_comments_and_header_survive_an_update(tmp_path: Path) -> None:
    po = write(tmp_path)
    out = merged_text(tmp_path, po, template(("a.loan", "Loan"), ("a.pass", "Pass"), ("a.scout", "Scout")))
    assert "# checked against the printed card\nmsgctxt \"a.loan\"" in out
    assert '"Last-Translator: Somchai Jaidee <somchai@example.org>\\n"' in out
    assert '"Language-Team: Thai <th@example.org>\\n"' in out
    assert '"PO-Revision-Date: 2026-03-04 05:06+0000\\n"' in out
    assert out.startswith("# Thai translation of the demo.\n# Somchai Jaidee")


def test_changed_english_keeps_the_english_it_was_translated_from_over_two_runs(tmp_path: Path) -> None:
    po = write(tmp_path)
    merged_text(tmp_path, po, template(("a.loan", "Take a loan"), ("a.pass", "Pass"), ("a.scout", "Scout")))
    out = merged_text(tmp_path, po, template(("a.loan", "Take a loan of £30"), ("a.pass", "Pass"),
                                             ("a.scout", "Scout")))
    entry = out[out.index('msgctxt "a.loan"') - 60:out.index('msgctxt "a.pass"')]
    assert '#| msgid "Loan"' in entry and "fuzzy" in entry
    assert 'msgid "Take a loan of £30"\nmsgstr "กู้เงิน"' in entry
    assert "# checked against the printed card" in entry


def test_a_key_renamed_and_renamed_back_recovers_its_translation(tmp_path: Path) -> None:
    po = write(tmp_path)
    out = merged_text(tmp_path, po, template(("a.loan", "Loan"), ("a.pass", "Pass"), ("a.look", "Scout")))
    assert '#~ msgctxt "a.scout"\n#~ msgid "Scout"\n#~ msgstr "สอดแนม"' in out
    out = merged_text(tmp_path, po, template(("a.loan", "Loan"), ("a.pass", "Pass"), ("a.scout", "Scout")))
    cat = read_catalog(po, "th")
    scout = next(m for m in cat if m.context == "a.scout")
    assert scout.string == "สอดแนม" and not scout.fuzzy
    assert list(cat.obsolete.values()) == []  # "a.look" was never translated: nothing to keep


def test_an_obsolete_entry_whose_english_changed_comes_back_fuzzy(tmp_path: Path) -> None:
    po = write(tmp_path)
    merged_text(tmp_path, po, template(("a.loan", "Loan"), ("a.pass", "Pass")))
    merged_text(tmp_path, po, template(("a.loan", "Loan"), ("a.pass", "Pass"), ("a.scout", "Scout a card")))
    scout = next(m for m in read_catalog(po, "th") if m.context == "a.scout")
    assert scout.string == "สอดแนม" and scout.fuzzy and list(scout.previous_id) == ["Scout"]


def test_counts_of_new_changed_and_obsolete(tmp_path: Path) -> None:
    po = write(tmp_path)
    _cat, counts = merge(template(("a.loan", "Loan!"), ("a.new", "New")), read_catalog(po, "th"))
    assert counts == (1, 1, 2)


def test_update_on_the_project_catalogs_twice_changes_nothing(locales_copy: Path) -> None:
    path = locales_copy / "th" / "LC_MESSAGES" / "brass.po"
    update("th")
    first = path.read_text(encoding="utf-8")
    update("th")
    assert path.read_text(encoding="utf-8") == first


def test_a_long_previous_english_is_written_as_msgfmt_reads_it(tmp_path: Path) -> None:
    """Babel cut a long ``#| msgid`` inside its quotes (msgfmt: "end-of-line within string")."""
    before = "# PROVISIONAL — not confirmed by any public source ({count} entries), read from the pictures:"
    catalog = Catalog(locale="th", domain="demo")
    catalog.add(("{count} entry", "{count} entries"), string=("{count} รายการ",), context="demo.count",
                flags={"fuzzy"}, previous_id=[before])
    path = tmp_path / "demo.po"
    write_catalog(path, catalog)
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("#|")]
    assert lines[0] == '#| msgid ""' and len(lines) > 2
    assert all(re.fullmatch(r'#\| (msgid )?"([^"\\]|\\.)*"', line) for line in lines)
    assert next(m for m in read_catalog(path, "th") if m.context == "demo.count").previous_id == [before]
    if shutil.which("msgfmt"):  # GNU gettext (CI installs it) reads it too
        run = subprocess.run(["msgfmt", "--check", "-o", str(tmp_path / "demo.mo"), str(path)],
                             check=False, capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
