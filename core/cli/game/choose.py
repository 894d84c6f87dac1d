"""``brass choose``: apply options to a saved game and save it (all or nothing).

It prints what happened as the log says it (an action completing, and what the game did by
itself after it: a forced overbuild, a bot-free income phase...), then what was saved.  An
id that is refused says whether the game has no such option at all or why it is not offered
now.
"""
from __future__ import annotations

import click

from brass.core.cli.common import Output, UserError, fail, lang_option, load_session, plugin_option
from brass.core.cli.game.play_input import option_for
from brass.core.cli.game.refusal import refusal_reason
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import BrassError, RuleViolation

REFUSED = text("cli.refused", "option {index} “{option}” was refused: {reason} Nothing was saved.")
NOT_NOW = text("cli.choose_not_now", "option {index} “{option}” is not offered now: {reason}. Nothing was saved.",
               note="reason: why the option, a real option of this game, is not offered at this point")
UNKNOWN = text("cli.choose_unknown",
               "option {index} “{option}” is no option of this game (not an action, card, industry, space, line "
               "or source it has; brass options lists those offered now). Nothing was saved.")
NO_NUMBER = text("cli.choose_no_number",
                 "option {index} “{option}”: there is no option {option} now (answer 1 to {count}). Nothing was saved.")
APPLIED = text("cli.applied", "Applied {count} option; saved {file}.", plural="Applied {count} options; saved {file}.")


@click.command("choose")
@click.argument("game", type=click.Path(dir_okay=False))
@click.argument("option_ids", nargs=-1, required=True)
@plugin_option
@lang_option
def choose_cmd(game: str, option_ids: tuple[str, ...], plugins: tuple[str, ...], lang: str) -> None:
    """Apply OPTION_IDS to GAME in order, then save it; if one is illegal nothing is saved.

    Each may also be the option's number as ``brass options`` lists it at that point.  What
    happened is printed as the game's log says it.
    """
    out = Output(lang)
    session = load_session(out, game, plugins)
    said: list[Message] = []
    session.game.listener = said.append
    for i, answer in enumerate(option_ids, start=1):
        d = session.game.decision()
        option = option_for(answer, d) if d is not None else answer  # a number as `brass options` lists it
        try:
            session.apply(option)
        except RuleViolation as exc:
            if d is None:
                raise UserError(out, REFUSED(index=i, option=option, reason=exc.message)) from None
            if option.isascii() and option.isdigit():
                raise UserError(out, NO_NUMBER(index=i, option=option, count=len(d.options))) from None
            reason = refusal_reason(session.game, d, option, session.chosen_in_action())
            if reason is None:
                raise UserError(out, UNKNOWN(index=i, option=option)) from None
            raise UserError(out, NOT_NOW(index=i, option=option, reason=reason)) from None
    session.game.listener = None
    try:
        session.save(game)
    except BrassError as exc:
        fail(out, exc)
    for line in said:
        out.echo(line)
    out.echo(APPLIED(count=len(option_ids), file=game))
