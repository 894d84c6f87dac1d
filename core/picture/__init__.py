"""Pictures of a game: the board as SVG (and PNG), and a self-contained HTML replay page."""
from __future__ import annotations

from brass.core.exports import lazy

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.picture.board_svg import (
        NO_WORDS as NO_WORDS,
        PLAYER_COLOURS as PLAYER_COLOURS,
        BoardPicture as BoardPicture,
        PanelWords as PanelWords,
        industry_marks as industry_marks,
    )
    from brass.core.picture.layout import Layout as Layout, layout_for as layout_for
    from brass.core.picture.render import (
        board_picture as board_picture,
        panel_words as panel_words,
        svg_to_png as svg_to_png,
    )

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
