"""Steps several titles take between eras: clearing low tiles, a fresh deck."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.model import rng
from brass.core.model.cards import refill

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def remove_tiles_of_level(game: Game, level: int) -> int:
    """Every industry tile of ``level`` leaves the board (and the game); returns how many."""
    st = game.state
    tiles = game.rules.tiles
    removed = 0
    for s, owner in enumerate(st.tile_owner):
        if owner >= 0 and tiles[st.tile_type[s]].level == level:
            game.remove_tile(s)
            removed += 1
    return removed


def new_deck_from_discards(game: Game) -> int:
    """All discard piles (face-down cards included) become the shuffled deck; everyone draws
    up to the hand size in turn order.  Returns the deck's size before dealing."""
    st = game.state
    deck: list[int] = []
    for p in range(st.players):
        deck.extend(st.discards[p])
        st.discards[p] = []
        st.facedown[p] = 0
    rng.shuffle(st, deck)
    st.deck = deck
    size = len(deck)
    for p in st.order:
        refill(st, p, game.rules.setup.hand_size)
    return size
