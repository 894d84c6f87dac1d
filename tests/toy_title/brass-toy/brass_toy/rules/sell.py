"""Sell: core's shared sell block, configured for Toy Brass.

Sell any of your unflipped mills connected to a merchant that buys mills, each
paying one coal (from the nearest connected mine, else the market); a sold mill
flips at once.  One card covers every sale.  The block (brass.core.play.sell)
does the steps; this module says what is sold, to whom and for what.
"""
from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from brass.core.play import payment, sell
from brass.core.play.actions import Step
from brass.core.play.decision import Frame, Option, player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def option_ids(game: Game) -> list[str]:
    """Every id the block's tile step may offer: ``sell:`` and a space (it adds only ``done``)."""
    return [f"sell:{space.ref}" for space in game.rules.board.spaces]


class Sell(sell.Sell):
    def goods(self, game: Game) -> Collection[int]:
        return game.rules.title.goods

    def sale_resource(self, game: Game) -> int:
        return game.rules.title.coal

    def buys(self, game: Game) -> sell.Buys:
        tiles = game.rules.title.merchant_tiles
        return lambda _slot, tile, industry: industry in tiles[tile][1]

    def start_sale(self, game: Game, frame: Frame, space: int) -> bool:
        rules = game.rules
        sell.data(frame)["space"] = space
        need = sell.sale_need(rules, game.state.tile_type[space], rules.title.coal)
        location = rules.board.spaces[space].location
        # a real choice of coal source waits at the "pay" step: one of the title's own steps
        return payment.pay(game, frame, [(rules.title.coal, need, (location,), "", -1)], self._sold)

    def steps(self) -> dict[str, Step]:
        """The block's steps, and the title's one: where a coal comes from, when that is a choice."""
        return {**super().steps(), "pay": Step(payment.options, self.take_payment, payment.prompt)}

    def take_payment(self, game: Game, frame: Frame, option: Option) -> bool:
        return payment.answer(game, frame, option, self._sold)

    def _sold(self, game: Game, frame: Frame) -> bool:
        rules = game.rules
        space = sell.data(frame)["space"]
        if game.listener:
            game.say(texts.LOG_SELL(player=player_name(frame.player),
                                    tile=rules.names.tile(rules, game.state.tile_type[space]),
                                    place=rules.names.location[rules.board.spaces[space].location]()))
        game.flip(space)  # income rises by the tile's spaces
        return self.next_sale(game, frame)
