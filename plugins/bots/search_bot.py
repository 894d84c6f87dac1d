"""The search bot: determinized look-ahead over the heuristic's best whole turns.

At the start of its turn the bot takes the heuristic's best ``width`` (the title's
``search_width``, 4 unless its ``bot.toml`` says otherwise) turn plans
(both actions) that leave different positions as candidates (:func:`distinct_plans`:
the same two actions the other way round, or paid with another card, count once).
Each iteration samples the hidden information anew from the seat's view
(:meth:`Seat.sample`) -- one sample serves a round of every candidate, so
candidates are compared on the same cards -- plays a candidate on the sample,
lets every other seat play its turn with a quick
heuristic (:class:`Planner` with a narrow search), and then scores the bot's own
best next turn by the evaluation (or the position itself when the era or the game
ends first).  With ``turns`` 2 (the title's ``search_turns``, or the bot's own
setting) the bot plays that next turn too, the others play theirs again, and the
turn after is scored: a plan is judged by what the seat does with it next, against
the opponents' answers.  The heuristic sees only the end of its own turn; the look-ahead
sees what the opponents are likely to do with it (take the merchant beer, the
coal, the last site) and what the turn sets up for the next one.  The candidate
with the best score is played and the rest of its plan followed.  The budget is a
number of iterations -- look-aheads (the same seed and budget give the same
game) -- and, optionally, a time limit in seconds.

Two or three samples of a candidate (the default budgets) give a noisy mean, so the
choice blends it with the heuristic's own value of the plan (which includes what
the turn sets up next, without the opponents): ``prior`` (the title's ``search_prior``) 0.5
weighs them alike.

In an era's last round (or its last ``last_rounds``, the deck empty), with the profile's
``last_round`` set, the candidates are all the heuristic's plans of distinct outcome, each
played to the era's end (:mod:`.last_round`).
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.model.errors import RuleViolation
from brass.core.play.decision import Decision
from brass.plugins.bots import last_round
from brass.plugins.bots.chains import step
from brass.plugins.bots.evaluation import evaluate
from brass.plugins.bots.heuristic_bot import PlanFollower, Planner, turn_key
from brass.plugins.bots.last_round import distinct_plans
from brass.plugins.bots.profile import FULL, QUICK, Profile, checked_weight, profile_for

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.seat import Seat

#: iterations when only a time budget is given
MAX_ITERATIONS = 1_000_000
#: the opponents' quick heuristic in a look-ahead: turn plans kept (its chains kept per step
#: are the profile's ``search_beam``)
QUICK_WIDTH = 0


def look_ahead(game: Game, me: int, prof: Profile, beam: int | None = None,
               own_width: int | None = 1, own_beam: int | None = None, turns: int = 1,
               opponents: str = QUICK) -> float:
    """``me``'s value after every other seat plays on (``opponents``: :data:`QUICK`, the quick
    heuristic with ``beam`` chains kept per step, None: the profile's ``search_beam``;
    :data:`FULL`, whole turns planned as the heuristic bot plans them, without its check of the
    next action) and ``me`` plays its next ``turns`` turns (planned with ``own_width`` first
    actions, None: the profile's ``plan_width``, and ``own_beam`` chains a step, None: ``beam``),
    the last only judged by its best plan, or where the era or the game ends before that."""
    era = game.state.era
    start = turn_key(game)
    if beam is None:
        beam = prof.search_beam
    while True:
        d = game.decision()
        if d is None or game.state.era != era:
            return evaluate(game, me, prof)
        if d.player == me and game.state.frame is None and turn_key(game) != start:
            # (its own turn as a quick estimate: the best ``own_width`` first actions only)
            plans, _ = Planner(prof, me, width=own_width, beam=beam if own_beam is None else own_beam,
                               kinds=False, next_width=0).plans(game)
            turns -= 1
            if turns <= 0:
                return plans[0][1]
            # play that turn and look on to the next
            for o in plans[0][0]:
                step(game, o)
            start = turn_key(game)
            continue
        if opponents == FULL:
            planner = Planner(prof, d.player, next_width=0)
        else:
            planner = Planner(prof, d.player, width=QUICK_WIDTH, beam=beam)
        ids, _ = planner.plan(game)
        for o in ids:
            step(game, o)


class SearchBot(PlanFollower):
    """Determinized look-ahead; ``iterations`` per turn decision, ``seconds`` an optional cap."""

    name = "search"

    def __init__(self, seed: int = 0, iterations: int | str | None = None, seconds: float | None = None,
                 width: int | None = None, beam: int | None = None, prior: float | None = None,
                 turns: int | None = None) -> None:
        super().__init__(seed)
        if isinstance(iterations, str) and iterations.endswith("s"):
            # "search:1.5s": a time budget a decision (not reproducible) instead of iterations
            seconds = float(iterations[:-1])
            if not seconds > 0:
                raise ValueError(f"seconds must be positive: {iterations}")
            iterations = MAX_ITERATIONS
        #: look-aheads per turn decision (None: the profile's ``search_iterations``, chosen for
        #: about 1-2 s a move on one core)
        self.iterations = None if iterations is None else int(iterations)
        if self.iterations is not None and self.iterations < 0:
            raise ValueError(f"iterations must not be negative: {iterations}")
        self.seconds = seconds
        # each setting overrides a profile weight, and meets that weight's bounds
        #: candidates searched at the root (None: the profile's ``search_width``)
        self.width = None if width is None else checked_weight("search_width", width)
        #: chains kept per step in the look-ahead's quick turns (None: the profile's ``search_beam``)
        self.beam = None if beam is None else checked_weight("search_beam", beam)
        #: the heuristic's weight in the choice (None: the profile's ``search_prior``)
        self.prior = None if prior is None else checked_weight("search_prior", prior)
        #: the seat's own turns a look-ahead plays (None: the profile's ``search_turns``)
        self.turns = None if turns is None else checked_weight("search_turns", turns)
        #: iterations run at the last search (for tests and benchmarks)
        self.last_iterations = 0
        #: the candidates of the last search, and of each its (look-ahead mean, heuristic's value)
        self.last_candidates: list[tuple[str, ...]] = []
        self.last_scores: list[tuple[float, float]] = []
        #: the candidates of the last last-round search with their means at the era's end
        self.last_round_scores: list[last_round.Scored] = []

    def choose(self, decision: Decision, seat: Seat) -> str:
        found = self.planned_option(decision, seat)
        if found is not None:
            return found
        game = seat.sample(self.rng.getrandbits(62))
        prof = profile_for(game).for_search()
        planner = Planner(prof, seat.player)
        plans, _ = planner.plans(game)
        self.last_iterations = 0
        iterations = prof.search_iterations if self.iterations is None else self.iterations
        if last_round.wanted(game, prof):
            # the era's last round(s): played to the era's end on sampled hands, not looked ahead
            self.last_round_scores = last_round.search(game, seat, self.rng, planner, plans, prof.last_round)
            chosen = list(last_round.best(self.last_round_scores))
        elif game.state.frame is not None or iterations <= 0:
            chosen = list(plans[0][0])
        else:
            width = prof.search_width if self.width is None else self.width
            candidates = distinct_plans(game, [ids for ids, _ in plans], width, planner.ends)
            values = dict(plans)
            chosen = list(candidates[0] if len(candidates) == 1 else
                          self._search(seat, prof, candidates, [values[c] for c in candidates], iterations))
        return self.follow(chosen, seat)

    def _search(self, seat: Seat, prof: Profile, candidates: list[tuple[str, ...]],
                planned: list[float], iterations: int) -> tuple[str, ...]:
        """The candidate with the best blend of its mean look-ahead value and the heuristic's
        value of it (``planned``) after ``iterations`` look-aheads; a round of iterations tries
        every candidate on one sample of the hidden cards."""
        me = seat.player
        n = len(candidates)
        turns = prof.search_turns if self.turns is None else self.turns
        totals = [0.0] * n
        visits = [0] * n
        start = time.perf_counter()
        sample: Game | None = None
        done = 0
        for it in range(iterations):
            if self.seconds is not None and it >= n and time.perf_counter() - start > self.seconds:
                break
            k = it % n
            if k == 0:
                sample = seat.sample(self.rng.getrandbits(62))
            assert sample is not None
            g = sample.clone()
            try:
                for o in candidates[k]:
                    g.apply(o)
            except RuleViolation:
                value = -1e6  # not playable on this sample (never expected: the cards are the seat's)
            else:
                value = look_ahead(g, me, prof, self.beam, turns=turns, opponents=prof.search_opponents)
            totals[k] += value
            visits[k] += 1
            done += 1
        self.last_iterations = done
        means = [t / v if v else float("nan") for t, v in zip(totals, visits)]
        self.last_candidates = candidates
        self.last_scores = list(zip(means, planned))
        a = prof.search_prior if self.prior is None else self.prior
        best = max(range(n), key=lambda i: ((1 - a) * means[i] + a * planned[i] if visits[i] else -1e18, -i))
        return candidates[best]


@hookimpl
def brass_bots() -> dict[str, Any]:
    return {"search": SearchBot}
