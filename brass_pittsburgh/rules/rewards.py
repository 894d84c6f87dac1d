"""Rewards printed on tiles, merchants, oilfields, lines and Quality Rewards.

Kinds: vp, money, income (spaces), whiskey (up to the maximum), develop (free
develops, taken before the action ends), sell (a bonus sale, resolved at once),
money_times_income (money = that many times the income level, never negative).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, Money
from brass.core.play.engine import player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def gain_whiskey(game: Game, player: int, amount: int) -> None:
    ext = game.state.ext
    ext.whiskey[player] = min(game.rules.title.whiskey.max, ext.whiskey[player] + amount)


def describe(kind: str, amount: int) -> Message:
    if kind == "vp":
        return texts.REWARD_VP(amount=amount)
    if kind in ("money", "money_times_income"):
        return texts.REWARD_MONEY(amount=Money(amount))
    if kind == "income":
        return texts.REWARD_INCOME(amount=amount)
    if kind == "whiskey":
        return texts.REWARD_WHISKEY(amount=amount)
    if kind == "develop":
        return texts.REWARD_DEVELOP(count=amount)
    return texts.REWARD_SELL()


def grant(game: Game, player: int, rewards: Iterable[tuple[str, int]]) -> None:
    """Give ``player`` each (kind, amount) reward."""
    st = game.state
    ext = st.ext
    for kind, printed in rewards:
        amount = printed
        if kind == "money_times_income":
            amount = max(0, printed * game.rules.track.level(st.income[player]))
        if kind == "vp":
            game.score(player, amount, "reward")
        elif kind in ("money", "money_times_income"):
            game.earn(player, amount)
        elif kind == "income":
            game.advance_income(player, amount)
        elif kind == "whiskey":
            gain_whiskey(game, player, amount)
        elif kind == "develop":
            ext.free_develops[player] += amount
        elif kind == "sell":
            ext.bonus_sells[player] += amount
        else:
            raise ValueError(f"unknown reward {kind!r}")
        if game.listener:
            game.say_result(texts.LOG_REWARD(player=player_name(player), reward=describe(kind, amount)))
