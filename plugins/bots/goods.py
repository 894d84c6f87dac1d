"""Plans that build goods: set-ups for a sale, which the planner judges by the next action too.

A goods tile (an industry the title's sell action flips) is worth little until it is sold, and
its sale is another action.  Judged by the end of its own turn, a turn that builds one ranks
below the links and mines that score at once, so it is rarely among the few best plans the
planner judges again by the seat's next action (``Profile.next_width``) -- the one judgement
that sees the sale it sets up.  :func:`goods_setups` picks the best few such plans
(``Profile.next_goods``) to be judged so as well.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def unsold_goods(game: Game, player: int, goods: Sequence[int]) -> int:
    """How many unflipped tiles of the ``goods`` industries ``player`` has on the board."""
    if not goods:
        return 0
    st = game.state
    tiles = game.rules.tiles
    return sum(1 for s, owner in enumerate(st.tile_owner)
               if owner == player and not st.tile_flipped[s] and tiles[st.tile_type[s]].industry in goods)


def goods_setups(game: Game, player: int, plans: Sequence[tuple[tuple[str, ...], float]],
                 ends: dict[tuple[str, ...], Game], count: int, seen: set[Any], goods: Sequence[int]) -> list[int]:
    """Indices in ``plans`` (best first) of the first ``count`` of distinct outcome, none in
    ``seen`` (end positions already judged), that leave ``player`` with more unsold tiles of the
    ``goods`` industries (those the title's sell action flips) than it has in ``game``."""
    if count <= 0 or not goods:
        return []
    before = unsold_goods(game, player, goods)
    out: list[int] = []
    keys = set(seen)
    for i, (ids, _) in enumerate(plans):
        end = ends.get(ids)
        if end is None:
            continue
        key = end.state.position_key()
        if key in keys or unsold_goods(end, player, goods) <= before:
            continue
        keys.add(key)
        out.append(i)
        if len(out) >= count:
            break
    return out
