"""Build: card (or card and whiskey), an accessible tile, a legal site, then pay.

After building: resources go on the tile and, for coal, iron, steel and coke,
sell at once into connected markets with room, in the order the builder
chooses (money plus any VP printed on the space); an emptied tile flips.  Tiles
that enter flipped pay their rewards at once.  An upgrade first scores the
replaced tile and removes it.  Oil City takes all its oilfield's oil plus three.
The steps are core's Build block; Pittsburgh chooses a tile of its mat, then a site
or a tile to upgrade, and asks which market takes each new cube.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.model.market import sell_slot
from brass.core.play import build
from brass.core.play.actions import card_option
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.production import sell_to_markets

from .. import texts
from .followups import finish
from .oil import oil_city_space
from .paid import paid_summary
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
class Build(build.Build):
    label = texts.BUILD
    choice_step = "tile"
    pure_steps = frozenset({"begin", "card", "tile"})
    prompt_choice = texts.PROMPT_TILE
    prompt_site = texts.PROMPT_SITE
    option_site = texts.OPT_SITE
    log_build = texts.LOG_BUILD

    def available(self, game: "Game", player: int) -> bool:
        # whiskey lets any card build wherever a card could (a superset of the plain builds)
        return BuildContext.of(game, player).any_site(set(game.state.hands[player]), game.state.ext.whiskey[player] > 0)

    def card_options(self, game: "Game", frame: Frame) -> list[Option]:
        """Each card that builds, and with whiskey each card whiskey lets build more."""
        rules = game.rules
        player = frame.player
        ctx = BuildContext.of(game, player)
        opts = []
        whiskey = game.state.ext.whiskey[player] > 0
        for card in dict.fromkeys(game.state.hands[player]):
            if ctx.any_site((card,), False):
                opts.append(card_option(game, card))
            if whiskey and ctx.whiskey_adds(card):
                opts.append(Option(f"whiskey:{rules.cards[card].id}",
                                   texts.OPT_WHISKEY_CARD(card=rules.names.card(rules, card))))
        return opts

    def take_card(self, game: "Game", frame: Frame, option: Option) -> None:
        kind, ref = option.id.split(":", 1)
        frame.data["card"] = game.rules.card_index[ref]
        frame.data["whiskey"] = kind == "whiskey"

    def choice_options(self, game: "Game", frame: Frame) -> list[Option]:
        rules = game.rules
        positions = BuildContext.of(game, frame.player).positions_with_site(frame.data["card"], frame.data["whiskey"])
        return [Option(f"tile:{rules.mat.positions[p].id}",
                       texts.OPT_TILE(tile=rules.names.tile(rules, rules.mat.positions[p].tile)))
                for p in positions]

    def take_choice(self, game: "Game", frame: Frame, option: Option) -> None:
        pid = option.id.split(":", 1)[1]
        frame.data["position"] = next(p.index for p in game.rules.mat.positions if p.id == pid)

    def site_options(self, game: "Game", frame: Frame) -> list[Option]:
        ctx = BuildContext.of(game, frame.player)
        return [self.site_option(game, s.space, s.cost, texts.OPT_UPGRADE if s.upgrade else None)
                for s in ctx.sites(frame.data["card"], frame.data["whiskey"], frame.data["position"])]

    def site_tile(self, game: "Game", frame: Frame) -> int:
        return game.rules.mat.positions[frame.data["position"]].tile

    def replace(self, game: "Game", frame: Frame, space: int) -> None:
        """An upgrade: the replaced tile scores for its owner first."""
        vp = tile_vp(game, space)
        game.score(frame.player, vp, "overbuild")
        frame.data["old"] = (game.state.tile_type[space], vp)
        game.remove_tile(space)

    def charge(self, game: "Game", frame: Frame) -> None:
        if frame.data["whiskey"]:
            game.state.ext.whiskey[frame.player] -= 1

    def placed(self, game: "Game", frame: Frame) -> None:
        """Oil City takes all its oilfield's oil."""
        p = game.rules.title
        st = game.state
        space = frame.data["space"]
        if game.rules.tiles[frame.data["tile"]].industry == p.oil_city:
            field = game.rules.board.spaces[space].location
            st.cubes[p.oil][space] += st.ext.oil[field]
            st.ext.oil[field] = 0

    def log_fields(self, game: "Game", frame: Frame) -> dict:
        """The shared fields and the cubes paid, with where each came from."""
        return dict(super().log_fields(game, frame), paid=paid_summary(game, frame))

    def log(self, game: "Game", frame: Frame) -> None:
        if "old" in frame.data:
            old, vp = frame.data["old"]
            rules = game.rules
            game.say_action(texts.LOG_UPGRADE(old=rules.names.tile(rules, old), vp=vp, **self.log_fields(game, frame)))
        else:
            super().log(game, frame)

    def after(self, game: "Game", frame: Frame) -> bool:
        return self._next_market(game, frame)

    def step_options(self, game: "Game", frame: Frame) -> list[Option]:
        if frame.step == "market":
            space = frame.data["space"]
            return [self._market_option(game, m, space) for m in markets_with_room(game, space)]
        raise AssertionError(frame.step)

    def step_choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        if frame.step == "market":
            market = next(m.index for m in game.rules.markets if m.id == option.id.split(":", 1)[1])
            self._sell(game, frame, market)
            return self._next_market(game, frame)
        raise AssertionError(frame.step)

    def step_prompt(self, game: "Game", frame: Frame) -> Message:
        if frame.step == "market":
            rules = game.rules
            t = rules.tiles[frame.data["tile"]]
            return texts.PROMPT_MARKET(player=player_name(frame.player),
                                       resource=[rules.names.resource[r]() for r in sorted(t.resources)])
        raise AssertionError(frame.step)

    def _market_option(self, game: "Game", market: int, space: int) -> Option:
        rules = game.rules
        m = rules.markets[market]
        room = m.size - game.state.markets[market]
        return Option(f"market:{m.id}", texts.OPT_MARKET(market=rules.names.market(rules, market),
                                                          price=Money(m.prices[0]), room=room))

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



__all__ = ["Build", "markets_with_room", "oil_city_space"]
