"""The shape of an action: a short chain of decisions over a :class:`Frame`.

An action offers options for its current step and applies the chosen one.
Every offered option must lead to a legal, completable action, so a bot that
picks uniformly never reaches a dead end.  Effects may be applied step by step;
cancelling is done by restoring the state saved before the action began.
"""
from __future__ import annotations

from typing import ClassVar

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Text, text
from brass.core.play.context import GameContext
from brass.core.play.decision import Frame, Option

CHOOSE_ACTION = text("prompt.choose_action", "{player}: choose an action (actions left this turn: {left}).")
CARD_OPTION = text("option.card", "Discard {card}")
PROMPT_CARD = text("prompt.card", "{player}: choose the card to discard.")
DONE = text("option.done", "Done")
STOP = text("option.stop", "Stop here")


def card_option(game: GameContext, card: int) -> Option:
    """The option to use card type ``card`` (id ``card:<card id>``); static, so built once."""
    rules = game.rules
    cache = rules.names.cache
    key = ("card_option", card)
    found = cache.get(key)
    if found is None:
        found = cache[key] = Option(f"card:{rules.cards[card].id}", CARD_OPTION(card=rules.names.card(rules, card)))
    return found


def card_options(game: GameContext, player: int, exclude: tuple[int, ...] = ()) -> list[Option]:
    """One option per distinct card type in the hand (copies are interchangeable).

    ``exclude`` lists card types already set aside (one copy each).
    """
    hand = game.state.hands[player]
    if exclude:
        hand = list(hand)
        for c in exclude:
            hand.remove(c)
    return [card_option(game, c) for c in dict.fromkeys(hand)]  # first copies, in hand order


def card_from_option(game: GameContext, option: Option) -> int:
    """The card type named by a ``card:<id>`` option."""
    return game.rules.card_index[option.id[5:]]


def take_card(game: GameContext, frame: Frame, option: Option, next_step: str = "tile") -> bool:
    """The card step of an action: keep the chosen card for the discard at the end and move on
    to ``next_step``; returns False (the action goes on)."""
    frame.data["card"] = card_from_option(game, option)
    frame.step = next_step
    return False


def chain(game: GameContext, frame: Frame) -> bool:
    """Continue the current action with another action's ``frame`` (a bonus sale, free
    develops...).  The chained frame completes the original action: returns False,
    for the caller's ``choose`` to return."""
    frame.data["uses_action"] = True
    game.state.frame = frame
    return False


@mypyc_attr(allow_interpreted_subclasses=True)
class Action:
    """Base class for an action (or an interrupt step such as a forced sale)."""

    id: ClassVar[str] = ""
    label: ClassVar[Text] = text("action.unnamed", "(unnamed action)")
    #: False for interrupt steps that never appear in the turn menu
    in_menu: ClassVar[bool] = True
    #: True when completing it uses up one of the turn's actions
    uses_action: ClassVar[bool] = True
    #: steps whose choice only records it in the frame's data (``"begin"``: starting the
    #: action only makes its frame).  The engine keeps the legal-move memo
    #: (:meth:`~brass.core.play.engine.Game.memo`) across them, so the menu's availability
    #: check and the action's first steps share one enumeration.  Leave empty when unsure.
    pure_steps: ClassVar[frozenset[str]] = frozenset()

    def available(self, game: GameContext, player: int) -> bool:
        """Whether at least one legal way to complete the action exists."""
        raise NotImplementedError

    def unavailable_reason(self, game: GameContext, player: int) -> Message | None:
        """Why the action is not offered to ``player`` now, for the menu shown to people
        (asked only when :meth:`available` is False; None: no reason to give)."""
        return None

    def begin(self, game: GameContext, player: int) -> Frame:
        """The frame for a new instance of this action by ``player``."""
        raise NotImplementedError

    def options(self, game: GameContext, frame: Frame) -> list[Option]:
        """Legal options of the current step (never empty)."""
        raise NotImplementedError

    def choose(self, game: GameContext, frame: Frame, option: Option) -> bool:
        """Apply an offered option; return True when the action is complete."""
        raise NotImplementedError

    def prompt(self, game: GameContext, frame: Frame) -> Message:
        """The question asked at the current step."""
        raise NotImplementedError


@mypyc_attr(allow_interpreted_subclasses=True)
class Block(Action):
    """An action core shares and a title configures (Build, Network, Sell): the optional step
    that chooses what the action makes, and the title's own steps, are answered here."""

    def choice_options(self, game: GameContext, frame: Frame) -> list[Option]:
        """What the card may make (the block's optional choice step)."""
        raise AssertionError(frame.step)

    def take_choice(self, game: GameContext, frame: Frame, option: Option) -> None:
        """Record what was chosen at the choice step."""
        raise AssertionError(frame.step)

    def step_options(self, game: GameContext, frame: Frame) -> list[Option]:
        """The options of one of the title's own steps."""
        raise AssertionError(frame.step)

    def step_choose(self, game: GameContext, frame: Frame, option: Option) -> bool:
        """Apply the choice made at one of the title's own steps (True: the action is complete)."""
        raise AssertionError(frame.step)

    def step_prompt(self, game: GameContext, frame: Frame) -> Message:
        """The question of one of the title's own steps."""
        raise AssertionError(frame.step)
