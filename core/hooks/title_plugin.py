"""The hooks every title answers the same way, made from what the title defines.

A title's plugin module assigns them under their hook names, then implements
the hooks where it differs::

    brass_title, brass_actions, brass_transport = title_hooks(TITLE, ACTIONS, transport_tiers)
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from brass.core.hooks.hookspecs import hookimpl
from brass.core.hooks.title_info import TitleInfo

if TYPE_CHECKING:
    from brass.core.play.actions import Action
    from brass.core.play.engine import Game
    from brass.core.play.transport import Tier

Tiers = dict[tuple[int, str], list["Tier"]]


def title_hooks(
    info: TitleInfo, menu: Sequence[type[Action]], transport: Callable[[Game], Tiers],
) -> tuple[Callable[[], TitleInfo], Callable[[Game, dict[str, Action]], None], Callable[[Game, Tiers], None]]:
    """``brass_title`` (the title's ``info``), ``brass_actions`` (one instance of each action
    class, in menu order, for each game) and ``brass_transport`` (``transport(game)``).

    The table hooks are ``tryfirst``: the title fills the tables before any plain plugin
    changes them, so a plugin's entry replaces the title's (pluggy alone would run the title,
    registered before the plugins, after them)."""

    @hookimpl
    def brass_title() -> TitleInfo:
        return info

    @hookimpl(tryfirst=True)
    def brass_actions(game: Game, actions: dict[str, Action]) -> None:
        for cls in menu:
            action = cls()
            actions[action.id] = action

    @hookimpl(tryfirst=True)
    def brass_transport(game: Game, tiers: Tiers) -> None:
        tiers.update(transport(game))

    return brass_title, brass_actions, brass_transport
