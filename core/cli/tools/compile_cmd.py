"""``brass compile``: build the hot modules with mypyc, remove the builds, or say which code runs.

The build runs in a child process (this module run with ``python -m``: :func:`build_in_place`;
a child, because setuptools may end the process and prints as it goes) inside a staging
folder that mirrors the installed packages' import names (``brass/core`` for the source folder
``core/``), so it works the same for an editable install and for one in site-packages.  See
:mod:`brass.core.speedups` for how the builds are used and set aside.
"""
from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time

import click

from brass.core import speedups
from brass.core.cli.common import Output, UserError, fail, lang_option
from brass.core.cli.tools.compile_texts import BUILD_FAILED, BUILT, COMPILED, NEEDS_MYPYC, NOTHING, PURE, REMOVED, STALE
from brass.core.model.errors import BrassError

#: the mypyc group: its shared library is ``brass/core/native__mypyc*.so``
GROUP = "brass.core.native"
#: mypy's options for the build (the full check is `.ci/lint`'s)
MYPY_OPTIONS = ["--follow-imports=silent", "--ignore-missing-imports", "--explicit-package-bases"]

STATUS = {speedups.NONE: NOTHING, speedups.COMPILED: COMPILED, speedups.PURE: PURE, speedups.STALE: STALE}


def hot_modules() -> list[str]:
    """Core's hot modules and those every installed title and plugin names
    (``brass_compiled_modules``: a title's rules, a bot's evaluation)."""
    from brass.core.hooks.titles import installed_plugins_manager, installed_titles, load_title_module, plugin_manager

    found = list(speedups.CORE_MODULES)
    managers = [plugin_manager(load_title_module(name)) for name in sorted(installed_titles())]
    managers.append(installed_plugins_manager()[0])
    for pm in managers:
        for modules in pm.hook.brass_compiled_modules():
            found.extend(m for m in modules if m not in found)
    return found


def source_of(module: str) -> str:
    """The ``.py`` file of ``module`` (found in its package's folders, whatever is built beside it)."""
    parent, _, name = module.rpartition(".")
    for folder in importlib.import_module(parent).__path__:
        path = os.path.join(folder, name + ".py")
        if os.path.isfile(path):
            return os.path.realpath(path)
    raise FileNotFoundError(f"no source file for {module}")


def stage(modules: list[str], folder: str) -> list[str]:
    """Mirror the packages of ``modules`` under ``folder`` by their import names (namespace
    packages as folders, the first regular package of each path as a link to its folder);
    returns the modules' paths there."""
    paths = []
    for module in modules:
        parts = module.split(".")
        for i in range(1, len(parts)):
            package = importlib.import_module(".".join(parts[:i]))
            here = os.path.join(folder, *parts[:i])
            init = getattr(package, "__file__", None)
            if init is None:  # a namespace package (``brass``)
                os.makedirs(here, exist_ok=True)
                continue
            if not os.path.lexists(here):
                os.symlink(os.path.dirname(os.path.realpath(init)), here)
            break
        paths.append(os.path.join(*parts) + ".py")
    return paths


def built_files(modules: list[str]) -> list[str]:
    """The files a build of ``modules`` writes (each module's extension and the group's library)."""
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    files = [os.path.splitext(source_of(m))[0] + suffix for m in modules]
    core_folder = os.path.dirname(os.path.realpath(speedups.__file__))
    files.append(os.path.join(core_folder, GROUP.rpartition(".")[2] + "__mypyc" + suffix))
    return files


def _delete(paths: list[str] | tuple[str, ...]) -> int:
    """Delete those of ``paths`` that exist; returns how many."""
    count = 0
    for path in paths:
        if os.path.exists(path):
            os.remove(path)
            count += 1
    return count


def remove_builds() -> int:
    """Delete every file the last build wrote, and its manifest; returns how many were deleted."""
    manifest = speedups.read_manifest()
    count = _delete(manifest.files) if manifest else 0
    if os.path.exists(speedups.MANIFEST):
        os.remove(speedups.MANIFEST)
    importlib.invalidate_caches()
    return count


def build(modules: list[str]) -> str:
    """Compile ``modules`` (one mypyc group) in place; returns "" or the build's output on failure."""
    with tempfile.TemporaryDirectory(prefix="brass-compile-") as folder:
        paths = stage(modules, folder)
        request = {"folder": folder, "paths": paths, "options": MYPY_OPTIONS, "group": GROUP}
        done = subprocess.run([sys.executable, "-m", __name__, json.dumps(request)],
                              check=False, capture_output=True, text=True, env={**os.environ, speedups.PURE_ENV: "1"})
        if done.returncode != 0:
            return (done.stdout + done.stderr).strip()
    return ""


def build_in_place(request: dict[str, object]) -> None:
    """The child process of :func:`build`: mypyc and setuptools build the staged modules in place.

    ``request``: ``folder``, the staging folder; ``paths``, the modules' files there; ``options``,
    mypy's; ``group``, the mypyc group.
    """
    from mypyc.build import mypycify
    from setuptools import setup

    os.chdir(str(request["folder"]))
    options = list(request["options"])  # type: ignore[call-overload]
    paths = list(request["paths"])  # type: ignore[call-overload]
    extensions = mypycify(options + paths, group_name=str(request["group"]))
    setup(name="brass-compiled", ext_modules=extensions,
          script_args=["--quiet", "build_ext", "--inplace", "--parallel", str(os.cpu_count() or 1)])


@click.command("compile")
@click.option("--remove", is_flag=True, help="Delete the compiled modules: the plain sources run again.")
@click.option("--status", "show_status", is_flag=True, help="Say which code runs, and build nothing.")
@lang_option
def compile_cmd(remove: bool, show_status: bool, lang: str) -> None:
    """Compile the hot modules with mypyc (about 1.5 times as fast); the sources stay the reference."""
    out = Output(lang)
    if show_status:
        manifest = speedups.read_manifest()
        state = speedups.status(manifest)
        entries = manifest.entries if manifest else ()
        listed = speedups.changed(manifest) if state == speedups.STALE and manifest else [e.module for e in entries]
        out.echo(STATUS[state](count=len(entries), modules=", ".join(listed)))
        return
    if remove:
        out.echo(REMOVED(count=remove_builds()))
        return
    if any(importlib.util.find_spec(module) is None for module in ("mypyc", "setuptools")):  # brass[fast]
        raise UserError(out, NEEDS_MYPYC())
    try:
        modules = hot_modules()
    except BrassError as exc:  # an installed title that cannot be loaded
        fail(out, exc)
    remove_builds()
    started = time.monotonic()
    failure = build(modules)
    if failure:
        _delete(built_files(modules))  # a failed build may have written some: no manifest covers them
        click.echo("\n".join(failure.splitlines()[-12:]), err=True)
        raise UserError(out, BUILD_FAILED())
    files = [f for f in built_files(modules) if os.path.exists(f)]
    speedups.write_manifest([speedups.entry_for(m, source_of(m)) for m in modules], files)
    importlib.invalidate_caches()
    out.echo(BUILT(count=len(modules), seconds=f"{time.monotonic() - started:.0f}", modules=", ".join(modules)))


__all__ = ["GROUP", "MYPY_OPTIONS", "build", "build_in_place", "built_files", "compile_cmd", "hot_modules",
           "remove_builds", "source_of", "stage"]


if __name__ == "__main__":
    build_in_place(json.loads(sys.argv[1]))
