"""A decision's branches side by side: each played from the same position, measured by the engine.

Nothing in the table is written in the lesson: money, income, VP now and were the era to end
now, what is left on the board and the lowest tile of each industry left on the mat (shown
where the branches differ) are read off each branch's final state.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from brass.core.i18n.messages import Message, Money, text
from brass.core.learn.checks import CheckResult, mat_level
from brass.core.learn.lesson_file import Branch, Lesson
from brass.core.learn.runner import DONE, LessonRun, start
from brass.core.play.engine import player_name
from brass.core.play.scoring import era_end_vp

if TYPE_CHECKING:
    from brass.core.play.engine import Game

ROW_MONEY = text("lesson.row.money", "money")
ROW_INCOME_SPACE = text("lesson.row.income_space", "income space")
ROW_INCOME_LEVEL = text("lesson.row.income_level", "income level")
ROW_VP = text("lesson.row.vp", "VP now")
ROW_ERA_VP = text("lesson.row.era_vp", "VP if the era ended now")
ROW_OWN_CUBES = text("lesson.row.own_cubes", "{resource} on your tiles", note="{resource}: a resource's name")
ROW_OTHER_CUBES = text("lesson.row.other_cubes", "{resource} on others' tiles", note="{resource}: a resource's name")
ROW_MERCHANT_GOODS = text("lesson.row.merchant_goods", "goods beside merchants")
ROW_MARKET = text("lesson.row.market", "{market} market", note="{market}: the name of the resource it trades")
ROW_FLIPPED = text("lesson.row.flipped", "your flipped tiles")
ROW_ORDER = text("lesson.row.order", "turn order after the round ends",
                 note="next round's order (least spent first); the values are P1, P2...")
ROW_MAT = text("lesson.row.mat", "lowest {industry} level on your mat",
               note="{industry}: an industry's name; the value is a level, 0 when none is left")


class BranchResult(NamedTuple):
    """One branch played: its name, whether its action finished, its checks and its measures."""

    branch: Branch
    name: Message
    finished: bool
    checks: tuple[CheckResult, ...]
    measures: tuple[Any, ...]  # in the order of Comparison.labels


class Row(NamedTuple):
    """One line of the comparison: what is measured and its value in each branch."""

    label: Message
    values: tuple[Any, ...]


class Comparison(NamedTuple):
    """The branches and the rows to show (the board's rows only where the branches differ)."""

    branches: tuple[BranchResult, ...]
    rows: tuple[Row, ...]


def next_order(game: Game, start: tuple[int, int]) -> tuple[Message, ...]:
    """The turn order after the round that was on at ``start`` (era, round) ends: the order now if
    the branch ended that round, else the order the title would give were the round to end now."""
    st = game.state
    order = st.order if (st.era, st.round) != start or game.over else game.hook.brass_next_order(game=game)
    return tuple(player_name(s) for s in order)


def _measures(game: Game, seat: int, start: tuple[int, int]) -> list[tuple[Message, Any, bool]]:
    """(label, value, always shown) of everything compared, for the learner's seat (``start``:
    the era and round the decision is taken in)."""
    st, rules = game.state, game.rules
    out: list[tuple[Message, Any, bool]] = [
        (ROW_MONEY(), Money(st.money[seat]), True),
        (ROW_INCOME_SPACE(), st.income[seat], True),
        (ROW_INCOME_LEVEL(), rules.track.level(st.income[seat]), True),
        (ROW_VP(), st.vp[seat], True),
        (ROW_ERA_VP(), era_end_vp(game)[seat], True),
        (ROW_ORDER(), next_order(game, start), False),
    ]
    for r in range(len(rules.industries.resources)):
        name = rules.names.resource[r]()
        own = sum(c for s, c in enumerate(st.cubes[r]) if st.tile_owner[s] == seat)
        others = sum(c for s, c in enumerate(st.cubes[r]) if st.tile_owner[s] not in (seat, -1))
        out += [(ROW_OWN_CUBES(resource=name), own, False), (ROW_OTHER_CUBES(resource=name), others, False)]
    out.append((ROW_MERCHANT_GOODS(), sum(st.merchant_goods), False))
    for m in rules.markets:
        out.append((ROW_MARKET(market=rules.names.resource[m.resource]()), st.markets[m.index], False))
    flipped = sum(1 for s, owner in enumerate(st.tile_owner) if owner == seat and st.tile_flipped[s])
    out.append((ROW_FLIPPED(), flipped, False))
    for i in range(len(rules.industries.industries)):
        out.append((ROW_MAT(industry=rules.names.industry[i]()), mat_level(game, seat, i), False))
    return out


def play_branch(run: LessonRun, branch: Branch) -> tuple[BranchResult, list[tuple[Message, Any, bool]]]:
    """Play one branch from the decision's start; its result and its measures."""
    run.restart()
    start = (run.game.state.era, run.game.state.round)
    last = None
    for last in run.answer(branch.choices):  # noqa: B007 - the last answer is read after the loop
        pass
    finished = last is not None and last.state == DONE
    measures = _measures(run.game, run.learner, start)
    result = BranchResult(branch, run.lesson.branch_name(branch), finished, tuple(run.results()),
                          tuple(v for _, v, _ in measures))
    return result, measures


def compare_branches(lesson: Lesson, run: LessonRun | None = None) -> Comparison:
    """Play every branch of a decision and tabulate them (``run``: reuse a started run)."""
    run = run if run is not None else start(lesson)
    results: list[BranchResult] = []
    labels: list[tuple[Message, bool]] = []
    for branch in lesson.data.branch:
        result, measures = play_branch(run, branch)
        results.append(result)
        labels = [(label, always) for label, _, always in measures]
    run.restart()
    rows = []
    for k, (label, always) in enumerate(labels):
        values = tuple(r.measures[k] for r in results)
        if always or len(set(map(str, values))) > 1:
            rows.append(Row(label, values))
    return Comparison(tuple(results), tuple(rows))


__all__ = ["BranchResult", "Comparison", "Row", "compare_branches", "next_order", "play_branch"]
