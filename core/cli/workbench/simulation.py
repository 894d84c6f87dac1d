"""What ``simulate``, ``compare`` and ``sweep`` share: options, bots, running games with a
progress bar on any executor, and writing rows, summaries and plots."""
from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import click

from brass.core.cli.common import Output, UserError, fail, lang_option, plugin_option
from brass.core.files import atomic
from brass.core.files.atomic import write_text
from brass.core.files.session import CANNOT_WRITE
from brass.core.files.summary_json import summary_text
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError
from brass.core.play.executors import EXECUTORS, run_games
from brass.core.play.runner import GameResult, play_one

if TYPE_CHECKING:
    from brass.core.play.engine import Game

PROGRESS = text("cli.sim_progress", "Simulating")
WROTE = text("cli.sim_wrote", "Summary written to {file}.")
WROTE_ROWS = text("cli.sim_wrote_rows", "{count} game rows written to {file}.")
BAD_BOTS = text("cli.bad_bots", "--bots needs one bot name, or one per seat ({players}); got {value}.")
UNKNOWN_BOT = text("cli.unknown_bot", "Unknown bot “{bot}”; available: {known}.")
BAD_ROWS = text("cli.bad_rows", "--rows must end in .jsonl, .csv or .parquet (got {file}).")
BAD_PLOT = text("cli.bad_plot", "--plot must end in .png or .svg (got {file}).")
NEEDS_PYARROW = text("cli.needs_pyarrow",
                     "--rows *.parquet needs the package pyarrow, which no extra of brass installs: "
                     "pip install pyarrow (.jsonl and .csv need nothing more).")
NEEDS_EXTRA = text("cli.needs_extra", "{feature} needs the optional package {package}: pip install 'brass[{extra}]'.")
EXECUTOR_FAILED = text("cli.executor_failed", "The {executor} executor failed: {detail}")


def p_text(p: float) -> str:
    """A p-value as printed: three decimals, or "<0.001"."""
    return "<0.001" if p < 0.001 else f"{p:.3f}"


Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


def many_games_options(*own: Decorator, bots_help: str, rows_help: str,
                       variant_help: str | None = None) -> Decorator:
    """The option stack of ``simulate``, ``compare`` and ``sweep``, in this order: TITLE, the run
    (players, games, seed, where they run, --plot, --json), the command's ``own`` options, --bots,
    --variant (when ``variant_help`` is given), --plugin, --rows and --lang."""
    stack: list[Decorator] = [
        click.argument("title"),
        click.option("--players", "-p", type=click.IntRange(min=1), required=True, help="Number of players."),
        click.option("-n", "--games", type=click.IntRange(min=1), default=10, show_default=True,
                     help="Games to play (per side or value)."),
        click.option("--seed", type=int, default=0, show_default=True,
                     help="Master seed (each game's seed derives from it)."),
        click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
                     help="Worker processes (local), or workers of a Dask cluster started for this run."),
        click.option("--executor", type=click.Choice(EXECUTORS), default="local", show_default=True,
                     help="Where games run: here, or on Dask (pip install 'brass[cluster]')."),
        click.option("--scheduler", metavar="ADDRESS",
                     help="With --executor dask: a running scheduler (tcp://host:8786) instead of a local cluster."),
        click.option("--plot", type=click.Path(dir_okay=False),
                     help="Draw the results here (.png or .svg; brass[plots])."),
        click.option("--json", "json_out", type=click.Path(dir_okay=False),
                     help="Also write the summary as JSON here."),
        *own,
        click.option("--bots", default="heuristic", show_default=True, help=bots_help),
        *([click.option("--variant", type=click.Path(dir_okay=False), help=variant_help)] if variant_help else []),
        plugin_option,
        click.option("--rows", type=click.Path(dir_okay=False), help=rows_help),
        lang_option,
    ]

    def apply(f: Callable[..., Any]) -> Callable[..., Any]:
        for decorator in reversed(stack):
            f = decorator(f)
        return f

    return apply


def parse_bots(out: Output, bots: str, players: int | None, plugins: tuple[str, ...] = ()) -> list[str]:
    """Bot names from ``--bots`` (one for all seats, or one per seat when ``players`` is given),
    each checked against the installed bots and those of ``plugins`` (``--plugin``)."""
    from brass.core.hooks.bots import available_bots, bot_name, load_plugins

    names = [b.strip() for b in bots.split(",")]
    if players is not None:
        if len(names) == 1:
            names = names * players
        if len(names) != players:
            raise click.BadParameter(out.text(BAD_BOTS(players=players, value=bots)), param_hint="--bots")
    try:
        known = available_bots(load_plugins(plugins, reuse=True))  # the games' own modules
    except BrassError as exc:
        fail(out, exc)
    for b in names:
        if bot_name(b) not in known:  # "search:64": a bot with its setting
            raise UserError(out, UNKNOWN_BOT(bot=b, known=", ".join(sorted(known))))
    return names


def check_outputs(out: Output, rows: str | None = None, plot: str | None = None, json_out: str | None = None) -> None:
    """Refuse output files of a kind or in a place we cannot write, before any game is played."""
    for path in (rows, plot, json_out):
        if path:
            try:
                atomic.check_writable(path)
            except OSError as exc:
                raise UserError(out, CANNOT_WRITE(file=path, detail=atomic.describe(exc))) from None
    if rows and not rows.lower().endswith((".jsonl", ".csv", ".parquet")):
        raise click.BadParameter(out.text(BAD_ROWS(file=rows)), param_hint="--rows")
    if rows and rows.lower().endswith(".parquet") and not _installed("pyarrow"):
        raise UserError(out, NEEDS_PYARROW())
    if plot:
        if not plot.lower().endswith((".png", ".svg")):
            raise click.BadParameter(out.text(BAD_PLOT(file=plot)), param_hint="--plot")
        _need(out, "matplotlib", "--plot", "plots")


def check_executor(out: Output, executor: str) -> None:
    if executor == "dask":
        _need(out, "dask.distributed", "--executor dask", "cluster")


def _need(out: Output, module: str, feature: str, extra: str) -> None:
    if not _installed(module):
        raise UserError(out, NEEDS_EXTRA(feature=feature, package=module.split(".")[0], extra=extra))


def _installed(module: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # a dotted name whose parent is missing
        return False


def check_game(out: Output, title: str, players: int, variant: dict[str, Any] | None,
               plugins: tuple[str, ...]) -> Game:
    """Build one game to check the title, players, variant and plugins before the run; sets
    the currency, and returns the game (for its names).  Plugin files load as the games load
    them (:func:`play_one`: run once a process)."""
    from brass.core.hooks.bots import load_plugins
    from brass.core.hooks.games import new_game

    try:
        g = new_game(title, players, 0, plugins=load_plugins(plugins, reuse=True), variant=variant)
    except BrassError as exc:
        fail(out, exc)
    out.currency = g.rules.currency
    return g


def play_many(out: Output, title: str, players: int, games: int, seed: int, bots: Sequence[str], *,
              variant: dict[str, Any] | None = None, plugins: tuple[str, ...] = (), workers: int = 1,
              executor: str = "local", scheduler: str | None = None, alternate: bool = False,
              label: str | None = None) -> list[GameResult]:
    """Play ``games`` games (with a progress bar on a terminal); results in index order."""
    run = partial(play_one, title, players, seed, bots=tuple(bots), variant=variant, plugins=plugins,
                  alternate=alternate)
    stream = run_games(run, games, workers, executor, scheduler)
    try:
        if sys.stdout.isatty():
            with click.progressbar(stream, length=games, label=label or out.text(PROGRESS())) as bar:
                return list(bar)
        return list(stream)
    except BrassError as exc:
        fail(out, exc)
    except OSError as exc:  # a cluster that cannot be reached
        if executor == "local":
            raise
        raise UserError(out, EXECUTOR_FAILED(executor=executor, detail=str(exc))) from None


def write_json(out: Output, path: str, data: dict[str, Any]) -> None:
    try:
        write_text(path, summary_text(data))  # floats to 6 significant digits
    except OSError as exc:
        raise UserError(out, CANNOT_WRITE(file=path, detail=exc.strerror or str(exc))) from None
    out.echo(WROTE(file=path))


def write_rows_file(out: Output, path: str, results: Sequence[GameResult], prov: dict[str, Any]) -> None:
    from brass.core.files.rows import write_rows

    try:
        write_rows(path, results, prov)
    except OSError as exc:
        raise UserError(out, CANNOT_WRITE(file=path, detail=exc.strerror or str(exc))) from None
    out.echo(WROTE_ROWS(count=len(results), file=path))


def write_pooled_rows(out: Output, path: str, column: str,
                      groups: Sequence[tuple[Any, Sequence[GameResult], dict[str, Any]]]) -> None:
    """Several runs' rows in one file, ``column`` first naming the run (a compare side, a sweep value)."""
    from brass.core.files.rows import rows_of, write_plain_rows

    pooled = []
    for label, results, prov in groups:
        pooled += [{column: label, **row} for row in rows_of(results, prov)]
    kinds = sorted({k for row in pooled for k in row if k.startswith("act_")})
    for row in pooled:
        for k in kinds:
            row.setdefault(k, 0)
    try:
        write_plain_rows(path, pooled)
    except OSError as exc:
        raise UserError(out, CANNOT_WRITE(file=path, detail=exc.strerror or str(exc))) from None
    out.echo(WROTE_ROWS(count=len(pooled), file=path))
