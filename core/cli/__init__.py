"""The ``brass`` command line: play, simulate and inspect games of any installed title.

The commands are grouped by who uses them: :mod:`~brass.core.cli.game` (the players: a game at
the terminal, save files, lessons), :mod:`~brass.core.cli.workbench` (the designers: bot games,
comparisons, sweeps, effective data) and :mod:`~brass.core.cli.tools` (the maintainers: speed,
compiling, fuzzing, catalogs, the server).  What they share stays here: :mod:`.common`, the
command group (:mod:`.group`, which imports a command only when it runs), help in the reader's
language (:mod:`.localized_help`) and the optional server (:mod:`.forward`, :mod:`.server`).

``main`` first offers the command to a running ``brass server`` (:mod:`brass.core.cli.forward`,
a few standard-library calls), and imports the command group (click, the commands) only when
it runs the command here; the group itself is :data:`brass.core.cli.group.cli`.
"""
from __future__ import annotations

import sys

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:
    from typing import Any


def main(argv: Any = None) -> None:
    """Run ``brass`` with ``argv`` (default: this process's command line, which a running server
    may run instead: see :mod:`brass.core.cli.forward`)."""
    if argv is None:
        from brass.core.cli.forward import forward

        code = forward(sys.argv[1:])
        if code is not None:
            sys.exit(code)
    from brass.core.cli.group import main as run

    run(argv)


__all__ = ["main"]
