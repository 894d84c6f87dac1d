"""Network: build a canal link (canal era) or one or two rail links (rail era).

A link goes on an empty line of the current era next to your network (anywhere
when you have nothing on the board).  Canal: £3.  Rail: £5 and one coal,
sourced after the rail is placed (so it may bring its own connection).  A
second rail in the same action costs £10 more (£15 in all), its own coal, and
one beer from a brewery: your own anywhere, or an opponent's connected to the
second rail once it is placed -- never merchant beer.  The steps are core's
Network block (one kind of link per era, so no choice step).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.play import links
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.network import presence
from brass.core.play.transport import Request, quote

from .. import texts
from .log import paid_summary

if TYPE_CHECKING:
    from brass.core.play.engine import Game

BREWERY = "brewery"  # purpose: beer from breweries only


def link_cost(game: Game, player: int, link: int, second: bool, memo: dict | None = None) -> int:
    """Money needed to place ``link`` now (-1: impossible), coal and fees included.

    The coal is quoted on the network as it will be once the link is placed; a
    second rail also needs brewery beer reachable from it.  ``memo`` shares
    quotes between lines that join the same components.
    """
    rules = game.rules
    b = rules.title
    if game.state.era == b.canal:
        return b.network.canal_cost
    ends = rules.board.links[link].ends
    net = game.network()
    key = tuple(sorted({net.comp[e] for e in ends}))
    if memo is not None and key in memo:
        resources = memo[key]
    else:
        # Coal and beer come from whatever either end reaches, found through the reach of
        # the request's locations; joining the ends leaves their reach as it is, so the
        # current network answers for the placed link (and its quotes are shared).
        coal = quote(game, Request(player, b.coal, ends), b.network.rail_coal)
        beer = quote(game, Request(player, b.beer, ends, BREWERY), b.network.second_rail_beer) if second else 0
        resources = -1 if coal < 0 or beer < 0 else coal + beer
        if memo is not None:
            memo[key] = resources
    if resources < 0:
        return -1
    return resources + (b.network.second_rail_cost if second else b.network.rail_cost)


def legal_links(game: Game, player: int, second: bool = False, first_only: bool = False) -> list[tuple[int, int]]:
    """(line, cost) for every line ``player`` may build on now (just one with ``first_only``).

    Kept for the current state version (the menu's check and the Network steps share it).
    """
    memo = game.memo()
    found = memo.get(("links", player, second, False))
    if found is None and first_only:
        found = memo.get(("links", player, second, True))
    if found is None:
        found = memo[("links", player, second, first_only)] = _legal_links(game, player, second, first_only)
    return found[:1] if first_only else found


def _legal_links(game: Game, player: int, second: bool, first_only: bool) -> list[tuple[int, int]]:
    rules = game.rules
    st = game.state
    if st.links_left[player][rules.title.link_kind] <= 0:
        return []
    era = st.era
    money = st.money[player]
    fees = rules.title.network
    if money < (fees.canal_cost if era == rules.title.canal else fees.second_rail_cost if second else fees.rail_cost):
        return []
    network = presence(game, player)[1]
    memo: dict = {}
    found = []
    for line in links.free_lines(game, network):
        cost = link_cost(game, player, line, second, memo)
        if 0 <= cost <= money:
            found.append((line, cost))
            if first_only:
                break
    return found


def link_name(game: Game, link: int) -> Message:
    """"Birmingham–Coventry": a line named by its first two ends."""
    return game.rules.names.link(game.rules, link)


def any_link(game: Game, player: int) -> bool:
    return bool(legal_links(game, player, first_only=True))


class NetworkData(links.NetworkData, total=False):
    """Birmingham's network records the money spent before it (for the log) and its links."""

    spent: int
    links: tuple[int, ...]  # the lines laid so far, in order


def data(frame: Frame) -> NetworkData:
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Network(links.Network):
    label = texts.NETWORK
    pure_steps = frozenset({"begin", "card"})
    prompt_line = texts.PROMPT_LINK
    option_stop = texts.OPT_STOP

    def available(self, game: Game, player: int) -> bool:
        return any_link(game, player)

    def start_data(self, game: Game, player: int) -> NetworkData:
        return {"spent": game.state.spent[player], "links": ()}

    def line_options(self, game: Game, frame: Frame) -> list[Option]:
        second = bool(data(frame)["links"])
        lines = game.rules.board.links
        return [Option(f"link:{lines[i].ref}", texts.OPT_LINK(ends=link_name(game, i), cost=Money(c)), i)
                for i, c in legal_links(game, frame.player, second)]

    def place(self, game: Game, frame: Frame, line: int) -> links.Costs:
        """A canal costs money only; a rail its coal too, and a second rail more money and beer."""
        b = game.rules.title
        player = frame.player
        d = data(frame)
        second = bool(d["links"])
        game.place_link(player, line, b.link_kind)
        d["links"] = d["links"] + (line,)
        if game.state.era == b.canal:
            game.pay(player, b.network.canal_cost)
            return []
        ends = game.rules.board.links[line].ends
        game.pay(player, b.network.second_rail_cost if second else b.network.rail_cost)
        costs = [(b.coal, b.network.rail_coal, ends, "", -1)]
        if second:
            costs.append((b.beer, b.network.second_rail_beer, ends, BREWERY, -1))
        return costs

    def more(self, game: Game, frame: Frame) -> bool:
        """A second rail, never a second canal."""
        return game.state.era != game.rules.title.canal and len(data(frame)["links"]) == 1 and \
            bool(legal_links(game, frame.player, True, first_only=True))

    def log(self, game: Game, frame: Frame) -> None:
        rules = game.rules
        st = game.state
        d = data(frame)
        kind = texts.LINK_CANAL() if st.era == rules.title.canal else texts.LINK_RAIL()
        game.say_action(texts.LOG_LINK(
            player=player_name(frame.player), kind=kind, ends=[link_name(game, i) for i in d["links"]],
            card=rules.names.card(rules, d["card"]), money=Money(st.spent[frame.player] - d["spent"]),
            paid=paid_summary(game, frame),
        ))

    def second_prompt(self, game: Game, frame: Frame) -> Message:
        return texts.PROMPT_SECOND_LINK(player=player_name(frame.player),
                                        money=Money(game.rules.title.network.second_rail_cost))
