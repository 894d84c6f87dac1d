"""Finding titles and plugins, and building one plugin manager per game.

Titles register under the entry-point group ``brass.titles`` and plugins under
``brass.plugins``; a plugin can also be given as a path to a Python file.
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pluggy

from brass.core.hooks import hookspecs
from brass.core.hooks.entry_points import (  # noqa: F401 - re-exported: titles and plugins are found here
    PLUGINS_GROUP,
    TITLES_GROUP,
    installed_plugins,
    installed_titles,
)
from brass.core.hooks.installed import installed_plugins_manager, load_entry_point  # noqa: F401 - re-exported
from brass.core.hooks.title_info import TitleInfo
from brass.core.i18n.messages import text
from brass.core.model.errors import DataError
from brass.core.play import defaults

UNKNOWN_TITLE = text("error.unknown_title", "Unknown title “{title}”. Installed titles: {known}.")
UNKNOWN_PLUGIN = text("error.unknown_plugin", "Unknown plugin “{plugin}”. Installed plugins: {known}.")
BAD_PLUGIN_FILE = text("error.bad_plugin_file", "Cannot load plugin file {file}: {detail}")
WRONG_DATA_ID = text("error.title_data_id", "game.toml: game.id is “{found}”, but the title is installed as "
                     "“{title}”: the entry point's name is the title's id, so set game.id = \"{title}\".",
                     note="{found}: the id in the title's data file; {title}: the name of its entry point")
WRONG_INFO_ID = text("error.title_info_id", "{module}: TitleInfo.id is “{found}”, but the title is installed as "
                     "“{title}”: the entry point's name is the title's id.",
                     note="{module}: the Python module the entry point names; {found}: the id it declares")


def load_title_module(name: str) -> ModuleType:
    found = installed_titles()
    if name not in found:
        raise DataError(UNKNOWN_TITLE(title=name, known=", ".join(sorted(found)) or "-"))
    return found[name].load()


#: plugin files run with ``reuse``, by (resolved path, modification time, size)
_plugin_files: dict[tuple[str, int, int], Any] = {}


#: the module name of a plugin loaded from a file begins with this
PLUGIN_FILE_MODULE = "brass_plugin_"


def load_plugin(spec: str, reuse: bool = False) -> Any:
    """A plugin by entry-point name, or from a ``.py`` file path.

    Loading a file runs its code: only call this with what the user named on the
    command line, never with a name read from a file (see :mod:`plugin_refs`).  With
    ``reuse``, a file already run by this process with ``reuse`` is not run again while it is
    unchanged (same path, size and modification time): a simulation asks for its plugins
    every game, and plugin managers and bot factories are kept per module object.
    """
    if spec.endswith(".py"):
        path = Path(spec)
        try:
            key = None
            if reuse:
                info = path.stat()
                key = (str(path.resolve()), info.st_mtime_ns, info.st_size)
                module = _plugin_files.get(key)
                if module is not None:
                    return module
            module_name = f"{PLUGIN_FILE_MODULE}{path.stem}"
            mod_spec = importlib.util.spec_from_file_location(module_name, path)
            if mod_spec is None or mod_spec.loader is None:
                raise ImportError("not a Python module")
            module = importlib.util.module_from_spec(mod_spec)
            sys.modules[module_name] = module
            mod_spec.loader.exec_module(module)
            if key is not None:
                _plugin_files[key] = module
            return module
        except Exception as exc:  # noqa: BLE001 - a user's file may fail in any way; DataError names it
            raise DataError(BAD_PLUGIN_FILE(file=spec, detail=str(exc))) from None
    found = installed_plugins()
    if spec not in found:
        raise DataError(UNKNOWN_PLUGIN(plugin=spec, known=", ".join(sorted(found)) or "-"))
    return load_entry_point(spec, found[spec])


_managers: dict[tuple[int, ...], pluggy.PluginManager] = {}


def plugin_manager(title_module: Any, plugins: tuple[Any, ...] = ()) -> pluggy.PluginManager:
    """The plugin manager of one game configuration: core defaults, the title, the plugins.

    Built once per configuration and shared by its games (plugins keep no
    per-game data: everything dynamic lives in the game state), so two titles
    never answer the same call.  Every hook is checked against the specs.
    """
    key = (id(title_module), *map(id, plugins))
    found = _managers.get(key)
    if found is not None:
        return found
    pm = _new_plugin_manager(title_module, plugins)
    _managers[key] = pm
    return pm


def _new_plugin_manager(title_module: Any, plugins: tuple[Any, ...]) -> pluggy.PluginManager:
    pm = pluggy.PluginManager("brass")
    pm.add_hookspecs(hookspecs)
    pm.register(defaults, name="brass.core.play.defaults")
    pm.register(title_module, name="title")
    for i, plugin in enumerate(plugins):
        pm.register(plugin, name=f"plugin.{i}.{getattr(plugin, '__name__', type(plugin).__name__)}")
    pm.check_pending()
    return pm


def title_info(name: str) -> TitleInfo:
    """The :class:`TitleInfo` of an installed title (refused when it names another id)."""
    module = load_title_module(name)
    info = plugin_manager(module).hook.brass_title()
    if info is None:
        raise DataError(UNKNOWN_TITLE(title=name, known=", ".join(sorted(installed_titles()))))
    if info.id != name:
        raise DataError(WRONG_INFO_ID(module=module.__name__, found=info.id, title=name))
    return info


def check_data_id(name: str, found: object) -> None:
    """Refuse a title whose data (``game.toml: game.id``) names another id than its entry point:
    saves, catalogs and messages are keyed by the id, so a copied title left with the template's
    id would pass for the template."""
    if found != name:
        raise DataError(WRONG_DATA_ID(found=found, title=name))
