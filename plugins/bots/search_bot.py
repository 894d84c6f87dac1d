"""The search bot: determinized Monte Carlo search over the heuristic's best actions.

At a seat's turn decision the bot takes the heuristic's best ``width`` complete
actions as candidates.  Each iteration samples the hidden information anew from
the seat's view (:meth:`Seat.sample`), picks a candidate by UCB1 (an
information-set search whose tree is the candidates at the root), plays it on
the sample, lets every seat play on with a cheap greedy policy (the best of a
few random complete actions by the evaluation) until the seat's next turn or the
era's end, and scores the end with the heuristic evaluation.  The candidate with
the best mean is played; the rest of its chain is followed like the heuristic's
plan.  The budget is a number of iterations (the same seed and budget give the
same game) and, optionally, a time limit in seconds.
"""
from __future__ import annotations

import math
import random
import time
from typing import TYPE_CHECKING, Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.model.errors import RuleViolation
from brass.core.play.decision import Decision
from brass.plugins.bots.chains import action_done, step
from brass.plugins.bots.evaluation import evaluate
from brass.plugins.bots.heuristic_bot import PlanFollower, Planner
from brass.plugins.bots.profile import Profile, profile_for

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.seat import Seat

#: iterations per turn decision by default (about 1 s a move on one core in 2-player Birmingham)
DEFAULT_ITERATIONS = 160
#: iterations when only a time budget is given
MAX_ITERATIONS = 1_000_000
#: candidates (the heuristic's best actions) searched at the root
DEFAULT_WIDTH = 5
#: random complete actions the playout policy compares per action
PLAYOUT_TRIES = 6


def random_chain(game: "Game", player: int, rnd: random.Random) -> "Game":
    """A copy of ``game`` after one uniformly random complete action of ``player``."""
    g = game.clone()
    d = g.decision()
    while d is not None and d.player == player:
        step(g, d.options[rnd.randrange(len(d.options))].id)
        if action_done(g, player):
            break
        d = g.decision()
    return g


def playout(game: "Game", me: int, prof: Profile, rnd: random.Random, tries: int) -> "Game":
    """Play on with the greedy policy until ``me``'s next turn begins or the era ends."""
    st = game.state
    era = st.era
    left_my_turn = False
    while True:
        d = game.decision()
        if d is None or game.state.era != era:
            return game
        if d.player == me and left_my_turn and game.state.frame is None:
            return game
        if d.player != me:
            left_my_turn = True
        best = None
        best_value = -math.inf
        for _ in range(tries):
            g = random_chain(game, d.player, rnd)
            v = evaluate(g, d.player, prof)
            if v > best_value:
                best, best_value = g, v
        assert best is not None
        game = best


class SearchBot(PlanFollower):
    """Determinized search; ``iterations`` per turn decision, ``seconds`` an optional cap."""

    name = "search"

    def __init__(self, seed: int = 0, iterations: int | str | None = None, seconds: float | None = None,
                 width: int = DEFAULT_WIDTH, tries: int = PLAYOUT_TRIES) -> None:
        super().__init__(seed)
        if isinstance(iterations, str) and iterations.endswith("s"):
            # "search:1.5s": a time budget a decision (not reproducible) instead of iterations
            seconds = float(iterations[:-1])
            if not seconds > 0:
                raise ValueError(f"seconds must be positive: {iterations}")
            iterations = MAX_ITERATIONS
        self.iterations = DEFAULT_ITERATIONS if iterations is None else int(iterations)
        if self.iterations < 0:
            raise ValueError(f"iterations must not be negative: {iterations}")
        self.seconds = seconds
        self.width = width
        self.tries = tries
        #: iterations run at the last search (for tests and benchmarks)
        self.last_iterations = 0

    def choose(self, decision: Decision, seat: "Seat") -> str:
        found = self.planned_option(decision, seat)
        if found is not None:
            return found
        game = seat.sample(self.rng.getrandbits(62))
        prof = profile_for(game)
        planner = Planner(prof, seat.player, width=0)
        candidates = planner.chains(game)[: self.width]
        if game.state.frame is not None or len(candidates) == 1 or self.iterations <= 0:
            chosen = list(candidates[0].ids)
        else:
            chosen = list(self._search(seat, prof, [c.ids for c in candidates]))
        return self.follow(chosen, seat)

    def _search(self, seat: "Seat", prof: Profile, candidates: list[tuple[str, ...]]) -> tuple[str, ...]:
        me = seat.player
        n = len(candidates)
        visits = [0] * n
        totals = [0.0] * n
        start = time.perf_counter()
        done = 0
        for it in range(self.iterations):
            if self.seconds is not None and it >= n and time.perf_counter() - start > self.seconds:
                break
            if it < n:
                k = it
            else:
                spread = max(10.0, max(totals[i] / visits[i] for i in range(n) if visits[i])
                             - min(totals[i] / visits[i] for i in range(n) if visits[i]))
                k = max(range(n), key=lambda i: (totals[i] / visits[i] if visits[i] else math.inf)
                        + spread * math.sqrt(2 * math.log(it + 1) / (visits[i] or 1)))
            g = seat.sample(self.rng.getrandbits(62))
            rnd = random.Random(self.rng.getrandbits(62))
            try:
                for o in candidates[k]:
                    g.apply(o)
            except RuleViolation:
                visits[k] += 1
                totals[k] += -1e6
                continue
            end = playout(g, me, prof, rnd, self.tries)
            visits[k] += 1
            totals[k] += evaluate(end, me, prof)
            done += 1
        self.last_iterations = done
        best = max(range(n), key=lambda i: (totals[i] / visits[i] if visits[i] else -math.inf, -i))
        return candidates[best]


@hookimpl
def brass_bots() -> dict[str, Any]:
    return {"search": SearchBot}
