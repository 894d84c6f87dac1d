"""Road: discard a card and build a road (a link) on an empty line touching your network.

A road costs money only (game.toml [road]); with no tile or road yet, any line
may be chosen.  Roads join their ends, so coal travels over them and mills reach
the market town.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import discard
from brass.core.play.actions import PROMPT_CARD, Action, card_options, take_card
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name

from .. import texts
from .network import network_mask

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def lines(game: "Game", player: int) -> list[int]:
    """The lines ``player`` may build a road on now."""
    rules = game.rules
    st = game.state
    toy = rules.title
    if st.links_left[player][toy.link_kind] <= 0 or st.money[player] < toy.road.money:
        return []
    network = network_mask(game, player)
    return [link.index for link in rules.board.links
            if st.link_owner[link.index] < 0 and st.era in link.eras and link.ends_mask & network]


def option_ids(game: "Game") -> list[str]:
    """Every id the line step may offer: one per line of the board."""
    return [f"link:{link.ref}" for link in game.rules.board.links]


class Road(Action):
    id = "road"
    label = texts.ROAD

    def available(self, game: "Game", player: int) -> bool:
        return bool(lines(game, player))

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        if frame.step == "card":
            return card_options(game, frame.player)
        rules = game.rules
        money = Money(rules.title.road.money)
        return [Option(f"link:{rules.board.links[i].ref}", texts.OPT_ROAD(line=rules.board.links[i].ref, cost=money))
                for i in lines(game, frame.player)]

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        if frame.step == "card":
            return take_card(game, frame, option, next_step="link")
        rules = game.rules
        st = game.state
        player = frame.player
        line = rules.board.link_index[option.id.split(":", 1)[1]]
        kind = rules.title.link_kind
        game.pay(player, rules.title.road.money)
        game.place_link(player, line, kind)         # plugins hear of it (brass_link_placed)
        discard(st, rules.cards, player, frame.data["card"])
        if game.listener:
            game.say(texts.LOG_ROAD(player=player_name(player), line=rules.board.links[line].ref,
                                    card=rules.names.card(rules, frame.data["card"])))
        return True

    def prompt(self, game: "Game", frame: Frame) -> Message:
        if frame.step == "card":
            return PROMPT_CARD(player=player_name(frame.player))
        return texts.PROMPT_ROAD(player=player_name(frame.player))
