"""Pass, as every Brass title has it: discard a card; a title may add an effect."""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, text
from brass.core.model.cards import discard
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name

if TYPE_CHECKING:
    from brass.core.play.engine import Game

PASS = text("action.pass", "Pass")
LOG_PASS = text("log.pass", "{player} passes ({card}).")


@mypyc_attr(allow_interpreted_subclasses=True)
class Pass(Action):
    id = "pass"
    label = PASS

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
        self.effect(game, frame.player)
        if game.listener:
            game.say(self.log(game, frame.player, rules.names.card(rules, card)))
        return True

    def effect(self, game: "Game", player: int) -> None:
        """What passing gives besides the discard (nothing here)."""

    def log(self, game: "Game", player: int, card: Message) -> Message:
        return LOG_PASS(player=player_name(player), card=card)

    def prompt(self, game: "Game", frame: Frame) -> Message:
        return PROMPT_CARD(player=player_name(frame.player))
