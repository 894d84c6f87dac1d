"""Installing Toy Brass (``brass-toy/``) as a separate distribution, for the tests of this folder.

``pip install brass-toy/`` would put the package and a ``brass_toy-0.1.0.dist-info``
folder (holding the entry points from its pyproject.toml) on the path; brass then
finds the title through the ``brass.titles`` entry point.  The fixture does the
same without pip (fast, no network): it writes the dist-info from the toy's own
pyproject.toml into a temporary folder and puts both folders on ``sys.path``.
Afterwards everything is undone, so no other test sees a third title.
"""
from __future__ import annotations

import importlib
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from brass.core.hooks import entry_points
from brass.core.i18n import catalogs, messages

TOY = Path(__file__).parent / "brass-toy"


def write_dist_info(site: Path) -> Path:
    """The ``*.dist-info`` folder pip would write for brass-toy (metadata and entry points only)."""
    project = tomllib.loads((TOY / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    info = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n", encoding="utf-8")
    lines = []
    for group, entries in project["entry-points"].items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {target}" for name, target in entries.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return info


def clear_discovery() -> None:
    """Forget what was found through entry points (titles, plugins, catalog folders)."""
    entry_points._entry_points.cache_clear()
    catalogs._entry_points.cache_clear()


@pytest.fixture(scope="package")
def toy_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Toy Brass installed for the tests of this folder; yields the PYTHONPATH a subprocess needs."""
    site = tmp_path_factory.mktemp("site")
    write_dist_info(site)
    paths = [str(site), str(TOY)]
    sys.path[:0] = paths
    importlib.invalidate_caches()
    clear_discovery()
    try:
        yield ":".join(paths)
    finally:
        for p in paths:
            sys.path.remove(p)
        for name in [m for m in sys.modules if m == "brass_toy" or m.startswith("brass_toy.")]:
            del sys.modules[name]
        for key in [k for k in messages.REGISTRY if k.startswith("toy.")]:
            del messages.REGISTRY[key]      # the toy's messages (keys start with its id) are not brass's own
        clear_discovery()
        importlib.invalidate_caches()


@pytest.fixture(autouse=True)
def _toy_installed(toy_site: str) -> None:
    """Every test of this folder runs with Toy Brass installed."""
