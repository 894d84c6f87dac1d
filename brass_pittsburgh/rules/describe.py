"""How Pittsburgh's merchants are described in option labels and board views."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message

from .. import texts
from .rewards import describe

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def merchant_state(game: Game, slot: int) -> Message:
    rules = game.rules
    st = game.state
    tile = st.merchant_tile[slot]
    if tile < 0:
        return texts.NO_MERCHANT()
    mt = rules.title.merchant_tiles[tile]
    if st.merchant_goods[slot] > 0:
        goods = [rules.names.industry[i]() for i in sorted(mt.accepts)]
        reward = [describe(k, v) for k, v in mt.reward]
        return texts.FACE_UP(goods=goods, reward=reward)
    return texts.FACE_DOWN(goods=[rules.names.industry[mt.back]()])
