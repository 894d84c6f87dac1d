"""Where an option points on the page: the map element (or card, or mat tile) a click answers it
with, as the board SVG's ``data-target`` names it (docs/web.md).

An option id is ``kind:ref``; the ref is looked up among the board's own names, so any title's
options map without title-specific code: a building space, a link line, a merchant slot, a
market (``market:ID`` or a market id), a card in hand, an industry or mat tile. Anything else
(an action of the menu, ``done``, a choice of kind) is answered by a button: no target.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from brass.core.model.rules import Rules


class _Names:
    """The board's names by kind, for one rules object."""

    def __init__(self, rules: Rules) -> None:
        board = rules.board
        self.spaces = {s.ref for s in board.spaces}
        self.links = {link.ref for link in board.links}
        self.merchants = {m.ref for m in board.merchant_slots}
        self.markets = {m.id for m in rules.markets}
        self.industries = {i.id for i in rules.industries.industries}
        self.tiles = {p.id: rules.industries.industries[rules.tiles[p.tile].industry].id
                      for p in rules.mat.positions if p.id}


#: by id of the rules (built once per title and variant, and kept): the rules and their names
_known: dict[int, tuple[Rules, _Names]] = {}


def _names(rules: Rules) -> _Names:
    found = _known.get(id(rules))
    if found is None or found[0] is not rules:
        found = _known[id(rules)] = (rules, _Names(rules))
    return found[1]


def target(rules: Rules, option_id: str) -> str | None:
    """The page target of ``option_id`` (``space:``, ``link:``, ``merchant:``, ``market:``,
    ``card:``, ``tile:``), or None when nothing on the page stands for it."""
    kind, colon, ref = option_id.partition(":")
    if not colon or not ref:
        return None
    names = _names(rules)
    if kind == "card":
        return f"card:{ref}"
    if kind in ("industry", "develop") and ref in names.industries:
        return f"tile:{ref}"
    if kind in ("tile", "develop") and ref in names.tiles:
        return f"tile:{names.tiles[ref]}"
    where, colon, rest = ref.partition(":")
    if colon and where == "market" and rest in names.markets:
        return f"market:{rest}"
    if colon and where == "train" and rest in names.links:
        return f"link:{rest}"
    for prefix, found in (("space", names.spaces), ("link", names.links), ("merchant", names.merchants),
                          ("market", names.markets)):
        if ref in found:
            return f"{prefix}:{ref}"
    return None


__all__ = ["target"]
