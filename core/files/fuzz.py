"""Random games with every check after every decision: what ``brass fuzz`` and the tests run.

A fuzz game is played by bots from a seed.  After every decision the
invariants (core's and the title's own, :func:`brass.core.play.invariants.problems`)
must hold.  At random decisions (each with probability ``rate``) it also checks:

- **not offered**: an option id that is not offered (one offered at another
  decision, or a made-up one) is refused with :class:`RuleViolation` and the state
  is unchanged;
- **save**: the game written as a save file and read back is the same game
  (state and pending decision);
- **position**: at an action boundary, the game written as a position file and
  read back writes the same position;
- **clone**: a clone that plays on leaves the original untouched.

Everything derives from the seed, so a failure is reproduced by its
(title, players, seed, game) alone.
"""
from __future__ import annotations

import random
import tomllib
from collections.abc import Sequence
from typing import Any

import tomli_w
from attrs import define, field

from brass.core.files.position_file import game_from_position, position_of
from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.core.hooks.bots import make_bot
from brass.core.model.errors import BrassError, RuleViolation
from brass.core.play.invariants import problems
from brass.core.play.runner import bot_seed, game_seed

CHECKS = ("invariants", "not_offered", "save", "position", "clone")


@define
class Failure:
    """One check that failed: where (game seed, decision number) and what."""

    seed: int
    decision: int
    check: str
    detail: str


@define
class FuzzReport:
    """Totals of a fuzz run."""

    games: int = 0
    decisions: int = 0
    checks: dict[str, int] = field(factory=lambda: dict.fromkeys(CHECKS, 0))
    failures: list[Failure] = field(factory=list)


def fuzz_game(title: str, players: int, master: int, index: int, bots: Sequence[str],
              rate: float = 0.05, report: FuzzReport | None = None) -> FuzzReport:
    """Play game ``index`` of a fuzz run with every check; totals go into ``report``."""
    report = report if report is not None else FuzzReport()
    seed = game_seed(master, index)
    rnd = random.Random(seed)
    session = Session.new(title, players, seed)
    game = session.game
    robots = [make_bot(bots[p % len(bots)], bot_seed(master, index, p)) for p in range(players)]
    seen: set[str] = set()
    step = 0

    def failed(check: str, detail: str) -> None:
        report.failures.append(Failure(seed, step, check, detail))

    def check_invariants() -> bool:
        report.checks["invariants"] += 1
        found = problems(game)
        if found:
            failed("invariants", "; ".join(found))
        return not found

    if not check_invariants():
        return report
    while True:
        d = game.decision()
        if d is None:
            break
        offered = set(d.ids())
        seen.update(offered)
        if rnd.random() < rate:
            _not_offered(game, offered, seen, rnd, report, failed)
        if rnd.random() < rate:
            _save_round_trip(session, report, failed)
        if game.state.frame is None and rnd.random() < rate:
            _position_round_trip(game, report, failed)
        if rnd.random() < rate:
            _clone_independence(game, rnd, report, failed)
        choice = robots[d.player].choose(d, None)
        try:
            session.apply(choice)
        except BrassError as exc:
            failed("invariants", f"the bot's choice {choice!r} was refused: {exc}")
            break
        step += 1
        report.decisions += 1
        if not check_invariants():
            break
    report.games += 1
    return report


def _not_offered(game: Any, offered: set[str], seen: set[str], rnd: random.Random, report: FuzzReport,
                 failed: Any) -> None:
    report.checks["not_offered"] += 1
    elsewhere = sorted(seen - offered)
    if elsewhere and rnd.random() < 0.7:
        option = rnd.choice(elsewhere)
    else:
        option = rnd.choice(sorted(offered)) + rnd.choice(("x", ":0", "/", "", " "))
        if option in offered:
            option += "?"
    before = snapshot(game.state)
    try:
        game.apply(option)
    except RuleViolation:
        if snapshot(game.state) != before:
            failed("not_offered", f"refusing {option!r} changed the state")
        return
    except Exception as exc:  # noqa: BLE001 - any other failure is what fuzzing looks for
        failed("not_offered", f"{option!r} raised {type(exc).__name__}: {exc}")
        return
    failed("not_offered", f"{option!r} was not offered but was applied")


def _save_round_trip(session: Session, report: FuzzReport, failed: Any) -> None:
    report.checks["save"] += 1
    try:
        again = Session.from_dict(tomllib.loads(tomli_w.dumps(session.to_dict())), "fuzz")
    except Exception as exc:  # noqa: BLE001
        failed("save", f"{type(exc).__name__}: {exc}")
        return
    if snapshot(again.game.state) != snapshot(session.game.state):
        failed("save", "the reloaded state differs")
        return
    a, b = again.game.decision(), session.game.decision()
    if (a is None) != (b is None) or (a is not None and b is not None and (a.player, a.ids()) != (b.player, b.ids())):
        failed("save", "the reloaded game offers other options")


def _position_round_trip(game: Any, report: FuzzReport, failed: Any) -> None:
    report.checks["position"] += 1
    try:
        position = tomllib.loads(tomli_w.dumps(position_of(game)))
        again, *_ = game_from_position(position, "fuzz-position")
        if position_of(again) != position:
            failed("position", "the position read back writes another position")
    except Exception as exc:  # noqa: BLE001
        failed("position", f"{type(exc).__name__}: {exc}")


def _clone_independence(game: Any, rnd: random.Random, report: FuzzReport, failed: Any) -> None:
    report.checks["clone"] += 1
    before = snapshot(game.state)
    twin = game.clone()
    for _ in range(rnd.randint(1, 8)):
        d = twin.decision()
        if d is None:
            break
        twin.apply(rnd.choice(d.ids()))
    if snapshot(game.state) != before:
        failed("clone", "playing on a clone changed the original")
