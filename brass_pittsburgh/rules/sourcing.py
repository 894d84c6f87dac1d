"""Where Pittsburgh's cubes and barrels come from (transport tiers).

Coal, iron, steel and coke: connected unflipped industries of any owner first
(mandatory over markets and Vanderbilt; the player picks among them); otherwise,
the player's choice of a connected market or Vanderbilt, who delivers anywhere at
his price.  The player's own connected resource heavy train is a choice beside
every one of these (page 7: "Instead of using industry tiles, markets, or
Vanderbilt, you may consume resources from Resource Heavy Trains... but you are
not required to do so").  Cubes travel only by rail.  Oil: see oil.py.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.transport import (
    OTHER,
    FixedPriceProvider,
    MarketProvider,
    Provider,
    Request,
    Source,
    Tier,
    TileProvider,
)

from .. import texts
from .oil import OilProvider

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.network import NetworkView


class HeavyTrainProvider:
    """Cubes on the user's own resource heavy train, if it is connected by rail."""

    def __init__(self, resource: int) -> None:
        self.resource = resource
        # an index of the lines holding train cubes, for the counts it was made from
        self._seen: list[int] | None = None
        self._loaded: list[int] = []

    def loaded(self, cubes: list[int]) -> list[int]:
        """Lines whose count in ``cubes`` (the trains' cubes per line) is not zero (kept until
        the counts differ)."""
        if cubes != self._seen:
            self._loaded = [line for line, n in enumerate(cubes) if n]
            self._seen = cubes[:]
        return self._loaded

    def _lines(self, game: Game, req: Request, net: NetworkView) -> list[int]:
        st = game.state
        loaded = self.loaded(st.ext.train_cubes)
        if not loaded:
            return []
        heavy_resource = game.rules.title.heavy_resource
        owner = st.link_owner
        kind = st.link_kind
        player = req.player
        # the player's trains of this resource first (usually none): reach only if one is
        mine = [line for line in loaded
                if owner[line] == player and heavy_resource.get(kind[line]) == self.resource]
        if not mine or not req.locations:
            return []
        links = game.rules.board.links
        reach = net.reach_mask(req.locations)
        return [line for line in mine if reach & links[line].ends_mask]

    def sources(self, game: Game, req: Request, net: NetworkView) -> list[Source]:
        rules = game.rules
        links = rules.board.links
        return [Source(OTHER, line, -1, 0, f"train:{links[line].ref}", self,
                       texts.SOURCE_TRAIN(line=rules.names.link(rules, line)))
                for line in self._lines(game, req, net)]

    def prices(self, game: Game, req: Request, net: NetworkView, limit: int) -> list[int]:
        lines = self._lines(game, req, net)
        if not lines:
            return []
        cubes = game.state.ext.train_cubes
        return [0] * min(limit, sum(cubes[line] for line in lines))

    def take(self, game: Game, req: Request, source: Source) -> None:
        game.state.ext.train_cubes[source.ref] -= 1

    def dearest(self, game: Game) -> int:
        return 0  # the train's cubes are free

    def endless(self, game: Game) -> bool:
        return False

    def keys(self, game: Game) -> list[str]:
        return [f"train:{link.ref}" for link in game.rules.board.links]


class TilesOrOwnTrain:
    """Connected industry tiles and, whenever they can supply, the user's own train beside them.

    When no tile can supply, this offers nothing, so the next tier (markets,
    Vanderbilt and the train again) is used: the train is never forced.
    """

    def __init__(self, tiles: TileProvider, train: HeavyTrainProvider) -> None:
        self.tiles = tiles
        self.train = train

    def sources(self, game: Game, req: Request, net: NetworkView) -> list[Source]:
        found = self.tiles.sources(game, req, net)
        return found + self.train.sources(game, req, net) if found else found

    def prices(self, game: Game, req: Request, net: NetworkView, limit: int) -> list[int]:
        # The train's cubes are free and priced again in the next tier: counting them here
        # too would count them twice when a cost needs more cubes than the tiles hold.
        return self.tiles.prices(game, req, net, limit)

    def take(self, game: Game, req: Request, source: Source) -> None:
        source.provider.take(game, req, source)

    def dearest(self, game: Game) -> int:
        return 0  # tiles and the train are free

    def endless(self, game: Game) -> bool:
        return False

    def keys(self, game: Game) -> list[str]:
        return [*self.tiles.keys(game), *self.train.keys(game)]


def transport_tiers(game: Game) -> dict[tuple[int, str], list[Tier]]:
    rules = game.rules
    p = rules.title
    out: dict[tuple[int, str], list[Tier]] = {}
    for resource in (p.coal, p.iron, p.steel, p.coke):
        second: list[Provider] = [MarketProvider(m.index, key=f"market:{m.id}") for m in rules.markets
                                  if m.resource == resource]
        train = HeavyTrainProvider(resource)
        second.append(train)
        second.append(FixedPriceProvider(p.vanderbilt[resource], "vanderbilt", texts.SOURCE_VANDERBILT()))
        out[(resource, "")] = [
            Tier((TilesOrOwnTrain(TileProvider(resource, owner="any", connected=True), train),)),
            Tier(tuple(second)),
        ]
    out[(p.oil, "")] = [Tier((OilProvider(),))]
    return out
