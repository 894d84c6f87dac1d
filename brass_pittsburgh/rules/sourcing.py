"""Where Pittsburgh's cubes and barrels come from (transport tiers).

Coal, iron, steel and coke: connected unflipped industries of any owner first
(mandatory; the player picks among them); otherwise, the player's choice of a
connected market, their own connected resource heavy train, or Vanderbilt, who
delivers anywhere at his price.  Cubes travel only by rail.  Oil: see oil.py.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.transport import OTHER, FixedPriceProvider, MarketProvider, Request, Source, Tier, TileProvider

from .. import texts
from .oil import OilProvider

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.network import NetworkView


class HeavyTrainProvider:
    """Cubes on the user's own resource heavy train, if it is connected by rail."""

    def __init__(self, resource: int) -> None:
        self.resource = resource

    def _lines(self, game: "Game", req: Request, net: "NetworkView") -> list[int]:
        p = game.rules.title
        st = game.state
        if not any(st.ext.train_cubes):
            return []
        links = game.rules.board.links
        reach = net.reach_mask(req.locations) if req.locations else 0
        return [
            line for line, owner in enumerate(st.link_owner)
            if owner == req.player and p.heavy_resource.get(st.link_kind[line]) == self.resource
            and st.ext.train_cubes[line] > 0 and reach & links[line].ends_mask
        ]

    def sources(self, game: "Game", req: Request, net: "NetworkView") -> list[Source]:
        rules = game.rules
        links = rules.board.links
        return [Source(OTHER, line, -1, 0, f"train:{links[line].ref}", self,
                       texts.SOURCE_TRAIN(line=rules.names.link(rules, line)))
                for line in self._lines(game, req, net)]

    def prices(self, game: "Game", req: Request, net: "NetworkView", limit: int) -> list[int]:
        have = sum(game.state.ext.train_cubes[line] for line in self._lines(game, req, net))
        return [0] * min(limit, have)

    def take(self, game: "Game", req: Request, source: Source) -> None:
        game.state.ext.train_cubes[source.ref] -= 1

    def keys(self, game: "Game") -> list[str]:
        return [f"train:{link.ref}" for link in game.rules.board.links]


def transport_tiers(game: "Game") -> dict[tuple[int, str], list[Tier]]:
    rules = game.rules
    p = rules.title
    out: dict[tuple[int, str], list[Tier]] = {}
    for resource in (p.coal, p.iron, p.steel, p.coke):
        second = [MarketProvider(m.index, key=f"market:{m.id}") for m in rules.markets if m.resource == resource]
        second.append(HeavyTrainProvider(resource))
        second.append(FixedPriceProvider(p.vanderbilt[resource], "vanderbilt", texts.SOURCE_VANDERBILT()))
        out[(resource, "")] = [
            Tier((TileProvider(resource, owner="any", connected=True),)),
            Tier(tuple(second)),
        ]
    out[(p.oil, "")] = [Tier((OilProvider(),))]
    return out
