"""Brass: Pittsburgh as a pluggy plugin: the entry point of the ``pittsburgh`` title."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.hooks.title_info import TitleInfo
from brass.core.i18n.messages import Message
from brass.core.play.actions import Action
from brass.core.play.engine import player_name
from brass.core.play.transport import Tier

from . import __version__, texts
from .loader import load_rules, raw_data
from .rules import ACTIONS
from .rules.describe import merchant_state
from .rules.era_end import end_era
from .rules.invariants import title_problems
from .rules.positions import read_extra, write_extra
from .rules.public import board_lines, public_state
from .rules.rewards import grant
from .rules.setup import set_up
from .rules.shortfall import penalty
from .rules.sourcing import transport_tiers
from .state import PittsburghState

if TYPE_CHECKING:
    from brass.core.play.engine import Game

TITLE = TitleInfo(
    id="pittsburgh", name="Brass: Pittsburgh", version=__version__, load_rules=load_rules,
    raw_data=raw_data, state_ext=PittsburghState, rulebook=Path(__file__).parent / "rulebook.toml",
)


@hookimpl
def brass_title() -> TitleInfo:
    return TITLE


@hookimpl
def brass_actions(game: "Game") -> list[Action]:
    return [cls() for cls in ACTIONS]


@hookimpl
def brass_transport(game: "Game") -> dict[tuple[int, str], list[Tier]]:
    return transport_tiers(game)


@hookimpl
def brass_setup(game: "Game") -> None:
    set_up(game)


@hookimpl
def brass_income_shortfall(game: "Game", player: int, owed: int) -> bool:
    penalty(game, player)
    return True


@hookimpl
def brass_tile_flipped(game: "Game", space: int) -> None:
    rules = game.rules
    st = game.state
    tile = rules.tiles[st.tile_type[space]]
    owner = st.tile_owner[space]
    if game.listener:
        game.say(texts.LOG_FLIP(owner=player_name(owner), tile=rules.names.tile(rules, tile.index),
                                place=rules.names.location[rules.board.spaces[space].location](), spaces=tile.income))
    grant(game, owner, tile.rewards)


@hookimpl
def brass_era_end(game: "Game", era: int) -> None:
    end_era(game, era)


@hookimpl
def brass_describe_merchant(game: "Game", slot: int) -> Message:
    return merchant_state(game, slot)


@hookimpl
def brass_view(game: "Game", player: int) -> dict[str, Any]:
    return public_state(game, player)


@hookimpl
def brass_board_lines(game: "Game", player: int) -> list[Message]:
    return board_lines(game, player)


@hookimpl
def brass_invariants(game: "Game") -> list[str]:
    return title_problems(game)


@hookimpl
def brass_position_write(game: "Game") -> dict[str, Any]:
    return write_extra(game)


@hookimpl
def brass_position_read(game: "Game", extra: dict[str, Any], file: str) -> bool:
    read_extra(game, extra, file)
    return True
