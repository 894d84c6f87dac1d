"""Sell: flip your cotton mills, manufacturers and potteries by selling to merchants.

Each tile sold must be connected to a merchant whose tile buys its goods, and
pays its own printed beer: your own breweries (anywhere), opponents' breweries
connected to it, or the barrel beside a merchant that buys it.  Consuming a
merchant's barrel earns that merchant's bonus; a tile needing no beer cannot
take a barrel just for the bonus.  One card covers any number of sales.
"""
from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Money
from brass.core.play import develop, payment, sell
from brass.core.play.actions import Step, asks
from brass.core.play.decision import Frame, Option, player_name

from .. import texts
from .develop import developable, industry_option
from .links import BREWERY
from .log import paid_summary
from .merchant_beer import MERCHANT_KEY

if TYPE_CHECKING:
    from brass.core.play.engine import Game

SELL = "sell"  # purpose: beer for a sale (breweries or merchant beer)


class SellData(sell.SellData, total=False):
    """Birmingham's sale counts the tiles sold and, for the tile being sold, the barrels still
    to pay and the merchant slot whose barrel paid (-1: none yet)."""

    sold: int
    beer_left: int
    merchant: int


def data(frame: Frame) -> SellData:
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Sell(sell.Sell):
    """The shared sell block with Birmingham's sale: each tile pays its beer barrel by barrel
    and flips at once; a merchant's barrel earns that merchant's bonus."""

    label = texts.SELL
    prompt_tile = texts.PROMPT_SELL
    prompt_more = texts.PROMPT_SELL_MORE
    option_tile = texts.OPT_SELL
    option_stop = texts.OPT_STOP
    purpose = SELL

    def goods(self, game: Game) -> Collection[int]:
        return game.rules.title.goods

    def sale_resource(self, game: Game) -> int:
        return game.rules.title.beer

    def buys(self, game: Game) -> sell.Buys:
        tiles = game.rules.title.merchant_tiles
        return lambda _slot, tile, industry: industry in tiles[tile].accepts

    def start_data(self, game: Game, player: int) -> SellData:
        return {"sold": 0}

    def steps(self) -> dict[str, Step]:
        """A sale pays its beer barrel by barrel; a merchant's develop bonus asks which tile."""
        return {**super().steps(), "pay": Step(payment.options, self.take_payment, payment.prompt),
                "bonus": Step(self.bonus_options, self.take_bonus, asks(texts.PROMPT_FREE_DEVELOP))}

    def take_payment(self, game: Game, frame: Frame, option: Option) -> bool:
        return payment.answer(game, frame, option, self._barrel_paid)

    def bonus_options(self, game: Game, frame: Frame) -> list[Option]:
        return [Option("skip", texts.OPT_SKIP_BONUS())] + [
            industry_option(game, frame.player, i) for i in developable(game, frame.player)]

    def take_bonus(self, game: Game, frame: Frame, option: Option) -> bool:
        if option.value is not None:
            tile = develop.develop_tile(game, frame.player, option.value)
            if game.listener:
                game.say(texts.LOG_BONUS_DEVELOP(
                    player=player_name(frame.player), tile=game.rules.names.tile(game.rules, tile)))
        return self.next_sale(game, frame)

    def start_sale(self, game: Game, frame: Frame, space: int) -> bool:
        rules = game.rules
        d = data(frame)
        d["space"] = space
        d["beer_left"] = sell.sale_need(rules, game.state.tile_type[space], rules.title.beer)
        d["merchant"] = -1
        d["paid"] = ()
        return self._next_barrel(game, frame)

    def _next_barrel(self, game: Game, frame: Frame) -> bool:
        rules = game.rules
        d = data(frame)
        if d["beer_left"] <= 0:
            return self._sold(game, frame)
        space = d["space"]
        industry = rules.tiles[game.state.tile_type[space]].industry
        purpose = SELL if d["merchant"] < 0 else BREWERY
        location = rules.board.spaces[space].location
        return payment.pay(game, frame, [(rules.title.beer, 1, (location,), purpose, industry)], self._barrel_paid)

    def _barrel_paid(self, game: Game, frame: Frame) -> bool:
        d = data(frame)
        key = d["paid"][-1][1]
        if key.startswith(MERCHANT_KEY):
            d["merchant"] = game.rules.board.merchant_slot_index[key[len(MERCHANT_KEY):]]
        d["beer_left"] -= 1
        return self._next_barrel(game, frame)

    def _sold(self, game: Game, frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        player = frame.player
        d = data(frame)
        space = d["space"]
        game.flip(space)  # said after the sale's line (Game.say_result)
        if game.listener:
            sp = rules.board.spaces[space]
            game.say_action(texts.LOG_SELL(
                player=player_name(player), tile=rules.names.tile(rules, st.tile_type[space]),
                place=rules.names.location[sp.location](), paid=paid_summary(game, frame)))
        d["sold"] += 1
        slot = d["merchant"]
        if slot >= 0:
            location = rules.board.merchant_slots[slot].location
            kind, amount = rules.title.bonus.get(location, ("", 0))
            place = rules.names.location[location]()
            who = player_name(player)
            if kind == "develop":
                if developable(game, player):
                    frame.step = "bonus"
                    return False
            elif kind == "income":
                game.advance_income(player, amount)
                if game.listener:
                    game.say(texts.LOG_BONUS_INCOME(player=who, place=place, spaces=amount))
            elif kind == "vp":
                game.score(player, amount, "merchant")
                if game.listener:
                    game.say(texts.LOG_BONUS_VP(player=who, place=place, vp=amount))
            elif kind == "money":
                game.earn(player, amount)
                if game.listener:
                    game.say(texts.LOG_BONUS_MONEY(player=who, place=place, money=Money(amount)))
        return self.next_sale(game, frame)

    def close(self, game: Game, frame: Frame) -> bool:
        rules = game.rules
        super().close(game, frame)
        if game.listener:
            game.say(texts.LOG_SELL_DONE(player=player_name(frame.player),
                                         card=rules.names.card(rules, data(frame)["card"])))
        return True
