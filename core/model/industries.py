"""Industries, resources and industry tiles as static data.

A tile's figures are what its mat row prints: build cost in money, resources
and income levels, resources consumed to sell it, what it gives when flipped
(income spaces, rewards), its VP, link icons and quality stars, what it
produces when built (cubes of one or several resources), in which eras it may
be built, whether it must replace (upgrade) another industry, and whether it
enters play already flipped.  Core interprets the common figures; a title
interprets ``rewards`` and ``vp_rule``.
"""
from __future__ import annotations

from collections.abc import Mapping

from attrs import frozen

from brass.core.model.bounds import MAX_COUNT, bounded, quantity

#: "2" or {"canal" = 1, "rail" = 2}: an amount that may differ by era (or by resource)
PerEra = int | Mapping[str, int]
Amounts = PerEra


@frozen
class ResourceData:
    #: the resource's id (costs, markets and tiles name it)
    id: str
    #: its name, shown to players
    name: str


@frozen
class TileData:
    """One mat row: a level of an industry."""

    #: the level printed on the tile
    level: int = bounded(0, 100)
    #: tiles of this level per player
    count: int = quantity()
    #: build cost in money
    money: int = bounded()
    #: income spaces gained when it flips
    income: int = bounded(0, MAX_COUNT)
    #: VP the flipped tile scores at each era end
    vp: int = bounded()
    #: link icons on the flipped tile (scored by links that touch its location)
    link_icons: int = quantity()
    #: the eras in which it may be built
    eras: tuple[str, ...]  # type: ignore[misc]  # mypy takes the bounded()/quantity() field helpers for defaults
    #: resources consumed to build it, by resource id
    cost: Mapping[str, int] = quantity(default={})
    #: resources consumed to sell it, by resource id
    sell: Mapping[str, int] = quantity(default={})
    #: cubes placed on it when built, by resource id: a number, or a table by era id
    produces: Mapping[str, PerEra] = quantity(default={})
    #: false: it may never be developed (Birmingham's lightbulb icon)
    develop: bool = True
    tag: str = ""  # tells apart two tiles of one industry and level ("a", "b")
    income_cost: int = quantity(default=0)  # income levels lost when built
    upgrades: tuple[str, ...] = ()  # it may only replace one of these (own, flipped) industries
    #: it is flipped as soon as it is built
    enters_flipped: bool = False
    #: quality stars printed on it (titles with quality rewards)
    stars: int = bounded(0, 100, default=0)
    rewards: Mapping[str, int] = bounded(default={})  # title-defined flip rewards besides income spaces
    vp_rule: str = ""  # title-defined VP instead of the printed number
    provisional: tuple[str, ...] = ()  # fields whose values are not confirmed by a public source


@frozen
class IndustryData:
    """An industry and its tiles, lowest level first.

    ``flips_when`` is "sold" (flipped by a sale) or "emptied" (flipped when the
    last cube of what it produced leaves it).
    """

    #: the industry's id (spaces, cards and tiles name it)
    id: str
    #: its name, shown to players
    name: str
    #: "sold" (flipped by a sale) or "emptied" (flipped when its last cube leaves)
    flips_when: str
    #: its tiles, one row per level, lowest first
    tiles: tuple[TileData, ...]
    #: its figures are not confirmed by a public source
    provisional: bool = False


@frozen
class Tile:
    """A compiled tile type; ``index`` numbers all tiles of all industries."""

    #: its index (state.tile_type holds it)
    index: int
    #: its industry (an index into industries.industries)
    industry: int
    #: its level as printed
    level: int
    #: how many of it each player has
    count: int
    #: the money it costs to build
    money: int
    cost: tuple[tuple[int, int], ...]  # (resource, amount), amounts > 0
    #: what one sale of it consumes: (resource, amount) pairs
    sell: tuple[tuple[int, int], ...]
    #: income spaces its owner advances when it flips
    income: int
    #: VP it scores when flipped, at an era's end
    vp: int
    #: link icons it adds to its location for link scoring
    link_icons: int
    produces: tuple[tuple[tuple[int, int], ...], ...]  # by era index: ((resource, amount), ...)
    #: the eras in which it may be built
    eras: frozenset[int]
    #: it may be removed by Develop
    develop: bool
    ref: str  # "cotton/2"
    #: income levels building it costs
    income_cost: int = 0
    #: the industries whose flipped tiles of its owner it may replace
    upgrades: frozenset[int] = frozenset()
    #: it is built already flipped
    enters_flipped: bool = False
    #: quality stars printed on it
    stars: int = 0
    #: title-defined rewards, as (kind, amount) pairs
    rewards: tuple[tuple[str, int], ...] = ()
    #: a title-defined rule that scores it instead of vp (empty: none)
    vp_rule: str = ""
    resources: frozenset[int] = frozenset()  # every resource it ever holds


class Industries:
    """Static industry/resource/tile tables."""

    def __init__(
        self,
        resources: tuple[ResourceData, ...],
        industries: tuple[IndustryData, ...],
        era_ids: tuple[str, ...],
    ) -> None:
        #: the resources as written in the data (ResourceData), by resource index
        self.resources = resources
        #: resource id -> resource index (state.cubes is per resource)
        self.resource_index = {r.id: i for i, r in enumerate(resources)}
        #: the industries as written in the data (IndustryData), by industry index
        self.industries = industries
        #: industry id -> industry index
        self.industry_index = {ind.id: i for i, ind in enumerate(industries)}
        #: per industry: its tiles flip when sold (goods), not when emptied
        self.sold_by_sale: tuple[bool, ...] = tuple(ind.flips_when == "sold" for ind in industries)
        tiles: list[Tile] = []
        by_industry: list[tuple[int, ...]] = []
        held: list[set[int]] = []
        for ii, ind in enumerate(industries):
            mine: list[int] = []
            held.append(set())
            for td in ind.tiles:
                produces: list[list[tuple[int, int]]] = [[] for _ in era_ids]
                res_set: set[int] = set()
                for res, amount in td.produces.items():
                    r = self.resource_index[res]
                    res_set.add(r)
                    for e, era in enumerate(era_ids):
                        n = amount if isinstance(amount, int) else amount[era]
                        if n:
                            produces[e].append((r, n))
                held[ii] |= res_set
                tile = Tile(
                    index=len(tiles),
                    industry=ii,
                    level=td.level,
                    count=td.count,
                    money=td.money,
                    cost=tuple((self.resource_index[r], n) for r, n in td.cost.items() if n),
                    sell=tuple((self.resource_index[r], n) for r, n in td.sell.items() if n),
                    income=td.income,
                    vp=td.vp,
                    link_icons=td.link_icons,
                    produces=tuple(tuple(p) for p in produces),
                    eras=frozenset(era_index for era_index, e in enumerate(era_ids) if e in td.eras),
                    develop=td.develop,
                    ref=f"{ind.id}/{td.level}{td.tag}",
                    income_cost=td.income_cost,
                    upgrades=frozenset(self.industry_index[u] for u in td.upgrades),
                    enters_flipped=td.enters_flipped,
                    stars=td.stars,
                    rewards=tuple(td.rewards.items()),
                    vp_rule=td.vp_rule,
                    resources=frozenset(res_set),
                )
                tiles.append(tile)
                mine.append(tile.index)
            by_industry.append(tuple(mine))
        #: every tile type (Tile), as rules.tiles
        self.tiles: tuple[Tile, ...] = tuple(tiles)
        #: per industry: its tile types, lowest level first
        self.tiles_of: tuple[tuple[int, ...], ...] = tuple(by_industry)
        #: tile ref ("cotton/2") -> tile type index
        self.tile_index = {t.ref: t.index for t in tiles}
        #: every resource an industry's tiles hold
        self.industry_resources: tuple[frozenset[int], ...] = tuple(frozenset(h) for h in held)
        #: the one resource an industry holds (-1: none, or several)
        self.industry_resource: tuple[int, ...] = tuple(
            next(iter(h)) if len(h) == 1 else -1 for h in held
        )
