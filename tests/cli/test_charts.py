"""Charts (``--plot``) in the reader's language, with a font that has its letters."""
from __future__ import annotations

import importlib.util
import warnings
from pathlib import Path
from typing import Any

import pytest

from brass.core.cli.common import Output
from brass.core.i18n.messages import render

pytestmark = pytest.mark.skipif(importlib.util.find_spec("matplotlib") is None, reason="brass[plots] not installed")

THAI = [chr(c) for c in range(0x0E01, 0x0E5C) if c not in range(0x0E3B, 0x0E3F)]
FAMILY = "Brass Test Thai"


def thai_font(path: Path) -> Path:
    """A small TrueType font whose every Thai letter is a box: enough for matplotlib to draw with."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    names = [".notdef", *(f"uni{ord(ch):04X}" for ch in THAI)]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({ord(ch): f"uni{ord(ch):04X}" for ch in THAI})
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        pen.moveTo((100, 0))
        pen.lineTo((100, 600))
        pen.lineTo((500, 600))
        pen.lineTo((500, 0))
        pen.closePath()
        glyphs[name] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(dict.fromkeys(names, (600, 100)))
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": FAMILY, "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    out = path / "brass-test-thai.ttf"
    fb.save(str(out))
    return out


@pytest.fixture
def no_thai_fonts(monkeypatch: pytest.MonkeyPatch) -> Any:
    """matplotlib's fonts without any that has Thai letters, and no system fonts to find."""
    from matplotlib import font_manager

    kept = []
    for entry in font_manager.fontManager.ttflist:
        try:
            has_thai = bool(font_manager.get_font(entry.fname).get_char_index(ord("ก")))
        except (OSError, RuntimeError):
            has_thai = False
        if not has_thai or entry.name.startswith("Last Resort"):
            kept.append(entry)
    monkeypatch.setattr(font_manager.fontManager, "ttflist", kept)
    monkeypatch.setattr(font_manager, "findSystemFonts", lambda *a, **k: [])
    return font_manager


def recording_draw(seen: dict[str, Any]) -> Any:
    from brass.core.cli.workbench.charts import WIN_RATE_AXIS

    def draw(fig: Any, words: Any) -> None:
        import matplotlib

        ax = fig.subplots()
        ax.bar([words(WIN_RATE_AXIS())], [0.5])  # a category label: a tick made only when drawn
        ax.set_title(words(WIN_RATE_AXIS()))
        seen["title"] = ax.get_title()
        seen["family"] = list(matplotlib.rcParams["font.family"])
    return draw


def test_a_thai_chart_has_thai_words_drawn_with_a_font_that_has_them(tmp_path: Path, no_thai_fonts: Any,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    from brass.core.cli.workbench.charts import WIN_RATE_AXIS, write_plot

    no_thai_fonts.fontManager.addfont(str(thai_font(tmp_path)))
    seen: dict[str, Any] = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        write_plot(Output("th"), str(tmp_path / "t.png"), recording_draw(seen))
    assert seen["title"] == render(WIN_RATE_AXIS(), "th") == "อัตราชนะ (ช่วงความเชื่อมั่น 95%)"
    assert seen["family"][-1] == FAMILY  # the default font first, the Thai one for what it lacks
    assert not [w for w in caught if "missing from font" in str(w.message)]
    assert (tmp_path / "t.png").read_bytes()[:4] == b"\x89PNG"
    assert capsys.readouterr().out == f"เขียนกราฟลง {tmp_path / 't.png'} แล้ว\n"


def test_without_a_font_for_its_letters_the_chart_is_english_and_says_why(tmp_path: Path, no_thai_fonts: Any,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    from brass.core.cli.workbench.charts import write_plot

    seen: dict[str, Any] = {}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        write_plot(Output("th"), str(tmp_path / "e.png"), recording_draw(seen))
    assert seen["title"] == "win rate (95% CI)"
    assert not [w for w in caught if "missing from font" in str(w.message)]
    assert capsys.readouterr().out.splitlines() == [
        ("คำในกราฟเป็นภาษาอังกฤษ เพราะไม่มีฟอนต์ที่ติดตั้งไว้ตัวใดมีตัวอักษรภาษาไทย "
         "(ติดตั้งฟอนต์ที่มี เช่น ฟอนต์ Noto Sans ของภาษานั้น)"),
        f"เขียนกราฟลง {tmp_path / 'e.png'} แล้ว"]
    assert (tmp_path / "e.png").read_bytes()[:4] == b"\x89PNG"


def test_a_font_installed_after_matplotlib_listed_its_fonts_is_found(tmp_path: Path, no_thai_fonts: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from brass.core.cli.workbench.charts import font_with

    assert font_with({"ก", "ข"}) is None
    path = str(thai_font(tmp_path))
    monkeypatch.setattr(no_thai_fonts, "findSystemFonts", lambda *a, **k: [path])
    assert font_with({"ก", "ข"}) == FAMILY
    assert path in {e.fname for e in no_thai_fonts.fontManager.ttflist}
    assert font_with({"ก", "\u4e2d"}) is None  # it has no Chinese letter, and no font here has both


def test_an_english_chart_looks_for_no_font(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from brass.core.cli.workbench import charts

    def fail(letters: set[str]) -> None:
        raise AssertionError(f"looked for a font for {letters}")

    monkeypatch.setattr(charts, "font_with", fail)
    seen: dict[str, Any] = {}
    charts.write_plot(Output("en"), str(tmp_path / "a.png"), recording_draw(seen))
    assert seen["title"] == "win rate (95% CI)" and seen["family"] == ["sans-serif"]


def test_language_names_come_in_the_readers_language() -> None:
    from brass.core.i18n.formatting import language_name

    assert (language_name("th", "th"), language_name("th", "en"), language_name("xx-nope", "en")) == (
        "ไทย", "Thai", "xx-nope")


def test_letters_no_font_has_in_english_too_keep_the_readers_language(tmp_path: Path, no_thai_fonts: Any,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """A variant named in letters no font has is boxes in any language: no reason for English."""
    from brass.core.cli.workbench.charts import write_plot

    seen: dict[str, Any] = {}

    def draw(fig: Any, words: Any) -> None:
        ax = fig.subplots()
        ax.set_title("变体")  # a user's name for a variant, not a message
        seen["title"] = ax.get_title()

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        write_plot(Output("th"), str(tmp_path / "v.png"), draw)
    assert seen["title"] == "变体" and not [w for w in caught if "missing from font" in str(w.message)]
    assert "ภาษาอังกฤษ" not in capsys.readouterr().out


def test_compare_plots_win_rates_in_percentage_points_and_other_metrics_relative_to_a() -> None:
    from matplotlib.figure import Figure

    from brass.core.cli.workbench.compare import draw_differences

    def row(metric: str, a: float, diff: float, low: float, high: float, holm: bool = False) -> dict[str, Any]:
        return {"metric": metric, "a": {"value": a}, "b": {"value": a + diff}, "value": diff, "low": low,
                "high": high, "significant_holm": holm}

    rows = [row("seat1_win", 0.20, 0.10, 0.02, 0.18, holm=True), row("vp_mean", 100.0, 5.0, -1.0, 11.0),
            row("first_player_win", 0.5, -0.05, -0.15, 0.05)]
    fig = Figure()
    draw_differences(rows, "base", "cheap", 40)(fig, lambda m: render(m) if not isinstance(m, str) else m)
    rates, others = fig.axes
    # a win rate of 20% that became 30% moved +10 points (once drawn as +50%, relative to A)
    assert [p.get_width() for p in rates.patches] == pytest.approx([10.0, -5.0])
    assert [t.get_text() for t in rates.get_yticklabels()] == ["P1 win rate", "first player's win rate"]
    assert rates.get_xlabel().startswith("win rates: B − A in percentage points")
    # mean VP 100 → 105: +5% of A, interval −1% to +11%
    assert [p.get_width() for p in others.patches] == pytest.approx([5.0])
    xerr = next(c for c in others.collections if c.get_segments())
    assert [tuple(s[:, 0]) for s in xerr.get_segments()] == [pytest.approx((-1.0, 11.0))]
    assert others.get_xlabel().startswith("(B − A) / A in %")
