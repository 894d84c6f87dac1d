"""``brass show``: the board, as one player (or a spectator) may see it."""
from __future__ import annotations

from pathlib import Path

import click

from brass.core.cli.common import (
    NOT_FOUND,
    Output,
    UserError,
    echo_json,
    fail,
    lang_option,
    load_session,
    plugin_option,
    terminal_columns,
)
from brass.core.cli.game.board_text import board_part, find_part, print_board
from brass.core.cli.game.pictures import write_pictures
from brass.core.cli.game.seats import BAD_SEAT
from brass.core.files.session import Session, read_save
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import BrassError
from brass.core.play.result import final_result
from brass.core.play.view import SPECTATOR, view

__all__ = ["show_cmd"]

PART_ALONE = text("show.part_alone",
                  "--part shows part of the text board: it does not combine with --json, --svg or --png.")
UNKNOWN_PART = text("show.unknown_part", "“{part}” is neither a town nor a part of the board ({parts}): "
                    "try --part TOWN, e.g. --part {town}.")


@click.command("show")
@click.argument("game", type=click.Path(dir_okay=False))
@click.option("--as", "as_player", type=int, default=0, help="Seat (1-based) whose hand to show; 0 = nobody's.")
@click.option("--json", "as_json", is_flag=True, help="Print the view as JSON (with the result of a finished game).")
@click.option("--svg", "svg_file", type=click.Path(dir_okay=False), default=None,
              help="Also write a picture of the board (SVG) to this file.")
@click.option("--png", "png_file", type=click.Path(dir_okay=False), default=None,
              help="Also write a picture of the board (PNG; needs brass[pictures]) to this file.")
@click.option("--part", default=None, metavar="PART|TOWN",
              help="Show one part of the board (players, industries, links, markets, merchants, or one of "
                   "the title's own, listed when a part is not found) or one town (its id or name, or the "
                   "start of one) instead of the whole board.")
@click.option("--to", "to", type=click.IntRange(min=0), default=None,
              help="Show the game as it was after this many decisions (as replay --to).")
@plugin_option
@lang_option
def show_cmd(game: str, as_player: int, as_json: bool, svg_file: str | None, png_file: str | None,
             part: str | None, to: int | None, plugins: tuple[str, ...], lang: str) -> None:
    """Show the saved GAME: board, markets, merchants, players (and one hand with --as)."""
    out = Output(lang, columns=terminal_columns())
    if part is not None and (as_json or svg_file or png_file):
        raise click.UsageError(out.text(PART_ALONE()))
    session = load_session(out, game, plugins) if to is None else _session_at(out, game, plugins, to)
    g = session.game
    if not 0 <= as_player <= g.state.players:
        raise UserError(out, BAD_SEAT(seat=as_player, players=g.state.players))
    viewer = as_player - 1 if as_player else SPECTATOR
    if svg_file or png_file:
        write_pictures(out, g, viewer, svg_file, png_file)
        return
    if as_json:
        data = view(g, viewer)
        if g.over:
            data["result"] = final_result(g)
        echo_json(data)
        return
    if part is None:
        print_board(out, g, viewer)
        return
    found = find_part(g, part, out.lang, UNKNOWN_PART)
    if isinstance(found, Message):
        raise UserError(out, found)
    for line in board_part(g, viewer, found):
        out.echo(line)


def _session_at(out: Output, path: str, plugins: tuple[str, ...], to: int) -> Session:
    """The saved game replayed from its start through its first ``to`` decisions (all of them
    when the log is shorter), the whole save checked first as ``replay`` checks it."""
    if not Path(path).exists():
        raise UserError(out, NOT_FOUND(file=path))
    try:
        data = read_save(path)
        Session.from_dict(data, path, plugin_files=plugins)
        session = Session.start_of(data, path, plugins)
        for option in data["log"][:to]:
            session.apply(option)
    except BrassError as exc:
        fail(out, exc)
    out.currency = session.game.rules.currency
    return session
