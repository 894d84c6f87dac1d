"""``brass sweep``: one variant path set to each of several values, every value on the same seeds."""
from __future__ import annotations

import copy
import time
import tomllib
from typing import Any

import click

from brass.core.cli.common import Output, fail, read_variant
from brass.core.cli.workbench.charts import WIN_RATE_AXIS, Draw, Words, write_plot
from brass.core.cli.workbench.simulation import (
    check_executor,
    check_game,
    check_outputs,
    many_games_options,
    parse_bots,
    play_many,
    write_json,
    write_pooled_rows,
)
from brass.core.files.provenance import provenance
from brass.core.hooks.games import rules_for
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import BrassError
from brass.core.play.engine import player_name
from brass.core.play.runner import Summary

NEED_VALUES = text("cli.sweep_need_values", "Give --values A,B,C or --range START:STOP:STEP (not both).")
BAD_RANGE = text("cli.sweep_bad_range",
                 "--range must be START:STOP:STEP with numbers and a step that reaches STOP (got {value}).")
HEADER = text("cli.sweep_header", "{path}: {count} values, {games} games each on the same seeds.")
TABLE_HEAD = text("cli.sweep_table_head",
                  "value | win rate by seat (95% CI) | mean VP (95% CI) | rounds | first-player advantage (95% CI) "
                  "| balance")
PLOT_MEAN_VP = text("cli.plot.mean_vp_axis", "mean VP per player (95% CI)")
PLOT_SWEEP_TITLE = text("cli.plot.sweep_title", "{path}: {count} game per value, same seeds",
                        plural="{path}: {count} games per value, same seeds")
TABLE_ROW = text("cli.sweep_row", "{value} | {wins} | {vp} | {rounds} | {fpa} | {balance}")


def parse_value(raw: str) -> Any:
    """A value as TOML reads it (``25``, ``2.5``, ``true``, ``"x"``); bare words are strings."""
    try:
        return tomllib.loads(f"v = {raw.strip()}")["v"]
    except tomllib.TOMLDecodeError:
        return raw.strip()


def parse_range(out: Output, spec: str) -> list[Any]:
    parts = spec.split(":")
    try:
        given: list[Any] = [parse_value(p) for p in parts] if len(parts) == 3 else [None, None, None]
        start, stop, step = given
        if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (start, stop, step)) or step <= 0:
            raise ValueError
    except ValueError:
        raise click.BadParameter(out.text(BAD_RANGE(value=spec)), param_hint="--range") from None
    values: list[Any] = []
    x = start
    while x <= stop + 1e-9 and len(values) <= 1000:
        values.append(x)
        x = round(x + step, 9)
    if len(values) > 1000:
        raise click.BadParameter(out.text(BAD_RANGE(value=spec)), param_hint="--range")
    return values


def table_row(value: Any, s: dict[str, Any]) -> Message:
    """One value's line: each seat's win rate, the mean VP and the first-player advantage with
    their intervals at 95% (Wilson; the mean's normal interval, at least 0)."""
    m = s["metrics"]
    vp, fpa = s["vp"]["ci"], m["first_player_advantage"]
    wins = " ".join(f"{x['win_rate']['value']:.0%} ({x['win_rate']['low']:.0%}–{x['win_rate']['high']:.0%})"
                    for x in s["seats"])
    return TABLE_ROW(value=value, wins=wins, vp=f"{vp['value']:.1f} ({vp['low']:.1f}–{vp['high']:.1f})",
                     rounds=f"{m['rounds']['value']:.1f}",
                     fpa=f"{fpa['value']:+.0%} ({fpa['low']:+.0%} to {fpa['high']:+.0%})",
                     balance=f"{m['balance']:.2f}")


def with_change(base: dict[str, Any] | None, path: str, value: Any) -> dict[str, Any]:
    """``base`` (a parsed variant, or none) plus one more change setting ``path`` to ``value``."""
    variant = copy.deepcopy(base) if base else {"variant": {}}
    meta = variant.setdefault("variant", {})
    meta["name"] = f"{meta.get('name', 'sweep')} {path}={value}"
    variant.setdefault("change", []).append({"path": path, "value": value})
    return variant


def draw_sweep(path: str, values: list[Any], summaries: list[dict[str, Any]]) -> Draw:
    """Each seat's win rate (with CI band) and the mean VP against the value."""
    def draw(fig: Any, words: Words) -> None:
        ax1, ax2 = fig.subplots(1, 2)
        xs = list(range(len(values))) if any(isinstance(v, str) for v in values) else values
        for p in range(len(summaries[0]["seats"])):
            rates = [s["seats"][p]["win_rate"] for s in summaries]
            ax1.plot(xs, [r["value"] for r in rates], marker="o", label=words(player_name(p)))
            ax1.fill_between(xs, [r["low"] for r in rates], [r["high"] for r in rates], alpha=0.15)
        ax1.set_ylim(0, 1)
        ax1.set_xlabel(path)
        ax1.set_ylabel(words(WIN_RATE_AXIS()))
        ax1.legend()
        vp = [s["vp"]["ci"] for s in summaries]
        ax2.errorbar(xs, [v["value"] for v in vp], yerr=[[v["value"] - v["low"] for v in vp],
                                                         [v["high"] - v["value"] for v in vp]], marker="o", capsize=4)
        ax2.set_xlabel(path)
        ax2.set_ylabel(words(PLOT_MEAN_VP()))
        fig.suptitle(words(PLOT_SWEEP_TITLE(path=path, count=summaries[0]["games"])))
        for ax in (ax1, ax2):
            if xs is not values:
                ax.set_xticks(xs, [str(v) for v in values])
    return draw


@click.command("sweep")
@many_games_options(
    click.option("--path", "change_path", required=True, metavar="FILE:KEY.PATH",
                 help="The variant path to vary, e.g. game:loan.money."),
    click.option("--values", metavar="A,B,C", help="The values to try (TOML literals), comma-separated."),
    click.option("--range", "value_range", metavar="START:STOP:STEP", help="Or a range of numbers, STOP included."),
    bots_help="One bot for all seats, or one per seat. Draft with heuristic:0 (quick, agrees with heuristic); "
              "not eager (docs/designers.md).",
    variant_help="A variant to start from (the swept change is added).",
    rows_help="Write one row per game of every value (.jsonl, .csv; .parquet with pyarrow).")
def sweep_cmd(title: str, players: int, games: int, seed: int, workers: int, executor: str, scheduler: str | None,
              plot: str | None, json_out: str | None, change_path: str, values: str | None, value_range: str | None,
              bots: str, variant: str | None, plugins: tuple[str, ...], rows: str | None, lang: str) -> None:
    """Play TITLE with one variant path set to each of several values, on the same seeds."""
    out = Output(lang)
    if (values is None) == (value_range is None):
        raise click.UsageError(out.text(NEED_VALUES()))
    chosen = [parse_value(v) for v in values.split(",")] if values is not None else parse_range(out, value_range or "")
    names = parse_bots(out, bots, players, plugins)
    check_outputs(out, rows, plot, json_out)
    check_executor(out, executor)
    base = read_variant(out, variant, title)
    variants = [with_change(base, change_path, v) for v in chosen]
    for value, v in zip(chosen, variants):  # every value is checked (and blamed on its change) before any game
        try:
            rules_for(title, v, variant_file=f"{change_path}={value}")
        except BrassError as exc:
            fail(out, exc)
        check_game(out, title, players, v, plugins)
    out.echo(HEADER(path=change_path, count=len(chosen), games=games))
    out.echo(TABLE_HEAD())
    summaries = []
    groups = []
    for value, v in zip(chosen, variants):
        start = time.perf_counter()
        results = play_many(out, title, players, games, seed, names, variant=v, plugins=plugins, workers=workers,
                            executor=executor, scheduler=scheduler, label=f"{change_path} = {value}")
        s = Summary(bots=names, results=results, seconds=time.perf_counter() - start).as_dict()
        summaries.append(s)
        groups.append((value, results, provenance(title, players, seed, names, v, plugins)))
        out.echo(table_row(value, s))
    if rows:
        write_pooled_rows(out, rows, "value", groups)
    if plot:
        write_plot(out, plot, draw_sweep(change_path, chosen, summaries))
    if json_out:
        write_json(out, json_out, {**provenance(title, players, seed, names, base, plugins), "path": change_path,
                                   "values": [{"value": value, **s} for value, s in zip(chosen, summaries)]})
