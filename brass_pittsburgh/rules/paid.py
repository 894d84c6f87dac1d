"""What a Build or Network paid in cubes, and from where, for its log line (the mat's prices
name resources, so the log says which were used: "and iron from the iron market at Cleveland")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message
from brass.core.play import payment
from brass.core.play.decision import Frame

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def _source(game: Game, key: str) -> Message | str:
    """Where a cube paid under the payment's source ``key`` came from."""
    rules = game.rules
    board = rules.board
    kind, _, ref = key.partition(":")
    if kind == "market":
        return rules.names.market(rules, next(m.index for m in rules.markets if m.id == ref))
    if kind == "train":
        line = next(link.index for link in board.links if link.ref == ref)
        return texts.PAID_TRAIN(line=rules.names.link(rules, line))
    if key == "vanderbilt":
        return texts.SOURCE_VANDERBILT()
    if key in board.space_index:
        return rules.names.location[board.spaces[board.space_index[key]].location]()
    place = key.rpartition(":")[2].split("/")[0]  # oil: "field/line" or "oil_city:field/line"
    return rules.names.location[board.location_index[place]]() if place in board.location_index else key


def paid_summary(game: Game, frame: Frame) -> Message | str:
    """" and 1 coal from Erie, iron from the iron market at Cleveland" -- or nothing when no
    cube was paid.  Cubes of one resource from one source are counted together, in the order
    first paid."""
    counts = payment.paid_counts(frame)
    if not counts:
        return ""
    rules = game.rules
    items = [texts.PAID_ITEM(count=count, resource=rules.names.resource[res](),
                             quantity=rules.names.amount[res](count=count), source=_source(game, key))
             for (res, key), count in counts.items()]
    return texts.PAID_PART(items=items)


__all__ = ["paid_summary"]
