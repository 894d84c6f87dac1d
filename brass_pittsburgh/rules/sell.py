"""Sell: kerosene, manufactured goods and automobiles, each to a connected merchant.

Each tile sold must reach, by rail, a merchant showing its icon and be supplied
its oil.  Then every face-up merchant used pays its reward and turns face down;
then at most one Quality Reward may be claimed, counting the stars of the tiles
sold plus one per whiskey spent; finally the sold tiles flip and pay.  A
face-down merchant still buys the industry on its back, without reward (page 9:
a sale needs a merchant tile showing the industry's icon, and only face-up
tiles pay; most tiles' backs are guesses, see merchants.toml).  A Skyscraper's
bonus sale needs no card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Collection

from brass.core.i18n.messages import Message
from brass.core.model.cards import discard
from brass.core.play import payment, sell
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name

from .. import texts
from .followups import BONUS_SELL, finish
from .rewards import grant

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def buys(game: "Game") -> sell.Buys:
    """A face-up merchant buys the industries it shows; a face-down one (when the rules say so)
    only the industry on its back."""
    p = game.rules.title
    goods = game.state.merchant_goods

    def merchant_buys(slot: int, tile: int, industry: int) -> bool:
        mt = p.merchant_tiles[tile]
        if goods[slot] > 0:
            return industry in mt.accepts
        return p.face_down_buys and mt.back == industry
    return merchant_buys


def merchants_for(game: "Game", space: int) -> list[int]:
    """Merchant slots that would buy the tile on ``space`` and are connected to it."""
    return sell.connected_merchants(game, space, buys(game))


def claimable(game: "Game", player: int, stars: int) -> list[tuple[int, int]]:
    """(quality slot, whiskey to spend) for each face-up Quality Reward within reach."""
    p = game.rules.title
    ext = game.state.ext
    found = []
    for k, q in enumerate(ext.quality):
        if not ext.quality_up[k]:
            continue
        spend = max(0, p.quality[q].stars - stars)
        if spend <= ext.whiskey[player]:
            found.append((k, spend))
    return found


class Sell(sell.Sell):
    """The shared sell block with Pittsburgh's sale: a merchant is chosen per tile and its oil
    paid; when the tiles are chosen the merchants pay, a Quality Reward may be claimed, and
    only then do the sold tiles flip (so a chosen tile is not offered twice)."""

    label = texts.SELL
    prompt_tile = texts.PROMPT_SELL
    prompt_more = texts.PROMPT_SELL_MORE
    option_tile = texts.OPT_SELL
    option_stop = texts.OPT_STOP

    def goods(self, game: "Game") -> Collection[int]:
        return game.rules.title.sellable

    def sale_resource(self, game: "Game") -> int:
        return game.rules.title.oil

    def buys(self, game: "Game") -> sell.Buys:
        return buys(game)

    def exclude(self, frame: Frame) -> tuple[int, ...]:
        return frame.data["sold"]

    def start_data(self, game: "Game", player: int) -> dict:
        return {"sold": (), "merchants": ()}

    def step_options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        player = frame.player
        rules = game.rules
        st = game.state
        if step == "ask":
            return [Option("skip", texts.OPT_SKIP()), Option("sell", texts.OPT_BONUS_SELL())]
        if step == "merchant":
            return [self._merchant_option(game, slot) for slot in self._merchant_choices(game, frame)]
        if step == "pay":
            return payment.options(game, frame)
        if step == "quality":
            stars = self._stars(game, frame)
            opts = [Option("skip", texts.OPT_SKIP())]
            for k, spend in claimable(game, player, stars):
                q = rules.title.quality[st.ext.quality[k]]
                opts.append(Option(f"quality:{q.id}", texts.OPT_QUALITY(stars=q.stars, whiskey=spend)))
            return opts
        raise AssertionError(step)

    def _merchant_choices(self, game: "Game", frame: Frame) -> list[int]:
        slots = merchants_for(game, frame.data["space"])
        face_up = [s for s in slots if game.state.merchant_goods[s] > 0]
        return slots if face_up else slots[:1]

    def _merchant_option(self, game: "Game", slot: int) -> Option:
        from .describe import merchant_state

        rules = game.rules
        ms = rules.board.merchant_slots[slot]
        return Option(f"merchant:{ms.ref}", texts.OPT_MERCHANT(
            place=rules.names.location[ms.location](), state=merchant_state(game, slot)))

    def _stars(self, game: "Game", frame: Frame) -> int:
        st = game.state
        return sum(game.rules.tiles[st.tile_type[s]].stars for s in frame.data["sold"])

    def start_sale(self, game: "Game", frame: Frame, space: int) -> bool:
        frame.data["space"] = space
        frame.data["sold"] = frame.data["sold"] + (space,)
        choices = self._merchant_choices(game, frame)
        if len(choices) > 1:
            frame.step = "merchant"
            return False
        return self._merchant_chosen(game, frame, choices[0])

    def step_choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        player = frame.player
        if step == "ask":
            if option.id == "skip":
                game.state.ext.bonus_sells[player] -= 1
                return finish(game, player)
            frame.step = "tile"
            return False
        if step == "merchant":
            slot = game.rules.board.merchant_slot_index[option.id.split(":", 1)[1]]
            return self._merchant_chosen(game, frame, slot)
        if step == "pay":
            return payment.answer(game, frame, option, self._tile_done)
        if step == "quality":
            if option.id != "skip":
                self._claim(game, frame, option.id.split(":", 1)[1])
            return self._flip_sold(game, frame)
        raise AssertionError(step)

    def _merchant_chosen(self, game: "Game", frame: Frame, slot: int) -> bool:
        if slot not in frame.data["merchants"]:
            frame.data["merchants"] = frame.data["merchants"] + (slot,)
        space = frame.data["space"]
        rules = game.rules
        location = rules.board.spaces[space].location
        need = sell.sale_need(rules, game.state.tile_type[space], rules.title.oil)
        return payment.pay(game, frame, [(rules.title.oil, need, (location,), "", -1)], self._tile_done)

    def _tile_done(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        space = frame.data["space"]
        if game.listener:
            sp = rules.board.spaces[space]
            game.say_action(texts.LOG_SELL(player=player_name(frame.player),
                                           tile=rules.names.tile(rules, st.tile_type[space]),
                                           place=rules.names.location[sp.location]()))
        return self.next_sale(game, frame)

    def close(self, game: "Game", frame: Frame) -> bool:
        """All tiles chosen: merchants pay, then the Quality Reward, then flips."""
        rules = game.rules
        st = game.state
        for slot in frame.data["merchants"]:
            if st.merchant_goods[slot] > 0:
                st.merchant_goods[slot] = 0
                grant(game, frame.player, rules.title.merchant_tiles[st.merchant_tile[slot]].reward)
        if claimable(game, frame.player, self._stars(game, frame)):
            frame.step = "quality"
            return False
        return self._flip_sold(game, frame)

    def _claim(self, game: "Game", frame: Frame, quality_id: str) -> None:
        rules = game.rules
        ext = game.state.ext
        player = frame.player
        for k, spend in claimable(game, player, self._stars(game, frame)):
            q = rules.title.quality[ext.quality[k]]
            if q.id == quality_id:
                ext.whiskey[player] -= spend
                ext.quality_up[k] = False
                if game.listener:
                    game.say(texts.LOG_QUALITY(player=player_name(player), stars=q.stars, whiskey=spend))
                grant(game, player, q.reward.items())
                return
        raise AssertionError(quality_id)

    def _flip_sold(self, game: "Game", frame: Frame) -> bool:
        for space in frame.data["sold"]:
            game.flip(space)
        if "card" in frame.data:
            discard(game.state, game.rules.cards, frame.player, frame.data["card"])
        else:
            game.state.ext.bonus_sells[frame.player] -= 1
        return finish(game, frame.player)

    def step_prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        rules = game.rules
        step = frame.step
        if step == "ask":
            return texts.PROMPT_BONUS_SELL(player=who)
        if step == "merchant":
            return texts.PROMPT_MERCHANT(player=who, tile=rules.names.tile(rules, game.state.tile_type[frame.data["space"]]))
        if step == "quality":
            return texts.PROMPT_QUALITY(player=who, stars=self._stars(game, frame))
        return payment.prompt(game, frame)


class BonusSell(Sell):
    """A Skyscraper's bonus sale: optional, no card, resolved before the action ends."""

    id = BONUS_SELL
    label = texts.BONUS_SELL
    in_menu = False
    uses_action = False

    def available(self, game: "Game", player: int) -> bool:
        return False

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        if frame.step == "ask":
            if not self.sellable(game, frame.player):
                return [Option("skip", texts.OPT_SKIP())]
        return super().options(game, frame)
