"""What each card in a player's hand allows right now: build sites, and why none.

Counted by asking the title's own ``build`` and ``network`` actions for their options,
walking the steps before a site (card, industry or tile, link kind...) on copies of the
game, so the numbers are exactly what the menus would offer.  When a card allows no site,
the title may say why (``brass_card_blocked``).
"""
from __future__ import annotations

from typing import NamedTuple

from brass.core.i18n.messages import Message, text
from brass.core.play.decision import Decision, Frame, Option
from brass.core.play.engine import Game

NOT_OFFERED = text("play.not_offered", "  {action} is not offered: {reason}",
                   note="a menu line under the actions: why an action is missing from the menu")

#: option-id prefixes of what is counted: a space to build on, a line to build a link on
_LEAVES = ("slot:", "link:")
#: how many steps are walked before the sites (card, industry, tile...)
_DEPTH = 3


class CardUse(NamedTuple):
    """``card`` (a card type) lets its holder build on ``sites`` distinct spaces now (any
    industry), played alone; when none, ``reason``."""

    card: int
    sites: int
    reason: Message | None


def _count_leaves(game: Game, action_id: str, frame: Frame, card: int) -> int:
    """How many distinct spaces (slot:) or lines (link:) ``card`` lets the player build on."""
    return len(_leaves(game, action_id, frame, card, 0))


def _leaves(game: Game, action_id: str, frame: Frame, card: int, depth: int) -> set[str]:
    """The slot:/link: option ids reachable from ``frame`` using ``card``.

    Each earlier choice is tried on its own copy of the game (a step may change it)."""
    action = game.actions[action_id]
    options: list[Option] = action.options(game, frame)
    leaves = {o.id for o in options if o.id.startswith(_LEAVES)}
    if leaves or depth >= _DEPTH:
        return leaves
    for o in options:
        if o.id == "done" or (depth == 0 and _other_way(game, o.id, card)):
            continue
        copy = game.clone()
        step = frame.clone()
        if action.choose(copy, step, o):  # the action finished without a site: nothing to count
            continue
        leaves |= _leaves(copy, action_id, step, card, depth + 1)
    return leaves


def _other_way(game: Game, option_id: str, card: int) -> bool:
    """Whether a first-step option is not ``card`` played alone: another card, or this card
    with something more spent (Pittsburgh's ``whiskey:`` makes a card wild): the count is
    what the card allows by itself."""
    kind, _, ref = option_id.partition(":")
    named = game.rules.card_index.get(ref)
    if named is None:
        return False
    return kind != "card" or named != card


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
    out: list[CardUse] = []
    for c in seen:
        sites = _count_leaves(copy, "build", start.clone(), c) if action.available(copy, player) else 0
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


def missing_actions(game: Game, decision: Decision) -> list[Message]:
    """For the turn's action menu: a line for each menu action not offered whose rule says
    why (``Action.unavailable_reason``: Sell with nothing it may sell)."""
    if game.state.frame is not None or not decision.options or decision.options[0].id not in game.actions:
        return []
    offered = set(decision.ids())
    out: list[Message] = []
    for action, option in game.menu:
        if option.id in offered:
            continue
        reason = action.unavailable_reason(game, decision.player)
        if reason is not None:
            out.append(NOT_OFFERED(action=option.label, reason=reason))
    return out


__all__ = ["CardUse", "card_uses", "link_count", "missing_actions"]
