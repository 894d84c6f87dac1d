"""Lazy re-exports for package ``__init__`` modules (PEP 562).

Every package re-exports its public names, but importing a package must stay cheap: the
command line imports only what a command uses.  A name is imported from its module the
first time it is asked for.
"""
from __future__ import annotations

from importlib import import_module

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:
    from typing import Any, Callable


def lazy(package: str, modules: dict[str, list[str]]) -> tuple[Callable[[str], Any], Callable[[], list[str]], list[str]]:
    """``__getattr__``, ``__dir__`` and ``__all__`` for ``package``, exporting each module's names.

    ``modules`` maps a module path relative to the package (``"play.engine"``) to the names it
    exports.
    """
    where = {name: f"{package}.{module}" for module, names in modules.items() for name in names}
    exported = sorted(where)

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(import_module(module), name)

    def __dir__() -> list[str]:
        return exported

    return __getattr__, __dir__, exported
