"""Sell: flip your cotton mills, manufacturers and potteries by selling to merchants.

Each tile sold must be connected to a merchant whose tile buys its goods, and
pays its own printed beer: your own breweries (anywhere), opponents' breweries
connected to it, or the barrel beside a merchant that buys it.  Consuming a
merchant's barrel earns that merchant's bonus; a tile needing no beer cannot
take a barrel just for the bonus.  One card covers any number of sales.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Collection

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.play import payment, sell
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name

from .. import texts
from .develop import developable, industry_option, remove_lowest
from .links import BREWERY
from .log import paid_summary
from .merchant_beer import MERCHANT_KEY

if TYPE_CHECKING:
    from brass.core.play.engine import Game

SELL = "sell"  # purpose: beer for a sale (breweries or merchant beer)


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

    def goods(self, game: "Game") -> Collection[int]:
        return game.rules.title.goods

    def sale_resource(self, game: "Game") -> int:
        return game.rules.title.beer

    def buys(self, game: "Game") -> sell.Buys:
        tiles = game.rules.title.merchant_tiles
        return lambda _slot, tile, industry: industry in tiles[tile].accepts

    def start_data(self, game: "Game", player: int) -> dict:
        return {"sold": 0}

    def step_options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        if step == "pay":
            return payment.options(game, frame)
        if step == "bonus":
            return [Option("skip", texts.OPT_SKIP_BONUS())] + [
                industry_option(game, frame.player, i) for i in developable(game, frame.player)
            ]
        raise AssertionError(step)

    def step_choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        if step == "pay":
            return payment.answer(game, frame, option, self._barrel_paid)
        if step == "bonus":
            if option.id != "skip":
                industry = game.rules.industries.industry_index[option.id.split(":", 1)[1]]
                tile = remove_lowest(game, frame.player, industry)
                if game.listener:
                    game.say(texts.LOG_BONUS_DEVELOP(
                        player=player_name(frame.player), tile=game.rules.names.tile(game.rules, tile)))
            return self.next_sale(game, frame)
        raise AssertionError(step)

    def start_sale(self, game: "Game", frame: Frame, space: int) -> bool:
        rules = game.rules
        frame.data["space"] = space
        frame.data["beer_left"] = sell.sale_need(rules, game.state.tile_type[space], rules.title.beer)
        frame.data["merchant"] = -1
        frame.data[payment.PAID] = ()
        return self._next_barrel(game, frame)

    def _next_barrel(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        if frame.data["beer_left"] <= 0:
            return self._sold(game, frame)
        space = frame.data["space"]
        industry = rules.tiles[game.state.tile_type[space]].industry
        purpose = SELL if frame.data["merchant"] < 0 else BREWERY
        location = rules.board.spaces[space].location
        return payment.pay(game, frame, [(rules.title.beer, 1, (location,), purpose, industry)], self._barrel_paid)

    def _barrel_paid(self, game: "Game", frame: Frame) -> bool:
        key = frame.data[payment.PAID][-1][1]
        if key.startswith(MERCHANT_KEY):
            frame.data["merchant"] = game.rules.board.merchant_slot_index[key[len(MERCHANT_KEY):]]
        frame.data["beer_left"] -= 1
        return self._next_barrel(game, frame)

    def _sold(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        player = frame.player
        space = frame.data["space"]
        game.flip(space)  # said after the sale's line (Game.say_result)
        if game.listener:
            sp = rules.board.spaces[space]
            game.say_action(texts.LOG_SELL(
                player=player_name(player), tile=rules.names.tile(rules, st.tile_type[space]),
                place=rules.names.location[sp.location](), paid=paid_summary(game, frame)))
        frame.data["sold"] += 1
        slot = frame.data["merchant"]
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

    def close(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        super().close(game, frame)
        if game.listener:
            game.say(texts.LOG_SELL_DONE(player=player_name(frame.player),
                                         card=rules.names.card(rules, frame.data["card"])))
        return True

    def step_prompt(self, game: "Game", frame: Frame) -> Message:
        if frame.step == "bonus":
            return texts.PROMPT_FREE_DEVELOP(player=player_name(frame.player))
        return payment.prompt(game, frame)
