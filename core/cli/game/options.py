"""``brass options``: the pending decision of a saved game."""
from __future__ import annotations

import click

from brass.core.cli.common import (
    Output,
    UserError,
    echo_json,
    lang_option,
    load_session,
    plugin_option,
    terminal_columns,
)
from brass.core.cli.game.seats import BAD_SEAT
from brass.core.i18n.messages import text
from brass.core.play.engine import player_name

DECIDES = text("cli.decides", "{player} decides: {prompt}")
OPTION_LINE = text("cli.option_line", "{number}. {id} — {label}")
HIDDEN = text("cli.options_hidden", "{player} decides; their options are private to them.")
FINISHED = text("cli.finished", "The game is over; there is nothing to decide.")


@click.command("options")
@click.argument("game", type=click.Path(dir_okay=False))
@click.option("--as", "as_player", type=int, default=0,
              help="Only show the options if this seat (1-based) decides; default: whoever decides.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@plugin_option
@lang_option
def options_cmd(game: str, as_player: int, as_json: bool, plugins: tuple[str, ...], lang: str) -> None:
    """List the pending decision of GAME: who decides and each option's id and label."""
    out = Output(lang, columns=terminal_columns())
    session = load_session(out, game, plugins)
    g = session.game
    if not 0 <= as_player <= g.state.players:
        raise UserError(out, BAD_SEAT(seat=as_player, players=g.state.players))
    d = g.decision()
    if d is None:
        if as_json:
            echo_json({"over": True, "player": 0, "options": []})
        else:
            out.echo(FINISHED())
        return
    visible = not as_player or as_player - 1 == d.player
    if as_json:
        frame = g.state.frame
        echo_json({
            "over": False, "player": d.player + 1, "prompt": out.text(d.prompt),
            # the action this decision belongs to ("" = choosing an action), and whether that
            # action began by itself (the menu offered it alone, e.g. Pass with nothing else legal)
            "action": frame.action if frame is not None else "",
            "action_began_by_itself": frame is not None and g.began_by_itself,
            "options": [{"id": o.id, "label": out.text(o.label)} for o in d.options] if visible else [],
        })
        return
    if not visible:
        out.echo(HIDDEN(player=player_name(d.player)))
        return
    out.echo(DECIDES(player=player_name(d.player), prompt=d.prompt))
    for i, o in enumerate(d.options, start=1):
        out.echo(OPTION_LINE(number=i, id=o.id, label=o.label))
