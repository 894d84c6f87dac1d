"""Pieces of Birmingham's log lines shared by several actions."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message
from brass.core.play import payment
from brass.core.play.decision import Frame

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def paid_summary(game: Game, frame: Frame) -> Message | str:
    """" and coal from Dudley, 2 iron from the market" -- or nothing when no cube was paid.

    Cubes of one resource from one source are counted together, in the order first paid."""
    counts = payment.paid_counts(frame)
    if not counts:
        return ""
    rules = game.rules
    items = []
    for (res, key), count in counts.items():
        source: Message | str
        if key == "market":
            source = texts.MARKET()
        elif key.startswith("merchant:"):
            loc = rules.board.location_index[key.split(":", 1)[1].split("/")[0]]
            source = texts.OPT_MERCHANT_BEER(place=rules.names.location[loc]())
        else:
            space = rules.board.spaces[rules.board.space_index[key]]
            source = rules.names.location[space.location]()
        items.append(texts.PAID_ITEM(count=count, resource=rules.names.resource[res](),
                                     quantity=rules.names.amount[res](count=count), source=source))
    return texts.PAID_PART(items=items)
