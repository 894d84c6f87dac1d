"""Negative income a player cannot pay: all whiskey returned, 40 VP lost (VP may go
below 0), income marker back to level 0 (space 10)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.engine import player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def penalty(game: "Game", player: int) -> None:
    st = game.state
    rules = game.rules
    rule = rules.title.shortfall
    st.ext.whiskey[player] = 0
    st.vp[player] -= rule.vp_lost
    st.income[player] = rule.income_space
    if game.listener:
        game.say(texts.LOG_PENALTY(player=player_name(player), vp=rule.vp_lost))
