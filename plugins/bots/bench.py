"""Benchmark: milliseconds per decision of each bot, on one core.

    python -m brass.plugins.bots.bench birmingham --players 4 --bots heuristic,search:16 --games 2

Every bot named plays all seats of ``--games`` games (seeds 1, 2, ...); the time of
each of its decisions is measured around ``choose`` alone (the engine's own work
of applying the option is not counted), as processor time of this process (so a
busy machine does not inflate it) and as wall time.  Prints one line per bot:
decisions, mean and 95th-percentile CPU milliseconds, mean wall milliseconds, the
mean VP a seat, and the CPU seconds of a whole turn (every decision of a seat's turn
together: what a player at the terminal waits for; the search bot thinks at a turn's
start and then follows its plan), mean and longest.
"""
from __future__ import annotations

import argparse
import statistics
import time

from brass.core.hooks.bots import make_bot
from brass.core.hooks.games import new_game
from brass.core.play.runner import bot_seed, game_seed
from brass.core.play.seat import bot_input


def measure(title: str, players: int, bot: str, games: int, seed: int = 1) -> dict[str, float]:
    """Per-decision times (ms) and VP of ``bot`` playing every seat of ``games`` games."""
    times: list[float] = []
    walls: list[float] = []
    vps: list[int] = []
    turns: dict[tuple[int, int, int, int, int], float] = {}
    for i in range(games):
        g = new_game(title, players, game_seed(seed, i))
        bots = [make_bot(bot, bot_seed(seed, i, p)) for p in range(players)]
        while (d := g.decision()) is not None:
            b = bots[d.player]
            st = g.state
            turn = (i, st.era, st.round, st.turn, d.player)
            seen = bot_input(b, g, d.player)
            start = time.process_time()
            wall = time.perf_counter()
            option = b.choose(d, seen)
            times.append((time.process_time() - start) * 1000)
            turns[turn] = turns.get(turn, 0.0) + times[-1] / 1000
            walls.append((time.perf_counter() - wall) * 1000)
            g.apply(option)
        vps.extend(g.state.vp)
    times.sort()
    return {"decisions": len(times), "mean_ms": statistics.mean(times),
            "p95_ms": times[int(0.95 * (len(times) - 1))], "wall_ms": statistics.mean(walls),
            "vp": statistics.mean(vps), "turn_s": statistics.mean(turns.values()),
            "turn_max_s": max(turns.values())}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("title")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="random,eager,heuristic")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    for bot in args.bots.split(","):
        r = measure(args.title, args.players, bot, args.games, args.seed)
        print(f"{bot:14} {r['decisions']:6d} decisions  CPU {r['mean_ms']:8.2f} ms mean "
              f"{r['p95_ms']:8.2f} ms p95  wall {r['wall_ms']:8.2f} ms mean  VP a seat {r['vp']:5.1f}  "
              f"turn {r['turn_s']:6.2f} s mean {r['turn_max_s']:6.2f} s longest")


if __name__ == "__main__":
    main()
