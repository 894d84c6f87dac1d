"""``brass bench``: speed of random play on one core, bot creation, the CLI's round trip, and a
comparison with a base commit measured in the same run.

Game speeds are per CPU-second (``time.process_time``), so a busy machine slows them less than
wall-clock figures; the CLI round trip is a wall-clock figure (what a player waits) with the
CPU time beside it.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

import click

from brass.core import speedups
from brass.core.cli.common import Output, UserError, fail, lang_option
from brass.core.hooks.bots import make_bot
from brass.core.hooks.games import new_game
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError
from brass.core.play.runner import bot_seed, game_seed, play_out

BENCH_LINE = text(
    "cli.bench", "{title}, {players} players, {games} random games: {gps} games per CPU-second, {dps} decisions/s, "
    "{aps} actions/s, {apg} actions/game; new game {setup} ms; clone {clone} µs; bot creation {bot} µs"
)
RAN_COMPILED = text("cli.bench_compiled",
                    "Code measured: {count} compiled module (`brass compile`) and the plain sources.",
                    plural="Code measured: {count} compiled modules (`brass compile`) and the plain sources.")
RAN_PLAIN = text("cli.bench_plain", "Code measured: the plain Python sources.")
BENCH_CLI = text(
    "cli.bench_cli", "CLI round trip on a late save (options + choose): {wall} ms wall, {cpu} ms CPU; "
    "--help: {help_wall} ms wall, {help_cpu} ms CPU"
)
BENCH_CLI_SERVER = text(
    "cli.bench_cli_server", "Same round trip through a running brass server: {wall} ms wall, {cpu} ms CPU "
    "in the commands' own processes"
)
BENCH_COMPARE = text(
    "cli.bench_compare", "Against {rev} ({commit}), median of {rounds} alternating rounds of {games} games: "
    "{base} → {new} games per CPU-second (×{ratio})"
)
BENCH_COMPARE_CLI = text(
    "cli.bench_compare_cli",
    "CLI against {rev}: options + choose {base} → {new} ms wall, {base_cpu} → {new_cpu} ms CPU "
    "(×{ratio}); --help {help_base} → {help_new} ms wall, {help_base_cpu} → {help_new_cpu} ms CPU",
)
BENCH_COMPARE_SERVED = text(
    "cli.bench_compare_served",
    "Through a brass server (this tree) in the same rounds: options + choose {served} ms wall "
    "(×{ratio} against {rev} without one), {served_cpu} ms CPU in the commands' own processes",
    note="{served}: milliseconds on the clock; {served_cpu}: milliseconds of CPU",
)
COMPARE_FAILED = text("error.bench_compare", "Cannot compare with {rev}: {detail}")
TOO_OLD = text("error.bench_too_old", "Cannot measure {rev}: it is older than brass's namespaced layout "
               "(brass.core); the oldest revision --compare can measure is {oldest}.",
               note="{rev}: the revision given; {oldest}: a git commit id")
NEVER_MEASURABLE = text("error.bench_no_layout", "Cannot measure {rev}: no revision of this checkout has "
                        "brass's namespaced layout (brass.core).")

#: bots created when timing bot creation
BOT_SAMPLES = 2000


def measure(title: str, players: int, games: int, seed: int = 0, bot: str = "random") -> dict[str, float]:
    """Play ``games`` bot games and time them in CPU seconds; also time setup, cloning and bot
    creation (CPU time too: a busy machine inflates wall-clock microseconds)."""
    new_game(title, players, seed)  # warm caches (data, plugin manager)
    make_bot(bot, 0)
    decisions = actions = 0
    play_time = clone_time = setup_time = 0.0
    clones = 0
    for i in range(games):
        t0 = time.process_time()
        g = new_game(title, players, game_seed(seed, i))
        t1 = time.process_time()
        bots = [make_bot(bot, bot_seed(seed, i, p)) for p in range(players)]
        t2 = time.process_time()
        decisions += play_out(g, bots)
        t3 = time.process_time()
        actions += g.actions_taken
        setup_time += t1 - t0
        play_time += (t1 - t0) + (t3 - t2)
        c0 = time.process_time()
        for _ in range(20):
            g.clone()
        clone_time += time.process_time() - c0
        clones += 20
    b0 = time.process_time()
    for i in range(BOT_SAMPLES):
        make_bot(bot, i)
    bot_time = time.process_time() - b0
    return {
        "games": games,
        "compiled": speedups.running == speedups.COMPILED,
        "games_per_second": games / play_time,
        "decisions_per_second": decisions / play_time,
        "actions_per_second": actions / play_time,
        "actions_per_game": actions / games,
        "setup_ms": 1000 * setup_time / games,
        "clone_us": 1e6 * clone_time / clones,
        "bot_creation_us": 1e6 * bot_time / BOT_SAMPLES,
    }


def cli_round_trip(title: str, players: int, repeats: int = 3) -> dict[str, float]:
    """Wall and CPU milliseconds of ``brass options`` + ``brass choose`` on a late save, and of ``--help``
    (best of ``repeats``, each in a fresh process, as a player at a terminal would run them); the
    round trip also through a ``brass server`` of its own (started for it, stopped after)."""
    from brass.core.cli.forward import SERVER_DIR_ENV, SERVER_ENV
    from brass.core.cli.tools.bench_compare import CLI, LATE_SAVE, compile_tree, repository_root, timed

    env = {**os.environ, SERVER_ENV: "off"}  # the plain path, even if the user runs a server
    compile_tree(repository_root())
    with tempfile.TemporaryDirectory(prefix="brass-bench-") as tmp:
        save = Path(tmp) / "late.toml"
        option = timed([LATE_SAVE, "", title, str(players), str(save)], env)[2].strip()
        original = save.read_bytes()

        def round_trips(env: dict[str, str]) -> list[tuple[float, float]]:
            trip: list[tuple[float, float]] = []
            for _ in range(repeats):
                save.write_bytes(original)
                w1, c1, _ = timed([CLI, "", "options", str(save)], env)
                w2, c2, _ = timed([CLI, "", "choose", str(save), option], env)
                trip.append((w1 + w2, c1 + c2))
            return trip

        trip = round_trips(env)
        helps = [timed([CLI, "", "--help"], env)[:2] for _ in range(repeats)]
        served = {**env, SERVER_ENV: "on", SERVER_DIR_ENV: str(Path(tmp) / "server")}
        timed([CLI, "", "server", "start"], served)
        try:
            through = round_trips(served)
        finally:
            timed([CLI, "", "server", "stop"], served)
    return {"cli_round_trip_ms": 1000 * min(w for w, _ in trip),
            "cli_round_trip_cpu_ms": 1000 * min(c for _, c in trip),
            "help_ms": 1000 * min(w for w, _ in helps), "help_cpu_ms": 1000 * min(c for _, c in helps),
            "server_round_trip_ms": 1000 * min(w for w, _ in through),
            "server_round_trip_cpu_ms": 1000 * min(c for _, c in through)}


def _check_revision(out: Output, rev: str) -> None:
    """Refuse a revision --compare cannot measure before anything is measured."""
    from brass.core.cli.tools.bench_compare import TooOld, check_revision

    try:
        check_revision(rev)
    except TooOld as exc:
        if exc.oldest is None:
            raise UserError(out, NEVER_MEASURABLE(rev=rev)) from None
        raise UserError(out, TOO_OLD(rev=rev, oldest=exc.oldest)) from None
    except RuntimeError as exc:
        raise UserError(out, COMPARE_FAILED(rev=rev, detail=str(exc).strip())) from None


@click.command("bench")
@click.argument("title")
@click.option("--players", "-p", type=int, default=4, show_default=True)
@click.option("-n", "--games", type=click.IntRange(min=1), default=50, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--cli", "with_cli", is_flag=True,
              help="Also time the CLI: options + choose on a late save, and --help (in both trees with --compare).")
@click.option("--compare", "rev", metavar="REV",
              help="Also measure git revision REV of this checkout and this tree alternately, and give the ratio.")
@click.option("--rounds", type=click.IntRange(min=1), default=3, show_default=True,
              help="Alternating rounds per tree with --compare.")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON.")
@lang_option
def bench(title: str, players: int, games: int, seed: int, with_cli: bool, rev: str | None, rounds: int,
          as_json: bool, lang: str) -> None:
    """Measure random-play speed of TITLE on one core."""
    out = Output(lang)
    if rev is not None:
        _check_revision(out, rev)
    try:
        r: dict[str, Any] = measure(title, players, games, seed)
        if with_cli:
            r.update(cli_round_trip(title, players))
    except BrassError as exc:
        fail(out, exc)
    if rev is not None:
        from brass.core.cli.tools.bench_compare import compare

        try:
            r["compare"] = compare(rev, title, players, games, rounds, cli=with_cli)
        except RuntimeError as exc:
            raise UserError(out, COMPARE_FAILED(rev=rev, detail=str(exc).strip())) from None
    if as_json:
        click.echo(json.dumps({"title": title, "players": players, **r}, indent=2))
        return
    out.echo(BENCH_LINE(title=title, players=players, games=games, gps=f"{r['games_per_second']:.1f}",
                        dps=f"{r['decisions_per_second']:.0f}", aps=f"{r['actions_per_second']:.0f}",
                        apg=f"{r['actions_per_game']:.1f}", setup=f"{r['setup_ms']:.2f}",
                        clone=f"{r['clone_us']:.1f}", bot=f"{r['bot_creation_us']:.1f}"))
    out.echo(RAN_COMPILED(count=len(speedups.running_modules)) if r["compiled"] else RAN_PLAIN())
    if with_cli:
        out.echo(BENCH_CLI(wall=f"{r['cli_round_trip_ms']:.0f}", cpu=f"{r['cli_round_trip_cpu_ms']:.0f}",
                           help_wall=f"{r['help_ms']:.0f}", help_cpu=f"{r['help_cpu_ms']:.0f}"))
        out.echo(BENCH_CLI_SERVER(wall=f"{r['server_round_trip_ms']:.0f}", cpu=f"{r['server_round_trip_cpu_ms']:.0f}"))
    if rev is not None:
        c = r["compare"]
        out.echo(BENCH_COMPARE(rev=rev, commit=c["commit"][:10], rounds=rounds, games=games,
                               base=f"{c['base_games_per_cpu_second']:.1f}",
                               new=f"{c['new_games_per_cpu_second']:.1f}", ratio=f"{c['ratio']:.2f}"))
        if with_cli:
            t, h = c["cli"]["round_trip_ms"], c["cli"]["help_ms"]
            tc, hc = c["cli"]["round_trip_cpu_ms"], c["cli"]["help_cpu_ms"]
            out.echo(BENCH_COMPARE_CLI(
                rev=rev, base=f"{t['base']:.0f}", new=f"{t['new']:.0f}", base_cpu=f"{tc['base']:.0f}",
                new_cpu=f"{tc['new']:.0f}", ratio=f"{tc['ratio']:.2f}", help_base=f"{h['base']:.0f}",
                help_new=f"{h['new']:.0f}", help_base_cpu=f"{hc['base']:.0f}", help_new_cpu=f"{hc['new']:.0f}",
            ))
            out.echo(BENCH_COMPARE_SERVED(served=f"{t['served']:.0f}", ratio=f"{t['served_ratio']:.2f}", rev=rev,
                                          served_cpu=f"{tc['served']:.0f}"))
