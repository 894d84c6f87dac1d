"""Network, the Brass-family building block: discard a card, lay a link on a line, pay, perhaps a second.

Every title shares the frame of the action: choose a card, choose what to lay (a
title with one kind of link per era skips this step), choose a line, pay (fees at
once, then resource cubes, asking where a cube comes from only when the choice is
real), resolve what the link triggers, then offer a second link or stop, and end.
A title configures the block by subclassing :class:`Network`: which lines and
kinds it offers and at what cost (usually over :func:`free_lines`), what laying a
link pays (``place``), what it triggers (``after_link``, and steps of its own
before a second link: ``link_steps``), whether a second may follow (``more``), how
the action closes (``close``) and its texts.  Each option's value is what it
names (a line, a kind); the frame's data is a :class:`NetworkData`.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Text
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import STOP, Block, Step, stop_or
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.payment import PaymentData, Queued

if TYPE_CHECKING:
    from brass.core.play.engine import Game

#: what a link costs in cubes: (resource, amount, delivery locations, purpose, detail) each, as
#: :func:`brass.core.play.payment.start` takes them
Costs = list[Queued]


def free_lines(game: Game, network: int) -> Iterator[int]:
    """Empty lines of the current era touching the ``network`` mask of locations (every line
    while the player has nothing on the board: ``network`` 0).

    A generator, so a caller that needs only the first buildable line (is Network possible at
    all?) stops there instead of visiting every line of the board."""
    owner = game.state.link_owner
    for line, ends in game.rules.board.era_lines[game.state.era]:
        if owner[line] < 0 and (not network or network & ends):
            yield line


class NetworkData(PaymentData, total=False):
    """What a network action's frame records (plain values, saved with the game); a title's
    network extends it (its ``data`` then casts to the title's record)."""

    card: int  # the card type discarded


def data(frame: Frame) -> NetworkData:
    """The network action's frame data, typed."""
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Network(Block):
    """The network action; a title subclasses it and fills in the marked methods.

    Steps (:meth:`steps`): ``card`` → [``choice_step``] → ``line_step`` → [``pay``] → [the
    title's :meth:`link_steps`] → ``second`` (stop, or the first choice again) → ... → close.
    Frame data: :class:`NetworkData`.
    """

    id = "network"
    #: the step that chooses the line (after the card, or after the :attr:`choice_step` of what to lay)
    line_step: ClassVar[str] = "link"
    #: the line step's question (takes ``{player}``)
    prompt_line: ClassVar[Text | None] = None
    option_stop: ClassVar[Text] = STOP

    # -- what a title configures ------------------------------------------------------
    def start_data(self, game: Game, player: int) -> NetworkData:
        """The frame's data when the action begins."""
        return {}

    def line_options(self, game: Game, frame: Frame) -> list[Option]:
        """The lines the link may go on, with their costs (each option's value is its line)."""
        raise NotImplementedError

    def place(self, game: Game, frame: Frame, line: int) -> Costs:
        """Lay the link on ``line`` and pay its fees; returns the cubes it still costs."""
        raise NotImplementedError

    def after_link(self, game: Game, frame: Frame) -> bool:
        """The link is paid: what it triggers (bonuses, a log line), then :meth:`next_link`."""
        return self.next_link(game, frame)

    def link_steps(self) -> dict[str, Step]:
        """The title's steps between a paid link and the ``second`` step (free develops)."""
        return {}

    def more(self, game: Game, frame: Frame) -> bool:
        """Whether a second link may follow now."""
        return False

    def close(self, game: Game, frame: Frame) -> bool:
        """No more links: discard the card and say the action (a title may chain follow-ups)."""
        discard(game.state, game.rules.cards, frame.player, data(frame)["card"])
        if game.listener:
            self.log(game, frame)
        return True

    def log(self, game: Game, frame: Frame) -> None:
        """Say the action at its close (asked only with a listener; a title that says each link
        as it is laid says nothing here)."""

    def line_prompt(self, game: Game, frame: Frame) -> Message:
        assert self.prompt_line is not None
        return self.prompt_line(player=player_name(frame.player))

    def second_prompt(self, game: Game, frame: Frame) -> Message:
        """The question of the ``second`` step (a second link, or stop)."""
        raise NotImplementedError

    # -- the shared steps -------------------------------------------------------------
    def steps(self) -> dict[str, Step]:
        line = self.line_step
        table = self.card_steps(line)
        table[line] = Step(self.line_options, self.take_line, self.line_prompt)
        table["pay"] = Step(payment.options, self.take_payment, payment.prompt)
        table.update(self.link_steps())
        first_options = self.line_options if self.choice_step is None else self.choice_options
        table["second"] = Step(stop_or(self.option_stop, first_options), self.take_second, self.second_prompt,
                               then=line)
        return table

    def take_line(self, game: Game, frame: Frame, option: Option) -> bool:
        costs = self.place(game, frame, option.value)
        if not costs:
            return self.after_link(game, frame)
        return payment.pay(game, frame, costs, self.after_link)

    def take_payment(self, game: Game, frame: Frame, option: Option) -> bool:
        return payment.answer(game, frame, option, self.after_link)

    def take_second(self, game: Game, frame: Frame, option: Option) -> bool | None:
        """Stop (``done``, no value), or the first choice of another link."""
        if option.value is None:
            return self.close(game, frame)
        if self.choice_step is None:
            return self.take_line(game, frame, option)
        self.take_choice(game, frame, option)
        return None  # on to the line step

    def next_link(self, game: Game, frame: Frame) -> bool:
        """One link is done: offer a second when one may follow, else close."""
        if self.more(game, frame):
            frame.step = "second"
            return False
        return self.close(game, frame)


__all__ = ["Costs", "Network", "NetworkData", "data", "free_lines"]
