"""Playing games out with bots, and the statistics of many such games."""
from __future__ import annotations

import time
from typing import Any, Callable, Sequence

from attrs import define, field

from .engine import Game


def bot_seed(master: int, game_index: int, seat: int) -> int:
    """Seed of a bot, derived from the master seed (so results never depend on workers)."""
    return (master * 1_000_003 + game_index) * 16 + seat + 1


def game_seed(master: int, game_index: int) -> int:
    return master * 1_000_003 + game_index


def play_out(game: Game, bots: Sequence[Any], view: Callable[[Game, int], Any] | None = None) -> int:
    """Let ``bots`` (one per seat) decide until the game ends; returns decisions made."""
    decisions = 0
    while True:
        d = game.decision()
        if d is None:
            return decisions
        bot = bots[d.player]
        game.apply(bot.choose(d, view(game, d.player) if view is not None else None))
        decisions += 1


@define
class Summary:
    """What ``brass simulate`` reports."""

    games: int = 0
    seconds: float = 0.0
    decisions: int = 0
    actions: int = 0
    lengths: list[int] = field(factory=list)
    wins_by_seat: list[float] = field(factory=list)
    vp: list[int] = field(factory=list)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0


def simulate(make_game: Callable[[int], Game], make_bots: Callable[[int], Sequence[Any]], games: int) -> Summary:
    """Play ``games`` games: ``make_game(i)`` and ``make_bots(i)`` give game ``i``'s setup."""
    s = Summary()
    start = time.perf_counter()
    for i in range(games):
        g = make_game(i)
        if not s.wins_by_seat:
            s.wins_by_seat = [0.0] * g.state.players
        n = play_out(g, make_bots(i))
        s.games += 1
        s.decisions += n
        s.actions += g.actions_taken
        s.lengths.append(n)
        first = g.ranking()[0]
        for p in first:
            s.wins_by_seat[p] += 1 / len(first)
        s.vp.extend(g.state.vp)
    s.seconds = time.perf_counter() - start
    return s
