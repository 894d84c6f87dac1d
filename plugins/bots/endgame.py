"""Measure how the bots end a game: money left, idle last-round loans, goods flipped, VP.

    python -m brass.plugins.bots.endgame birmingham -p 4 -n 50 --seed 61 --rows base.jsonl
    python -m brass.plugins.bots.endgame birmingham -p 4 -n 50 --seed 61 --variant lever.toml --rows lever.jsonl
    python -m brass.plugins.bots.endgame --summary base.jsonl lever.jsonl

A designers' tool beside ``bench``: it plays the very games ``brass simulate`` / ``brass compare``
play (the same game and bot seeds from ``--seed``, the same variant), so its VP are theirs, and
writes one row a game with what those commands do not record:

- each seat's money at the game's end;
- each seat's loans taken in an era's last round that paid for nothing: the seat still held at
  least the loan's money after its last action of the era (it could have done all it did without
  the loan), counted by era;
- each seat's flipped goods tiles at the game's end (the industries the title's sell action
  flips: in Birmingham cotton mills, manufacturers and potteries);
- each seat's money at the start of its last turn (so the money left splits into what the last
  turn found and did not spend).

``--summary`` prints, for one file, the mean VP a seat (95% interval 1.96 sd / sqrt(seats)),
the median money left a seat, the idle loans a seat by era and the flipped goods a seat; for two
files of the same seeds, also the per-game differences (second minus first) with 1.96 sd /
sqrt(games).
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import tomllib
from collections.abc import Sequence
from typing import Any

from brass.core.hooks.bots import load_plugins, make_bot
from brass.core.hooks.games import new_game
from brass.core.play.engine import Game
from brass.core.play.loan import Loan
from brass.core.play.runner import bot_seed, game_seed, lineup
from brass.core.play.seat import bot_input
from brass.core.play.sell import sell_action
from brass.plugins.bots.last_round import later_rounds


class EndWatch:
    """Follows one game: each seat's money at the start of its action, its loans in an era's
    last round (with their money) and its money after its last action of each era."""

    def __init__(self, game: Game) -> None:
        self.game = game
        players = game.state.players
        eras = len(game.rules.eras)
        self.before = [0] * players
        self.loans: list[list[int]] = [[] for _ in range(eras)]  # by era: (seat) of each last-round loan
        self.loan_money: list[list[int]] = [[] for _ in range(eras)]
        self.era_money: list[list[int | None]] = [[None] * players for _ in range(eras)]
        self.last_turn: list[int | None] = [None] * players

    def starting(self, player: int) -> None:
        self.before[player] = self.game.state.money[player]

    def deciding(self, player: int) -> None:
        """At each decision: the first of the seat's in the game's last round starts its last
        turn (a turn with a single action open, as a pass, starts inside that action)."""
        if self.last_turn[player] is not None:
            return
        st = self.game.state
        if st.era == len(self.game.rules.eras) - 1 and later_rounds(self.game) == 0:
            self.last_turn[player] = st.money[player]

    def done(self, frame: Any) -> None:
        st = self.game.state
        p = frame.player
        if later_rounds(self.game) > 0:
            return
        if frame.action == Loan.id:
            self.loans[st.era].append(p)
            self.loan_money[st.era].append(st.money[p] - self.before[p])
        self.era_money[st.era][p] = st.money[p]

    def idle_loans(self) -> list[list[int]]:
        """By era, by seat: last-round loans whose money the seat never needed in the era."""
        players = self.game.state.players
        out = []
        for era, seats in enumerate(self.loans):
            counts = [0] * players
            for p, amount in zip(seats, self.loan_money[era]):
                left = self.era_money[era][p]
                if left is not None and left >= amount:
                    counts[p] += 1
            out.append(counts)
        return out


def flipped_goods(game: Game) -> list[int]:
    """Each seat's flipped tiles of the industries the title's sell action flips."""
    st = game.state
    seller = sell_action(game)
    goods = set(seller.goods(game)) if seller is not None else set()
    tiles = game.rules.tiles
    out = [0] * st.players
    for s, owner in enumerate(st.tile_owner):
        if owner >= 0 and st.tile_flipped[s] and tiles[st.tile_type[s]].industry in goods:
            out[owner] += 1
    return out


def play_row(title: str, players: int, master: int, index: int, bots: Sequence[str],
             variant: dict[str, Any] | None, plugins: tuple[str, ...] = ()) -> dict[str, Any]:
    """Game ``index`` as :func:`brass.core.play.runner.play_one` plays it, and its end's row."""
    loaded = load_plugins(plugins, reuse=True)
    g = new_game(title, players, game_seed(master, index), plugins=loaded, variant=variant)
    seats = lineup(bots, players, index)
    robots = [make_bot(seats[p], bot_seed(master, index, p), loaded) for p in range(players)]
    watch = EndWatch(g)
    g.observer = watch.done
    loans = [0] * players
    while (d := g.decision()) is not None:
        watch.deciding(d.player)
        if g.state.frame is None:
            watch.starting(d.player)
        option = robots[d.player].choose(d, bot_input(robots[d.player], g, d.player))
        if option == Loan.id and g.state.frame is None:
            loans[d.player] += 1
        g.apply(option)
    st = g.state
    return {"index": index, "seed": master, "vp": list(st.vp), "money": list(st.money),
            "idle_loans": watch.idle_loans(), "loans": loans, "goods": flipped_goods(g),
            "last_turn_money": watch.last_turn}


def _ci(values: Sequence[float]) -> tuple[float, float]:
    mean = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def summary(rows: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one run (see the module's docstring)."""
    vps = [v for r in rows for v in r["vp"]]
    eras = len(rows[0]["idle_loans"])
    seats = len(vps)
    return {
        "games": len(rows), "seats": seats,
        "vp": _ci(vps), "winners": statistics.mean(max(r["vp"]) for r in rows),
        "money_median": statistics.median(m for r in rows for m in r["money"]),
        "money_mean": statistics.mean(m for r in rows for m in r["money"]),
        "idle_loans": [sum(r["idle_loans"][e][p] for r in rows for p in range(len(r["vp"]))) / seats
                       for e in range(eras)],
        "loans": sum(sum(r["loans"]) for r in rows) / seats,
        "goods": _ci([g for r in rows for g in r["goods"]]),
        "last_turn": _last_turn(rows),
    }


def _last_turn(rows: Sequence[dict[str, Any]]) -> tuple[float, float] | None:
    """Medians a seat: (money at the start of its last turn, money spent in that turn); None for
    rows written before they were recorded."""
    pairs = [(start, end) for r in rows for start, end in zip(r.get("last_turn_money", ()), r["money"])
             if start is not None]
    if not pairs:
        return None
    return statistics.median(s for s, _ in pairs), statistics.median(s - e for s, e in pairs)


def paired(a: Sequence[dict[str, Any]], b: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Per-game differences b - a of the mean VP, money and flipped goods a seat (same games)."""
    by_index = {r["index"]: r for r in a}
    pairs = [(by_index[r["index"]], r) for r in b if r["index"] in by_index]
    out: dict[str, Any] = {"games": len(pairs)}
    for key in ("vp", "money", "goods"):
        out[key] = _ci([statistics.mean(y[key]) - statistics.mean(x[key]) for x, y in pairs])
    return out


def _read(path: str) -> list[dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _show(name: str, s: dict[str, Any]) -> None:
    print(f"{name}: {s['games']} games, {s['seats']} seats; VP a seat {s['vp'][0]:.1f} ± {s['vp'][1]:.1f}, "
          f"winners {s['winners']:.1f}; money left a seat median £{s['money_median']:g} "
          f"(mean {s['money_mean']:.1f}); loans a seat {s['loans']:.2f}, idle last-round loans a seat by era "
          f"{', '.join(f'{x:.3f}' for x in s['idle_loans'])}; flipped goods a seat "
          f"{s['goods'][0]:.2f} ± {s['goods'][1]:.2f}")
    if s["last_turn"] is not None:
        print(f"  money a seat at its last turn's start, median £{s['last_turn'][0]:g}; spent in it, median "
              f"£{s['last_turn'][1]:g}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("title", nargs="?")
    ap.add_argument("-p", "--players", type=int, default=4)
    ap.add_argument("-n", "--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--first", type=int, default=0, help="index of the first game (to split a run)")
    ap.add_argument("--bots", default="heuristic")
    ap.add_argument("--variant")
    ap.add_argument("--rows", help="append one JSON row a game here")
    ap.add_argument("--summary", nargs="+", metavar="ROWS", help="summarize row files instead of playing")
    args = ap.parse_args(argv)
    if args.summary:
        runs = [_read(p) for p in args.summary]
        for path, rows in zip(args.summary, runs):
            _show(path, summary(rows))
        for path, rows in zip(args.summary[1:], runs[1:]):
            d = paired(runs[0], rows)
            print(f"{path} - {args.summary[0]}: {d['games']} paired games; VP a seat {d['vp'][0]:+.2f} ± "
                  f"{d['vp'][1]:.2f}, money {d['money'][0]:+.1f} ± {d['money'][1]:.1f}, flipped goods "
                  f"{d['goods'][0]:+.2f} ± {d['goods'][1]:.2f}")
        return
    if args.title is None:
        ap.error("a title is needed to play")
    variant = None
    if args.variant:
        with open(args.variant, "rb") as f:
            variant = tomllib.load(f)
    names = args.bots.split(",")
    bots = names * args.players if len(names) == 1 else names
    for i in range(args.first, args.first + args.games):
        row = play_row(args.title, args.players, args.seed, i, bots, variant)
        line = json.dumps(row)
        if args.rows:
            with open(args.rows, "a", encoding="utf-8") as f:
                f.write(line + "\n")
        else:
            print(line)


if __name__ == "__main__":
    main()
