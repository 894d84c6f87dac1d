"""The dynamic game state: small, flat, cheap to clone.

Everything static (map, tiles, cards, prices) lives in :class:`brass.core.model.rules.Rules`
and is shared; the state holds only integers and short lists indexing it.
Per-player values are lists indexed by seat; board values are lists indexed by
space, link line, market or merchant slot.
"""
from __future__ import annotations

from typing import Any

from attrs import define

from brass.core.play.decision import Frame

TURN = "turn"
INCOME = "income"
OVER = "over"


@define(slots=True, eq=True)
class State:
    players: int
    era: int
    round: int
    order: list[int]  # seats in turn order this round
    turn: int  # index into ``order`` of the player acting
    actions_left: int
    phase: str  # TURN, INCOME or OVER
    income_next: int  # index into ``order`` of the next player to collect income
    money: list[int]
    income: list[int]  # progress-track space
    vp: list[int]
    spent: list[int]  # money spent this round (turn order)
    hands: list[list[int]]
    discards: list[list[int]]
    facedown: list[int]  # face-down cards at the bottom of each discard pile
    deck: list[int]  # draw from the end
    wild_supply: list[int]  # per card type (non-zero only for wild cards)
    mat: list[list[int]]  # tiles left at each mat position
    retired: list[int]  # tiles each player lost from the game (developed, overbuilt, removed)
    links_left: list[list[int]]  # per player, per link kind: tiles in the supply
    tile_owner: list[int]  # per space, -1 = empty
    tile_type: list[int]
    tile_flipped: list[bool]
    cubes: list[list[int]]  # per resource, per space: cubes/barrels on the tile
    link_owner: list[int]  # per link line, -1 = empty
    link_kind: list[int]
    markets: list[int]  # cubes in each market
    merchant_tile: list[int]  # per merchant slot, -1 = no tile
    merchant_goods: list[int]  # per merchant slot: what sits beside the tile (beer, ...)
    rng: int
    frame: Frame | None = None
    ext: Any = None  # title-specific state (must offer clone())

    def clone(self) -> "State":
        """A deep copy (lists copied, immutable values shared)."""
        return State(
            self.players,
            self.era,
            self.round,
            self.order[:],
            self.turn,
            self.actions_left,
            self.phase,
            self.income_next,
            self.money[:],
            self.income[:],
            self.vp[:],
            self.spent[:],
            [h[:] for h in self.hands],
            [d[:] for d in self.discards],
            self.facedown[:],
            self.deck[:],
            self.wild_supply[:],
            [m[:] for m in self.mat],
            self.retired[:],
            [k[:] for k in self.links_left],
            self.tile_owner[:],
            self.tile_type[:],
            self.tile_flipped[:],
            [c[:] for c in self.cubes],
            self.link_owner[:],
            self.link_kind[:],
            self.markets[:],
            self.merchant_tile[:],
            self.merchant_goods[:],
            self.rng,
            None if self.frame is None else self.frame.clone(),
            None if self.ext is None else self.ext.clone(),
        )

    @property
    def current_player(self) -> int:
        return self.order[self.turn] if self.phase == TURN else -1
