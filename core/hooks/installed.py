"""The installed plugins outside any game: one plugin manager of every ``brass.plugins`` entry point.

Some hooks are answered by a plugin whether or not it plays in a game: its bots, its hot
modules, and the title data files it reads (the bots' ``bot.toml``), which it checks when a
variant changes them (``brass_data_check``) and whose left-out keys it knows
(``brass_data_default``).  A title ships such a file with its data, so a variant may change
it like any other, but the title never reads or imports the plugin.
"""
from __future__ import annotations

from typing import Any

import pluggy

from brass.core.hooks import hookspecs
from brass.core.hooks.entry_points import installed_plugins
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import DataError

PLUGIN_BROKEN = text("error.plugin_broken", "the installed plugin “{plugin}” cannot be loaded: {detail}")


def load_entry_point(name: str, ep: Any) -> Any:
    """Load an installed plugin; a broken one (any exception) becomes a DataError naming it."""
    try:
        return ep.load()
    except Exception as exc:  # noqa: BLE001 - third-party code may fail in any way
        raise DataError(PLUGIN_BROKEN(plugin=name, detail=f"{type(exc).__name__}: {exc}")) from None


def installed_plugins_manager(extra_plugins: tuple[Any, ...] = ()) -> tuple[pluggy.PluginManager, dict[str, Message]]:
    """A plugin manager of every installed plugin (and ``extra_plugins``), for the hooks a
    plugin answers outside any game (its bots, its hot modules); and the plugins that failed
    to load (name -> why), left out."""
    pm = pluggy.PluginManager("brass")
    pm.add_hookspecs(hookspecs)
    broken: dict[str, Message] = {}
    for name, ep in sorted(installed_plugins().items()):
        try:
            module = load_entry_point(name, ep)
        except DataError as exc:  # a broken plugin offers nothing; callers may name it
            broken[name] = exc.message
            continue
        pm.register(module, name=f"ep.{name}")
    for i, plugin in enumerate(extra_plugins):
        if pm.get_name(plugin) is None and not pm.is_registered(plugin):
            pm.register(plugin, name=f"extra.{i}")
    return pm, broken


def plugin_data_default(file: str, path: str, data: dict[str, Any]) -> Any:
    """What the installed plugin that reads ``file`` says applies where it leaves ``path`` out."""
    return installed_plugins_manager()[0].hook.brass_data_default(file=file, path=path, data=data)


__all__ = ["installed_plugins_manager", "load_entry_point", "plugin_data_default"]
