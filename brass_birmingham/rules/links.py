"""Network: build a canal link (canal era) or one or two rail links (rail era).

A link goes on an empty line of the current era next to your network (anywhere
when you have nothing on the board).  Canal: £3.  Rail: £5 and one coal,
sourced after the rail is placed (so it may bring its own connection).  A
second rail in the same action costs £10 more (£15 in all), its own coal, and
one beer from a brewery: your own anywhere, or an opponent's connected to the
second rail once it is placed -- never merchant beer.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.network import presence
from brass.core.play.transport import Request, quote

from .. import texts
from .log import paid_summary

if TYPE_CHECKING:
    from brass.core.play.engine import Game

BREWERY = "brewery"  # purpose: beer from breweries only


def link_cost(game: "Game", player: int, link: int, second: bool, memo: dict | None = None) -> int:
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


def legal_links(game: "Game", player: int, second: bool = False, first_only: bool = False) -> list[tuple[int, int]]:
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


def _legal_links(game: "Game", player: int, second: bool, first_only: bool) -> list[tuple[int, int]]:
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
    for link in rules.board.links:
        if st.link_owner[link.index] >= 0 or era not in link.eras:
            continue
        if network and not (network & link.ends_mask):
            continue
        cost = link_cost(game, player, link.index, second, memo)
        if 0 <= cost <= money:
            found.append((link.index, cost))
            if first_only:
                break
    return found


def link_name(game: "Game", link: int) -> Message:
    """"Birmingham–Coventry": a line named by its first two ends."""
    return game.rules.names.link(game.rules, link)


def any_link(game: "Game", player: int) -> bool:
    return bool(legal_links(game, player, first_only=True))


@mypyc_attr(allow_interpreted_subclasses=True)
class Network(Action):
    id = "network"
    label = texts.NETWORK
    pure_steps = frozenset({"begin", "card"})

    def available(self, game: "Game", player: int) -> bool:
        return any_link(game, player)

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"spent": game.state.spent[player], "links": ()})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        if step == "card":
            return card_options(game, frame.player)
        if step == "pay":
            return payment.options(game, frame)
        if step == "link":
            return [self._link_option(game, i, c) for i, c in legal_links(game, frame.player)]
        if step == "second":
            opts = [Option("done", texts.OPT_STOP())]
            opts.extend(self._link_option(game, i, c) for i, c in legal_links(game, frame.player, True))
            return opts
        raise AssertionError(step)

    def _link_option(self, game: "Game", link: int, cost: int) -> Option:
        ref = game.rules.board.links[link].ref
        return Option(f"link:{ref}", texts.OPT_LINK(ends=link_name(game, link), cost=Money(cost)))

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        if step == "card":
            frame.data["card"] = card_from_option(game, option)
            frame.step = "link"
            return False
        if step in ("link", "second"):
            if option.id == "done":
                return self._finish(game, frame)
            link = game.rules.board.link_index[option.id.split(":", 1)[1]]
            return self._place(game, frame, link, second=(step == "second"))
        if step == "pay":
            return payment.answer(game, frame, option, self._after_payment)
        raise AssertionError(step)

    def _place(self, game: "Game", frame: Frame, link: int, second: bool) -> bool:
        rules = game.rules
        b = rules.title
        st = game.state
        player = frame.player
        game.place_link(player, link, b.link_kind)
        frame.data["links"] = frame.data["links"] + (link,)
        if st.era == b.canal:
            game.pay(player, b.network.canal_cost)
            return self._finish(game, frame)
        ends = rules.board.links[link].ends
        queue = [(b.coal, b.network.rail_coal, ends, "", -1)]
        if second:
            game.pay(player, b.network.second_rail_cost)
            queue.append((b.beer, b.network.second_rail_beer, ends, BREWERY, -1))
        else:
            game.pay(player, b.network.rail_cost)
        return payment.pay(game, frame, queue, self._after_payment)

    def _after_payment(self, game: "Game", frame: Frame) -> bool:
        if len(frame.data["links"]) == 1 and legal_links(game, frame.player, True, first_only=True):
            frame.step = "second"
            return False
        return self._finish(game, frame)

    def _finish(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        discard(st, rules.cards, frame.player, frame.data["card"])
        if game.listener:
            kind = texts.LINK_CANAL() if st.era == rules.title.canal else texts.LINK_RAIL()
            ends = [link_name(game, i) for i in frame.data["links"]]
            game.say_action(texts.LOG_LINK(
                player=player_name(frame.player), kind=kind, ends=ends,
                card=rules.names.card(rules, frame.data["card"]),
                money=Money(st.spent[frame.player] - frame.data["spent"]),
                paid=paid_summary(game, frame),
            ))
        return True

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        if frame.step == "card":
            return PROMPT_CARD(player=who)
        if frame.step == "link":
            return texts.PROMPT_LINK(player=who)
        if frame.step == "second":
            return texts.PROMPT_SECOND_LINK(player=who, money=Money(game.rules.title.network.second_rail_cost))
        return payment.prompt(game, frame)
