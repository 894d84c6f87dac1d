"""A fixed numbering of every option id a game configuration can offer.

The decision model names options by stable text ids (``build``, ``card:dudley``,
``coal:dudley/1``).  Learning agents want a fixed action space instead: one index per
id that can ever be offered, and a legality mask over it at each decision.  The ids
come from the ``brass_option_ids`` hook (actions) and from each transport provider's
``keys`` (resource sources), so a title declares its own vocabulary and core stays
title-agnostic.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from brass.core.i18n.messages import text
from brass.core.model.errors import RuleViolation
from brass.core.play.decision import Decision

if TYPE_CHECKING:
    from brass.core.play.engine import Game

UNKNOWN_OPTION_ID = text("error.unknown_option_id",
                         "Option {option} is not in the action index of {title}: a plugin offers an option id "
                         "it does not declare through brass_option_ids.")
UNKNOWN_ACTION_INDEX = text("error.unknown_action_index", "Action index {index} is not between 0 and {last}.")


class ActionIndex:
    """Every option id of one game configuration, in a fixed (sorted) order."""

    __slots__ = ("ids", "positions", "title")

    def __init__(self, title: str, ids: Iterable[str]) -> None:
        self.title = title
        self.ids: tuple[str, ...] = tuple(sorted(set(ids)))
        self.positions: dict[str, int] = {option_id: i for i, option_id in enumerate(self.ids)}

    def __len__(self) -> int:
        return len(self.ids)

    def position(self, option_id: str) -> int:
        """The index of ``option_id`` (a RuleViolation if the configuration never declared it)."""
        found = self.positions.get(option_id)
        if found is None:
            raise RuleViolation(UNKNOWN_OPTION_ID(option=option_id, title=self.title))
        return found

    def option_id(self, index: int) -> str:
        if not 0 <= index < len(self.ids):
            raise RuleViolation(UNKNOWN_ACTION_INDEX(index=index, last=len(self.ids) - 1))
        return self.ids[index]

    def legal(self, decision: Decision) -> list[int]:
        """Indices of the options offered now, ascending."""
        return sorted(self.position(o.id) for o in decision.options)

    def mask(self, decision: Decision) -> list[int]:
        """1 for each index offered now, 0 elsewhere."""
        out = [0] * len(self.ids)
        for i in self.legal(decision):
            out[i] = 1
        return out


def source_ids(game: Game) -> set[str]:
    """``<resource>:<key>`` for every key each transport provider may offer."""
    resources = game.rules.industries.resources
    out: set[str] = set()
    for resource, _purpose, tiers in game.transport.all_tiers():
        for tier in tiers:
            for provider in tier.providers:
                out.update(f"{resources[resource].id}:{key}" for key in provider.keys(game))
    return out


def action_index(game: Game) -> ActionIndex:
    """The action index of ``game``'s configuration (built once per plugin manager and rules)."""
    cache = game.rules.names.cache
    key = ("action_index", id(game.pm))
    found = cache.get(key)
    if found is None or found[0] is not game.pm:
        ids: set[str] = source_ids(game)
        for result in game.hook.brass_option_ids(game=game):
            ids.update(result)
        found = cache[key] = (game.pm, ActionIndex(game.rules.id, ids))
    index: ActionIndex = found[1]
    return index
