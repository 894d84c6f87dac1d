"""The last round of an era searched to its end (issue 60, lever 3): in a position from a real game
the search plays the line that scores most where the plain heuristic does not, both bots use it
when the profile says so, and the choice depends on the seat's view only."""
from __future__ import annotations

import random
import tomllib
from pathlib import Path

import attrs
import pytest

from brass.core.files.position_file import game_from_position
from brass.core.hooks.games import new_game
from brass.core.play.engine import Game
from brass.core.play.seat import Seat, bot_input, determinize
from brass.plugins.bots import last_round
from brass.plugins.bots.heuristic_bot import HeuristicBot, Planner
from brass.plugins.bots.profile import profile_for
from brass.plugins.bots.search_bot import SearchBot

POSITION = Path(__file__).parent / "positions" / "rail_last_round.toml"
CANAL = Path(__file__).parent / "positions" / "canal_last_round.toml"
#: the seat to act in the position (seat 2 of the file), third of four to play in the game's last round
ME = 1
#: the heuristic's line: a Cotton Mill II at Derby, which nothing can sell before the game ends
MILL = ("build", "card:derby", "industry:cotton")
#: the best line: an Iron Works IV over the seat's own flipped Iron Works II at Derby (its iron sells to
#: the market at once, so it flips: 9 VP in place of 5), then a develop
IRON = ("build", "card:derby", "industry:iron", "develop", "develop:cotton", "done")


def _lever(samples: int) -> dict[str, object]:
    """A variant setting the bots' ``last_round`` (0: off, the plain heuristic)."""
    return {"variant": {"name": "last round"}, "change": [{"path": "bot:last_round", "value": samples}]}


def _position(lever: bool) -> Game:
    data = tomllib.loads(POSITION.read_text(encoding="utf-8"))
    data["variant"] = _lever(4 if lever else 0)
    return game_from_position(data)[0]


def _play_to_the_end(game: Game, me: int) -> tuple[list[str], list[int]]:
    """Heuristic bots in every seat (the profile's ``last_round`` as the game's variant says) play
    the game out from ``game``; ``me``'s options and the final VP."""
    bots = [HeuristicBot(100 + p) for p in range(game.state.players)]
    played = []
    while (d := game.decision()) is not None:
        option = bots[d.player].choose(d, bot_input(bots[d.player], game, d.player))
        if d.player == me:
            played.append(option)
        game.apply(option)
    return played, list(game.state.vp)


@pytest.mark.parametrize(("title", "samples"), [("birmingham", 4), ("pittsburgh", 0)])
def test_birmingham_searches_the_last_round_at_every_player_count(title: str, samples: int) -> None:
    assert [profile_for(new_game(title, p, 1)).last_round for p in (2, 3, 4)] == [samples] * 3


def test_birmingham_searches_the_canal_eras_last_two_rounds_at_4_players() -> None:
    # (the rail era's last round only, and at 2 and 3 players every era's: an era left out is 1)
    assert [profile_for(new_game("birmingham", p, 1)).last_rounds for p in (2, 3, 4)] == [(), (), (2,)]
    assert profile_for(new_game("pittsburgh", 4, 1)).last_rounds == ()


def test_the_position_is_the_last_round_of_the_rail_era() -> None:
    game = _position(False)
    st = game.state
    assert (game.rules.eras[st.era].id, st.round, st.order[st.turn], st.deck) == ("rail", 8, ME, [])
    assert last_round.in_last_round(game)
    game.apply("build")  # within an action: the search decides at an action's start only
    assert not last_round.in_last_round(game)
    earlier = _position(False)
    earlier.state.round = 7
    assert not last_round.in_last_round(earlier)
    # (a last round with cards still to draw is not searched: the era would not end with it)
    drawing = _position(False)
    drawing.state.deck = [drawing.state.hands[ME][0]]
    assert not last_round.in_last_round(drawing)


def test_the_search_plays_the_line_that_scores_most() -> None:
    # the plain heuristic builds the mill (judged at its own turn's end, the second action might
    # still sell it) and passes: 105 VP; with the last round searched, the iron works and a
    # develop: 109 VP (the others' VP the same: the seat after it plays as before)
    plain, vp_plain = _play_to_the_end(_position(False), ME)
    lever, vp_lever = _play_to_the_end(_position(True), ME)
    assert tuple(plain[:3]) == MILL and plain[3:] == ["pass"]
    assert tuple(lever) == IRON
    assert vp_plain == [130, 105, 137, 126]
    assert vp_lever == [130, 109, 137, 126]


def test_the_search_judges_each_candidate_at_the_games_end() -> None:
    game = _position(False)
    seat = Seat(game, ME)
    sample = seat.sample(1)
    prof = attrs.evolve(profile_for(sample), last_round=4)
    planner = Planner(prof, ME)
    plans, _ = planner.plans(sample)
    assert plans[0][0] == MILL
    scored = last_round.search(sample, seat, random.Random(1), planner, plans, prof.last_round)
    by_line = {s.ids: s for s in scored}
    # at the game's end the evaluation is the VP (and far smaller tiebreaks): exact
    assert round(by_line[MILL].value) == 105 and by_line[MILL].samples == 1
    assert round(by_line[IRON].value) == 109 and by_line[IRON].samples == 4
    assert last_round.best(scored) == IRON
    # the position's 24 plans of distinct outcome, less a loan whose money the seat would still
    # hold at the game's end (Birmingham's bots play no idle loan in a last round at 4 players)
    assert not prof.last_round_loans and len(scored) == last_round.MAX_CANDIDATES - 1
    assert sum(s.samples == 4 for s in scored) == last_round.KEEP


@pytest.mark.parametrize("bot", [HeuristicBot(7), SearchBot(7, iterations=2, width=2)])
def test_both_bots_search_the_last_round_when_the_profile_says_so(bot: HeuristicBot | SearchBot) -> None:
    game = _position(True)
    d = game.decision()
    assert bot.choose(d, Seat(game, ME)) == "build"
    assert last_round.best(bot.last_round_scores) == IRON


def test_without_the_switch_neither_bot_searches_the_last_round() -> None:
    game = _position(False)
    assert profile_for(game).last_round == 0
    heuristic, search = HeuristicBot(7), SearchBot(7, iterations=2, width=2)
    d = game.decision()
    heuristic.choose(d, Seat(game, ME))
    search.choose(d, Seat(game, ME))
    assert heuristic.last_round_scores == [] and search.last_round_scores == []
    assert heuristic.plan[:2] == list(MILL[1:])


def test_the_choice_depends_on_the_view_only() -> None:
    # the canal era's last round of another game: three rivals still to play, their hands hidden
    data = tomllib.loads(CANAL.read_text(encoding="utf-8"))
    data["variant"] = _lever(4)
    game = game_from_position(data)[0]
    me = game.decision().player
    assert last_round.in_last_round(game) and game.state.turn == 0
    other = determinize(game, me, 99)  # the other seats' cards dealt anew, the seat's view the same
    assert other.state.hands != game.state.hands
    assert Seat(other, me).view() == Seat(game, me).view()
    scores = []
    for g in (game, other):
        bot = HeuristicBot(5)
        bot.choose(g.decision(), Seat(g, me))
        scores.append(bot.last_round_scores)
    assert len(scores[0]) > 1 and scores[0] == scores[1]


def test_the_hint_names_the_line_the_bot_plays() -> None:
    # a player asking for advice in the last round hears the searched line, not the plain
    # heuristic's mill (the hint and the bot share one planned line)
    game = _position(True)
    d = game.decision()
    chain, why = HeuristicBot(7).suggest(d, Seat(game, ME))
    assert chain == IRON[:3]
    assert why
    plain = _position(False)
    chain, _ = HeuristicBot(7).suggest(plain.decision(), Seat(plain, ME))
    assert chain == MILL


PENULTIMATE = Path(__file__).parent / "positions" / "rail_penultimate_round.toml"
#: the seat to act there (seat 2 of the file), the last to play in the rail era's 7th round of 8
LAST_TO_PLAY = 1
#: the heuristic's plan there: a Manufacturer at Birmingham, then sell the seat's goods
FACTORY = ("build", "card:birmingham", "industry:manufacturer", "sell", "card:iron")
#: the searched plan: a rail link from Cannock to the northern farm brewery's space, where the turn's
#: second action builds a brewery; the last round builds the Manufacturer and sells it
FARM = ("network", "card:iron", "link:cannock-farm_brewery_north")


def _penultimate(rounds: list[int] | None) -> Game:
    """The rail era's penultimate-round position with the bots' ``last_rounds`` set to ``rounds``
    (by era; None: the file's)."""
    data = tomllib.loads(PENULTIMATE.read_text(encoding="utf-8"))
    if rounds is not None:
        data["variant"] = {"variant": {"name": "last rounds"},
                           "change": [{"path": "bot:players.4.last_rounds", "value": rounds}]}
    return game_from_position(data)[0]


def test_last_rounds_widens_the_search_to_the_penultimate_round_with_the_deck_empty() -> None:
    game = _penultimate([1, 2])
    st = game.state
    where = (game.rules.eras[st.era].id, st.round, st.order[st.turn], st.turn, st.deck)
    assert where == ("rail", 7, LAST_TO_PLAY, 3, [])
    prof = profile_for(game)
    assert prof.last_rounds == (1, 2) and last_round.rounds_searched(game, prof) == 2
    assert last_round.later_rounds(game) == 1
    assert last_round.wanted(game, prof) and not last_round.in_last_round(game)
    # the canal era's two last rounds only, or every era's last (an era left out: 1): not here
    assert not last_round.wanted(game, attrs.evolve(prof, last_rounds=(2,)))
    assert not last_round.wanted(game, attrs.evolve(prof, last_rounds=()))
    earlier = _penultimate([1, 2])
    earlier.state.round = 6
    assert not last_round.wanted(earlier, profile_for(earlier))
    drawing = _penultimate([1, 2])
    drawing.state.deck = [drawing.state.hands[0][0]]
    assert not last_round.wanted(drawing, profile_for(drawing))
    # 0 for an era: not even its last round
    last = _position(True)
    assert last_round.wanted(last, profile_for(last))
    assert not last_round.wanted(last, attrs.evolve(profile_for(last), last_rounds=(1, 0)))


def test_in_the_penultimate_round_the_last_seat_still_samples_the_rivals_hands() -> None:
    # the seat plays last in this round, but every rival plays again in the last round: the
    # best candidates are played on every sample (the last round's shortcut to one would not)
    game = _penultimate([1, 2])
    seat = Seat(game, LAST_TO_PLAY)
    sample = seat.sample(1)
    planner = Planner(profile_for(sample), LAST_TO_PLAY)
    plans, _ = planner.plans(sample)
    assert plans[0][0] == FACTORY
    scored = last_round.search(sample, seat, random.Random(1), planner, plans, 4)
    by_line = {s.ids: s for s in scored}
    assert len(scored) == last_round.MAX_CANDIDATES
    assert sum(s.samples == 4 for s in scored) == last_round.KEEP
    assert round(by_line[FACTORY].value) == 135 and by_line[FACTORY].samples == 1
    assert round(by_line[FARM].value) == 151 and by_line[FARM].samples == 4
    assert last_round.best(scored) == FARM


def test_two_last_rounds_searched_play_the_link_and_score_more() -> None:
    # searching the rail era's last round only, the seat plays the heuristic's factory here and
    # ends the game with 147 VP; searching its last two, it lays the link and builds a brewery at
    # its end, then in the last round the factory, and sells: 152
    plain_bot, lever_bot = HeuristicBot(7), HeuristicBot(7)
    plain, lever = _penultimate([2, 1]), _penultimate([1, 2])
    assert plain_bot.choose(plain.decision(), Seat(plain, LAST_TO_PLAY)) == "build"
    assert plain_bot.last_round_scores == [] and plain_bot.plan == list(FACTORY[1:])
    assert lever_bot.choose(lever.decision(), Seat(lever, LAST_TO_PLAY)) == "network"
    assert last_round.best(lever_bot.last_round_scores) == FARM
    played, vp = _play_to_the_end(_penultimate([2, 1]), LAST_TO_PLAY)
    assert tuple(played[:5]) == FACTORY and vp == [144, 147, 124, 138]
    played, vp = _play_to_the_end(_penultimate([1, 2]), LAST_TO_PLAY)
    assert tuple(played[:3]) == FARM and vp == [144, 152, 121, 136]


IDLE_LOAN = Path(__file__).parent / "positions" / "canal_idle_loan.toml"
#: the seat to act there (seat 2 of the file), last to play in the canal era, with £28
LAST_IN_CANAL = 1
#: the search's line: a loan, then a sale with Uttoxeter's beer; the seat ends its turn with £58
LOAN_LINE = ("loan", "card:redditch", "sell", "beer:uttoxeter/1")
#: without idle loans: the same sale, then the canal link Cannock-Wolverhampton (£3, 3 VP at once)
LINK_LINE = ("sell", "card:redditch", "beer:uttoxeter/1", "network", "link:cannock-wolverhampton")


def _idle_loan_position(loans: bool) -> Game:
    data = tomllib.loads(IDLE_LOAN.read_text(encoding="utf-8"))
    data["variant"] = {"variant": {"name": "loans"}, "change": [
        {"path": "bot:last_round", "value": 4}, {"path": "bot:players.4.last_round_loans", "value": loans}]}
    return game_from_position(data)[0]


def test_a_loan_whose_money_the_seat_still_holds_at_its_turns_end_is_idle() -> None:
    game = _idle_loan_position(True)
    assert game.decision().player == LAST_IN_CANAL and game.state.money[LAST_IN_CANAL] == 28
    assert last_round.idle_loan(game, LOAN_LINE, LAST_IN_CANAL)
    assert not last_round.idle_loan(game, LINK_LINE, LAST_IN_CANAL)
    # a loan spent within the turn is not idle: with £5 the seat needs it for a Manufacturer (£13),
    # ending its turn with £22
    poor = _idle_loan_position(True)
    poor.state.money[LAST_IN_CANAL] = 5
    factory = ("loan", "card:redditch", "build", "industry:manufacturer")
    assert not last_round.idle_loan(poor, factory, LAST_IN_CANAL)
    assert last_round.idle_loan(game, factory, LAST_IN_CANAL)  # with £28 it ends with £45
    # a plan that stops after the loan leaves the turn's second action to come: not judged
    assert not last_round.idle_loan(game, LOAN_LINE[:2], LAST_IN_CANAL)
    # outside an era's last round no loan is idle: the next round may spend it
    earlier = _idle_loan_position(True)
    earlier.state.round -= 1
    assert not last_round.idle_loan(earlier, LOAN_LINE, LAST_IN_CANAL)


@pytest.mark.parametrize(("loans", "line", "money", "vp"), [
    (True, LOAN_LINE, 60, [37, 45, 32, 53]),
    (False, LINK_LINE, 28, [37, 48, 32, 53]),
])
def test_without_idle_loans_the_search_lays_the_link_and_scores_three_more(
        loans: bool, line: tuple[str, ...], money: int, vp: list[int]) -> None:
    # the seat is last to play: its turn ends the canal era (money after the era's income)
    game = _idle_loan_position(loans)
    bot = HeuristicBot(100)
    played = []
    while (d := game.decision()) is not None and game.state.era == 0:
        option = bot.choose(d, bot_input(bot, game, d.player))
        played.append(option)
        game.apply(option)
    assert tuple(played) == line
    assert game.state.money[LAST_IN_CANAL] == money and game.state.vp == vp


def test_the_search_bot_may_play_out_more_rounds_than_the_heuristic() -> None:
    # search_last_rounds [1, 2]: the search bot plays the rail era's penultimate round out to the
    # game's end (the heuristic, with last_rounds 1, still plans it)
    data = tomllib.loads(PENULTIMATE.read_text(encoding="utf-8"))
    data["variant"] = {"variant": {"name": "search rounds"}, "change": [
        {"path": "bot:last_rounds", "value": [1, 1]}, {"path": "bot:search_last_rounds", "value": [1, 2]}]}
    game = game_from_position(data)[0]
    prof = profile_for(game)
    assert prof.search_last_rounds == (1, 2) and prof.for_search().last_rounds == (1, 2)
    assert not last_round.wanted(game, prof) and last_round.wanted(game, prof.for_search())
    heuristic, search = HeuristicBot(7), SearchBot(7)
    assert heuristic.choose(game.decision(), Seat(game, LAST_TO_PLAY)) == "build"
    assert heuristic.last_round_scores == []
    assert search.choose(game.decision(), Seat(game, LAST_TO_PLAY)) == "network"
    assert last_round.best(search.last_round_scores) == FARM
    # unset, the search bot's profile is the heuristic's own (its tables shared)
    plain = profile_for(_penultimate(None))
    assert plain.for_search().last_rounds == plain.last_rounds
