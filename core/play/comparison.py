"""Comparing two sides that played the same seeds (``brass compare``), and bots head to head.

Each metric is compared through its per-game differences (paired by seed).  Many metrics
are tested at once, so the verdict uses Holm's step-down correction: a side "differs" only
when some metric stays significant at 5% after it.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from brass.core.play.metrics import per_game_values, value_range
from brass.core.play.stats import holm_adjusted, mean_ci, paired, sign_interval, wilson

if TYPE_CHECKING:
    from brass.core.play.record import GameResult

#: the range of a win share and of the decisiveness (a share of the game)
SHARES = (0.0, 1.0)


def is_win_rate(metric: str) -> bool:
    """Whether a metric of :func:`compare_sides` is a share of games won (``seat2_win``,
    ``first_player_win``)."""
    return metric.endswith("_win")


def holm(p_values: Sequence[float], alpha: float = 0.05) -> list[bool]:
    """Which hypotheses Holm's step-down procedure rejects (family-wise error ``alpha``)."""
    return [q <= alpha for q in holm_adjusted(p_values)]


def compare_sides(a: Sequence[GameResult], b: Sequence[GameResult], players: int) -> list[dict[str, Any]]:
    """One entry per metric: mean of each side, the paired difference B − A, its interval and p."""
    va = [per_game_values(r, players) for r in a]
    vb = [per_game_values(r, players) for r in b]
    rows: list[dict[str, Any]] = []
    shares = {k for k in va[0] if is_win_rate(k)} | {"decisiveness"}
    for key in va[0]:
        xa = [v[key] for v in va]
        xb = [v[key] for v in vb]
        test = paired(xb, xa, within=SHARES if key in shares else None)
        rows.append({"metric": key, "a": mean_ci(xa, within=value_range(key, xa)).as_dict(),
                     "b": mean_ci(xb, within=value_range(key, xb)).as_dict(), **test.as_dict()})
    for row, rejected in zip(rows, holm([r["p_value"] for r in rows])):
        row["significant_holm"] = rejected
    return rows


def bot_shares(result: GameResult, bot: str) -> float:
    """The mean win share of the seats ``bot`` played in this game (ties shared)."""
    seats = [p for p, b in enumerate(result.bots) if b == bot]
    if not seats:
        return 0.0
    return sum(1 / len(result.winners) for p in seats if p in result.winners) / len(seats)


def head_to_head(results: Sequence[GameResult], x: str, y: str) -> dict[str, Any]:
    """Bot ``x`` against bot ``y`` (seats alternating): each one's per-seat win rate (Wilson,
    counting games), and the difference of the two by the exact sign test on the games one of
    them did better in, with the interval that inverts it (a paired t interval shrank to a
    point when one bot won every game, beside a p-value that was not significant)."""
    sx = [bot_shares(r, x) for r in results]
    sy = [bot_shares(r, y) for r in results]
    test = sign_interval([a - b for a, b in zip(sx, sy)])
    n = len(results)
    return {"x": x, "y": y, "x_win_rate": wilson(sum(sx), n).as_dict(), "y_win_rate": wilson(sum(sy), n).as_dict(),
            **test.as_dict()}
