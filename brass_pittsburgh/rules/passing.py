"""Pass: discard a card and gain one whiskey (never more than three)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from core.actions import PROMPT_CARD, Action, card_from_option, card_options
from core.cards import discard
from core.decision import Frame, Option
from core.engine import player_name
from core.messages import Message

from .. import texts
from .rewards import gain_whiskey

if TYPE_CHECKING:
    from core.engine import Game


class Pass(Action):
    id = "pass"
    label = texts.PASS

    def available(self, game: "Game", player: int) -> bool:
        return bool(game.state.hands[player])

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        return card_options(game, frame.player)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        rules = game.rules
        card = card_from_option(game, option)
        discard(game.state, rules.cards, frame.player, card)
        gain_whiskey(game, frame.player, rules.title.whiskey.pass_gain)
        if game.listener:
            game.say(texts.LOG_PASS(player=player_name(frame.player), card=rules.names.card(rules, card),
                                    whiskey=game.state.ext.whiskey[frame.player]))
        return True

    def prompt(self, game: "Game", frame: Frame) -> Message:
        return PROMPT_CARD(player=player_name(frame.player))
