"""Every message Toy Brass shows, declared once.

Keys start with the title id (``toy.``): that is how ``brass locales`` files them
in the title's own catalog domain.  Placeholders are named; money is passed as
``Money(amount)`` so it is shown in the title's currency.
"""
from __future__ import annotations

from brass.core.i18n.messages import text

BUILD = text("toy.action.build", "Build")
ROAD = text("toy.action.road", "Road")

PROMPT_BUILD = text("toy.prompt.build", "{player}: what do you build, and where?")
PROMPT_ROAD = text("toy.prompt.road", "{player}: where do you build a road?")

OPT_BUILD = text("toy.option.build", "{tile} at {place} ({cost})")
OPT_ROAD = text("toy.option.road", "Road {line} ({cost})")

LOG_BUILD = text("toy.log.build", "{player} builds {tile} at {place} with {card}.")
LOG_ROAD = text("toy.log.road", "{player} builds a road {line} with {card}.")
LOG_DEVELOP = text("toy.log.develop", "{player} develops {tiles} with {card}.")
LOG_SELL = text("toy.log.sell", "{player} sells {tile} at {place}.")
LOG_SCORE = text("toy.log.score", "{player} scores {links} VP for roads and {tiles} VP for industries.")
LOG_SHORTFALL = text("toy.log.shortfall", "{player} cannot pay {money} and loses {vp} VP.")

MERCHANT_BUYS = text("toy.merchant.buys", "buys {goods}")
