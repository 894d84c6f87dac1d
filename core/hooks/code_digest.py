"""A digest of the code a title's compiled rules come from: the title package's files and core's
model and text code.  A save's seal includes it, so a save made under other rules or code is
replayed and checked rather than trusted (see :mod:`brass.core.files.session`)."""
from __future__ import annotations

from pathlib import Path
from types import ModuleType

_digests: dict[str, str] = {}  # title package folder -> digest of its files and core's


def _sources(title_module: ModuleType) -> list[Path]:
    """Files the compiled rules depend on: the title package and core's model and text code."""
    core = Path(__file__).resolve().parents[1]
    folders = [core / "model", core / "i18n"]
    title_file = getattr(title_module, "__file__", None)
    if title_file:
        folders.append(Path(title_file).resolve().parent)
    files: list[Path] = []
    for folder in folders:
        files.extend(p for p in folder.rglob("*") if p.suffix in (".py", ".toml") and p.is_file())
    return sorted(files)


def _digest(title_module: ModuleType) -> str:
    import hashlib

    key = getattr(title_module, "__file__", None) or title_module.__name__
    found = _digests.get(key)
    if found is None:
        h = hashlib.sha256()
        for path in _sources(title_module):
            h.update(str(path.name).encode())
            h.update(path.read_bytes())
        found = _digests[key] = h.hexdigest()
    return found


def code_digest(title: str) -> str:
    """A hash of the installed title ``title``'s files and of core's model and text code."""
    from brass.core.hooks.titles import load_title_module

    return _digest(load_title_module(title))
