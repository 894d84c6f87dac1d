"""Resource markets as price ladders.

A market is a list of spaces with prices, cheapest first.  Filled spaces are
always the dearest ones, so its whole state is one number: how many cubes it
holds.  Buying takes the cheapest filled space; selling fills the dearest empty
one; an empty market may still sell from the general supply at ``empty_price``.
Fixed-price markets are ladders whose spaces share one price.
"""
from __future__ import annotations

from attrs import frozen

from brass.core.model.bounds import bounded, quantity


@frozen
class MarketData:
    """A market as written in the data.

    ``reached_from``: the market is used through a connection to one of these
    locations; empty means it is reached from anywhere.  ``empty_price`` < 0:
    nothing can be bought when it is empty.  ``vp``: VP printed on each space
    (earned by selling into it), cheapest space first.
    """

    #: the market's id
    id: str
    #: the resource it trades (a resource id)
    resource: str
    #: the price of every space, cheapest first
    prices: tuple[int, ...] = bounded()
    #: cubes in it at setup (they fill the dearest spaces)
    start_cubes: int = quantity()
    #: price per cube when it is empty (below 0: nothing can be bought then)
    empty_price: int = bounded(-1, default=-1)
    reached_from: tuple[str, ...] = ()
    vp: tuple[int, ...] = bounded(default=())
    players: tuple[int, ...] = bounded(1, 100, default=())  # player counts it is used at; empty = every count
    #: its figures are not confirmed by a public source
    provisional: bool = False


@frozen
class Market:
    #: its index (state.markets holds its cubes)
    index: int
    #: its id
    id: str
    #: the resource it trades (an index into industries.resources)
    resource: int
    #: the price of every space, cheapest first
    prices: tuple[int, ...]
    #: VP printed on each space (0: none)
    vp: tuple[int, ...]
    #: cubes in it at setup
    start_cubes: int
    #: the price of a cube when it is empty (-1: it sells none then)
    empty_price: int
    reach_mask: int  # locations that reach it; 0 = anywhere
    place: int = -1  # the location it stands at (for names), -1 = none
    players: frozenset[int] = frozenset()  # player counts it is used at; empty = every count

    def in_play(self, players: int) -> bool:
        return not self.players or players in self.players

    @property
    def size(self) -> int:
        return len(self.prices)


def buy_price(market: Market, cubes: int) -> int:
    """Price of the next cube bought when the market holds ``cubes`` (-1: none to buy)."""
    if cubes > 0:
        return market.prices[len(market.prices) - cubes]
    return market.empty_price


def next_prices(market: Market, cubes: int, limit: int) -> list[int]:
    """Prices of up to ``limit`` cubes bought one after another when the market holds
    ``cubes``: the cubes held, dearer each time, then the empty market's price (if it sells)."""
    ladder = market.prices
    start = len(ladder) - cubes
    out = list(ladder[start:start + limit])
    if len(out) < limit and market.empty_price >= 0:
        out.extend([market.empty_price] * (limit - len(out)))
    return out


def buy_cost(market: Market, cubes: int, amount: int) -> int:
    """Total price of buying ``amount`` cubes one after another (-1: impossible)."""
    if amount <= 0:
        return 0
    prices = next_prices(market, cubes, amount)
    return sum(prices) if len(prices) == amount else -1


def sell_slot(market: Market, cubes: int) -> int:
    """Index of the space the next sold cube fills (-1: the market is full)."""
    if cubes >= len(market.prices):
        return -1
    return len(market.prices) - cubes - 1
