"""The shape of an action: a short chain of decisions over a :class:`Frame`.

An action offers options for its current step and applies the chosen one.
Every offered option must lead to a legal, completable action, so a bot that
picks uniformly never reaches a dead end.  Effects may be applied step by step;
cancelling is done by restoring the state saved before the action began.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Text, text
from brass.core.play.decision import Frame, Option, player_name

if TYPE_CHECKING:  # (the engine imports this module: no import at run time)
    from brass.core.play.engine import Game

CARD_OPTION = text("option.card", "Discard {card}")
PROMPT_CARD = text("prompt.card", "{player}: choose the card to discard.")
DONE = text("option.done", "Done")
STOP = text("option.stop", "Stop here")


def card_option(game: Game, card: int) -> Option:
    """The option to use card type ``card`` (id ``card:<card id>``); static, so built once."""
    rules = game.rules
    cache = rules.names.cache
    key = ("card_option", card)
    found = cache.get(key)
    if found is None:
        label = CARD_OPTION(card=rules.names.card(rules, card))
        found = cache[key] = Option(f"card:{rules.cards[card].id}", label, card)
    return found


def card_options(game: Game, player: int, exclude: tuple[int, ...] = ()) -> list[Option]:
    """One option per distinct card type in the hand (copies are interchangeable).

    ``exclude`` lists card types already set aside (one copy each).
    """
    hand = game.state.hands[player]
    if exclude:
        hand = list(hand)
        for c in exclude:
            hand.remove(c)
    return [card_option(game, c) for c in dict.fromkeys(hand)]  # first copies, in hand order


def chain(game: Game, frame: Frame) -> bool:
    """Continue the current action with another action's ``frame`` (a bonus sale, free
    develops...).  The chained frame completes the original action: returns False,
    for the caller's ``choose`` to return."""
    frame.data["uses_action"] = True
    game.state.frame = frame
    return False


#: what a step offers: (game, frame) -> the legal options (never empty)
Offer = Callable[[Any, Frame], list[Option]]
#: what a choice does: (game, frame, option) -> True: the action is complete; False: it goes on
#: where the choice left it (the choice moved ``frame.step`` or chained); None: on to ``then``
Take = Callable[[Any, Frame, Option], "bool | None"]
#: the step's question: (game, frame) -> the prompt
Ask = Callable[[Any, Frame], Message]


class Step(NamedTuple):
    """One step of an action: what it offers, what a choice does, its question, and the next step."""

    offer: Offer
    take: Take
    ask: Ask
    #: the step after this one when ``take`` returns None ("": ``take`` always decides)
    then: str = ""


def asks(message: Text) -> Ask:
    """A step's question that names only the player (``{player}``)."""
    def ask(game: Any, frame: Frame) -> Message:
        return message(player=player_name(frame.player))
    return ask


def stop_or(stop: Text, offer: Offer) -> Offer:
    """A step that offers ``Stop here`` (id ``done``) before ``offer``'s options."""
    def more(game: Any, frame: Frame) -> list[Option]:
        return [Option("done", stop())] + offer(game, frame)
    return more


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
    #: :meth:`steps`, once built (see :meth:`table`)
    _table: dict[str, Step] | None = None

    def available(self, game: Game, player: int) -> bool:
        """Whether at least one legal way to complete the action exists."""
        raise NotImplementedError

    def unavailable_reason(self, game: Game, player: int) -> Message | None:
        """Why the action is not offered to ``player`` now, for the menu shown to people
        (asked only when :meth:`available` is False; None: no reason to give)."""
        return None

    def begin(self, game: Game, player: int) -> Frame:
        """The frame for a new instance of this action by ``player``."""
        raise NotImplementedError

    def steps(self) -> dict[str, Step]:
        """The action's steps by name, in the order a player meets them: the flow of the action,
        read top to bottom.  A subclass adds or replaces steps with ``{**super().steps(), ...}``."""
        raise NotImplementedError

    def table(self) -> dict[str, Step]:
        """:meth:`steps`, built once for this action object (the engine dispatches through it)."""
        found = self._table
        if found is None:
            found = self._table = self.steps()
        return found

    def options(self, game: Game, frame: Frame) -> list[Option]:
        """Legal options of the current step (never empty)."""
        return (self._table or self.table())[frame.step].offer(game, frame)

    def choose(self, game: Game, frame: Frame, option: Option) -> bool:
        """Apply an offered option; return True when the action is complete."""
        step = (self._table or self.table())[frame.step]
        done = step.take(game, frame, option)
        if done is None:
            frame.step = step.then
            return False
        return done

    def prompt(self, game: Game, frame: Frame) -> Message:
        """The question asked at the current step."""
        return (self._table or self.table())[frame.step].ask(game, frame)


@mypyc_attr(allow_interpreted_subclasses=True)
class Block(Action):
    """An action core shares and a title configures (Build, Network, Sell, Develop): the block
    declares the shared steps, starting with the card, and the title adds its own to :meth:`~Action.steps`."""

    #: the step after the card that chooses what the action makes (None: the next step's options say it)
    choice_step: ClassVar[str | None] = None
    #: the choice step's question (takes ``{player}``)
    prompt_choice: ClassVar[Text | None] = None

    def start_data(self, game: Game, player: int) -> Mapping[str, object]:
        """The frame's data when the action begins (the block's typed record)."""
        return {}

    def begin(self, game: Game, player: int) -> Frame:
        return Frame(self.id, "card", player, self.start_data(game, player))

    def card_steps(self, after: str) -> dict[str, Step]:
        """The card step, then the :attr:`choice_step` when the block has one, both leading to ``after``."""
        table = {"card": Step(self.card_options, self.take_card, self.card_prompt, then=self.choice_step or after)}
        if self.choice_step is not None:
            table[self.choice_step] = Step(self.choice_options, self.take_choice, self.choice_prompt, then=after)
        return table

    def choice_options(self, game: Game, frame: Frame) -> list[Option]:
        """What the card may make, at the :attr:`choice_step` (each option's value says what)."""
        raise NotImplementedError

    def take_choice(self, game: Game, frame: Frame, option: Option) -> None:
        """Record what was chosen at the :attr:`choice_step`."""
        raise NotImplementedError

    def choice_prompt(self, game: Game, frame: Frame) -> Message:
        assert self.prompt_choice is not None
        return self.prompt_choice(player=player_name(frame.player))

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
        """The cards that allow the action (by default every distinct card in the hand)."""
        return card_options(game, frame.player)

    def take_card(self, game: Game, frame: Frame, option: Option) -> bool | None:
        """Record the chosen card (a title may record more: whiskey played with it)."""
        frame.data["card"] = option.value
        return None

    def card_prompt(self, game: Game, frame: Frame) -> Message:
        return PROMPT_CARD(player=player_name(frame.player))
