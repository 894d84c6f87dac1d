"""What each card in a player's hand allows right now: build sites, and why none.

Counted by asking the title's own ``build`` and ``network`` actions for their options on a
copy of the game (the steps before a site -- card, industry -- change nothing), so the
numbers are exactly what the build menu would offer.  When a card allows no site, the
title may say why (``brass_card_blocked``).
"""
from __future__ import annotations

from typing import NamedTuple

from brass.core.i18n.messages import Message
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import Game

#: option-id prefixes of the steps walked through before the sites or links are offered
_BEFORE_SITE = ("card:", "industry:")
_LEAVES = ("slot:", "link:")


class CardUse(NamedTuple):
    """``card`` (a card type) lets its holder build on ``sites`` spaces now; else ``reason``."""

    card: int
    sites: int
    reason: Message | None


def _count_leaves(game: Game, action_id: str, frame: Frame, card: int | None, depth: int = 0) -> int:
    """Options whose id starts with slot:/link: reachable through card/industry steps."""
    action = game.actions[action_id]
    options: list[Option] = action.options(game, frame)
    leaves = sum(1 for o in options if o.id.startswith(_LEAVES))
    if leaves or depth > 3:
        return leaves
    total = 0
    for o in options:
        if not o.id.startswith(_BEFORE_SITE):
            continue
        if o.id.startswith("card:") and card is not None and game.rules.card_index.get(o.id[5:]) != card:
            continue
        step = frame.clone()
        if action.choose(game, step, o):  # the action finished without a site: nothing to count
            continue
        total += _count_leaves(game, action_id, step, card, depth + 1)
    return total


def card_uses(game: Game, player: int) -> list[CardUse]:
    """One entry per distinct card type in ``player``'s hand, in hand order."""
    seen: list[int] = []
    for c in game.state.hands[player]:
        if c not in seen:
            seen.append(c)
    if "build" not in game.actions:
        return [CardUse(c, 0, None) for c in seen]
    copy = game.clone()
    action = copy.actions["build"]
    start = action.begin(copy, player)
    playable = {o.id for o in action.options(copy, start)} if start.step == "card" else set()
    out: list[CardUse] = []
    for c in seen:
        sites = 0
        if f"card:{game.rules.cards[c].id}" in playable:
            sites = _count_leaves(copy, "build", start.clone(), c)
        reason = None if sites else game.hook.brass_card_blocked(game=game, player=player, card=c)
        out.append(CardUse(c, sites, reason))
    return out


def link_count(game: Game, player: int) -> int:
    """Lines ``player`` could build a link on now (with any card)."""
    if "network" not in game.actions or not game.state.hands[player]:
        return 0
    copy = game.clone()
    action = copy.actions["network"]
    if not action.available(copy, player):
        return 0
    start = action.begin(copy, player)
    return _count_leaves(copy, "network", start, game.state.hands[player][0])


__all__ = ["CardUse", "card_uses", "link_count"]
