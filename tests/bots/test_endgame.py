"""The end of the game as the bots value it: money buys nothing once the seat has no action
left, so no loan is taken that pays for nothing scored; at game over money and income are worth
what the rules score (nothing in Birmingham: money only breaks ties, after income)."""
from __future__ import annotations

import json
import statistics

import pytest

from brass.core.hooks.bots import make_bot
from brass.core.hooks.games import new_game
from brass.core.model.state import OVER
from brass.core.play.runner import bot_seed, game_seed
from brass.core.play.seat import Seat, bot_input
from brass.plugins.bots.endgame import main as endgame_main
from brass.plugins.bots.evaluation import evaluate, seat_terms
from brass.plugins.bots.heuristic_bot import HeuristicBot
from brass.plugins.bots.profile import profile_for
from brass.plugins.bots.search_bot import SearchBot
from tests.birmingham.scenario import Scenario, last_action

RAIL_ROUNDS_4P = 8  # Birmingham's rail era at 4 players: 8 rounds


def _last_rail_action(money: int) -> Scenario:
    """4 players, the rail era's last round, the deck and every other hand empty: seat 0, last
    in the turn order, holds the era's last card (Coventry) with ``money`` and one action."""
    sc = last_action(players=4, era="rail", card="coventry")
    st = sc.state
    st.round = RAIL_ROUNDS_4P
    st.order = [1, 2, 3, 0]
    st.turn = 3
    st.actions_left = 1
    sc.money(0, money)
    sc.ready()
    return sc


@pytest.mark.parametrize("bot", [HeuristicBot(5), SearchBot(5, iterations=2)], ids=["heuristic", "search"])
def test_no_loan_with_the_games_last_action(bot: HeuristicBot) -> None:
    sc = _last_rail_action(money=0)
    game = sc.game
    d = game.decision()
    assert d is not None and d.player == 0
    # a loan is offered; with £0 nothing it could pay for is left after it
    assert "loan" in d.ids() and "pass" in d.ids()
    assert bot.choose(d, Seat(game, 0)) == "pass"


def _last_rail_turn(links: bool) -> Scenario:
    """As :func:`_last_rail_action`, with the seat's whole last turn to play (two actions, a
    second card: Cotton/Manufacturer) and £0; with ``links``, its rail links still to build."""
    sc = _last_rail_action(money=0)
    st = sc.state
    card = sc.rules.card_index["cotton_manufacturer"]
    pile = next(d for d in st.discards if card in d)
    pile.remove(card)
    st.hands[0].append(card)
    st.actions_left = 2
    if not links:
        st.links_left[0] = [0] * len(st.links_left[0])
    return sc.ready()


def test_a_loan_in_the_last_turn_only_to_pay_for_a_scored_link() -> None:
    # £0, two actions: a loan then the Birmingham-Oxford rail link, which scores at the game's end
    game = _last_rail_turn(links=True).game
    planned, _ = HeuristicBot(5).planner(game, 0).plan(game)
    assert planned == ["loan", "card:cotton_manufacturer", "network", "link:birmingham-oxford"]
    # no links left to build: the loan could buy only a tile that can no longer flip, so both
    # actions pass (before, money still counted after the first action: two loans)
    game = _last_rail_turn(links=False).game
    assert game.decision().ids() == ["loan", "pass"]
    planned, _ = HeuristicBot(5).planner(game, 0).plan(game)
    assert planned == ["pass", "card:cotton_manufacturer"]


def test_after_the_last_action_money_and_income_count_nothing() -> None:
    sc = _last_rail_action(money=0)
    game = sc.game
    prof = profile_for(game)
    loan = game.clone()
    loan.apply("loan")
    passed = game.clone()
    passed.apply("pass")
    for g in (loan, passed):
        while (d := g.decision()) is not None and d.player == 0 and g.state.phase != OVER:
            g.apply(d.ids()[0])
    took, kept = seat_terms(loan, prof)[0], seat_terms(passed, prof)[0]
    assert loan.state.money[0] == 30 and passed.state.money[0] == 0
    assert took.money == kept.money == 0.0
    assert took.income == kept.income == 0.0
    # the loan's 3 income levels lose the first tiebreak: the seat is worse off by them alone
    assert evaluate(loan, 0, prof) < evaluate(passed, 0, prof)


def test_money_at_game_over_is_worth_no_vp() -> None:
    game = new_game("birmingham", 4, 3)
    st = game.state
    st.phase = OVER
    prof = profile_for(game)
    rich = game.clone()
    rich.state.money[0] += 100
    # Birmingham scores no VP for money: £100 more adds 0 to the money term at game over; it
    # only breaks a tie of VP and income level (1e-8 a £, far below any VP)
    assert seat_terms(game, prof)[0].money == 0.0
    assert seat_terms(rich, prof)[0].money == 0.0
    assert evaluate(rich, 0, prof) - evaluate(game, 0, prof) == pytest.approx(100 * 1e-8)


def test_the_endgame_measure_plays_the_simulations_games(tmp_path, capsys) -> None:
    rows = tmp_path / "rows.jsonl"
    endgame_main(["birmingham", "-p", "2", "-n", "1", "--seed", "5", "--bots", "random", "--rows", str(rows)])
    row = json.loads(rows.read_text().splitlines()[0])
    assert set(row) == {"index", "seed", "vp", "money", "idle_loans", "loans", "goods", "last_turn_money"}
    assert len(row["vp"]) == 2 and len(row["idle_loans"]) == 2
    # the money each seat held when its last turn began, found again by replaying the game
    game = new_game("birmingham", 2, game_seed(5, 0))
    robots = [make_bot("random", bot_seed(5, 0, p), ()) for p in range(2)]
    start: list[int | None] = [None, None]
    last = game.rules.eras[-1].rounds[game.rules.player_count_index(2)]
    while (d := game.decision()) is not None:
        st = game.state
        if st.era == len(game.rules.eras) - 1 and st.round == last and start[d.player] is None:
            start[d.player] = st.money[d.player]
        game.apply(robots[d.player].choose(d, bot_input(robots[d.player], game, d.player)))
    assert row["last_turn_money"] == start and row["money"] == game.state.money
    assert start[1] > game.state.money[1]  # this seed's seat 2 spends in its last turn
    endgame_main(["--summary", str(rows), str(rows)])
    out = capsys.readouterr().out
    assert "1 paired games; VP a seat +0.00" in out
    spent = sorted(s - e for s, e in zip(start, game.state.money))
    medians = f"median £{statistics.median(start):g}; spent in it, median £{statistics.median(spent):g}"
    assert f"at its last turn's start, {medians}" in out
