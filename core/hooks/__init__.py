"""The hooks titles and plugins implement, finding installed titles, plugins and bots, and
building a game's plugin manager and rules."""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "entry_points": ["installed_plugins", "installed_titles"],
    "hookspecs": ["hookimpl", "hookspec"],
    "title_info": ["TitleInfo"],
    "title_plugin": ["title_hooks"],
    "titles": ["installed_plugins", "installed_titles", "load_plugin", "plugin_manager", "title_info"],
    "bots": ["available_bots", "bot_name", "make_bot"],
    "games": ["new_game", "rules_for"],
    "plugin_refs": ["record_of", "resolve"],
})
