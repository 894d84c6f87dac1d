"""Points for the locations a layout does not place (a data-only map, a board side).

A spring layout (Fruchterman and Reingold's forces: linked places pull, every pair pushes)
moves only the unknown places, so the title's own points stay where its author put them;
then boxes that still overlap are pushed apart, and any place that finds no room goes to a
row below the drawing.  Everything starts from the location indices (no randomness), so
the same map is always drawn the same way.
"""
from __future__ import annotations

import math

#: an industry space and the gap around it, in layout units (the pictures' boxes)
SPACE = 34
GAP = 4
#: the empty margin kept between two boxes
PADDING = 24
_STEPS = 300
_GOLDEN = math.pi * (3 - math.sqrt(5))  # spreads the starting points evenly around a centre

Point = tuple[float, float]
Size = tuple[float, float]


def place_unknown(
    sizes: list[Size], links: list[tuple[int, int]], known: dict[int, Point], width: float, height: float,
) -> tuple[list[Point], float]:
    """A point for every location (the known ones unchanged) and the drawing's height (grown
    when a row below was needed).  ``sizes`` are the boxes' (width, height) by location,
    ``links`` the pairs of locations a line joins."""
    n = len(sizes)
    free = [i for i in range(n) if i not in known]
    pos = [list(known[i]) if i in known else [0.0, 0.0] for i in range(n)]
    if not free:
        return [(x, y) for x, y in pos], height
    ideal = max(math.hypot(w, h) for w, h in sizes) + PADDING
    _start(pos, free, known, links, width, height, ideal)
    _springs(pos, free, links, sizes, width, height, ideal)
    _separate(pos, free, sizes, width, height)
    height = _row_below(pos, free, sizes, width, height)
    return [(round(x, 1), round(y, 1)) for x, y in pos], height


def _start(pos: list[list[float]], free: list[int], known: dict[int, Point], links: list[tuple[int, int]],
           width: float, height: float, ideal: float) -> None:
    """Each unknown place starts beside its placed neighbours, or on a spiral round the centre."""
    for k, i in enumerate(free):
        near = [known[b if a == i else a] for a, b in links if i in (a, b) and (b if a == i else a) in known]
        angle = k * _GOLDEN
        if near:
            cx, cy = sum(p[0] for p in near) / len(near), sum(p[1] for p in near) / len(near)
            radius = ideal
        else:
            cx, cy = width / 2, height / 2
            radius = ideal * 0.5 * math.sqrt(k + 1)
        pos[i] = [cx + radius * math.cos(angle), cy + radius * math.sin(angle)]


def _springs(pos: list[list[float]], free: list[int], links: list[tuple[int, int]], sizes: list[Size],
             width: float, height: float, ideal: float) -> None:
    """Fruchterman-Reingold steps over the unknown places, cooling linearly."""
    movable = set(free)
    everyone = range(len(pos))
    for step in range(_STEPS):
        limit = max(width, height) / 10 * (1 - step / _STEPS) + 1
        push = {i: [0.0, 0.0] for i in free}
        for i in free:
            for j in everyone:
                if i == j:
                    continue
                dx, dy = pos[i][0] - pos[j][0], pos[i][1] - pos[j][1]
                dist = math.hypot(dx, dy) or 0.01
                force = ideal * ideal / dist
                push[i][0] += dx / dist * force
                push[i][1] += dy / dist * force
        for a, b in links:
            dx, dy = pos[a][0] - pos[b][0], pos[a][1] - pos[b][1]
            dist = math.hypot(dx, dy) or 0.01
            force = dist * dist / ideal
            for i, sign in ((a, -1.0), (b, 1.0)):
                if i in movable:
                    push[i][0] += sign * dx / dist * force
                    push[i][1] += sign * dy / dist * force
        for i in free:
            dx, dy = push[i]
            size = math.hypot(dx, dy) or 1.0
            move = min(size, limit)
            pos[i] = _inside(pos[i][0] + dx / size * move, pos[i][1] + dy / size * move, sizes[i], width, height)


def _inside(x: float, y: float, size: Size, width: float, height: float) -> list[float]:
    w, h = size
    return [min(max(x, w / 2 + GAP), width - w / 2 - GAP), min(max(y, h / 2 + GAP), height - h / 2 - GAP)]


def overlap(a: Point, size_a: Size, b: Point, size_b: Size, padding: float = PADDING) -> tuple[float, float]:
    """How far two boxes (centre, size) overlap on each axis, with ``padding`` between them
    (a negative amount on either axis: they do not)."""
    return ((size_a[0] + size_b[0]) / 2 + padding - abs(a[0] - b[0]),
            (size_a[1] + size_b[1]) / 2 + padding - abs(a[1] - b[1]))


def _separate(pos: list[list[float]], free: list[int], sizes: list[Size], width: float, height: float) -> None:
    """Push an unknown box out of any box it overlaps, along the shorter way out."""
    movable = set(free)
    for _ in range(200):
        moved = False
        for i in free:
            for j in range(len(pos)):
                if i == j:
                    continue
                ox, oy = overlap((pos[i][0], pos[i][1]), sizes[i], (pos[j][0], pos[j][1]), sizes[j])
                if ox <= 0 or oy <= 0:
                    continue
                share = 0.5 if j in movable else 1.0
                if ox < oy:
                    step = ox * share * (1 if pos[i][0] >= pos[j][0] else -1)
                    pos[i][0] += step
                    if j in movable:
                        pos[j][0] -= step
                else:
                    step = oy * share * (1 if pos[i][1] >= pos[j][1] else -1)
                    pos[i][1] += step
                    if j in movable:
                        pos[j][1] -= step
                pos[i] = _inside(pos[i][0], pos[i][1], sizes[i], width, height)
                pos[j] = _inside(pos[j][0], pos[j][1], sizes[j], width, height) if j in movable else pos[j]
                moved = True
        if not moved:
            return


def _row_below(pos: list[list[float]], free: list[int], sizes: list[Size], width: float, height: float) -> float:
    """A place still overlapping another goes, in index order, to a row below the drawing."""
    x: float = PADDING
    y, row = height + PADDING, 0.0
    for i in free:
        if not any(j != i and min(overlap((pos[i][0], pos[i][1]), sizes[i], (pos[j][0], pos[j][1]), sizes[j])) > 0
                   for j in range(len(pos))):
            continue
        w, h = sizes[i]
        if x + w > width and x > PADDING:
            x, y, row = PADDING, y + row + PADDING, 0.0
        pos[i] = [x + w / 2, y + h / 2]
        x += w + PADDING
        row = max(row, h)
    return y + row + PADDING if row else height
