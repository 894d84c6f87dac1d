"""The index of spaces holding cubes that tile providers keep (valid only for the counts it was made from)."""
from __future__ import annotations

from brass.core.play.transport import TileProvider


def test_the_index_lists_spaces_with_cubes_and_follows_every_change() -> None:
    provider = TileProvider(0)
    cubes = [0, 2, 0, 0, 1]
    assert provider.holding(cubes) == [1, 4]
    cubes[1] = 0  # changed in place: the index is rebuilt, never stale
    assert provider.holding(cubes) == [4]
    assert provider.holding([3, 0, 0, 0, 0, 0]) == [0]  # another game's counts
    assert provider.holding([0] * 5) == []
