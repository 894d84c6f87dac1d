"""Small statistics for simulations, in pure Python (no scipy needed).

Why these methods:

- **Wilson score interval** for win rates: unlike the plain ``p ± 1.96·se`` it stays
  inside [0, 1] and is honest for rates near 0 or 1 and for a few hundred games
  (Wilson 1927; Newcombe 1998, method 3).
- **Normal-approximation intervals** for means (VP, rounds, actions): simulations
  run dozens to thousands of games, where the t and normal quantiles agree to a
  few per cent; below 30 games the interval is wider than it looks.
- **Paired differences** for ``brass compare``: both sides play the same seeds, so
  the per-game differences carry the comparison: their mean, its interval and a
  paired t test (Student's t, so a handful of games is not taken for proof; its
  distribution from the regularized incomplete beta function).  Where every game
  differs by the same amount (no spread to test against) the exact sign test
  answers: n games all one way have p = 2 × 0.5^n.
- **Sign-test intervals** for a difference of two win rates on the same games (the seats of
  ``simulate``, two bots in ``compare``): the Clopper–Pearson interval of the share of the
  games where one of the two finished ahead, mapped to the difference of win rates.  It is
  the exact sign test inverted, so it holds 0 exactly when the test's p-value is above its
  level, and a few games all won by one side still give a wide interval (a t interval of
  per-game differences has no spread then and shrinks to a point).
- **Tails of the chi-square and binomial distributions** (regularized incomplete gamma
  and beta functions, from ``math.lgamma``) for the seats' test (``seat_balance``), and
  Holm's adjusted p-values for tests made together.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from statistics import NormalDist

from attrs import frozen

#: the two-sided 95% normal quantile
Z95 = NormalDist().inv_cdf(0.975)


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


def mean_ci(values: Sequence[float], z: float = Z95, within: tuple[float, float] | None = None) -> Interval:
    """Mean with a normal-approximation interval (sample standard deviation); ``within``: the
    range the mean can take (VP at least 0, a share 0 to 1), where the interval stops (a few
    games' interval would reach past it; clipping keeps every mean it covered that can be)."""
    n = len(values)
    if n == 0:
        return Interval(0.0, 0.0, 0.0)
    m = math.fsum(values) / n
    if n == 1:
        return Interval(m, m, m)
    sd = math.sqrt(math.fsum((v - m) ** 2 for v in values) / (n - 1))
    half = z * sd / math.sqrt(n)
    if within is None:
        return Interval(m, m - half, m + half)
    return Interval(m, max(within[0], m - half), min(within[1], m + half))


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
    span = None if within is None else within[1] - within[0]
    ci = mean_ci(diffs, t_quantile(df), None if span is None else (-span, span))
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
    """The t with two-sided p-value ``p_two_sided`` at ``df`` degrees of freedom."""
    return _crossing(lambda t: t_p_value(t, df) > p_two_sided)


def _crossing(before: Callable[[float], bool]) -> float:
    """The x ≥ 0 where ``before(x)`` turns from true to false (doubling, then bisection)."""
    low, high = 0.0, 1.0
    while before(high):
        low, high = high, high * 2
    for _ in range(100):
        mid = (low + high) / 2
        if before(mid):
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


def holm_adjusted(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values (a hypothesis is rejected at level α when its
    adjusted p-value is at most α; the family-wise error stays at α)."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [1.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


def gamma_q(a: float, x: float) -> float:
    """The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a): its series
    below x = a + 1, its continued fraction above (where each converges fast)."""
    if x <= 0.0:
        return 1.0
    front = math.exp(-x + a * math.log(x) - math.lgamma(a))
    if x < a + 1.0:
        term = total = 1.0 / a
        n = a
        for _ in range(10_000):
            n += 1.0
            term *= x / n
            total += term
            if abs(term) < abs(total) * 1e-16:
                break
        return max(0.0, 1.0 - front * total)
    tiny = 1e-300
    b = x + 1.0 - a
    c, d = 1.0 / tiny, 1.0 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2.0
        d = an * d + b
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = b + an / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        if abs(d * c - 1.0) < 1e-16:
            break
    return front * h


def chi_square_sf(x: float, df: int) -> float:
    """P(X ≥ x) for a chi-square variable with ``df`` degrees of freedom."""
    return gamma_q(df / 2, x / 2)


@functools.cache
def chi_square_critical(df: int, alpha: float = 0.05) -> float:
    """The chi-square value with upper tail ``alpha``."""
    return _crossing(lambda x: chi_square_sf(x, df) > alpha)


def noncentral_chi_square_sf(x: float, df: int, noncentrality: float) -> float:
    """P(X ≥ x) for a noncentral chi-square variable: a Poisson(λ/2) mixture of central
    chi-squares with df + 2j degrees of freedom."""
    half = noncentrality / 2
    if half == 0:
        return chi_square_sf(x, df)
    last = int(half + 12 * math.sqrt(half) + 30)
    return math.fsum(math.exp(-half + j * math.log(half) - math.lgamma(j + 1)) * gamma_q(df / 2 + j, x / 2)
                     for j in range(last + 1))


@functools.cache
def noncentrality_for_power(df: int, alpha: float = 0.05, power: float = 0.80) -> float:
    """The noncentrality at which a chi-square test at level ``alpha`` has this power."""
    critical = chi_square_critical(df, alpha)
    return _crossing(lambda lam: noncentral_chi_square_sf(critical, df, lam) < power)


def binomial_cdf(k: int, n: int, p: float) -> float:
    """P(X ≤ k) for X ~ Binomial(n, p), through the incomplete beta function I_(1−p)(n − k, k + 1)."""
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    return _beta_regularized(1.0 - p, n - k, k + 1)


def sign_test(plus: int, minus: int) -> float:
    """Exact two-sided sign test: p-value of ``plus`` against ``minus`` when each is as likely."""
    n = plus + minus
    if n == 0:
        return 1.0
    return min(1.0, 2.0 * binomial_cdf(min(plus, minus), n, 0.5))


def clopper_pearson(successes: int, n: int, alpha: float = 0.05) -> tuple[float, float]:
    """Clopper–Pearson (exact) interval of a binomial proportion at confidence 1 − ``alpha``:
    the proportions that a two-sided exact binomial test at ``alpha`` does not reject (each
    tail is monotone in p, and already past its crossing at p = 1, so the search stays in [0, 1])."""
    if n <= 0:
        return (0.0, 1.0)
    low = 0.0 if successes <= 0 else _crossing(lambda p: 1.0 - binomial_cdf(successes - 1, n, p) < alpha / 2)
    high = 1.0 if successes >= n else _crossing(lambda p: binomial_cdf(successes, n, p) > alpha / 2)
    return (low, high)


def sign_interval(diffs: Sequence[float], alpha: float = 0.05) -> PairedTest:
    """Difference of two win shares on the same games (``diffs``: A's share − B's, per game),
    with the exact sign test and the interval that inverts it.

    Conditioning on the n games where one side did better (weight m: the sum of their |diff|,
    n when each such game is a whole win), the share x/n of them A was ahead in gets its
    Clopper–Pearson interval at ``alpha`` (Bonferroni-divide it for several pairs), and a share
    π maps to the difference (2π − 1)·m/N over all N games.  So the interval holds 0 exactly
    when the sign test's p-value is above ``alpha``.  When ties or unequal seat counts weigh
    the games unequally the mean difference can sit just outside that map; the interval is
    then widened to reach it.  No game with a winner between the two (n = 0): the difference
    is bounded by the share of such games a sample of N with none allows."""
    total = len(diffs)
    value = math.fsum(diffs) / total if total else 0.0
    plus = sum(d > 0 for d in diffs)
    minus = sum(d < 0 for d in diffs)
    n = plus + minus
    p = sign_test(plus, minus)
    if n == 0:
        bound = 1.0 - (alpha / 2) ** (1 / total) if total else 1.0
        return PairedTest(Interval(value, -bound, bound), p)
    weight = math.fsum(abs(d) for d in diffs) / total
    low, high = clopper_pearson(plus, n, alpha)
    return PairedTest(Interval(value, min(value, (2 * low - 1) * weight), max(value, (2 * high - 1) * weight)), p)
