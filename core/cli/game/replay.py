"""``brass replay``: step through a saved game, printing what happened."""
from __future__ import annotations

import click

from brass.core.cli.common import Output, UserError, echo_json, fail, lang_option, plugin_option, terminal_columns
from brass.core.cli.game.board_text import print_board
from brass.core.cli.game.pictures import write_file
from brass.core.cli.game.play import print_scores
from brass.core.cli.game.seats import BAD_SEAT
from brass.core.files.session import Session, read_save
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import BrassError
from brass.core.play.result import final_result
from brass.core.play.view import SPECTATOR, view

STEP = text("cli.replay_step", "— decision {number} —")
STOPPED = text("cli.replay_stopped", "Stopped after decision {number} of {total}.")
VERIFIED = text("cli.replay_verified", "{file}: the log replays to the saved state ({count} decision).",
                plural="{file}: the log replays to the saved state ({count} decisions).")


@click.command("replay")
@click.argument("game", type=click.Path(dir_okay=False))
@click.option("--to", "to", type=click.IntRange(min=0), default=None, help="Stop after this many decisions.")
@click.option("--as", "as_player", type=int, default=0, help="Show the board as this seat (1-based) at the end.")
@click.option("--html", "html_file", type=click.Path(dir_okay=False), default=None,
              help="Write a self-contained page that steps through the game (as --as sees it, or public).")
@click.option("--json", "as_json", is_flag=True,
              help="Print only the final view as JSON, with the decisions replayed and a finished game's result.")
@click.option("--verify", is_flag=True,
              help="Only check that the log replays to the saved state (other commands may trust a sealed save).")
@plugin_option
@lang_option
def replay_cmd(game: str, to: int | None, as_player: int, html_file: str | None, as_json: bool, verify: bool,
               plugins: tuple[str, ...], lang: str) -> None:
    """Replay GAME from its start, printing each event, up to decision --to.

    What each decision said is printed under its number."""
    out = Output(lang, columns=terminal_columns())
    try:
        data = read_save(game)
        Session.from_dict(data, game, plugin_files=plugins)  # the whole save is checked before anything is shown
        session = Session.start_of(data, game, plugins)
    except BrassError as exc:
        fail(out, exc)
    if verify:
        out.echo(VERIFIED(file=game, count=len(data["log"])))
        return
    g = session.game
    out.currency = g.rules.currency
    if not 0 <= as_player <= g.state.players:
        raise UserError(out, BAD_SEAT(seat=as_player, players=g.state.players))
    log = data["log"]
    stop = len(log) if to is None else min(to, len(log))
    if html_file:
        from brass.core.picture.replay_page import replay_page

        try:  # a title without a board layout cannot be drawn: a clean error, as show --svg gives
            page = replay_page(session, log[:stop], as_player - 1 if as_player else SPECTATOR, game, lang)
        except BrassError as exc:
            fail(out, exc)
        write_file(out, html_file, page)
        return
    viewer = as_player - 1 if as_player else SPECTATOR
    if as_json:
        for option in log[:stop]:
            session.apply(option)
        data = view(g, viewer)
        data["replayed"] = {"decisions": stop, "total": len(log)}
        if g.over:
            data["result"] = final_result(g)
        echo_json(data)
        return
    g.listener = out.echo
    g.announce_round()
    said: list[Message] = []
    g.listener = said.append
    for i, option in enumerate(log[:stop], start=1):
        session.apply(option)
        if said:  # a decision that only began or went on with an action has no lines of its own
            out.echo(STEP(number=i))
            for message in said:
                out.echo(message)
            said.clear()
    g.listener = None
    if g.over:
        print_scores(out, g)
    else:
        out.echo(STOPPED(number=stop, total=len(log)))
    out.echo()
    print_board(out, g, viewer)
