"""``brass compare``: two variants, plugins or bots on the same seeds, metric by metric."""
from __future__ import annotations

import itertools
import math
from pathlib import Path
from typing import Any

import click

from brass.core.cli.common import Output, UserError, read_variant
from brass.core.cli.workbench.charts import Draw, Words, write_plot
from brass.core.cli.workbench.simulation import (
    check_executor,
    check_game,
    check_outputs,
    many_games_options,
    p_text,
    parse_bots,
    play_many,
    write_json,
    write_pooled_rows,
    write_rows_file,
)
from brass.core.files.provenance import provenance
from brass.core.i18n.messages import Message, text
from brass.core.play.comparison import compare_sides, head_to_head, is_win_rate
from brass.core.play.engine import player_name

BASE = "base"
UNKNOWN_SIDE = text(
    "cli.compare_unknown_side",
    "“{side}” is not a variant file (.toml), a plugin file (.py), an installed plugin, a bot or “base”.",
)
NEED_SIDES = text("cli.compare_need_sides", "Give --a and --b, or two or more bots in --bots.")
MIXED_SIDES = text("cli.compare_mixed_sides", "Compare a bot with a bot: “{a}” and “{b}” are not both bots.")
HEADER = text("cli.compare_header", "A = {a}; B = {b}; {games} games each on the same seeds.")
TABLE_HEAD = text("cli.compare_table_head", "metric | A | B | B − A (95% CI) | p")
TABLE_ROW = text("cli.compare_row", "{metric} | {a} | {b} | {diff} ({low} to {high}) | {p}{mark}")
VERDICT_SAME = text("cli.compare_same",
                    "Verdict: no significant difference between A and B at {games} games (5%, Holm-corrected).")
VERDICT_DIFF = text("cli.compare_diff",
                    "Verdict: B differs from A in {count} metric (5%, Holm-corrected): {metrics}.",
                    plural="Verdict: B differs from A in {count} metrics (5%, Holm-corrected): {metrics}.")
METRIC_SHIFT = text("cli.compare_shift", "{metric} {diff}")
PAIR = text("cli.compare_pair",
            "{x} vs {y}: {x} wins {xr} ({xl}–{xh}) of its seats, {y} {yr} ({yl}–{yh}); difference {d} "
            "({dl} to {dh}), p = {p}{mark}")
MATRIX_HEAD = text("cli.compare_matrix", "Skill matrix: win rate per seat of the row bot against the column bot:")
PAIR_VERDICT_SAME = text("cli.compare_pair_same",
                         "Verdict: {x} and {y} are not significantly different at {games} games.")
PAIR_VERDICT_DIFF = text("cli.compare_pair_diff", "Verdict: {better} is stronger than {worse} (p = {p}).")

PLOT_DIFF_AXIS = text("cli.plot.difference_axis", "(B − A) / A in %, 95% CI (red: significant after Holm)")
PLOT_RATE_AXIS = text("cli.plot.rate_difference_axis",
                      "win rates: B − A in percentage points, 95% CI (red: significant after Holm)")
PLOT_DIFF_TITLE = text("cli.plot.difference_title", "A = {a}   B = {b}   ({count} game each, same seeds)",
                       plural="A = {a}   B = {b}   ({count} games each, same seeds)")
PLOT_MATRIX_TITLE = text(
    "cli.plot.matrix_title",
    "win rate per seat: row bot against column bot ({players} players, {count} game a pair)",
    plural="win rate per seat: row bot against column bot ({players} players, {count} games a pair)",
)

METRIC_NAMES = {
    "first_player_win": text("cli.compare_metric.first_player_win", "first player's win rate"),
    "rounds": text("cli.compare_metric.rounds", "rounds"),
    "actions": text("cli.compare_metric.actions", "actions"),
    "decisions": text("cli.compare_metric.decisions", "decisions"),
    "vp_mean": text("cli.compare_metric.vp_mean", "mean VP"),
    "vp_per_action": text("cli.compare_metric.vp_per_action", "VP per action"),
    "lead_changes": text("cli.compare_metric.lead_changes", "lead changes"),
    "decisiveness": text("cli.compare_metric.decisiveness", "decisiveness"),
}
SEAT_WIN = text("cli.compare_metric.seat_win", "{who} win rate")
SEAT_VP = text("cli.compare_metric.seat_vp", "{who} VP")


def metric_name(key: str) -> Message | str:
    """A metric of :func:`compare_sides` as the table names it (``seat2_win``: "P2 win rate")."""
    if key.startswith("seat") and key.endswith("_win"):
        return SEAT_WIN(who=player_name(int(key[4:-4]) - 1))
    if key.startswith("seat") and key.endswith("_vp"):
        return SEAT_VP(who=player_name(int(key[4:-3]) - 1))
    found = METRIC_NAMES.get(key)
    return key if found is None else found()


def resolve_side(out: Output, spec: str, title: str, plugins: tuple[str, ...] = ()) -> dict[str, Any]:
    """A side of a comparison: the base game, a variant file, a plugin (file or entry point) or a
    bot (installed, or offered by one of ``plugins``, the ``--plugin`` files both sides load)."""
    from brass.core.hooks.bots import available_bots, bot_name, load_plugins
    from brass.core.hooks.titles import installed_plugins

    side: dict[str, Any] = {"name": spec, "variant": None, "plugins": (), "bot": None}
    if spec == BASE:
        return side
    if spec.endswith(".toml"):
        side["variant"] = read_variant(out, spec, title)
        side["name"] = Path(spec).name
    elif spec.endswith(".py"):
        side["plugins"] = (spec,)
        side["name"] = Path(spec).name
    elif bot_name(spec) in available_bots(load_plugins(plugins, reuse=True)):
        side["bot"] = spec
    elif spec in installed_plugins():
        side["plugins"] = (spec,)
    else:
        raise UserError(out, UNKNOWN_SIDE(side=spec))
    return side


def fmt(x: float) -> str:
    return f"{x:.3g}" if abs(x) < 10 else f"{x:.1f}"


def decimals(*values: float) -> int:
    """Decimals that give the largest of ``values`` three significant figures (0 to 4)."""
    top = max((abs(v) for v in values if math.isfinite(v)), default=0.0)
    return 0 if top == 0 else max(0, min(4, 2 - math.floor(math.log10(top))))


def cells(row: dict[str, Any]) -> dict[str, str]:
    """A metric's values and difference as the table prints them: win rates in percent (the
    difference in percentage points), other metrics to three significant figures; the
    difference and its bounds with the same decimals (those of the largest of the three)."""
    if is_win_rate(row["metric"]):
        return dict(a=f"{row['a']['value']:.0%}", b=f"{row['b']['value']:.0%}", diff=f"{row['value']:+.0%}",
                    low=f"{row['low']:+.0%}", high=f"{row['high']:+.0%}")
    places = decimals(row["value"], row["low"], row["high"])

    def fixed(x: float) -> str:
        return f"{(round(x, places) or 0.0):+.{places}f}"  # never -0

    return dict(a=fmt(row["a"]["value"]), b=fmt(row["b"]["value"]), diff=fixed(row["value"]), low=fixed(row["low"]),
                high=fixed(row["high"]))


def draw_differences(rows: list[dict[str, Any]], a: str, b: str, games: int) -> Draw:
    """Each metric's difference B − A with its CI: win rates in percentage points (a rate of
    20% that becomes 30% moved 10 points, not "+50%"), other metrics relative to A in percent."""
    rates = [r for r in rows if is_win_rate(r["metric"])]
    others = [r for r in rows if not is_win_rate(r["metric"])]

    def bars(ax: Any, group: list[dict[str, Any]], scale: list[float], label: Message, words: Words) -> None:
        vals = [100 * r["value"] / s for r, s in zip(group, scale)]
        err = [[100 * (r["value"] - r["low"]) / s for r, s in zip(group, scale)],
               [100 * (r["high"] - r["value"]) / s for r, s in zip(group, scale)]]
        colours = ["#C44E52" if r["significant_holm"] else "#8C8C8C" for r in group]
        ax.barh([words(metric_name(r["metric"])) for r in group], vals, xerr=err, capsize=4, color=colours)
        ax.axvline(0, color="black", linewidth=1)
        ax.invert_yaxis()
        ax.set_xlabel(words(label))

    def draw(fig: Any, words: Words) -> None:
        panels = [(group, scale, label) for group, scale, label in (
            (rates, [1.0] * len(rates), PLOT_RATE_AXIS()),
            (others, [abs(r["a"]["value"]) or 1.0 for r in others], PLOT_DIFF_AXIS())) if group]
        axes = fig.subplots(len(panels), 1, squeeze=False, height_ratios=[len(p[0]) for p in panels])
        for ax, (group, scale, label) in zip(axes[:, 0], panels):
            bars(ax, group, scale, label, words)
        axes[0, 0].set_title(words(PLOT_DIFF_TITLE(a=a, b=b, count=games)))
    return draw


def draw_matrix(bots: list[str], matrix: dict[tuple[str, str], float], players: int, games: int) -> Draw:
    """Row bot's win rate per seat against the column bot; white is the fair 1/players."""
    def draw(fig: Any, words: Words) -> None:
        ax = fig.subplots()
        grid = [[matrix.get((x, y), float("nan")) for y in bots] for x in bots]
        im = ax.imshow(grid, vmin=0, vmax=min(1.0, 2 / players), cmap="RdBu")
        ax.set_xticks(range(len(bots)), bots)
        ax.set_yticks(range(len(bots)), bots)
        for i, row in enumerate(grid):
            for j, v in enumerate(row):
                if v == v:
                    ax.text(j, i, f"{v:.0%}", ha="center", va="center")
        ax.set_title(words(PLOT_MATRIX_TITLE(players=players, count=games)))
        fig.colorbar(im)
    return draw


@click.command("compare")
@many_games_options(
    click.option("--a", "side_a", metavar="SIDE",
                 help="Side A: base, a variant .toml, a plugin (.py or name) or a bot."),
    click.option("--b", "side_b", metavar="SIDE", help="Side B, the same kinds as --a."),
    bots_help="Bots for every seat (one, or one per seat); two or more names alone compare the bots. "
              "Draft with heuristic:0 (quick, agrees with heuristic); not eager (docs/designers.md).",
    rows_help="Write one row per game of both sides (.jsonl, .csv; .parquet with pyarrow).")
def compare_cmd(title: str, players: int, games: int, seed: int, workers: int, executor: str, scheduler: str | None,
                plot: str | None, json_out: str | None, side_a: str | None, side_b: str | None, bots: str,
                rows: str | None, plugins: tuple[str, ...], lang: str) -> None:
    """Play two sides (variants, plugins or bots) of TITLE on the same seeds and compare them."""
    out = Output(lang)
    check_outputs(out, rows, plot, json_out)
    check_executor(out, executor)
    run: dict[str, Any] = dict(workers=workers, executor=executor, scheduler=scheduler)
    if side_a is None and side_b is None:
        names = list(dict.fromkeys(parse_bots(out, bots, None, plugins)))
        if len(names) < 2:
            raise click.UsageError(out.text(NEED_SIDES()))
        return _bot_matrix(out, title, players, games, seed, names, plot, json_out, rows, run, plugins)
    if side_a is None or side_b is None:
        raise click.UsageError(out.text(NEED_SIDES()))
    a, b = resolve_side(out, side_a, title, plugins), resolve_side(out, side_b, title, plugins)
    if a["bot"] or b["bot"]:
        if not (a["bot"] and b["bot"]):
            raise click.UsageError(out.text(MIXED_SIDES(a=side_a, b=side_b)))
        return _bot_matrix(out, title, players, games, seed, [a["bot"], b["bot"]], plot, json_out, rows, run,
                           plugins)
    names = parse_bots(out, bots, players, plugins)
    for side in (a, b):
        # ``--plugin`` files load on both sides, before the side's own plugin
        side["plugins"] = plugins + side["plugins"]
        check_game(out, title, players, side["variant"], side["plugins"])
    results = [play_many(out, title, players, games, seed, names, variant=s["variant"], plugins=s["plugins"],
                         label=f"{label} = {s['name']}", **run) for label, s in zip("AB", (a, b))]
    table = compare_sides(results[0], results[1], players)
    out.echo(HEADER(a=a["name"], b=b["name"], games=games))
    out.echo(TABLE_HEAD())
    for r in table:
        out.echo(TABLE_ROW(metric=metric_name(r["metric"]), **cells(r), p=p_text(r["p_value"]),
                           mark=" *" if r["significant_holm"] else ""))
    shifted = [r for r in table if r["significant_holm"]]
    if shifted:
        out.echo(VERDICT_DIFF(count=len(shifted), metrics=[METRIC_SHIFT(metric=metric_name(r["metric"]),
                                                                         diff=cells(r)["diff"]) for r in shifted]))
    else:
        out.echo(VERDICT_SAME(games=games))
    provs = [provenance(title, players, seed, names, s["variant"], s["plugins"]) for s in (a, b)]
    if rows:
        write_pooled_rows(out, rows, "side", list(zip("AB", results, provs)))
    if plot:
        write_plot(out, plot, draw_differences(table, a["name"], b["name"], games))
    if json_out:
        write_json(out, json_out, {"a": provs[0], "b": provs[1], "games": games, "metrics": table,
                                   "verdict": "different" if shifted else "same"})


def _bot_matrix(out: Output, title: str, players: int, games: int, seed: int, bots: list[str], plot: str | None,
                json_out: str | None, rows: str | None, run: dict[str, Any], plugins: tuple[str, ...] = ()) -> None:
    """Every pair of bots head to head, seats alternating, on the same seeds (``plugins``: the
    ``--plugin`` files every game loads, which may offer bots)."""
    check_game(out, title, players, None, plugins)
    pairs = []
    matrix: dict[tuple[str, str], float] = {}
    all_results = []
    for x, y in itertools.combinations(bots, 2):
        results = play_many(out, title, players, games, seed, [x, y], alternate=True, label=f"{x} / {y}",
                            plugins=plugins, **run)
        all_results += results
        h = head_to_head(results, x, y)
        pairs.append(h)
        matrix[(x, y)] = h["x_win_rate"]["value"]
        matrix[(y, x)] = h["y_win_rate"]["value"]
        xr, yr = h["x_win_rate"], h["y_win_rate"]
        out.echo(PAIR(x=x, y=y, xr=f"{xr['value']:.0%}", xl=f"{xr['low']:.0%}", xh=f"{xr['high']:.0%}",
                      yr=f"{yr['value']:.0%}", yl=f"{yr['low']:.0%}", yh=f"{yr['high']:.0%}", d=f"{h['value']:+.0%}",
                      dl=f"{h['low']:+.0%}", dh=f"{h['high']:+.0%}", p=p_text(h["p_value"]),
                      mark=" *" if h["significant"] else ""))
    if len(bots) > 2:
        out.echo(MATRIX_HEAD())
        width = max(len(b) for b in bots) + 2
        click.echo(" " * width + "".join(b.rjust(width) for b in bots))
        for x in bots:
            cells = ((f"{matrix[(x, y)]:.0%}" if x != y else "-").rjust(width) for y in bots)
            click.echo(x.ljust(width) + "".join(cells))
    else:
        h = pairs[0]
        if h["significant"]:
            better, worse = (h["x"], h["y"]) if h["value"] > 0 else (h["y"], h["x"])
            out.echo(PAIR_VERDICT_DIFF(better=better, worse=worse, p=p_text(h["p_value"])))
        else:
            out.echo(PAIR_VERDICT_SAME(x=h["x"], y=h["y"], games=games))
    prov = provenance(title, players, seed, bots, None, plugins)
    if rows:
        write_rows_file(out, rows, all_results, prov)
    if plot:
        write_plot(out, plot, draw_matrix(bots, matrix, players, games))
    if json_out:
        write_json(out, json_out, {**prov, "games": games, "pairs": pairs})
