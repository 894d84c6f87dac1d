"""Unpaid negative income: core has taken all the player's money; the rest costs VP."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Money
from brass.core.play.decision import player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def lose_vp(game: Game, player: int, owed: int) -> None:
    st = game.state
    vp = min(st.vp[player], owed * game.rules.title.shortfall.vp_per_dollar)  # VP never go below 0
    st.vp[player] -= vp
    if game.listener:
        game.say(texts.LOG_SHORTFALL(player=player_name(player), money=Money(owed), vp=vp))
