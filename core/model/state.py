"""The dynamic game state: small, flat, cheap to clone.

Everything static (map, tiles, cards, prices) lives in :class:`brass.core.model.rules.Rules`
and is shared; the state holds only integers and short lists indexing it.
Per-player values are lists indexed by seat; board values are lists indexed by
space, link line, market or merchant slot.
"""
from __future__ import annotations

from typing import Any

from attrs import define, fields, has

from brass.core.play.decision import Frame

_new = object.__new__


def _frozen(value: Any) -> Any:
    """``value`` with every list made a tuple and every attrs object the tuple of its
    fields (a title's own state, hashable for :meth:`State.position_key`)."""
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if has(type(value)):
        return tuple(_frozen(getattr(value, f.name)) for f in fields(type(value)))
    return value


def ext_key(ext: Any) -> Any:
    """The hashable key of a title's own state: its ``position_key()`` where it offers one
    (a bot asks for thousands of keys a decision, and the generic walk through every value
    costs more than the rest of the key together), else every field frozen."""
    if ext is None:
        return None
    own = getattr(ext, "position_key", None)
    return own() if own is not None else _frozen(ext)


TURN = "turn"
INCOME = "income"
OVER = "over"


@define(slots=True, eq=True)
class State:
    #: how many seats play (seats are 0 .. players-1)
    players: int
    #: the current era (an index into rules.eras)
    era: int
    #: the current round of the era, from 1
    round: int
    order: list[int]  # seats in turn order this round
    turn: int  # index into ``order`` of the player acting
    #: actions the acting player still has this turn
    actions_left: int
    phase: str  # TURN, INCOME or OVER
    income_next: int  # index into ``order`` of the next player to collect income
    #: per seat: money in hand
    money: list[int]
    income: list[int]  # progress-track space
    #: per seat: victory points so far
    vp: list[int]
    spent: list[int]  # money spent this round (turn order)
    #: per seat: the card types in hand (indices into rules.cards; hidden from other seats)
    hands: list[list[int]]
    #: per seat: the discard pile, card types, oldest first (the face-down ones first)
    discards: list[list[int]]
    facedown: list[int]  # face-down cards at the bottom of each discard pile
    deck: list[int]  # draw from the end
    wild_supply: list[int]  # per card type (non-zero only for wild cards)
    mat: list[list[int]]  # tiles left at each mat position
    retired: list[int]  # tiles each player lost from the game (developed, overbuilt, removed)
    links_left: list[list[int]]  # per player, per link kind: tiles in the supply
    tile_owner: list[int]  # per space, -1 = empty
    #: per space: the tile on it (an index into rules.tiles), -1 = none
    tile_type: list[int]
    #: per space: the tile on it has flipped
    tile_flipped: list[bool]
    cubes: list[list[int]]  # per resource, per space: cubes/barrels on the tile
    link_owner: list[int]  # per link line, -1 = empty
    #: per link line: the kind of its tile (an index into rules.link_kinds), -1 = none
    link_kind: list[int]
    markets: list[int]  # cubes in each market
    merchant_tile: list[int]  # per merchant slot, -1 = no tile
    merchant_goods: list[int]  # per merchant slot: what sits beside the tile (beer, ...)
    #: the game's random generator state (draw through game.random_below, never read it)
    rng: int
    #: the action in progress (action id, step, acting seat, its data), None between actions
    frame: Frame | None = None
    ext: Any = None  # title-specific state (must offer clone(); may offer position_key())

    def clone(self) -> State:
        """A deep copy (lists copied, immutable values shared).

        Filled in slot by slot, without the generated ``__init__`` and its 32 arguments: the
        search bots clone thousands of times per decision.  A test checks that every field is
        copied."""
        c = _new(State)
        c.players = self.players
        c.era = self.era
        c.round = self.round
        c.order = self.order[:]
        c.turn = self.turn
        c.actions_left = self.actions_left
        c.phase = self.phase
        c.income_next = self.income_next
        c.money = self.money[:]
        c.income = self.income[:]
        c.vp = self.vp[:]
        c.spent = self.spent[:]
        c.hands = [h[:] for h in self.hands]
        c.discards = [d[:] for d in self.discards]
        c.facedown = self.facedown[:]
        c.deck = self.deck[:]
        c.wild_supply = self.wild_supply[:]
        c.mat = [m[:] for m in self.mat]
        c.retired = self.retired[:]
        c.links_left = [k[:] for k in self.links_left]
        c.tile_owner = self.tile_owner[:]
        c.tile_type = self.tile_type[:]
        c.tile_flipped = self.tile_flipped[:]
        c.cubes = [x[:] for x in self.cubes]
        c.link_owner = self.link_owner[:]
        c.link_kind = self.link_kind[:]
        c.markets = self.markets[:]
        c.merchant_tile = self.merchant_tile[:]
        c.merchant_goods = self.merchant_goods[:]
        c.rng = self.rng
        c.frame = None if self.frame is None else self.frame.clone()
        c.ext = None if self.ext is None else self.ext.clone()
        return c

    def position_key(self) -> tuple[Any, ...]:
        """A hashable summary of the position but for the cards and the action in progress:
        the board, the markets, every seat's money, income, VP, spending and mat, the turn
        and the title's own state.  Two states with equal keys differ at most in hands,
        discards, deck, RNG and frame (what a bot's evaluation of a finished action never
        reads), so a bot may evaluate such positions once and tell apart plans that lead to
        the same place."""
        return (
            self.players, self.era, self.round, tuple(self.order), self.turn, self.actions_left, self.phase,
            self.income_next,
            tuple(self.money), tuple(self.income), tuple(self.vp), tuple(self.spent), tuple(self.wild_supply),
            tuple(map(tuple, self.mat)), tuple(self.retired), tuple(map(tuple, self.links_left)),
            tuple(self.tile_owner), tuple(self.tile_type), tuple(self.tile_flipped), tuple(map(tuple, self.cubes)),
            tuple(self.link_owner), tuple(self.link_kind), tuple(self.markets), tuple(self.merchant_tile),
            tuple(self.merchant_goods), ext_key(self.ext),
        )

    @property
    def current_player(self) -> int:
        return self.order[self.turn] if self.phase == TURN else -1
