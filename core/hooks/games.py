"""Building games: find the title, build (or reuse) its rules, set up a new state."""
from __future__ import annotations

import json
from contextlib import nullcontext
from typing import Any

from brass.core.hooks.titles import load_plugin, load_title_module, plugin_manager
from brass.core.i18n.messages import text, unregistered
from brass.core.model.errors import DataError
from brass.core.model.rules import Rules
from brass.core.model.toml_input import check_plain
from brass.core.play.engine import Game, new_state

VARIANT_REFUSED = text("error.variant_refused", "{file}: the data it changes is refused: {detail}")
BAD_PLAYERS = text("error.bad_player_count", "{title} is played by {counts} players, not {players}.")

_rules_cache: dict[tuple[str, str], Rules] = {}  # (title, variant|plugins) -> rules


def rules_for(
    title: str, variant: dict[str, Any] | None = None, plugins: tuple[Any, ...] = (), variant_file: str = "variant"
) -> Rules:
    """The static rules of ``title`` with ``variant`` applied (built once, then shared).

    ``variant_file`` names the variant in error messages.
    """
    if variant:
        check_plain(variant, variant_file)  # plain TOML values only: the cache key below is their JSON
    names = ",".join(getattr(p, "__name__", type(p).__name__) for p in plugins)
    key = (title, (json.dumps(variant, sort_keys=True) if variant else "") + "|" + names)
    cached = _rules_cache.get(key)
    if cached is not None:
        return cached
    pm = plugin_manager(load_title_module(title), plugins)
    info = pm.hook.brass_title()
    with unregistered() if variant else nullcontext():
        try:
            rules = info.load_rules(variant, variant_file)
        except DataError as exc:
            if not variant or str(exc).startswith(f"{variant_file}:"):
                raise
            raise DataError(VARIANT_REFUSED(file=variant_file, detail=exc.message)) from None
    pm.hook.brass_rules_loaded(rules=rules)
    _rules_cache[key] = rules
    return rules


def new_game(
    title: str,
    players: int,
    seed: int = 0,
    plugins: tuple[Any, ...] = (),
    variant: dict[str, Any] | None = None,
) -> Game:
    """A new game of ``title`` for ``players`` seats, set up from ``seed``.

    ``plugins`` are plugin objects or names/paths understood by
    :func:`brass.core.hooks.titles.load_plugin`.
    """
    loaded = tuple(load_plugin(p) if isinstance(p, str) else p for p in plugins)
    rules = rules_for(title, variant, loaded)
    if players not in rules.info.player_counts:
        raise DataError(
            BAD_PLAYERS(title=rules.info.name, counts="/".join(map(str, rules.info.player_counts)), players=players)
        )
    pm = plugin_manager(load_title_module(title), loaded)
    game = Game(rules, new_state(rules, players, seed), pm)
    game.hook.brass_setup(game=game)
    game.refresh()
    return game
