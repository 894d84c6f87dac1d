"""Playing games out with bots, and the statistics of many such games.

Seeds of games and bots derive from one master seed and the game's index, so
the results do not depend on how the games are split between workers.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Sequence

from attrs import define, field

from brass.core.play.engine import Game


def bot_seed(master: int, game_index: int, seat: int) -> int:
    """Seed of a bot, derived from the master seed."""
    return (master * 1_000_003 + game_index) * 16 + seat + 1


def game_seed(master: int, game_index: int) -> int:
    return master * 1_000_003 + game_index


def play_out(game: Game, bots: Sequence[Any]) -> int:
    """Let ``bots`` (one per seat) decide until the game ends; returns decisions made.

    A bot receives what ``bot_input`` gives it: the deciding seat's window
    (``needs_seat``), its view (``needs_view``) or None, which keeps random play fast.
    """
    from brass.core.play.seat import bot_input

    decisions = 0
    while True:
        d = game.decision()
        if d is None:
            return decisions
        bot = bots[d.player]
        game.apply(bot.choose(d, bot_input(bot, game, d.player)))
        decisions += 1


@define
class GameResult:
    """One simulated game: its length and outcome."""

    index: int
    decisions: int
    actions: int
    vp: list[int]
    winners: list[int]
    seconds: float


def play_one(title: str, players: int, master: int, index: int, bots: Sequence[str],
             variant: dict[str, Any] | None = None, plugins: tuple[str, ...] = ()) -> GameResult:
    """Play game ``index`` of a simulation (picklable, for worker processes)."""
    from brass.core.hooks.bots import make_bot
    from brass.core.hooks.games import new_game

    start = time.perf_counter()
    g = new_game(title, players, game_seed(master, index), plugins=plugins, variant=variant)
    robots = [make_bot(bots[p], bot_seed(master, index, p)) for p in range(players)]
    n = play_out(g, robots)
    return GameResult(index, n, g.actions_taken, list(g.state.vp), g.ranking()[0],
                      time.perf_counter() - start)


@define
class Summary:
    """What ``brass simulate`` reports."""

    bots: list[str]
    results: list[GameResult] = field(factory=list)
    seconds: float = 0.0

    @property
    def games(self) -> int:
        return len(self.results)

    def as_dict(self) -> dict[str, Any]:
        r = self.results
        n = len(r)
        players = len(self.bots)
        lengths = [x.decisions for x in r]
        wins_seat = [0.0] * players
        wins_bot: dict[str, float] = {}
        seats_bot: dict[str, int] = {}
        for b in self.bots:
            seats_bot[b] = seats_bot.get(b, 0) + 1
            wins_bot.setdefault(b, 0.0)
        for x in r:
            for p in x.winners:
                wins_seat[p] += 1 / len(x.winners)
                wins_bot[self.bots[p]] += 1 / len(x.winners)
        vps = [v for x in r for v in x.vp]
        decisions = sum(lengths)
        return {
            "games": n,
            "seconds": self.seconds,
            "games_per_second": n / self.seconds if self.seconds else 0.0,
            "decisions_per_second": decisions / self.seconds if self.seconds else 0.0,
            "decisions_per_game": {"mean": statistics.mean(lengths), "median": statistics.median(lengths)},
            "actions_per_game": statistics.mean(x.actions for x in r),
            "win_rate_by_seat": [w / n for w in wins_seat],
            # chance that one seat played by this bot wins (ties share the win)
            "win_rate_by_bot": {b: wins_bot[b] / (n * seats_bot[b]) for b in wins_bot},
            "vp": {
                "mean": statistics.mean(vps), "stdev": statistics.pstdev(vps), "min": min(vps),
                "median": statistics.median(vps), "max": max(vps),
                "winner_mean": statistics.mean(max(x.vp) for x in r),
            },
        }
