"""The board as static data: locations, industry spaces and link lines.

Locations, spaces and links are numbered once when the rules are built; the
dynamic state only stores small integers that index these tables.
"""
from __future__ import annotations

from collections.abc import Mapping

from attrs import field, frozen

from brass.core.model.bounds import quantity


@frozen
class SpaceData:
    """An industry space: where it sits in its location and the icons printed in it."""

    #: where the space sits in its location (a free word: "left", "top", "single")
    at: str
    #: the industry ids printed in the space (one icon gives that industry priority, in titles that say so)
    allow: tuple[str, ...]


@frozen
class LocationData:
    """A board location as written in a title's map file."""

    #: the location's id (links, cards, positions and variants name it)
    id: str
    #: its name, shown to players
    name: str
    #: what it is, in the title's words ("town", "farm", "merchant", "city", "oilfield"); titles read it
    kind: str
    #: the colour group printed on the board
    region: str = ""
    #: a location card names it (false for farm breweries)
    location_card: bool = True
    #: link icons printed beside it (scored by links that touch it)
    link_icons: int = quantity(default=0)
    #: its industry spaces, in reading order
    spaces: tuple[SpaceData, ...] = ()
    #: one entry per merchant-tile space: the smallest player count at which a tile is placed there
    merchant_slots: tuple[int, ...] = quantity(default=())
    #: its figures are not confirmed by a public source
    provisional: bool = False


@frozen
class LinkData:
    """A link line: the locations a tile on it connects and the eras it may be built in.

    ``route`` names the kind of line for titles with several (rail, pipeline);
    ``features`` are title-defined numbers printed on it (bonuses, barrels).
    """

    #: the location ids a tile on the line connects (two, sometimes more)
    ends: tuple[str, ...]
    #: the eras in which a tile may be built on it
    eras: tuple[str, ...]
    #: the kind of line, for titles with several ("rail", "pipeline")
    route: str = ""
    #: title-defined numbers printed on the line (bonuses, barrels), by name
    features: Mapping[str, int] = quantity(default={})
    #: its figures are not confirmed by a public source
    provisional: bool = False


@frozen
class Space:
    """A numbered industry space (``n`` counts from 1 inside its location)."""

    #: its index (state lists per space use it)
    index: int
    #: the location it belongs to (an index into board.locations)
    location: int
    #: its number inside the location, from 1
    n: int
    #: where it sits in its location (a free word: "left", "single")
    at: str
    #: the industries it may hold (indices into industries.industries)
    allow: frozenset[int]
    ref: str  # "birmingham/2"


@frozen
class Link:
    """A numbered link line; ``ends`` has two locations, sometimes more."""

    #: its index (state lists per line use it)
    index: int
    #: the locations it joins (indices; two, sometimes more)
    ends: tuple[int, ...]
    #: the eras in which a tile may be placed on it
    eras: frozenset[int]
    ref: str  # "birmingham-coventry"
    #: the bit mask of its ends
    ends_mask: int = field(default=0)
    #: the kind of line, in titles with several ("rail", "pipeline")
    route: str = ""
    #: title-defined numbers printed on the line, as (name, value) pairs
    features: tuple[tuple[str, int], ...] = ()

    def feature(self, name: str) -> int:
        for key, value in self.features:
            if key == name:
                return value
        return 0


@frozen
class MerchantSlot:
    """A merchant-tile space at a merchant location, used from ``min_players`` up."""

    #: its index (state.merchant_tile and state.merchant_goods use it)
    index: int
    #: the merchant location it belongs to
    location: int
    #: its number at that location, from 1
    n: int
    #: the smallest player count at which a tile is placed there
    min_players: int
    #: its reference ("oxford/1")
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
        #: the locations as written in the data (LocationData), by location index
        self.locations = locations
        #: location id -> location index
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
        #: every industry space (Space), numbered as state.tile_owner
        self.spaces: tuple[Space, ...] = tuple(spaces)
        #: per location: the indices of its spaces
        self.spaces_at: tuple[tuple[int, ...], ...] = tuple(spaces_at)
        #: space ref ("birmingham/2") -> space index
        self.space_index = {s.ref: s.index for s in spaces}
        #: every merchant-tile space (MerchantSlot), numbered as state.merchant_tile
        self.merchant_slots: tuple[MerchantSlot, ...] = tuple(merchant_slots)
        #: merchant slot ref -> slot index
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
        #: every link line (Link), numbered as state.link_owner
        self.links: tuple[Link, ...] = tuple(compiled)
        #: link ref ("birmingham-coventry") -> line index
        self.link_index = {link.ref: link.index for link in compiled}
        at: list[list[int]] = [[] for _ in locations]
        for link in compiled:
            for e in link.ends:
                at[e].append(link.index)
        #: per location: the lines that touch it
        self.links_at: tuple[tuple[int, ...], ...] = tuple(tuple(x) for x in at)
        #: how many locations the board has
        self.location_count = len(locations)
        #: per space, the bit of its location; per link line, the mask of its ends (hot loops
        #: read these flat tuples instead of the records)
        self.space_bits: tuple[int, ...] = tuple(1 << s.location for s in self.spaces)
        #: per link line, the bit mask of its ends' locations
        self.link_masks: tuple[int, ...] = tuple(link.ends_mask for link in compiled)
        #: per era index: (line, mask of its ends) of each line open in that era
        self.era_lines: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((link.index, link.ends_mask) for link in compiled if era in link.eras)
            for era in range(len(era_index)))

    def location_id(self, index: int) -> str:
        return self.locations[index].id

    def location_name(self, index: int) -> str:
        return self.locations[index].name
