"""Where coal comes from (transport tiers, resolved once per game).

Every cube comes from the first tier that can supply it: the nearest connected
unflipped mine (any owner; ties are the player's choice), else the market.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.transport import MarketProvider, Tier, TileProvider

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def transport_tiers(game: Game) -> dict[tuple[int, str], list[Tier]]:
    coal = game.rules.title.coal
    market = next(m.index for m in game.rules.markets if m.resource == coal)
    return {
        (coal, ""): [
            Tier((TileProvider(coal, owner="any", connected=True),), nearest=True),
            Tier((MarketProvider(market),)),
        ],
    }
