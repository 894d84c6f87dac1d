"""Road: discard a card and build a road (a link) on an empty line touching your network.

A road costs money only (game.toml [road]); with no tile or road yet, any line
may be chosen.  Roads join their ends, so coal travels over them and mills reach
the market town.  The steps are core's Network block (core/play/links.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Money
from brass.core.play import links
from brass.core.play.decision import Frame, Option, player_name

from .. import texts
from .network import network_mask

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def lines(game: Game, player: int) -> list[int]:
    """The lines ``player`` may build a road on now."""
    rules = game.rules
    st = game.state
    toy = rules.title
    if st.links_left[player][toy.link_kind] <= 0 or st.money[player] < toy.road.money:
        return []
    return list(links.free_lines(game, network_mask(game, player)))


def option_ids(game: Game) -> list[str]:
    """Every id the line step may offer: one per line of the board."""
    return [f"link:{link.ref}" for link in game.rules.board.links]


class RoadData(links.NetworkData, total=False):
    """A road records its line (for the log)."""

    line: int


def data(frame: Frame) -> RoadData:
    return frame.data  # (the record type is this function's return type)


class Road(links.Network):
    id = "road"
    label = texts.ROAD
    prompt_line = texts.PROMPT_ROAD

    def available(self, game: Game, player: int) -> bool:
        return bool(lines(game, player))

    def line_options(self, game: Game, frame: Frame) -> list[Option]:
        rules = game.rules
        money = Money(rules.title.road.money)
        return [Option(f"link:{rules.board.links[i].ref}", texts.OPT_ROAD(line=rules.board.links[i].ref, cost=money),
                       i) for i in lines(game, frame.player)]

    def place(self, game: Game, frame: Frame, line: int) -> links.Costs:
        game.pay(frame.player, game.rules.title.road.money)
        game.place_link(frame.player, line, game.rules.title.link_kind)  # plugins hear of it (brass_link_placed)
        data(frame)["line"] = line
        return []  # money only

    def log(self, game: Game, frame: Frame) -> None:
        rules = game.rules
        d = data(frame)
        game.say(texts.LOG_ROAD(player=player_name(frame.player), line=rules.board.links[d["line"]].ref,
                                card=rules.names.card(rules, d["card"])))
