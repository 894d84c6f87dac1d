"""Brass: Pittsburgh as a pluggy plugin: the entry point of the ``pittsburgh`` title."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass.core.files.positions import era_rule_breaches
from brass.core.hooks.hookspecs import hookimpl
from brass.core.hooks.title_info import TitleInfo
from brass.core.hooks.title_plugin import title_hooks
from brass.core.i18n.messages import Message
from brass.core.model import rng
from brass.core.play.engine import player_name

from . import __version__, texts
from .loader import load_rules, raw_data
from .rules import ACTIONS
from .rules.describe import merchant_state
from .rules.era_end import end_era
from .rules.invariants import title_problems
from .rules.positions import read_extra, write_extra
from .rules.public import board_parts, public_state
from .rules.rewards import grant
from .rules.setup import set_up
from .rules.shortfall import collect_income
from .rules.sourcing import transport_tiers
from .state import PittsburghState

if TYPE_CHECKING:
    from brass.core.play.engine import Game

TITLE = TitleInfo(
    id="pittsburgh", name="Brass: Pittsburgh", version=__version__, load_rules=load_rules,
    raw_data=raw_data, state_ext=PittsburghState, rulebook=Path(__file__).parent / "rulebook.toml",
    layout=Path(__file__).parent / "data" / "layout.toml",
    player_variants={2: Path(__file__).parent / "boards" / "two_players.toml"},
)


brass_title, brass_actions, brass_transport = title_hooks(TITLE, ACTIONS, transport_tiers)


@hookimpl
def brass_option_ids(game: Game) -> list[str]:
    """Answers of build, network, develop, sell and their follow-ups (see ``rules/``)."""
    rules = game.rules
    spaces = [space.ref for space in rules.board.spaces]
    positions = [position.id for position in rules.mat.positions]
    return [*(f"slot:{s}" for s in spaces), *(f"sell:{s}" for s in spaces),
            *(f"tile:{p}" for p in positions), *(f"develop:{p}" for p in positions),
            *(f"link:{link.ref}" for link in rules.board.links), *(f"kind:{k.id}" for k in rules.link_kinds),
            *(f"with:{r.id}" for r in rules.industries.resources), *(f"whiskey:{c.id}" for c in rules.cards),
            *(f"market:{m.id}" for m in rules.markets), *(f"quality:{q.id}" for q in rules.title.quality),
            *(f"merchant:{m.ref}" for m in rules.board.merchant_slots), "sell"]


@hookimpl
def brass_setup(game: Game) -> None:
    set_up(game)


@hookimpl
def brass_collect_income(game: Game, player: int) -> bool | None:
    return collect_income(game, player)


@hookimpl
def brass_tile_flipped(game: Game, space: int) -> None:
    rules = game.rules
    st = game.state
    tile = rules.tiles[st.tile_type[space]]
    owner = st.tile_owner[space]
    if game.listener:
        game.say_result(texts.LOG_FLIP(
            owner=player_name(owner), tile=rules.names.tile(rules, tile.index),
            place=rules.names.location[rules.board.spaces[space].location](), spaces=tile.income))
    grant(game, owner, tile.rewards)


@hookimpl
def brass_era_end(game: Game, era: int) -> None:
    end_era(game, era)


@hookimpl
def brass_card_blocked(game: Game, player: int, card: int) -> Message:
    from .rules.card_reasons import blocked_reason

    return blocked_reason(game, player, card)


@hookimpl
def brass_hand_notes(game: Game, player: int) -> list[Message]:
    from .rules.card_reasons import hand_notes

    return hand_notes(game, player)


@hookimpl
def brass_describe_merchant(game: Game, slot: int) -> Message:
    return merchant_state(game, slot)


@hookimpl
def brass_view(game: Game, player: int) -> dict[str, Any]:
    return public_state(game, player)


@hookimpl
def brass_board_parts(game: Game, player: int) -> dict[str, list[Message]]:
    return board_parts(game, player)


@hookimpl
def brass_invariants(game: Game) -> list[str]:
    return title_problems(game)


@hookimpl
def brass_position_write(game: Game) -> dict[str, Any]:
    return write_extra(game)


@hookimpl
def brass_position_read(game: Game, extra: dict[str, Any], file: str) -> bool:
    read_extra(game, extra, file)
    return True


@hookimpl
def brass_position_warnings(game: Game) -> list[Message]:
    # era 1: one industry per location and player; level I tiles leave after era 1
    return era_rule_breaches(game, (0,), 1)


@hookimpl
def brass_determinize(game: Game, player: int) -> None:
    """Face-down oilfield tiles are redrawn among the face-down oilfields (a bot's copy)."""
    ext = game.state.ext
    fields = [o for o in game.rules.title.oilfields if not ext.revealed[o]]
    tiles = sorted(ext.oilfield_tile[o] for o in fields)
    rng.shuffle(game.state, tiles)
    for o, t in zip(fields, tiles):
        ext.oilfield_tile[o] = t


@hookimpl
def brass_bot_profile(game: Game) -> dict[str, Any]:
    """The advice to evaluating bots in ``data/bot.toml`` (weights), as a variant left it."""
    return game.rules.title.bot


@hookimpl
def brass_compiled_modules() -> list[str]:
    """Pittsburgh's hot rules: lines, build sites, develop."""
    return [f"brass_pittsburgh.rules.{name}" for name in ("placement", "build", "links", "develop")]
