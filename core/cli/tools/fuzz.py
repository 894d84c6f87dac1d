"""``brass fuzz``: random games with every invariant and round trip checked (see core/files/fuzz.py)."""
from __future__ import annotations

import time

import click

from brass.core.cli.common import Output, UserError, fail, lang_option
from brass.core.files.fuzz import FuzzReport, fuzz_game
from brass.core.hooks.bots import available_bots
from brass.core.hooks.games import rules_for
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError

FUZZ_PLAYERS = text("cli.fuzz_players", "{title} is played by {counts} players, not {players}.")
FUZZ_BOT = text("cli.fuzz_unknown_bot", "Unknown bot “{bot}”; available: {known}.")
FUZZ_SUMMARY = text(
    "cli.fuzz_summary",
    "games: {games}, decisions: {decisions}, in {seconds} s; checks: invariants {invariants}, "
    "options not offered {not_offered}, save round trips {save}, position round trips {position}, "
    "clones {clone}.",
)
FUZZ_FAILURE = text("cli.fuzz_failure", "game seed {seed}, decision {decision}: {check} failed: {detail}")
FUZZ_FAILED = text("cli.fuzz_failed", "{count} check failed.", plural="{count} checks failed.")
FUZZ_OK = text("cli.fuzz_ok", "No check failed.")
#: failures printed one by one (the count says how many there were)
SHOWN_FAILURES = 20


@click.command("fuzz")
@click.argument("title")
@click.option("--players", "-p", type=click.IntRange(min=1), default=None,
              help="Players per game (default: every count the title allows, in turn).")
@click.option("--games", "-n", type=click.IntRange(min=1), default=10, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed (each game's seed derives from it).")
@click.option("--bots", default="random", show_default=True, help="Bots, used in turn for the seats: random,eager,...")
@click.option("--rate", type=click.FloatRange(0.0, 1.0), default=0.05, show_default=True,
              help="Chance at each decision of each extra check (not offered, save, position, clone).")
@lang_option
def fuzz_cmd(title: str, players: int | None, games: int, seed: int, bots: str, rate: float, lang: str) -> None:
    """Play random games of TITLE checking every invariant and round trip after every decision."""
    out = Output(lang)
    try:
        rules = rules_for(title)
    except BrassError as exc:
        fail(out, exc)
    counts = rules.info.player_counts
    if players is not None and players not in counts:
        raise UserError(out, FUZZ_PLAYERS(title=rules.info.name, counts="/".join(map(str, counts)), players=players))
    names = [b.strip() for b in bots.split(",") if b.strip()]
    known = available_bots()
    for b in names or [bots]:
        if b not in known:
            raise UserError(out, FUZZ_BOT(bot=b, known=", ".join(sorted(known))))
    report = FuzzReport()
    start = time.perf_counter()
    for index in range(games):
        n = players if players is not None else counts[index % len(counts)]
        fuzz_game(title, n, seed, index, names, rate, report)
    seconds = time.perf_counter() - start
    out.echo(FUZZ_SUMMARY(games=report.games, decisions=report.decisions, seconds=f"{seconds:.1f}", **report.checks))
    for f in report.failures[:SHOWN_FAILURES]:
        out.echo(FUZZ_FAILURE(seed=f.seed, decision=f.decision, check=f.check, detail=f.detail))
    if report.failures:
        raise UserError(out, FUZZ_FAILED(count=len(report.failures)))
    out.echo(FUZZ_OK())
