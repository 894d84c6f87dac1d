"""The statistics of ``brass simulate``/``compare`` against published values."""
from __future__ import annotations

import math

import pytest

from brass.core.play.stats import (
    binomial_cdf,
    chi_square_critical,
    chi_square_sf,
    gamma_q,
    holm_adjusted,
    mean_ci,
    noncentral_chi_square_sf,
    noncentrality_for_power,
    paired,
    quartiles,
    sign_test,
    wilson,
)


# Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3 (score).
@pytest.mark.parametrize("x, n, low, high", [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (29, 29, 0.8830, 1.0),
])
def test_wilson_matches_newcombe_table(x: int, n: int, low: float, high: float) -> None:
    ci = wilson(x, n)
    assert ci.value == pytest.approx(x / n)
    assert round(ci.low, 4) == pytest.approx(low, abs=1e-9)
    assert round(ci.high, 4) == pytest.approx(high, abs=1e-9)


def test_wilson_with_shared_wins_lies_between_neighbours() -> None:
    half = wilson(10.5, 40)
    assert wilson(10, 40).low < half.low < wilson(11, 40).low


def _chi_square_sf_closed_form(x: float, df: int) -> float:
    """The chi-square upper tail by its closed forms: a Poisson sum for even df, erfc and a
    half-integer gamma sum for odd df (independent of the incomplete gamma function)."""
    h = x / 2
    if df % 2 == 0:
        return math.exp(-h) * math.fsum(h ** i / math.factorial(i) for i in range(df // 2))
    return math.erfc(math.sqrt(h)) + math.exp(-h) * math.fsum(
        h ** (i - 0.5) / math.gamma(i + 0.5) for i in range(1, df // 2 + 1))


@pytest.mark.parametrize("x, df", [(0.5, 1), (3.841459, 1), (2.5, 1), (10.0, 4), (0.5, 7), (40.0, 10),
                                   (7.814728, 3), (25.0, 3), (1.0, 5), (150.0, 2)])
def test_chi_square_tail_matches_its_closed_forms(x: float, df: int) -> None:
    assert chi_square_sf(x, df) == pytest.approx(_chi_square_sf_closed_form(x, df), rel=1e-10)


def test_chi_square_critical_values_match_the_tables() -> None:
    # the 95% points of chi-square at 1 to 5 degrees of freedom
    for df, c in [(1, 3.8415), (2, 5.9915), (3, 7.8147), (4, 9.4877), (5, 11.0705)]:
        assert chi_square_critical(df) == pytest.approx(c, abs=1e-4)
    assert gamma_q(0.5, 0.1) == pytest.approx(math.erfc(math.sqrt(0.1)), rel=1e-12)
    assert gamma_q(3.0, 0.0) == 1.0


def test_noncentral_chi_square_and_power_match_the_tables() -> None:
    # at 1 df the power has a closed form: Φ(√λ − 1.96) + Φ(−√λ − 1.96)
    from statistics import NormalDist

    z, phi = chi_square_critical(1) ** 0.5, NormalDist().cdf
    for lam in (1.0, 5.0, 7.85, 20.0):
        exact = phi(lam ** 0.5 - z) + phi(-(lam ** 0.5) - z)
        assert noncentral_chi_square_sf(chi_square_critical(1), 1, lam) == pytest.approx(exact, rel=1e-9)
    # Cohen (1988), Table 7.4.15: λ for power .80 at α = .05 with 1 to 4 degrees of freedom
    for df, lam in [(1, 7.85), (2, 9.64), (3, 10.90), (4, 11.94)]:
        assert noncentrality_for_power(df) == pytest.approx(lam, abs=0.006)


def test_binomial_tail_and_sign_test() -> None:
    assert binomial_cdf(2, 10, 0.5) == pytest.approx(56 / 1024, rel=1e-12)
    assert binomial_cdf(3, 20, 0.3) == pytest.approx(
        math.fsum(math.comb(20, i) * 0.3 ** i * 0.7 ** (20 - i) for i in range(4)), rel=1e-12)
    assert (binomial_cdf(-1, 5, 0.5), binomial_cdf(5, 5, 0.5)) == (0.0, 1.0)
    assert sign_test(8, 2) == pytest.approx(2 * 56 / 1024)
    assert sign_test(0, 6) == pytest.approx(2 / 64)
    assert sign_test(5, 5) == 1.0 and sign_test(0, 0) == 1.0


def test_holm_adjusted_p_values() -> None:
    # sorted 0.005, 0.01, 0.03, 0.04: × 4, 3, 2, 1, each at least the one before
    assert holm_adjusted([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert holm_adjusted([0.5, 0.9]) == [1.0, 1.0]


def test_mean_interval_and_quartiles() -> None:
    ci = mean_ci([2, 4, 4, 4, 5, 5, 7, 9])
    sd = math.sqrt(32 / 7)
    assert ci.value == 5
    assert ci.high - ci.value == pytest.approx(1.959964 * sd / math.sqrt(8), abs=1e-6)
    assert quartiles([1, 2, 3, 4]) == (1.75, 2.5, 3.25)
    assert quartiles([7]) == (7, 7, 7)


def test_paired_identical_sides_are_not_different() -> None:
    t = paired([3, 5, 8], [3, 5, 8])
    assert t.difference.value == 0 and t.p_value == 1.0 and not t.significant
    shifted = paired([x + 1 for x in range(50)], [x + 1 - (x % 2) * 2 for x in range(50)])
    assert shifted.difference.value == pytest.approx(1.0) and shifted.significant


def test_students_t_matches_the_tables() -> None:
    from brass.core.play.stats import t_p_value, t_quantile

    # the 97.5% quantiles of t at 1, 2, 5, 10, 30 and 100 degrees of freedom
    for df, t in [(1, 12.7062), (2, 4.3027), (5, 2.5706), (10, 2.2281), (30, 2.0423), (100, 1.9840)]:
        assert t_quantile(df) == pytest.approx(t, abs=1e-4)
    assert t_p_value(2.0, 10) == pytest.approx(0.07339, abs=1e-5)
    assert t_p_value(0.0, 7) == pytest.approx(1.0)
    assert t_p_value(1e6, 3) < 1e-12


def test_a_few_paired_games_are_not_taken_for_proof() -> None:
    """Two games that differ alike (B first player won both, A neither) are no evidence: the sign
    test gives p = 0.5, not the 0 a zero spread would give; a handful of games is judged by
    Student's t (wider than the normal interval)."""
    two = paired([1, 1], [0, 0])
    assert two.p_value == 0.5 and not two.significant
    assert paired([5] * 8, [0] * 8).p_value == pytest.approx(2 * 0.5 ** 8)
    few = paired([3, 5, 4, 6], [1, 2, 2, 3])  # differences 2, 3, 2, 3: mean 2.5, sd 0.577
    assert few.difference.value == 2.5
    assert few.difference.high - 2.5 == pytest.approx(3.1824 * (1 / 3) ** 0.5 / 2, abs=1e-3)
    # t = 8.66 at 3 degrees of freedom, whose distribution has a closed form to check against
    u = 2.5 / (3 ** -0.5 / 2) / 3 ** 0.5
    assert few.p_value == pytest.approx(1 - 2 / math.pi * (u / (1 + u * u) + math.atan(u)), rel=1e-9)


def test_a_paired_interval_of_shares_stays_where_a_difference_of_shares_can_go() -> None:
    # two games, win shares 0/1 against 1/1: the t interval at 1 degree of freedom reaches
    # far past -1 (once "-50% (-685% to +585%)" in a head-to-head line)
    wide = paired([0.0, 1.0], [1.0, 1.0])
    assert wide.difference.low < -1 and wide.difference.high > 1
    held = paired([0.0, 1.0], [1.0, 1.0], within=(0.0, 1.0))
    assert held.difference.as_dict() == {"value": -0.5, "low": -1.0, "high": 1.0}
    assert held.p_value == wide.p_value
    # an interval already inside the range is left as it is
    many = [1.0, 0.0] * 50
    assert paired(many, many[::-1], within=(0.0, 1.0)) == paired(many, many[::-1])
