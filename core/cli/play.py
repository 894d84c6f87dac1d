"""``brass play``: a whole game at one terminal, printed as it goes."""
from __future__ import annotations

import click

from ..bots import make_bot
from ..engine import player_name
from ..errors import BrassError
from ..games import new_game
from ..messages import Money, text
from ..runner import bot_seed
from .main import Output, cli, fail, lang_option

FINAL_SCORES = text("cli.final_scores", "Final scores")
SCORE_LINE = text(
    "cli.score_line", "{place}. {player}: {vp} VP, income level {level}, {money}"
)
BAD_SEATS = text("cli.bad_seats", "--bots must be “all” or seat numbers like 1,3 (got {value}).")
NO_HUMANS_YET = text("cli.humans_unsupported", "Human seats need an interactive game; use --bots all.")


def parse_seats(value: str, players: int) -> set[int]:
    if value == "all":
        return set(range(players))
    seats = set()
    for part in value.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= players:
            raise ValueError(value)
        seats.add(int(part) - 1)
    return seats


@cli.command()
@click.argument("title")
@click.option("--players", "-p", type=int, required=True, help="Number of players.")
@click.option("--bots", default="all", show_default=True, help="Seats played by bots: all, or e.g. 1,3.")
@click.option("--bot", "bot_name", default="random", show_default=True, help="Which bot plays the bot seats.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the game (and the bots).")
@lang_option
def play(title: str, players: int, bots: str, bot_name: str, seed: int, lang: str) -> None:
    """Play a whole game of TITLE, printing every action and the final scores."""
    out = Output(lang)
    try:
        seats = parse_seats(bots, players)
    except ValueError:
        raise click.BadParameter(out.text(BAD_SEATS(value=bots)), param_hint="--bots")
    if len(seats) < players:
        raise click.UsageError(out.text(NO_HUMANS_YET()))
    try:
        game = new_game(title, players, seed)
        robots = [make_bot(bot_name, bot_seed(seed, 0, p)) for p in range(players)]
    except BrassError as exc:
        fail(out, exc)
    out.currency = game.rules.currency
    game.listener = out.echo
    game.announce_round()
    while not game.over:
        d = game.decision()
        assert d is not None
        game.apply(robots[d.player].choose(d, None))
    out.echo()
    out.echo(FINAL_SCORES())
    track = game.rules.track
    st = game.state
    for place, group in enumerate(game.ranking(), start=1):
        for p in group:
            out.echo(SCORE_LINE(place=place, player=player_name(p), vp=st.vp[p],
                                level=track.level(st.income[p]), money=Money(st.money[p])))
