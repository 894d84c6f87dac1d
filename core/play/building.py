"""Building an industry: the parts of the Build rule the Brass family shares.

Every Brass title answers the same questions before a tile is placed: which locations a
card lets the player build in (a location card names one; a wild location card any that a
card can name; an industry card those of the player's network, or anywhere with nothing on
the board), which free spaces of a location take the industry (spaces showing only that
icon come first), whether the player may add an industry where they already have one (not
in the first era), and what the tile costs in money, income levels and resources.

:class:`SiteFinder` answers them for one player and one state, memoizing what it
computes, and :meth:`SiteFinder.of` keeps one per state version in the engine's memo, so
the turn menu's availability check and the Build action's steps share one enumeration.
A title subclasses it with what differs between titles: which tile is built next (a stack
per industry or a mat with branches), and what may be replaced (overbuilding, upgrades).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeVar

from mypy_extensions import mypyc_attr

from brass.core.model.cards import INDUSTRY, LOCATION, WILD_INDUSTRY, WILD_LOCATION
from brass.core.play.network import presence
from brass.core.play.transport import Request, ceiling, quote

if TYPE_CHECKING:
    from brass.core.model.board import Board
    from brass.core.model.rules import Rules
    from brass.core.play.engine import Game

F = TypeVar("F", bound="SiteFinder")


class SpaceTable:
    """Static tables of where each industry can go (built once per board)."""

    def __init__(self, board: Board, industries: int) -> None:
        n = range(industries)
        locations = range(board.location_count)
        spaces = board.spaces
        #: per location, per industry: spaces showing only that icon / that icon among others
        self.single: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(s for s in board.spaces_at[loc] if spaces[s].allow == frozenset((i,))) for i in n)
            for loc in locations
        )
        self.multi: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(s for s in board.spaces_at[loc] if i in spaces[s].allow and len(spaces[s].allow) > 1)
                  for i in n)
            for loc in locations
        )
        #: per industry: locations with a space for it / those a wild location card can name
        self.locations_with_space: tuple[tuple[int, ...], ...] = tuple(
            tuple(loc for loc in locations if self.single[loc][i] or self.multi[loc][i]) for i in n
        )
        self.card_locations_with_space: tuple[tuple[int, ...], ...] = tuple(
            tuple(loc for loc in self.locations_with_space[i] if board.locations[loc].location_card) for i in n
        )
        #: per industry: the mask of locations_with_space
        self.space_masks: tuple[int, ...] = tuple(sum(1 << loc for loc in self.locations_with_space[i]) for i in n)
        #: masks of every location, and of those a location card names
        self.all_locations = (1 << board.location_count) - 1
        self.card_location_mask = sum(1 << loc for loc in locations if board.locations[loc].location_card)


_tables: dict[int, tuple[Board, SpaceTable]] = {}  # id(board) -> (board, kept alive so the id stays its own)


def space_table(rules: Rules) -> SpaceTable:
    """The :class:`SpaceTable` of ``rules``' board (built on first use)."""
    found = _tables.get(id(rules.board))
    if found is None or found[0] is not rules.board:
        found = _tables[id(rules.board)] = (rules.board, SpaceTable(rules.board, len(rules.industries.industries)))
    return found[1]


@mypyc_attr(allow_interpreted_subclasses=True)
class SiteFinder:
    """One player's building facts in one state: network, money, quotes, permitted spaces."""

    #: resources sourced where the tile goes (connection matters); None: every resource.
    #: Others are sourced from anywhere (Birmingham's iron).
    located_resources: frozenset[int] | None = None
    #: eras in which a player may have at most one industry tile per location
    one_per_location_eras: frozenset[int] = frozenset({0})

    def __init__(self, game: Game, player: int, outside_network: int = 0) -> None:
        """``outside_network``: a mask of locations that never count as in a network."""
        self.game = game
        self.player = player
        rules = game.rules
        st = game.state
        self.rules = rules
        self.state = st
        self.table = space_table(rules)
        own, network = presence(game, player)
        self.own_locations = own
        #: whether the player has anything on the board (else an industry card builds anywhere)
        self.presence = network != 0
        self.network = network & ~outside_network
        self.one_per_location = st.era in self.one_per_location_eras
        self.money = st.money[player]
        self._quotes: dict[tuple[int, int, int], int] = {}
        self._comp: list[int] | None = None
        self._ceilings: dict[int, int] = {}

    @classmethod
    def of(cls: type[F], game: Game, player: int) -> F:
        """The finder of ``player`` for the current state (one per state version)."""
        memo = game.memo()
        key = (cls, player)
        found = memo.get(key)
        if found is None:
            found = memo[key] = cls(game, player)
        return found

    # -- costs ------------------------------------------------------------------------
    def resource_cost(self, resource: int, amount: int, location: int) -> int:
        """Money for ``amount`` cubes of ``resource`` used at ``location`` (-1: unobtainable).

        Every source depends only on what the location is connected to, so quotes are
        shared by the locations of one connected part of the board.
        """
        if amount == 0:
            return 0
        located = self.located_resources is None or resource in self.located_resources
        if located:
            if self._comp is None:
                self._comp = self.game.network().comp
            place = self._comp[location]
        else:
            place = -1
        key = (resource, amount, place)
        found = self._quotes.get(key)
        if found is None:
            found = self._quotes[key] = quote(
                self.game, Request(self.player, resource, (location,) if located else ()), amount
            )
        return found

    def cost(self, tile: int, location: int) -> int:
        """All the money building ``tile`` at ``location`` costs (-1: impossible: income
        levels the player does not have, or a resource that cannot be had)."""
        t = self.rules.tiles[tile]
        if t.income_cost and self.rules.track.drop_levels(self.state.income[self.player], t.income_cost) is None:
            return -1
        total = t.money
        for resource, amount in t.cost:
            c = self.resource_cost(resource, amount, location)
            if c < 0:
                return -1
            total += c
        return total

    def ceiling(self, resource: int, amount: int) -> int:
        """The most ``amount`` cubes of ``resource`` can cost wherever they are used, or -1 when
        that is not known in advance (:func:`~brass.core.play.transport.ceiling`): existence
        checks (:meth:`affordable`) skip quoting when the player has money enough anyway."""
        return ceiling(self.game, resource, amount)

    def _tile_ceiling(self, tile: int) -> int:
        """The most ``tile`` can cost anywhere (-1: not known; -2: the income levels are lacking)."""
        found = self._ceilings.get(tile)
        if found is None:
            t = self.rules.tiles[tile]
            if t.income_cost and self.rules.track.drop_levels(self.state.income[self.player], t.income_cost) is None:
                found = -2
            else:
                found = t.money
                for resource, amount in t.cost:
                    c = self.ceiling(resource, amount)
                    if c < 0:
                        found = -1
                        break
                    found += c
            self._ceilings[tile] = found
        return found

    def affordable(self, tile: int, location: int) -> bool:
        """Whether the player can pay for ``tile`` at ``location`` (as ``0 <= cost <= money``),
        answered without quotes when even the dearest supply is within the player's money."""
        bound = self._tile_ceiling(tile)
        if bound == -2:
            return False
        if 0 <= bound <= self.money:
            return True
        cost = self.cost(tile, location)
        return 0 <= cost <= self.money

    # -- where ----------------------------------------------------------------------------
    def card_locations(self, card: int, industry: int) -> tuple[int, ...] | list[int]:
        """Locations with a space for ``industry`` where ``card`` lets the player build it
        (a location card's own location is returned even without such a space)."""
        c = self.rules.cards[card]
        if c.kind == LOCATION:
            return (c.location,)
        if c.kind == WILD_LOCATION:
            return self.table.card_locations_with_space[industry]
        if c.kind in (INDUSTRY, WILD_INDUSTRY) and industry in c.industries:
            everywhere = self.table.locations_with_space[industry]
            if not self.presence:
                return everywhere
            net = self.network
            return [loc for loc in everywhere if (net >> loc) & 1]
        return ()

    def card_allows(self, card: int, industry: int, location: int) -> bool:
        """May ``card`` build ``industry`` at ``location``?"""
        c = self.rules.cards[card]
        if c.kind == LOCATION:
            return c.location == location
        if c.kind == WILD_LOCATION:
            return self.rules.board.locations[location].location_card
        if c.kind in (INDUSTRY, WILD_INDUSTRY) and industry in c.industries:
            return not self.presence or bool((self.network >> location) & 1)
        return False

    def card_mask(self, card: int, industry: int) -> int:
        """Mask of the locations where ``card`` lets the player build ``industry`` (what
        :meth:`card_allows` says of each location, for a whole board at once)."""
        c = self.rules.cards[card]
        if c.kind == LOCATION:
            return 1 << c.location
        if c.kind == WILD_LOCATION:
            return self.table.card_location_mask
        if c.kind in (INDUSTRY, WILD_INDUSTRY) and industry in c.industries:
            return self.network if self.presence else self.table.all_locations
        return 0

    def hand_permissions(self, cards: Iterable[int]) -> tuple[int, set[int]]:
        """What a hand of ``cards`` permits, for :meth:`permitted`: the mask of locations its
        location cards name (a wild location card names every location a card can), and the
        industries its industry cards name."""
        rules_cards = self.rules.cards
        locations = 0
        industries: set[int] = set()
        for card in cards:
            c = rules_cards[card]
            if c.kind == LOCATION:
                locations |= 1 << c.location
            elif c.kind == WILD_LOCATION:
                locations |= self.table.card_location_mask
            elif c.kind in (INDUSTRY, WILD_INDUSTRY):
                industries.update(c.industries)
        return locations, industries

    def permitted(self, permissions: tuple[int, set[int]], industry: int) -> int:
        """Mask of the locations where a hand (its :meth:`hand_permissions`) lets the player build
        ``industry``: the union of each card's :meth:`card_mask`."""
        locations, industries = permissions
        if industry in industries:
            return locations | (self.network if self.presence else self.table.all_locations)
        return locations

    def own_here(self, location: int) -> bool:
        """The player may not add an industry here (one per location in this era)."""
        return self.one_per_location and bool((self.own_locations >> location) & 1)

    def free_spaces(self, location: int, industry: int) -> list[int]:
        """Empty spaces of ``location`` a new ``industry`` tile may take: those showing
        only its icon while one is free, else those showing it among others."""
        if self.own_here(location):
            return []
        owners = self.state.tile_owner
        free = [s for s in self.table.single[location][industry] if owners[s] < 0]
        if not free:
            free = [s for s in self.table.multi[location][industry] if owners[s] < 0]
        return free

    def has_free_space(self, location: int, industry: int) -> bool:
        """Whether :meth:`free_spaces` lists a space (without listing them)."""
        if self.own_here(location):
            return False
        owners = self.state.tile_owner
        table = self.table
        for s in table.single[location][industry]:
            if owners[s] < 0:
                return True
        # a loop, not any() over a generator: this runs for every site check of every build
        for s in table.multi[location][industry]:  # noqa: SIM110
            if owners[s] < 0:
                return True
        return False

    def spaces_of(self, location: int, industry: int) -> tuple[int, ...]:
        """Every space of ``location`` showing ``industry`` (single-icon spaces first)."""
        return self.table.single[location][industry] + self.table.multi[location][industry]


__all__ = ["SiteFinder", "SpaceTable", "space_table"]
