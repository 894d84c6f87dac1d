"""The hooks titles and plugins implement, finding installed titles, plugins and bots, and
building a game's plugin manager and rules."""
from __future__ import annotations

from brass.core.exports import lazy

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.hooks.bots import available_bots as available_bots, bot_name as bot_name, make_bot as make_bot
    from brass.core.hooks.games import new_game as new_game, rules_for as rules_for
    from brass.core.hooks.hookspecs import hookimpl as hookimpl, hookspec as hookspec
    from brass.core.hooks.plugin_refs import record_of as record_of, resolve as resolve
    from brass.core.hooks.title_info import TitleInfo as TitleInfo
    from brass.core.hooks.title_plugin import title_hooks as title_hooks
    from brass.core.hooks.titles import (
        installed_plugins as installed_plugins,
        installed_titles as installed_titles,
        load_plugin as load_plugin,
        plugin_manager as plugin_manager,
    )

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
