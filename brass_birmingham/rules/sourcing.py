"""Where Birmingham's coal, iron and beer come from (transport tiers).

- coal: the nearest connected unflipped mine (any owner; ties are a choice),
  else the coal market through a connection to a merchant location (£8 empty);
- iron: any unflipped iron works (no connection; any may be chosen), else the
  iron market (£6 empty);
- beer: your own breweries anywhere or opponents' connected ones, all equal;
  for a sale also the barrel beside a merchant that buys the goods.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.transport import MarketProvider, Tier, TileProvider

from .links import BREWERY
from .merchant_beer import MerchantBeer
from .sell import SELL

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def transport_tiers(game: Game) -> dict[tuple[int, str], list[Tier]]:
    rules = game.rules
    b = rules.title
    markets = {m.resource: m.index for m in rules.markets}
    breweries = TileProvider(b.beer, owner="any", connected=True, own_anywhere=True)
    return {
        (b.coal, ""): [
            Tier((TileProvider(b.coal, owner="any", connected=True),), nearest=True),
            Tier((MarketProvider(markets[b.coal]),)),
        ],
        (b.iron, ""): [
            Tier((TileProvider(b.iron, owner="any", connected=False),)),
            Tier((MarketProvider(markets[b.iron]),)),
        ],
        (b.beer, BREWERY): [Tier((breweries,))],
        (b.beer, SELL): [Tier((breweries, MerchantBeer()))],
    }
