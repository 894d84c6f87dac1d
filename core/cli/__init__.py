"""The ``brass`` command line: play, simulate and inspect games of any installed title.

``main`` first offers the command to a running ``brass server`` (:mod:`brass.core.cli.forward`,
a few standard-library calls), and imports the command group (click, the commands) only when
it runs the command here.
"""
from __future__ import annotations

import sys
from types import ModuleType
TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:
    from typing import Any

from brass.core.exports import lazy

__getattr__, __dir__, _exported = lazy(__name__, {"main": ["cli"]})


def main(argv: Any = None) -> None:
    """Run ``brass`` with ``argv`` (default: this process's command line, which a running server
    may run instead: see :mod:`brass.core.cli.forward`)."""
    if argv is None:
        from brass.core.cli.forward import forward

        code = forward(sys.argv[1:])
        if code is not None:
            sys.exit(code)
    from brass.core.cli.main import main as run

    run(argv)


class _Package(ModuleType):
    """This package, whose ``main`` stays the function above when its submodule ``main`` (the
    command group) is imported, which would otherwise set the name to the submodule."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "main" and isinstance(value, ModuleType):
            return  # the submodule stays in sys.modules["brass.core.cli.main"]
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package

__all__ = ["cli", "main"]
