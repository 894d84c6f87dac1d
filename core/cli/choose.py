"""``brass choose``: apply options to a saved game and save it (all or nothing)."""
from __future__ import annotations

import click

from brass.core.cli.common import Output, UserError, fail, lang_option, load_session, plugin_option
from brass.core.cli.play_input import option_for
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError, RuleViolation

REFUSED = text("cli.refused", "option {index} “{option}” was refused: {reason} Nothing was saved.")
APPLIED = text("cli.applied", "Applied {count} option; saved {file}.", plural="Applied {count} options; saved {file}.")


@click.command("choose")
@click.argument("game", type=click.Path(dir_okay=False))
@click.argument("option_ids", nargs=-1, required=True)
@plugin_option
@lang_option
def choose_cmd(game: str, option_ids: tuple[str, ...], plugins: tuple[str, ...], lang: str) -> None:
    """Apply OPTION_IDS to GAME in order, then save it; if one is illegal nothing is saved.

    Each may also be the option's number as ``brass options`` lists it at that point.
    """
    out = Output(lang)
    session = load_session(out, game, plugins)
    for i, answer in enumerate(option_ids, start=1):
        d = session.game.decision()
        option = option_for(answer, d) if d is not None else answer  # a number as `brass options` lists it
        try:
            session.apply(option)
        except RuleViolation as exc:
            raise UserError(out, REFUSED(index=i, option=option, reason=exc.message)) from None
    try:
        session.save(game)
    except BrassError as exc:
        fail(out, exc)
    out.echo(APPLIED(count=len(option_ids), file=game))
