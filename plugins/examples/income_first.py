"""Income at the start of each round: players collect before they act, not after.

The end-of-round income is turned off (``brass_collect_income`` answers True without
paying) and paid with core's own step when each round starts, the first round included.
A debt that needs a decision (selling tiles) is asked for before the round's first action;
while one player's decision is pending, a later player who cannot pay a debt pays what
they have (a simplification: one interrupt at a time).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.hooks.hookspecs import hookimpl

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def pay_everyone(game: Game) -> None:
    from brass.core.play.defaults import collect_income  # imported when a game is built

    st = game.state
    for player in list(st.order):
        level = game.rules.track.level(st.income[player])
        if st.frame is not None and level < 0 and st.money[player] < -level:
            st.money[player] = 0
            continue
        collect_income(game, player)


@hookimpl
def brass_collect_income(game: Game, player: int) -> bool:
    return True


@hookimpl(trylast=True)
def brass_setup(game: Game) -> None:
    pay_everyone(game)


@hookimpl
def brass_round_start(game: Game) -> None:
    pay_everyone(game)
