"""``brass show``: the board, as one player (or a spectator) may see it."""
from __future__ import annotations

import click

from brass.core.cli.board_text import print_board
from brass.core.cli.common import Output, UserError, echo_json, lang_option, load_session, plugin_option
from brass.core.cli.seats import BAD_SEAT
from brass.core.play.view import SPECTATOR, view

__all__ = ["show_cmd"]


@click.command("show")
@click.argument("game", type=click.Path(dir_okay=False))
@click.option("--as", "as_player", type=int, default=0, help="Seat (1-based) whose hand to show; 0 = nobody's.")
@click.option("--json", "as_json", is_flag=True, help="Print the view as JSON.")
@plugin_option
@lang_option
def show_cmd(game: str, as_player: int, as_json: bool, plugins: tuple[str, ...], lang: str) -> None:
    """Show the saved GAME: board, markets, merchants, players (and one hand with --as)."""
    out = Output(lang)
    session = load_session(out, game, plugins)
    g = session.game
    if not 0 <= as_player <= g.state.players:
        raise UserError(out, BAD_SEAT(seat=as_player, players=g.state.players))
    viewer = as_player - 1 if as_player else SPECTATOR
    if as_json:
        echo_json(view(g, viewer))
        return
    print_board(out, g, viewer)
