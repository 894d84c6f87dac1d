"""Where an industry may be built: card permission, network, spaces, overbuilding and cost.

Everything a Build checks before anything is paid.  Sites are enumerated with
their full money cost (tile price plus coal and iron bought from markets), so
the Build action only ever offers sites the player can complete.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from core.cards import INDUSTRY, LOCATION, WILD_INDUSTRY, WILD_LOCATION
from core.network import player_network
from core.transport import Request, quote

if TYPE_CHECKING:
    from core.engine import Game
    from core.industries import Tile


class Site(NamedTuple):
    """A legal place for ``tile``: an empty space or a tile to overbuild."""

    space: int
    tile: int
    overbuild: bool
    cost: int  # all money the build costs, market resources included


class BuildContext:
    """Facts about one player's position, computed once per enumeration."""

    def __init__(self, game: "Game", player: int) -> None:
        self.game = game
        self.player = player
        rules = game.rules
        st = game.state
        self.rules = rules
        self.state = st
        self.b = rules.title
        self.network = player_network(rules.board, player, st.tile_owner, st.link_owner)
        self.presence = self.network != 0
        self.one_per_location = st.era == self.b.canal
        self.money = st.money[player]
        self._quotes: dict[tuple[int, int, int], int] = {}
        self._scarce: dict[int, bool] = {}

    # -- costs ------------------------------------------------------------------------
    def resource_cost(self, resource: int, amount: int, location: int) -> int:
        """Money for ``amount`` cubes used at ``location`` (-1: unobtainable)."""
        if amount == 0:
            return 0
        key = (resource, amount, location if resource == self.b.coal else -1)
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
            rules = self.rules
            res_of = rules.industries.tile_resource
            found = not any(
                cubes and res_of[st.tile_type[s]] == resource for s, cubes in enumerate(st.tile_cubes)
            ) and not any(st.markets[m.index] for m in rules.markets if m.resource == resource)
            self._scarce[resource] = found
        return found

    # -- which tile -----------------------------------------------------------------------
    def next_tile(self, industry: int) -> int:
        """The tile type the player would build for ``industry`` now (-1: none buildable)."""
        rules = self.rules
        pos = rules.mat.lowest(self.state.mat[self.player], industry)
        if pos < 0:
            return -1
        tile = rules.mat.positions[pos].tile
        if self.state.era not in rules.tiles[tile].eras:
            return -1
        return tile

    # -- where ----------------------------------------------------------------------------
    def locations_for(self, card: int, industry: int) -> list[int]:
        """Locations where ``card`` lets the player build ``industry``."""
        c = self.rules.cards[card]
        board = self.rules.board
        if c.kind == LOCATION:
            return [c.location]
        if c.kind == WILD_LOCATION:
            return [i for i, loc in enumerate(board.locations) if loc.location_card and board.spaces_at[i]]
        if c.kind in (INDUSTRY, WILD_INDUSTRY) and industry in c.industries:
            if not self.presence:
                return [i for i in range(board.location_count) if board.spaces_at[i]]
            net = self.network
            return [i for i in range(board.location_count) if (net >> i) & 1 and board.spaces_at[i]]
        return []

    def sites_at(self, location: int, industry: int, tile: int) -> list[Site]:
        """Legal sites for ``tile`` of ``industry`` in ``location``, with their cost."""
        rules = self.rules
        st = self.state
        board = rules.board
        spaces = board.spaces_at[location]
        owners = st.tile_owner
        me = self.player
        own_here = [s for s in spaces if owners[s] == me]
        new_tile = rules.tiles[tile]
        candidates: list[tuple[int, bool]] = []
        if not (self.one_per_location and own_here):
            single = [s for s in spaces if owners[s] < 0 and board.spaces[s].allow == frozenset((industry,))]
            if single:
                candidates.extend((s, False) for s in single)
            else:
                candidates.extend(
                    (s, False) for s in spaces if owners[s] < 0 and industry in board.spaces[s].allow
                )
        tiles = rules.tiles
        for s in spaces:
            owner = owners[s]
            if owner < 0:
                continue
            old = tiles[st.tile_type[s]]
            if old.industry != industry or old.level >= new_tile.level:
                continue
            if self.one_per_location and any(o != s for o in own_here):
                continue
            if owner != me:
                resource = rules.industries.industry_resource[industry]
                if resource not in (self.b.coal, self.b.iron) or not self.none_left(resource):
                    continue
            candidates.append((s, True))
        if not candidates:
            return []
        cost = self.build_cost(new_tile, location)
        if cost < 0 or cost > self.money:
            return []
        return [Site(s, tile, over, cost) for s, over in candidates]

    def sites(self, card: int, industry: int) -> list[Site]:
        """Every legal site for building ``industry`` with ``card``."""
        tile = self.next_tile(industry)
        if tile < 0:
            return []
        found: list[Site] = []
        for loc in self.locations_for(card, industry):
            found.extend(self.sites_at(loc, industry, tile))
        return found

    def industries_for(self, card: int) -> list[int]:
        """Industries ``card`` can build somewhere now."""
        c = self.rules.cards[card]
        candidates = c.industries if c.kind in (INDUSTRY, WILD_INDUSTRY) else range(len(self.rules.industries.industries))
        return [i for i in sorted(candidates) if self.any_site(card, i)]

    def any_site(self, card: int, industry: int) -> bool:
        tile = self.next_tile(industry)
        if tile < 0:
            return False
        for loc in self.locations_for(card, industry):
            if self.sites_at(loc, industry, tile):
                return True
        return False

    def playable_cards(self) -> list[int]:
        """Distinct card types in hand that allow at least one build."""
        seen: list[int] = []
        for card in self.state.hands[self.player]:
            if card in seen:
                continue
            if self.industries_for_any(card):
                seen.append(card)
        return seen

    def industries_for_any(self, card: int) -> bool:
        c = self.rules.cards[card]
        candidates = c.industries if c.kind in (INDUSTRY, WILD_INDUSTRY) else range(len(self.rules.industries.industries))
        return any(self.any_site(card, i) for i in candidates)
