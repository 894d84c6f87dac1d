"""Brass: Birmingham as a pluggy plugin: the entry point of the ``birmingham`` title."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass.core.files.positions import era_rule_breaches
from brass.core.hooks.hookspecs import hookimpl
from brass.core.hooks.title_info import TitleInfo
from brass.core.hooks.title_plugin import title_hooks
from brass.core.i18n.messages import Message
from brass.core.play.engine import player_name

from . import __version__, texts
from .loader import load_rules, raw_data
from .rules import ACTIONS
from .rules.era_end import end_era
from .rules.setup import place_merchants
from .rules.shortfall import start_shortfall
from .rules.sourcing import transport_tiers

if TYPE_CHECKING:
    from brass.core.play.engine import Game

TITLE = TitleInfo(
    id="birmingham", name="Brass: Birmingham", version=__version__, load_rules=load_rules, raw_data=raw_data,
    rulebook=Path(__file__).parent / "rulebook.toml", questions=Path(__file__).parent / "questions.toml",
    layout=Path(__file__).parent / "data" / "layout.toml",
)


brass_title, brass_actions, brass_transport = title_hooks(TITLE, ACTIONS, transport_tiers)


@hookimpl
def brass_option_ids(game: Game) -> list[str]:
    """Build, network, develop, sell and liquidation answers (see ``rules/``)."""
    rules = game.rules
    industries = [industry.id for industry in rules.industries.industries]
    spaces = [space.ref for space in rules.board.spaces]
    return [*(f"industry:{i}" for i in industries), *(f"develop:{i}" for i in industries),
            *(f"slot:{s}" for s in spaces), *(f"sell:{s}" for s in spaces),
            *(f"link:{link.ref}" for link in rules.board.links)]


@hookimpl
def brass_setup(game: Game) -> None:
    place_merchants(game)


@hookimpl
def brass_income_shortfall(game: Game, player: int, owed: int) -> bool:
    start_shortfall(game, player, owed)
    return True


@hookimpl
def brass_tile_flipped(game: Game, space: int) -> None:
    if game.listener:
        rules = game.rules
        st = game.state
        tile = rules.tiles[st.tile_type[space]]
        game.say_result(texts.LOG_FLIP(
            owner=player_name(st.tile_owner[space]), tile=rules.names.tile(rules, tile.index),
            place=rules.names.location[rules.board.spaces[space].location](), spaces=tile.income))


@hookimpl
def brass_era_end(game: Game, era: int) -> None:
    end_era(game, era)


@hookimpl
def brass_card_blocked(game: Game, player: int, card: int) -> Message:
    from .rules.card_reasons import blocked_reason

    return blocked_reason(game, player, card)


@hookimpl
def brass_describe_merchant(game: Game, slot: int) -> Message:
    rules = game.rules
    st = game.state
    tile = st.merchant_tile[slot]
    if tile < 0:
        return texts.MERCHANT_EMPTY()
    accepts = rules.title.merchant_tiles[tile].accepts
    if not accepts:
        return texts.MERCHANT_BLANK()
    goods = [rules.names.industry[i]() for i in sorted(accepts)]
    return texts.MERCHANT_BUYS(goods=goods, beer=st.merchant_goods[slot])


@hookimpl
def brass_position_warnings(game: Game) -> list[Message]:
    # era 1: one industry per location and player; level I tiles leave after era 1
    return era_rule_breaches(game, (0,), 1)


@hookimpl
def brass_bot_profile(game: Game) -> dict[str, Any]:
    """The advice to evaluating bots in ``data/bot.toml`` (weights), as a variant left it."""
    return game.rules.title.bot


@hookimpl
def brass_compiled_modules() -> list[str]:
    """Birmingham's hot rules: where a build may go and what it costs, links, develop, sell,
    scout, and selling tiles to pay a debt."""
    names = ("placement", "build", "links", "develop", "sell", "scout", "shortfall")
    return [f"brass_birmingham.rules.{name}" for name in names]
