"""The board as static data: locations, industry spaces and link lines.

Locations, spaces and links are numbered once when the rules are built; the
dynamic state only stores small integers that index these tables.
"""
from __future__ import annotations

from typing import Mapping

from attrs import field, frozen

from brass.core.model.bounds import bounded, quantity


@frozen
class SpaceData:
    """An industry space: where it sits in its location and the icons printed in it."""

    at: str
    allow: tuple[str, ...]


@frozen
class LocationData:
    """A board location as written in a title's map file."""

    id: str
    name: str
    kind: str
    region: str = ""
    location_card: bool = True
    link_icons: int = quantity(default=0)
    spaces: tuple[SpaceData, ...] = ()
    merchant_slots: tuple[int, ...] = quantity(default=())
    provisional: bool = False


@frozen
class LinkData:
    """A link line: the locations a tile on it connects and the eras it may be built in.

    ``route`` names the kind of line for titles with several (rail, pipeline);
    ``features`` are title-defined numbers printed on it (bonuses, barrels).
    """

    ends: tuple[str, ...]
    eras: tuple[str, ...]
    route: str = ""
    features: Mapping[str, int] = quantity(default={})
    provisional: bool = False


@frozen
class Space:
    """A numbered industry space (``n`` counts from 1 inside its location)."""

    index: int
    location: int
    n: int
    at: str
    allow: frozenset[int]
    ref: str  # "birmingham/2"


@frozen
class Link:
    """A numbered link line; ``ends`` has two locations, sometimes more."""

    index: int
    ends: tuple[int, ...]
    eras: frozenset[int]
    ref: str  # "birmingham-coventry"
    ends_mask: int = field(default=0)
    route: str = ""
    features: tuple[tuple[str, int], ...] = ()

    def feature(self, name: str) -> int:
        for key, value in self.features:
            if key == name:
                return value
        return 0


@frozen
class MerchantSlot:
    """A merchant-tile space at a merchant location, used from ``min_players`` up."""

    index: int
    location: int
    n: int
    min_players: int
    ref: str


class Board:
    """Static board tables built from the map data."""

    def __init__(
        self,
        locations: tuple[LocationData, ...],
        links: tuple[LinkData, ...],
        industry_index: dict[str, int],
        era_index: dict[str, int],
    ) -> None:
        self.locations = locations
        self.location_index: dict[str, int] = {}
        # Internal invariants: ``Rules._check_board`` refuses duplicate ids and unknown
        # references (with file, key path and a catalog message) before a Board is built.
        for i, loc in enumerate(locations):
            if loc.id in self.location_index:
                raise ValueError(f"location {loc.id!r} is defined twice")
            self.location_index[loc.id] = i
        spaces: list[Space] = []
        merchant_slots: list[MerchantSlot] = []
        spaces_at: list[tuple[int, ...]] = []
        for li, loc in enumerate(locations):
            here: list[int] = []
            for n, sd in enumerate(loc.spaces, start=1):
                allow = frozenset(industry_index[a] for a in sd.allow)
                spaces.append(Space(len(spaces), li, n, sd.at, allow, f"{loc.id}/{n}"))
                here.append(len(spaces) - 1)
            spaces_at.append(tuple(here))
            for n, min_players in enumerate(loc.merchant_slots, start=1):
                merchant_slots.append(
                    MerchantSlot(len(merchant_slots), li, n, min_players, f"{loc.id}/{n}")
                )
        self.spaces: tuple[Space, ...] = tuple(spaces)
        self.spaces_at: tuple[tuple[int, ...], ...] = tuple(spaces_at)
        self.space_index = {s.ref: s.index for s in spaces}
        self.merchant_slots: tuple[MerchantSlot, ...] = tuple(merchant_slots)
        self.merchant_slot_index = {s.ref: s.index for s in merchant_slots}
        compiled: list[Link] = []
        for i, ld in enumerate(links):
            ends = tuple(self.location_index[e] for e in ld.ends)
            mask = 0
            for e in ends:
                mask |= 1 << e
            ref = "-".join(ld.ends[:2])
            compiled.append(Link(i, ends, frozenset(era_index[e] for e in ld.eras), ref, mask,
                                 ld.route, tuple(ld.features.items())))
        self.links: tuple[Link, ...] = tuple(compiled)
        self.link_index = {l.ref: l.index for l in compiled}
        at: list[list[int]] = [[] for _ in locations]
        for link in compiled:
            for e in link.ends:
                at[e].append(link.index)
        self.links_at: tuple[tuple[int, ...], ...] = tuple(tuple(x) for x in at)
        self.location_count = len(locations)

    def location_id(self, index: int) -> str:
        return self.locations[index].id

    def location_name(self, index: int) -> str:
        return self.locations[index].name
