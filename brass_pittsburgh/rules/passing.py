"""Pass: discard a card and gain one whiskey (never more than three)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message
from brass.core.play.decision import player_name
from brass.core.play.passing import Pass as CorePass

from .. import texts
from .rewards import gain_whiskey

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class Pass(CorePass):
    label = texts.PASS

    def effect(self, game: Game, player: int) -> None:
        gain_whiskey(game, player, game.rules.title.whiskey.pass_gain)

    def log(self, game: Game, player: int, card: Message) -> Message:
        return texts.LOG_PASS(player=player_name(player), card=card, whiskey=game.state.ext.whiskey[player])
