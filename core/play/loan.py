"""Loan, as every Brass title has it: take money, fall income levels.

The marker falls to the highest space of the new level; a loan that would go
below the lowest level is not offered.  The money received is not spending.
Configured by the title's static ``rules.title.loan`` (``money``, ``income_levels``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from brass.core.i18n.messages import Money, text
from brass.core.model.bounds import bounded
from brass.core.model.cards import discard
from brass.core.play.actions import PROMPT_CARD, Action, Step, asks, card_options
from brass.core.play.decision import Frame, Option, player_name

if TYPE_CHECKING:
    from brass.core.play.engine import Game


@frozen
class LoanData:
    """A title's ``[loan]`` table (game.toml): the money a loan gives and the income levels it costs."""

    #: money a loan gives
    money: int = bounded()
    #: income levels it costs
    income_levels: int = bounded(0, 100)


LOAN = text("action.loan", "Loan")
LOG_LOAN = text("log.loan", "{player} takes a loan with {card}: +{money}, income level {level}.")


class Loan(Action):
    """One step: the card discarded takes the loan (the frame records nothing)."""

    id = "loan"
    label = LOAN

    def available(self, game: Game, player: int) -> bool:
        loan = game.rules.title.loan
        return game.rules.track.drop_levels(game.state.income[player], loan.income_levels) is not None

    def begin(self, game: Game, player: int) -> Frame:
        return Frame(self.id, "card", player, {})

    def steps(self) -> dict[str, Step]:
        return {"card": Step(self.card_options, self.take_card, asks(PROMPT_CARD))}

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
        return card_options(game, frame.player)

    def take_card(self, game: Game, frame: Frame, option: Option) -> bool:
        rules = game.rules
        st = game.state
        player = frame.player
        card: int = option.value
        loan = rules.title.loan
        space = rules.track.drop_levels(st.income[player], loan.income_levels)
        assert space is not None
        st.income[player] = space
        game.earn(player, loan.money)
        discard(st, rules.cards, player, card)
        if game.listener:
            game.say(LOG_LOAN(player=player_name(player), card=rules.names.card(rules, card),
                              money=Money(loan.money), level=rules.track.level(space)))
        return True
