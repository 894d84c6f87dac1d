"""The statistics of ``brass simulate``/``compare`` against published values."""
from __future__ import annotations

import math

import pytest

from brass.core.play.stats import (
    games_needed,
    mean_ci,
    newcombe_difference,
    paired,
    quartiles,
    two_proportion_z,
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


# Newcombe (1998b), "Interval estimation for the difference between independent proportions", method 10.
@pytest.mark.parametrize("x1, n1, x2, n2, low, high", [
    (56, 70, 48, 80, 0.0524, 0.3339),
    (9, 10, 3, 10, 0.1705, 0.8090),
])
def test_difference_interval_matches_newcombe(x1: int, n1: int, x2: int, n2: int, low: float, high: float) -> None:
    ci = newcombe_difference(x1, n1, x2, n2)
    assert (round(ci.low, 4), round(ci.high, 4)) == (low, high)


def test_two_proportion_z_squared_is_pearson_chi_square() -> None:
    # the 2x2 table [[56, 14], [48, 32]]: Pearson's chi-square without correction is 7.0234
    z, p = two_proportion_z(56, 70, 48, 80)
    assert z * z == pytest.approx(7.0234, abs=1e-4)
    assert p == pytest.approx(0.008045, abs=1e-6)
    assert two_proportion_z(30, 100, 30, 100) == (0.0, 1.0)


def test_games_needed_matches_textbook_sample_size() -> None:
    # 50% vs 40%, 5% two-sided, 80% power: 388 per group (Fleiss, without continuity correction)
    assert games_needed(0.5, 0.4) == 388
    # the "first-seat edge" 30% vs 22% of 200 games: about 471 games per seat would resolve it
    assert games_needed(0.30, 0.22) == 471
    assert games_needed(0.25, 0.25) is None


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
