"""Your network: the locations of your tiles and the ends of your roads."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.network import player_network

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def network_mask(game: Game, player: int) -> int:
    """Bit mask of the locations in ``player``'s network; every location (-1) while they have none."""
    st = game.state
    mask = player_network(game.rules.board, player, st.tile_owner, st.link_owner)
    return mask if mask else -1
