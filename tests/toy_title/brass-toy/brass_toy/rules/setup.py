"""Setup: core has dealt the cards, set money and income and filled the market;
the title puts its merchant tiles on the merchant spaces in play, shuffled."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.model import rng

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def place_merchants(game: Game) -> None:
    rules = game.rules
    st = game.state
    tiles = [i for i, (_id, _accepts, least) in enumerate(rules.title.merchant_tiles) if least <= st.players]
    rng.shuffle(st, tiles)  # the game's own seeded generator: the same seed gives the same game
    slots = [s.index for s in rules.board.merchant_slots if s.min_players <= st.players]
    for slot, tile in zip(slots, tiles):
        st.merchant_tile[slot] = tile
