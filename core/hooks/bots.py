"""Finding bots: every installed plugin may offer bot factories through ``brass_bots``."""
from __future__ import annotations

from typing import Any

from brass.core.hooks.titles import installed_plugins_manager, load_plugin
from brass.core.i18n.messages import text
from brass.core.model.errors import DataError

UNKNOWN_BOT = text("error.unknown_bot", "Unknown bot “{bot}”. Available bots: {known}.")
UNKNOWN_BOT_BROKEN = text("error.unknown_bot_broken", "{unknown} Not loaded: {broken}.")
BAD_BOT_SETTING = text("error.bad_bot_setting", "The bot “{bot}” does not accept the setting “{setting}”.")


#: extra plugins (by identity) -> (those plugins, kept alive so their ids stay theirs; the factories)
_factories: dict[tuple[int, ...], tuple[tuple[Any, ...], dict[str, Any]]] = {}
#: installed plugins that failed to load (name -> why), skipped when bots are listed
_broken: dict[str, Any] = {}


def available_bots(extra_plugins: tuple[Any, ...] = ()) -> dict[str, Any]:
    """Bot factories by name from the installed plugins (and ``extra_plugins``).

    Collected once per process and set of extra plugins (installed plugins are read once per
    process too), so making a bot costs a dictionary look-up, not a plugin manager.
    """
    return dict(_bot_factories(extra_plugins))


def _bot_factories(extra_plugins: tuple[Any, ...]) -> dict[str, Any]:
    key = tuple(map(id, extra_plugins))
    cached = _factories.get(key)
    if cached is None:
        cached = _factories[key] = (extra_plugins, _collect(extra_plugins))
    return cached[1]


def _collect(extra_plugins: tuple[Any, ...]) -> dict[str, Any]:
    pm, broken = installed_plugins_manager(extra_plugins)
    _broken.update(broken)  # a broken plugin offers no bots; it is named if a bot is missing
    found: dict[str, Any] = {}
    for result in reversed(pm.hook.brass_bots()):
        found.update(result)
    return found


def bot_name(spec: str) -> str:
    """The bot's name in a spec: ``search:200`` names the ``search`` bot with setting ``200``."""
    return spec.split(":", 1)[0]


def make_bot(name: str, seed: int, extra_plugins: tuple[Any, ...] = ()) -> Any:
    """A bot from a spec ``NAME`` or ``NAME:SETTING`` (the setting goes to the factory
    after the seed, e.g. the search bot's iterations)."""
    bots = _bot_factories(extra_plugins)
    base = bot_name(name)
    if base not in bots:
        unknown = UNKNOWN_BOT(bot=name, known=", ".join(sorted(bots)) or "-")
        if _broken:
            unknown = UNKNOWN_BOT_BROKEN(unknown=unknown, broken=list(_broken.values()))
        raise DataError(unknown)
    if base != name:
        setting = name.split(":", 1)[1]
        try:
            return bots[base](seed, setting)
        except (TypeError, ValueError):
            raise DataError(BAD_BOT_SETTING(bot=base, setting=setting)) from None
    return bots[name](seed)


def load_plugins(specs: tuple[str, ...], reuse: bool = False) -> tuple[Any, ...]:
    """The plugins ``specs`` name (``reuse``: see :func:`~brass.core.hooks.titles.load_plugin`)."""
    return tuple(load_plugin(s, reuse) for s in specs)
