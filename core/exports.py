"""Lazy re-exports for package ``__init__`` modules (PEP 562), written as explicit imports.

Every package re-exports its public names, but importing a package must stay cheap: the
command line imports only what a command uses.  So a package lists its names as imports under
``if TYPE_CHECKING:`` (``from brass.core.play.engine import Game as Game``): editors and type
checkers read them as they are, and at run time each name is imported from its module the first
time it is asked for.  The block is read from the package's source then, so the names are
written once.
"""
from __future__ import annotations

from importlib import import_module

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


def exported_names(source: str) -> dict[str, str]:
    """name -> module, for each ``from MODULE import NAME as NAME`` under a top-level
    ``if TYPE_CHECKING:`` in the Python file ``source``."""
    import ast

    with open(source, encoding="utf-8") as f:
        tree = ast.parse(f.read(), source)
    where: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom) and statement.module and not statement.level:
                    where.update((alias.asname or alias.name, statement.module) for alias in statement.names
                                 if alias.asname == alias.name)
    return where


def lazy(package: str, source: str, also: tuple[str, ...] = ()) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for ``package``, whose ``__init__`` is ``source``: the names
    it re-exports (:func:`exported_names`), and ``__all__`` (those, and ``also``: names the
    module defines itself)."""
    found: dict[str, str] = {}

    def names() -> dict[str, str]:
        if not found:
            found.update(exported_names(source))
        return found

    def __getattr__(name: str) -> Any:
        if name == "__all__":
            return sorted([*names(), *also])
        module = names().get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(import_module(module), name)

    def __dir__() -> list[str]:
        return sorted([*names(), *also])

    return __getattr__, __dir__


__all__ = ["exported_names", "lazy"]
