"""Build: discard a card, place your lowest tile of an industry, pay money, coal and iron.

Coal comes from the nearest connected unflipped mine (any owner; ties are the
player's choice), else from the coal market through a connection to a merchant
location; iron from any iron works, else from the iron market.  A new coal mine
connected to a merchant location, and every new iron works, sells cubes into
its market at once (dearest vacancy first); an emptied tile flips.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_option
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.production import produce, reachable_markets, sell_to_markets

from .. import texts
from .log import paid_summary
from .placement import BuildContext, Site, build_context

if TYPE_CHECKING:
    from brass.core.play.engine import Game


@mypyc_attr(allow_interpreted_subclasses=True)
class Build(Action):
    id = "build"
    label = texts.BUILD
    pure_steps = frozenset({"begin", "card", "industry"})

    def available(self, game: "Game", player: int) -> bool:
        return build_context(game, player).any_card(set(game.state.hands[player]))

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"spent": game.state.spent[player]})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        if step == "pay":
            return payment.options(game, frame)
        ctx = build_context(game, frame.player)
        rules = game.rules
        if step == "card":
            return [card_option(game, c) for c in ctx.playable_cards()]
        if step == "industry":
            return [
                Option(f"industry:{rules.industries.industries[i].id}",
                       texts.OPT_INDUSTRY(tile=rules.names.tile(rules, ctx.next_tile(i))))
                for i in ctx.industries_for(frame.data["card"])
            ]
        if step == "site":
            return [self._site_option(game, s) for s in ctx.sites(frame.data["card"], frame.data["industry"])]
        raise AssertionError(step)

    def _site_option(self, game: "Game", site: Site) -> Option:
        rules = game.rules
        st = game.state
        space = rules.board.spaces[site.space]
        place = rules.names.location[space.location]()
        if site.overbuild:
            label = texts.OPT_OVERBUILD(
                place=place, n=space.n, owner=player_name(st.tile_owner[site.space]),
                old=rules.names.tile(rules, st.tile_type[site.space]), cost=Money(site.cost),
            )
        else:
            label = texts.OPT_SITE(place=place, n=space.n, cost=Money(site.cost))
        return Option(f"slot:{space.ref}", label)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        if step == "card":
            frame.data["card"] = card_from_option(game, option)
            frame.step = "industry"
            return False
        if step == "industry":
            frame.data["industry"] = game.rules.industries.industry_index[option.id.split(":", 1)[1]]
            frame.step = "site"
            return False
        if step == "site":
            return self._start_build(game, frame, game.rules.board.space_index[option.id.split(":", 1)[1]])
        if step == "pay":
            return payment.answer(game, frame, option, self._finish)
        raise AssertionError(step)

    def _start_build(self, game: "Game", frame: Frame, space: int) -> bool:
        rules = game.rules
        st = game.state
        ctx = BuildContext(game, frame.player)
        tile = ctx.next_tile(frame.data["industry"])
        t = rules.tiles[tile]
        location = rules.board.spaces[space].location
        frame.data["space"] = space
        frame.data["tile"] = tile
        if st.tile_owner[space] >= 0:
            frame.data["old"] = (st.tile_owner[space], st.tile_type[space])
            game.remove_tile(space)
        game.pay(frame.player, t.money)
        coal = rules.title.coal
        return payment.pay(game, frame, [
            (res, amount, (location,) if res == coal else (), "", -1) for res, amount in t.cost
        ], self._finish)

    def _finish(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        player = frame.player
        space = frame.data["space"]
        tile = frame.data["tile"]
        t = rules.tiles[tile]
        game.place_tile(player, space, tile)
        produce(game, space)
        game.built(player, space)
        card = frame.data["card"]
        discard(st, rules.cards, player, card)
        if game.listener:
            self._log(game, frame)
        for resource, _amount in t.produces[st.era]:
            markets = reachable_markets(game, rules.board.spaces[space].location, resource)
            if markets:
                sold, money, _vp = sell_to_markets(game, space, resource, markets)
                if sold and game.listener:
                    game.say_action(texts.LOG_MARKET_SALE(
                        player=player_name(player), count=sold,
                        resource=rules.names.resource[resource](), money=Money(money),
                    ))
        return True

    def _log(self, game: "Game", frame: Frame) -> None:
        rules = game.rules
        st = game.state
        player = frame.player
        space = rules.board.spaces[frame.data["space"]]
        common = dict(
            player=player_name(player),
            tile=rules.names.tile(rules, frame.data["tile"]),
            place=rules.names.location[space.location](),
            card=rules.names.card(rules, frame.data["card"]),
            money=Money(st.spent[player] - frame.data["spent"]),
            paid=paid_summary(game, frame),
        )
        if "old" in frame.data:
            owner, old = frame.data["old"]
            game.say_action(texts.LOG_OVERBUILD(owner=player_name(owner), old=rules.names.tile(rules, old), **common))
        else:
            game.say_action(texts.LOG_BUILD(**common))

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        if frame.step == "card":
            return PROMPT_CARD(player=who)
        if frame.step == "industry":
            return texts.PROMPT_INDUSTRY(player=who)
        if frame.step == "site":
            tile = build_context(game, frame.player).next_tile(frame.data["industry"])
            return texts.PROMPT_SITE(player=who, tile=game.rules.names.tile(game.rules, tile))
        return payment.prompt(game, frame)
