"""Where an industry may be built: card permission, network, spaces, overbuilding and cost.

Everything a Build checks before anything is paid.  Sites are enumerated with
their full money cost (tile price plus coal and iron bought from markets), so
the Build action only ever offers sites the player can complete.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, NamedTuple

from brass.core.model.cards import INDUSTRY, LOCATION, WILD_INDUSTRY, WILD_LOCATION
from brass.core.play.transport import Request, quote

if TYPE_CHECKING:
    from brass.core.model.industries import Tile
    from brass.core.play.engine import Game


class Site(NamedTuple):
    """A legal place for ``tile``: an empty space or a tile to overbuild."""

    space: int
    tile: int
    overbuild: bool
    cost: int  # all money the build costs, market resources included


class BuildContext:
    """Facts about one player's position, computed once per enumeration and memoized."""

    def __init__(self, game: "Game", player: int) -> None:
        self.game = game
        self.player = player
        rules = game.rules
        st = game.state
        self.rules = rules
        self.state = st
        self.b = rules.title
        own = 0
        spaces = rules.board.spaces
        for s, owner in enumerate(st.tile_owner):
            if owner == player:
                own |= 1 << spaces[s].location
        self.own_locations = own
        network = own
        links = rules.board.links
        for i, owner in enumerate(st.link_owner):
            if owner == player:
                network |= links[i].ends_mask
        self.network = network
        self.presence = network != 0
        self.one_per_location = st.era == self.b.canal
        self.money = st.money[player]
        self._quotes: dict[tuple[int, int, int], int] = {}
        self._scarce: dict[int, bool] = {}
        self._sites: dict[tuple[int, int], list[Site]] = {}
        self._next: dict[int, int] = {}
        self._comp: list[int] | None = None
        self._affordable: dict[int, bool] = {}

    # -- costs ------------------------------------------------------------------------
    def resource_cost(self, resource: int, amount: int, location: int) -> int:
        """Money for ``amount`` cubes used at ``location`` (-1: unobtainable).

        Coal depends only on what the location is connected to; iron not at all.
        """
        if amount == 0:
            return 0
        if resource == self.b.coal:
            if self._comp is None:
                self._comp = self.game.network().comp
            place = self._comp[location]
        else:
            place = -1
        key = (resource, amount, place)
        found = self._quotes.get(key)
        if found is None:
            locs = (location,) if resource == self.b.coal else ()
            found = quote(self.game, Request(self.player, resource, locs), amount)
            self._quotes[key] = found
        return found

    def build_cost(self, tile: "Tile", location: int) -> int:
        """Total money to build ``tile`` at ``location`` (-1: a resource is unobtainable)."""
        total = tile.money
        for resource, amount in tile.cost:
            c = self.resource_cost(resource, amount, location)
            if c < 0:
                return -1
            total += c
        return total

    def none_left(self, resource: int) -> bool:
        """No cube of ``resource`` on any tile nor in its markets (opponent overbuild rule)."""
        found = self._scarce.get(resource)
        if found is None:
            st = self.state
            found = not any(st.cubes[resource]) and not any(
                st.markets[m.index] for m in self.rules.markets if m.resource == resource
            )
            self._scarce[resource] = found
        return found

    # -- which tile -----------------------------------------------------------------------
    def next_tile(self, industry: int) -> int:
        """The tile type the player would build for ``industry`` now (-1: none buildable)."""
        found = self._next.get(industry)
        if found is None:
            found = self._next[industry] = self._next_tile(industry)
        return found

    def _next_tile(self, industry: int) -> int:
        rules = self.rules
        pos = rules.mat.lowest(self.state.mat[self.player], industry)
        if pos < 0:
            return -1
        tile = rules.mat.positions[pos].tile
        if self.state.era not in rules.tiles[tile].eras:
            return -1
        return tile

    def affordable_anywhere(self, industry: int) -> bool:
        """Cheap early test: the tile's money and iron alone are within reach (memoized)."""
        found = self._affordable.get(industry)
        if found is None:
            found = self._affordable[industry] = self._affordable_anywhere(industry)
        return found

    def _affordable_anywhere(self, industry: int) -> bool:
        tile = self.next_tile(industry)
        if tile < 0:
            return False
        t = self.rules.tiles[tile]
        total = t.money
        for resource, amount in t.cost:
            if resource != self.b.coal:
                c = self.resource_cost(resource, amount, -1)
                if c < 0:
                    return False
                total += c
        return total <= self.money

    # -- where ----------------------------------------------------------------------------
    def locations_for(self, card: int, industry: int) -> list[int]:
        """Locations where ``card`` lets the player build ``industry``."""
        c = self.rules.cards[card]
        b = self.b
        if c.kind == LOCATION:
            return [c.location]
        if c.kind == WILD_LOCATION:
            return b.card_locations_with_space[industry]
        if c.kind in (INDUSTRY, WILD_INDUSTRY) and industry in c.industries:
            if not self.presence:
                return b.locations_with_space[industry]
            net = self.network
            return [i for i in b.locations_with_space[industry] if (net >> i) & 1]
        return []

    def sites_at(self, location: int, industry: int, tile: int) -> list[Site]:
        """Legal sites for ``tile`` of ``industry`` in ``location``, with their cost (memoized)."""
        key = (location, industry)
        found = self._sites.get(key)
        if found is None:
            found = self._sites[key] = self._sites_at(location, industry, tile)
        return found

    def _sites_at(self, location: int, industry: int, tile: int) -> list[Site]:
        rules = self.rules
        st = self.state
        owners = st.tile_owner
        me = self.player
        single = self.b.single_spaces[location][industry]
        multi = self.b.multi_spaces[location][industry]
        candidates: list[tuple[int, bool]] = []
        own_here = self.one_per_location and (self.own_locations >> location) & 1
        if not own_here:
            free = [s for s in single if owners[s] < 0]
            if not free:
                free = [s for s in multi if owners[s] < 0]
            candidates.extend((s, False) for s in free)
        level = rules.tiles[tile].level
        tiles = rules.tiles
        for group in (single, multi):
            for s in group:
                owner = owners[s]
                if owner < 0:
                    continue
                old = tiles[st.tile_type[s]]
                if old.industry != industry or old.level >= level:
                    continue
                if owner != me:
                    if own_here:
                        continue
                    resource = rules.industries.industry_resource[industry]
                    if resource not in (self.b.coal, self.b.iron) or not self.none_left(resource):
                        continue
                candidates.append((s, True))
        if not candidates:
            return []
        cost = self.build_cost(rules.tiles[tile], location)
        if cost < 0 or cost > self.money:
            return []
        return [Site(s, tile, over, cost) for s, over in candidates]

    def sites(self, card: int, industry: int) -> list[Site]:
        """Every legal site for building ``industry`` with ``card``."""
        if not self.affordable_anywhere(industry):
            return []
        tile = self.next_tile(industry)
        found: list[Site] = []
        for loc in self.locations_for(card, industry):
            found.extend(self.sites_at(loc, industry, tile))
        return found

    def _candidate_industries(self, card: int) -> range | frozenset[int]:
        c = self.rules.cards[card]
        if c.kind in (INDUSTRY, WILD_INDUSTRY):
            return c.industries
        return range(len(self.rules.industries.industries))

    def industries_for(self, card: int) -> list[int]:
        """Industries ``card`` can build somewhere now."""
        return [i for i in sorted(self._candidate_industries(card)) if self.any_site(card, i)]

    def any_site(self, card: int, industry: int) -> bool:
        if not self.affordable_anywhere(industry):
            return False
        tile = self.next_tile(industry)
        for loc in self.locations_for(card, industry):
            if self.sites_at(loc, industry, tile):
                return True
        return False

    def industries_for_any(self, card: int) -> bool:
        return any(self.any_site(card, i) for i in self._candidate_industries(card))

    def any_card(self, cards: "Iterable[int]") -> bool:
        """Whether one of ``cards`` allows a build (the menu's check)."""
        return any(self.industries_for_any(card) for card in cards)

    def playable_cards(self) -> list[int]:
        """Distinct card types in hand that allow at least one build."""
        seen: list[int] = []
        for card in self.state.hands[self.player]:
            if card not in seen and self.industries_for_any(card):
                seen.append(card)
        return seen


def build_context(game: "Game", player: int) -> BuildContext:
    """The player's :class:`BuildContext` for the current state (one per state version,
    shared by the menu's check and the Build steps)."""
    memo = game.memo()
    key = ("build", player)
    found = memo.get(key)
    if found is None:
        found = memo[key] = BuildContext(game, player)
    return found
