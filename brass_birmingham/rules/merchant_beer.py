"""Beer beside a merchant tile, usable only to sell goods that merchant buys."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, Money
from brass.core.play.transport import OTHER, Request, Source

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game
    from brass.core.play.network import NetworkView

MERCHANT_KEY = "merchant:"


def bonus_note(game: Game, location: int) -> Message | None:
    """"bonus: 4 VP": what the merchant at ``location`` gives with its beer (None: nothing)."""
    kind, amount = game.rules.title.bonus.get(location, ("", 0))
    bonus: Message | Money
    if kind == "develop":
        bonus = texts.BONUS_DEVELOP()
    elif kind == "income":
        bonus = texts.BONUS_INCOME(spaces=amount)
    elif kind == "vp":
        bonus = texts.BONUS_VP(vp=amount)
    elif kind == "money":
        bonus = Money(amount)
    else:
        return None
    return texts.OPT_MERCHANT_BONUS(bonus=bonus)


class MerchantBeer:
    """A transport provider: one barrel per merchant slot, for a sale it accepts.

    ``Request.detail`` is the industry being sold; the merchant must be connected
    to the selling tile and its tile must buy that industry.
    """

    def sources(self, game: Game, req: Request, net: NetworkView) -> list[Source]:
        if req.detail < 0:
            return []
        rules = game.rules
        st = game.state
        tiles = rules.title.merchant_tiles
        reach = -1
        out = []
        for slot in rules.board.merchant_slots:
            i = slot.index
            if st.merchant_goods[i] <= 0 or st.merchant_tile[i] < 0:
                continue
            if req.detail not in tiles[st.merchant_tile[i]].accepts:
                continue
            if reach == -1:
                reach = net.reach_mask(req.locations)
            if (reach >> slot.location) & 1:
                label = texts.OPT_MERCHANT_BEER(place=rules.names.location[slot.location]())
                out.append(Source(OTHER, i, slot.location, 0, MERCHANT_KEY + slot.ref, self, label,
                                  bonus_note(game, slot.location)))
        return out

    def prices(self, game: Game, req: Request, net: NetworkView, limit: int) -> list[int]:
        """At most one merchant barrel per tile sold."""
        return [0] if limit and self.sources(game, req, net) else []

    def take(self, game: Game, req: Request, source: Source) -> None:
        game.state.merchant_goods[source.ref] -= 1

    def keys(self, game: Game) -> list[str]:
        return [MERCHANT_KEY + slot.ref for slot in game.rules.board.merchant_slots]
