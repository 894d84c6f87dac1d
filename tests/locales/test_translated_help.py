"""Command help, option help and click's usage errors in the reader's language."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli, load_command


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    r = CliRunner().invoke(cli, list(args), env=env, prog_name="brass")
    return r.exit_code, r.output


def test_command_and_option_help_in_thai() -> None:
    code, out = run("rules", "--help", "--lang", "th")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "วิธีใช้: brass rules [OPTIONS] TITLE"
    assert "  พิมพ์กติกาของ TITLE (--lang th สำหรับภาษาไทย)" in lines
    assert "ตัวเลือก:" in lines
    assert any(line.startswith("  --list") and line.endswith("แสดงรายการหัวข้อ") for line in lines)
    assert any(line.startswith("  -h, --help") and line.endswith("แสดงข้อความนี้แล้วออก") for line in lines)


def test_group_help_follows_the_environment() -> None:
    code, out = run("--help", env={"LANG": "th_TH.UTF-8"})
    assert code == 0
    assert out.startswith("วิธีใช้: brass [OPTIONS] COMMAND [ARGS]...")
    assert "คำสั่ง:" in out and "  --version    แสดงรุ่นของโปรแกรมแล้วออก" in out
    assert "  titles    แสดงเกมและปลั๊กอินที่ติดตั้งพร้อมรุ่น" in out


def test_the_group_takes_lang_for_its_help_and_every_command() -> None:
    # `brass --help --lang th` was a usage error: the group had no --lang
    code, out = run("--help", "--lang", "th", env={"LANG": "C", "BRASS_LANG": ""})
    assert code == 0 and out.startswith("วิธีใช้: brass [OPTIONS] COMMAND [ARGS]...")
    assert "  --lang LANG  ภาษาของข้อความที่แสดง" in out
    # before the command it is the command's language; the command's own --lang still wins
    code, out = run("--lang", "th", "titles", env={"LANG": "C", "BRASS_LANG": ""})
    assert code == 0 and out.splitlines()[0] == "เกม"
    code, out = run("--lang", "th", "titles", "--lang", "en", env={"LANG": "C", "BRASS_LANG": ""})
    assert code == 0 and out.splitlines()[0] == "Titles"
    code, out = run("--lang", "xx", "titles", env={"LANG": "C", "BRASS_LANG": ""})
    assert code == 2 and "“xx” has no catalogs. Languages: en, th." in out


def test_subgroup_help_in_thai() -> None:
    code, out = run("locales", "update", "--help", "--lang", "th")
    assert code == 0 and "  รวมแม่แบบเข้ากับแคตตาล็อกของทุกภาษา" in out


def test_usage_errors_in_thai_and_english_again() -> None:
    code, out = run("rules", "birmingham", "--nope", "--lang", "th")
    assert code == 2
    assert out.splitlines()[-1] == "ข้อผิดพลาด: ไม่มีตัวเลือก '--nope'"
    assert "ลองพิมพ์ 'brass rules --help' เพื่อดูวิธีใช้" in out
    code, out = run("rules", "birmingham", "--nope")
    assert out.splitlines()[-1] == "Error: No such option '--nope'."
    assert "Try 'brass rules --help' for help." in out
    code, out = run("rules", "--lang", "th")
    assert code == 2 and "ขาดอาร์กิวเมนต์ 'TITLE'" in out


def test_the_shared_command_objects_stay_english() -> None:
    run("rules", "--help", "--lang", "th")
    command = load_command("rules")
    assert command.help == "Print TITLE's rules (--lang th for Thai)."
    assert next(p for p in command.params if p.name == "list_only").help == "List the sections."


@pytest.mark.parametrize("edited", ["Print the rules.", ""])
def test_a_changed_english_help_shows_english_until_translated(edited: str,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    command = load_command("rules")
    monkeypatch.setattr(command, "help", edited or None)
    code, out = run("rules", "--help", "--lang", "th")
    assert code == 0 and "พิมพ์กติกาของ TITLE" not in out
    if edited:
        assert "  Print the rules." in out


@pytest.mark.parametrize("path", [(), ("play",), ("simulate",), ("locales", "check"), ("rules",)],
                         ids=lambda p: " ".join(p) or "brass")
def test_thai_help_fits_80_columns(path: tuple[str, ...]) -> None:
    from brass.core.i18n.wrap import width

    code, out = run(*path, "--help", env={"BRASS_LANG": "th", "COLUMNS": "80"})
    assert code == 0 and "ตัวเลือก:" in out
    assert [line for line in out.splitlines() if width(line) > 80] == []
