"""Building games: find the title, build (or reuse) its rules, set up a new state."""
from __future__ import annotations

import copy
import json
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from brass.core.hooks.installed import installed_plugins_manager
from brass.core.hooks.titles import check_data_id, load_plugin, load_title_module, plugin_manager
from brass.core.i18n.messages import text, unregistered
from brass.core.model.data import read_toml, remembering
from brass.core.model.errors import DataError
from brass.core.model.rules import Rules
from brass.core.model.toml_input import check_plain
from brass.core.model.variants import apply_variant
from brass.core.play.engine import Game, new_state

VARIANT_REFUSED = text("error.variant_refused", "{file}: the data it changes is refused: {detail}")
BAD_PLAYERS = text("error.bad_player_count", "{title} is played by {counts} players, not {players}.")

_rules_cache: dict[tuple[str, str], Rules] = {}  # (title, variant|plugins) -> rules
_player_variants: dict[Path, dict[str, Any]] = {}  # a title's board-side variant files, parsed


def rules_for(
    title: str, variant: dict[str, Any] | None = None, plugins: tuple[Any, ...] = (), variant_file: str = "variant",
    title_data: bool = False,
) -> Rules:
    """The static rules of ``title`` with ``variant`` applied (built once, then shared).

    ``variant_file`` names the variant in error messages.  ``title_data``: the variant
    is the title's own (a board side), so the names it brings are declared messages.
    """
    if variant:
        check_plain(variant, variant_file)  # plain TOML values only: the cache key below is their JSON
    names = ",".join(getattr(p, "__name__", type(p).__name__) for p in plugins)
    key = (title, (json.dumps(variant, sort_keys=True) if variant else "") + "|" + names)
    cached = _rules_cache.get(key)
    if cached is not None:
        return cached
    module = load_title_module(title)
    pm = plugin_manager(module, plugins)
    info = pm.hook.brass_title()
    # the title files plugins read (the bots' weights) are theirs to check; the plugins are loaded
    # before the variant's names, which are not declared messages
    checkers = installed_plugins_manager()[0].hook if variant and not title_data else None
    with unregistered() if variant and not title_data else nullcontext(), remembering():
        try:
            rules = info.load_rules(variant, variant_file)
            if checkers is not None and variant:
                data = info.raw_data()
                apply_variant(data, variant, title, variant_file)
                checkers.brass_data_check(title=title, data=data, player_counts=rules.info.player_counts)
        except DataError as exc:
            if not variant or str(exc).startswith(f"{variant_file}:"):
                raise
            from brass.core.model.variants import blame_variant

            blamed = blame_variant(exc, info.raw_data(), variant, title, variant_file)
            if blamed is not exc:  # the change that wrote the bad value, named in the variant file
                raise blamed from None
            raise DataError(VARIANT_REFUSED(file=variant_file, detail=exc.message)) from None
    check_data_id(title, rules.info.id)
    pm.hook.brass_rules_loaded(rules=rules)
    _rules_cache[key] = rules
    return rules


def with_player_variant(title: str, players: int, variant: dict[str, Any] | None) -> dict[str, Any] | None:
    """``variant`` preceded by the title's own variant for ``players`` seats, if it has one.

    A title may play some player counts on a board side of its own; that side is
    a variant file of the title, so a designer's variant still applies on top.
    """
    info = plugin_manager(load_title_module(title), ()).hook.brass_title()
    path = info.player_variants.get(players)
    if path is None:
        return variant
    cached = _player_variants.get(path)
    if cached is None:
        cached = _player_variants[path] = read_toml(path)
    own = copy.deepcopy(cached)  # a later change may edit the values it sets
    if not variant:
        return own
    merged = dict(variant)
    merged["change"] = list(own.get("change", [])) + list(variant.get("change", []))
    return merged


def check_player_count(rules: Rules, players: int) -> None:
    """Refuse ``players`` unless ``rules`` (with that count's board side) deal a deck for it:
    one check, so ``new``, ``simulate`` and ``data`` refuse the same counts in the same words."""
    # a count whose deck is empty is not played on this data (a board side of other counts)
    counts = [n for i, n in enumerate(rules.info.player_counts) if rules.deck_size(i)]
    if players not in counts:
        raise DataError(BAD_PLAYERS(title=rules.info.name, counts="/".join(map(str, counts)), players=players))


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
    merged = with_player_variant(title, players, variant)
    rules = rules_for(title, merged, loaded, title_data=not variant)
    check_player_count(rules, players)
    pm = plugin_manager(load_title_module(title), loaded)
    game = Game(rules, new_state(rules, players, seed), pm)
    game.hook.brass_setup(game=game)
    game.refresh()
    return game
