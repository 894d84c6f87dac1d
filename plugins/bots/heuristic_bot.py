"""The heuristic bot: the best whole action (or pair of actions) by a position evaluation.

At a seat's decision the bot samples the hidden information from its view
(:meth:`Seat.sample`), tries every complete chain of options on copies of the
sample (:mod:`.chains`), evaluates each end state (:mod:`.evaluation`), and for
the best few first actions of a turn -- and the best first action of every other
kind (:func:`action_kind`) -- also tries every second action, choosing the pair
with the best end.  Judged by its own end, an action that prepares the second
(a brewery whose beer pays for a double link, a mill sold in the same turn)
ranks too low to be among the best few; the best of each kind is planned anyway.
It then follows that plan while the decisions match it and plans again when they
do not.  Loans, scouting and passing are chains like the rest: chosen when their
end state evaluates best.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.i18n.messages import Message
from brass.core.play.decision import Decision
from brass.plugins.bots.chains import CARD, Chain, complete_chains
from brass.plugins.bots.evaluation import evaluate
from brass.plugins.bots.explain import reasons
from brass.plugins.bots.profile import Profile, profile_for

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.seat import Seat


def turn_key(game: "Game") -> tuple[int, int, int, str]:
    """Public facts that change when a turn ends (a plan never outlives its turn)."""
    st = game.state
    return (st.era, st.round, st.turn, st.phase)


def action_kind(ids: tuple[str, ...], marks: tuple[str, ...]) -> tuple[str, ...]:
    """A chain's kind of action: the action's id, and its first option that starts with one of
    the title's ``marks`` (the industry a build chooses: ``industry:cotton``, ``tile:coal_2``)."""
    if marks:
        for i in ids[1:]:
            if i.startswith(marks):
                return (ids[0], i)
    return ids[:1]


class Planner:
    """Plans a seat's action (and the turn's second action) on a sampled game."""

    def __init__(self, prof: Profile, player: int, width: int | None = None, beam: int | None = None,
                 kinds: bool | None = None) -> None:
        self.prof = prof
        self.player = player
        self.width = prof.plan_width if width is None else width
        self.beam = prof.beam if beam is None else beam
        self.kinds = prof.plan_kinds if kinds is None else kinds
        self.card_value: dict[str, float] = {}
        self.values: dict[tuple[Any, ...], float] = {}
        #: the game at the end of each plan of the last :meth:`plans` (its chains' own games)
        self.ends: dict[tuple[str, ...], "Game"] = {}

    def score(self, game: "Game") -> float:
        """The evaluation of ``game`` for this seat, worked out once per position: about half
        the chains of a turn end where another ends (the same two actions the other way round,
        a build paid with another card), and the evaluation reads no cards."""
        st = game.state
        if st.frame is not None:
            return evaluate(game, self.player, self.prof)
        key = st.position_key()
        value = self.values.get(key)
        if value is None:
            value = self.values[key] = evaluate(game, self.player, self.prof)
        return value

    def chains(self, game: "Game") -> list[Chain]:
        """Every complete chain of the pending decision, best first; card values updated
        from the actions whose card matters (tried first)."""
        d = game.decision()
        assert d is not None
        ids = d.ids()
        prof = self.prof
        if game.state.frame is None:
            matters = [i for i in ids if i in prof.card_matters]
            found = complete_chains(game, self.player, self.score, prof.card_matters, {}, self.beam, matters)
            self.card_value = self._card_values(game, found)
            rest = [i for i in ids if i not in prof.card_matters]
            found += complete_chains(game, self.player, self.score, prof.card_matters, self.card_value,
                                     self.beam, rest)
        else:
            found = complete_chains(game, self.player, self.score, prof.card_matters, self.card_value, self.beam)
        found.sort(key=lambda c: -c.value)
        return found

    def _card_values(self, game: "Game", found: list[Chain]) -> dict[str, float]:
        """What each card in hand is worth: the best end its card-dependent actions reach."""
        base = self.score(game)
        values: dict[str, float] = {}
        for c in found:
            for i in c.ids:
                if i.startswith(CARD):
                    key = i[len(CARD):]
                    values[key] = max(values.get(key, 0.0), c.value - base) + 0.01
                    break
        return values

    def plan(self, game: "Game") -> tuple[list[str], list[Chain]]:
        """The option ids to play from the pending decision (one or two actions), and the
        first action's chains (best first)."""
        plans, first = self.plans(game)
        return list(plans[0][0]), first

    def plans(self, game: "Game") -> tuple[list[tuple[tuple[str, ...], float]], list[Chain]]:
        """Whole-turn plans from the pending decision, best first: each of the best ``width``
        first actions (and, with ``kinds``, the best of every other kind of action) with its
        best second action (or alone when that is better or the turn ends), then the other
        first actions alone; and the first action's chains."""
        first = self.chains(game)
        self.ends = {c.ids: c.game for c in first}
        if self.width <= 0 or game.state.frame is not None:
            return [(c.ids, c.value) for c in first], first
        key = turn_key(game)
        out: list[tuple[tuple[str, ...], float]] = []
        expand = first[: self.width]
        if self.kinds:
            # and the best first action of every other kind: an action that sets up the second
            # (a brewery before a double link, a mill before its sale) ranks low on its own
            marks = self.prof.kind_options
            seen = {action_kind(c.ids, marks) for c in expand}
            for c in first[self.width:]:
                k = action_kind(c.ids, marks)
                if k not in seen:
                    seen.add(k)
                    expand.append(c)
        expanded = {c.ids for c in expand}
        for c in expand:
            best: tuple[tuple[str, ...], float] = (c.ids, c.value)
            g = c.game
            d = g.decision()
            if d is not None and d.player == self.player and g.state.frame is None and turn_key(g) == key:
                second = self.chains(g)
                if second and second[0].value > best[1]:
                    best = (c.ids + second[0].ids, second[0].value)
                    self.ends[best[0]] = second[0].game
            out.append(best)
        # a stable sort: equal plans keep the first action's order
        out.sort(key=lambda x: -x[1])
        out += [(c.ids, c.value) for c in first if c.ids not in expanded]
        return out, first


class PlanFollower:
    """A bot that plans whole chains and then follows them while the decisions match,
    never past the end of the turn it planned in."""

    needs_seat = True

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.plan: list[str] = []
        self.plan_key: tuple[Any, ...] = ()

    def planned_option(self, decision: Decision, seat: "Seat") -> str | None:
        """The plan's next option when it is offered now (and the turn is the planned one)."""
        if self.plan and self.plan_key == seat.public_key() and decision.find(self.plan[0]) is not None:
            return self.plan.pop(0)
        return None

    def follow(self, planned: list[str], seat: "Seat") -> str:
        """Keep ``planned`` and return its first option."""
        self.plan = planned[1:]
        self.plan_key = seat.public_key()
        return planned[0]


class HeuristicBot(PlanFollower):
    """Chooses by :class:`Planner`; sees only its seat (``needs_seat``)."""

    name = "heuristic"

    def __init__(self, seed: int = 0, width: int | str | None = None, beam: int | None = None) -> None:
        super().__init__(seed)
        if isinstance(width, str):
            # ``--bot heuristic:N``: the first actions kept for planning the second (0: plan
            # one action at a time); anything else is refused before the game starts
            if not width.isdigit():
                raise ValueError(f"not a plan width: {width!r}")
            width = int(width)
        self.width = width
        self.beam = beam

    def planner(self, game: "Game", player: int) -> Planner:
        return Planner(profile_for(game), player, self.width, self.beam)

    def choose(self, decision: Decision, seat: "Seat") -> str:
        found = self.planned_option(decision, seat)
        if found is not None:
            return found
        game = seat.sample(self.rng.getrandbits(62))
        planned, _ = self.planner(game, seat.player).plan(game)
        return self.follow(planned, seat)


    def explain(self, decision: Decision, seat: "Seat") -> tuple[str, list[Message]]:
        """The option this bot would choose now and the main reasons (evaluation terms the
        planned action changes most), without changing the bot's own plan."""
        game = seat.sample(self.rng.getrandbits(62))
        planner = self.planner(game, seat.player)
        planned, first = planner.plan(game)
        end = next(c.game for c in first if c.ids == tuple(planned[: len(c.ids)]))
        return planned[0], reasons(game, end, seat.player, planner.prof)


@hookimpl
def brass_bots() -> dict[str, Any]:
    return {"heuristic": HeuristicBot}
