"""Charts of simulations (``--plot`` of simulate, compare and sweep) in the reader's language.

A chart's words are messages like every other output, so a Thai designer reads a Thai chart.
matplotlib's own font (DejaVu Sans) has no Thai letters, and a chart drawn with a font that
lacks them shows empty boxes; so the chart is drawn once to learn its letters, a letter that font
lacks is taken from an installed font that has every such letter (matplotlib's font fallback),
and where none has them the chart is drawn in English and the reader is told why.
"""
from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

from brass.core.cli.common import Output, UserError
from brass.core.files.session import CANNOT_WRITE
from brass.core.i18n.formatting import language_name
from brass.core.i18n.messages import Message, render, text

#: renders a chart's message in the chart's language
Words = Callable[[Message | str], str]
#: draws a chart on a matplotlib figure, its words rendered by the second argument
Draw = Callable[[Any, Words], None]

#: a chart's size in inches (at 100 dots an inch)
FIGURE_SIZE = (10, 6)
WROTE_PLOT = text("cli.sim_wrote_plot", "Plot written to {file}.")
#: the win-rate axis of simulate's and sweep's charts
WIN_RATE_AXIS = text("cli.plot.win_rate_axis", "win rate (95% CI)")
PLOT_IN_ENGLISH = text(
    "cli.plot_in_english",
    "The plot's words are in English: no installed font has the letters of {language} "
    "(install one that has, such as the Noto Sans font of the language).",
)


def write_plot(out: Output, path: str, draw: Draw) -> None:
    """Draw with ``draw(figure, words)`` in ``out``'s language and save (matplotlib without a
    display); in English, with a notice, when no installed font can show the language's letters."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    words: Words = out.text
    settings: dict[str, Any] = {}
    english = False
    missing = _missing_letters(_drawn_letters(draw, words))
    if missing:
        family = font_with(missing)
        if family is not None:
            first = matplotlib.rcParams["font.family"]
            settings["font.family"] = [*(first if isinstance(first, list) else [first]), family]
            if "text.language" in matplotlib.rcParams:  # text shaping (matplotlib 3.11 and later)
                settings["text.language"] = out.lang
        elif out.lang != "en":
            # English, when the letters lacking are the language's (not, say, a variant's name)
            def in_english(message: Message | str) -> str:
                return render(message, "en", out.currency)

            if not missing <= _missing_letters(_drawn_letters(draw, in_english)):
                words, english = in_english, True
    # (matplotlib types the keys as the literal names of its settings)
    with matplotlib.rc_context(settings), warnings.catch_warnings():  # type: ignore[arg-type]
        # (a letter no installed font has is drawn as a box, without a warning for each)
        warnings.filterwarnings("ignore", message=".*missing from font")
        fig = plt.figure(figsize=FIGURE_SIZE, dpi=100)
        try:
            draw(fig, words)
            fig.tight_layout()
            fig.savefig(path)
        except OSError as exc:
            raise UserError(out, CANNOT_WRITE(file=path, detail=exc.strerror or str(exc))) from None
        finally:
            plt.close(fig)
    if english:
        out.echo(PLOT_IN_ENGLISH(language=language_name(out.lang, out.lang)))
    out.echo(WROTE_PLOT(file=path))


def _drawn_letters(draw: Draw, words: Words) -> set[str]:
    """Every letter a chart shows, tick labels included (those exist only once it is drawn)."""
    import matplotlib.pyplot as plt
    from matplotlib.text import Text

    fig = plt.figure(figsize=FIGURE_SIZE, dpi=100)
    try:
        draw(fig, words)
        with warnings.catch_warnings():  # (letters the font lacks are what this draw looks for)
            warnings.filterwarnings("ignore", message=".*missing from font")
            fig.canvas.draw()
        return {ch for t in fig.findobj(Text) for ch in t.get_text() if not ch.isspace()}
    finally:
        plt.close(fig)


def _default_font() -> Any:
    from matplotlib import font_manager

    return font_manager.get_font(font_manager.findfont(font_manager.FontProperties(), fallback_to_default=True))


def _missing_letters(letters: set[str]) -> set[str]:
    """The letters matplotlib's default font cannot draw."""
    if all(ch.isascii() for ch in letters):
        return set()
    font = _default_font()
    return {ch for ch in letters if not font.get_char_index(ord(ch))}


def font_with(letters: set[str]) -> str | None:
    """The family of an installed font that has every one of ``letters`` (regular faces first),
    or None.  matplotlib remembers the fonts it found when it was installed, so a font installed
    since is looked for among the system's fonts too.  matplotlib's *Last Resort* font is no
    answer: it draws every letter as a box."""
    from matplotlib import font_manager

    manager = font_manager.fontManager
    found = _font_among(manager.ttflist, letters)
    if found is None:
        known = {entry.fname for entry in manager.ttflist}
        for path in font_manager.findSystemFonts():
            if path not in known:
                try:
                    manager.addfont(path)
                except (OSError, RuntimeError, ValueError):
                    continue
        found = _font_among(manager.ttflist, letters)
    return found


def _font_among(entries: list[Any], letters: set[str]) -> str | None:
    from matplotlib import font_manager

    ordered = sorted(entries, key=lambda e: (e.style != "normal", e.weight not in (400, "normal", "regular"), e.name))
    seen: set[str] = set()
    for entry in ordered:
        if entry.name.startswith("Last Resort") or entry.fname in seen:
            continue
        seen.add(entry.fname)
        try:
            font = font_manager.get_font(entry.fname)
        except (OSError, RuntimeError):
            continue
        if all(font.get_char_index(ord(ch)) for ch in letters):
            return str(entry.name)
    return None
