"""Birmingham's own setup: merchant tiles on the spaces in play, beer beside them.

Core has already shuffled and dealt the deck (with its face-down discard), set
money and income, filled the markets and drawn the first turn order.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.model import rng

from .era_end import refill_merchant_beer

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def place_merchants(game: Game) -> None:
    rules = game.rules
    st = game.state
    players = st.players
    tiles = [t.index for t in rules.title.merchant_tiles if t.min_players <= players]
    rng.shuffle(st, tiles)
    slots = [s.index for s in rules.board.merchant_slots if s.min_players <= players]
    for slot, tile in zip(slots, tiles):
        st.merchant_tile[slot] = tile
    refill_merchant_beer(game)
