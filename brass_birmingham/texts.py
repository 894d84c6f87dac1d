"""Every Birmingham message: menu entries, prompts, option labels and log lines."""
from __future__ import annotations

from brass.core.i18n.messages import text
from brass.core.i18n.plural import plural

# -- the turn menu -----------------------------------------------------------------
BUILD = text("birmingham.action.build", "Build")
NETWORK = text("birmingham.action.network", "Network")
DEVELOP = text("birmingham.action.develop", "Develop")
SELL = text("birmingham.action.sell", "Sell")
SCOUT = text("birmingham.action.scout", "Scout")
LIQUIDATE = text("birmingham.action.liquidate", "Sell tiles to pay income")

# -- prompts --------------------------------------------------------------------------
PROMPT_INDUSTRY = text("birmingham.prompt.industry", "{player}: which industry do you build?")
PROMPT_SITE = text("birmingham.prompt.site", "{player}: where do you build your {tile}?")
PROMPT_LINK = text("birmingham.prompt.link", "{player}: which line do you build on?")
PROMPT_SECOND_LINK = text(
    "birmingham.prompt.second_link", "{player}: build a second rail link for {money} more and one beer, or stop?"
)
PROMPT_DEVELOP = text("birmingham.prompt.develop", "{player}: which industry do you develop?")
PROMPT_DEVELOP_MORE = text("birmingham.prompt.develop_more", "{player}: develop a second tile, or stop?")
PROMPT_SELL = text("birmingham.prompt.sell", "{player}: which industry do you sell?")
PROMPT_SELL_MORE = text("birmingham.prompt.sell_more", "{player}: sell another industry, or stop?")
PROMPT_FREE_DEVELOP = text(
    "birmingham.prompt.free_develop", "{player}: Gloucester's bonus — which industry do you develop for free?"
)
PROMPT_SCOUT_CARD = text("birmingham.prompt.scout_card", "{player}: choose another card to discard ({left} more).")
PROMPT_LIQUIDATE = text(
    "birmingham.prompt.liquidate", "{player} owes {owed}: which of your industries do you sell for half its cost?"
)

# -- option labels --------------------------------------------------------------------
OPT_INDUSTRY = text("birmingham.option.industry", "{tile}")
OPT_SITE = text("birmingham.option.site", "{place}, space {n} ({cost})")
OPT_OVERBUILD = text("birmingham.option.overbuild", "{place}, space {n}: replace {owner}'s {old} ({cost})")
OPT_LINK = text("birmingham.option.link", "{ends} ({cost})")
OPT_DEVELOP = text("birmingham.option.develop", "Remove {tile}")
OPT_SELL = text("birmingham.option.sell", "{tile} at {place}")
OPT_STOP = text("birmingham.option.stop", "Stop here")
OPT_SKIP_BONUS = text("birmingham.option.skip_bonus", "Do not take the free develop")
OPT_LIQUIDATE = text("birmingham.option.liquidate", "{tile} at {place} (+{refund})")
OPT_MERCHANT_BEER = text("birmingham.option.merchant_beer", "the {place} merchant")
OPT_MERCHANT_BONUS = text("birmingham.option.merchant_bonus", "bonus: {bonus}",
                          note="in a beer source option: what the merchant's beer brings; "
                          "{bonus} as birmingham.bonus.*")
BONUS_DEVELOP = text("birmingham.bonus.develop", "a free develop")
BONUS_INCOME = plural("birmingham.bonus.income", "income +{spaces} space", "income +{spaces} spaces", count="spaces")
BONUS_VP = text("birmingham.bonus.vp", "{vp} VP")

# -- log lines ---------------------------------------------------------------------------
LOG_BUILD = text(
    "birmingham.log.build", "{player} builds {tile} at {place} with {card}; spends {money}{paid}."
)
LOG_OVERBUILD = text(
    "birmingham.log.overbuild",
    "{player} builds {tile} at {place} over {owner}'s {old} with {card}; spends {money}{paid}.",
)
LOG_MARKET_SALE = text(
    "birmingham.log.market_sale", "{player} sells {count} {resource} to the market for {money}."
)
LOG_FLIP = plural("birmingham.log.flip", "{owner}'s {tile} at {place} flips: income +{spaces} space.",
                  "{owner}'s {tile} at {place} flips: income +{spaces} spaces.", count="spaces")
LOG_LINK = text("birmingham.log.link", "{player} builds a {kind} link {ends} with {card}; spends {money}{paid}.")
LOG_DEVELOP = text("birmingham.log.develop", "{player} develops {tiles} with {card}; spends {money}{paid}.")
LOG_SELL = text("birmingham.log.sell", "{player} sells {tile} at {place}{paid}.")
LOG_SELL_DONE = text("birmingham.log.sell_card", "{player} ends the sale ({card}).")
LOG_BONUS_DEVELOP = text("birmingham.log.bonus_develop", "{player} takes Gloucester's bonus: develops {tile} for free.")
LOG_BONUS_INCOME = plural("birmingham.log.bonus_income", "{player} takes {place}'s bonus: income +{spaces} space.",
                          "{player} takes {place}'s bonus: income +{spaces} spaces.", count="spaces")
LOG_BONUS_VP = text("birmingham.log.bonus_vp", "{player} takes {place}'s bonus: {vp} VP.")
LOG_BONUS_MONEY = text("birmingham.log.bonus_money", "{player} takes {place}'s bonus: {money}.")
LOG_SCOUT = text("birmingham.log.scout",
                 "{player} scouts, discarding {cards}: takes a wild location and a wild industry card.")
LOG_LIQUIDATE = text("birmingham.log.liquidate", "{player} sells {tile} at {place} for {money} to pay income.")
LOG_DEBT_VP = text("birmingham.log.debt_vp", "{player} cannot pay {owed} and loses {vp} VP.")
LOG_ERA_SCORE = text(
    "birmingham.log.era_score", "End of the {era}: {player} scores {links} VP for links and {tiles} VP for industries."
)
LOG_ERA_CLEANUP = plural(
    "birmingham.log.era_cleanup",
    "Links and level I industries leave the board; merchant beer is refilled; {cards} card is shuffled and dealt.",
    "Links and level I industries leave the board; merchant beer is refilled; {cards} cards are shuffled and dealt.",
    count="cards",
)
PAID_PART = text("birmingham.log.paid", " and {items}")
PAID_ITEM = plural("birmingham.log.paid_item", "{resource} from {source}", "{quantity} from {source}")
MARKET = text("birmingham.source.market", "the market")
LINK_CANAL = text("birmingham.link.canal", "canal")
LINK_RAIL = text("birmingham.link.rail", "rail")

# -- board views -----------------------------------------------------------------------
MERCHANT_BUYS = text("birmingham.merchant.buys", "buys {goods}; {beer} beer beside it")
MERCHANT_BLANK = text("birmingham.merchant.blank", "blank tile (buys nothing)")
MERCHANT_EMPTY = text("birmingham.merchant.empty", "no merchant tile in this game")
