"""``brass bench``: speed of random play on one core (games/s, decisions/s, clone cost)."""
from __future__ import annotations

import json
import time

import click

from brass.core.cli.common import Output, fail, lang_option
from brass.core.hooks.bots import make_bot
from brass.core.hooks.games import new_game
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError
from brass.core.play.runner import bot_seed, game_seed, play_out

BENCH_LINE = text(
    "cli.bench", "{title}, {players} players, {games} random games: {gps} games/s, {dps} decisions/s, "
    "{apg} actions/game; new game {setup} ms; clone {clone} µs"
)


def measure(title: str, players: int, games: int, seed: int = 0, bot: str = "random") -> dict[str, float]:
    """Play ``games`` random games and time them; also time setup and cloning."""
    new_game(title, players, seed)  # warm caches (data, plugin manager)
    decisions = actions = 0
    play_time = 0.0
    clone_time = 0.0
    clones = 0
    setup_time = 0.0
    for i in range(games):
        t0 = time.perf_counter()
        g = new_game(title, players, game_seed(seed, i))
        t1 = time.perf_counter()
        bots = [make_bot(bot, bot_seed(seed, i, p)) for p in range(players)]
        t2 = time.perf_counter()
        decisions += play_out(g, bots)
        t3 = time.perf_counter()
        actions += g.actions_taken
        setup_time += t1 - t0
        play_time += (t1 - t0) + (t3 - t2)
        for _ in range(20):
            c0 = time.perf_counter()
            g.clone()
            clone_time += time.perf_counter() - c0
            clones += 1
    return {
        "games": games,
        "games_per_second": games / play_time,
        "decisions_per_second": decisions / play_time,
        "actions_per_game": actions / games,
        "setup_ms": 1000 * setup_time / games,
        "clone_us": 1e6 * clone_time / clones,
    }


@click.command("bench")
@click.argument("title")
@click.option("--players", "-p", type=int, default=4, show_default=True)
@click.option("-n", "--games", type=click.IntRange(min=1), default=50, show_default=True)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON.")
@lang_option
def bench(title: str, players: int, games: int, seed: int, as_json: bool, lang: str) -> None:
    """Measure random-play speed of TITLE on one core."""
    out = Output(lang)
    try:
        r = measure(title, players, games, seed)
    except BrassError as exc:
        fail(out, exc)
    if as_json:
        click.echo(json.dumps({"title": title, "players": players, **r}, indent=2))
        return
    out.echo(BENCH_LINE(title=title, players=players, games=games, gps=f"{r['games_per_second']:.1f}",
                        dps=f"{r['decisions_per_second']:.0f}", apg=f"{r['actions_per_game']:.1f}",
                        setup=f"{r['setup_ms']:.2f}", clone=f"{r['clone_us']:.1f}"))
