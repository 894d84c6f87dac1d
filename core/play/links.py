"""Network, the Brass-family building block: discard a card, lay a link on a line, pay, perhaps a second.

Every title shares the frame of the action: choose a card, choose what to lay (a
title with one kind of link per era skips this step), choose a line, pay (fees at
once, then resource cubes, asking where a cube comes from only when the choice is
real), resolve what the link triggers, then offer a second link or stop, and end.
A title configures the block by subclassing :class:`Network`: which lines and
kinds it offers and at what cost (usually over :func:`free_lines`), what laying a
link pays (``place``), what it triggers (``after_link``), whether a second may
follow (``more``), how the action closes (``close``) and its texts.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Text
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, STOP, Block, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name

if TYPE_CHECKING:
    from brass.core.play.engine import Game

#: what a link costs in cubes: (resource, amount, delivery locations, purpose, detail) each, as
#: :func:`brass.core.play.payment.start` takes them
Costs = list[tuple[int, int, tuple[int, ...], str, int]]


def free_lines(game: "Game", network: int) -> list[int]:
    """Empty lines of the current era touching the ``network`` mask of locations (every line
    while the player has nothing on the board: ``network`` 0)."""
    st = game.state
    era = st.era
    owner = st.link_owner
    return [link.index for link in game.rules.board.links
            if owner[link.index] < 0 and era in link.eras and (not network or network & link.ends_mask)]


@mypyc_attr(allow_interpreted_subclasses=True)
class Network(Block):
    """The network action; a title subclasses it and fills in the marked methods.

    Steps: ``card`` → [``choice_step``] → ``line_step`` → [``pay``] → [the title's steps]
    → ``second`` (stop, or the first choice again) → ... → close.  The title's own steps
    are answered by ``step_options`` / ``step_choose`` / ``step_prompt``.
    """

    id = "network"
    #: the step between card and line that chooses what to lay (None: one kind of link)
    choice_step: ClassVar[str | None] = None
    #: the step that chooses the line
    line_step: ClassVar[str] = "link"
    #: the choice step's question and the line step's (both take ``{player}``)
    prompt_choice: ClassVar[Text | None] = None
    prompt_line: ClassVar[Text | None] = None
    option_stop: ClassVar[Text] = STOP

    # -- what a title configures ------------------------------------------------------
    def start_data(self, game: "Game", player: int) -> dict:
        """The frame's data when the action begins."""
        return {}

    def line_options(self, game: "Game", frame: Frame) -> list[Option]:
        """The lines the link may go on, with their costs."""
        raise NotImplementedError

    def line_of(self, game: "Game", option: Option) -> int:
        """The line a line option names (``link:<ref>`` by default)."""
        return game.rules.board.link_index[option.id.split(":", 1)[1]]

    def place(self, game: "Game", frame: Frame, line: int) -> Costs:
        """Lay the link on ``line`` and pay its fees; returns the cubes it still costs."""
        raise NotImplementedError

    def after_link(self, game: "Game", frame: Frame) -> bool:
        """The link is paid: what it triggers (bonuses, a log line), then :meth:`next_link`."""
        return self.next_link(game, frame)

    def more(self, game: "Game", frame: Frame) -> bool:
        """Whether a second link may follow now."""
        return False

    def close(self, game: "Game", frame: Frame) -> bool:
        """No more links: discard the card and say the action (a title may chain follow-ups)."""
        discard(game.state, game.rules.cards, frame.player, frame.data["card"])
        if game.listener:
            self.log(game, frame)
        return True

    def log(self, game: "Game", frame: Frame) -> None:
        """Say the action at its close (asked only with a listener; a title that says each link
        as it is laid says nothing here)."""

    def line_prompt(self, game: "Game", frame: Frame) -> Message:
        assert self.prompt_line is not None
        return self.prompt_line(player=player_name(frame.player))

    def second_prompt(self, game: "Game", frame: Frame) -> Message:
        """The question of the ``second`` step (a second link, or stop)."""
        raise AssertionError(frame.step)

    # -- the shared steps -------------------------------------------------------------
    def next_link(self, game: "Game", frame: Frame) -> bool:
        """One link is done: offer a second when one may follow, else close."""
        if self.more(game, frame):
            frame.step = "second"
            return False
        return self.close(game, frame)

    def _first(self, game: "Game", frame: Frame) -> list[Option]:
        if self.choice_step is not None:
            return self.choice_options(game, frame)
        return self.line_options(game, frame)

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, self.start_data(game, player))

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        if step == "card":
            return card_options(game, frame.player)
        if step == "pay":
            return payment.options(game, frame)
        if step == "second":
            return [Option("done", self.option_stop())] + self._first(game, frame)
        if step == self.line_step:
            return self.line_options(game, frame)
        if step == self.choice_step:
            return self.choice_options(game, frame)
        return self.step_options(game, frame)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        if step == "card":
            frame.data["card"] = card_from_option(game, option)
            frame.step = self.choice_step or self.line_step
            return False
        if step == "pay":
            return payment.answer(game, frame, option, self.after_link)
        if step == "second" and option.id == "done":
            return self.close(game, frame)
        if step == self.choice_step or (step == "second" and self.choice_step is not None):
            self.take_choice(game, frame, option)
            frame.step = self.line_step
            return False
        if step in (self.line_step, "second"):
            costs = self.place(game, frame, self.line_of(game, option))
            if not costs:
                return self.after_link(game, frame)
            return payment.pay(game, frame, costs, self.after_link)
        return self.step_choose(game, frame, option)

    def prompt(self, game: "Game", frame: Frame) -> Message:
        step = frame.step
        who = player_name(frame.player)
        if step == "card":
            return PROMPT_CARD(player=who)
        if step == "pay":
            return payment.prompt(game, frame)
        if step == "second":
            return self.second_prompt(game, frame)
        if step == self.line_step:
            return self.line_prompt(game, frame)
        if step == self.choice_step and self.prompt_choice is not None:
            return self.prompt_choice(player=who)
        return self.step_prompt(game, frame)


__all__ = ["Costs", "Network", "free_lines"]
