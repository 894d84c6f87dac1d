"""The index of spaces holding cubes that tile providers keep (valid only for the counts it was made from)."""
from __future__ import annotations

from brass.core.play.transport import TileProvider


def test_the_index_lists_spaces_with_cubes_and_follows_every_change() -> None:
    provider = TileProvider(0)
    cubes = [0, 2, 0, 0, 1]
    assert provider.holding(cubes) == [1, 4]
    cubes[1] = 0  # changed in place: the index is rebuilt, never stale
    assert provider.holding(cubes) == [4]
    assert provider.holding([3, 0, 0, 0, 0, 0]) == [0]  # another game's counts
    assert provider.holding([0] * 5) == []


def test_market_prices_are_the_ladder_then_the_empty_price() -> None:
    """The prices a market provider lists equal buying cube after cube (``buy_price``), for
    every count of cubes held and every limit, in both titles' markets."""
    from brass.core.hooks.games import new_game
    from brass.core.model.market import buy_price
    from brass.core.play.transport import MarketProvider, Request

    checked = 0
    for title in ("birmingham", "pittsburgh"):
        game = new_game(title, 4, 0)
        for market in game.rules.markets:
            provider = MarketProvider(market.index)
            req = Request(0, market.resource, tuple(range(game.rules.board.location_count)))
            for held in range(len(market.prices) + 1):
                game.state.markets[market.index] = held
                for limit in range(5):
                    expected, cubes = [], held
                    for _ in range(limit):
                        price = buy_price(market, cubes)
                        if price < 0:
                            break
                        expected.append(price)
                        cubes = max(cubes - 1, 0)
                    assert provider.prices(game, req, game.network(), limit) == expected
                    checked += 1
    assert checked > 100


def test_birmingham_iron_market_prices_of_a_concrete_count() -> None:
    from brass.core.hooks.games import new_game
    from brass.core.play.transport import MarketProvider, Request

    game = new_game("birmingham", 4, 0)
    iron = next(m for m in game.rules.markets if m.resource == game.rules.industries.resource_index["iron"])
    game.state.markets[iron.index] = 1  # the £5 space is the last one left, then £6 each
    assert MarketProvider(iron.index).prices(game, Request(0, iron.resource, ()), game.network(), 3) == [5, 6, 6]


def test_the_plain_tile_provider_finds_what_the_general_scan_finds() -> None:
    """Any owner's connected tiles are found by a short path; the general scan (owner rules,
    own tiles anywhere) is held to it on seeded random positions of both titles."""
    import random

    from brass.core.hooks.games import new_game
    from brass.core.play.transport import Request

    checked = 0
    for title in ("birmingham", "pittsburgh"):
        game = new_game(title, 4, 1)
        pick = random.Random(1)
        n = 0
        while (d := game.decision()) is not None:
            n += 1
            if n % 5 == 0:
                net = game.network()
                locations = game.rules.board.location_count
                for resource in range(len(game.rules.industries.resources)):
                    plain, general = TileProvider(resource), TileProvider(resource)
                    assert plain._plain
                    general._plain = False
                    one, two = pick.randrange(locations), (pick.randrange(locations), pick.randrange(locations))
                    for where in ((), (one,), two):
                        req = Request(pick.randrange(4), resource, where)
                        assert plain._eligible(game, req, net) == general._eligible(game, req, net)
                        assert plain.prices(game, req, net, 2) == general.prices(game, req, net, 2)
                        checked += 1
            game.apply(d.options[pick.randrange(len(d.options))].id)
    assert checked > 1000
