"""The hooks every title answers the same way, made from what the title defines.

A title's plugin module assigns them under their hook names, then implements
the hooks where it differs::

    brass_title, brass_actions, brass_transport = title_hooks(TITLE, ACTIONS, transport_tiers)
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from brass.core.hooks.hookspecs import hookimpl
from brass.core.hooks.title_info import TitleInfo

if TYPE_CHECKING:
    from brass.core.play.actions import Action
    from brass.core.play.engine import Game
    from brass.core.play.transport import Tier

Tiers = dict[tuple[int, str], list["Tier"]]


def title_hooks(
    info: TitleInfo, actions: Sequence[type["Action"]], transport: Callable[["Game"], Tiers],
) -> tuple[Callable[[], TitleInfo], Callable[["Game"], list["Action"]], Callable[["Game"], Tiers]]:
    """``brass_title`` (the title's ``info``), ``brass_actions`` (one instance of each action
    class, in menu order, for each game) and ``brass_transport`` (``transport(game)``)."""

    @hookimpl
    def brass_title() -> TitleInfo:
        return info

    @hookimpl
    def brass_actions(game: "Game") -> list["Action"]:
        return [cls() for cls in actions]

    @hookimpl
    def brass_transport(game: "Game") -> Tiers:
        return transport(game)

    return brass_title, brass_actions, brass_transport
