"""VP of Pittsburgh tiles whose VP follows a rule rather than a printed number."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brass.core.play.engine import Game

#: Locomotive Works: VP per heavy train its owner built
VP_PER_HEAVY_TRAIN = 4


def tile_vp(game: Game, space: int) -> int:
    """VP the tile on ``space`` scores now (printed, or by its rule)."""
    st = game.state
    tile = game.rules.tiles[st.tile_type[space]]
    owner = st.tile_owner[space]
    if tile.vp_rule == "empty_mat_spaces":
        return sum(1 for count in st.mat[owner] if count == 0)
    if tile.vp_rule == "heavy_trains_built":
        return VP_PER_HEAVY_TRAIN * st.ext.heavy_built[owner]
    return tile.vp
