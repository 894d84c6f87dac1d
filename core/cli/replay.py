"""``brass replay``: step through a saved game, printing what happened."""
from __future__ import annotations

import click

from brass.core.cli.board_text import print_board
from brass.core.cli.common import Output, UserError, fail, lang_option, plugin_option
from brass.core.cli.play import print_scores
from brass.core.cli.seats import BAD_SEAT
from brass.core.files.session import Session, read_save
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError
from brass.core.play.view import SPECTATOR

STEP = text("cli.replay_step", "— decision {number} —")
STOPPED = text("cli.replay_stopped", "Stopped after decision {number} of {total}.")


@click.command("replay")
@click.argument("game", type=click.Path(dir_okay=False))
@click.option("--to", "to", type=click.IntRange(min=0), default=None, help="Stop after this many decisions.")
@click.option("--as", "as_player", type=int, default=0, help="Show the board as this seat (1-based) at the end.")
@plugin_option
@lang_option
def replay_cmd(game: str, to: int | None, as_player: int, plugins: tuple[str, ...], lang: str) -> None:
    """Replay GAME from its start, printing each event, up to decision --to."""
    out = Output(lang)
    try:
        data = read_save(game)
        Session.from_dict(data, game, plugins)  # the whole save is checked before anything is shown
        session = Session.start_of(data, game, plugins)
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
