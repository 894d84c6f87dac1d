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

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, NamedTuple

from mypy_extensions import mypyc_attr

from brass.core.model.cards import INDUSTRY, WILD_INDUSTRY
from brass.core.play.building import SiteFinder

from .oil import has_pipeline

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def open_positions(game: Game, player: int) -> list[int]:
    """``player``'s accessible mat positions (kept for the state version: the build and develop
    checks both ask)."""
    memo = game.memo()
    key = ("open_positions", player)
    found = memo.get(key)
    if found is None:
        found = memo[key] = game.rules.mat.all_accessible(game.state.mat[player])
    return found


class Site(NamedTuple):
    position: int
    space: int
    tile: int
    upgrade: bool
    cost: int


@mypyc_attr(allow_interpreted_subclasses=True)
class BuildContext(SiteFinder):
    """Core's :class:`~brass.core.play.building.SiteFinder` (cards, free spaces, costs in
    money, income levels and resources sourced where the tile goes) with Pittsburgh's own:
    tiles come from the mat's accessible positions (Birmingham: the lowest of a stack),
    upgrades replace the builder's own flipped tile (Birmingham overbuilds), whiskey makes a
    card wild, and oilfields are no part of a network and hold only Oil City."""

    def __init__(self, game: Game, player: int) -> None:
        self.p = game.rules.title
        super().__init__(game, player, outside_network=self.p.oilfield_mask)
        self._memo: dict[int, list[tuple[int, int, bool]]] = {}
        self._affordable_sites: dict[int, list[tuple[int, int, bool, int]]] = {}
        self._positions: list[int] | None = None

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
        return whiskey or self.card_allows(card, industry, location)

    # -- sites --------------------------------------------------------------------------------
    def positions(self) -> list[int]:
        """Accessible mat positions whose tile may be built in this era (memoized)."""
        if self._positions is None:
            rules = self.rules
            era = self.state.era
            self._positions = [
                pos for pos in open_positions(self.game, self.player)
                if era in rules.tiles[rules.mat.positions[pos].tile].eras
            ]
        return self._positions

    def sites(self, card: int, whiskey: bool, position: int | None = None) -> list[Site]:
        found: list[Site] = []
        for pos in self.positions() if position is None else [position]:
            found.extend(self._sites_for_position(card, whiskey, pos))
        return found

    def allowed_mask(self, cards: Iterable[int], whiskey: bool, industry: int,
                     permissions: tuple[int, set[int]] | None = None) -> int:
        """Mask of the locations where one of ``cards`` (with whiskey or not) may build
        ``industry``: what :meth:`allowed` says, for every location at once.  ``permissions``:
        the cards' :meth:`hand_permissions`, when the caller has them already."""
        p = self.p
        if industry == p.oil_city:
            if not whiskey and not any(self.rules.cards[c].kind in (INDUSTRY, WILD_INDUSTRY)
                                       and industry in self.rules.cards[c].industries for c in cards):
                return 0
            return sum(1 << f for f in p.oilfields if has_pipeline(self.game, f))
        if whiskey:
            return self.table.all_locations & ~p.oilfield_mask
        if permissions is None:
            permissions = self.hand_permissions(cards)
        return self.permitted(permissions, industry) & ~p.oilfield_mask

    def any_site(self, cards: Iterable[int], whiskey: bool) -> bool:
        """Whether one of ``cards`` (with whiskey or not) builds some accessible tile somewhere
        now (the menu's check: permissions first, costs only where a card allows a build).
        Without a card nothing is built, whiskey or not."""
        cards = tuple(cards)
        if not cards:
            return False
        permissions = self.hand_permissions(cards)
        return any(self.has_site(pos, lambda i: self.allowed_mask(cards, whiskey, i, permissions))
                   for pos in self.positions())

    def whiskey_adds(self, card: int) -> bool:
        """Whether whiskey lets ``card`` build somewhere it could not build alone."""
        def extra(industry: int) -> int:
            return self.allowed_mask((card,), True, industry) & ~self.allowed_mask((card,), False, industry)
        return any(self.has_site(pos, extra) for pos in self.positions())

    def positions_with_site(self, card: int, whiskey: bool) -> list[int]:
        """Accessible positions whose tile ``card`` (with whiskey or not) can build somewhere now."""
        return [pos for pos in self.positions() if self.has_site(pos, lambda i: self.allowed_mask((card,), whiskey, i))]

    def has_site(self, pos: int, mask_of: Callable[[int], int]) -> bool:
        """Whether the tile of ``pos`` can be built and paid for at a location of the mask that
        ``mask_of`` gives for its industry (costs asked only where the mask allows)."""
        rules = self.rules
        tile = rules.mat.positions[pos].tile
        t = rules.tiles[tile]
        if t.money > self.money:
            return False
        mask = mask_of(t.industry)
        if not mask:
            return False
        viable = self._affordable_sites.get(pos)
        if viable is not None:
            return any((mask >> site[0]) & 1 for site in viable)
        if t.upgrades:
            return any((mask >> location) & 1 and self.affordable(tile, location)
                       for location, _space, _upgrade in self._candidates(pos))
        # a new tile: a location is a candidate when it has a free space for the industry
        for location in self.table.locations_with_space[t.industry]:
            if (mask >> location) & 1 and self.has_free_space(location, t.industry) and self.affordable(tile, location):
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
        for location in self.table.locations_with_space[t.industry]:
            found.extend((location, s, False) for s in self.free_spaces(location, t.industry))
        return found
