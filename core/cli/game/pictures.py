"""Writing pictures from the command line (``show --svg/--png``, ``replay --html``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.cli.common import Output, fail
from brass.core.files import atomic
from brass.core.i18n.formatting import language_name
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError

if TYPE_CHECKING:
    from brass.core.play.engine import Game

WROTE = text("cli.wrote_file", "Wrote {file}.")
CANNOT_WRITE = text("cli.cannot_write", "{file}: cannot write: {detail}")
PNG_UNSHAPED = text(
    "cli.png_unshaped",
    "The PNG's {language} marks (vowels above and below, tone marks) may stand apart from their letters: "
    "the PNG converter does not shape text. Install Chromium to draw them in place, or use the SVG.",
)
PNG_IN_ENGLISH = text(
    "cli.png_in_english",
    "The PNG's words are in English: no installed font has the letters of {language} "
    "(install one that has, such as the Noto Sans font of the language).",
)


def write_file(out: Output, path: str, content: str | bytes) -> None:
    """Write ``content`` atomically (an OS error is a user error naming the file)."""
    try:
        if isinstance(content, bytes):
            atomic.write_bytes(path, content)
        else:
            atomic.write_text(path, content)
    except OSError as exc:
        fail(out, BrassError(CANNOT_WRITE(file=path, detail=exc.strerror or str(exc))))
    out.echo(WROTE(file=path))


def write_pictures(out: Output, game: Game, viewer: int, svg_file: str | None, png_file: str | None) -> None:
    """The board as ``viewer`` sees it, to an SVG and/or a PNG file."""
    from brass.core.picture.png_fonts import fit_fonts
    from brass.core.picture.render import board_svg, svg_to_png, unshaped

    english = unshaped_marks = False
    try:
        svg = board_svg(game, viewer, out.lang)
        png = b""
        if png_file:
            # a PNG has only the installed fonts to draw with: in English when they lack letters
            # of the language that English does not need
            drawn = svg
            lacking = fit_fonts(svg)[1]
            if lacking and out.lang != "en":
                in_english = board_svg(game, viewer, "en")
                if not lacking <= fit_fonts(in_english)[1]:
                    drawn, english = in_english, True
            png = svg_to_png(drawn)
            unshaped_marks = unshaped(drawn)
    except BrassError as exc:
        fail(out, exc)
    if english:
        out.echo(PNG_IN_ENGLISH(language=language_name(out.lang, out.lang)))
    if unshaped_marks:
        out.echo(PNG_UNSHAPED(language=language_name(out.lang, out.lang)))
    if svg_file:
        write_file(out, svg_file, svg)
    if png_file:
        write_file(out, png_file, png)
