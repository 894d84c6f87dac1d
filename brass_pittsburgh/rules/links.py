"""Network: place a light train (1 coal), a heavy train (2 steel) or a pipeline (1 iron).

A link goes on a matching empty route next to your network (anywhere with
nothing on the board); a replacement heavy train may instead take an
opponent's light train (scored for its owner first, then returned); a new
pipeline may take your own reserve pipeline's place (the reserve returns to your
supply).  Trains gain the bonus printed on their line.  A pipeline adds the
barrels printed on its route; the first pipeline to an oilfield turns its tile
up.  Heavy trains: resource trains are loaded, a whiskey train gives whiskey.
After the first link, a second of any type costs $10 more (no extra card).  The
steps are core's Network block, with a choice of kind before the line.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import discard
from brass.core.play import links
from brass.core.play.actions import Step
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.network import presence
from brass.core.play.scoring import link_value
from brass.core.play.transport import Request, ceiling, quote

from .. import texts
from .develop import FreeDevelop, accessible, remove
from .followups import finish
from .oil import add_oil, pipeline_ends, reveal
from .paid import paid_summary
from .rewards import gain_whiskey, grant

if TYPE_CHECKING:
    from brass.core.play.engine import Game

RESERVE_OIL = 1


def _network(game: Game, player: int) -> int:
    """Locations with the player's industries or touching their links (oilfields are not locations)."""
    return presence(game, player)[1] & ~game.rules.title.oilfield_mask


def link_cost(game: Game, player: int, kind: int, line: int, memo: dict | None = None) -> int:
    """Resources' money for ``kind`` on ``line`` (-1: cannot be supplied).

    ``memo`` shares quotes between lines that join the same components.
    """
    rules = game.rules
    p = rules.title
    link = rules.board.links[line]
    net = game.network()
    if kind in p.pipelines:
        _field, city = pipeline_ends(game, line)
        key: tuple = ("pipe", net.comp[city])
    else:
        key = (kind == p.light, tuple(sorted({net.comp[e] for e in link.ends})))
    if memo is not None and key in memo:
        return memo[key]
    cost = _link_cost(game, player, kind, line)
    if memo is not None:
        memo[key] = cost
    return cost


def _link_cost(game: Game, player: int, kind: int, line: int) -> int:
    rules = game.rules
    p = rules.title
    link = rules.board.links[line]
    if kind in p.pipelines:
        _field, city = pipeline_ends(game, line)
        return quote(game, Request(player, p.iron, (city,)), p.network.pipeline_iron)
    # A train's cubes may come from anything connected to either end once the link joins
    # them.  Every source is found through the reach of the request's locations, and the
    # reach of both ends is the same before and after they are joined, so the current
    # network answers (and its quotes are shared for the state version).
    if kind == p.light:
        return quote(game, Request(player, p.coal, link.ends), p.network.light_coal)
    return quote(game, Request(player, p.steel, link.ends), p.network.heavy_steel)


def link_supply(game: Game, kind: int) -> tuple[int, int]:
    """(resource, cubes) a ``kind`` link consumes: coal for a light train, steel for a heavy
    one, iron for a pipeline."""
    p = game.rules.title
    net = p.network
    if kind in p.pipelines:
        return p.iron, net.pipeline_iron
    if kind == p.light:
        return p.coal, net.light_coal
    return p.steel, net.heavy_steel


def link_ceiling(game: Game, kind: int) -> int:
    """The most the resources of a ``kind`` link can cost anywhere (-1: not known)."""
    return ceiling(game, *link_supply(game, kind))


def link_floor(game: Game, player: int, kind: int, memo: dict) -> int:
    """The least the resources of a ``kind`` link can cost ``player`` anywhere (-1: none can
    be had): the quote as if every location were connected.  Tiles and trains are free and
    the first tier, so a connection only ever lowers a quote."""
    resource, amount = link_supply(game, kind)
    key = ("floor", resource)
    found = memo.get(key)
    if found is None:
        everywhere = tuple(range(game.rules.board.location_count))
        found = memo[key] = quote(game, Request(player, resource, everywhere), amount)
    return found


def legal_lines(
    game: Game, player: int, kind: int, second: bool,
    network: int | None = None, memo: dict | None = None,
) -> list[tuple[int, int]]:
    """(line, total money) where ``player`` may place a link of ``kind`` now.

    Kept for the current state version (the menu's check and the Network steps share it).
    """
    shared = game.memo()
    key = ("lines", player, kind, second)
    found = shared.get(key)
    if found is None:
        if memo is None:
            memo = shared.setdefault(("link_costs", player), {})
        if network is None:
            network = _network(game, player)
        st = game.state
        fee = game.rules.title.network.second_link_cost if second else 0
        found = []
        for line in open_lines(game, player, kind, network):
            cost = link_cost(game, player, kind, line, memo)
            if cost >= 0 and cost + fee <= st.money[player]:
                found.append((line, cost + fee))
        shared[key] = found
    return found


def any_line(game: Game, player: int, kind: int, second: bool, network: int, memo: dict) -> bool:
    """Whether ``player`` may place a link of ``kind`` somewhere now (the menu's check).

    With money for the dearest supply, the first open line will do; else costs are quoted
    line by line until one is affordable, unless even a fully connected supply is too dear."""
    st = game.state
    fee = game.rules.title.network.second_link_cost if second else 0
    money = st.money[player] - fee
    dearest = link_ceiling(game, kind)
    rich = 0 <= dearest <= money
    first = True
    for line in open_lines(game, player, kind, network):
        if rich:
            return True
        cost = link_cost(game, player, kind, line, memo)
        if 0 <= cost <= money:
            return True
        if first:  # the first line is too dear: is any line cheap enough at all?
            first = False
            least = link_floor(game, player, kind, memo)
            if least < 0 or least > money:
                return False
    return False


def open_lines(game: Game, player: int, kind: int, network: int) -> Iterator[int]:
    """Lines where ``player`` may place ``kind`` now, costs aside: an empty route of the era
    next to the network (anywhere with nothing on the board), or a light train a replacement
    heavy train takes, or the player's reserve pipeline a new pipeline takes."""
    rules = game.rules
    p = rules.title
    st = game.state
    if st.links_left[player][kind] <= 0:
        return
    pipeline = kind in p.pipelines
    links = rules.board.links
    era = st.era
    link_owner = st.link_owner
    for line in p.pipeline_lines if pipeline else p.rail_lines:
        owner = link_owner[line]
        if owner >= 0:
            placed = st.link_kind[line]
            replaces = kind == p.heavy_replacement and owner != player and placed == p.light
            swaps = pipeline and kind != p.reserve and owner == player and placed == p.reserve
            if not (replaces or swaps):
                continue
        link = links[line]
        if era not in link.eras or (network and not network & link.ends_mask):
            continue
        yield line


def legal_kinds(game: Game, player: int, second: bool) -> list[int]:
    """Link kinds ``player`` can place somewhere now (kept for the current state version)."""
    shared = game.memo()
    key = ("kinds", player, second)
    found = shared.get(key)
    if found is None:
        network = _network(game, player)
        memo = shared.setdefault(("link_costs", player), {})
        found = shared[key] = [k for k in _kinds_in_supply(game, player)
                               if _any_line_kept(game, player, k, second, network, memo, shared)]
    return found


def _kinds_in_supply(game: Game, player: int) -> list[int]:
    """Link kinds ``player`` still has (most are used up or never had: checked before anything
    else, as the menu asks at every turn)."""
    return [k for k, left in enumerate(game.state.links_left[player]) if left > 0]


def _any_line_kept(game: Game, player: int, kind: int, second: bool, network: int, memo: dict,
                   shared: dict) -> bool:
    """:func:`any_line`, kept for the state version (the menu's check stops at the first kind
    with a line; the kind step asks of every kind)."""
    key = ("any_line", player, kind, second)
    found = shared.get(key)
    if found is None:
        found = shared[key] = any_line(game, player, kind, second, network, memo)
    return found


def any_kind(game: Game, player: int, second: bool) -> bool:
    """Whether ``player`` can place a link of some kind now (stops at the first kind found)."""
    shared = game.memo()
    found = shared.get(("kinds", player, second))
    if found is not None:
        return bool(found)
    network = _network(game, player)
    memo = shared.setdefault(("link_costs", player), {})
    return any(_any_line_kept(game, player, k, second, network, memo, shared)
               for k in _kinds_in_supply(game, player))


class NetworkData(links.NetworkData, total=False):
    """Pittsburgh's network records the money spent before the current link (for its log
    line), the links laid so far, and the current link: its kind, line and whether the route
    was empty."""

    spent: int
    placed: tuple[int, ...]  # the lines laid so far, in order
    kind: int
    line: int
    fresh: bool  # the route was empty (a pipeline adds its printed barrels)


def data(frame: Frame) -> NetworkData:
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Network(links.Network):
    label = texts.NETWORK
    choice_step = "kind"
    line_step = "line"
    pure_steps = frozenset({"begin", "card", "kind"})
    prompt_choice = texts.PROMPT_KIND
    option_stop = texts.OPT_STOP

    def available(self, game: Game, player: int) -> bool:
        return any_kind(game, player, False)

    def start_data(self, game: Game, player: int) -> NetworkData:
        return {"spent": game.state.spent[player], "placed": ()}

    def choice_options(self, game: Game, frame: Frame) -> list[Option]:
        rules = game.rules
        player = frame.player
        return [Option(f"kind:{rules.link_kinds[k].id}", texts.OPT_KIND(
                    kind=rules.names.link_kind[k](), count=game.state.links_left[player][k]), k)
                for k in legal_kinds(game, player, bool(data(frame)["placed"]))]

    def take_choice(self, game: Game, frame: Frame, option: Option) -> None:
        data(frame)["kind"] = option.value

    def line_options(self, game: Game, frame: Frame) -> list[Option]:
        d = data(frame)
        player, kind = frame.player, d["kind"]
        return [self._line_option(game, player, kind, line, cost)
                for line, cost in legal_lines(game, player, kind, bool(d["placed"]))]

    def _line_option(self, game: Game, player: int, kind: int, line: int, cost: int) -> Option:
        rules = game.rules
        st = game.state
        link = rules.board.links[line]
        a, b = (rules.names.location[e]() for e in link.ends[:2])
        if st.link_owner[line] >= 0 and st.link_owner[line] != player:
            label = texts.OPT_REPLACE(a=a, b=b, owner=player_name(st.link_owner[line]), cost=Money(cost))
        elif st.link_owner[line] >= 0:
            label = texts.OPT_SWAP(a=a, b=b, cost=Money(cost))
        else:
            label = texts.OPT_LINE(a=a, b=b, cost=Money(cost))
        return Option(f"link:{link.ref}", label, line)

    def place(self, game: Game, frame: Frame, line: int) -> links.Costs:
        """A replaced light train scores for its owner and returns; a second link costs more."""
        rules = game.rules
        p = rules.title
        st = game.state
        player = frame.player
        d = data(frame)
        kind = d["kind"]
        second = bool(d["placed"])
        previous = st.link_owner[line]
        d["fresh"] = previous < 0
        if previous >= 0:
            if previous != player:  # a replacement heavy train takes a light train
                vp = link_value(game, line)
                game.score(previous, vp, "replaced")
                if game.listener:
                    game.say_result(texts.LOG_REPLACE(owner=player_name(previous),
                                                      line=rules.names.link(rules, line), vp=vp))
            st.links_left[previous][st.link_kind[line]] += 1
        game.place_link(player, line, kind)
        d["placed"] = d["placed"] + (line,)
        d["line"] = line
        if second:
            game.pay(player, p.network.second_link_cost)
        if kind in p.pipelines:
            _field, city = pipeline_ends(game, line)
            return [(p.iron, p.network.pipeline_iron, (city,), "", -1)]
        ends = rules.board.links[line].ends
        if kind == p.light:
            return [(p.coal, p.network.light_coal, ends, "", -1)]
        return [(p.steel, p.network.heavy_steel, ends, "", -1)]

    def after_link(self, game: Game, frame: Frame) -> bool:
        """The link is paid: its bonuses and effects, then free develops, then perhaps a second link."""
        rules = game.rules
        p = rules.title
        st = game.state
        ext = st.ext
        player = frame.player
        d = data(frame)
        line = d["line"]
        kind = d["kind"]
        link = rules.board.links[line]
        if kind in p.pipelines:
            field, _city = pipeline_ends(game, line)
            if d["fresh"]:
                add_oil(game, field, link.feature("barrels"))
            if kind == p.reserve:
                add_oil(game, field, RESERVE_OIL)
            reveal(game, field, player)
        else:
            grant(game, player, [(k, v) for k, v in link.features if k in ("whiskey", "income", "develop")])
            if kind in p.heavy:
                ext.heavy_built[player] += 1
                if kind in p.heavy_resource:
                    ext.train_cubes[line] = p.heavy_train.resource_cubes
                if kind == p.heavy_whiskey:
                    gain_whiskey(game, player, 1)
        if game.listener:
            game.say_action(texts.LOG_LINK(player=player_name(player), kind=rules.names.link_kind[kind](),
                                           line=rules.names.link(rules, line),
                                           money=Money(st.spent[player] - d["spent"]),
                                           paid=paid_summary(game, frame)))
            d["spent"] = st.spent[player]
            d["paid"] = ()
        return self._after_bonuses(game, frame)

    def link_steps(self) -> dict[str, Step]:
        """The free develops a line's bonus gave, offered and asked as a free develop is, before a
        second link."""
        free = FreeDevelop()
        return {"develop": Step(free.tile_options, self.take_develop, free.tile_prompt)}

    def take_develop(self, game: Game, frame: Frame, option: Option) -> bool:
        ext = game.state.ext
        if option.value is None:  # skip
            ext.free_develops[frame.player] = 0
        else:
            remove(game, frame.player, option)
            ext.free_develops[frame.player] -= 1
        return self._after_bonuses(game, frame)

    def _after_bonuses(self, game: Game, frame: Frame) -> bool:
        """Free develops the link earned come first; then perhaps a second link."""
        player = frame.player
        if game.state.ext.free_develops[player] > 0 and accessible(game, player):
            frame.step = "develop"
            return False
        game.state.ext.free_develops[player] = 0
        return self.next_link(game, frame)

    def more(self, game: Game, frame: Frame) -> bool:
        return len(data(frame)["placed"]) == 1 and any_kind(game, frame.player, True)

    def close(self, game: Game, frame: Frame) -> bool:
        discard(game.state, game.rules.cards, frame.player, data(frame)["card"])
        return finish(game, frame.player)

    def line_prompt(self, game: Game, frame: Frame) -> Message:
        rules = game.rules
        return texts.PROMPT_LINE(player=player_name(frame.player), kind=rules.names.link_kind[data(frame)["kind"]]())

    def second_prompt(self, game: Game, frame: Frame) -> Message:
        return texts.PROMPT_SECOND(player=player_name(frame.player),
                                   money=Money(game.rules.title.network.second_link_cost))
