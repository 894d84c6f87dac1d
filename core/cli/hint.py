"""``hint`` inside ``brass play``: the heuristic bot's suggestion for the human's decision."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.hooks.bots import available_bots
from brass.core.i18n.messages import Message, text
from brass.core.play.decision import Decision
from brass.core.play.seat import Seat

if TYPE_CHECKING:
    from brass.core.play.engine import Game

#: the bot asked for hints (any bot with ``explain(decision, seat)``)
HINT_BOT = "heuristic"

HINT = text("cli.hint", "Hint: {number}. {id} — {label}; because: {reasons}")
NO_HINT = text("cli.no_hint", "No hint: the “{bot}” bot is not installed.")


def hint_line(game: "Game", decision: Decision, seed: int = 0) -> Message:
    """One line: the suggested option (number, id, label) and the evaluation's main reasons."""
    factory = available_bots().get(HINT_BOT)
    if factory is None:
        return NO_HINT(bot=HINT_BOT)
    bot = factory(seed)
    chosen, why = bot.explain(decision, Seat(game, decision.player))
    number = decision.ids().index(chosen) + 1
    return HINT(number=number, id=chosen, label=decision.options[number - 1].label, reasons=why)
