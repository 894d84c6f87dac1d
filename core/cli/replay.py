"""``brass replay``: step through a saved game, printing what happened."""
from __future__ import annotations

import click

from ..errors import BrassError
from ..messages import text
from ..session import Session, read_save
from ..view import SPECTATOR
from .board_text import print_board
from .main import Output, UserError, cli, fail, lang_option
from .play import print_scores
from .seats import BAD_SEAT

STEP = text("cli.replay_step", "— decision {number} —")
STOPPED = text("cli.replay_stopped", "Stopped after decision {number} of {total}.")


@cli.command("replay")
@click.argument("game", type=click.Path(dir_okay=False))
@click.option("--to", "to", type=click.IntRange(min=0), default=None, help="Stop after this many decisions.")
@click.option("--as", "as_player", type=int, default=0, help="Show the board as this seat (1-based) at the end.")
@lang_option
def replay_cmd(game: str, to: int | None, as_player: int, lang: str) -> None:
    """Replay GAME from its start, printing each event, up to decision --to."""
    out = Output(lang)
    try:
        data = read_save(game)
        Session.from_dict(data, game)  # the whole save is checked before anything is shown
        session = Session.start_of(data, game)
    except BrassError as exc:
        fail(out, exc)
    g = session.game
    out.currency = g.rules.currency
    if not 0 <= as_player <= g.state.players:
        raise UserError(out, BAD_SEAT(seat=as_player, players=g.state.players))
    log = data["log"]
    stop = len(log) if to is None else min(to, len(log))
    g.listener = out.echo
    g.announce_round()
    for i, option in enumerate(log[:stop], start=1):
        out.echo(STEP(number=i))
        session.apply(option)
    g.listener = None
    if g.over:
        print_scores(out, g)
    else:
        out.echo(STOPPED(number=stop, total=len(log)))
    out.echo()
    print_board(out, g, as_player - 1 if as_player else SPECTATOR)
