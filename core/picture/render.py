"""Pictures of a game as files: SVG always, PNG when the optional ``brass[pictures]`` extra
(CairoSVG) is installed."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

from brass.core.hooks.titles import title_info
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import BrassError
from brass.core.picture.board_svg import BoardPicture, PanelWords
from brass.core.picture.layout import layout_for
from brass.core.picture.png_fonts import fit_fonts
from brass.core.play.engine import player_name
from brass.core.play.view import title_parts, view

if TYPE_CHECKING:
    from brass.core.play.engine import Game

GAME_OVER = text("picture.game_over", "Game over — {ranking}",
                 note="{ranking}: the places, e.g. 1. P4 161 VP, 2. P1 140 VP")
RANKED = text("picture.ranked", "{place}. {player} {vp} VP")
#: browsers that draw a picture with shaped text (the first one installed is used)
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
NO_PNG = text("error.no_png", "PNG pictures need CairoSVG: pip install 'brass[pictures]' (or use --svg).")


def board_picture(game: Game, viewer: int, lang: str = "en") -> BoardPicture:
    """The picture maker for ``game``'s title (its layout checked against the map)."""
    rules = game.rules
    return BoardPicture(rules, layout_for(rules, title_info(rules.id).layout), lang)


def panel_words(game: Game, viewer: int) -> PanelWords:
    """The panel's words for ``viewer``: the title's own state as the text board says it, and
    the name of the action in progress."""
    title = tuple(line for lines in title_parts(game, viewer).values() for line in lines)
    frame = game.state.frame
    action = None if frame is None else game.actions[frame.action].label()
    return PanelWords(title, action, final_ranking(game) if game.over else None)


def final_ranking(game: Game) -> Message:
    """"Game over — 1. P4 161 VP, 2. P1 140 VP": places as the title ranks them (ties share one)."""
    vp = game.state.vp
    places = [RANKED(place=place, player=player_name(seat), vp=vp[seat])
              for place, group in enumerate(game.ranking(), start=1) for seat in group]
    return GAME_OVER(ranking=places)


def board_svg(game: Game, viewer: int, lang: str = "en") -> str:
    """The board as ``viewer`` (0-based seat, or -1 for a spectator) may see it, as SVG."""
    return board_picture(game, viewer, lang).svg(view(game, viewer), panel_words(game, viewer))


def svg_to_png(svg: str) -> bytes:
    """``svg`` as a PNG.  CairoSVG does not shape text: Thai tone marks and other combining
    marks come out beside their letters.  So a picture with such marks goes through an
    installed Chromium (which shapes) when there is one; anything else, or without one, is
    drawn by CairoSVG, each text in a font that has its letters (:func:`fit_fonts`)."""
    exe = browser() if needs_shaping(svg) else None
    if exe is not None:
        png = browser_png(exe, svg)
        if png is not None:
            return png
    try:
        import cairosvg
    except ImportError:
        raise BrassError(NO_PNG()) from None
    drawn: bytes = cairosvg.svg2png(bytestring=fit_fonts(svg)[0].encode("utf-8"))
    return drawn


def needs_shaping(svg: str) -> bool:
    """Whether a text of ``svg`` has a combining mark (Thai vowels above and below, tone marks)
    that only a shaping engine places right."""
    return any(unicodedata.category(ch) == "Mn" for ch in _texts(svg))


def unshaped(svg: str) -> bool:
    """Whether :func:`svg_to_png` would draw ``svg``'s combining marks unshaped (no browser)."""
    return needs_shaping(svg) and browser() is None


def browser() -> str | None:
    """An installed Chromium (or Chrome) to draw shaped text with, or None."""
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    return None


def browser_png(exe: str, svg: str) -> bytes | None:
    """``svg`` as a headless browser's screenshot of exactly its size, or None when the browser
    fails (the caller falls back to CairoSVG)."""
    size = re.search(r'<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"', svg)
    if size is None:
        return None
    width, height = size.group(1), size.group(2)
    with tempfile.TemporaryDirectory(prefix="brass-png-") as folder:
        page = Path(folder) / "picture.html"
        shot = Path(folder) / "picture.png"
        page.write_text('<!DOCTYPE html><html><head><meta charset="utf-8"><style>html,body{margin:0;'
                        f'overflow:hidden}}</style></head><body>{svg}</body></html>', encoding="utf-8")
        flags = ["--headless", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-sync",
                 "--disable-background-networking", "--disable-component-update",
                 f"--user-data-dir={Path(folder) / 'profile'}", f"--window-size={width},{height}",
                 f"--screenshot={shot}"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            flags.append("--no-sandbox")  # Chromium refuses to run as root with its sandbox
        try:
            subprocess.run([exe, *flags, page.as_uri()], capture_output=True, timeout=120, check=False)
        except (OSError, subprocess.SubprocessError):
            return None
        data = shot.read_bytes() if shot.exists() else b""
    return data if data[:8] == b"\x89PNG\r\n\x1a\n" else None


def _texts(svg: str) -> str:
    """The words of ``svg``'s text elements."""
    return "".join(m.group(1) for m in re.finditer(r"<text[^>]*>([^<]*)</text>", svg))
