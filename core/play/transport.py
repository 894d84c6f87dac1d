"""Per-cube resource sourcing with prioritized sources.

A title declares, per resource (and optionally per purpose), an ordered list of
*tiers*; each tier is a list of *providers*.  Every cube is taken from the first
tier that can supply it.  Inside a tier the player chooses among the offered
sources, except that a ``nearest`` tier only offers the sources at the fewest
links from where the cube is used.  A choice with one candidate resolves itself.

Providers are plain objects resolved when the game is built, so sourcing a cube
costs no hook call.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message
from brass.core.model.market import Market, buy_price, next_prices
from brass.core.play.context import GameContext
from brass.core.play.network import NetworkView

#: Source.kind values
TILE = 0
MARKET = 1
OTHER = 2


class Request(NamedTuple):
    """Cubes of ``resource`` needed by ``player`` at ``locations`` (empty: anywhere).

    ``purpose`` selects the tiers (e.g. beer for a sale may come from a merchant);
    ``detail`` is free for the title (e.g. the industry being sold).
    """

    player: int
    resource: int
    locations: tuple[int, ...]
    purpose: str = ""
    detail: int = -1


class Provider(Protocol):
    """Supplies cubes of one resource.

    Optionally, ``dearest(game) -> int`` (its highest price, -1: unknown) and
    ``endless(game) -> bool`` (it always supplies, wherever the cube is used) let
    :func:`ceiling` bound the cost of cubes without a quote; a provider without them makes
    the ceiling unknown.  ``game`` is the engine's game: a title's provider may type it as
    ``Game`` and use all of it (this module sits below the engine, so it cannot name it).
    """

    def sources(self, game: Any, req: Request, net: NetworkView) -> list[Source]:
        """Sources that can give one cube now."""

    def prices(self, game: Any, req: Request, net: NetworkView, limit: int) -> list[int]:
        """Prices of the next cubes (at most ``limit``) taken here one after another."""

    def take(self, game: Any, req: Request, source: Source) -> None:
        """Take one cube from ``source`` (pay for it, flip an emptied tile...)."""

    def keys(self, game: Any) -> list[str]:
        """Every ``Source.key`` this provider may ever offer in this game (a superset is fine):
        the fixed action index of the RL adapters is built from it."""


class Source(NamedTuple):
    """One place a cube can come from; ``key`` is its option id suffix.  (Defined after Provider:
    mypyc evaluates a compiled NamedTuple's field types, so a later name would be missing.)"""

    kind: int
    ref: int
    location: int  # -1 when it has no board location
    price: int
    key: str
    provider: Provider
    label: Message | None = None  # how the option reads; None: the provider kind's default
    note: Message | None = None  # what else taking it brings (a merchant's bonus), said in the option


class Tier(NamedTuple):
    providers: tuple[Provider, ...]
    nearest: bool = False


@mypyc_attr(allow_interpreted_subclasses=True)
class TransportPolicy:
    """Tiers per (resource, purpose); purpose "" is the default for a resource."""

    def __init__(self) -> None:
        self._tiers: dict[tuple[int, str], tuple[Tier, ...]] = {}
        self._dearest: dict[tuple[int, str, int], int] = {}

    def set(self, resource: int, tiers: Sequence[Tier], purpose: str = "") -> None:
        self._tiers[(resource, purpose)] = tuple(tiers)

    def all_tiers(self) -> list[tuple[int, str, tuple[Tier, ...]]]:
        """Every (resource, purpose, tiers) entry, in a stable order."""
        return [(r, purpose, tiers) for (r, purpose), tiers in sorted(self._tiers.items())]

    def tiers(self, resource: int, purpose: str = "") -> tuple[Tier, ...]:
        found = self._tiers.get((resource, purpose))
        if found is None:
            found = self._tiers.get((resource, ""), ())
        return found

    def dearest(self, game: SourcingGame, resource: int, purpose: str = "") -> int:
        """The most one cube of ``resource`` can cost wherever and whenever it is used, or -1
        when that is not known in advance (see :func:`ceiling`); kept per player count."""
        key = (resource, purpose, game.state.players)
        found = self._dearest.get(key)
        if found is None:
            found = self._dearest[key] = _dearest(game, self.tiers(resource, purpose))
        return found


class SourcingGame(GameContext, Protocol):
    """What sourcing cubes needs of a game (the engine's ``Game`` is one)."""

    transport: TransportPolicy

    def network(self) -> NetworkView: ...

    def memo(self) -> dict: ...

    def remove_cube(self, space: int, resource: int) -> None: ...

    def pay(self, player: int, amount: int) -> None: ...


def _reachable(net: NetworkView, req: Request) -> int:
    return net.reach_mask(req.locations) if req.locations else 0


def candidates(game: SourcingGame, req: Request) -> list[Source]:
    """Sources the player may choose from for the next cube (empty: none at all)."""
    net = game.network()
    for tier in game.transport.tiers(req.resource, req.purpose):
        found: list[Source] = []
        for provider in tier.providers:
            found.extend(provider.sources(game, req, net))
        if not found:
            continue
        if tier.nearest and len(found) > 1 and req.locations:
            dist = net.distances(req.locations)
            best = min(dist[s.location] for s in found)
            found = [s for s in found if dist[s.location] == best]
        return found
    return []


def quote(game: SourcingGame, req: Request, amount: int, net: NetworkView | None = None) -> int:
    """Cheapest money cost of ``amount`` cubes under the tier rules (-1: impossible).

    Each tier gives as many cubes as it can (cheapest first) before the next tier
    is used.  ``net`` may be a hypothetical network (a link about to be placed).
    """
    if amount <= 0:
        return 0
    if net is None:
        memo = game.memo()
        key = ("quote", req, amount)
        found = memo.get(key)
        if found is None:
            found = memo[key] = _quote(game, req, amount, game.network())
        return found
    return _quote(game, req, amount, net)


def _quote(game: SourcingGame, req: Request, amount: int, net: NetworkView) -> int:
    remaining = amount
    total = 0
    for tier in game.transport.tiers(req.resource, req.purpose):
        providers = tier.providers
        if len(providers) == 1:
            offered = providers[0].prices(game, req, net, remaining)
        else:
            offered = []
            for provider in providers:
                offered += provider.prices(game, req, net, remaining)
            offered.sort()
        if len(offered) >= remaining:  # this tier gives the rest, cheapest first
            return total + (offered[0] if remaining == 1 else sum(offered[:remaining]))
        total += sum(offered)
        remaining -= len(offered)
    return -1


def ceiling(game: SourcingGame, resource: int, amount: int, purpose: str = "") -> int:
    """The most ``amount`` cubes of ``resource`` can cost wherever they are used (-1: not known
    in advance, or they may be lacking).

    A quote takes cubes tier by tier, so a tier with a supplier that never runs out and needs
    no connection (a market reached from anywhere that sells when empty, a fixed-price
    supplier) is never passed; below it, no cube costs more than the dearest price any
    provider up to that tier may ask.  Existence checks use it to skip quoting when the
    player has money enough anyway.  A provider takes part by saying ``dearest(game)`` (its
    highest price; -1: unknown) and ``endless(game)`` (whether it always supplies anywhere).
    """
    if amount <= 0:
        return 0
    worst = game.transport.dearest(game, resource, purpose)
    return -1 if worst < 0 else worst * amount


def _dearest(game: SourcingGame, tiers: Sequence[Tier]) -> int:
    worst = 0
    for tier in tiers:
        endless = False
        for provider in tier.providers:
            dearest = getattr(provider, "dearest", None)
            price = -1 if dearest is None else dearest(game)
            if price < 0:
                return -1
            worst = max(worst, price)
            is_endless = getattr(provider, "endless", None)
            endless = endless or bool(is_endless is not None and is_endless(game))
        if endless:
            return worst
    return -1


def take(game: SourcingGame, req: Request, source: Source) -> None:
    """Take one cube from ``source`` (one returned by :func:`candidates`)."""
    source.provider.take(game, req, source)


# -- generic providers ----------------------------------------------------------

@mypyc_attr(allow_interpreted_subclasses=True)
class TileProvider:
    """Cubes sitting on unflipped industry tiles.

    ``owner``: "any", "own" or "others"; ``connected``: the tile must be connected
    to where the cube is used (own tiles can be exempt with ``own_anywhere``).
    """

    def __init__(self, resource: int, owner: str = "any", connected: bool = True, own_anywhere: bool = False) -> None:
        self.resource = resource
        self.owner = owner
        self.connected = connected
        self.own_anywhere = own_anywhere
        #: any owner's tiles, each where it is connected (the common case, read without owners)
        self._plain = owner == "any" and connected and not own_anywhere
        # an index of the spaces holding this resource, for the cube counts it was made from
        self._seen: list[int] | None = None
        self._holding: list[int] = []
        self._space_bits: list[int] | None = None  # per space: the bit of its location

    def holding(self, cubes: list[int]) -> list[int]:
        """Spaces whose count in ``cubes`` is not zero (kept until the counts differ)."""
        if cubes != self._seen:
            self._holding = [s for s, n in enumerate(cubes) if n]
            self._seen = cubes[:]
        return self._holding

    def _eligible(self, game: SourcingGame, req: Request, net: NetworkView) -> list[int]:
        st = game.state
        holding = self.holding(st.cubes[self.resource])
        if not holding:
            return []
        board = game.rules.board
        flipped = st.tile_flipped
        if self._plain:
            bits = self._space_bits
            if bits is None:
                bits = self._space_bits = [1 << space.location for space in board.spaces]
            reach = _reachable(net, req)
            return [s for s in holding if reach & bits[s] and not flipped[s]]
        reach = -1
        found = []
        for s in holding:
            if flipped[s]:
                continue
            owner = st.tile_owner[s]
            if self.owner == "own" and owner != req.player:
                continue
            if self.owner == "others" and owner == req.player:
                continue
            if self.connected and not (self.own_anywhere and owner == req.player):
                if reach == -1:
                    reach = _reachable(net, req)
                if not (reach >> board.spaces[s].location) & 1:
                    continue
            found.append(s)
        return found

    def sources(self, game: SourcingGame, req: Request, net: NetworkView) -> list[Source]:
        spaces = game.rules.board.spaces
        return [Source(TILE, s, spaces[s].location, 0, spaces[s].ref, self) for s in self._eligible(game, req, net)]

    def prices(self, game: SourcingGame, req: Request, net: NetworkView, limit: int) -> list[int]:
        cubes = game.state.cubes[self.resource]
        have = 0
        for s in self._eligible(game, req, net):
            have += cubes[s]
            if have >= limit:
                return [0] * limit
        return [0] * have

    def take(self, game: SourcingGame, req: Request, source: Source) -> None:
        game.remove_cube(source.ref, self.resource)

    def dearest(self, game: SourcingGame) -> int:
        return 0  # cubes on tiles are free

    def endless(self, game: SourcingGame) -> bool:
        return False

    def keys(self, game: SourcingGame) -> list[str]:
        return [space.ref for space in game.rules.board.spaces]


def _reaches(market: Market, players: int, req: Request, net: NetworkView) -> bool:
    """Whether ``market`` is used at this player count and reached from the request's locations."""
    if not market.in_play(players):
        return False
    mask = market.reach_mask
    if not mask:
        return True
    locations = req.locations
    if not locations:
        return False
    # one location (the usual request) reads its component directly
    return bool(mask & (net.comp_mask[locations[0]] if len(locations) == 1 else net.reach_mask(locations)))


@mypyc_attr(allow_interpreted_subclasses=True)
class MarketProvider:
    """Cubes bought from one market, when the request reaches it."""

    def __init__(self, market: int, key: str = "market") -> None:
        self.market = market
        self.key = key

    def _reached(self, game: SourcingGame, req: Request, net: NetworkView) -> bool:
        return _reaches(game.rules.markets[self.market], game.state.players, req, net)

    def sources(self, game: SourcingGame, req: Request, net: NetworkView) -> list[Source]:
        if not self._reached(game, req, net):
            return []
        price = buy_price(game.rules.markets[self.market], game.state.markets[self.market])
        if price < 0:
            return []
        return [Source(MARKET, self.market, -1, price, self.key, self)]

    def prices(self, game: SourcingGame, req: Request, net: NetworkView, limit: int) -> list[int]:
        market = game.rules.markets[self.market]
        if not _reaches(market, game.state.players, req, net):
            return []
        return next_prices(market, game.state.markets[self.market], limit)

    def take(self, game: SourcingGame, req: Request, source: Source) -> None:
        st = game.state
        price = buy_price(game.rules.markets[self.market], st.markets[self.market])
        if st.markets[self.market] > 0:
            st.markets[self.market] -= 1
        game.pay(req.player, price)

    def dearest(self, game: SourcingGame) -> int:
        market = game.rules.markets[self.market]
        return max((*market.prices, market.empty_price))

    def endless(self, game: SourcingGame) -> bool:
        """An empty market that still sells, reached from anywhere, never fails."""
        market = game.rules.markets[self.market]
        return market.in_play(game.state.players) and market.empty_price >= 0 and not market.reach_mask

    def keys(self, game: SourcingGame) -> list[str]:
        return [self.key]


@mypyc_attr(allow_interpreted_subclasses=True)
class FixedPriceProvider:
    """Cubes delivered anywhere at one price, without limit (a supplier of last resort)."""

    def __init__(self, price: int, key: str, label: Message | None = None) -> None:
        self.price = price
        self.key = key
        self.label = label

    def sources(self, game: SourcingGame, req: Request, net: NetworkView) -> list[Source]:
        return [Source(OTHER, -1, -1, self.price, self.key, self, self.label)]

    def prices(self, game: SourcingGame, req: Request, net: NetworkView, limit: int) -> list[int]:
        return [self.price] * limit

    def take(self, game: SourcingGame, req: Request, source: Source) -> None:
        game.pay(req.player, self.price)

    def dearest(self, game: SourcingGame) -> int:
        return self.price

    def endless(self, game: SourcingGame) -> bool:
        return True

    def keys(self, game: SourcingGame) -> list[str]:
        return [self.key]
