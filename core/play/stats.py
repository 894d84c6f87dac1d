"""Small statistics for simulations, in pure Python (no scipy needed).

Why these methods:

- **Wilson score interval** for win rates: unlike the plain ``p ± 1.96·se`` it stays
  inside [0, 1] and is honest for rates near 0 or 1 and for a few hundred games
  (Wilson 1927; Newcombe 1998, method 3).
- **Normal-approximation intervals** for means (VP, rounds, actions): simulations
  run dozens to thousands of games, where the t and normal quantiles agree to a
  few per cent; below 30 games the interval is wider than it looks.
- **Two-proportion z test** and **Newcombe's hybrid score interval** for the
  difference of two independent win rates (Newcombe 1998b, method 10).
- **Paired differences** for ``brass compare``: both sides play the same seeds, so
  the per-game differences carry the comparison (mean difference, its interval,
  a z test).
- **Games needed** to tell two rates apart with 5% significance and 80% power
  (the usual normal-approximation sample size for two proportions, Fleiss).
"""
from __future__ import annotations

import math
from statistics import NormalDist
from typing import Sequence

from attrs import frozen

#: the two-sided 95% normal quantile
Z95 = NormalDist().inv_cdf(0.975)
#: the one-sided 80% power quantile
Z80 = NormalDist().inv_cdf(0.80)


@frozen
class Interval:
    """An estimate with its 95% confidence interval."""

    value: float
    low: float
    high: float

    def as_dict(self) -> dict[str, float]:
        return {"value": self.value, "low": self.low, "high": self.high}


def wilson(successes: float, n: int, z: float = Z95) -> Interval:
    """Wilson score interval of a proportion (``successes`` may be fractional: shared wins)."""
    if n <= 0:
        return Interval(0.0, 0.0, 1.0)
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(max(p * (1 - p), 0.0) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float], z: float = Z95) -> Interval:
    """Mean with a normal-approximation interval (sample standard deviation)."""
    n = len(values)
    if n == 0:
        return Interval(0.0, 0.0, 0.0)
    m = math.fsum(values) / n
    if n == 1:
        return Interval(m, m, m)
    sd = math.sqrt(math.fsum((v - m) ** 2 for v in values) / (n - 1))
    half = z * sd / math.sqrt(n)
    return Interval(m, m - half, m + half)


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """First quartile, median and third quartile (linear interpolation, like numpy's default)."""
    s = sorted(values)
    if not s:
        return (0.0, 0.0, 0.0)

    def at(q: float) -> float:
        pos = q * (len(s) - 1)
        lo = math.floor(pos)
        hi = min(lo + 1, len(s) - 1)
        return s[lo] + (s[hi] - s[lo]) * (pos - lo)

    return (at(0.25), at(0.5), at(0.75))


def normal_p_value(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return 2 * (1 - NormalDist().cdf(abs(z)))


def two_proportion_z(x1: float, n1: int, x2: float, n2: int) -> tuple[float, float]:
    """Pooled two-proportion z statistic and its two-sided p-value."""
    if n1 <= 0 or n2 <= 0:
        return 0.0, 1.0
    p1, p2 = x1 / n1, x2 / n2
    pooled = (x1 + x2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return 0.0, 1.0
    z = (p1 - p2) / se
    return z, normal_p_value(z)


def newcombe_difference(x1: float, n1: int, x2: float, n2: int) -> Interval:
    """Difference of two independent proportions with Newcombe's hybrid score interval."""
    a, b = wilson(x1, n1), wilson(x2, n2)
    d = a.value - b.value
    low = d - math.sqrt((a.value - a.low) ** 2 + (b.high - b.value) ** 2)
    high = d + math.sqrt((a.high - a.value) ** 2 + (b.value - b.low) ** 2)
    return Interval(d, low, high)


@frozen
class PairedTest:
    """Mean of per-game differences (A − B) with its interval and two-sided p-value."""

    difference: Interval
    p_value: float

    @property
    def significant(self) -> bool:
        return self.p_value < 0.05

    def as_dict(self) -> dict[str, object]:
        return {**self.difference.as_dict(), "p_value": self.p_value, "significant": self.significant}


def paired(a: Sequence[float], b: Sequence[float]) -> PairedTest:
    """Compare two paired samples (same seeds) through their differences."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    ci = mean_ci(diffs)
    n = len(diffs)
    if n < 2:
        return PairedTest(ci, 1.0)
    m = ci.value
    sd = math.sqrt(math.fsum((v - m) ** 2 for v in diffs) / (n - 1))
    if sd == 0:
        return PairedTest(ci, 1.0 if m == 0 else 0.0)
    return PairedTest(ci, normal_p_value(m / (sd / math.sqrt(n))))


def games_needed(p1: float, p2: float, alpha_z: float = Z95, power_z: float = Z80) -> int | None:
    """Games per side to tell rates ``p1`` and ``p2`` apart (5% two-sided, 80% power);
    None when they are equal."""
    d = abs(p1 - p2)
    if d == 0:
        return None
    pooled = (p1 + p2) / 2
    root = alpha_z * math.sqrt(2 * pooled * (1 - pooled)) + power_z * math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
    return math.ceil(root * root / (d * d))
