"""The messages of ``brass compile``, in a module of their own: :mod:`brass.core.speedups` says
the stale one at start-up without importing the command (which imports speedups: no circle)."""
from __future__ import annotations

from brass.core.i18n.messages import text

NEEDS_MYPYC = text("cli.compile_needs_mypyc",
                   "brass compile needs mypyc, which comes with mypy: pip install 'brass[fast]' (and a C compiler).")
BUILD_FAILED = text("cli.compile_failed", "The build failed (its last lines are above); the plain sources still run.")
BUILT = text("cli.compile_built", "Compiled {count} module in {seconds} s: {modules}.",
             plural="Compiled {count} modules in {seconds} s: {modules}.")
REMOVED = text("cli.compile_removed", "Removed {count} compiled file; the plain sources run.",
               plural="Removed {count} compiled files; the plain sources run.")
NOTHING = text("cli.compile_nothing", "Nothing is compiled; the plain sources run.")
COMPILED = text("cli.compile_status_compiled", "{count} compiled module runs: {modules}.",
                plural="{count} compiled modules run: {modules}.")
PURE = text("cli.compile_status_pure",
            "{count} module is compiled, but BRASS_PURE is set: the plain sources run.",
            plural="{count} modules are compiled, but BRASS_PURE is set: the plain sources run.")
STALE = text("cli.compile_status_stale",
             "{count} module is compiled, but its source changed since: {modules}; "
             "the plain sources run until `brass compile` builds it again.",
             plural="{count} modules are compiled, but these sources changed since: {modules}; "
             "the plain sources run until `brass compile` builds them again.")

__all__ = ["BUILD_FAILED", "BUILT", "COMPILED", "NEEDS_MYPYC", "NOTHING", "PURE", "REMOVED", "STALE"]
