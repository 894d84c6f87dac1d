"""Build: discard a card and put the lowest tile of an industry on an empty space.

A location card builds in that town; an industry card builds that industry in
your network (anywhere while you have none).  You pay the tile's money and its
coal (from the nearest connected mine, else the market); a mine starts with its
coal on it.  One step: the options pair each buildable tile with its space.  The
steps are core's Build block (core/play/build.py); the toy says only what it offers.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import LOCATION
from brass.core.play import build
from brass.core.play.actions import card_option
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.transport import Request, quote

from .. import texts
from .network import network_mask

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def cost(game: Game, player: int, tile: int, location: int) -> int:
    """Money to build ``tile`` at ``location`` now, its resources included (-1: impossible)."""
    total = game.rules.tiles[tile].money
    for resource, amount in game.rules.tiles[tile].cost:
        price = quote(game, Request(player, resource, (location,)), amount)
        if price < 0:
            return -1
        total += price
    return total


def sites(game: Game, player: int, card: int) -> list[tuple[int, int, int]]:
    """(space, tile, cost) for every build ``card`` allows ``player`` now (affordable, this era)."""
    rules = game.rules
    st = game.state
    c = rules.cards[card]
    network = network_mask(game, player)
    found = []
    for space in rules.board.spaces:
        if st.tile_owner[space.index] >= 0:
            continue
        if c.kind == LOCATION:
            if space.location != c.location:
                continue
        elif not (network >> space.location) & 1:
            continue
        for industry in sorted(space.allow if c.kind == LOCATION else space.allow & c.industries):
            pos = rules.mat.lowest(st.mat[player], industry)
            if pos < 0:
                continue
            tile = rules.mat.positions[pos].tile
            if st.era not in rules.tiles[tile].eras:
                continue
            price = cost(game, player, tile, space.location)
            if 0 <= price <= st.money[player]:
                found.append((space.index, tile, price))
    return found


def option_ids(game: Game) -> list[str]:
    """Every id the site step may offer: each industry on each space that allows it."""
    rules = game.rules
    industries = rules.industries.industries
    return [f"build:{industries[i].id}@{space.ref}" for space in rules.board.spaces for i in sorted(space.allow)]


class Build(build.Build):
    label = texts.BUILD

    def available(self, game: Game, player: int) -> bool:
        return any(sites(game, player, c) for c in set(game.state.hands[player]))

    def start_data(self, game: Game, player: int) -> build.BuildData:
        return {}

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
        return [card_option(game, c) for c in dict.fromkeys(game.state.hands[frame.player])
                if sites(game, frame.player, c)]

    def site_options(self, game: Game, frame: Frame) -> list[Option]:
        rules = game.rules
        out = []
        for space, tile, price in sites(game, frame.player, build.data(frame)["card"]):
            sp = rules.board.spaces[space]
            industry = rules.industries.industries[rules.tiles[tile].industry].id
            out.append(Option(f"build:{industry}@{sp.ref}", texts.OPT_BUILD(
                tile=rules.names.tile(rules, tile), place=rules.names.location[sp.location](), cost=Money(price)),
                (space, tile)))
        return out

    def site_of(self, game: Game, frame: Frame, option: Option) -> tuple[int, int]:
        """The option's value is (space, tile): the toy chooses both in one step."""
        space, tile = option.value
        return space, tile

    def site_prompt(self, game: Game, frame: Frame) -> Message:
        return texts.PROMPT_BUILD(player=player_name(frame.player))

    def log(self, game: Game, frame: Frame) -> None:
        rules = game.rules
        d = build.data(frame)
        space, tile, card = d["space"], d["tile"], d["card"]
        game.say(texts.LOG_BUILD(player=player_name(frame.player), tile=rules.names.tile(rules, tile),
                                 place=rules.names.location[rules.board.spaces[space].location](),
                                 card=rules.names.card(rules, card)))
