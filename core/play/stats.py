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
  the per-game differences carry the comparison: their mean, its interval and a
  paired t test (Student's t, so a handful of games is not taken for proof; its
  distribution from the regularized incomplete beta function).  Where every game
  differs by the same amount (no spread to test against) the exact sign test
  answers: n games all one way have p = 2 × 0.5^n.
- **Games needed** to tell two rates apart with 5% significance and 80% power
  (the usual normal-approximation sample size for two proportions, Fleiss).
"""
from __future__ import annotations

import functools
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


def paired(a: Sequence[float], b: Sequence[float], within: tuple[float, float] | None = None) -> PairedTest:
    """Compare two paired samples (same seeds) through their differences (paired t test).
    ``within``: the range every value lies in (a win share: 0 to 1); the interval then stops
    where a difference can go (−1 to +1), which a t interval of a few games overshoots."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    n = len(diffs)
    if n < 2:
        return PairedTest(mean_ci(diffs), 1.0)
    df = n - 1
    ci = mean_ci(diffs, t_quantile(df))
    if within is not None:
        span = within[1] - within[0]
        ci = Interval(ci.value, max(ci.low, -span), min(ci.high, span))
    m = ci.value
    sd = math.sqrt(math.fsum((v - m) ** 2 for v in diffs) / (n - 1))
    if sd == 0:
        # every game differs alike: the sign test's exact p-value
        return PairedTest(ci, 1.0 if m == 0 else min(1.0, 2.0 * 0.5 ** n))
    return PairedTest(ci, t_p_value(m / (sd / math.sqrt(n)), df))


def t_p_value(t: float, df: int) -> float:
    """Two-sided p-value of Student's t statistic with ``df`` degrees of freedom."""
    return _beta_regularized(df / (df + t * t), df / 2, 0.5)


@functools.cache
def t_quantile(df: int, p_two_sided: float = 0.05) -> float:
    """The t with two-sided p-value ``p_two_sided`` at ``df`` degrees of freedom (bisection)."""
    low, high = 0.0, 1.0
    while t_p_value(high, df) > p_two_sided:
        low, high = high, high * 2
    for _ in range(100):
        mid = (low + high) / 2
        if t_p_value(mid, df) > p_two_sided:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def _beta_regularized(x: float, a: float, b: float) -> float:
    """The regularized incomplete beta function I_x(a, b), by its continued fraction
    (evaluated where it converges fast, with I_x(a, b) = 1 − I_(1−x)(b, a) elsewhere)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _beta_fraction(x, a, b) / a
    return 1.0 - front * _beta_fraction(1.0 - x, b, a) / b


def _beta_fraction(x: float, a: float, b: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz's method)."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        for numerator in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                          -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + numerator / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            break
    return h


def games_needed(p1: float, p2: float, alpha_z: float = Z95, power_z: float = Z80) -> int | None:
    """Games per side to tell rates ``p1`` and ``p2`` apart (5% two-sided, 80% power);
    None when they are equal."""
    d = abs(p1 - p2)
    if d == 0:
        return None
    pooled = (p1 + p2) / 2
    root = alpha_z * math.sqrt(2 * pooled * (1 - pooled)) + power_z * math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))
    return math.ceil(root * root / (d * d))
