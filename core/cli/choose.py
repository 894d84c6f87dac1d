"""``brass choose``: apply options to a saved game and save it (all or nothing)."""
from __future__ import annotations

import click

from brass.core.cli.common import Output, UserError, fail, lang_option, load_session, plugin_option
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError, RuleViolation

REFUSED = text("cli.refused", "option {index} “{option}” was refused: {reason} Nothing was saved.")
APPLIED = text("cli.applied", "Applied {count} option(s); saved {file}.")


@click.command("choose")
@click.argument("game", type=click.Path(dir_okay=False))
@click.argument("option_ids", nargs=-1, required=True)
@plugin_option
@lang_option
def choose_cmd(game: str, option_ids: tuple[str, ...], plugins: tuple[str, ...], lang: str) -> None:
    """Apply OPTION_IDS to GAME in order, then save it; if one is illegal nothing is saved."""
    out = Output(lang)
    session = load_session(out, game, plugins)
    for i, option in enumerate(option_ids, start=1):
        try:
            session.apply(option)
        except RuleViolation as exc:
            raise UserError(out, REFUSED(index=i, option=option, reason=exc.message)) from None
    try:
        session.save(game)
    except BrassError as exc:
        fail(out, exc)
    out.echo(APPLIED(count=len(option_ids), file=game))
