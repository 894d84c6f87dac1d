"""Who is connected to what: components, link distances and each player's network.

"Connected" uses every built link that connects (anyone's); "my network" is the
set of locations holding my industry tiles or touching my links.  Location sets
are bit masks (bit i = location i): cheap to build, copy and test.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol

from brass.core.model.board import Board


def components(board: Board, link_owner: Sequence[int], connects: Sequence[bool]) -> list[int]:
    """Component label of every location (equal labels = connected by built links).

    ``connects[i]`` says whether the tile on line ``i`` joins its ends (a pipeline
    in some titles does not).
    """
    parent = list(range(board.location_count))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    links = board.links
    for i, owner in enumerate(link_owner):
        if owner < 0 or not connects[i]:
            continue
        ends = links[i].ends
        root = find(ends[0])
        for e in ends[1:]:
            other = find(e)
            if other != root:
                parent[other] = root
    return [find(x) for x in range(board.location_count)]


def distances(
    board: Board,
    link_owner: Sequence[int],
    connects: Sequence[bool],
    starts: Iterable[int],
) -> list[int]:
    """Fewest built links from any of ``starts`` to each location (-1 = not connected)."""
    dist = [-1] * board.location_count
    frontier = []
    for s in starts:
        if dist[s] < 0:
            dist[s] = 0
            frontier.append(s)
    links_at = board.links_at
    links = board.links
    step = 0
    while frontier:
        step += 1
        nxt = []
        for loc in frontier:
            for li in links_at[loc]:
                if link_owner[li] < 0 or not connects[li]:
                    continue
                for e in links[li].ends:
                    if dist[e] < 0:
                        dist[e] = step
                        nxt.append(e)
        frontier = nxt
    return dist


def one_link_added(old_owner: list[int], old_kind: list[int], owner: list[int], kind: list[int]) -> int:
    """The line that holds a link in (``owner``, ``kind``) and was empty in (``old_owner``,
    ``old_kind``), everything else being the same; -1 when the layouts differ otherwise (a
    network view is then worked out afresh)."""
    if len(owner) != len(old_owner) or owner.count(-1) != old_owner.count(-1) - 1:
        return -1
    i = 0
    for i, (a, b) in enumerate(zip(old_owner, owner)):  # noqa: B007 - the first difference is read after
        if a != b:
            break
    if old_owner[i] != -1 or old_owner[i + 1:] != owner[i + 1:]:
        return -1
    if old_kind[:i] != kind[:i] or old_kind[i + 1:] != kind[i + 1:]:
        return -1
    return i


def mask_of(locations: Iterable[int]) -> int:
    """Bit mask of a set of location indices."""
    m = 0
    for loc in locations:
        m |= 1 << loc
    return m


def player_network(
    board: Board,
    player: int,
    tile_owner: Sequence[int],
    link_owner: Sequence[int],
) -> int:
    """Mask of the locations in ``player``'s network: own tiles, or ends of own links."""
    return player_masks(board, player, tile_owner, link_owner)[1]


def player_masks(
    board: Board,
    player: int,
    tile_owner: Sequence[int],
    link_owner: Sequence[int],
) -> tuple[int, int]:
    """(locations holding ``player``'s industry tiles, ``player``'s network: those and the
    ends of their links)."""
    own = _owned_mask(tile_owner, player, board.space_bits)
    return own, own | _owned_mask(link_owner, player, board.link_masks)


def _owned_mask(owners: Sequence[int], player: int, masks: Sequence[int]) -> int:
    """The union of ``masks`` at the indices ``player`` owns (list.count and list.index run
    in C: a player owns few of them)."""
    found = 0
    i = -1
    for _ in range(owners.count(player)):
        i = owners.index(player, i + 1)
        found |= masks[i]
    return found


class Presence(Protocol):
    """What :func:`presence` needs of a game (the engine's ``Game`` is one)."""

    rules: Any
    state: Any

    def memo(self) -> dict: ...

    def network(self) -> NetworkView: ...


def presence(game: Presence, player: int) -> tuple[int, int]:
    """:func:`player_masks` of ``player`` in the current state, kept for the state version
    (the build sites, the link lines and the develop checks all ask) and, through the
    network view of the link layout, for as long as the tiles' owners are unchanged."""
    memo = game.memo()
    key = ("presence", player)
    found = memo.get(key)
    if found is None:
        found = memo[key] = game.network().presence(player, game.state.tile_owner)
    return found


class NetworkView:
    """Connectivity of one link layout, computed once and reused until links change.

    ``comp[loc]`` labels components; ``comp_mask[loc]`` is the mask of every
    location connected to ``loc`` (itself included).
    """

    __slots__ = ("board", "link_owner", "connects", "comp", "comp_mask", "_dist_cache", "_reach_cache",
                 "_tile_owner", "_presence")

    def __init__(self, board: Board, link_owner: Sequence[int], connects: Sequence[bool],
                 comp: list[int] | None = None, comp_mask: list[int] | None = None) -> None:
        """``comp`` and ``comp_mask``: the components when already known (:meth:`with_link`)."""
        self.board = board
        self.link_owner = list(link_owner)
        self.connects = connects
        self.comp = components(board, link_owner, connects) if comp is None else comp
        self.comp_mask = self._masks(self.comp) if comp_mask is None else comp_mask
        self._dist_cache: dict[tuple[int, ...], list[int]] = {}
        self._reach_cache: dict[tuple[int, ...], int] = {}
        self._tile_owner: list[int] | None = None
        self._presence: dict[int, tuple[int, int]] = {}

    def presence(self, player: int, tile_owner: list[int]) -> tuple[int, int]:
        """:func:`player_masks` of ``player`` with these links and ``tile_owner``: kept for the
        owners they were found with (compared, not trusted: a clone shares this view)."""
        if tile_owner != self._tile_owner:
            self._tile_owner = tile_owner[:]
            self._presence = {}
        found = self._presence.get(player)
        if found is None:
            found = self._presence[player] = player_masks(self.board, player, tile_owner, self.link_owner)
        return found

    @staticmethod
    def _masks(comp: list[int]) -> list[int]:
        by_label: dict[int, int] = {}
        for loc, c in enumerate(comp):
            by_label[c] = by_label.get(c, 0) | (1 << loc)
        return [by_label[c] for c in comp]

    def with_link(self, ends: tuple[int, ...], link_owner: Sequence[int] | None = None,
                  connects: Sequence[bool] | None = None) -> NetworkView:
        """The same layout plus one connecting link joining ``ends`` (distances not kept);
        ``link_owner`` and ``connects``: the new layout's lists, when the view is to be that
        layout's own (else it keeps this one's, as a hypothetical network)."""
        target = self.comp[ends[0]]
        merge = {self.comp[e] for e in ends[1:]}
        comp = [target if c in merge else c for c in self.comp]
        joined = 0
        for e in ends:
            joined |= self.comp_mask[e]
        comp_mask = [joined if (joined >> loc) & 1 else m for loc, m in enumerate(self.comp_mask)]
        return NetworkView(self.board, self.link_owner if link_owner is None else link_owner,
                           self.connects if connects is None else connects, comp, comp_mask)

    def connected(self, a: int, b: int) -> bool:
        return self.comp[a] == self.comp[b]

    def reach_mask(self, starts: Sequence[int]) -> int:
        """Mask of every location connected to any of ``starts``."""
        if len(starts) == 1:
            return self.comp_mask[starts[0]]
        key = tuple(starts)
        found = self._reach_cache.get(key)
        if found is None:
            found = 0
            comp_mask = self.comp_mask
            for s in key:
                found |= comp_mask[s]
            self._reach_cache[key] = found
        return found

    def distances(self, starts: tuple[int, ...]) -> list[int]:
        d = self._dist_cache.get(starts)
        if d is None:
            d = distances(self.board, self.link_owner, self.connects, starts)
            self._dist_cache[starts] = d
        return d
