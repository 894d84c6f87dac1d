"""Loan: take £30 and fall three income levels, to the highest space of the new level.

Illegal when it would take income below level -10.  The money is not spending.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from core.actions import Action, PROMPT_CARD, card_from_option, card_options
from core.cards import discard
from core.decision import Frame, Option
from core.engine import player_name
from core.messages import Message, Money

from .. import texts

if TYPE_CHECKING:
    from core.engine import Game


class Loan(Action):
    id = "loan"
    label = texts.LOAN

    def available(self, game: "Game", player: int) -> bool:
        loan = game.rules.title.loan
        return game.rules.track.drop_levels(game.state.income[player], loan.income_levels) is not None

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        return card_options(game, frame.player)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        rules = game.rules
        st = game.state
        player = frame.player
        card = card_from_option(game, option)
        loan = rules.title.loan
        space = rules.track.drop_levels(st.income[player], loan.income_levels)
        assert space is not None
        st.income[player] = space
        game.earn(player, loan.money)
        discard(st, rules.cards, player, card)
        if game.listener:
            game.say(texts.LOG_LOAN(player=player_name(player), card=rules.names.card(rules, card),
                                    money=Money(loan.money), level=rules.track.level(space)))
        return True

    def prompt(self, game: "Game", frame: Frame) -> Message:
        return PROMPT_CARD(player=player_name(frame.player))
