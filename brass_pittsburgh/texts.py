"""Every Pittsburgh message: menu entries, prompts, option labels and log lines."""
from __future__ import annotations

from brass.core.i18n.messages import text
from brass.core.i18n.plural import plural

BUILD = text("pittsburgh.action.build", "Build")
NETWORK = text("pittsburgh.action.network", "Network")
DEVELOP = text("pittsburgh.action.develop", "Develop")
SELL = text("pittsburgh.action.sell", "Sell")
PASS = text("pittsburgh.action.pass", "Pass (gain whiskey)")
FREE_DEVELOP = text("pittsburgh.action.free_develop", "Free develop")
BONUS_SELL = text("pittsburgh.action.bonus_sell", "Bonus sale")

PROMPT_TILE = text("pittsburgh.prompt.tile", "{player}: which tile from your mat?")
PROMPT_SITE = text("pittsburgh.prompt.site", "{player}: where do you build your {tile}?")
PROMPT_MARKET = text("pittsburgh.prompt.market", "{player}: into which market do your new cubes ({resource}) go next?")
PROMPT_KIND = text("pittsburgh.prompt.kind", "{player}: which link tile do you place?")
PROMPT_LINE = text("pittsburgh.prompt.line", "{player}: where does your {kind} go?")
PROMPT_SECOND = text("pittsburgh.prompt.second", "{player}: place a second link for {money} more, or stop?")
PROMPT_DEVELOP = text("pittsburgh.prompt.develop", "{player}: which tile do you develop?")
PROMPT_DEVELOP_PAY = text("pittsburgh.prompt.develop_pay", "{player}: pay for this develop with iron or with steel?")
PROMPT_DEVELOP_MORE = text("pittsburgh.prompt.develop_more", "{player}: develop a second tile, or stop?")
PROMPT_FREE_DEVELOP = text("pittsburgh.prompt.free_develop", "{player}: free develop ({left} left) — which tile?")
PROMPT_SELL = text("pittsburgh.prompt.sell", "{player}: which industry do you sell?")
PROMPT_SELL_MORE = text("pittsburgh.prompt.sell_more", "{player}: sell another industry, or stop?")
PROMPT_MERCHANT = text("pittsburgh.prompt.merchant", "{player}: to which merchant do you sell your {tile}?")
PROMPT_QUALITY = text("pittsburgh.prompt.quality", "{player}: your sale has {stars} stars — claim a Quality Reward?")
PROMPT_BONUS_SELL = text("pittsburgh.prompt.bonus_sell", "{player}: take the Skyscraper's bonus sale now?")

OPT_WHISKEY_CARD = text("pittsburgh.option.whiskey_card", "Discard {card} and 1 whiskey (as any card)")
OPT_TILE = text("pittsburgh.option.tile", "{tile}")
OPT_SITE = text("pittsburgh.option.site", "{place}, space {n} ({cost})")
OPT_UPGRADE = text("pittsburgh.option.upgrade", "{place}, space {n}: upgrade your {old} ({cost})")
OPT_MARKET = text("pittsburgh.option.market", "{market}: {price} each, {room} free spaces")
OPT_KIND = text("pittsburgh.option.kind", "{kind} ({count} in supply)")
OPT_LINE = text("pittsburgh.option.line", "{a}–{b} ({cost})")
OPT_REPLACE = text("pittsburgh.option.replace", "{a}–{b}: replace {owner}'s light train ({cost})")
OPT_SWAP = text("pittsburgh.option.swap", "{a}–{b}: swap your reserve pipeline ({cost})")
OPT_STOP = text("pittsburgh.option.stop", "Stop here")
OPT_SKIP = text("pittsburgh.option.skip", "Skip")
OPT_DEVELOP = text("pittsburgh.option.develop", "Remove {tile}")
OPT_PAY_WITH = text("pittsburgh.option.pay_with", "Pay with {resource}")
OPT_SELL = text("pittsburgh.option.sell", "{tile} at {place}")
OPT_MERCHANT = text("pittsburgh.option.merchant", "{place} merchant ({state})")
OPT_QUALITY = text("pittsburgh.option.quality", "Claim the {stars}-star reward, spending {whiskey} whiskey")
OPT_BONUS_SELL = text("pittsburgh.option.bonus_sell", "Sell now")
FACE_UP = text("pittsburgh.merchant.face_up", "face up: buys {goods}, pays {reward}")
FACE_DOWN = text("pittsburgh.merchant.face_down", "face down: buys {goods}")
NO_MERCHANT = text("pittsburgh.merchant.none", "no merchant tile")
SOURCE_TRAIN = text("pittsburgh.source.train", "your heavy train on {line}")
SOURCE_VANDERBILT = text("pittsburgh.source.vanderbilt", "Vanderbilt")
SOURCE_OIL = text("pittsburgh.source.oil", "{field} through {owner}'s pipeline to {city}")

LOG_BUILD = text("pittsburgh.log.build", "{player} builds {tile} at {place} with {card}; spends {money}{paid}.",
                 note="{paid}: the cubes used and where they came from (pittsburgh.log.paid), or nothing")
LOG_UPGRADE = text("pittsburgh.log.upgrade",
                   "{player} upgrades {old} at {place} to {tile} with {card}; {old} scores {vp} VP; "
                   "spends {money}{paid}.",
                   note="{paid}: as in pittsburgh.log.build")
LOG_MARKET_SALE = text("pittsburgh.log.market_sale", "{player} sells {count} {resource} to {market} for {money}.")
LOG_MARKET_SALE_VP = text("pittsburgh.log.market_sale_vp",
                          "{player} sells {count} {resource} to {market} for {money} and {vp} VP.",
                          note="only when the market spaces filled print VP ({vp} is at least 1)")
LOG_FLIP = plural("pittsburgh.log.flip", "{owner}'s {tile} at {place} flips: income +{spaces} space.",
                  "{owner}'s {tile} at {place} flips: income +{spaces} spaces.", count="spaces")
LOG_REWARD = text("pittsburgh.log.reward", "{player} gains {reward}.")
LOG_LINK = text("pittsburgh.log.link", "{player} places their {kind} on {line}; spends {money}{paid}.",
                note="{paid}: as in pittsburgh.log.build")
PAID_PART = text("pittsburgh.log.paid", " and {items}", note="the end of a build or network log line; keep the space")
PAID_ITEM = plural("pittsburgh.log.paid_item", "{resource} from {source}", "{quantity} from {source}")
PAID_TRAIN = text("pittsburgh.log.paid_train", "their heavy train on {line}", note="the builder's own train")
LOG_REPLACE = text("pittsburgh.log.replace",
                   "{owner}'s light train on {line} scores {vp} VP and returns to their supply.")
LOG_OIL_REVEAL = text("pittsburgh.log.oil_reveal", "{player}'s pipeline reaches {field}: its tile makes {oil} oil.")
LOG_DEVELOP = text("pittsburgh.log.develop", "{player} develops {tile}.")
LOG_DEVELOP_PAID = text("pittsburgh.log.develop_paid", "{player} develops {tiles} with {card}; spends {money}{paid}.",
                        note="{tiles}: the tiles developed, joined; {paid}: as in pittsburgh.log.build")
LOG_SELL = text("pittsburgh.log.sell", "{player} sells {tile} at {place}.")
LOG_QUALITY = text("pittsburgh.log.quality",
                   "{player} claims the {stars}-star Quality Reward, spending {whiskey} whiskey.")
LOG_PASS = text("pittsburgh.log.pass", "{player} passes ({card}) and has {whiskey} whiskey.")
LOG_PENALTY = text("pittsburgh.log.penalty",
                   "{player} cannot pay: loses all whiskey and {vp} VP, income back to level 0.")
LOG_ERA_SCORE = text("pittsburgh.log.era_score",
                     "End of {era}: {player} scores {links} VP for trains and {tiles} VP for industries.")
LOG_ERA_CLEANUP = plural(
    "pittsburgh.log.era_cleanup",
    "Light trains and level 1 industries leave the board; waiting oil arrives; {cards} card is shuffled and dealt.",
    "Light trains and level 1 industries leave the board; waiting oil arrives; {cards} cards are shuffled and dealt.",
    count="cards",
)
SHOW_WHISKEY = text("pittsburgh.show.whiskey", "Whiskey: {counts}")
SHOW_SEAT_COUNT = text("pittsburgh.show.seat_count", "{player} {count}")
SHOW_OILFIELD = text("pittsburgh.show.oilfield",
                     "{place}: {oil} oil, {waiting} arriving at the end of era 1 (makes {makes})")
SHOW_OILFIELD_OPEN = text("pittsburgh.show.oilfield_open", "{place}: {oil} oil, tile face up")
SHOW_OILFIELD_HIDDEN = text("pittsburgh.show.oilfield_hidden", "{place}: {oil} oil, tile face down")
SHOW_QUALITY = text("pittsburgh.show.quality", "Quality Reward, {stars} stars: {reward}")
SHOW_QUALITY_TAKEN = text("pittsburgh.show.quality_taken", "Quality Reward, {stars} stars: claimed")
SHOW_TRAIN = text("pittsburgh.show.train", "Heavy train on {line}: {quantity}")
REWARD_VP = text("pittsburgh.reward.vp", "{amount} VP")
REWARD_MONEY = text("pittsburgh.reward.money", "{amount}")
REWARD_INCOME = text("pittsburgh.reward.income", "{amount} income spaces")
REWARD_WHISKEY = text("pittsburgh.reward.whiskey", "{amount} whiskey")
REWARD_DEVELOP = text("pittsburgh.reward.develop", "{count} free develop", plural="{count} free develops")
REWARD_SELL = text("pittsburgh.reward.sell", "a bonus sale")
