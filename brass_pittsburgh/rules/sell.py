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

from collections.abc import Collection
from typing import TYPE_CHECKING, NamedTuple

from brass.core.i18n.messages import Message
from brass.core.model.cards import discard
from brass.core.play import payment, sell
from brass.core.play.actions import Step, asks
from brass.core.play.decision import Frame, Option, player_name

from .. import texts
from .followups import BONUS_SELL, finish
from .rewards import grant

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def buys(game: Game) -> sell.Buys:
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


def merchants_for(game: Game, space: int) -> list[int]:
    """Merchant slots that would buy the tile on ``space`` and are connected to it."""
    return sell.connected_merchants(game, space, buys(game))


class Claim(NamedTuple):
    """A Quality Reward within reach (the value of its option): its slot and the whiskey it costs."""

    slot: int
    whiskey: int


def claimable(game: Game, player: int, stars: int) -> list[Claim]:
    """Each face-up Quality Reward within reach, with the whiskey it costs."""
    p = game.rules.title
    ext = game.state.ext
    found = []
    for k, q in enumerate(ext.quality):
        if not ext.quality_up[k]:
            continue
        spend = max(0, p.quality[q].stars - stars)
        if spend <= ext.whiskey[player]:
            found.append(Claim(k, spend))
    return found


class SellData(sell.SellData, total=False):
    """Pittsburgh's sale records the tiles chosen (flipped only at the end) and the merchants
    they were sold to (each pays its reward once)."""

    sold: tuple[int, ...]
    merchants: tuple[int, ...]


def data(frame: Frame) -> SellData:
    return frame.data  # (the record type is this function's return type)


class Sell(sell.Sell):
    """The shared sell block with Pittsburgh's sale: a merchant is chosen per tile and its oil
    paid; when the tiles are chosen the merchants pay, a Quality Reward may be claimed, and
    only then do the sold tiles flip (so a chosen tile is not offered twice)."""

    label = texts.SELL
    prompt_tile = texts.PROMPT_SELL
    prompt_more = texts.PROMPT_SELL_MORE
    option_tile = texts.OPT_SELL
    option_stop = texts.OPT_STOP

    def goods(self, game: Game) -> Collection[int]:
        return game.rules.title.sellable

    def sale_resource(self, game: Game) -> int:
        return game.rules.title.oil

    def buys(self, game: Game) -> sell.Buys:
        return buys(game)

    def exclude(self, frame: Frame) -> tuple[int, ...]:
        return data(frame)["sold"]

    def start_data(self, game: Game, player: int) -> SellData:
        return {"sold": (), "merchants": ()}

    def steps(self) -> dict[str, Step]:
        """Each tile chosen asks its merchant (when several) and pays its oil; at the close a
        Quality Reward may be claimed."""
        return {**super().steps(),
                "merchant": Step(self.merchant_options, self.take_merchant, self.merchant_prompt),
                "pay": Step(payment.options, self.take_payment, payment.prompt),
                "quality": Step(self.quality_options, self.take_quality, self.quality_prompt)}

    def merchant_options(self, game: Game, frame: Frame) -> list[Option]:
        return [self._merchant_option(game, slot) for slot in self._merchant_choices(game, frame)]

    def take_merchant(self, game: Game, frame: Frame, option: Option) -> bool:
        return self._merchant_chosen(game, frame, option.value)

    def merchant_prompt(self, game: Game, frame: Frame) -> Message:
        rules = game.rules
        tile = rules.names.tile(rules, game.state.tile_type[data(frame)["space"]])
        return texts.PROMPT_MERCHANT(player=player_name(frame.player), tile=tile)

    def take_payment(self, game: Game, frame: Frame, option: Option) -> bool:
        return payment.answer(game, frame, option, self._tile_done)

    def quality_options(self, game: Game, frame: Frame) -> list[Option]:
        quality = game.rules.title.quality
        ext = game.state.ext
        opts = [Option("skip", texts.OPT_SKIP())]
        for claim in claimable(game, frame.player, self._stars(game, frame)):
            q = quality[ext.quality[claim.slot]]
            opts.append(Option(f"quality:{q.id}", texts.OPT_QUALITY(stars=q.stars, whiskey=claim.whiskey), claim))
        return opts

    def take_quality(self, game: Game, frame: Frame, option: Option) -> bool:
        if option.value is not None:
            self._claim(game, frame, option.value)
        return self._flip_sold(game, frame)

    def quality_prompt(self, game: Game, frame: Frame) -> Message:
        return texts.PROMPT_QUALITY(player=player_name(frame.player), stars=self._stars(game, frame))

    def _merchant_choices(self, game: Game, frame: Frame) -> list[int]:
        slots = merchants_for(game, data(frame)["space"])
        face_up = [s for s in slots if game.state.merchant_goods[s] > 0]
        return slots if face_up else slots[:1]

    def _merchant_option(self, game: Game, slot: int) -> Option:
        from .describe import merchant_state

        rules = game.rules
        ms = rules.board.merchant_slots[slot]
        return Option(f"merchant:{ms.ref}", texts.OPT_MERCHANT(
            place=rules.names.location[ms.location](), state=merchant_state(game, slot)), slot)

    def _stars(self, game: Game, frame: Frame) -> int:
        st = game.state
        return sum(game.rules.tiles[st.tile_type[s]].stars for s in data(frame)["sold"])

    def start_sale(self, game: Game, frame: Frame, space: int) -> bool:
        d = data(frame)
        d["space"] = space
        d["sold"] = d["sold"] + (space,)
        choices = self._merchant_choices(game, frame)
        if len(choices) > 1:
            frame.step = "merchant"
            return False
        return self._merchant_chosen(game, frame, choices[0])

    def _merchant_chosen(self, game: Game, frame: Frame, slot: int) -> bool:
        d = data(frame)
        if slot not in d["merchants"]:
            d["merchants"] = d["merchants"] + (slot,)
        space = d["space"]
        rules = game.rules
        location = rules.board.spaces[space].location
        need = sell.sale_need(rules, game.state.tile_type[space], rules.title.oil)
        return payment.pay(game, frame, [(rules.title.oil, need, (location,), "", -1)], self._tile_done)

    def _tile_done(self, game: Game, frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        space = data(frame)["space"]
        if game.listener:
            sp = rules.board.spaces[space]
            game.say_action(texts.LOG_SELL(player=player_name(frame.player),
                                           tile=rules.names.tile(rules, st.tile_type[space]),
                                           place=rules.names.location[sp.location]()))
        return self.next_sale(game, frame)

    def close(self, game: Game, frame: Frame) -> bool:
        """All tiles chosen: merchants pay, then the Quality Reward, then flips."""
        rules = game.rules
        st = game.state
        for slot in data(frame)["merchants"]:
            if st.merchant_goods[slot] > 0:
                st.merchant_goods[slot] = 0
                grant(game, frame.player, rules.title.merchant_tiles[st.merchant_tile[slot]].reward)
        if claimable(game, frame.player, self._stars(game, frame)):
            frame.step = "quality"
            return False
        return self._flip_sold(game, frame)

    def _claim(self, game: Game, frame: Frame, claim: Claim) -> None:
        ext = game.state.ext
        player = frame.player
        q = game.rules.title.quality[ext.quality[claim.slot]]
        ext.whiskey[player] -= claim.whiskey
        ext.quality_up[claim.slot] = False
        if game.listener:
            game.say(texts.LOG_QUALITY(player=player_name(player), stars=q.stars, whiskey=claim.whiskey))
        grant(game, player, q.reward.items())

    def _flip_sold(self, game: Game, frame: Frame) -> bool:
        d = data(frame)
        for space in d["sold"]:
            game.flip(space)
        if "card" in d:
            discard(game.state, game.rules.cards, frame.player, d["card"])
        else:
            game.state.ext.bonus_sells[frame.player] -= 1
        return finish(game, frame.player)


class BonusSell(Sell):
    """A Skyscraper's bonus sale: optional, no card, resolved before the action ends.

    It starts at ``ask`` (its frame is made by :func:`~.followups.next_followup`), then sells as
    :class:`Sell` does from ``tile``."""

    id = BONUS_SELL
    label = texts.BONUS_SELL
    in_menu = False
    uses_action = False

    def available(self, game: Game, player: int) -> bool:
        return False

    def steps(self) -> dict[str, Step]:
        return {"ask": Step(self.ask_options, self.take_ask, asks(texts.PROMPT_BONUS_SELL), then="tile"),
                **super().steps()}

    def ask_options(self, game: Game, frame: Frame) -> list[Option]:
        """Skip, or sell now (value True) when a tile can be sold."""
        skip = Option("skip", texts.OPT_SKIP())
        if not self.sellable(game, frame.player, first=True):
            return [skip]
        return [skip, Option("sell", texts.OPT_BONUS_SELL(), True)]

    def take_ask(self, game: Game, frame: Frame, option: Option) -> bool | None:
        """Skip (no value): the bonus sale is given up; sell: on to the ``tile`` step."""
        if option.value is None:
            game.state.ext.bonus_sells[frame.player] -= 1
            return finish(game, frame.player)
        return None
