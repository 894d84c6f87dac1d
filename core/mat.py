"""A player mat as positions holding stacks of tiles, with paths between them.

A position is accessible when it still holds tiles and either starts a path or
follows a position that has been cleared.  A linear stack (each level after the
one below) and branching paths are the same structure.
"""
from __future__ import annotations

from typing import Sequence

from attrs import frozen


@frozen
class Position:
    """A mat position: a stack of ``count`` tiles of type ``tile``; ``after`` = predecessors."""

    index: int
    tile: int
    industry: int
    count: int
    after: tuple[int, ...]


class Mat:
    """Static mat layout shared by every player of a game."""

    def __init__(self, positions: tuple[Position, ...], industry_count: int) -> None:
        self.positions = positions
        by_industry: list[list[int]] = [[] for _ in range(industry_count)]
        for p in positions:
            by_industry[p.industry].append(p.index)
        self.of_industry: tuple[tuple[int, ...], ...] = tuple(tuple(x) for x in by_industry)
        self.position_of_tile = {p.tile: p.index for p in positions}

    @classmethod
    def stacks(cls, tiles_of: Sequence[Sequence[int]], counts: Sequence[int]) -> "Mat":
        """Linear stacks: one path per industry, each level after the one below."""
        positions: list[Position] = []
        for industry, tiles in enumerate(tiles_of):
            prev = -1
            for tile in tiles:
                after = (prev,) if prev >= 0 else ()
                positions.append(Position(len(positions), tile, industry, counts[tile], after))
                prev = len(positions) - 1
        return cls(tuple(positions), len(tiles_of))

    def start_counts(self) -> list[int]:
        return [p.count for p in self.positions]

    def accessible(self, counts: Sequence[int], industry: int) -> list[int]:
        """Accessible positions of an industry (a linear stack has at most one)."""
        found = []
        positions = self.positions
        for pi in self.of_industry[industry]:
            if counts[pi] <= 0:
                continue
            after = positions[pi].after
            if not after or any(counts[a] <= 0 for a in after):
                found.append(pi)
        return found

    def lowest(self, counts: Sequence[int], industry: int) -> int:
        """The lowest accessible position of a linear stack, -1 when it is empty."""
        for pi in self.of_industry[industry]:
            if counts[pi] > 0:
                return pi
        return -1
