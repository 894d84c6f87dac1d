"""A player mat as positions holding stacks of tiles, with paths between them.

A position is accessible when it still holds tiles and either starts a path or
follows a position that has been cleared.  A linear stack (each level after the
one below) and branching paths are the same structure.  Clearing a position can
unlock link tiles printed after it: they move to the player's supply.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.model.bounds import MAX_COUNT, bounded
from brass.core.model.data import fail

if TYPE_CHECKING:
    from brass.core.model.industries import Industries


@frozen
class MatPositionData:
    """A mat position as written in a title's mat file.

    ``tile``: tile ref ("coal/2"); ``after``: ids of the positions it follows;
    ``unlocks``: link kind ids moved to the supply once it is cleared.
    """

    #: the position's id (develop options and positions name it)
    id: str
    tile: str
    count: int = bounded(-1, MAX_COUNT, default=-1)  # -1: the tile's own count
    after: tuple[str, ...] = ()
    unlocks: tuple[str, ...] = ()
    #: the count is not confirmed by a public source
    provisional: bool = False


@frozen
class Position:
    """A mat position: a stack of ``count`` tiles of type ``tile``; ``after`` = predecessors."""

    #: its index (state.mat[seat][index] counts the tiles left)
    index: int
    #: the tile type it holds (an index into rules.tiles)
    tile: int
    #: that tile's industry
    industry: int
    #: tiles on it at setup
    count: int
    #: the positions that must be cleared before it
    after: tuple[int, ...]
    #: link kinds whose tiles clearing it adds to the owner's supply
    unlocks: tuple[int, ...] = ()
    #: its id as written in mat.toml (empty for plain stacks)
    id: str = ""


class Mat:
    """Static mat layout shared by every player of a game."""

    def __init__(self, positions: tuple[Position, ...], industry_count: int) -> None:
        #: every mat position (Position), numbered as state.mat's lists
        self.positions = positions
        by_industry: list[list[int]] = [[] for _ in range(industry_count)]
        for p in positions:
            by_industry[p.industry].append(p.index)
        #: per industry: its mat positions
        self.of_industry: tuple[tuple[int, ...], ...] = tuple(tuple(x) for x in by_industry)
        #: tile type -> the mat position holding it
        self.position_of_tile = {p.tile: p.index for p in positions}
        #: every position follows at most one other (plain stacks)
        self.linear = all(len(p.after) <= 1 for p in positions)
        #: (position, positions it comes after) in order: what the accessibility checks read
        self.gates: tuple[tuple[int, tuple[int, ...]], ...] = tuple((p.index, p.after) for p in positions)

    @classmethod
    def stacks(cls, tiles_of: Sequence[Sequence[int]], counts: Sequence[int]) -> Mat:
        """Linear stacks: one path per industry, each level after the one below."""
        positions: list[Position] = []
        for industry, tiles in enumerate(tiles_of):
            prev = -1
            for tile in tiles:
                after = (prev,) if prev >= 0 else ()
                positions.append(Position(len(positions), tile, industry, counts[tile], after))
                prev = len(positions) - 1
        return cls(tuple(positions), len(tiles_of))

    @classmethod
    def from_data(
        cls, data: Sequence[MatPositionData], industries: Industries, kinds: dict[str, int], file: str
    ) -> Mat:
        """A mat from explicit positions (paths with branches, link tiles between them)."""
        ids = {d.id: i for i, d in enumerate(data)}
        if len(ids) != len(data):
            raise fail(file, "mat", dm.MAT_SHARED_ID())
        positions = []
        for i, d in enumerate(data):
            where = f"mat[{i}]"
            if d.tile not in industries.tile_index:
                raise fail(file, f"{where}.tile", dm.UNKNOWN(what=dm.WHAT_TILE(), value=d.tile))
            if d.count < -1:
                raise fail(file, f"{where}.count", dm.CANNOT_BE_NEGATIVE())
            for k, a in enumerate(d.after):
                if a not in ids:
                    raise fail(file, f"{where}.after[{k}]", dm.UNKNOWN(what=dm.WHAT_POSITION(), value=a))
            for k, u in enumerate(d.unlocks):
                if u not in kinds:
                    raise fail(file, f"{where}.unlocks[{k}]", dm.UNKNOWN(what=dm.WHAT_LINK_KIND(), value=u))
            tile = industries.tile_index[d.tile]
            count = industries.tiles[tile].count if d.count < 0 else d.count
            positions.append(Position(
                i, tile, industries.tiles[tile].industry, count,
                tuple(ids[a] for a in d.after), tuple(kinds[u] for u in d.unlocks), d.id,
            ))
        if len({p.tile for p in positions}) != len(positions):
            raise fail(file, "mat", dm.MAT_TILE_ONCE())
        return cls(tuple(positions), len(industries.industries))

    def start_counts(self) -> list[int]:
        return [p.count for p in self.positions]

    def accessible(self, counts: Sequence[int], industry: int) -> list[int]:
        """Accessible positions holding ``industry`` tiles (a linear stack has at most one)."""
        found = []
        positions = self.positions
        for pi in self.of_industry[industry]:
            if counts[pi] <= 0:
                continue
            after = positions[pi].after
            if not after or any(counts[a] <= 0 for a in after):
                found.append(pi)
        return found

    def waiting_on(self, counts: Sequence[int], industry: int) -> list[int]:
        """Positions whose running out would open ``industry``'s tiles, when they all wait
        behind other positions (empty when some are accessible or none are left)."""
        if self.accessible(counts, industry):
            return []
        waiting = [pi for pi in self.of_industry[industry] if counts[pi] > 0]
        return sorted({a for pi in waiting for a in self.positions[pi].after})

    def all_accessible(self, counts: Sequence[int]) -> list[int]:
        """Every accessible position, whatever its industry."""
        found = []
        for i, after in self.gates:
            if counts[i] > 0:
                if not after:
                    found.append(i)
                    continue
                for a in after:
                    if counts[a] <= 0:
                        found.append(i)
                        break
        return found

    def lowest(self, counts: Sequence[int], industry: int) -> int:
        """The lowest accessible position of a linear stack, -1 when it is empty."""
        for pi in self.of_industry[industry]:
            if counts[pi] > 0:
                return pi
        return -1

    def locked_links(self, counts: Sequence[int], kind: int) -> int:
        """Link tiles of ``kind`` still waiting on the mat (their position not yet cleared)."""
        return sum(p.unlocks.count(kind) for p in self.positions if counts[p.index] > 0)

    def link_total(self, kind: int, start: int) -> int:
        """How many link tiles of ``kind`` a player owns in all (supply at setup + mat)."""
        return start + sum(p.unlocks.count(kind) for p in self.positions)
