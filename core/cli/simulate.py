"""``brass simulate``: many bot games, with speed and outcome statistics."""
from __future__ import annotations

import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from typing import Any, Iterator

import click

from brass.core.cli.common import Output, UserError, fail, lang_option, plugin_option, read_variant
from brass.core.files.atomic import write_text
from brass.core.files.session import CANNOT_WRITE
from brass.core.hooks.bots import available_bots, bot_name
from brass.core.hooks.games import new_game
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError
from brass.core.play.engine import player_name
from brass.core.play.runner import GameResult, Summary, play_one

SPEED = text("cli.sim_speed", "{games} games in {seconds} s: {gps} games/s, {dps} decisions/s")
LENGTH = text("cli.sim_length", "game length: {actions} actions, decisions mean {mean}, median {median}")
WINS_SEAT = text("cli.sim_wins_seat", "win rate by seat: {wins}")
WINS_BOT = text("cli.sim_wins_bot", "win rate per seat played by each bot: {wins}")
VP = text("cli.sim_vp", "VP per player: mean {mean} (sd {sd}), min {low}, median {median}, max {high}; winners' mean {win}")
PROGRESS = text("cli.sim_progress", "Simulating")
WROTE = text("cli.sim_wrote", "Summary written to {file}.")
BAD_BOTS = text("cli.bad_bots", "--bots needs one bot name, or one per seat ({players}); got {value}.")
RATE = text("cli.sim_rate", "{who} {rate}")
UNKNOWN_BOT = text("cli.unknown_bot", "Unknown bot “{bot}”; available: {known}.")


def _results(run: Any, games: int, workers: int) -> Iterator[GameResult]:
    if workers <= 1:
        for i in range(games):
            yield run(i)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(run, range(games), chunksize=max(1, games // (workers * 8)))


@click.command("simulate")
@click.argument("title")
@click.option("--players", "-p", type=click.IntRange(min=1), required=True, help="Number of players.")
@click.option("-n", "--games", type=click.IntRange(min=1), default=10, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed (each game's seed derives from it).")
@click.option("--bots", default="heuristic", show_default=True,
              help="One bot for all seats, or one per seat: heuristic,random,...")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True, help="Worker processes.")
@click.option("--variant", type=click.Path(dir_okay=False), help="Variant file to play.")
@plugin_option
@click.option("--json", "json_out", type=click.Path(dir_okay=False), help="Also write the summary as JSON here.")
@lang_option
def simulate_cmd(title: str, players: int, games: int, seed: int, bots: str, workers: int, variant: str | None,
                 plugins: tuple[str, ...], json_out: str | None, lang: str) -> None:
    """Play GAMES bot games of TITLE and print speed, game length, win rates and VP."""
    out = Output(lang)
    names = [b.strip() for b in bots.split(",")]
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise click.BadParameter(out.text(BAD_BOTS(players=players, value=bots)), param_hint="--bots")
    known = available_bots()
    for b in names:
        if bot_name(b) not in known:
            raise UserError(out, UNKNOWN_BOT(bot=b, known=", ".join(sorted(known))))
    overlay = read_variant(out, variant, title)
    try:
        g = new_game(title, players, seed, plugins=plugins, variant=overlay)  # validate before timing
    except BrassError as exc:
        fail(out, exc)
    out.currency = g.rules.currency
    run = partial(play_one, title, players, seed, bots=tuple(names), variant=overlay, plugins=plugins)
    summary = Summary(bots=names)
    start = time.perf_counter()
    stream = _results(run, games, workers)
    if sys.stdout.isatty():
        with click.progressbar(stream, length=games, label=out.text(PROGRESS())) as bar:
            summary.results.extend(bar)
    else:
        summary.results.extend(stream)
    summary.seconds = time.perf_counter() - start
    s = summary.as_dict()
    out.echo(SPEED(games=s["games"], seconds=f"{s['seconds']:.2f}", gps=f"{s['games_per_second']:.2f}",
                   dps=f"{s['decisions_per_second']:.0f}"))
    out.echo(LENGTH(actions=f"{s['actions_per_game']:.1f}", mean=f"{s['decisions_per_game']['mean']:.1f}",
                    median=f"{s['decisions_per_game']['median']:.1f}"))
    out.echo(WINS_SEAT(wins=[RATE(who=player_name(i), rate=f"{w:.0%}") for i, w in enumerate(s["win_rate_by_seat"])]))
    out.echo(WINS_BOT(wins=[RATE(who=b, rate=f"{w:.0%}") for b, w in s["win_rate_by_bot"].items()]))
    vp = s["vp"]
    out.echo(VP(mean=f"{vp['mean']:.1f}", sd=f"{vp['stdev']:.1f}", low=vp["min"], median=f"{vp['median']:.1f}",
                high=vp["max"], win=f"{vp['winner_mean']:.1f}"))
    if json_out:
        try:
            write_text(json_out, json.dumps({"title": title, "players": players, "seed": seed, "bots": names, **s},
                                            indent=2))
        except OSError as exc:
            raise UserError(out, CANNOT_WRITE(file=json_out, detail=exc.strerror or str(exc))) from None
        out.echo(WROTE(file=json_out))
