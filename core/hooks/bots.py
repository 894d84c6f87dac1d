"""Finding bots: every installed plugin may offer bot factories through ``brass_bots``."""
from __future__ import annotations

from typing import Any

import pluggy

from brass.core.hooks import hookspecs
from brass.core.hooks.titles import installed_plugins, load_entry_point, load_plugin
from brass.core.i18n.messages import text
from brass.core.model.errors import DataError

UNKNOWN_BOT = text("error.unknown_bot", "Unknown bot “{bot}”. Available bots: {known}.")
UNKNOWN_BOT_BROKEN = text("error.unknown_bot_broken", "{unknown} Not loaded: {broken}.")

#: installed plugins that failed to load (name -> why), skipped when bots are listed
_broken: dict[str, Any] = {}


def available_bots(extra_plugins: tuple[Any, ...] = ()) -> dict[str, Any]:
    """Bot factories by name from the installed plugins (and ``extra_plugins``)."""
    pm = pluggy.PluginManager("brass")
    pm.add_hookspecs(hookspecs)
    for name, ep in sorted(installed_plugins().items()):
        try:
            module = load_entry_point(name, ep)
        except DataError as exc:  # a broken plugin offers no bots; it is named if a bot is missing
            _broken[name] = exc.message
            continue
        pm.register(module, name=f"ep.{name}")
    for i, plugin in enumerate(extra_plugins):
        if pm.get_name(plugin) is None and not pm.is_registered(plugin):
            pm.register(plugin, name=f"extra.{i}")
    found: dict[str, Any] = {}
    for result in reversed(pm.hook.brass_bots()):
        found.update(result)
    return found


def make_bot(name: str, seed: int, extra_plugins: tuple[Any, ...] = ()) -> Any:
    bots = available_bots(extra_plugins)
    if name not in bots:
        unknown = UNKNOWN_BOT(bot=name, known=", ".join(sorted(bots)) or "-")
        if _broken:
            unknown = UNKNOWN_BOT_BROKEN(unknown=unknown, broken=list(_broken.values()))
        raise DataError(unknown)
    return bots[name](seed)


def load_plugins(specs: tuple[str, ...]) -> tuple[Any, ...]:
    return tuple(load_plugin(s) for s in specs)
