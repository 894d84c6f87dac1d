"""Pass, as every Brass title has it: discard a card; a title may add an effect."""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, text
from brass.core.model.cards import discard
from brass.core.play.actions import PROMPT_CARD, Action, Step, asks, card_options
from brass.core.play.decision import Frame, Option, player_name

if TYPE_CHECKING:
    from brass.core.play.engine import Game

PASS = text("action.pass", "Pass")
LOG_PASS = text("log.pass", "{player} passes ({card}).")


@mypyc_attr(allow_interpreted_subclasses=True)
class Pass(Action):
    """One step: the card discarded (the frame records nothing); a title adds an :meth:`effect`."""

    id = "pass"
    label = PASS

    def available(self, game: Game, player: int) -> bool:
        return bool(game.state.hands[player])

    def begin(self, game: Game, player: int) -> Frame:
        return Frame(self.id, "card", player, {})

    def steps(self) -> dict[str, Step]:
        return {"card": Step(self.card_options, self.take_card, asks(PROMPT_CARD))}

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
        return card_options(game, frame.player)

    def take_card(self, game: Game, frame: Frame, option: Option) -> bool:
        rules = game.rules
        card: int = option.value
        discard(game.state, rules.cards, frame.player, card)
        self.effect(game, frame.player)
        if game.listener:
            game.say(self.log(game, frame.player, rules.names.card(rules, card)))
        return True

    def effect(self, game: Game, player: int) -> None:
        """What passing gives besides the discard (nothing here)."""

    def log(self, game: Game, player: int, card: Message) -> Message:
        return LOG_PASS(player=player_name(player), card=card)
