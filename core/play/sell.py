"""Sell, the Brass-family building block: discard a card, sell your goods tiles to connected merchants.

Every title shares the frame of the action: choose a card, choose one of your own
unflipped goods tiles that a connected merchant buys (and whose sale resource --
beer, oil -- can be delivered), resolve that sale, offer the next tile or stop,
then end.  A title configures the block by subclassing :class:`Sell`: which
industries are goods (``goods``), what a sale consumes (``sale_resource``), which
merchants buy what (``buys``), what one sale does (``start_sale`` and its own
steps) and how the action closes (``close``).
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money, Text, text
from brass.core.model.cards import discard
from brass.core.play.actions import STOP, Block, Step, asks, stop_or
from brass.core.play.decision import Frame, Option
from brass.core.play.payment import PaymentData
from brass.core.play.transport import Request, quote

if TYPE_CHECKING:
    from brass.core.model.rules import Rules
    from brass.core.play.engine import Game

SELL = text("action.sell", "Sell")
PROMPT_SELL = text("prompt.sell", "{player}: which industry do you sell?")
PROMPT_SELL_MORE = text("prompt.sell_more", "{player}: sell another industry, or stop?")
OPT_SELL = text("option.sell", "{tile} at {place}")
NO_MERCHANT = text("reason.sell.no_merchant", "no merchant that buys {tile} at {place} is connected to it")
NO_RESOURCE = text("reason.sell.no_resource", "{tile} at {place} needs {count} {resource} that cannot reach it")
TOO_DEAR = text("reason.sell.too_dear", "{tile} at {place} needs {count} {resource} for {cost}; you have {money}")

#: buys(slot index, merchant tile index, industry index) -> whether that merchant buys the goods
Buys = Callable[[int, int, int], bool]


class SellData(PaymentData, total=False):
    """What a sale's frame records (plain values, saved with the game); a title extends it with
    what its sales record."""

    card: int  # the card type discarded (absent in a sale that needs no card)
    space: int  # the tile being sold (the title's ``start_sale`` records it)


def data(frame: Frame) -> SellData:
    """The sale's frame data, typed."""
    return frame.data  # (the record type is this function's return type)


def sale_need(rules: Rules, tile_type: int, resource: int) -> int:
    """How many cubes of ``resource`` selling a tile of ``tile_type`` consumes (its printed cost)."""
    return sum(n for r, n in rules.tiles[tile_type].sell if r == resource)


def connected_merchants(game: Game, space: int, buys: Buys, first: bool = False) -> list[int]:
    """Merchant slots holding a tile that buys the goods on ``space`` and connected to it (just one
    with ``first``)."""
    rules = game.rules
    st = game.state
    industry = rules.tiles[st.tile_type[space]].industry
    reach = game.network().reach_mask((rules.board.spaces[space].location,))
    found = []
    for slot in rules.board.merchant_slots:
        tile = st.merchant_tile[slot.index]
        if tile >= 0 and (reach >> slot.location) & 1 and buys(slot.index, tile, industry):
            found.append(slot.index)
            if first:
                break
    return found


def sellable_spaces(game: Game, player: int, goods: Collection[int], resource: int, buys: Buys,
                    purpose: str = "", exclude: tuple[int, ...] = (), first: bool = False) -> list[int]:
    """Spaces of ``player``'s unflipped goods tiles that can be sold now: a connected merchant buys
    them and the ``resource`` the sale consumes can be delivered and paid for (``purpose`` chooses the sources;
    with a purpose the industry is passed on as the request's detail).  ``first``: stop at the first."""
    rules = game.rules
    st = game.state
    found: list[int] = []
    owners = st.tile_owner
    s = -1
    for _ in range(owners.count(player)):  # the player's few tiles, found by list.index
        s = owners.index(player, s + 1)
        if st.tile_flipped[s] or s in exclude:
            continue
        tile = rules.tiles[st.tile_type[s]]
        if tile.industry not in goods or not connected_merchants(game, s, buys, first=True):
            continue
        need = sale_need(rules, tile.index, resource)
        if need:
            detail = tile.industry if purpose else -1
            location = rules.board.spaces[s].location
            price = quote(game, Request(player, resource, (location,), purpose, detail), need)
            if price < 0 or price > st.money[player]:
                continue
        found.append(s)
        if first:
            break
    return found


@mypyc_attr(allow_interpreted_subclasses=True)
class Sell(Block):
    """The sell action's frame; a title subclasses it and fills in the marked methods.

    Steps (:meth:`steps`): ``card`` → ``tile`` → (the title's steps for one sale, added to
    :meth:`steps`) → ``more`` → ... → ``close``.  Frame data: :class:`SellData`.
    """

    id = "sell"
    label: ClassVar[Text] = SELL
    prompt_tile: ClassVar[Text] = PROMPT_SELL
    prompt_more: ClassVar[Text] = PROMPT_SELL_MORE
    option_tile: ClassVar[Text] = OPT_SELL
    option_stop: ClassVar[Text] = STOP
    #: the transport purpose of the sale resource ("": the default sources)
    purpose: ClassVar[str] = ""

    # -- what a title configures ------------------------------------------------------
    def goods(self, game: Game) -> Collection[int]:
        """The industries whose tiles are sold (flip by sale)."""
        raise NotImplementedError

    def sale_resource(self, game: Game) -> int:
        """The resource a sale consumes (its printed amount per tile)."""
        raise NotImplementedError

    def buys(self, game: Game) -> Buys:
        """Which merchants buy which goods (see :data:`Buys`)."""
        raise NotImplementedError

    def exclude(self, frame: Frame) -> tuple[int, ...]:
        """Spaces already chosen in this action that may not be offered again."""
        return ()

    def sellable(self, game: Game, player: int, exclude: tuple[int, ...] = (), first: bool = False) -> list[int]:
        """The spaces ``player`` may sell now (just the first with ``first``)."""
        return sellable_spaces(game, player, self.goods(game), self.sale_resource(game), self.buys(game),
                               self.purpose, exclude, first)

    def start_data(self, game: Game, player: int) -> SellData:
        """The frame's data when the action begins."""
        return {}

    def start_sale(self, game: Game, frame: Frame, space: int) -> bool:
        """The tile on ``space`` was chosen: resolve its sale (or move to the title's next step)."""
        raise NotImplementedError

    def close(self, game: Game, frame: Frame) -> bool:
        """No more sales: end the action (by default discard the card)."""
        discard(game.state, game.rules.cards, frame.player, data(frame)["card"])
        return True

    # -- the shared steps -------------------------------------------------------------
    def next_sale(self, game: Game, frame: Frame) -> bool:
        """One sale is done: offer another when one is possible, else close."""
        if self.sellable(game, frame.player, self.exclude(frame), first=True):
            frame.step = "more"
            return False
        return self.close(game, frame)

    def tile_options(self, game: Game, frame: Frame) -> list[Option]:
        """One option per tile that may be sold now (its value is the space)."""
        rules = game.rules
        st = game.state
        out = []
        for s in self.sellable(game, frame.player, self.exclude(frame)):
            space = rules.board.spaces[s]
            out.append(Option(f"sell:{space.ref}", self.option_tile(
                tile=rules.names.tile(rules, st.tile_type[s]), place=rules.names.location[space.location]()), s))
        return out

    def take_tile(self, game: Game, frame: Frame, option: Option) -> bool:
        return self.start_sale(game, frame, option.value)

    def take_more(self, game: Game, frame: Frame, option: Option) -> bool:
        """Another tile, or stop (``done``, no value)."""
        return self.close(game, frame) if option.value is None else self.start_sale(game, frame, option.value)

    def available(self, game: Game, player: int) -> bool:
        return bool(self.sellable(game, player, first=True))

    def unavailable_reason(self, game: Game, player: int) -> Message | None:
        """What stops the player's unsold goods tiles: no merchant connected that buys one, or
        the sale resource it needs (the tile that got furthest speaks).  Without an unsold
        goods tile there is nothing to explain (None): the menu stays short."""
        rules = game.rules
        st = game.state
        names = rules.names
        goods = self.goods(game)
        resource = self.sale_resource(game)
        tiles = [s for s, owner in enumerate(st.tile_owner)
                 if owner == player and not st.tile_flipped[s] and rules.tiles[st.tile_type[s]].industry in goods]
        best: tuple[int, Message] | None = None
        for s in tiles:
            location = rules.board.spaces[s].location
            where = dict(tile=names.tile(rules, st.tile_type[s]), place=names.location[location]())
            found: tuple[int, Message]
            if not connected_merchants(game, s, self.buys(game), first=True):
                found = (0, NO_MERCHANT(**where))
            else:
                need = sale_need(rules, st.tile_type[s], resource)
                detail = rules.tiles[st.tile_type[s]].industry if self.purpose else -1
                price = quote(game, Request(player, resource, (location,), self.purpose, detail), need)
                what = dict(count=need, resource=names.resource[resource](), **where)
                found = (1, NO_RESOURCE(**what)) if price < 0 else \
                    (2, TOO_DEAR(cost=Money(price), money=Money(st.money[player]), **what))
            if best is None or found[0] > best[0]:
                best = found
        return None if best is None else best[1]

    def steps(self) -> dict[str, Step]:
        return {"card": Step(self.card_options, self.take_card, self.card_prompt, then="tile"),
                "tile": Step(self.tile_options, self.take_tile, asks(self.prompt_tile)),
                "more": Step(stop_or(self.option_stop, self.tile_options), self.take_more, asks(self.prompt_more))}


def sell_action(game: Game) -> Sell | None:
    """The title's sell action (the one that flips goods tiles for merchants), if it has one."""
    for action in game.actions.values():
        if isinstance(action, Sell):
            return action
    return None
