"""The heuristic bot: the best whole action (or pair of actions) by a position evaluation.

At a seat's decision the bot samples the hidden information from its view
(:meth:`Seat.sample`), tries every complete chain of options on copies of the
sample (:mod:`.chains`), evaluates each end state (:mod:`.evaluation`), and for
the best few first actions of a turn -- and the best first action of every other
kind (:func:`action_kind`) -- also tries every second action, choosing the pair
with the best end.  Judged by its own end, an action that prepares the second
(a brewery whose beer pays for a double link, a mill sold in the same turn)
ranks too low to be among the best few; the best of each kind is planned anyway.
The best whole-turn plans (``Profile.next_width`` of them, of distinct outcome)
are then judged again by the best action the seat could take next from where each
leaves it (:meth:`Planner.next_gain`): a turn that sets up the next one -- a mill
built where its own beer can sell it, a develop before the better tile -- ranks by
what it makes possible.  It then follows the chosen plan while the decisions
match it and plans again when they do not.  Loans, scouting and passing are chains
like the rest: chosen when their end state evaluates best.  In an era's last round (or its last
``last_rounds``, the deck empty), with the profile's ``last_round`` set, the plans are instead
played to the era's end (:mod:`.last_round`).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.i18n.messages import Message
from brass.core.model.state import TURN
from brass.core.play.decision import Decision
from brass.plugins.bots import last_round
from brass.plugins.bots.chains import CARD, Chain, complete_chains
from brass.plugins.bots.evaluation import actions_left, evaluate, goods_industries
from brass.plugins.bots.explain import reasons
from brass.plugins.bots.goods import goods_setups
from brass.plugins.bots.profile import Profile, check_profile_data, profile_for, unset_weight

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.seat import Seat


def turn_key(game: Game) -> tuple[int, int, int, str]:
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
                 kinds: bool | None = None, next_width: int | None = None) -> None:
        self.prof = prof
        self.player = player
        self.width = prof.plan_width if width is None else width
        self.beam = prof.beam if beam is None else beam
        self.kinds = prof.plan_kinds if kinds is None else kinds
        self.next_width = prof.next_width if next_width is None else next_width
        #: what the seat could add next (times ``next_share``) by plan, for the plans judged so
        self.next_gains: dict[tuple[str, ...], float] = {}
        self.card_value: dict[str, float] = {}
        self.values: dict[tuple[Any, ...], float] = {}
        #: the game at the end of each plan of the last :meth:`plans` (its chains' own games)
        self.ends: dict[tuple[str, ...], Game] = {}

    def score(self, game: Game) -> float:
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

    def chains(self, game: Game) -> list[Chain]:
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

    def _card_values(self, game: Game, found: list[Chain]) -> dict[str, float]:
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

    def plan(self, game: Game) -> tuple[list[str], list[Chain]]:
        """The option ids to play from the pending decision (one or two actions), and the
        first action's chains (best first)."""
        plans, first = self.plans(game)
        return list(plans[0][0]), first

    def plans(self, game: Game) -> tuple[list[tuple[tuple[str, ...], float]], list[Chain]]:
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
        if self.next_width > 0:
            out = self._with_next(out, game)
        return out, first

    def _with_next(self, plans: list[tuple[tuple[str, ...], float]],
                   game: Game | None = None) -> list[tuple[tuple[str, ...], float]]:
        """``plans`` (best first) with the best ``next_width`` of distinct outcome judged again
        by what the seat could do next from where each leaves it (:meth:`next_gain`), counting
        ``next_share`` of that gain, and with them the best ``next_goods`` that build goods
        (:func:`.goods.goods_setups`, from ``game``); the rest follow in their order, below them."""
        prof = self.prof
        judged: list[tuple[tuple[str, ...], float]] = []
        seen: dict[Any, float] = {}
        self.next_gains = {}
        k = 0
        for ids, value in plans:
            if len(seen) >= self.next_width:
                break
            k += 1
            end = self.ends.get(ids)
            if end is None:
                judged.append((ids, value))
                continue
            key = end.state.position_key()
            if key in seen:
                # the same outcome as a better-ranked plan (the actions the other way round, or
                # paid with another card): the same value, ranked just below it
                judged.append((ids, seen[key] - 1e-9))
                continue
            gain = self.next_gains[ids] = prof.next_share * self.next_gain(end, value)
            seen[key] = value + gain
            judged.append((ids, value + gain))
        rest = plans[k:]
        if prof.next_goods > 0 and game is not None:
            picked = goods_setups(game, self.player, rest, self.ends, prof.next_goods, set(seen),
                                  goods_industries(game, prof))
            for i in picked:
                ids, value = rest[i]
                gain = self.next_gains[ids] = prof.next_share * self.next_gain(self.ends[ids], value)
                judged.append((ids, value + gain))
            rest = [p for i, p in enumerate(rest) if i not in picked]
        judged.sort(key=lambda x: -x[1])
        return judged + rest

    def next_gain(self, end: Game, value: float) -> float:
        """How much the seat's best next ``next_actions`` actions from ``end`` (worth ``value``)
        would add, as if it had them at once: the other seats' turns and the card draw are not
        played.  Judged by this alone, a turn that sets up the next (a mill and a brewery before
        their sale, a develop before the better tile, money for a dear build) ranks too low."""
        st = end.state
        if st.frame is not None or st.phase != TURN or st.order[st.turn] != self.player or not st.hands[self.player]:
            return 0.0
        # only actions the seat will really have in this era (none: the era's end comes first,
        # with its scoring, and a tile set up for a sale may not even survive it)
        later = actions_left(end, 0)[0][self.player]
        if later <= 0:
            return 0.0
        g = end.clone()
        st = g.state
        st.actions_left = min(self.prof.next_actions, len(st.hands[self.player]), later)
        g.refresh()
        d = g.decision()
        if d is None or d.player != self.player:
            return 0.0
        ahead = Planner(self.prof, self.player, width=1 if st.actions_left > 1 else 0, beam=self.beam,
                        kinds=False, next_width=0)
        ahead.values = self.values  # the same seat's evaluation: positions already seen are known
        plans, _ = ahead.plans(g)
        return max(0.0, plans[0][1] - value) if plans else 0.0


class PlanFollower:
    """A bot that plans whole chains and then follows them while the decisions match,
    never past the end of the turn it planned in."""

    needs_seat = True

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.plan: list[str] = []
        self.plan_key: tuple[Any, ...] = ()

    def planned_option(self, decision: Decision, seat: Seat) -> str | None:
        """The plan's next option when it is offered now (and the turn is the planned one)."""
        if self.plan and self.plan_key == seat.public_key() and decision.find(self.plan[0]) is not None:
            return self.plan.pop(0)
        return None

    def follow(self, planned: list[str], seat: Seat) -> str:
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
        #: the candidates of the last last-round search with their means at the era's end
        self.last_round_scores: list[last_round.Scored] = []

    def planner(self, game: Game, player: int) -> Planner:
        return Planner(profile_for(game), player, self.width, self.beam)

    def choose(self, decision: Decision, seat: Seat) -> str:
        found = self.planned_option(decision, seat)
        if found is not None:
            return found
        game = seat.sample(self.rng.getrandbits(62))
        planned, _ = self.line(game, seat, self.planner(game, seat.player))
        return self.follow(planned, seat)

    def line(self, game: Game, seat: Seat, planner: Planner) -> tuple[list[str], list[Chain]]:
        """The options this bot plans to play from the pending decision of ``game`` (its sample
        of ``seat``), and the first action's chains: the heuristic's best plan, or in an era's
        last round(s) the best one played to the era's end (:mod:`.last_round`).  Choosing and
        advising share it, so a hint names what the bot would play."""
        if last_round.wanted(game, planner.prof):
            plans, first = planner.plans(game)
            self.last_round_scores = last_round.search(game, seat, self.rng, planner, plans,
                                                       planner.prof.last_round)
            return list(last_round.best(self.last_round_scores)), first
        return planner.plan(game)


    def explain(self, decision: Decision, seat: Seat) -> tuple[str, list[Message]]:
        """The option this bot would choose now and the main reasons (evaluation terms the
        planned action changes most, and what the planned turn sets up for the next action),
        without changing the bot's own plan."""
        chain, why = self.suggest(decision, seat)
        return chain[0], why

    def suggest(self, decision: Decision, seat: Seat) -> tuple[tuple[str, ...], list[Message]]:
        """The whole action this bot would take from ``decision`` (every option it would
        choose until the action is complete, forced ones left out) and the main reasons, as
        :meth:`explain`: a player asking for advice wants the action, not one step of it."""
        game = seat.sample(self.rng.getrandbits(62))
        planner = self.planner(game, seat.player)
        planned, first = self.line(game, seat, planner)
        chain = next(c for c in first if c.ids == tuple(planned[: len(c.ids)]))
        sets_up = planner.next_gains.get(tuple(planned), 0.0)
        return chain.ids, reasons(game, chain.game, seat.player, planner.prof, sets_up=sets_up)


@hookimpl
def brass_data_check(title: str, data: dict[str, dict[str, Any]], player_counts: tuple[int, ...]) -> None:
    """The bots' weights (a title's ``bot.toml``), as a variant left them: known names, right types."""
    if "bot" in data:
        check_profile_data(data["bot"], player_counts)


@hookimpl
def brass_data_default(file: str, path: str, data: dict[str, Any]) -> Any:
    """A weight ``bot.toml`` leaves out: its shared value or the bots' default."""
    return unset_weight(data, path) if file == "bot" else None


@hookimpl
def brass_compiled_modules() -> list[str]:
    """The bots' hot modules for ``brass compile``: the evaluation of a position and the
    action chains (the heuristic and search bots spend most of a decision there)."""
    return ["brass.plugins.bots.evaluation", "brass.plugins.bots.chains"]


@hookimpl
def brass_bots() -> dict[str, Any]:
    return {"heuristic": HeuristicBot}
