"""How files name plugins, so that opening a file never runs code.

A save or position file lists the plugins its game was played with.  An
installed plugin is named by its entry-point name and version
(``"my-variant@1.2"``); a plugin given as a Python file is recorded only by its
file name (``"file:helper.py"``).  Reading a file loads installed plugins by
name and never imports a file it names: a plugin file is loaded only when the
user names it on the command line (``--plugin path/helper.py``), because loading
it runs its code.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from brass.core.hooks.entry_points import distribution_of
from brass.core.hooks.titles import installed_plugins, load_entry_point, load_plugin
from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, text
from brass.core.model.data import fail
from brass.core.model.errors import DataError

FILE_PREFIX = "file:"

PLUGIN_FILE_NOT_GIVEN = text(
    "error.plugin_file_not_given",
    "the game uses the plugin file “{name}”; a plugin file runs code, so it is loaded only when you name it: "
    "add --plugin PATH/{name}",
)
PLUGIN_FILE_UNUSED = text("error.plugin_file_unused", "--plugin {file}: the file does not name this plugin.")
PLUGIN_NOT_INSTALLED = text("error.plugin_not_installed",
                            "no installed plugin is called “{plugin}” (installed: {known})")
PLUGIN_VERSION_DIFFERS = text(
    "save.plugin_version", "{file}: the game was played with the plugin “{plugin}” {recorded}; {installed} is "
    "installed now, and its rules may differ.",
    note="{plugin}: a plugin's name; {recorded}, {installed}: its version numbers (1.2.0) then and now",
)


def is_plugin_file(spec: str) -> bool:
    """A path to a Python file rather than an entry-point name."""
    return spec.startswith(FILE_PREFIX) or spec.endswith(".py") or "/" in spec or "\\" in spec


def record_of(spec: str) -> str:
    """What a file records for a plugin the user gave as ``spec`` (a name or a file path)."""
    if is_plugin_file(spec):
        return FILE_PREFIX + Path(spec.removeprefix(FILE_PREFIX)).name
    ep = installed_plugins().get(spec)
    version = (distribution_of(ep) or ("", ""))[1] if ep is not None else ""
    return f"{spec}@{version}" if version else spec


def version_differences(records: Sequence[Any], file: str) -> list[Message]:
    """A warning per installed plugin whose version is not the one a file's ``plugins`` list
    (``records``) names, naming both: the game may not replay as it was played.

    Plugin files, records without a version and plugins whose installed version is unknown
    are not compared; a plugin that is not installed is :func:`resolve`'s to refuse.
    """
    found = installed_plugins()
    warnings: list[Message] = []
    for record in records:
        if not isinstance(record, str) or is_plugin_file(record):
            continue
        name, _, recorded = record.partition("@")
        ep = found.get(name)
        installed = (distribution_of(ep) or ("", ""))[1] if ep is not None else ""
        if recorded and installed and installed != recorded:
            warnings.append(PLUGIN_VERSION_DIFFERS(file=file, plugin=name, recorded=recorded, installed=installed))
    return warnings


def load_installed(name: str) -> Any:
    """An installed plugin by entry-point name; a DataError detail when missing or broken."""
    found = installed_plugins()
    if name not in found:
        raise DataError(PLUGIN_NOT_INSTALLED(plugin=name, known=", ".join(sorted(found)) or "-"))
    return load_entry_point(name, found[name])


def resolve(records: tuple[str, ...] | list[str], given: tuple[Any, ...], file: str,
            key: str = "plugins") -> tuple[Any, ...]:
    """Load the plugins a file names (``records``), in order.

    ``given`` are the plugins the user named on the command line (names, file
    paths or plugin objects); a plugin file named in the file is loaded only from
    a matching ``given`` path.  Errors name ``file`` and ``key[i]``.
    """
    files = [g for g in given if isinstance(g, str) and is_plugin_file(g)]
    objects = [g for g in given if not isinstance(g, str)]
    used: set[str] = set()
    loaded: list[Any] = []
    for i, record in enumerate(records):
        where = f"{key}[{i}]"
        if not isinstance(record, str):
            raise fail(file, where, dm.EXPECTED(expected=dm.TYPE_PLUGIN()))
        try:
            if is_plugin_file(record):
                name = Path(record.removeprefix(FILE_PREFIX)).name
                match = [f for f in files if Path(f).name == name]
                if not match:
                    raise DataError(PLUGIN_FILE_NOT_GIVEN(name=name))
                used.add(match[0])
                loaded.append(load_plugin(match[0]))
            else:
                loaded.append(load_installed(record.split("@", 1)[0]))
        except DataError as exc:
            raise fail(file, where, exc.message) from None
    for f in files:
        if f not in used:
            raise DataError(PLUGIN_FILE_UNUSED(file=f))
    return (*loaded, *objects)
