"""Game metrics of many simulated games (what ``brass simulate`` and ``brass compare`` report).

Definitions (also in ``brass simulate --help`` and docs/designers.md):

- **win rate** of a seat or bot: games won / games (a tie shares the win), Wilson 95% interval
  (a bot's: the mean share of its seats, counting games, not seat-games);
- **first-player advantage**: win rate of the seat that acted first in round 1, minus 1/players;
- **balance**: 1 − the largest gap between two seats' win rates (1 = every seat wins as often);
- **duration**: rounds, turn actions and decisions per game;
- **VP per action**: all seats' final VP / turn actions, per game;
- **lead changes**: how often the leader changes between round starts, by VP scored plus the VP the
  board would score now (links, then flipped tiles), ending with the final scores;
- **decisiveness**: share of the game left when the eventual winner takes the lead for good
  (1 = led from the first round, 0 = only the final scoring decided);
- **significance**: do the seats win equally often?  A chi-square goodness-of-fit test of the
  games won alone against equal shares, the seats' pairs by exact sign tests with Holm's
  correction, and the games that would resolve differences of this size (5%, 80% power): see
  :mod:`brass.core.play.seat_balance` for why not a z test of the best and the worst seat.
"""
from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from brass.core.play.seat_balance import seat_balance
from brass.core.play.stats import mean_ci, quartiles, wilson

if TYPE_CHECKING:
    from brass.core.play.record import GameResult


def win_shares(result: GameResult, players: int) -> list[float]:
    """Each seat's share of this game's win (1, 1/k for a k-way tie, or 0)."""
    share = [0.0] * players
    for p in result.winners:
        share[p] = 1 / len(result.winners)
    return share


def per_game_values(result: GameResult, players: int) -> dict[str, float]:
    """The per-game quantities that metrics average (also what ``compare`` pairs game by game)."""
    shares = win_shares(result, players)
    return {
        "first_player_win": shares[result.first],
        "rounds": float(result.rounds),
        "actions": float(result.actions),
        "decisions": float(result.decisions),
        "vp_mean": sum(result.vp) / players,
        "vp_per_action": sum(result.vp) / result.actions if result.actions else 0.0,
        "lead_changes": float(result.lead_changes),
        "decisiveness": result.decided_at,
        **{f"seat{p + 1}_win": shares[p] for p in range(players)},
        **{f"seat{p + 1}_vp": float(result.vp[p]) for p in range(players)},
    }


def value_range(metric: str, values: Sequence[float]) -> tuple[float, float]:
    """What a mean of ``values`` of a metric of :func:`per_game_values` can be, where its
    interval stops: a share 0 to 1; VP at least 0, or the lowest score a game reached (a
    title may take VP below 0: Pittsburgh's income penalty); counts and rates at least 0."""
    if metric.endswith("_win") or metric == "decisiveness":
        return (0.0, 1.0)
    if metric.endswith("_vp") or metric == "vp_mean":
        return (min([0.0, *values]), math.inf)
    return (0.0, math.inf)


def seat_report(results: Sequence[GameResult], players: int, bots: Sequence[str]) -> list[dict[str, Any]]:
    n = len(results)
    rows = []
    for p in range(players):
        wins = sum(win_shares(r, players)[p] for r in results)
        vps = [r.vp[p] for r in results]
        rows.append({
            "seat": p + 1, "bot": bots[p], "wins": wins, "win_rate": wilson(wins, n).as_dict(),
            "vp": mean_ci(vps, within=value_range("vp_mean", vps)).as_dict(), "vp_quartiles": list(quartiles(vps)),
            "rank_mean": statistics.mean(r.rank[p] for r in results) if results and results[0].rank else 0.0,
        })
    return rows


def bot_report(results: Sequence[GameResult], players: int, bots: Sequence[str]) -> dict[str, Any]:
    """Per bot: the chance that one seat it plays wins (ties shared), and that seat's VP.

    The seats of one game are not independent (when one wins, the others lose), so the
    intervals count games: each game gives the mean win share and the mean VP of the bot's
    seats.  With one bot in every seat its win rate is 1/players by construction."""
    out: dict[str, Any] = {}
    n = len(results)
    for bot in dict.fromkeys(bots):
        seats = [p for p in range(players) if bots[p] == bot]
        wins = sum(win_shares(r, players)[p] for r in results for p in seats)
        vps = [math.fsum(r.vp[p] for p in seats) / len(seats) for r in results]
        won = [max(r.vp) for r in results if any(p in r.winners for p in seats)]
        out[bot] = {"seats": [p + 1 for p in seats], "wins": wins, "win_rate": wilson(wins / len(seats), n).as_dict(),
                    "vp": mean_ci(vps, within=value_range("vp_mean", vps)).as_dict(),
                    "vp_quartiles": list(quartiles([r.vp[p] for r in results for p in seats])),
                    "winner_mean": statistics.mean(won) if won else 0.0}
    return out


def action_report(results: Sequence[GameResult], players: int) -> dict[str, Any]:
    """Mean number of each kind of action per game, in all and per seat."""
    n = len(results) or 1
    per_seat: list[dict[str, float]] = [{} for _ in range(players)]
    for r in results:
        for p, counts in enumerate(r.actions_by_seat):
            for kind, c in counts.items():
                per_seat[p][kind] = per_seat[p].get(kind, 0.0) + c / n
    total: dict[str, float] = {}
    for seat in per_seat:
        for kind, mean in seat.items():
            total[kind] = total.get(kind, 0.0) + mean
    order = sorted(total, key=lambda k: (-total[k], k))
    return {"per_game": {k: total[k] for k in order},
            "per_seat": [{k: seat.get(k, 0.0) for k in order} for seat in per_seat]}


def significance(results: Sequence[GameResult], players: int) -> dict[str, Any]:
    """Do the seats win equally often at this number of games?"""
    return seat_balance([win_shares(r, players) for r in results])


def game_metrics(results: Sequence[GameResult], players: int, seats: Sequence[dict[str, Any]]) -> dict[str, Any]:
    values = [per_game_values(r, players) for r in results]

    def ci(key: str) -> dict[str, float]:
        xs = [v[key] for v in values]
        return mean_ci(xs, within=value_range(key, xs)).as_dict()

    n = len(results)
    first = wilson(sum(v["first_player_win"] for v in values), n)
    rates = [s["win_rate"]["value"] for s in seats]
    return {
        "first_player_advantage": {"value": first.value - 1 / players, "low": first.low - 1 / players,
                                   "high": first.high - 1 / players},
        "balance": 1 - (max(rates) - min(rates)),
        "rounds": ci("rounds"), "actions": ci("actions"), "decisions": ci("decisions"),
        "vp_per_action": ci("vp_per_action"), "lead_changes": ci("lead_changes"), "decisiveness": ci("decisiveness"),
    }


def report(results: Sequence[GameResult], bots: Sequence[str]) -> dict[str, Any]:
    """Everything ``brass simulate`` prints about outcomes, as plain data."""
    players = len(bots)
    seats = seat_report(results, players, bots)
    return {
        "seats": seats,
        "by_bot": bot_report(results, players, bots),
        "metrics": game_metrics(results, players, seats),
        "actions": action_report(results, players),
        "significance": significance(results, players),
    }
