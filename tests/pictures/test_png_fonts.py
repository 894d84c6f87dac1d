"""PNG pictures draw each text in a font that has its letters (CairoSVG takes no letter from a
second family), and a Thai PNG is drawn in English, with a notice, when no font has Thai letters."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.picture import png_fonts

ASCII_AND_LATIN = "20-7e a0-17f 2000-206f 2190-21ff"  # the fake first family: Latin letters, punctuation, arrows
THAI = set(range(0x0E01, 0x0E5C))


def fake_fontconfig(thai_font: str | None) -> Any:
    """fontconfig's answers on a machine whose fonts are the first family and, maybe, one Thai
    font that has ASCII and Thai letters but no arrow."""
    def answer(*args: str) -> list[str]:
        if args[0] == "fc-match":
            return ["20-7e e01-e5b"] if thai_font and args[-1] == thai_font else [ASCII_AND_LATIN]
        wanted = {int(p, 16) for p in args[1].removeprefix(":charset=").split()}
        thai_has = set(range(0x20, 0x7F)) | THAI
        return [f"{thai_font},{thai_font} Localized"] if thai_font and wanted <= thai_has else []
    return answer


@pytest.fixture
def fontconfig(monkeypatch: pytest.MonkeyPatch) -> Any:
    def use(thai_font: str | None) -> None:
        png_fonts.family_letters.cache_clear()
        png_fonts.families_with.cache_clear()
        monkeypatch.setattr(png_fonts, "_fontconfig", fake_fontconfig(thai_font))
    yield use
    png_fonts.family_letters.cache_clear()
    png_fonts.families_with.cache_clear()


SVG = ('<svg xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans, sans-serif">'
       '<text x="1" y="2">Birmingham</text>'
       '<text x="1" y="3" text-anchor="middle">เบอร์มิงแฮม &amp; 2</text>'
       '<text x="1" y="4">ลำดับ 2 → 3</text>'
       '<text x="1" y="5">中 → 1</text></svg>')


def families(svg: str) -> list[str | None]:
    return [e.get("font-family") for e in ET.fromstring(svg) if e.tag.endswith("text")]


def test_a_text_with_letters_the_first_family_lacks_gets_a_family_that_has_them(fontconfig: Any) -> None:
    fontconfig("Loma")
    fitted, lacking = png_fonts.fit_fonts(SVG)
    # Latin untouched; Thai in the Thai font, the arrow text too (its Thai letters matter more
    # than an arrow no font here has with them); a Chinese letter no font has is named
    assert families(fitted) == [None, "Loma", "Loma", None]
    assert lacking == {"中"}
    assert 'text-anchor="middle">เบอร์มิงแฮม &amp; 2</text>' in fitted  # the rest kept as it was
    assert png_fonts.fit_fonts(fitted)[0] == fitted  # a text given a family keeps it


def test_without_fontconfig_or_non_ascii_letters_the_picture_goes_as_it_is(monkeypatch: pytest.MonkeyPatch,
                                                                         fontconfig: Any) -> None:
    fontconfig(None)
    monkeypatch.setattr(png_fonts, "_fontconfig", lambda *args: None)
    assert png_fonts.fit_fonts(SVG) == (SVG, set())
    fontconfig("Loma")
    plain = '<svg><text x="1">Birmingham</text></svg>'
    assert png_fonts.fit_fonts(plain) == (plain, set())


def drawn_svg(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from brass.core.picture import render

    drawn: list[str] = []
    monkeypatch.setattr(render, "svg_to_png", lambda svg: drawn.append(svg) or b"\x89PNG")
    return drawn


def test_a_thai_png_is_thai_when_a_font_has_thai_letters(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         fontconfig: Any) -> None:
    fontconfig("Loma")
    game_file = tmp_path / "g.toml"
    CliRunner().invoke(cli, ["new", "birmingham", "--players", "2", "--seed", "3", "-o", str(game_file)])
    drawn = drawn_svg(monkeypatch)
    monkeypatch.chdir(tmp_path)  # a short name: a long temporary folder wraps the message
    result = CliRunner().invoke(cli, ["show", str(game_file), "--png", "b.png", "--lang", "th"])
    assert result.exit_code == 0 and result.output == "เขียนไฟล์ b.png แล้ว\n"
    assert "เบอร์มิงแฮม" in drawn[0] and ">Birmingham<" not in drawn[0]


def test_a_thai_png_is_english_and_says_why_when_no_font_has_thai_letters(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch,
                                                                        fontconfig: Any) -> None:
    fontconfig(None)
    game_file = tmp_path / "g.toml"
    CliRunner().invoke(cli, ["new", "birmingham", "--players", "2", "--seed", "3", "-o", str(game_file)])
    drawn = drawn_svg(monkeypatch)
    svg_file, png_file = tmp_path / "b.svg", tmp_path / "b.png"
    result = CliRunner().invoke(cli, ["show", str(game_file), "--svg", str(svg_file), "--png", str(png_file),
                                      "--lang", "th"])
    assert result.exit_code == 0
    assert " ".join(line.strip() for line in result.output.splitlines()[:2]) == (
        "คำใน PNG เป็นภาษาอังกฤษ เพราะไม่มีฟอนต์ที่ติดตั้งไว้ตัวใดมีตัวอักษรภาษาไทย "
        "(ติดตั้งฟอนต์ที่มี เช่น ฟอนต์ Noto Sans ของภาษานั้น)")
    assert ">Birmingham<" in drawn[0] and "เบอร์มิงแฮม" not in drawn[0]
    assert "เบอร์มิงแฮม" in svg_file.read_text(encoding="utf-8")  # a browser finds its own fonts for the SVG

