"""Build: discard a card and put the lowest tile of an industry on an empty space.

A location card builds in that town; an industry card builds that industry in
your network (anywhere while you have none).  You pay the tile's money and its
coal (from the nearest connected mine, else the market); a mine starts with its
coal on it.  One step: the options pair each buildable tile with its space.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import LOCATION, discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_option, take_card
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.production import produce
from brass.core.play.transport import Request, quote

from .. import texts
from .network import network_mask

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def cost(game: "Game", player: int, tile: int, location: int) -> int:
    """Money to build ``tile`` at ``location`` now, its resources included (-1: impossible)."""
    total = game.rules.tiles[tile].money
    for resource, amount in game.rules.tiles[tile].cost:
        price = quote(game, Request(player, resource, (location,)), amount)
        if price < 0:
            return -1
        total += price
    return total


def sites(game: "Game", player: int, card: int) -> list[tuple[int, int, int]]:
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


def option_ids(game: "Game") -> list[str]:
    """Every id the site step may offer: each industry on each space that allows it."""
    rules = game.rules
    industries = rules.industries.industries
    return [f"build:{industries[i].id}@{space.ref}" for space in rules.board.spaces for i in sorted(space.allow)]


class Build(Action):
    id = "build"
    label = texts.BUILD

    def available(self, game: "Game", player: int) -> bool:
        return any(sites(game, player, c) for c in set(game.state.hands[player]))

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        rules = game.rules
        if frame.step == "card":
            # only the cards that allow a build: every option leads to a legal action
            return [card_option(game, c) for c in dict.fromkeys(game.state.hands[frame.player])
                    if sites(game, frame.player, c)]
        if frame.step == "site":
            out = []
            for space, tile, price in sites(game, frame.player, frame.data["card"]):
                sp = rules.board.spaces[space]
                industry = rules.industries.industries[rules.tiles[tile].industry].id
                out.append(Option(f"build:{industry}@{sp.ref}", texts.OPT_BUILD(
                    tile=rules.names.tile(rules, tile), place=rules.names.location[sp.location](), cost=Money(price))))
            return out
        return payment.options(game, frame)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        if frame.step == "card":
            return take_card(game, frame, option, next_step="site")
        if frame.step == "site":
            rules = game.rules
            industry, ref = option.id.split(":", 1)[1].split("@")
            space = rules.board.space_index[ref]
            pos = rules.mat.lowest(game.state.mat[frame.player], rules.industries.industry_index[industry])
            tile = rules.mat.positions[pos].tile
            frame.data["space"] = space
            frame.data["tile"] = tile
            game.pay(frame.player, rules.tiles[tile].money)
            location = rules.board.spaces[space].location
            costs = [(r, n, (location,), "", -1) for r, n in rules.tiles[tile].cost]
            return payment.pay(game, frame, costs, self._finish)
        return payment.answer(game, frame, option, self._finish)

    def _finish(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        space, tile, card = frame.data["space"], frame.data["tile"], frame.data["card"]
        game.place_tile(frame.player, space, tile)  # from the mat to the board
        produce(game, space)                        # a mine's coal
        game.built(frame.player, space)             # plugins hear of it (brass_built)
        discard(game.state, rules.cards, frame.player, card)
        if game.listener:
            game.say(texts.LOG_BUILD(player=player_name(frame.player), tile=rules.names.tile(rules, tile),
                                     place=rules.names.location[rules.board.spaces[space].location](),
                                     card=rules.names.card(rules, card)))
        return True

    def prompt(self, game: "Game", frame: Frame) -> Message:
        if frame.step == "card":
            return PROMPT_CARD(player=player_name(frame.player))
        if frame.step == "site":
            return texts.PROMPT_BUILD(player=player_name(frame.player))
        return payment.prompt(game, frame)
