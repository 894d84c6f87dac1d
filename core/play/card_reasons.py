"""One card's reasons for building nothing, put together (for a title's ``brass_card_blocked``).

A title finds, for each industry a card allows, how far a Build of it gets and why it stops
there.  A player holding a card of several industries wants each one's reason, not just
the furthest one's, yet the hand shares one screen: reasons said once each, an industry
whose tile is not on the mat yet left out when another got further, the tiles lacking the
same cubes named together, and the tiles that only cost too much said once, by the
cheapest (the dearer ones follow).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from brass.core.i18n.messages import Items, Message, Money, text
from brass.core.i18n.plural import plural

if TYPE_CHECKING:
    from brass.core.model.rules import Rules

TOO_DEAR = text("reason.too_dear", "{tile} costs {cost}, you have {money}",
                note="why a card in hand builds nothing: the tile's whole price and the player's money")
CHEAPEST = text("reason.cheapest", "{tile}, the cheapest, costs {cost}, you have {money}",
                note="several industries of one card are all too dear: the cheapest tile says so")
LACKS = plural("reason.lacks", "{tiles} needs {resources} you cannot get", "{tiles} need {resources} you cannot get",
               count="tiles_count")
JOINED = text("reason.joined", "{a}; {b}", note="the reasons of two industries of one card")


class Lacks(NamedTuple):
    """A Build that stops at cubes no source can give: ``tile`` needs ``amounts`` (resource, count)."""

    tile: int
    amounts: tuple[tuple[int, int], ...]


class Dear(NamedTuple):
    """A Build that stops only at the price: ``tile`` costs ``cost``, the player has ``money``."""

    cost: int
    tile: int
    money: int


def combined(rules: Rules, found: list[tuple[int, Message | Lacks | Dear]], nothing: Message) -> Message:
    """The reasons of ``found`` -- (how far a Build of one industry got, why it stopped), one
    per industry -- as one message; ``nothing`` when there are none.  Depth 0 is a tile not on
    the mat (not open yet, none left)."""
    furthest = max((depth for depth, _why in found), default=0)
    # in order of first appearance: a reason, or (an int) the place of some lacking cubes
    order: list[Message | int] = []
    lacking: list[tuple[tuple[tuple[int, int], ...], list[int]]] = []  # (cubes, tiles lacking them)
    dear: list[Dear] = []
    for depth, why in found:
        if depth == 0 < furthest:
            continue
        if isinstance(why, Dear):
            dear.append(why)
        elif isinstance(why, Lacks):
            same = next((i for i, (amounts, _tiles) in enumerate(lacking) if amounts == why.amounts), -1)
            if same < 0:
                same = len(lacking)
                lacking.append((why.amounts, []))
                order.append(same)
            lacking[same][1].append(why.tile)
        elif why not in order:
            order.append(why)
    reasons = [_lacks(rules, *lacking[part]) if isinstance(part, int) else part for part in order]
    if dear:
        cost, tile, money = min(dear)
        said = TOO_DEAR if len(dear) == 1 else CHEAPEST
        reasons.append(said(tile=rules.names.tile(rules, tile), cost=Money(cost), money=Money(money)))
    if not reasons:
        return nothing
    joined = reasons[0]
    for reason in reasons[1:]:
        joined = JOINED(a=joined, b=reason)
    return joined


def _lacks(rules: Rules, amounts: tuple[tuple[int, int], ...], tiles: list[int]) -> Message:
    """"Manufacturer I and Iron works I need 1 coal you cannot get"."""
    names = rules.names
    return LACKS(tiles=Items(tuple(names.tile(rules, t) for t in tiles), "and"), tiles_count=len(tiles),
                 resources=Items(tuple(names.amount[res](count=n) for res, n in amounts), "and"))


__all__ = ["Dear", "Lacks", "combined"]
