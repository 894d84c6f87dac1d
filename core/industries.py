"""Industries, resources and industry tiles as static data.

A tile's figures are exactly what its mat row prints: build cost in money and
resources, resources consumed to sell it, income spaces and VP when flipped,
link icons, what it produces when built and in which eras it may be built.
"""
from __future__ import annotations

from typing import Mapping

from attrs import frozen

#: "2" or {"canal" = 1, "rail" = 2}: an amount that may differ by era
PerEra = int | Mapping[str, int]


@frozen
class ResourceData:
    id: str
    name: str


@frozen
class TileData:
    """One mat row: a level of an industry."""

    level: int
    count: int
    money: int
    income: int
    vp: int
    link_icons: int
    eras: tuple[str, ...]
    cost: Mapping[str, int] = {}
    sell: Mapping[str, int] = {}
    produces: Mapping[str, PerEra] = {}
    develop: bool = True


@frozen
class IndustryData:
    """An industry and its tiles, lowest level first.

    ``flips_when`` is "sold" (flipped by a sale) or "emptied" (flipped when the
    last of its ``resource`` leaves it).
    """

    id: str
    name: str
    flips_when: str
    tiles: tuple[TileData, ...]
    resource: str = ""


@frozen
class Tile:
    """A compiled tile type; ``index`` numbers all tiles of all industries."""

    index: int
    industry: int
    level: int
    count: int
    money: int
    cost: tuple[tuple[int, int], ...]  # (resource, amount), amounts > 0
    sell: tuple[tuple[int, int], ...]
    income: int
    vp: int
    link_icons: int
    produces: tuple[int, ...]  # amount of the industry's resource, by era index
    eras: frozenset[int]
    develop: bool
    ref: str  # "cotton/2"


class Industries:
    """Static industry/resource/tile tables."""

    def __init__(
        self,
        resources: tuple[ResourceData, ...],
        industries: tuple[IndustryData, ...],
        era_ids: tuple[str, ...],
    ) -> None:
        self.resources = resources
        self.resource_index = {r.id: i for i, r in enumerate(resources)}
        self.industries = industries
        self.industry_index = {ind.id: i for i, ind in enumerate(industries)}
        era_index = {e: i for i, e in enumerate(era_ids)}
        tiles: list[Tile] = []
        by_industry: list[tuple[int, ...]] = []
        #: resource produced (and held) by each industry, -1 when it sells goods
        self.industry_resource: tuple[int, ...] = tuple(
            self.resource_index[ind.resource] if ind.resource else -1 for ind in industries
        )
        self.sold_by_sale: tuple[bool, ...] = tuple(ind.flips_when == "sold" for ind in industries)
        for ii, ind in enumerate(industries):
            mine: list[int] = []
            for td in ind.tiles:
                produces = [0] * len(era_ids)
                for res, amount in td.produces.items():
                    if res != ind.resource:
                        raise ValueError(f"{ind.id} {td.level} produces {res}, not {ind.resource}")
                    for e, era in enumerate(era_ids):
                        produces[e] = amount if isinstance(amount, int) else amount[era]
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
                    produces=tuple(produces),
                    eras=frozenset(era_index[e] for e in td.eras),
                    develop=td.develop,
                    ref=f"{ind.id}/{td.level}",
                )
                tiles.append(tile)
                mine.append(tile.index)
            by_industry.append(tuple(mine))
        self.tiles: tuple[Tile, ...] = tuple(tiles)
        self.tiles_of: tuple[tuple[int, ...], ...] = tuple(by_industry)
        self.tile_index = {t.ref: t.index for t in tiles}
        #: resource held by each tile type (-1 for goods)
        self.tile_resource: tuple[int, ...] = tuple(self.industry_resource[t.industry] for t in tiles)
