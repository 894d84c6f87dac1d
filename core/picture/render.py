"""Pictures of a game as files: SVG always, PNG when the optional ``brass[pictures]`` extra
(CairoSVG) is installed."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.hooks.titles import title_info
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError
from brass.core.picture.board_svg import BoardPicture, PanelWords
from brass.core.picture.layout import layout_for
from brass.core.picture.png_fonts import fit_fonts
from brass.core.play.view import title_parts, view

if TYPE_CHECKING:
    from brass.core.play.engine import Game

NO_PNG = text("error.no_png", "PNG pictures need CairoSVG: pip install 'brass[pictures]' (or use --svg).")


def board_picture(game: "Game", viewer: int, lang: str = "en") -> BoardPicture:
    """The picture maker for ``game``'s title (its layout checked against the map)."""
    rules = game.rules
    return BoardPicture(rules, layout_for(rules, title_info(rules.id).layout), lang)


def panel_words(game: "Game", viewer: int) -> PanelWords:
    """The panel's words for ``viewer``: the title's own state as the text board says it, and
    the name of the action in progress."""
    title = tuple(line for lines in title_parts(game, viewer).values() for line in lines)
    frame = game.state.frame
    return PanelWords(title, None if frame is None else game.actions[frame.action].label())


def board_svg(game: "Game", viewer: int, lang: str = "en") -> str:
    """The board as ``viewer`` (0-based seat, or -1 for a spectator) may see it, as SVG."""
    return board_picture(game, viewer, lang).svg(view(game, viewer), panel_words(game, viewer))


def svg_to_png(svg: str) -> bytes:
    """``svg`` drawn by CairoSVG, each text in a font that has its letters (:func:`fit_fonts`)."""
    try:
        import cairosvg
    except ImportError:
        raise BrassError(NO_PNG()) from None
    png: bytes = cairosvg.svg2png(bytestring=fit_fonts(svg)[0].encode("utf-8"))
    return png
