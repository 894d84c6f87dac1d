"""``hint`` inside ``brass play``: the heuristic bot's suggestion for the human's question.

A hint names the whole action the bot would take (the action, then its card, industry,
place...), not only the next step, so one ``hint`` is enough for one move.  At the
"Keep it?" question that follows a finished action, it compares that action with what the
bot would have done from where the action began.  Any other question has no hint, and
says so.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brass.core.hooks.bots import available_bots
from brass.core.i18n.messages import Message, text
from brass.core.play.decision import Decision
from brass.core.play.seat import Seat

if TYPE_CHECKING:
    from brass.core.play.engine import Game

#: the bot asked for hints (any bot with ``suggest(decision, seat)`` or ``explain(decision, seat)``)
HINT_BOT = "heuristic"

HINT = text("cli.hint", "Hint: {number}. {id} — {label}; because: {reasons}")
HINT_THEN = text("cli.hint_then", "Hint: {number}. {id} — {label}, then {steps}; because: {reasons}",
                 note="steps: the suggested action's later choices in order, each “id — label”, "
                      "separated by commas")
HINT_STEP = text("cli.hint_step", "{id} — {label}", note="one later choice of a suggested action")
HINT_KEEP = text("cli.hint_keep", "Hint: {number}. {id} — {label}: the bot would have done the same ({steps}).",
                 note="at the question whether to keep a finished action; steps: that action's choices")
HINT_UNDO = text("cli.hint_undo",
                 "Hint: {number}. {id} — {label}: the bot would rather {steps}; because: {reasons}",
                 note="at the question whether to keep a finished action; steps: the choices of the "
                      "action the bot suggests instead, from where this one began")
NO_HINT = text("cli.no_hint", "No hint: the “{bot}” bot is not installed.")
NO_HINT_HERE = text("cli.no_hint_here", "No hint for this question: answer it as listed.")


def _bot(seed: int) -> Any:
    factory = available_bots().get(HINT_BOT)
    return None if factory is None else factory(seed)


def _suggestion(bot: Any, game: Game, decision: Decision) -> tuple[tuple[str, ...], list[Message]]:
    """The bot's whole action from ``decision`` (its option ids) and its reasons."""
    seat = Seat(game, decision.player)
    if hasattr(bot, "suggest"):
        chain, why = bot.suggest(decision, seat)
        return tuple(chain), why
    chosen, why = bot.explain(decision, seat)
    return (chosen,), why


def _steps(game: Game, player: int, chain: tuple[str, ...]) -> list[Message]:
    """Each option of ``chain`` with its label, as the player will be offered it (followed on
    a copy of the game; forced choices resolve themselves there as they will in play)."""
    g = game.clone()
    g.listener = None
    out: list[Message] = []
    for option_id in chain:
        d = g.decision()
        found = d.find(option_id) if d is not None and d.player == player else None
        if found is None:
            break
        out.append(HINT_STEP(id=found.id, label=found.label))
        g.step(option_id)
    return out


def _is_pending(game: Game, decision: Decision) -> bool:
    """Whether ``decision`` is the game's own pending question (not one the terminal asks)."""
    pending = game.decision()
    return pending is not None and pending.player == decision.player and pending.ids() == decision.ids()


def hint_line(game: Game, decision: Decision, seed: int = 0, start: Game | None = None,
              done: tuple[str, ...] = ()) -> Message:
    """One line: the suggested action (its first option's number, id and label, then the rest
    of its choices) and the evaluation's main reasons; or why there is none.

    In the middle of an action, ``start`` is the game where it began and ``done`` what the
    player chose since: when the bot's action from there begins the same way, the hint is its
    rest (the advice stays the same from one step to the next; planned from the middle alone,
    the bot would give up whichever card it values least without the menu's card values).
    """
    bot = _bot(seed)
    if bot is None:
        return NO_HINT(bot=HINT_BOT)
    if not _is_pending(game, decision):
        return NO_HINT_HERE()
    chain: tuple[str, ...] = ()
    if start is not None and done and (at_start := start.decision()) is not None:
        whole, why = _suggestion(bot, start, at_start)
        if whole[:len(done)] == done and len(whole) > len(done):
            chain = whole[len(done):]
    if not chain:
        chain, why = _suggestion(bot, game, decision)
    if decision.find(chain[0]) is None:
        return NO_HINT_HERE()
    number = decision.ids().index(chain[0]) + 1
    first = decision.options[number - 1]
    steps = _steps(game, decision.player, chain)[1:]
    if not steps:
        return HINT(number=number, id=first.id, label=first.label, reasons=why)
    return HINT_THEN(number=number, id=first.id, label=first.label, steps=steps, reasons=why)


def _end_key(start: Game, chain: tuple[str, ...]) -> Any:
    """Where ``chain`` leaves the game started at ``start`` (cards and the RNG aside)."""
    g = start.clone()
    g.listener = None
    for option_id in chain:
        g.step(option_id)
    return g.state.position_key()


def confirm_hint(start: Game, done: tuple[str, ...], decision: Decision, keep: str, undo: str,
                 seed: int = 0) -> Message:
    """The hint at "Keep it?": keep the action when it leaves the game where the bot's own
    action from ``start`` (the game where the action began) would, else take it back for the
    bot's.  ``done``: the options the player chose; ``keep``/``undo``: the two answers' ids."""
    bot = _bot(seed)
    if bot is None:
        return NO_HINT(bot=HINT_BOT)
    first = start.decision()
    if first is None or not done:
        return NO_HINT_HERE()
    chain, why = _suggestion(bot, start, first)
    same = chain == done or _end_key(start, chain) == _end_key(start, done)
    answer = decision.find(keep if same else undo)
    if answer is None:
        return NO_HINT_HERE()
    number = decision.ids().index(answer.id) + 1
    if same:
        return HINT_KEEP(number=number, id=answer.id, label=answer.label, steps=_steps(start, first.player, done))
    return HINT_UNDO(number=number, id=answer.id, label=answer.label, steps=_steps(start, first.player, chain),
                     reasons=why)


__all__ = ["HINT_BOT", "confirm_hint", "hint_line"]
