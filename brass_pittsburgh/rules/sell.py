"""Sell: kerosene, manufactured goods and automobiles, each to a connected merchant.

Each tile sold must reach, by rail, a merchant showing its icon and be supplied
its oil.  Then every face-up merchant used pays its reward and turns face down;
then at most one Quality Reward may be claimed, counting the stars of the tiles
sold plus one per whiskey spent; finally the sold tiles flip and pay.  (A
face-down merchant still buys the industry on its back, without reward --
provisional, see merchants.toml.)  A Skyscraper's bonus sale needs no card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.transport import Request, quote

from .. import texts
from .followups import BONUS_SELL, finish
from .rewards import grant

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def merchants_for(game: "Game", space: int) -> list[int]:
    """Merchant slots that would buy the tile on ``space`` and are connected to it."""
    rules = game.rules
    p = rules.title
    st = game.state
    industry = rules.tiles[st.tile_type[space]].industry
    reach = game.network().reach_mask((rules.board.spaces[space].location,))
    found = []
    for slot in rules.board.merchant_slots:
        tile = st.merchant_tile[slot.index]
        if tile < 0 or not (reach >> slot.location) & 1:
            continue
        mt = p.merchant_tiles[tile]
        face_up = st.merchant_goods[slot.index] > 0
        if (face_up and industry in mt.accepts) or (not face_up and p.face_down_buys and mt.back == industry):
            found.append(slot.index)
    return found


def oil_needed(game: "Game", space: int) -> int:
    return sum(n for r, n in game.rules.tiles[game.state.tile_type[space]].sell if r == game.rules.title.oil)


def sellable(game: "Game", player: int, exclude: tuple[int, ...] = ()) -> list[int]:
    rules = game.rules
    p = rules.title
    st = game.state
    found = []
    for s, owner in enumerate(st.tile_owner):
        if owner != player or st.tile_flipped[s] or s in exclude:
            continue
        if rules.tiles[st.tile_type[s]].industry not in p.sellable or not merchants_for(game, s):
            continue
        need = oil_needed(game, s)
        if need and quote(game, Request(player, p.oil, (rules.board.spaces[s].location,)), need) < 0:
            continue
        found.append(s)
    return found


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


class Sell(Action):
    id = "sell"
    label = texts.SELL

    def available(self, game: "Game", player: int) -> bool:
        return bool(sellable(game, player))

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"sold": (), "merchants": ()})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        player = frame.player
        rules = game.rules
        st = game.state
        if step == "card":
            return card_options(game, player)
        if step == "ask":
            return [Option("skip", texts.OPT_SKIP()), Option("sell", texts.OPT_BONUS_SELL())]
        if step in ("tile", "more"):
            opts = [Option("done", texts.OPT_STOP())] if step == "more" else []
            for s in sellable(game, player, frame.data["sold"]):
                sp = rules.board.spaces[s]
                opts.append(Option(f"sell:{sp.ref}", texts.OPT_SELL(
                    tile=rules.names.tile(rules, st.tile_type[s]), place=rules.names.location[sp.location]())))
            return opts
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

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        rules = game.rules
        player = frame.player
        if step == "card":
            frame.data["card"] = card_from_option(game, option)
            frame.step = "tile"
            return False
        if step == "ask":
            if option.id == "skip":
                game.state.ext.bonus_sells[player] -= 1
                return finish(game, player)
            frame.step = "tile"
            return False
        if step in ("tile", "more"):
            if option.id == "done":
                return self._close(game, frame)
            space = rules.board.space_index[option.id.split(":", 1)[1]]
            frame.data["space"] = space
            frame.data["sold"] = frame.data["sold"] + (space,)
            choices = self._merchant_choices(game, frame)
            if len(choices) > 1:
                frame.step = "merchant"
                return False
            return self._merchant_chosen(game, frame, choices[0])
        if step == "merchant":
            return self._merchant_chosen(game, frame, rules.board.merchant_slot_index[option.id.split(":", 1)[1]])
        if step == "pay":
            if payment.choose(game, frame, option):
                return self._tile_done(game, frame)
            return False
        if step == "quality":
            if option.id != "skip":
                self._claim(game, frame, option.id.split(":", 1)[1])
            return self._flip_sold(game, frame)
        raise AssertionError(step)

    def _merchant_chosen(self, game: "Game", frame: Frame, slot: int) -> bool:
        if slot not in frame.data["merchants"]:
            frame.data["merchants"] = frame.data["merchants"] + (slot,)
        space = frame.data["space"]
        location = game.rules.board.spaces[space].location
        payment.start(frame, [(game.rules.title.oil, oil_needed(game, space), (location,), "", -1)])
        if payment.settle(game, frame):
            return self._tile_done(game, frame)
        frame.step = "pay"
        return False

    def _tile_done(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        space = frame.data["space"]
        if game.listener:
            sp = rules.board.spaces[space]
            game.say(texts.LOG_SELL(player=player_name(frame.player), tile=rules.names.tile(rules, st.tile_type[space]),
                                    place=rules.names.location[sp.location]()))
        if sellable(game, frame.player, frame.data["sold"]):
            frame.step = "more"
            return False
        return self._close(game, frame)

    def _close(self, game: "Game", frame: Frame) -> bool:
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

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        rules = game.rules
        step = frame.step
        if step == "card":
            return PROMPT_CARD(player=who)
        if step == "ask":
            return texts.PROMPT_BONUS_SELL(player=who)
        if step == "tile":
            return texts.PROMPT_SELL(player=who)
        if step == "more":
            return texts.PROMPT_SELL_MORE(player=who)
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
            if not sellable(game, frame.player):
                return [Option("skip", texts.OPT_SKIP())]
        return super().options(game, frame)
