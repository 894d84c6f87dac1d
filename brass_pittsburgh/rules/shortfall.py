"""Negative income a player cannot pay (page 6, "Bankruptcy"): all whiskey returned,
40 VP lost (VP may go below 0), income marker back to level 0 (space 10).

Page 6 lists only those steps, so the player keeps their money: core's default
would pay what it can first, which is why Pittsburgh takes over the unpayable case
of ``brass_collect_income`` instead of using ``brass_income_shortfall``."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.decision import player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def collect_income(game: Game, player: int) -> bool | None:
    """Apply the penalty when ``player`` cannot pay their negative income; else None (core pays)."""
    st = game.state
    level = game.rules.track.level(st.income[player])
    if level >= 0 or st.money[player] >= -level:
        return None
    penalty(game, player)
    return True


def penalty(game: Game, player: int) -> None:
    st = game.state
    rules = game.rules
    rule = rules.title.shortfall
    st.ext.whiskey[player] = 0
    st.vp[player] -= rule.vp_lost
    st.income[player] = rule.income_space
    if game.listener:
        game.say(texts.LOG_PENALTY(player=player_name(player), vp=rule.vp_lost))
