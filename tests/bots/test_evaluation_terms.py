"""The evaluation's terms in concrete positions: actions left, flips that can no longer happen,
merchants that buy each industry, negative income that money cannot pay, and a sale possible now."""
from __future__ import annotations

import attrs
import pytest

from brass.core.hooks.games import new_game
from brass.core.play.engine import Game
from brass.plugins.bots.evaluation import (
    actions_left,
    evaluate,
    merchants_by_industry,
    rounds_left,
    seat_terms,
    sell_action,
)
from brass.plugins.bots.heuristic_bot import turn_key
from brass.plugins.bots.profile import profile_for
from brass.plugins.bots.search_bot import look_ahead
from tests.birmingham.scenario import Scenario

COTTON_I = 0  # Birmingham tile index: Cotton mill I (5 VP, income +5, canal era only)
STONE = 11  # a Stone space


def _tile_id(game: Game, industry: str, level: int) -> int:
    rules = game.rules
    found = [t.index for t in rules.tiles if rules.industries.industries[t.industry].id == industry
             and t.level == level]
    return found[0]


def test_actions_left_at_the_start_of_a_two_player_game() -> None:
    game = new_game("birmingham", 2, 1)
    # round 1 gives one action, rounds 2-10 two each: 19 in the canal era, 20 more in the rail era
    assert actions_left(game) == ([19, 19], [39, 39])
    first = game.state.order[0]
    game.apply("loan")
    game.apply(game.decision().ids()[0])
    era, whole = actions_left(game)
    assert era[first] == 18 and whole[first] == 38
    assert era[1 - first] == 19 and whole[1 - first] == 39


def test_a_tile_its_owner_cannot_sell_any_more_counts_nothing() -> None:
    game = new_game("birmingham", 2, 1)
    prof = attrs.evolve(profile_for(game), sell_actions=2.0)
    assert _tile_id(game, "cotton", 1) == COTTON_I
    st = game.state
    for player, space in ((0, STONE), (1, STONE + 1)):
        game.place_tile(player, space, COTTON_I)
    before = seat_terms(game, prof)
    assert before[0].unflipped > 0 and before[1].unflipped > 0
    # the canal era's last round, player 0 has played its turn and player 1 has not
    st.round = 10
    st.order = [0, 1]
    st.turn = 1
    st.actions_left = 2
    assert actions_left(game)[0] == [0, 2]
    after = seat_terms(game, prof)
    ignoring = seat_terms(game, attrs.evolve(prof, sell_actions=0.0))
    # with no action left player 0's tile flips under no profile (its owner must sell it);
    # player 1's two actions keep its tile's full chance
    assert after[0].unflipped == 0.0 and ignoring[0].unflipped == 0.0
    assert after[1].unflipped > 0
    assert after[1].unflipped == pytest.approx(ignoring[1].unflipped)


def test_nothing_flips_once_nobody_has_an_action_left_in_the_era() -> None:
    """The last turn of the canal era: a Brewery I with its beer and the unflipped icons at a
    link's end are worth something while anyone may still act, nothing after (the brewery
    leaves the board unflipped, and the link scores only flipped tiles' icons)."""
    game = new_game("birmingham", 2, 1)
    prof = profile_for(game)
    rules = game.rules
    st = game.state
    brewery = _tile_id(game, "brewery", 1)
    (beer, count), = rules.tiles[brewery].produces[0]  # the canal era's one beer
    game.place_tile(0, STONE, brewery)
    st.cubes[beer][STONE] = count
    stone = rules.board.spaces[STONE].location
    line = next(i for i, link in enumerate(rules.board.links) if stone in link.ends)
    st.link_owner[line] = 0
    st.link_kind[line] = 0
    st.round = 10
    st.order = [1, 0]
    st.turn = 1
    st.actions_left = 1  # player 0's last action of the era is still to come
    some = seat_terms(game, prof)[0]
    st.actions_left = 0  # ... and now it is taken: nobody acts again in this era
    assert actions_left(game)[0] == [0, 0]
    none = seat_terms(game, prof)[0]
    assert some.unflipped > 0 and none.unflipped == 0.0
    assert none.pending < some.pending
    # what the link still scores: the printed icons and flipped tiles' icons only
    flipped = sum(rules.board.locations[e].link_icons for e in rules.board.links[line].ends)
    assert none.pending == pytest.approx(prof.pending_links * flipped * rules.link_kinds[0].multiplier)


def test_merchants_that_buy_each_industry() -> None:
    game = new_game("birmingham", 2, 1)
    rules = game.rules
    masks = merchants_by_industry(game, sell_action(game))
    locations = rules.board.locations
    named = {rules.industries.industries[i].id: sorted(locations[n].id for n in range(len(locations))
                                                        if mask >> n & 1)
             for i, mask in masks.items()}
    assert named == {"cotton": ["gloucester", "oxford"], "manufacturer": ["gloucester", "oxford"],
                     "pottery": ["gloucester"]}


def test_negative_income_money_cannot_pay_is_counted_in_full() -> None:
    game = new_game("birmingham", 2, 1)
    prof = attrs.evolve(profile_for(game), shortfall=0.5)
    st = game.state
    st.income[0] = 5  # income level -5
    st.money[0] = 10
    _, incomes = rounds_left(game)
    assert incomes == 19
    level = game.rules.track.level(5)
    assert level == -5
    t = seat_terms(game, prof)[0]
    # £5 owed at each of the next 3 payments, £10 in hand: £5 unpaid at prof.shortfall VP a pound
    assert prof.shortfall_rounds == 3
    expected = prof.money_start * (prof.income + prof.debt) * level * incomes - prof.shortfall * 5
    assert t.income == pytest.approx(expected)
    st.money[0] = 15
    paid = prof.money_start * (prof.income + prof.debt) * level * incomes
    assert seat_terms(game, prof)[0].income == pytest.approx(paid)


def test_look_ahead_stops_at_the_seats_next_turn() -> None:
    game = new_game("birmingham", 2, 5)
    prof = profile_for(game)
    me = game.decision().player
    game.apply("loan")
    game.apply(game.decision().ids()[0])
    start = turn_key(game)
    g = game.clone()
    value = look_ahead(g, me, prof)
    d = g.decision()
    assert d.player == me and g.state.frame is None and turn_key(g) != start
    assert isinstance(value, float)
    # the look-ahead plays on its own copy
    assert turn_key(game) == start


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_pending_vp_agrees_with_the_core_scoring(title: str) -> None:
    from brass.core.play.scoring import link_value
    from brass.plugins.bots.random_bot import RandomBot

    game = new_game(title, 3, 8)
    bot = RandomBot(4)
    for _ in range(90):
        game.apply(bot.choose(game.decision()))
    prof = attrs.evolve(profile_for(game), link_unflipped=0.0, link_future=0.0, pending_links=1.0,
                        pending_tiles=1.0)
    rules = game.rules
    st = game.state
    expected = [0.0] * st.players
    for i, owner in enumerate(st.link_owner):
        kind = rules.link_kinds[st.link_kind[i]] if owner >= 0 else None
        if kind is not None and kind.scores:
            expected[owner] += link_value(game, i) * kind.multiplier
    eras_left = len(rules.eras) - st.era
    for s, owner in enumerate(st.tile_owner):
        if owner >= 0 and st.tile_flipped[s]:
            t = rules.tiles[st.tile_type[s]]
            expected[owner] += t.vp * (1 if t.level in prof.removed_levels else eras_left)
    assert any(expected)
    assert [t.pending for t in seat_terms(game, prof)] == pytest.approx(expected)


def test_a_dead_tile_costs_less_as_the_seats_last_actions_come() -> None:
    """In the rail era a fresh mat holds 8 tiles no era can build (3 Cotton mill I, Manufacturer
    I, Coal mine I, Iron works I, 2 Brewery I).  They cost only by standing in front of tiles
    still to be built: in full while many actions are left, in proportion to the actions after
    the one in hand near the end, nothing on the seat's last action."""
    game = new_game("birmingham", 2, 1)
    prof = attrs.evolve(profile_for(game), dead_tile=1.5, dead_actions=4.0)
    st = game.state
    st.era = 1
    st.round = 1
    st.order = [0, 1]
    st.turn = 0
    st.actions_left = 2
    assert seat_terms(game, prof)[0].dead == pytest.approx(-1.5 * 8)
    st.round = 10  # the rail era's last round in a 2-player game
    assert actions_left(game)[1] == [2, 2]
    # two actions left: one after the one in hand, a quarter of 4
    assert seat_terms(game, prof)[0].dead == pytest.approx(-1.5 * 8 * 0.25)
    st.actions_left = 1
    assert seat_terms(game, prof)[0].dead == 0.0
    assert seat_terms(game, prof)[1].dead == pytest.approx(-1.5 * 8 * 0.25)
    # with dead_actions 0 the actions left do not matter
    assert seat_terms(game, attrs.evolve(prof, dead_actions=0.0))[0].dead == pytest.approx(-1.5 * 8)


def test_a_tile_only_this_era_builds_counts_as_dead_as_the_eras_actions_run_out() -> None:
    """The same 8 tiles in the canal era are not dead yet (the canal era may still build them).
    With ``dying_actions`` 4 they count as dead over the seat's last 4 canal actions, in proportion
    to the era's actions after the one in hand: from the seat's last canal action on in full."""
    game = new_game("birmingham", 2, 1)
    prof = attrs.evolve(profile_for(game), dead_tile=1.5, dead_actions=4.0, dying_actions=4.0)
    st = game.state
    st.round = 8  # canal era, 2 players: 10 rounds
    st.order = [0, 1]
    st.turn = 0
    st.actions_left = 2
    # seat 0 has 6 canal actions (this turn's two, rounds 9 and 10): 5 after the one in hand
    assert actions_left(game)[0] == [6, 6]
    assert seat_terms(game, prof)[0].dead == 0.0
    st.round = 9  # 3 after the one in hand: a quarter
    assert seat_terms(game, prof)[0].dead == pytest.approx(-1.5 * 8 * 0.25)
    st.round = 10  # 1 after: three quarters; seat 1, on after it, the same
    assert seat_terms(game, prof)[0].dead == pytest.approx(-1.5 * 8 * 0.75)
    assert seat_terms(game, prof)[1].dead == pytest.approx(-1.5 * 8 * 0.75)
    st.actions_left = 1  # the seat's last canal action: in full
    assert seat_terms(game, prof)[0].dead == pytest.approx(-1.5 * 8)
    # with dying_actions 0 they count only from the rail era on
    assert seat_terms(game, attrs.evolve(prof, dying_actions=0.0))[0].dead == 0.0


def test_coal_on_other_tiles_of_the_network_slows_a_mines_flip() -> None:
    """Two Coal mine II (3 coal each) at Belper and Derby.  Apart, each counts its own 3
    cubes; joined by the Belper-Derby canal, each also counts ``flip_supply`` of the other's
    3: at 0.5 the chance falls from 0.85 ** 3 to 0.85 ** 4.5."""
    game = new_game("birmingham", 2, 1)
    rules = game.rules
    st = game.state
    prof = attrs.evolve(profile_for(game), flip_per_cube=0.85, flip_supply=0.5)
    ignore = attrs.evolve(prof, flip_supply=0.0)
    coal = _tile_id(game, "coal", 2)
    (resource, count), = rules.tiles[coal].produces[0]
    assert count == 3
    belper, derby = 1, 3  # Belper [2] (coal) and Derby [1]
    for player, space in ((0, belper), (1, derby)):
        game.place_tile(player, space, coal)
        st.cubes[resource][space] = count
    apart = seat_terms(game, prof)
    assert [t.unflipped for t in apart] == pytest.approx([t.unflipped for t in seat_terms(game, ignore)])
    line = next(i for i, link in enumerate(rules.board.links) if link.ref == "belper-derby")
    st.link_owner[line] = 0
    st.link_kind[line] = 0
    joined = seat_terms(game, prof)
    for p in (0, 1):
        assert joined[p].unflipped == pytest.approx(apart[p].unflipped * 0.85 ** 1.5)
    assert [t.unflipped for t in seat_terms(game, ignore)] == pytest.approx([t.unflipped for t in apart])


def test_the_next_tile_of_each_industry_on_the_mat() -> None:
    """A fresh 4-player mat in the canal era offers Cotton mill I (5 VP), Manufacturer I (3),
    Coal mine I (1), Iron works I (3), Brewery I (4) and Pottery I (10): level I tiles leave
    the board at the era's end, so each scores once, 26 VP, times ``mat_next`` 0.2.  With
    the Cotton mill I developed away, Cotton mill II (5 VP, built in the canal era: two era
    ends) comes up: 31.  In the rail era the level I tiles that era forbids are worth nothing
    and Pottery I scores once: 10 (and 15 with Cotton mill II on top), at the start of the rail
    era's 16 actions counted for the 15 after the one in hand (of ``mat_actions`` 16)."""
    game = new_game("birmingham", 4, 1)
    prof = profile_for(game)
    assert prof.mat_next == 0.2 and prof.mat_actions == 16
    assert seat_terms(game, prof)[0].mat == pytest.approx(0.2 * 26)
    rules = game.rules
    st = game.state
    cotton = rules.mat.of_industry[rules.tiles[COTTON_I].industry]
    st.mat[0][cotton[0]] = 0
    terms = seat_terms(game, prof)
    assert terms[0].mat == pytest.approx(0.2 * 31)
    assert terms[1].mat == pytest.approx(0.2 * 26)
    st.era = 1
    st.round = 1
    st.order = [0, 1, 2, 3]
    st.turn = 0
    st.actions_left = 2
    terms = seat_terms(game, prof)
    assert terms[0].mat == pytest.approx(0.2 * 15 * 15 / 16)
    assert terms[1].mat == pytest.approx(0.2 * 10 * 15 / 16)


def test_the_mat_counts_less_over_the_seats_last_actions() -> None:
    """In the rail era's last round (8 rounds at 4 players) a seat whose turn it is has its two
    actions: one after the one in hand, 1/16 of ``mat_actions``; on its last action, nothing."""
    game = new_game("birmingham", 4, 1)
    prof = profile_for(game)
    st = game.state
    st.era = 1
    st.round = 8
    st.order = [0, 1, 2, 3]
    st.turn = 0
    st.actions_left = 2
    assert actions_left(game)[1] == [2, 2, 2, 2]
    assert seat_terms(game, prof)[0].mat == pytest.approx(0.2 * 10 / 16)
    st.actions_left = 1
    assert seat_terms(game, prof)[0].mat == 0.0
    assert seat_terms(game, attrs.evolve(prof, mat_actions=0.0))[0].mat == pytest.approx(0.2 * 10)


def test_the_mat_term_by_player_count() -> None:
    """Birmingham's bot.toml weighs the mat at 0.2 for every player count; 4 players differ
    only in money early (0.25 a £, not 0.3), in telling a sale possible now apart (0.85, against
    0.65 for a tile merely connected to a buyer; both 0.8 at 2 players, as at 4 at 3 players), in
    the look-ahead re-judging 4 plans, not 16, and in not minding the rivals (``others`` 0, not
    0.25: a seat's evaluation is its own value alone; 3 players too), in playing no idle loan in an
    era's last round and searching the canal era's last two rounds, 3 players in re-judging 32, income at 0.5 (not
    0.6) and the mat fading over 24 actions (not 16), and 2 players in the search looking two turns
    ahead with 8 look-aheads instead of one with 12.  A fresh mat scores 26 VP of next tiles for
    every seat (see above) at any count."""
    two, three, four = (profile_for(new_game("birmingham", n, 1)) for n in (2, 3, 4))
    assert (two.mat_next, three.mat_next, four.mat_next) == (0.2, 0.2, 0.2)
    assert (three.next_width, three.income, three.mat_actions) == (32, 0.5, 24.0)
    search = {"search_turns": 2, "search_iterations": 8}
    assert attrs.evolve(three, next_width=16, income=0.6, mat_actions=16.0, sell_ready=0.8, sell_connected=0.8,
                        others=0.25, **search) == two
    assert attrs.evolve(four, money_start=0.3, sell_ready=0.8, sell_connected=0.8, next_width=16, others=0.25,
                        last_round_loans=True, last_rounds=(), **search) == two
    game = new_game("birmingham", 4, 1)
    for _ in range(8):  # the first options, three seats' first turns: their values now differ
        game.apply(game.decision().ids()[0])
    terms = seat_terms(game, four)
    assert len({t.total for t in terms}) > 1
    assert evaluate(game, 0, four) == terms[0].total
    for n in (2, 3):
        game = new_game("birmingham", n, 1)
        assert [t.mat for t in seat_terms(game, profile_for(game))] == pytest.approx([0.2 * 26] * n)


def test_a_mill_that_can_be_sold_now_counts_more_at_four_players() -> None:
    """At 4 players a cotton mill that could be sold at once (a connected merchant buys it and
    beer can reach it) flips with a chance of 0.85, one merely connected to a buyer (no beer
    within reach) 0.65, one with no buyer in reach 0.3; at 2 and 3 players the first two are
    alike (0.8): beer is scarcer with three rivals drinking it."""
    def mill(linked: bool) -> Scenario:
        """P1's cotton mill I in Birmingham, an Oxford cotton buyer with its barrel, no brewery."""
        sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=1)
        sc.tile("birmingham/1", "cotton/1", 0)
        if linked:
            sc.link("birmingham-oxford", 1)
        return sc.ready()

    sc = mill(linked=True)
    game = sc.game
    prof = profile_for(game)
    assert (prof.sell_ready, prof.sell_connected, prof.sell_unconnected) == (0.85, 0.65, 0.3)
    assert sell_action(game).sellable(game, 0) == [game.rules.board.space_index["birmingham/1"]]
    # the mill's worth before its chance: the same in every case below
    worth = seat_terms(game, attrs.evolve(prof, sell_ready=1.0, sell_connected=1.0))[0].unflipped
    assert worth > 0
    assert seat_terms(game, prof)[0].unflipped == pytest.approx(0.85 * worth)
    # the Oxford barrel drunk, no brewery anywhere: still connected to a buyer, not sellable now
    sc.state.merchant_goods[game.rules.board.merchant_slot_index["oxford/1"]] = 0
    assert sell_action(game).sellable(game, 0) == []
    assert seat_terms(game, prof)[0].unflipped == pytest.approx(0.65 * worth)
    # without the link: no buyer in reach
    assert seat_terms(mill(linked=False).game, prof)[0].unflipped == pytest.approx(0.3 * worth)
    two = profile_for(new_game("birmingham", 2, 1))
    assert (two.sell_ready, two.sell_connected) == (0.8, 0.8)


@pytest.mark.parametrize("title,players", [("birmingham", 4), ("pittsburgh", 3)])
def test_one_seats_terms_alone_are_its_terms_among_all(title: str, players: int) -> None:
    """A seat that minds only its own position is evaluated without its rivals' tiles: the
    same terms, at every point of a game."""
    from brass.plugins.bots.evaluation import NO_TERMS
    from brass.plugins.bots.random_bot import RandomBot

    game = new_game(title, players, 12)
    bot = RandomBot(5)
    prof = profile_for(game)
    alone = attrs.evolve(prof, others=0.0)
    checked = 0
    while game.decision() is not None and checked < 60:
        for _ in range(5):
            if (d := game.decision()) is None:
                break
            game.apply(bot.choose(d))
        every = seat_terms(game, prof)
        for p in range(players):
            own = seat_terms(game, prof, only=p)
            assert own[p] == every[p]
            assert all(t == NO_TERMS for i, t in enumerate(own) if i != p)
            assert evaluate(game, p, alone) == every[p].total
        checked += 1
    assert checked == 60
