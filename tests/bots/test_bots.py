"""The heuristic and search bots: they see only their seat, are reproducible, play well
enough to beat the baselines, keep their budget, and finish games of both titles."""
from __future__ import annotations

import time

import attrs
import pytest

from brass.core.hooks.bots import make_bot
from brass.core.hooks.games import new_game
from brass.core.model import rng
from brass.core.play.engine import Game
from brass.core.play.runner import bot_seed, game_seed, play_out
from brass.core.play.seat import Seat, bot_input
from brass.plugins.bots.chains import step
from brass.plugins.bots.evaluation import evaluate, rounds_left, seat_terms
from brass.plugins.bots.heuristic_bot import HeuristicBot, Planner
from brass.plugins.bots.profile import FULL, QUICK, Profile, profile_for
from brass.plugins.bots.random_bot import RandomBot
from brass.plugins.bots.search_bot import QUICK_WIDTH, SearchBot, distinct_plans, look_ahead


def _advance(game: Game, decisions: int, seed: int = 3) -> None:
    """Play ``decisions`` random decisions (a middle-game position)."""
    bot = RandomBot(seed)
    for _ in range(decisions):
        d = game.decision()
        assert d is not None
        game.apply(bot.choose(d))


def _scramble(game: Game, player: int, seed: int) -> Game:
    """A copy whose hidden cards (other hands, deck, face-down discards) and generator differ,
    while ``player``'s view stays the same."""
    g = game.clone()
    st = g.state
    st.rng = rng.seed_state(seed)
    pool = [c for p in range(st.players) if p != player for c in st.hands[p]] + st.deck
    rng.shuffle(st, pool)
    at = 0
    for p in range(st.players):
        if p != player:
            n = len(st.hands[p])
            st.hands[p] = pool[at:at + n]
            at += n
    st.deck = pool[at:]
    if st.ext is not None and hasattr(st.ext, "oilfield_tile"):
        fields = [o for o in g.rules.title.oilfields if not st.ext.revealed[o]]
        tiles = [st.ext.oilfield_tile[o] for o in fields][::-1]
        for o, t in zip(fields, tiles):
            st.ext.oilfield_tile[o] = t
    return g


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_a_sample_depends_only_on_the_view(title: str) -> None:
    game = new_game(title, 3, 11)
    _advance(game, 12)
    player = game.decision().player
    other = _scramble(game, player, 99)
    assert other.state.hands != game.state.hands or other.state.deck != game.state.deck
    assert Seat(other, player).view() == Seat(game, player).view()
    a = Seat(game, player).sample(5).state
    b = Seat(other, player).sample(5).state
    assert a == b
    assert a.hands[player] == game.state.hands[player]


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
@pytest.mark.parametrize("bot", ["heuristic", "search"])
def test_same_view_same_choice_whatever_the_hidden_cards(title: str, bot: str) -> None:
    game = new_game(title, 4, 21)
    _advance(game, 9)
    d = game.decision()
    player = d.player
    choices = set()
    for seed in (1, 2, 3):
        g = _scramble(game, player, seed)
        b = make_bot(bot, 77) if bot == "heuristic" else SearchBot(77, iterations=3, width=2)
        choices.add(b.choose(g.decision(), Seat(g, player)))
    assert len(choices) == 1


def test_bot_input_by_what_the_bot_needs() -> None:
    game = new_game("birmingham", 2, 1)
    assert isinstance(bot_input(HeuristicBot(0), game, 0), Seat)
    assert bot_input(RandomBot(0), game, 0) is None
    assert bot_input(make_bot("eager", 0), game, 1)["viewer"] == 2


def _play(title: str, players: int, seed: int, bots: list) -> Game:
    g = new_game(title, players, seed)
    play_out(g, bots)
    return g


def test_same_seed_same_game() -> None:
    first = new_game("birmingham", 2, 4)
    second = new_game("birmingham", 2, 4)
    for g in (first, second):
        bots = [HeuristicBot(8), SearchBot(9, iterations=2, width=2)]
        for _ in range(40):
            d = g.decision()
            g.apply(bots[d.player].choose(d, bot_input(bots[d.player], g, d.player)))
    assert first.state == second.state


@pytest.mark.parametrize("baseline", ["random", "eager"])
def test_heuristic_beats_the_baselines(baseline: str) -> None:
    for seed, seats in ((1, ("heuristic", baseline)), (2, (baseline, "heuristic"))):
        g = _play("birmingham", 2, seed, [make_bot(b, seed * 10 + i) for i, b in enumerate(seats)])
        mine = seats.index("heuristic")
        assert g.state.vp[mine] > g.state.vp[1 - mine] + 40, g.state.vp


def test_heuristic_does_not_build_mines_nobody_empties_against_a_random_bot() -> None:
    """`brass simulate birmingham -p 2 --bots heuristic,random --seed 2`, game 46: the random
    bot builds almost nothing, so the coal market stays full and nobody takes coal.  Counting
    each mine's chance to be emptied by its own cubes alone, the heuristic built a second mine
    beside the first, three loans later stood at income level -9 and ended 0-0.  Counting the
    coal already waiting in the mine's network (``flip_supply``), it scores and wins."""
    players = 2
    g = new_game("birmingham", players, game_seed(2, 46))
    play_out(g, [make_bot(b, bot_seed(2, 46, p)) for p, b in enumerate(("heuristic", "random"))])
    assert profile_for(g).flip_supply == 0.5
    assert g.state.vp[0] > g.state.vp[1] + 40, g.state.vp


def test_search_keeps_its_iteration_budget() -> None:
    game = new_game("birmingham", 2, 5)
    d = game.decision()
    bot = SearchBot(1, iterations=7, width=3)
    bot.choose(d, Seat(game, d.player))
    assert bot.last_iterations == 7


@pytest.mark.parametrize("prior", [0.0, 0.5, 1.0])
def test_search_blends_its_look_ahead_with_the_heuristic_value(prior: float,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The search plays the candidate with the best ``(1 - prior) * look-ahead mean + prior *
    heuristic value``: at 1 the heuristic's own first choice, at 0 the look-ahead's best.  (The
    position is the first decision of a 2-player game judged without the mat term, as the
    2-player profile was when the test was written: there the two disagree by a little.)"""
    game = new_game("birmingham", 2, 3)
    without_mat = attrs.evolve(profile_for(game), mat_next=0.0)
    monkeypatch.setattr("brass.plugins.bots.search_bot.profile_for", lambda g: without_mat)
    d = game.decision()
    bot = SearchBot(1, iterations=8, width=4, prior=prior, turns=1)
    chosen = bot.choose(d, Seat(game, d.player))
    scores = bot.last_scores
    assert len(scores) == 4 and bot.last_iterations == 8
    # the candidates come best first by the heuristic's value
    assert [h for _, h in scores] == sorted((h for _, h in scores), reverse=True)
    blend = [(1 - prior) * m + prior * h for m, h in scores]
    best = blend.index(max(blend))
    assert chosen == bot.last_candidates[best][0]
    # here the look-ahead alone prefers the heuristic's second candidate by a little; blended
    # with the heuristic's value, its first stays the choice
    means = [m for m, _ in scores]
    assert means.index(max(means)) == 1, scores
    assert best == (1 if prior == 0.0 else 0)
    with pytest.raises(ValueError, match=r"'search_prior' must lie between 0.0 and 1.0"):
        SearchBot(1, prior=prior + 1.5)


def _two_player_turn(title: str) -> tuple[Game, int, Profile]:
    """A 2-player game some 40 decisions in, at the start of a seat's turn; that seat and the
    game's bot profile."""
    game = new_game(title, 2, 8)
    _advance(game, 40)
    while game.state.frame is not None:
        _advance(game, 1)
    return game, game.decision().player, profile_for(game)


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_search_look_ahead_plays_the_seats_next_turn_when_told(title: str) -> None:
    """With ``turns=2`` a look-ahead plays the seat's next turn (every other seat playing
    before and after it) and judges the one after by its best plan: it ends a round later
    than with ``turns=1``, at the seat's own turn, with the value of that turn's best plan."""
    game, me, prof = _two_player_turn(title)
    ends = []
    for turns in (1, 2):
        g = game.clone()
        value = look_ahead(g, me, prof, turns=turns)
        st = g.state
        assert st.era == game.state.era and st.frame is None and st.order[st.turn] == me
        plans, _ = Planner(prof, me, width=1, beam=prof.search_beam, kinds=False, next_width=0).plans(g)
        assert value == plans[0][1]
        ends.append(st.round)
    assert ends[1] == ends[0] + 1 and ends[0] > game.state.round
    assert SearchBot(1, turns=2).turns == 2 and SearchBot(1).turns is None
    with pytest.raises(ValueError, match=r"'search_turns' must lie between 1 and 10"):
        SearchBot(1, turns=0)


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_search_look_ahead_plays_the_opponents_as_told(title: str) -> None:
    """In a look-ahead the other seat plays the quick heuristic's turn (``quick``: a narrow
    search) or the turn the heuristic bot would plan without its check of the next action
    (``full``); either way the look-ahead then ends at the seat's own next turn with the value
    of its best plan.  The two models play different turns here."""
    game, me, prof = _two_player_turn(title)
    start = game.clone()
    while start.decision().player == me:  # the seat plays its turn
        start.apply(Planner(prof, me).plan(start)[0][0])
    played = []
    models = ((QUICK, lambda p: Planner(prof, p, width=QUICK_WIDTH, beam=prof.search_beam)),
              (FULL, lambda p: Planner(prof, p, next_width=0)))
    for opponents, planner in models:
        expected = start.clone()
        turns = []
        while (d := expected.decision()).player != me or expected.state.frame is not None:
            ids, _ = planner(d.player).plan(expected)
            for o in ids:
                step(expected, o)
            turns.append(tuple(ids))
        g = start.clone()
        value = look_ahead(g, me, prof, opponents=opponents)
        assert g.state.position_key() == expected.state.position_key()
        plans, _ = Planner(prof, me, width=1, beam=prof.search_beam, kinds=False, next_width=0).plans(g)
        assert value == plans[0][1]
        played.append(turns)
    assert played[0] != played[1]
    assert profile_for(new_game(title, 4, 1)).search_opponents == QUICK


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_search_look_ahead_keeps_the_profiles_beam(title: str) -> None:
    """The look-ahead's quick turns keep the profile's ``search_beam`` chains a step (6 unless
    a title or a variant says otherwise), as when the beam is given: a beam of 1 (the best
    partial chain only) plays other turns here, to another position and value."""
    from attrs import evolve

    game, me, prof = _two_player_turn(title)
    assert prof.search_beam == 6
    ends = []
    for beam in (1, 6):
        g, given = game.clone(), game.clone()
        value = look_ahead(g, me, evolve(prof, search_beam=beam))
        assert value == look_ahead(given, me, prof, beam=beam)
        assert g.state.position_key() == given.state.position_key()
        ends.append((value, g.state.position_key()))
    assert ends[0][0] != ends[1][0] and ends[0][1] != ends[1][1]
    assert SearchBot(1, beam=2).beam == 2 and SearchBot(1).beam is None
    with pytest.raises(ValueError, match=r"'search_beam' must lie between 1 and 1000"):
        SearchBot(1, beam=0)
    # the setting meets the weight's bounds on both sides, as a variant's change does
    with pytest.raises(ValueError, match=r"'search_beam' must lie between 1 and 1000, not 5000"):
        SearchBot(1, beam=5000)


def test_search_looks_two_turns_ahead_at_two_players_in_birmingham() -> None:
    """Birmingham's profile: two own turns in the search's look-ahead at 2 players (measured
    stronger there, with 8 look-aheads a decision), one and 12 look-aheads at 3 and 4 players
    and in Pittsburgh (two were weaker there; 24 look-aheads won a little more at 2 players, at
    twice the time, so 12 stays); the quick opponents everywhere (the full model was no stronger
    at 2 players)."""
    profiles = [profile_for(new_game("birmingham", n, 1)) for n in (2, 3, 4)]
    assert [(p.search_turns, p.search_iterations, p.search_opponents) for p in profiles] == [
        (2, 8, QUICK), (1, 12, QUICK), (1, 12, QUICK)]
    profiles = [profile_for(new_game("pittsburgh", n, 1)) for n in (2, 3, 4)]
    assert [(p.search_turns, p.search_iterations, p.search_opponents) for p in profiles] == [(1, 12, QUICK)] * 3


@pytest.mark.parametrize("model", [QUICK, FULL])
def test_search_plays_the_opponents_by_the_profile(model: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every look-ahead of a search decision plays the other seats by the profile's
    ``search_opponents``."""
    from brass.plugins.bots import search_bot

    game = new_game("birmingham", 2, 5)
    d = game.decision()
    prof = attrs.evolve(profile_for(game), search_opponents=model)
    monkeypatch.setattr(search_bot, "profile_for", lambda g: prof)
    seen = []
    real = search_bot.look_ahead

    def spy(*args: object, **kwargs: object) -> float:
        seen.append(kwargs["opponents"])
        return real(*args, **kwargs)

    monkeypatch.setattr(search_bot, "look_ahead", spy)
    bot = SearchBot(1, iterations=4)
    bot.choose(d, Seat(game, d.player))
    assert bot.last_iterations == 4 and seen == [model] * 4


def test_the_search_minds_its_rivals_where_the_heuristic_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    """Birmingham at 4 players: the heuristic bot weighs its rivals' mean value at 0 (every seat
    scores more), the search bot at 0.25 (``search_others``), in its candidates and in every
    look-ahead: it is measured by its wins, and what a rival loses counts towards them.  Where
    the two weights agree the search uses the very profile the heuristic does."""
    from brass.plugins.bots import search_bot

    game = new_game("birmingham", 4, 5)
    prof = profile_for(game)
    assert (prof.others, prof.search_others) == (0.0, 0.25)
    search = prof.for_search()
    assert search.others == 0.25 and search is prof.for_search()
    assert attrs.evolve(search, others=0.0) == prof
    two = profile_for(new_game("birmingham", 2, 5))
    assert two.for_search() is two
    seen = []
    real = search_bot.look_ahead

    def spy(g: Game, me: int, p: object, *args: object, **kwargs: object) -> float:
        seen.append(p)
        return real(g, me, p, *args, **kwargs)

    monkeypatch.setattr(search_bot, "look_ahead", spy)
    d = game.decision()
    bot = SearchBot(1, iterations=4)
    bot.choose(d, Seat(game, d.player))
    assert bot.last_iterations == 4 and len(seen) == 4 and all(p is search for p in seen)


def test_search_keeps_its_time_budget() -> None:
    game = new_game("birmingham", 2, 5)
    d = game.decision()
    bot = SearchBot(1, iterations=100_000, seconds=0.3, width=2)
    start = time.perf_counter()
    bot.choose(d, Seat(game, d.player))
    # the limit is checked between iterations: one iteration may run past it
    assert time.perf_counter() - start < 2.0
    assert 2 <= bot.last_iterations < 100_000


def test_search_budget_from_the_bot_name() -> None:
    bot = make_bot("search:12", 3)
    assert isinstance(bot, SearchBot) and (bot.iterations, bot.seconds) == (12, None)
    bot = make_bot("search:1.5s", 3)
    assert bot.seconds == 1.5 and bot.iterations == 1_000_000
    # by default the title's profile says (Birmingham: 8 look-aheads at 2 players, where each
    # plays two own turns; 12 at 3 and 4)
    assert make_bot("search", 3).iterations is None
    for players, budget in ((2, 8), (3, 12), (4, 12)):
        game = new_game("birmingham", players, 5)
        d = game.decision()
        bot = make_bot("search", 3)
        bot.choose(d, Seat(game, d.player))
        assert bot.last_iterations == budget


@pytest.mark.parametrize("title,mark", [("birmingham", "industry:"), ("pittsburgh", "tile:")])
def test_heuristic_plans_a_second_action_after_the_best_of_every_kind(title: str, mark: str) -> None:
    from brass.plugins.bots.heuristic_bot import Planner, action_kind

    game = new_game(title, 2, 12)
    bot = RandomBot(12)
    for _ in range(30):
        game.apply(bot.choose(game.decision()))
    while game.state.frame is not None:
        game.apply(bot.choose(game.decision()))
    player = game.decision().player
    assert game.state.actions_left == 2
    sample = Seat(game, player).sample(1)
    prof = profile_for(sample)
    assert prof.plan_kinds and prof.kind_options == (mark,)
    plans, first = Planner(prof, player).plans(sample)
    narrow, _ = Planner(prof, player, kinds=False).plans(sample)
    best_of_kind: dict = {}
    for c in first:  # best first
        best_of_kind.setdefault(action_kind(c.ids, prof.kind_options), c)
    # builds of different industries are kinds of their own
    assert any(len(k) == 2 and k[1].startswith(mark) for k in best_of_kind)
    planned = {ids for ids, _ in plans}
    singles = {c.ids for c in first[prof.plan_width:]} - {c.ids for c in best_of_kind.values()}
    for c in best_of_kind.values():
        # planned as a whole turn: a second action after it, unless none does better
        longer = [(ids, v) for ids, v in plans if ids[:len(c.ids)] == c.ids and len(ids) > len(c.ids)]
        assert longer or c.ids in planned
        assert all(v > c.value for _, v in longer)
    # without kinds, only the best plan_width first actions get a second action
    expanded_narrow = [ids for ids, _ in narrow if ids not in {c.ids for c in first}]
    assert len(expanded_narrow) <= prof.plan_width
    # every other first action stays a one-action plan in both
    assert singles <= planned
    # more whole turns are planned with kinds (here 10 against 4 in Birmingham, 7 against 2 in
    # Pittsburgh), and the best plan is at least as good
    assert len([ids for ids, _ in plans if ids not in {c.ids for c in first}]) > len(expanded_narrow)
    assert plans[0][1] >= narrow[0][1]


def _after(game: Game, ids: tuple[str, ...]) -> tuple:
    g = game.clone()
    for o in ids:
        g.apply(o)
    return g.state.position_key()


@pytest.mark.parametrize("title,starts", [("birmingham", ((12, 30), (3, 30))), ("pittsburgh", ((11, 14), (10, 14)))])
def test_search_candidates_leave_distinct_positions(title: str, starts: tuple[tuple[int, int], ...]) -> None:
    """The search spends no look-ahead on a plan that leaves the position a better-ranked plan
    leaves (the same two actions the other way round, or paid with another card)."""
    from brass.plugins.bots.heuristic_bot import Planner

    dropped = 0
    for seed, decisions in starts:
        game = new_game(title, 2, seed)
        bot = RandomBot(seed)
        for _ in range(decisions):
            game.apply(bot.choose(game.decision()))
        while game.state.frame is not None:  # on to a turn's start
            game.apply(bot.choose(game.decision()))
        player = game.decision().player
        sample = Seat(game, player).sample(seed)
        plans = [ids for ids, _ in Planner(profile_for(sample), player).plans(sample)[0]]
        kept = distinct_plans(sample, plans, 4)
        outcomes = [_after(sample, ids) for ids in kept]
        assert len(kept) == min(4, len({repr(o) for o in map(_after, [sample] * len(plans), plans)}))
        # pairwise different, in the heuristic's order, and every plan skipped before the last
        # kept one repeats a kept outcome
        assert all(a != b for i, a in enumerate(outcomes) for b in outcomes[i + 1:])
        assert [plans.index(k) for k in kept] == sorted(plans.index(k) for k in kept)
        last = plans.index(kept[-1])
        for ids in plans[:last]:
            if ids not in kept:
                assert _after(sample, ids) in outcomes
                dropped += 1
    # each of these positions holds two plans that differ only in order or card
    assert dropped > 0
    same = plans[:1] * 3
    assert distinct_plans(sample, same, 4) == plans[:1]


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic_plays_to_the_end(title: str, players: int) -> None:
    bots = [HeuristicBot(1, width=0, beam=2)] + [RandomBot(3 + i) for i in range(players - 1)]
    g = _play(title, players, 6, bots)
    assert g.over
    assert g.decision() is None


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_search_plays_to_the_end(title: str) -> None:
    bots = [RandomBot(3), SearchBot(2, iterations=2, width=2, beam=2)]
    g = _play(title, 2, 6, bots)
    assert g.over
    assert g.decision() is None


def test_profile_from_title_data_and_unknown_keys() -> None:
    game = new_game("birmingham", 2, 1)
    prof = profile_for(game)
    assert prof.card_matters == ("build",)
    assert prof.removed_levels == (1,)
    assert Profile.from_plain(None) == Profile()
    with pytest.raises(ValueError, match="bogus"):
        Profile.from_plain({"bogus": 1})
    # a misspelt opponent model is refused, not taken for the quick one
    assert Profile.from_plain({"search_opponents": "full"}).search_opponents == FULL
    with pytest.raises(ValueError, match=r"search_opponents.*'ful'"):
        Profile.from_plain({"players": {"2": {"search_opponents": "ful"}}}, 2)


def test_evaluation_of_a_new_game() -> None:
    game = new_game("birmingham", 2, 1)
    prof = profile_for(game)
    # canal 10 rounds + rail 10 rounds at 2 players; no income after the rail era's last round
    assert rounds_left(game) == (20, 19)
    terms = seat_terms(game, prof)
    t = terms[0]
    assert (t.vp, t.pending, t.unflipped, t.dead, t.reach) == (0.0, 0.0, 0.0, 0.0, 0.0)
    # £17 at the full early rate, counted twice being under the low-cash mark (£15) for £15 of it
    assert t.money == pytest.approx((17 + 15) * prof.money_start)
    assert t.income == 0.0
    assert evaluate(game, 0, prof) == pytest.approx(t.total - prof.others * terms[1].total)


def test_bad_bot_setting_is_a_clear_error() -> None:
    from brass.core.model.errors import DataError

    with pytest.raises(DataError) as err:
        make_bot("search:lots", 1)
    assert err.value.message.key == "error.bad_bot_setting"
    with pytest.raises(DataError):
        make_bot("random:3", 1)
    for bad in ("search:-1", "search:0s", "search:s"):
        with pytest.raises(DataError):
            make_bot(bad, 1)


def test_bench_measures_every_decision_of_a_bot() -> None:
    from brass.plugins.bots.bench import measure

    r = measure("birmingham", 2, "random", games=1, seed=4)
    g = new_game("birmingham", 2, 4 * 1_000_003)
    decisions = play_out(g, [make_bot("random", (4 * 1_000_003) * 16 + p + 1) for p in range(2)])
    assert r["decisions"] == decisions
    assert r["vp"] == sum(g.state.vp) / 2
    assert r["mean_ms"] >= 0 and r["p95_ms"] >= 0
    # every decision belongs to one turn: the turns' times add up to the decisions'
    assert 0 <= r["turn_s"] <= r["turn_max_s"] <= r["mean_ms"] * r["decisions"] / 1000 + 1e-9


def test_a_profile_table_for_one_player_count() -> None:
    """``[players.N]`` in a bot.toml holds weights for N players over the rest; a typo there,
    or a table under something other than a player count, is an error that names it."""
    data = {"income": 0.6, "players": {"4": {"mat_next": 0.2, "income": 0.7}}}
    assert Profile.from_plain(data, 4).mat_next == 0.2
    assert Profile.from_plain(data, 4).income == 0.7
    assert Profile.from_plain(data, 2) == Profile.from_plain({"income": 0.6})
    assert Profile.from_plain(data) == Profile.from_plain({"income": 0.6})
    with pytest.raises(ValueError, match=r"players\.4.*mat_nxt"):
        Profile.from_plain({"players": {"4": {"mat_nxt": 0.2}}}, 2)
    with pytest.raises(ValueError, match=r"players\.four"):
        Profile.from_plain({"players": {"four": {"mat_next": 0.2}}}, 4)
    with pytest.raises(ValueError, match="players"):
        Profile.from_plain({"players": 4}, 4)


def test_the_heuristic_setting_is_a_plan_width() -> None:
    """``--bot heuristic:N`` keeps N first actions for planning the second; any other setting
    is refused when the bot is made (it used to fail with a traceback in the first decision)."""
    from brass.core.model.errors import DataError

    assert make_bot("heuristic:2", 1).width == 2
    assert make_bot("heuristic", 1).width is None
    for bad in ("abc", "-1", "1.5", ""):
        with pytest.raises(DataError, match="heuristic"):
            make_bot(f"heuristic:{bad}", 1)


def _turn_start(title: str, players: int, seed: int, decisions: int) -> tuple[Game, int]:
    """A sample of the seat to move at the start of a two-action turn, after random play."""
    game = new_game(title, players, seed)
    bot = RandomBot(seed)
    for _ in range(decisions):
        game.apply(bot.choose(game.decision()))
    while game.state.frame is not None or game.state.actions_left != 2:
        game.apply(bot.choose(game.decision()))
    player = game.decision().player
    return Seat(game, player).sample(seed), player


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_the_best_plans_are_judged_by_what_they_set_up_next(title: str) -> None:
    """With ``next_width`` 4, the best four plans of distinct outcome are ranked by their own end
    plus ``next_share`` times what the seat's best single action from that end would add (as if
    it had one more action at once); each such gain is that best action's value over the end's."""
    import attrs

    from brass.plugins.bots.heuristic_bot import Planner

    sample, player = _turn_start(title, 2, 12, 30)
    base = attrs.evolve(profile_for(sample), next_width=0)
    prof = attrs.evolve(base, next_width=4, next_share=0.5, next_actions=1)
    plain, _ = Planner(base, player).plans(sample)
    planner = Planner(prof, player)
    plans, _ = planner.plans(sample)
    judged = planner.next_gains
    assert len(judged) == 4
    own = dict(plain)
    outcomes = set()
    for ids, gain in judged.items():
        end = planner.ends[ids]
        outcomes.add(end.state.position_key())
        g = end.clone()
        g.state.actions_left = 1
        g.refresh()
        best = Planner(base, player, width=0).plans(g)[0][0][1]
        assert gain == pytest.approx(0.5 * max(0.0, best - own[ids]))
        assert dict(plans)[ids] == pytest.approx(own[ids] + gain)
    # four different outcomes, judged first; the best of them leads the new order
    assert len(outcomes) == 4
    assert plans[0][0] in judged
    assert plans[0][1] == max(own[ids] + gain for ids, gain in judged.items())
    # the plans not judged keep their order below
    rest = [ids for ids, _ in plans if ids not in judged]
    assert rest == [ids for ids, _ in plain if ids not in judged and ids in rest]


#: two-player Birmingham, seed 1: heuristic bots' first 31 options (canal era, round 4; the first
#: seat to move with £35, a brewery at Stone and a coal mine at Redditch, links to Oxford)
SETS_UP_A_SALE = [
    "network", "card:birmingham", "link:gloucester-redditch", "build", "card:brewery", "slot:stone/1",
    "scout", "card:worcester", "card:coventry", "card:kidderminster", "build", "card:wild_location",
    "industry:iron", "scout", "card:birmingham", "card:coal", "card:iron", "build", "card:wild_location",
    "industry:coal", "slot:redditch/1", "network", "card:pottery", "link:oxford-redditch", "loan",
    "card:cannock", "loan", "card:brewery", "build", "card:coalbrookdale", "industry:brewery",
]


def test_the_look_ahead_prefers_a_turn_that_sets_up_a_sale() -> None:
    """Judged by the end of its own turn, the seat builds at Coalbrookdale and links it to
    Shrewsbury.  Judged also by what it could do next, it links Birmingham to Oxford and builds
    a Manufacturer at Birmingham: connected to the Oxford merchant, with its own beer at Stone,
    it can sell it with its next action."""
    import attrs

    from brass.plugins.bots.heuristic_bot import Planner

    game = new_game("birmingham", 2, 1)
    for option in SETS_UP_A_SALE:
        game.apply(option)
    assert (game.state.era, game.state.round, game.decision().player) == (0, 4, 0)
    sample = Seat(game, 0).sample(1)
    prof = profile_for(sample)
    assert prof.next_width == 16 and prof.next_share == 1.0
    plain, _ = Planner(attrs.evolve(prof, next_width=0), 0).plans(sample)
    planner = Planner(prof, 0)
    plans, _ = planner.plans(sample)
    chosen = plans[0][0]
    assert plain[0][0][:2] == ("build", "card:coalbrookdale")
    assert chosen[:3] == ("network", "card:brewery", "link:birmingham-oxford")
    assert chosen[-2:] == ("industry:manufacturer", "slot:birmingham/2")
    assert planner.next_gains[chosen] > 5
    # from where the turn leaves the seat, its next action can sell that manufacturer
    end = planner.ends[chosen].clone()
    end.state.actions_left = 1
    end.refresh()
    assert "sell" in end.decision().ids()
    nxt, _ = Planner(attrs.evolve(prof, next_width=0), 0, width=0).plans(end)
    assert nxt[0][0][0] == "sell"


def test_the_hint_names_what_the_turn_sets_up() -> None:
    """``hint`` on that position names the set-up among the reasons, in English and in Thai."""
    from brass.core.cli.game.hint import hint_line
    from brass.core.i18n.messages import render

    game = new_game("birmingham", 2, 1)
    for option in SETS_UP_A_SALE:
        game.apply(option)
    line = hint_line(game, game.decision(), 5)
    assert render(line) == ("Hint: 2. network — Network, then card:brewery — Discard Brewery (industry card), "
                            "link:birmingham-oxford — Birmingham–Oxford (£3); because: what it sets up next +11.8, "
                            "VP at the era's end +2.0, money -0.8")
    assert "สิ่งที่ปูทางไว้ให้แอ็กชันถัดไป +11.8" in render(line, "th")
