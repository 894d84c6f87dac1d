"""``brass simulate``: many bot games, with speed and outcome statistics."""
from __future__ import annotations

import statistics

import click

from ..bots import make_bot
from ..errors import BrassError
from ..games import new_game
from ..messages import text
from ..runner import bot_seed, game_seed, simulate
from .main import Output, cli, fail, lang_option

SPEED = text("cli.sim_speed", "{games} games in {seconds} s: {gps} games/s, {dps} decisions/s")
LENGTH = text("cli.sim_length", "actions/game {actions}; decisions/game mean {mean}, median {median}")
WINS = text("cli.sim_wins", "wins by seat: {wins}")
VP = text("cli.sim_vp", "VP per player: mean {mean}, min {low}, max {high}")


@cli.command("simulate")
@click.argument("title")
@click.option("--players", "-p", type=int, required=True, help="Number of players.")
@click.option("-n", "--games", type=click.IntRange(min=1), default=10, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True, help="Master seed (each game's seed derives from it).")
@click.option("--bot", "bot_name", default="random", show_default=True, help="Bot for every seat.")
@lang_option
def simulate_cmd(title: str, players: int, games: int, seed: int, bot_name: str, lang: str) -> None:
    """Play GAMES random games of TITLE and print games/s, decisions/s and actions/game."""
    out = Output(lang)
    try:
        new_game(title, players, seed)  # validate title and player count before timing
        make_bot(bot_name, 0)
    except BrassError as exc:
        fail(out, exc)
    s = simulate(
        lambda i: new_game(title, players, game_seed(seed, i)),
        lambda i: [make_bot(bot_name, bot_seed(seed, i, p)) for p in range(players)],
        games,
    )
    out.echo(SPEED(games=s.games, seconds=f"{s.seconds:.2f}", gps=f"{s.games_per_second:.2f}",
                   dps=f"{s.decisions_per_second:.0f}"))
    out.echo(LENGTH(actions=f"{s.actions / s.games:.1f}", mean=f"{statistics.mean(s.lengths):.1f}",
                    median=f"{statistics.median(s.lengths):.1f}"))
    out.echo(WINS(wins=" ".join(f"P{i + 1}={w / s.games:.0%}" for i, w in enumerate(s.wins_by_seat))))
    out.echo(VP(mean=f"{statistics.mean(s.vp):.1f}", low=min(s.vp), high=max(s.vp)))
