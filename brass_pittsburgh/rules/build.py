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

from typing import TYPE_CHECKING, NamedTuple

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.model.market import sell_slot
from brass.core.play import build
from brass.core.play.actions import Step, card_option
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.production import sell_to_markets

from .. import texts
from .followups import finish
from .oil import oil_city_space
from .paid import paid_summary
from .placement import BuildContext
from .scoring import tile_vp

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def markets_with_room(game: Game, space: int) -> list[int]:
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


class BuildData(build.BuildData, total=False):
    """Pittsburgh's build records whether whiskey was played with the card and the mat position
    chosen; ``old`` is (tile type, VP it scored)."""

    whiskey: bool
    position: int


def data(frame: Frame) -> BuildData:
    return frame.data  # (the record type is this function's return type)


class WhiskeyCard(NamedTuple):
    """The value of a card option played with whiskey (a plain card option's value is the card)."""

    card: int


@mypyc_attr(allow_interpreted_subclasses=True)
class Build(build.Build):
    label = texts.BUILD
    choice_step = "tile"
    pure_steps = frozenset({"begin", "card", "tile"})
    prompt_choice = texts.PROMPT_TILE
    prompt_site = texts.PROMPT_SITE
    option_site = texts.OPT_SITE
    log_build = texts.LOG_BUILD

    def available(self, game: Game, player: int) -> bool:
        # whiskey lets any card build wherever a card could (a superset of the plain builds)
        return BuildContext.of(game, player).any_site(set(game.state.hands[player]), game.state.ext.whiskey[player] > 0)

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
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
                                   texts.OPT_WHISKEY_CARD(card=rules.names.card(rules, card)), WhiskeyCard(card)))
        return opts

    def take_card(self, game: Game, frame: Frame, option: Option) -> None:
        d = data(frame)
        value = option.value
        d["whiskey"] = isinstance(value, WhiskeyCard)
        d["card"] = value.card if isinstance(value, WhiskeyCard) else value

    def choice_options(self, game: Game, frame: Frame) -> list[Option]:
        rules = game.rules
        d = data(frame)
        positions = BuildContext.of(game, frame.player).positions_with_site(d["card"], d["whiskey"])
        return [Option(f"tile:{rules.mat.positions[p].id}",
                       texts.OPT_TILE(tile=rules.names.tile(rules, rules.mat.positions[p].tile)), p)
                for p in positions]

    def take_choice(self, game: Game, frame: Frame, option: Option) -> None:
        data(frame)["position"] = option.value

    def site_options(self, game: Game, frame: Frame) -> list[Option]:
        ctx = BuildContext.of(game, frame.player)
        d = data(frame)
        return [self.site_option(game, s.space, s.cost, texts.OPT_UPGRADE if s.upgrade else None)
                for s in ctx.sites(d["card"], d["whiskey"], d["position"])]

    def site_tile(self, game: Game, frame: Frame) -> int:
        return game.rules.mat.positions[data(frame)["position"]].tile

    def replace(self, game: Game, frame: Frame, space: int) -> None:
        """An upgrade: the replaced tile scores for its owner first."""
        vp = tile_vp(game, space)
        game.score(frame.player, vp, "overbuild")
        data(frame)["old"] = (game.state.tile_type[space], vp)
        game.remove_tile(space)

    def charge(self, game: Game, frame: Frame) -> None:
        if data(frame)["whiskey"]:
            game.state.ext.whiskey[frame.player] -= 1

    def placed(self, game: Game, frame: Frame) -> None:
        """Oil City takes all its oilfield's oil."""
        p = game.rules.title
        st = game.state
        d = data(frame)
        space = d["space"]
        if game.rules.tiles[d["tile"]].industry == p.oil_city:
            field = game.rules.board.spaces[space].location
            st.cubes[p.oil][space] += st.ext.oil[field]
            st.ext.oil[field] = 0

    def log_fields(self, game: Game, frame: Frame) -> dict:
        """The shared fields and the cubes paid, with where each came from."""
        return dict(super().log_fields(game, frame), paid=paid_summary(game, frame))

    def log(self, game: Game, frame: Frame) -> None:
        d = data(frame)
        if "old" in d:
            old, vp = d["old"]
            rules = game.rules
            game.say_action(texts.LOG_UPGRADE(old=rules.names.tile(rules, old), vp=vp, **self.log_fields(game, frame)))
        else:
            super().log(game, frame)

    def after(self, game: Game, frame: Frame) -> bool:
        return self._next_market(game, frame)

    def steps(self) -> dict[str, Step]:
        """After placing, each new cube may ask which connected market takes it."""
        return {**super().steps(), "market": Step(self.market_options, self.take_market, self.market_prompt)}

    def market_options(self, game: Game, frame: Frame) -> list[Option]:
        space = data(frame)["space"]
        return [self._market_option(game, m, space) for m in markets_with_room(game, space)]

    def take_market(self, game: Game, frame: Frame, option: Option) -> bool:
        self._sell(game, frame, option.value)
        return self._next_market(game, frame)

    def market_prompt(self, game: Game, frame: Frame) -> Message:
        rules = game.rules
        t = rules.tiles[data(frame)["tile"]]
        return texts.PROMPT_MARKET(player=player_name(frame.player),
                                   resource=[rules.names.resource[r]() for r in sorted(t.resources)])

    def _market_option(self, game: Game, market: int, space: int) -> Option:
        rules = game.rules
        m = rules.markets[market]
        room = m.size - game.state.markets[market]
        return Option(f"market:{m.id}", texts.OPT_MARKET(market=rules.names.market(rules, market),
                                                          price=Money(m.prices[0]), room=room), market)

    def _sell(self, game: Game, frame: Frame, market: int) -> None:
        rules = game.rules
        m = rules.markets[market]
        sold, money, vp = sell_to_markets(game, data(frame)["space"], m.resource, [market])
        if sold and game.listener:
            said = dict(player=player_name(frame.player), count=sold, resource=rules.names.resource[m.resource](),
                        market=rules.names.market(rules, market), money=Money(money))
            game.say_action(texts.LOG_MARKET_SALE_VP(vp=vp, **said) if vp else texts.LOG_MARKET_SALE(**said))

    def _next_market(self, game: Game, frame: Frame) -> bool:
        d = data(frame)
        space = d["space"]
        while True:
            markets = markets_with_room(game, space)
            if not markets:
                break
            if len(markets) > 1:
                frame.step = "market"
                return False
            self._sell(game, frame, markets[0])
        st = game.state
        tile = game.rules.tiles[d["tile"]]
        if tile.enters_flipped and not st.tile_flipped[space]:
            game.flip(space)
        return finish(game, frame.player)



__all__ = ["Build", "markets_with_room", "oil_city_space"]
