"""Sell: flip your cotton mills, manufacturers and potteries by selling to merchants.

Each tile sold must be connected to a merchant whose tile buys its goods, and
pays its own printed beer: your own breweries (anywhere), opponents' breweries
connected to it, or the barrel beside a merchant that buys it.  Consuming a
merchant's barrel earns that merchant's bonus; a tile needing no beer cannot
take a barrel just for the bonus.  One card covers any number of sales.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.transport import Request, quote

from .. import texts
from .develop import developable, industry_option, remove_lowest
from .links import BREWERY
from .log import paid_summary
from .merchant_beer import MERCHANT_KEY

if TYPE_CHECKING:
    from brass.core.play.engine import Game

SELL = "sell"  # purpose: beer for a sale (breweries or merchant beer)


def merchant_buys(game: "Game", space: int) -> bool:
    """A merchant buying this tile's goods is connected to it."""
    rules = game.rules
    st = game.state
    industry = rules.tiles[st.tile_type[space]].industry
    reach = game.network().reach_mask((rules.board.spaces[space].location,))
    tiles = rules.title.merchant_tiles
    for slot in rules.board.merchant_slots:
        t = st.merchant_tile[slot.index]
        if t >= 0 and industry in tiles[t].accepts and (reach >> slot.location) & 1:
            return True
    return False


def sellable(game: "Game", player: int) -> list[int]:
    """Spaces of ``player``'s unflipped goods tiles that can be sold now."""
    rules = game.rules
    st = game.state
    beer = rules.title.beer
    goods = rules.industries.sold_by_sale
    found = []
    for s, owner in enumerate(st.tile_owner):
        if owner != player or st.tile_flipped[s]:
            continue
        tile = rules.tiles[st.tile_type[s]]
        if not goods[tile.industry] or not merchant_buys(game, s):
            continue
        need = sum(n for r, n in tile.sell if r == beer)
        location = rules.board.spaces[s].location
        if need and quote(game, Request(player, beer, (location,), SELL, tile.industry), need) < 0:
            continue
        found.append(s)
    return found


class Sell(Action):
    id = "sell"
    label = texts.SELL

    def available(self, game: "Game", player: int) -> bool:
        return bool(sellable(game, player))

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"sold": 0})

    def _tile_options(self, game: "Game", player: int) -> list[Option]:
        rules = game.rules
        st = game.state
        out = []
        for s in sellable(game, player):
            space = rules.board.spaces[s]
            out.append(Option(f"sell:{space.ref}", texts.OPT_SELL(
                tile=rules.names.tile(rules, st.tile_type[s]), place=rules.names.location[space.location]())))
        return out

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        if step == "card":
            return card_options(game, frame.player)
        if step == "tile":
            return self._tile_options(game, frame.player)
        if step == "more":
            return [Option("done", texts.OPT_STOP())] + self._tile_options(game, frame.player)
        if step == "pay":
            return payment.options(game, frame)
        if step == "bonus":
            return [Option("skip", texts.OPT_SKIP_BONUS())] + [
                industry_option(game, frame.player, i) for i in developable(game, frame.player)
            ]
        raise AssertionError(step)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        if step == "card":
            frame.data["card"] = card_from_option(game, option)
            frame.step = "tile"
            return False
        if step in ("tile", "more"):
            if option.id == "done":
                return self._finish(game, frame)
            return self._start_sale(game, frame, game.rules.board.space_index[option.id.split(":", 1)[1]])
        if step == "pay":
            if payment.choose(game, frame, option):
                return self._barrel_paid(game, frame)
            return False
        if step == "bonus":
            if option.id != "skip":
                industry = game.rules.industries.industry_index[option.id.split(":", 1)[1]]
                tile = remove_lowest(game, frame.player, industry)
                if game.listener:
                    game.say(texts.LOG_BONUS_DEVELOP(
                        player=player_name(frame.player), tile=game.rules.names.tile(game.rules, tile)))
            return self._next_sale(game, frame)
        raise AssertionError(step)

    def _start_sale(self, game: "Game", frame: Frame, space: int) -> bool:
        rules = game.rules
        tile = rules.tiles[game.state.tile_type[space]]
        frame.data["space"] = space
        frame.data["beer_left"] = sum(n for r, n in tile.sell if r == rules.title.beer)
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
        payment.start(frame, [(rules.title.beer, 1, (location,), purpose, industry)])
        if payment.settle(game, frame):
            return self._barrel_paid(game, frame)
        frame.step = "pay"
        return False

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
        if game.listener:
            sp = rules.board.spaces[space]
            game.say(texts.LOG_SELL(
                player=player_name(player), tile=rules.names.tile(rules, st.tile_type[space]),
                place=rules.names.location[sp.location](), paid=paid_summary(game, frame)))
        game.flip(space)
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
                st.vp[player] += amount
                if game.listener:
                    game.say(texts.LOG_BONUS_VP(player=who, place=place, vp=amount))
            elif kind == "money":
                game.earn(player, amount)
                if game.listener:
                    game.say(texts.LOG_BONUS_MONEY(player=who, place=place, money=Money(amount)))
        return self._next_sale(game, frame)

    def _next_sale(self, game: "Game", frame: Frame) -> bool:
        if sellable(game, frame.player):
            frame.step = "more"
            return False
        return self._finish(game, frame)

    def _finish(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        discard(game.state, rules.cards, frame.player, frame.data["card"])
        if game.listener:
            game.say(texts.LOG_SELL_DONE(player=player_name(frame.player),
                                         card=rules.names.card(rules, frame.data["card"])))
        return True

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        step = frame.step
        if step == "card":
            return PROMPT_CARD(player=who)
        if step == "tile":
            return texts.PROMPT_SELL(player=who)
        if step == "more":
            return texts.PROMPT_SELL_MORE(player=who)
        if step == "bonus":
            return texts.PROMPT_FREE_DEVELOP(player=who)
        return payment.prompt(game, frame)
