"""Game metrics on hand-made game records, and the records of real games."""
from __future__ import annotations

import statistics

import pytest

from brass.core.play.comparison import compare_sides, head_to_head, holm
from brass.core.play.metrics import report
from brass.core.play.record import GameResult
from brass.core.play.runner import decided_at, lead_changes, lineup, play_one


def _game(index: int, vp: list[int], winners: list[int], first: int = 0, actions: int = 10,
          kinds: list[dict[str, int]] | None = None) -> GameResult:
    return GameResult(index, 20, actions, vp, winners, 0.0, seed=index, rounds=5, money=[0] * len(vp),
                      income=[0] * len(vp), rank=[1 if p in winners else 2 for p in range(len(vp))], first=first,
                      actions_by_seat=kinds or [{} for _ in vp], lead_changes=index % 2, decided_at=0.5)


def test_lead_changes_and_decisiveness() -> None:
    standings = [[0, 0], [3, 1], [3, 5], [9, 5], [20, 30]]
    # leaders: {0,1} -> {0} -> {1} -> {0} -> {1}
    assert lead_changes(standings) == 4
    assert decided_at(standings, [1]) == 0.0  # only the final scoring put P2 ahead for good
    assert decided_at([[1, 0], [2, 0], [5, 1]], [0]) == 1.0
    assert decided_at([[0, 1], [2, 0], [5, 1]], [0]) == 0.5


def test_report_of_four_games() -> None:
    games = [_game(0, [10, 5], [0], first=0, kinds=[{"build cotton": 2}, {"sell": 1}]),
             _game(1, [10, 10], [0, 1], first=1),
             _game(2, [3, 8], [1], first=1),
             _game(3, [12, 2], [0], first=0)]
    r = report(games, ["eager", "random"])
    seat1, seat2 = r["seats"]
    assert seat1["wins"] == 2.5 and seat2["wins"] == 1.5
    assert seat1["win_rate"]["value"] == 0.625
    assert seat1["vp_quartiles"] == [8.25, 10.0, 10.5]
    assert r["by_bot"]["eager"]["winner_mean"] == pytest.approx((10 + 10 + 12) / 3)
    m = r["metrics"]
    # the first player (seat 1, 2, 2, 1) won 1 + 0.5 + 1 + 1 of 4 games
    assert m["first_player_advantage"]["value"] == pytest.approx(3.5 / 4 - 0.5)
    assert m["balance"] == pytest.approx(1 - (0.625 - 0.375))
    assert m["vp_per_action"]["value"] == pytest.approx((15 + 20 + 11 + 14) / 4 / 10)
    assert m["lead_changes"]["value"] == 0.5
    assert r["actions"]["per_game"] == {"build cotton": 0.5, "sell": 0.25}
    assert r["actions"]["per_seat"] == [{"build cotton": 0.5, "sell": 0.0}, {"build cotton": 0.0, "sell": 0.25}]
    sig = r["significance"]
    assert sig["best_seat"] == 1 and not sig["significant"]
    # three games won alone (2 by P1, 1 by P2); the tie counts for neither
    assert sig["decisive_games"] == 3 and sig["chi_square"] == pytest.approx(1 / 3) and sig["exact"]


def test_seats_that_won_as_often_are_still_two_seats_in_the_significance_line() -> None:
    games = [_game(0, [10, 5], [0]), _game(1, [5, 10], [1])]
    sig = report(games, ["eager", "random"])["significance"]
    assert (sig["best_seat"], sig["worst_seat"]) == (1, 2)
    assert sig["difference"]["value"] == 0 and not sig["significant"]


def test_identical_sides_compare_equal_and_holm() -> None:
    games = [_game(i, [i, 2 * i], [1]) for i in range(1, 6)]
    rows = compare_sides(games, games, 2)
    assert all(r["value"] == 0 and r["p_value"] == 1.0 and not r["significant_holm"] for r in rows)
    assert holm([0.01, 0.04, 0.03, 0.005]) == [True, False, False, True]


def test_bots_alternate_seats_and_head_to_head() -> None:
    assert lineup(["eager", "random"], 3, 0, alternate=True) == ["eager", "random", "eager"]
    assert lineup(["eager", "random"], 3, 1, alternate=True) == ["random", "eager", "random"]
    games = [GameResult(i, 1, 1, [1, 0], [0], 0.0, bots=["a", "b"] if i % 2 else ["b", "a"]) for i in range(4)]
    h = head_to_head(games, "a", "b")
    assert h["x_win_rate"]["value"] == 0.5 and h["value"] == 0.0


def test_a_real_game_record() -> None:
    r = play_one("birmingham", 2, 3, 0, ("eager", "eager"))
    assert r.rounds == 20  # two eras of ten rounds for two players
    assert sum(sum(c.values()) for c in r.actions_by_seat) >= r.actions
    assert sorted(r.rank) in ([1, 2], [1, 1])
    kinds = {k for c in r.actions_by_seat for k in c}
    assert kinds & {"network canal", "network rail"}
    actions = {"build", "develop", "network", "sell", "loan", "scout", "pass", "liquidate"}
    assert all(k.split()[0] in actions for k in kinds)


def test_action_kinds_name_the_industry_or_the_era_of_links() -> None:
    from brass.core.hooks.games import new_game
    from brass.core.play.decision import Frame
    from brass.core.play.runner import GameWatch

    game = new_game("birmingham", 2, seed=1)
    rules = game.rules
    watch = GameWatch(game)
    cotton = rules.industries.industry_index["cotton"]
    iron_tile = rules.industries.tiles_of[rules.industries.industry_index["iron"]][0]
    assert watch.action_kind(Frame("build", "site", 0, {"industry": cotton})) == "build cotton"
    assert watch.action_kind(Frame("develop", "more", 0, {"tiles": (iron_tile,)})) == "develop iron"
    assert watch.action_kind(Frame("network", "link", 0, {})) == "network canal"
    game.state.era = 1
    assert watch.action_kind(Frame("network", "link", 0, {})) == "network rail"
    watch.action_done(Frame("loan", "card", 1, {}))
    watch.action_done(Frame("loan", "card", 1, {}))
    assert watch.actions == [{}, {"loan": 2}]


def test_board_vp_counts_what_the_board_would_score_now() -> None:
    from brass.core.hooks.games import new_game
    from brass.core.play.runner import board_vp

    game = new_game("birmingham", 2, seed=1)
    rules = game.rules
    cotton1 = rules.industries.tiles_of[rules.industries.industry_index["cotton"]][0]
    game.state.vp = [3, 4]
    game.place_tile(1, 0, cotton1, flipped=True)
    assert board_vp(game) == [3, 4 + rules.tiles[cotton1].vp]  # 4 + 5: the level-1 cotton mill's VP
    assert game.state.vp == [3, 4]  # the game itself is untouched


def test_action_kinds_are_named_in_the_rules_words() -> None:
    from brass.core.hooks.games import new_game
    from brass.core.i18n.messages import render
    from brass.core.play.runner import kind_label

    game = new_game("birmingham", 2, seed=1)
    assert render(kind_label(game, "build coal")) == "Build (Coal mine)"
    assert render(kind_label(game, "network rail")) == "Network (rail)"
    assert render(kind_label(game, "loan")) == "Loan"
    assert render(kind_label(game, "network canal"), "th") == "สร้างเส้นทาง (คลอง)"
    assert render(kind_label(game, "develop iron"), "th") == "พัฒนา (โรงถลุงเหล็ก)"
    # a kind the title does not know (another title's action or industry) stays as recorded
    assert kind_label(game, "build skyscraper") == "build skyscraper"
    assert kind_label(game, "drill oil") == "drill oil"
    pitt = new_game("pittsburgh", 2, seed=1)
    assert render(kind_label(pitt, "loan"), "th") == render(kind_label(game, "loan"), "th")


def test_vp_intervals_stop_at_the_least_a_score_can_be() -> None:
    # P1 scored 0, 0 and 30: mean 10, sd 17.3; the normal interval would reach 10 − 19.6 = −9.6 VP
    games = [_game(0, [0, 5], [1]), _game(1, [0, 5], [1]), _game(2, [30, 5], [0])]
    r = report(games, ["eager", "eager"])
    p1 = r["seats"][0]["vp"]
    assert p1["value"] == 10 and p1["low"] == 0.0 and p1["high"] == pytest.approx(10 + 1.959964 * 300 ** 0.5 / 3 ** 0.5)
    assert r["by_bot"]["eager"]["vp"]["low"] >= 0
    # a title that took a score below 0 (Pittsburgh's income penalty) lets the interval reach it, no further
    low = report([_game(0, [-4, 5], [1]), _game(1, [0, 5], [1]), _game(2, [40, 5], [0])], ["eager", "eager"])
    assert low["seats"][0]["vp"]["low"] == -4
    # shares stay within 0 and 1: decisiveness 0, 0, 1 (mean 1/3, interval ±0.65)
    spread = [_game(i, [10, 5], [0]) for i in range(3)]
    for g, d in zip(spread, (0.0, 0.0, 1.0)):
        g.decided_at = d
    m = report(spread, ["eager", "eager"])["metrics"]["decisiveness"]
    assert (m["low"], m["high"]) == (0.0, pytest.approx(1 / 3 + 1.959964 * (1 / 3) ** 0.5 / 3 ** 0.5))


def test_a_bot_that_won_every_game_head_to_head_has_a_wide_interval() -> None:
    # heuristic won all 4 two-seat games against eager (seats alternating): the sign test's
    # p = 2 × 0.5⁴ = 0.125, so the difference's interval must hold 0 (it was −100% to −100%);
    # Clopper–Pearson for 0 of 4: 0 to 1 − 0.025^(1/4), mapped to 2π − 1
    games = [GameResult(i, 1, 1, [0, 9] if i % 2 else [9, 0], [1] if i % 2 else [0], 0.0,
                        bots=["eager", "heuristic"] if i % 2 else ["heuristic", "eager"]) for i in range(4)]
    h = head_to_head(games, "eager", "heuristic")
    assert h["value"] == -1.0 and h["p_value"] == pytest.approx(0.125) and not h["significant"]
    assert h["low"] == -1.0 and h["high"] == pytest.approx(1 - 2 * 0.025 ** 0.25)  # +0.205
    assert h["x_win_rate"]["value"] == 0.0 and h["y_win_rate"]["value"] == 1.0


def test_a_bots_win_rate_interval_counts_games_not_seat_games() -> None:
    # bots a, b, a in 4 games; a's seats won 3 (seats 1, 3, 1), b's 1: one seat of a wins 3/8,
    # the interval from the 4 games (Wilson of 1.5 of 4), not from 8 independent seat-games
    games = [_game(0, [9, 1, 2], [0]), _game(1, [1, 2, 9], [2]), _game(2, [9, 3, 1], [0]), _game(3, [1, 9, 2], [1])]
    r = report(games, ["a", "b", "a"])
    a = r["by_bot"]["a"]
    assert a["win_rate"]["value"] == 0.375
    assert (a["win_rate"]["low"], a["win_rate"]["high"]) == (pytest.approx(0.0918992), pytest.approx(0.7805735))
    # its VP: the mean of its seats per game (5.5, 5, 5, 1.5), an interval over those 4 values
    assert a["vp"]["value"] == pytest.approx(17 / 4)
    assert a["vp"]["high"] == pytest.approx(17 / 4 + 1.959964 * statistics.stdev([5.5, 5, 5, 1.5]) / 2)


def test_the_vp_spread_is_the_sample_standard_deviation() -> None:
    from brass.core.play.runner import Summary

    games = [_game(0, [10, 5], [0]), _game(1, [10, 10], [0, 1]), _game(2, [3, 8], [1]), _game(3, [12, 2], [0])]
    vp = Summary(bots=["eager", "random"], results=games, seconds=1.0).as_dict()["vp"]
    # VP 10, 5, 10, 10, 3, 8, 12, 2: mean 7.5; squares sum 96 over n − 1 = 7 (not n = 8: 3.46)
    assert vp["stdev"] == pytest.approx((96 / 7) ** 0.5)  # 3.703
