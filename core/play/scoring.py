"""Era-end scoring helpers and the final ranking with tiebreaks."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def link_icons_at(game: Game, location: int, flipped_only: bool = True) -> int:
    """Link icons a link touching ``location`` scores: tiles' icons plus printed icons."""
    rules = game.rules
    st = game.state
    tiles = rules.tiles
    total = rules.board.locations[location].link_icons
    for s in rules.board.spaces_at[location]:
        if st.tile_owner[s] >= 0 and (st.tile_flipped[s] or not flipped_only):
            total += tiles[st.tile_type[s]].link_icons
    return total


def link_value(game: Game, link: int, flipped_only: bool = True) -> int:
    """VP one link tile on line ``link`` scores: the icons of every location it touches."""
    return sum(link_icons_at(game, e, flipped_only) for e in game.rules.board.links[link].ends)


def score_links(game: Game, flipped_only: bool = True) -> list[int]:
    """Add every built scoring link's value (times its kind's multiplier) to its owner's VP.

    Returns VP gained per player.  Links of kinds that do not score (pipelines)
    are skipped.
    """
    st = game.state
    kinds = game.rules.link_kinds
    gained = [0] * st.players
    for i, owner in enumerate(st.link_owner):
        if owner < 0:
            continue
        kind = kinds[st.link_kind[i]]
        if not kind.scores:
            continue
        gained[owner] += link_value(game, i, flipped_only) * kind.multiplier
    for p, v in enumerate(gained):
        game.score(p, v, "links")
    return gained


def score_flipped_tiles(game: Game, vp_of: Callable[[int], int] | None = None) -> list[int]:
    """Add the VP of every flipped industry tile to its owner; returns VP gained per player.

    ``vp_of(space)`` lets a title score tiles whose VP follows a rule.
    """
    st = game.state
    tiles = game.rules.tiles
    gained = [0] * st.players
    for s, owner in enumerate(st.tile_owner):
        if owner >= 0 and st.tile_flipped[s]:
            gained[owner] += tiles[st.tile_type[s]].vp if vp_of is None else vp_of(s)
    for p, v in enumerate(gained):
        game.score(p, v, "tiles")
    return gained


def tiebreak_value(game: Game, key: str, player: int) -> int:
    st = game.state
    if key == "income_level":
        return game.rules.track.level(st.income[player])
    if key == "income_space":
        return st.income[player]
    if key == "money":
        return st.money[player]
    raise ValueError(f"unknown tiebreak {key!r}")


def ranking(game: Game, players: Iterable[int] | None = None) -> list[list[int]]:
    """Players grouped by place: most VP first, then the title's tiebreaks; ties share."""
    st = game.state
    seats = list(range(st.players)) if players is None else list(players)
    keys = game.rules.info.tiebreaks

    def key(p: int) -> tuple[int, ...]:
        return (st.vp[p],) + tuple(tiebreak_value(game, k, p) for k in keys)

    seats.sort(key=key, reverse=True)
    groups: list[list[int]] = []
    last: tuple[int, ...] | None = None
    for p in seats:
        k = key(p)
        if k == last:
            groups[-1].append(p)
        else:
            groups.append([p])
            last = k
    return groups


def era_end_vp(game: Game) -> list[int]:
    """Every seat's VP were the era to end now (the title's own era-end scoring run on a copy, so
    it counts exactly what the title counts); once the game is over no era is left to score, so
    it is the final VP.  Shared by the lessons' checks and comparisons and ``brass play``'s score."""
    if game.over:
        return list(game.state.vp)
    copy = game.clone()
    copy.listener = None
    copy.hook.brass_era_end(game=copy, era=copy.state.era)
    return list(copy.state.vp)
