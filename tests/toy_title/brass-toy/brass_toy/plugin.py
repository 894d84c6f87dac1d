"""Toy Brass as a pluggy plugin: the module the ``brass.titles`` entry point names.

Each function named after a hook in ``brass.core.hooks.hookspecs`` and marked
``@hookimpl`` answers that hook.  Required for a title: ``brass_title`` (what it
is and how to load its data) and ``brass_actions`` (its turn menu); in practice
also ``brass_transport`` (where resources come from) -- these three are the same
for every title, so ``title_hooks`` makes them -- ``brass_setup`` and
``brass_era_end``, and ``brass_option_ids`` (the learning adapters need it).  The
rest are optional: without them core's defaults apply (see ``core/WRITING_A_TITLE.md``).
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from brass.core.hooks.hookspecs import hookimpl
from brass.core.hooks.title_info import TitleInfo
from brass.core.hooks.title_plugin import title_hooks
from brass.core.i18n.messages import Message

from . import __version__, texts
from .loader import load_rules, raw_data
from .rules import ACTIONS, build, develop, road, sell
from .rules.era_end import end_era
from .rules.setup import place_merchants
from .rules.shortfall import lose_vp
from .rules.sourcing import transport_tiers

if TYPE_CHECKING:
    from brass.core.play.engine import Game

TITLE = TitleInfo(
    id="toy", name="Toy Brass", version=__version__, load_rules=load_rules, raw_data=raw_data,
    rulebook=Path(__file__).parent / "rulebook.toml",
)


# -- required (what the title is, its turn menu) and where resources come from ---------

brass_title, brass_actions, brass_transport = title_hooks(TITLE, ACTIONS, transport_tiers)


# -- the usual steps of a Brass game ------------------------------------------------

@hookimpl
def brass_setup(game: Game) -> None:
    place_merchants(game)


@hookimpl
def brass_era_end(game: Game, era: int) -> None:
    end_era(game, era)


# -- every option id the title's steps may offer --------------------------------------

@hookimpl
def brass_option_ids(game: Game) -> list[str]:
    """The ids of the toy's own steps; core adds the menu, cards, ``done`` and coal sources.

    The reinforcement-learning adapters number their fixed action space from these,
    and refuse a game that offers an id nobody declared.
    """
    return [*build.option_ids(game), *road.option_ids(game), *develop.option_ids(game), *sell.option_ids(game)]


# -- optional -----------------------------------------------------------------------

@hookimpl
def brass_income_shortfall(game: Game, player: int, owed: int) -> bool:
    lose_vp(game, player, owed)
    return True


@hookimpl
def brass_describe_merchant(game: Game, slot: int) -> Message | None:
    rules = game.rules
    tile = game.state.merchant_tile[slot]
    if tile < 0:
        return None  # core's fallback
    goods = [rules.names.industry[i]() for i in sorted(rules.title.merchant_tiles[tile][1])]
    return texts.MERCHANT_BUYS(goods=goods)
