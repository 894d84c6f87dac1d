"""``brass simulate``: many bot games, with speed, outcome statistics and game metrics."""
from __future__ import annotations

import time
from typing import Any

import click

from brass.core.cli.common import Output, read_variant, report_output
from brass.core.cli.workbench.charts import WIN_RATE_AXIS, Draw, Words, write_plot
from brass.core.cli.workbench.simulation import (
    check_executor,
    check_game,
    check_outputs,
    many_games_options,
    p_text,
    parse_bots,
    play_many,
    write_json,
    write_rows_file,
)
from brass.core.files.provenance import provenance
from brass.core.hooks.titles import title_info
from brass.core.i18n.messages import Message, text
from brass.core.play.engine import Game, player_name
from brass.core.play.runner import Summary, kind_label
from brass.core.play.seat_balance import games_to_resolve, gap_shares

SPEED = text("cli.sim_speed", "{count} game in {seconds} s: {gps} games/s, {dps} decisions/s",
             plural="{count} games in {seconds} s: {gps} games/s, {dps} decisions/s")
DURATION = text("cli.sim_duration",
                "game length: {rounds} rounds, {actions} actions, {decisions} decisions (median {median}) per game",
                note="means over the games; the median is of the decisions")
WINS_SEAT = text("cli.sim_wins_seat", "win rate by seat (95% CI): {wins}")
WINS_BOT = text("cli.sim_wins_bot", "win rate per seat played by each bot (95% CI, counting games): {wins}",
                note="printed only when the seats have different bots; each game counts once, not once a seat")
VP = text("cli.sim_vp", "VP per player: mean {mean} (sample sd {sd}), min {low}, median {median}, max {high}; "
          "winners' mean {win}", note="sample sd: the sample standard deviation (divided by n − 1)")
VP_SEAT = text("cli.sim_vp_seat", "VP by seat: {seats}")
VP_OF = text("cli.sim_vp_of", "{who} {mean} ({low}–{high}), quartiles {q1}/{q2}/{q3}")
VP_BOT = text("cli.sim_vp_bot", "VP per seat by bot: {bots}")
VP_BOT_OF = text("cli.sim_vp_bot_of", "{who} {mean} ({low}–{high}), winners' mean {win}")
PLOT_WIN_TITLE = text("cli.plot.win_by_seat", "{title}: win rate by seat ({count} game)",
                      plural="{title}: win rate by seat ({count} games)")
PLOT_FAIR_SHARE = text("cli.plot.fair_share", "fair share")
PLOT_FINAL_VP = text("cli.plot.final_vp", "final VP")
PLOT_VP_TITLE = text("cli.plot.vp_by_seat", "VP by seat")
RATE = text("cli.sim_rate", "{who} {rate}")
RATE_CI = text("cli.sim_rate_ci", "{who} {rate} ({low}–{high})")
METRICS = text("cli.sim_metrics", "first-player advantage {fpa} ({low} to {high}); balance {balance}")
FLOW = text("cli.sim_flow", "VP per action {vpa}; lead changes {changes} per game; decisiveness {decisive}")
ACTIONS = text("cli.sim_actions", "actions per game: {actions}")
ACTIONS_SEAT = text("cli.sim_actions_seat", "actions per game, {who}: {actions}")
ACTION_COUNT = text("cli.sim_action_count", "{kind} {count}")
SEATS_DIFFER = text(
    "cli.sim_seats_differ",
    "Seats differ (χ² = {chi2}, {df} df, p = {p}; {decisive} of {games} games won alone): {best} vs {worst} "
    "{diff} ({low} to {high}), pair p = {pair_p} after Holm.",
    note="χ²: the chi-square statistic; df: its degrees of freedom; games won alone: games without a tie for first",
)
SEATS_EVEN = text(
    "cli.sim_seats_even",
    "Seats do not differ significantly (χ² = {chi2}, {df} df, p = {p}; {decisive} of {games} games won alone): "
    "{best} vs {worst} {diff} ({low} to {high}); about {needed} games would resolve differences this size.",
    note="χ²: the chi-square statistic; df: its degrees of freedom; games won alone: games without a tie for first",
)
NO_GAP = text("cli.sim_no_gap",
              "{best} vs {worst}: {diff}: no seat won alone more often than another in {games} games.")
RESOLVE = text("cli.sim_resolve", "a seat difference of {diff} needs about {needed} games to resolve (5%, power 80%).")

HELP = """Play GAMES bot games of TITLE and print speed, game length, win rates and VP.

Every figure comes with a confidence interval at 95% (Wilson for win rates; a tie shares the win):
win rate and VP by seat and by bot, VP quartiles and the winners' mean VP. A bot's intervals
count games, not seat-games; with one bot in every seat its win rate is 1/players, not printed.
The VP spread (sd) is the sample standard deviation.

First-player advantage: the win rate of the seat acting first in round 1, minus 1/players.
Balance: 1 minus the largest gap between two seats' win rates.
Game length: rounds, turn actions and decisions per game (means; the decisions' median too).
VP per action: all seats' final VP divided by the turn actions.

Lead changes: how often the leader changes between round starts (VP scored plus the VP the board
would score now). Decisiveness: the share of the game left when the winner takes the lead for good
(1 = from the start, 0 = only at the final scoring).

Actions per game, by action and industry (Build (Cotton mill), Network (canal), Sell, Loan...).

Seats: a chi-square test of the games won alone against equal shares (a tie for first counts
for no seat; exact p-value while the outcomes are few), the best against the worst seat (exact
sign test, Holm-corrected over the pairs; its simultaneous interval (95%) inverts that test,
so it holds 0 when the pair does not differ) and the games at which the test would find
differences of this size (at 5%, with power 80%).
"""


def pct(x: float) -> str:
    return f"{x:.0%}"


def signed(x: float) -> str:
    """A signed percentage; a value that rounds to zero prints as +0%, never -0%."""
    return f"{(round(x, 2) or 0.0):+.0%}"


def echo_report(out: Output, s: dict[str, Any], resolve: float | None = None, game: Game | None = None) -> None:
    """The outcome lines of one simulation (``game``: one of its games, to name the kinds of
    action in the report's language)."""
    players = len(s["seats"])
    m = s["metrics"]
    out.echo(DURATION(rounds=f"{m['rounds']['value']:.1f}", actions=f"{m['actions']['value']:.1f}",
                      decisions=f"{m['decisions']['value']:.1f}", median=f"{s['decisions_per_game']['median']:.1f}"))
    out.echo(WINS_SEAT(wins=[RATE_CI(who=player_name(i), rate=pct(x["win_rate"]["value"]),
                                     low=pct(x["win_rate"]["low"]), high=pct(x["win_rate"]["high"]))
                             for i, x in enumerate(s["seats"])]))
    if len(s["by_bot"]) > 1:  # one bot in every seat wins 1/players of its seats by construction
        out.echo(WINS_BOT(wins=[RATE_CI(who=b, rate=pct(x["win_rate"]["value"]), low=pct(x["win_rate"]["low"]),
                                        high=pct(x["win_rate"]["high"])) for b, x in s["by_bot"].items()]))
    vp = s["vp"]
    out.echo(VP(mean=f"{vp['mean']:.1f}", sd=f"{vp['stdev']:.1f}", low=vp["min"], median=f"{vp['median']:.1f}",
                high=vp["max"], win=f"{vp['winner_mean']:.1f}"))
    out.echo(VP_SEAT(seats=[VP_OF(who=player_name(i), mean=f"{x['vp']['value']:.1f}", low=f"{x['vp']['low']:.1f}",
                                  high=f"{x['vp']['high']:.1f}", q1=f"{x['vp_quartiles'][0]:g}",
                                  q2=f"{x['vp_quartiles'][1]:g}", q3=f"{x['vp_quartiles'][2]:g}")
                            for i, x in enumerate(s["seats"])]))
    if len(s["by_bot"]) > 1:
        out.echo(VP_BOT(bots=[VP_BOT_OF(who=b, mean=f"{x['vp']['value']:.1f}", low=f"{x['vp']['low']:.1f}",
                                        high=f"{x['vp']['high']:.1f}", win=f"{x['winner_mean']:.1f}")
                              for b, x in s["by_bot"].items()]))
    fpa = m["first_player_advantage"]
    out.echo(METRICS(fpa=signed(fpa["value"]), low=signed(fpa["low"]), high=signed(fpa["high"]),
                     balance=f"{m['balance']:.2f}"))
    out.echo(FLOW(vpa=f"{m['vp_per_action']['value']:.2f}", changes=f"{m['lead_changes']['value']:.1f}",
                  decisive=f"{m['decisiveness']['value']:.2f}"))
    acts = s["actions"]
    def name(kind: str) -> Message | str:
        return kind if game is None else kind_label(game, kind)
    out.echo(ACTIONS(actions=[ACTION_COUNT(kind=name(k), count=f"{c:.1f}") for k, c in acts["per_game"].items()]))
    for i, seat in enumerate(acts["per_seat"]):
        out.echo(ACTIONS_SEAT(who=player_name(i), actions=[ACTION_COUNT(kind=name(k), count=f"{c:.1f}")
                                                           for k, c in seat.items() if c]))
    sig = s["significance"]
    d = sig["difference"]
    pair = dict(best=player_name(sig["best_seat"] - 1), worst=player_name(sig["worst_seat"] - 1),
                diff=signed(d["value"]), games=s["games"])
    test = dict(chi2=f"{sig['chi_square']:.2f}", df=sig["df"], p=p_text(sig["p_value"]),
                decisive=sig["decisive_games"], low=signed(d["low"]), high=signed(d["high"]))
    if sig["significant"]:
        out.echo(SEATS_DIFFER(**pair, **test, pair_p=p_text(sig["pair_p_holm"])))
    elif sig["games_needed"] is None:  # no seat won alone more often: no number of games resolves it
        out.echo(NO_GAP(**pair))
    else:
        out.echo(SEATS_EVEN(**pair, **test, needed=sig["games_needed"]))
    if resolve:
        out.echo(RESOLVE(diff=pct(resolve), needed=games_to_resolve(gap_shares(players, resolve))))


def draw_simulation(s: dict[str, Any], results: Any, title: str) -> Draw:
    """Win rate per seat with CI bars, and each seat's VP distribution."""
    def draw(fig: Any, words: Words) -> None:
        ax1, ax2 = fig.subplots(1, 2)
        seats = s["seats"]
        labels = [f"{words(player_name(x['seat'] - 1))}\n{x['bot']}" for x in seats]
        rates = [x["win_rate"]["value"] for x in seats]
        err = [[r - x["win_rate"]["low"] for r, x in zip(rates, seats)],
               [x["win_rate"]["high"] - r for r, x in zip(rates, seats)]]
        ax1.bar(labels, rates, yerr=err, capsize=6, color="#4C72B0")
        ax1.axhline(1 / len(seats), color="grey", linestyle="--", linewidth=1, label=words(PLOT_FAIR_SHARE()))
        ax1.set_ylim(0, 1)
        ax1.set_ylabel(words(WIN_RATE_AXIS()))
        ax1.set_title(words(PLOT_WIN_TITLE(title=title_info(title).name, count=s["games"])))
        ax1.legend()
        ax2.boxplot([[r.vp[i] for r in results] for i in range(len(seats))])
        ax2.set_xticks(range(1, len(seats) + 1), labels)
        ax2.set_ylabel(words(PLOT_FINAL_VP()))
        ax2.set_title(words(PLOT_VP_TITLE()))
    return draw


@click.command("simulate", help=HELP)
@many_games_options(
    click.option("--resolve", type=click.FloatRange(0, 1, min_open=True), metavar="DIFF",
                 help="Also say how many games resolve a seat difference of DIFF (e.g. 0.05)."),
    bots_help="One bot for all seats, or one per seat: heuristic,search,random,eager,...",
    variant_help="Variant file to play.",
    rows_help="Write one row per game (.jsonl, .csv; .parquet with pyarrow installed).")
def simulate_cmd(title: str, players: int, games: int, seed: int, workers: int, executor: str, scheduler: str | None,
                 plot: str | None, json_out: str | None, bots: str, variant: str | None, plugins: tuple[str, ...],
                 rows: str | None, resolve: float | None, lang: str) -> None:
    out = report_output(lang)
    names = parse_bots(out, bots, players, plugins)
    check_outputs(out, rows, plot, json_out)
    check_executor(out, executor)
    overlay = read_variant(out, variant, title)
    game = check_game(out, title, players, overlay, plugins)
    start = time.perf_counter()
    results = play_many(out, title, players, games, seed, names, variant=overlay, plugins=plugins, workers=workers,
                        executor=executor, scheduler=scheduler)
    summary = Summary(bots=names, results=results, seconds=time.perf_counter() - start)
    s = summary.as_dict()
    out.echo(SPEED(count=s["games"], seconds=f"{s['seconds']:.2f}", gps=f"{s['games_per_second']:.2f}",
                   dps=f"{s['decisions_per_second']:.0f}"))
    echo_report(out, s, resolve, game)
    prov = provenance(title, players, seed, names, overlay, plugins)
    if rows:
        write_rows_file(out, rows, results, prov)
    if plot:
        write_plot(out, plot, draw_simulation(s, results, title))
    if json_out:
        write_json(out, json_out, {**prov, "executor": executor, **s})
