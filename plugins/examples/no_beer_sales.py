"""Sales need no beer: the beer a sale needs comes free from the supply.

Sets the transport tiers for beer bought for a sale (purpose ``"sell"``), in the table the
title filled, to one free supplier, so no brewery or merchant barrel is ever used for a sale
(and no merchant bonus is earned).  Titles without beer are left alone.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.hooks.hookspecs import hookimpl

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.transport import Tier


@hookimpl
def brass_transport(game: Game, tiers: dict[tuple[int, str], list[Tier]]) -> None:
    from brass.core.play.transport import FixedPriceProvider, Tier  # imported when a game is built

    beer = game.rules.industries.resource_index.get("beer")
    if beer is not None:
        tiers[(beer, "sell")] = [Tier((FixedPriceProvider(0, "supply"),))]
