"""Pittsburgh's own setup: merchants face up, oilfields face down, three Quality Rewards.

Core has already shuffled and dealt the deck (with its era-1 face-down discard),
set money ($30) and income (space 10), filled the markets (coke markets one
cube) and drawn the first turn order.  With two players the oilfield tile that
makes 3 oil and the merchant tile paying $15 are left out.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.model import rng

from ..state import PittsburghState

if TYPE_CHECKING:
    from brass.core.play.engine import Game

QUALITY_REVEALED = 3


def set_up(game: Game) -> None:
    rules = game.rules
    p = rules.title
    st = game.state
    board = rules.board
    ext = PittsburghState.empty(st.players, board.location_count, len(board.links))
    st.ext = ext
    two = p.two_players if st.players == 2 else None
    # merchants: one random tile, face up, on each merchant slot in play
    tiles = [t.index for t in p.merchant_tiles
             if not (two and ("money", two.remove_merchant_money) in t.reward)]
    rng.shuffle(st, tiles)
    slots = [s.index for s in board.merchant_slots if s.min_players <= st.players]
    for slot, tile in zip(slots, tiles):
        st.merchant_tile[slot] = tile
        st.merchant_goods[slot] = 1  # face up
    # oilfields: one face-down tile each
    fields = [i for i, o in enumerate(p.oilfield_tiles) if not (two and o.oil == two.remove_oilfield_producing)]
    rng.shuffle(st, fields)
    places = list(p.oilfields)
    rng.shuffle(st, places)  # with fewer tiles than oilfields, which stays bare is random too
    for oilfield, tile in zip(places, fields):
        ext.oilfield_tile[oilfield] = tile
    # three of the six Quality Rewards
    quality = list(range(len(p.quality)))
    rng.shuffle(st, quality)
    ext.quality = sorted(quality[:QUALITY_REVEALED], key=lambda q: p.quality[q].stars)
    ext.quality_up = [True] * len(ext.quality)
