"""Build: discard a card, place your lowest tile of an industry, pay money, coal and iron.

Coal comes from the nearest connected unflipped mine (any owner; ties are the
player's choice), else from the coal market through a connection to a merchant
location; iron from any iron works, else from the iron market.  A new coal mine
connected to a merchant location, and every new iron works, sells cubes into
its market at once (dearest vacancy first); an emptied tile flips.  The steps
are core's Build block; Birmingham chooses an industry, then a site or a tile to
overbuild.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Money
from brass.core.play import build
from brass.core.play.actions import card_option
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.production import reachable_markets, sell_to_markets

from .. import texts
from .log import paid_summary
from .placement import build_context

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class BuildData(build.BuildData, total=False):
    """Birmingham's build records the industry chosen, and ``old`` is (owner, tile type)."""

    industry: int


def data(frame: Frame) -> BuildData:
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Build(build.Build):
    label = texts.BUILD
    choice_step = "industry"
    pure_steps = frozenset({"begin", "card", "industry"})
    prompt_choice = texts.PROMPT_INDUSTRY
    prompt_site = texts.PROMPT_SITE
    option_site = texts.OPT_SITE

    def available(self, game: Game, player: int) -> bool:
        return build_context(game, player).any_card(set(game.state.hands[player]))

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
        return [card_option(game, c) for c in build_context(game, frame.player).playable_cards()]

    def choice_options(self, game: Game, frame: Frame) -> list[Option]:
        rules = game.rules
        ctx = build_context(game, frame.player)
        return [Option(f"industry:{rules.industries.industries[i].id}",
                       texts.OPT_INDUSTRY(tile=rules.names.tile(rules, ctx.next_tile(i))), i)
                for i in ctx.industries_for(data(frame)["card"])]

    def take_choice(self, game: Game, frame: Frame, option: Option) -> None:
        data(frame)["industry"] = option.value

    def site_options(self, game: Game, frame: Frame) -> list[Option]:
        owner = game.state.tile_owner
        d = data(frame)
        return [self.site_option(game, s.space, s.cost, texts.OPT_OVERBUILD, owner=player_name(owner[s.space]))
                if s.overbuild else self.site_option(game, s.space, s.cost)
                for s in build_context(game, frame.player).sites(d["card"], d["industry"])]

    def site_tile(self, game: Game, frame: Frame) -> int:
        return build_context(game, frame.player).next_tile(data(frame)["industry"])

    def delivery(self, game: Game, resource: int, location: int) -> tuple[int, ...]:
        return (location,) if resource == game.rules.title.coal else ()  # iron comes from anywhere

    def log(self, game: Game, frame: Frame) -> None:
        rules = game.rules
        said = dict(self.log_fields(game, frame), paid=paid_summary(game, frame))
        d = data(frame)
        if "old" in d:
            owner, old = d["old"]
            game.say_action(texts.LOG_OVERBUILD(owner=player_name(owner), old=rules.names.tile(rules, old), **said))
        else:
            game.say_action(texts.LOG_BUILD(**said))

    def after(self, game: Game, frame: Frame) -> bool:
        """A new coal mine or iron works sells into a market it reaches at once."""
        rules = game.rules
        d = data(frame)
        space = d["space"]
        for resource, _amount in rules.tiles[d["tile"]].produces[game.state.era]:
            markets = reachable_markets(game, rules.board.spaces[space].location, resource)
            if markets:
                sold, money, _vp = sell_to_markets(game, space, resource, markets)
                if sold and game.listener:
                    game.say_action(texts.LOG_MARKET_SALE(
                        player=player_name(frame.player), count=sold,
                        resource=rules.names.resource[resource](), money=Money(money),
                    ))
        return True
