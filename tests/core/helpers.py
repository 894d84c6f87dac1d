"""Small helpers for the core tests (Birmingham used as concrete data)."""
from __future__ import annotations

from brass.core import Game


def loc(game: Game, location_id: str) -> int:
    """Index of a board location."""
    return game.rules.board.location_index[location_id]


def mask(game: Game, *location_ids: str) -> int:
    """Bit mask of the named locations."""
    m = 0
    for lid in location_ids:
        m |= 1 << loc(game, lid)
    return m


def market_index(game: Game, market_id: str) -> int:
    return next(m.index for m in game.rules.markets if m.id == market_id)


def market(rules, market_id: str):
    return next(m for m in rules.markets if m.id == market_id)
