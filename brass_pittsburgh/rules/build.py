"""Build: card (or card and whiskey), an accessible tile, a legal site, then pay.

After building: resources go on the tile and, for coal, iron, steel and coke,
sell at once into connected markets with room, in the order the builder
chooses (money plus any VP printed on the space); an emptied tile flips.  Tiles
that enter flipped pay their rewards at once.  An upgrade first scores the
replaced tile and removes it.  Oil City takes all its oilfield's oil plus three.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import discard
from brass.core.model.market import sell_slot
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_option
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.production import produce, sell_to_markets

from .. import texts
from .followups import finish
from .oil import oil_city_space
from .placement import BuildContext
from .scoring import tile_vp

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def markets_with_room(game: "Game", space: int) -> list[int]:
    """Connected markets with an empty space for a resource the new tile holds."""
    rules = game.rules
    st = game.state
    reach = game.network().reach_mask((rules.board.spaces[space].location,))
    out = []
    for m in rules.markets:
        if not m.in_play(st.players) or st.cubes[m.resource][space] <= 0 or sell_slot(m, st.markets[m.index]) < 0:
            continue
        if m.reach_mask and not m.reach_mask & reach:
            continue
        out.append(m.index)
    return out


@mypyc_attr(allow_interpreted_subclasses=True)
class Build(Action):
    id = "build"
    label = texts.BUILD
    pure_steps = frozenset({"begin", "card", "tile"})

    def available(self, game: "Game", player: int) -> bool:
        # whiskey lets any card build wherever a card could (a superset of the plain builds)
        return BuildContext.of(game, player).any_site(set(game.state.hands[player]), game.state.ext.whiskey[player] > 0)

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"spent": game.state.spent[player]})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        player = frame.player
        rules = game.rules
        if step == "pay":
            return payment.options(game, frame)
        if step == "market":
            return [self._market_option(game, m, frame.data["space"]) for m in markets_with_room(game, frame.data["space"])]
        ctx = BuildContext.of(game, player)
        if step == "card":
            opts = []
            whiskey = game.state.ext.whiskey[player] > 0
            seen: list[int] = []
            for card in game.state.hands[player]:
                if card in seen:
                    continue
                seen.append(card)
                if ctx.any_site((card,), False):
                    opts.append(card_option(game, card))
                if whiskey and ctx.whiskey_adds(card):
                    opts.append(Option(f"whiskey:{rules.cards[card].id}",
                                       texts.OPT_WHISKEY_CARD(card=rules.names.card(rules, card))))
            return opts
        card, whiskey = frame.data["card"], frame.data["whiskey"]
        if step == "tile":
            positions = ctx.positions_with_site(card, whiskey)
            return [Option(f"tile:{rules.mat.positions[p].id}",
                           texts.OPT_TILE(tile=rules.names.tile(rules, rules.mat.positions[p].tile)))
                    for p in positions]
        if step == "site":
            return [self._site_option(game, s) for s in ctx.sites(card, whiskey, frame.data["position"])]
        raise AssertionError(step)

    def _market_option(self, game: "Game", market: int, space: int) -> Option:
        rules = game.rules
        m = rules.markets[market]
        room = m.size - game.state.markets[market]
        return Option(f"market:{m.id}", texts.OPT_MARKET(market=rules.names.market(rules, market),
                                                          price=Money(m.prices[0]), room=room))

    def _site_option(self, game: "Game", site) -> Option:  # noqa: ANN001
        rules = game.rules
        st = game.state
        space = rules.board.spaces[site.space]
        place = rules.names.location[space.location]()
        if site.upgrade:
            label = texts.OPT_UPGRADE(place=place, n=space.n, old=rules.names.tile(rules, st.tile_type[site.space]),
                                      cost=Money(site.cost))
        else:
            label = texts.OPT_SITE(place=place, n=space.n, cost=Money(site.cost))
        return Option(f"slot:{space.ref}", label)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        rules = game.rules
        if step == "card":
            kind, ref = option.id.split(":", 1)
            frame.data["card"] = rules.card_index[ref]
            frame.data["whiskey"] = kind == "whiskey"
            frame.step = "tile"
            return False
        if step == "tile":
            pid = option.id.split(":", 1)[1]
            frame.data["position"] = next(p.index for p in rules.mat.positions if p.id == pid)
            frame.step = "site"
            return False
        if step == "site":
            return self._start(game, frame, rules.board.space_index[option.id.split(":", 1)[1]])
        if step == "pay":
            return payment.answer(game, frame, option, self._place)
        if step == "market":
            market = next(m.index for m in rules.markets if m.id == option.id.split(":", 1)[1])
            self._sell(game, frame, market)
            return self._next_market(game, frame)
        raise AssertionError(step)

    def _start(self, game: "Game", frame: Frame, space: int) -> bool:
        rules = game.rules
        st = game.state
        player = frame.player
        tile = rules.mat.positions[frame.data["position"]].tile
        t = rules.tiles[tile]
        location = rules.board.spaces[space].location
        frame.data["space"] = space
        frame.data["tile"] = tile
        if st.tile_owner[space] >= 0:
            old = st.tile_type[space]
            vp = tile_vp(game, space)
            game.score(player, vp, "overbuild")
            frame.data["old"] = (old, vp)
            game.remove_tile(space)
        if frame.data["whiskey"]:
            st.ext.whiskey[player] -= 1
        if t.income_cost:
            drop = rules.track.drop_levels(st.income[player], t.income_cost)
            assert drop is not None
            st.income[player] = drop
        game.pay(player, t.money)
        return payment.pay(game, frame, [(res, n, (location,), "", -1) for res, n in t.cost], self._place)

    def _place(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        p = rules.title
        st = game.state
        player = frame.player
        space = frame.data["space"]
        tile = frame.data["tile"]
        t = rules.tiles[tile]
        game.place_tile(player, space, tile)
        produce(game, space)
        if t.industry == p.oil_city:
            field = rules.board.spaces[space].location
            st.cubes[p.oil][space] += st.ext.oil[field]
            st.ext.oil[field] = 0
        game.built(player, space)
        discard(st, rules.cards, player, frame.data["card"])
        if game.listener:
            self._log(game, frame)
        return self._next_market(game, frame)

    def _sell(self, game: "Game", frame: Frame, market: int) -> None:
        rules = game.rules
        m = rules.markets[market]
        sold, money, vp = sell_to_markets(game, frame.data["space"], m.resource, [market])
        if sold and game.listener:
            said = dict(player=player_name(frame.player), count=sold, resource=rules.names.resource[m.resource](),
                        market=rules.names.market(rules, market), money=Money(money))
            game.say_action(texts.LOG_MARKET_SALE_VP(vp=vp, **said) if vp else texts.LOG_MARKET_SALE(**said))

    def _next_market(self, game: "Game", frame: Frame) -> bool:
        space = frame.data["space"]
        while True:
            markets = markets_with_room(game, space)
            if not markets:
                break
            if len(markets) > 1:
                frame.step = "market"
                return False
            self._sell(game, frame, markets[0])
        st = game.state
        tile = game.rules.tiles[frame.data["tile"]]
        if tile.enters_flipped and not st.tile_flipped[space]:
            game.flip(space)
        return finish(game, frame.player)

    def _log(self, game: "Game", frame: Frame) -> None:
        rules = game.rules
        st = game.state
        player = frame.player
        space = rules.board.spaces[frame.data["space"]]
        common = dict(player=player_name(player), tile=rules.names.tile(rules, frame.data["tile"]),
                      place=rules.names.location[space.location](),
                      card=rules.names.card(rules, frame.data["card"]),
                      money=Money(st.spent[player] - frame.data["spent"]))
        if "old" in frame.data:
            old, vp = frame.data["old"]
            game.say_action(texts.LOG_UPGRADE(old=rules.names.tile(rules, old), vp=vp, **common))
        else:
            game.say_action(texts.LOG_BUILD(**common))

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        rules = game.rules
        if frame.step == "card":
            return PROMPT_CARD(player=who)
        if frame.step == "tile":
            return texts.PROMPT_TILE(player=who)
        if frame.step == "site":
            tile = rules.mat.positions[frame.data["position"]].tile
            return texts.PROMPT_SITE(player=who, tile=rules.names.tile(rules, tile))
        if frame.step == "market":
            t = rules.tiles[frame.data["tile"]]
            return texts.PROMPT_MARKET(player=who, resource=[rules.names.resource[r]() for r in sorted(t.resources)])
        return payment.prompt(game, frame)


__all__ = ["Build", "markets_with_room", "oil_city_space"]
