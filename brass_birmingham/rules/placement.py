"""Where an industry may be built: card permission, network, spaces, overbuilding and cost.

Everything a Build checks before anything is paid.  Sites are enumerated with
their full money cost (tile price plus coal and iron bought from markets), so
the Build action only ever offers sites the player can complete.  What every
Brass title shares (card permissions, free spaces, costs) is core's
:class:`~brass.core.play.building.SiteFinder`; Birmingham adds its own:

- the tile built is the lowest of the industry's stack (Pittsburgh's mat has branches);
- only coal is sourced through the new tile's connections (iron comes from anywhere);
- a tile may be overbuilt by a higher level of its industry: your own any time, an
  opponent's coal mine or iron works only when no such cube is left on the board or
  in its market (Pittsburgh upgrades its own flipped tiles instead).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from mypy_extensions import mypyc_attr

from brass.core.model.cards import INDUSTRY, WILD_INDUSTRY
from brass.core.play.building import SiteFinder

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class Site(NamedTuple):
    """A legal place for ``tile``: an empty space or a tile to overbuild."""

    space: int
    tile: int
    overbuild: bool
    cost: int  # all money the build costs, market resources included


@mypyc_attr(allow_interpreted_subclasses=True)
class BuildContext(SiteFinder):
    """Facts about one player's position, computed once per enumeration and memoized."""

    def __init__(self, game: Game, player: int) -> None:
        b = game.rules.title
        self.b = b
        self.located_resources = frozenset((b.coal,))
        self.one_per_location_eras = frozenset((b.canal,))
        super().__init__(game, player)
        self._scarce: dict[int, bool] = {}
        self._sites: dict[tuple[int, int], list[Site]] = {}
        self._has: dict[tuple[int, int], bool] = {}
        #: per industry: its next tile, worked out when first asked (-2: not yet)
        self._nexts: list[int] = [-2] * len(game.rules.mat.of_industry)
        self._affordable: dict[int, bool] = {}

    def build_cost(self, tile: int, location: int) -> int:
        """Total money to build ``tile`` at ``location`` (-1: a resource is unobtainable)."""
        return self.cost(tile, location)

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
        tile = self._nexts[industry]
        if tile == -2:
            tile = self._nexts[industry] = self._next_tile(industry)
        return tile

    def _next_tile(self, industry: int) -> int:
        """The lowest tile of the industry's stack on the player's mat, if this era allows it.
        Asked one industry at a time: the menu's check stops at the first industry it can build."""
        rules = self.rules
        counts = self.state.mat[self.player]
        for pi in rules.mat.of_industry[industry]:
            if counts[pi] > 0:
                tile = rules.mat.positions[pi].tile
                return tile if self.state.era in rules.tiles[tile].eras else -1
        return -1

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
        if total > self.money:
            return False
        coal = self.b.coal
        most = total
        for resource, amount in t.cost:
            if resource != coal:
                c = self.ceiling(resource, amount)
                if c < 0:
                    most = -1
                    break
                most += c
        if 0 <= most <= self.money:
            return True  # even the dearest iron is within reach
        for resource, amount in t.cost:
            if resource != coal:
                c = self.resource_cost(resource, amount, -1)
                if c < 0:
                    return False
                total += c
        return total <= self.money

    # -- where ----------------------------------------------------------------------------
    def locations_for(self, card: int, industry: int) -> tuple[int, ...] | list[int]:
        """Locations where ``card`` lets the player build ``industry``."""
        return self.card_locations(card, industry)

    def sites_at(self, location: int, industry: int, tile: int) -> list[Site]:
        """Legal sites for ``tile`` of ``industry`` in ``location``, with their cost (memoized)."""
        key = (location, industry)
        found = self._sites.get(key)
        if found is None:
            found = self._sites[key] = self._sites_at(location, industry, tile)
        return found

    def _sites_at(self, location: int, industry: int, tile: int) -> list[Site]:
        candidates: list[tuple[int, bool]] = [(s, False) for s in self.free_spaces(location, industry)]
        candidates.extend((s, True) for s in self._overbuilds(location, industry, tile))
        if not candidates:
            return []
        cost = self.build_cost(tile, location)
        if cost < 0 or cost > self.money:
            return []
        return [Site(s, tile, over, cost) for s, over in candidates]

    def _overbuilds(self, location: int, industry: int, tile: int) -> list[int]:
        """Spaces of ``location`` whose tile ``tile`` may overbuild (a lower level of ``industry``:
        the player's own, or an opponent's coal mine or iron works when that resource has run out)."""
        rules = self.rules
        st = self.state
        owners = st.tile_owner
        me = self.player
        own_here = self.own_here(location)
        level = rules.tiles[tile].level
        tiles = rules.tiles
        found = []
        for s in self.spaces_of(location, industry):
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
            found.append(s)
        return found

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
        """Whether ``card`` builds ``industry`` somewhere now."""
        if not self.affordable_anywhere(industry):
            return False
        return self._site_in(self.card_mask(card, industry) & self.table.space_masks[industry], industry)

    def industries_for_any(self, card: int) -> bool:
        """Whether ``card`` builds some industry somewhere now."""
        return self.any_card((card,))

    def any_card(self, cards: Iterable[int]) -> bool:
        """Whether one of ``cards`` allows a build (the menu's check): industry by industry,
        the locations any of the cards allows are one mask, and sites are looked for there."""
        locations, industries = self.hand_permissions(cards)
        anywhere = locations | (self.network if self.presence else self.table.all_locations)  # see permitted()
        space_masks = self.table.space_masks
        for industry in range(len(space_masks)):
            mask = (anywhere if industry in industries else locations) & space_masks[industry]
            if mask and self.affordable_anywhere(industry) and self._site_in(mask, industry):
                return True
        return False

    def _site_in(self, mask: int, industry: int) -> bool:
        """Whether a location of ``mask`` has a site for ``industry`` (its next tile: call after
        :meth:`affordable_anywhere` said yes), lowest location first."""
        if not mask:
            return False
        tile = self.next_tile(industry)
        has = self._has
        while mask:
            low = mask & -mask
            key = (low.bit_length() - 1, industry)
            found = has.get(key)
            if found is None:
                found = has[key] = self.has_site(key[0], industry, tile)
            if found:
                return True
            mask ^= low
        return False

    def has_site(self, location: int, industry: int, tile: int) -> bool:
        """Whether :meth:`sites_at` would list a site (the existence checks ask only this): a
        free space or a tile to overbuild, then the cost, without listing the sites."""
        found = self._sites.get((location, industry))
        if found is not None:
            return bool(found)
        if not self._any_candidate(location, industry, tile):
            return False
        return self.affordable(tile, location)

    def _any_candidate(self, location: int, industry: int, tile: int) -> bool:
        """Whether :meth:`_sites_at` has a candidate space (cost aside)."""
        return self.has_free_space(location, industry) or bool(self._overbuilds(location, industry, tile))

    def playable_cards(self) -> list[int]:
        """Distinct card types in hand that allow at least one build."""
        seen: list[int] = []
        for card in self.state.hands[self.player]:
            if card not in seen and self.industries_for_any(card):
                seen.append(card)
        return seen


def build_context(game: Game, player: int) -> BuildContext:
    """The player's :class:`BuildContext` for the current state (one per state version,
    shared by the menu's check and the Build steps)."""
    return BuildContext.of(game, player)
