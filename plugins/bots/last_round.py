"""The last round of an era (or its last few), searched to the era's end (max-n on sampled hands).

In an era's last round the deck is empty and every seat plays out the hand it holds: each seat
has at most one turn left, and only the rivals' hands are hidden.  At 4 players the deck empties
rounds earlier, so the round before the last is as exact up to those hands, with a second turn
of every seat to play; the profile's ``last_rounds`` says, by era, in how many final rounds to
search.

The heuristic judges a turn by where it ends, guessing with chances which tiles will flip and
what the links will score; here the rest of the era is short enough to play: whether a rival's
build empties the seat's mine or drinks its beer, whether a link's ends flip, whether a tile
built now can still be sold, what the canal era's scoring leaves.  So the seat's candidate turns
(every whole-turn plan of the heuristic that leaves a distinct position, up to
:data:`MAX_CANDIDATES`) are played on samples of the hidden hands (:meth:`Seat.sample`, the same
samples for every candidate): every seat after it plays its turn by its own quick heuristic
(max-n: each seat maximizes its own value; the seat itself finishes a turn a candidate leaves
half done), and the position after the era's scoring is judged by the seat's evaluation (at the
game's end: its VP).  Every candidate is played on one sample, the best :data:`KEEP` on all; the
best mean is played.  The profile's ``last_round`` (samples; 0: off) switches it on for the
heuristic and the search bot alike, so it can be measured against the plain bots;
``last_rounds`` (by era; 1: the last round only) widens it to an era's final rounds while the
deck is empty.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, NamedTuple

from brass.core.model.errors import RuleViolation
from brass.core.model.state import TURN
from brass.core.play.loan import Loan
from brass.plugins.bots.chains import step
from brass.plugins.bots.evaluation import evaluate
from brass.plugins.bots.profile import Profile, profile_for

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.seat import Seat
    from brass.plugins.bots.heuristic_bot import Planner

#: candidate turns searched at most (the heuristic's best first): a cap on the time, which is
#: about (candidates x samples x the rivals' turns left) heuristic turns
MAX_CANDIDATES = 24
#: the candidates played on every sample: the best on the first (the rest are far behind on it)
KEEP = 6
#: the first actions each seat's turn in a play-out plans a second action after (its chains kept
#: a step are the profile's ``search_beam``, as in the search bot's quick turns)
WIDTH = 1


def later_rounds(game: Game) -> int:
    """The era's rounds after the current one (0 in its last round)."""
    st = game.state
    rules = game.rules
    return max(0, rules.eras[st.era].rounds[rules.player_count_index(st.players)] - st.round)


def in_last_rounds(game: Game, rounds: int) -> bool:
    """True at the start of an action (no action in progress) in one of an era's last
    ``rounds`` rounds, with the deck empty: every seat plays out the cards it holds, so the
    era's rest is short and ends."""
    st = game.state
    if st.phase != TURN or st.frame is not None or st.deck:
        return False
    return later_rounds(game) < rounds


def in_last_round(game: Game) -> bool:
    """True at the start of an action in an era's last round, with the deck empty."""
    return in_last_rounds(game, 1)


def distinct_plans(game: Game, plans: list[tuple[str, ...]], width: int,
                   ends: dict[tuple[str, ...], Game] | None = None) -> list[tuple[str, ...]]:
    """The first ``width`` of ``plans`` (best first) with distinct outcomes on ``game``: a
    look-ahead spent on a plan that leaves the same position as a better-ranked one learns
    nothing, so the budget goes to the next different plan instead.  ``ends``: the game
    each plan already reached (:attr:`Planner.ends`); a plan without one is played on a copy."""
    out: list[tuple[str, ...]] = []
    seen: set[tuple[Any, ...]] = set()
    for ids in plans:
        if len(out) >= width:
            break
        g = ends.get(ids) if ends else None
        if g is None:
            g = game.clone()
            try:
                for o in ids:
                    g.apply(o)
            except RuleViolation:
                continue
        else:
            g.decision()  # run on to the next decision, as applying the plan would
        key = g.state.position_key()
        if key in seen:
            continue
        seen.add(key)
        out.append(ids)
    return out or plans[:1]


def idle_loan(game: Game, ids: tuple[str, ...], me: int) -> bool:
    """Whether turn plan ``ids`` of seat ``me``, in its era's last round, takes a loan and ends
    the turn still holding the loan's money: the seat could have done all the rest without it,
    and the era scores nothing the loan paid for (:mod:`.endgame` counts such loans).  A plan
    that leaves the turn unfinished is not judged: what the rest of the turn spends is unknown."""
    if Loan.id not in ids or later_rounds(game) > 0:
        return False
    g = game.clone()
    after: list[int] = []
    g.observer = lambda frame: after.append(g.state.money[me]) if frame.player == me else None
    try:
        for o in ids:
            g.apply(o)
    except RuleViolation:
        return False
    d = g.decision()
    if d is not None and d.player == me and g.state.era == game.state.era:
        return False
    return bool(after) and after[-1] >= game.rules.title.loan.money


def play_era_out(game: Game, era: int, me: int, prof: Profile, values: dict[int, dict[tuple[Any, ...], float]],
                 planner: type[Planner]) -> float:
    """``me``'s value (by ``prof``) once ``era`` on ``game`` has ended and been scored (it may
    have ended already: a candidate may take the era's last action), every
    seat playing on by its heuristic (``planner``, the bot's own class; it imports this module):
    ``me`` with ``prof``, the others with the title's own profile (``values``: each seat's
    evaluations already made, by position, shared between play-outs)."""
    base = profile_for(game)
    while True:
        d = game.decision()
        if d is None or game.state.era != era:
            return evaluate(game, me, prof)
        seat = planner(prof if d.player == me else base, d.player, width=WIDTH, beam=prof.search_beam,
                       kinds=False, next_width=0)
        seat.values = values.setdefault(d.player, {})
        ids, _ = seat.plan(game)
        for o in ids:
            step(game, o)


class Scored(NamedTuple):
    """A candidate turn, its mean value at the era's end and the samples it was played on."""

    ids: tuple[str, ...]
    value: float
    samples: int


def search(game: Game, seat: Seat, rng: random.Random, planner: Planner,
           plans: list[tuple[tuple[str, ...], float]], samples: int) -> list[Scored]:
    """The candidates among ``plans`` (the heuristic's turn plans from ``planner`` on ``game``,
    the bot's sample of ``seat``, best first), each with its mean value at the era's end, in the
    heuristic's order.  Every candidate is played on a first sample of the hidden hands; the best
    :data:`KEEP` of them on ``samples`` in all (the same samples for each).  Only ``seat``'s view
    is read, and every random draw comes from ``rng``."""
    ranked = [ids for ids, _ in plans]
    if not planner.prof.last_round_loans:
        ranked = [ids for ids in ranked if not idle_loan(game, ids, seat.player)] or ranked
    candidates = distinct_plans(game, ranked, MAX_CANDIDATES, planner.ends)
    if len(candidates) == 1:
        return [Scored(candidates[0], 0.0, 0)]
    me = seat.player
    prof = planner.prof
    st = game.state
    if st.turn >= len(st.order) - 1 and later_rounds(game) == 0:
        samples = 1  # nobody plays after the seat in this era: nothing hidden changes the end
    totals = [0.0] * len(candidates)
    counts = [0] * len(candidates)
    values: dict[int, dict[tuple[Any, ...], float]] = {me: planner.values}
    alive = list(range(len(candidates)))
    for n in range(samples):
        sample = seat.sample(rng.getrandbits(62))
        for k in alive:
            g = sample.clone()
            try:
                for o in candidates[k]:
                    g.apply(o)
            except RuleViolation:
                value = -1e18  # never expected: the candidate's cards are the seat's own
            else:
                value = play_era_out(g, st.era, me, prof, values, type(planner))
            totals[k] += value
            counts[k] += 1
        if n == 0:
            alive = sorted(alive, key=lambda k: (-totals[k], k))[:KEEP]
            alive.sort()
    return [Scored(ids, total / count, count) for ids, total, count in zip(candidates, totals, counts)]


def best(scored: list[Scored]) -> tuple[str, ...]:
    """The candidate played on the most samples with the best mean; a tie goes to the
    heuristic's first."""
    return max(enumerate(scored), key=lambda x: (x[1].samples, x[1].value, -x[0]))[1].ids


def rounds_searched(game: Game, prof: Profile) -> int:
    """How many of the current era's final rounds ``prof`` searches (its ``last_rounds`` for the
    era; 1 for an era it leaves out)."""
    era = game.state.era
    return prof.last_rounds[era] if era < len(prof.last_rounds) else 1


def wanted(game: Game, prof: Profile) -> bool:
    """Whether the last-round search decides here: switched on and in one of the era's last
    :func:`rounds_searched` rounds with the deck empty."""
    return prof.last_round > 0 and in_last_rounds(game, rounds_searched(game, prof))
