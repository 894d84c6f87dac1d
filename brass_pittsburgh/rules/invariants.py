"""Pittsburgh's own invariants (the ``brass_invariants`` hook): its state never goes out of range.

Whiskey is 0 up to the mat's maximum; oil on oilfields and waiting for the era's
end, cubes on heavy trains, heavy trains built and earned free develops or bonus
sales are never negative; oilfield tiles and Quality Rewards are real tiles.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def title_problems(game: Game) -> list[str]:
    """What is wrong with the Pittsburgh part of ``game``'s state (empty: all well)."""
    p = game.rules.title
    ext = game.state.ext
    found: list[str] = []
    top = p.whiskey.max
    for seat, w in enumerate(ext.whiskey):
        if not 0 <= w <= top:
            found.append(f"P{seat + 1} has {w} whiskey (0..{top})")
    for name, values in (("oil", ext.oil), ("waiting oil", ext.waiting), ("train cubes", ext.train_cubes),
                         ("heavy trains built", ext.heavy_built), ("free develops", ext.free_develops),
                         ("bonus sales", ext.bonus_sells)):
        for i, v in enumerate(values):
            if v < 0:
                found.append(f"{name}[{i}] is negative ({v})")
    tiles = len(p.oilfield_tiles)
    for loc, t in enumerate(ext.oilfield_tile):
        if not -1 <= t < tiles:
            found.append(f"location {loc} has oilfield tile {t} of {tiles}")
    rewards = len(p.quality)
    for slot, q in enumerate(ext.quality):
        if not 0 <= q < rewards:
            found.append(f"quality slot {slot} holds reward {q} of {rewards}")
    return found
