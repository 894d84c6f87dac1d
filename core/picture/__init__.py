"""Pictures of a game: the board as SVG (and PNG), and a self-contained HTML replay page."""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "board_svg": ["BoardPicture", "NO_WORDS", "PLAYER_COLOURS", "PanelWords", "industry_marks"],
    "layout": ["Layout", "layout_for"],
    "replay_page": ["replay_page"],
    "render": ["board_picture", "board_svg", "panel_words", "svg_to_png"],
})
