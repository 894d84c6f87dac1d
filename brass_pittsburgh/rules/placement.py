"""Where a Pittsburgh industry may be built: card, accessible tile, space, upgrade, cost.

A location card builds any industry in its city (network or not); an industry
card builds the industries it names in your network (anywhere with nothing on
the board); a card with one whiskey counts as any location or industry card.
Only accessible mat tiles are built; a one-icon space comes first; in era 1 a
player has at most one industry per location; era icons limit some tiles.
Upgrade tiles replace the builder's own flipped industry of a named type, in its
space.  Oil City is built in era 2 on an oilfield already reached by a pipeline.
Costs: money, resources (transport rules) and income levels.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from brass.core.model.cards import INDUSTRY, LOCATION, WILD_INDUSTRY, WILD_LOCATION
from brass.core.play.transport import Request, quote

from .oil import has_pipeline

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class Site(NamedTuple):
    position: int
    space: int
    tile: int
    upgrade: bool
    cost: int


class BuildContext:
    def __init__(self, game: "Game", player: int) -> None:
        self.game = game
        self.player = player
        rules = game.rules
        st = game.state
        self.rules = rules
        self.state = st
        self.p = rules.title
        own = 0
        spaces = rules.board.spaces
        for s, owner in enumerate(st.tile_owner):
            if owner == player:
                own |= 1 << spaces[s].location
        network = own
        for i, owner in enumerate(st.link_owner):
            if owner == player:
                network |= rules.board.links[i].ends_mask
        self.own_locations = own
        self.network = network & ~self.p.oilfield_mask
        self.presence = network != 0
        self.one_per_location = st.era == 0
        self.money = st.money[player]
        self._quotes: dict[tuple[int, int, int], int] = {}
        self._memo: dict[int, list[tuple[int, int, bool]]] = {}
        self._affordable_sites: dict[int, list[tuple[int, int, bool, int]]] = {}

    # -- cost ---------------------------------------------------------------------------
    def cost(self, tile: int, location: int) -> int:
        """All the money building ``tile`` at ``location`` costs (-1: impossible)."""
        rules = self.rules
        t = rules.tiles[tile]
        if t.income_cost and rules.track.drop_levels(self.state.income[self.player], t.income_cost) is None:
            return -1
        total = t.money
        comp = self.game.network().comp[location]
        for resource, amount in t.cost:
            key = (resource, amount, comp)  # every source depends only on what the place reaches
            c = self._quotes.get(key)
            if c is None:
                c = self._quotes[key] = quote(self.game, Request(self.player, resource, (location,)), amount)
            if c < 0:
                return -1
            total += c
        return total

    # -- permissions --------------------------------------------------------------------------
    def allowed(self, card: int, whiskey: bool, industry: int, location: int) -> bool:
        """May ``card`` (with whiskey or not) build ``industry`` at ``location``?"""
        rules = self.rules
        loc = rules.board.locations[location]
        if industry == self.p.oil_city:
            if loc.kind != "oilfield" or not has_pipeline(self.game, location):
                return False
            if whiskey:
                return True
            c = rules.cards[card]
            return c.kind in (INDUSTRY, WILD_INDUSTRY) and industry in c.industries
        if loc.kind == "oilfield":
            return False
        if whiskey:
            return True
        c = rules.cards[card]
        if c.kind == LOCATION:
            return c.location == location
        if c.kind == WILD_LOCATION:
            return loc.location_card
        if c.kind in (INDUSTRY, WILD_INDUSTRY) and industry in c.industries:
            return not self.presence or bool((self.network >> location) & 1)
        return False

    # -- sites --------------------------------------------------------------------------------
    def positions(self) -> list[int]:
        """Accessible mat positions whose tile may be built in this era."""
        rules = self.rules
        era = self.state.era
        return [
            pos for pos in rules.mat.all_accessible(self.state.mat[self.player])
            if era in rules.tiles[rules.mat.positions[pos].tile].eras
        ]

    def sites(self, card: int, whiskey: bool, position: int | None = None) -> list[Site]:
        found: list[Site] = []
        for pos in self.positions() if position is None else [position]:
            found.extend(self._sites_for_position(card, whiskey, pos))
        return found

    def any_site(self, card: int, whiskey: bool) -> bool:
        for pos in self.positions():
            industry = self.rules.tiles[self.rules.mat.positions[pos].tile].industry
            for location, _space, _upgrade, _cost in self._viable(pos):
                if self.allowed(card, whiskey, industry, location):
                    return True
        return False

    def _sites_for_position(self, card: int, whiskey: bool, pos: int) -> list[Site]:
        tile = self.rules.mat.positions[pos].tile
        industry = self.rules.tiles[tile].industry
        return [Site(pos, space, tile, upgrade, cost) for location, space, upgrade, cost in self._viable(pos)
                if self.allowed(card, whiskey, industry, location)]

    def _viable(self, pos: int) -> list[tuple[int, int, bool, int]]:
        """(location, space, upgrade, cost) the player can afford for the tile of ``pos`` (memoized)."""
        found = self._affordable_sites.get(pos)
        if found is None:
            tile = self.rules.mat.positions[pos].tile
            found = []
            if self.rules.tiles[tile].money <= self.money:
                for location, space, upgrade in self._candidates(pos):
                    cost = self.cost(tile, location)
                    if 0 <= cost <= self.money:
                        found.append((location, space, upgrade, cost))
            self._affordable_sites[pos] = found
        return found

    def _candidates(self, pos: int) -> list[tuple[int, int, bool]]:
        """(location, space, upgrade) where the tile of ``pos`` could go, card and cost aside (memoized)."""
        found = self._memo.get(pos)
        if found is None:
            found = self._memo[pos] = self._find_candidates(pos)
        return found

    def _find_candidates(self, pos: int) -> list[tuple[int, int, bool]]:
        rules = self.rules
        st = self.state
        board = rules.board
        t = rules.tiles[rules.mat.positions[pos].tile]
        me = self.player
        found: list[tuple[int, int, bool]] = []
        if t.upgrades:
            for s, owner in enumerate(st.tile_owner):
                if owner == me and st.tile_flipped[s] and rules.tiles[st.tile_type[s]].industry in t.upgrades:
                    found.append((board.spaces[s].location, s, True))
            return found
        single = frozenset((t.industry,))
        for location, spaces in enumerate(board.spaces_at):
            if not spaces:
                continue
            if self.one_per_location and (self.own_locations >> location) & 1:
                continue
            free = [s for s in spaces if st.tile_owner[s] < 0 and board.spaces[s].allow == single]
            if not free:
                free = [s for s in spaces if st.tile_owner[s] < 0 and t.industry in board.spaces[s].allow]
            found.extend((location, s, False) for s in free)
        return found
