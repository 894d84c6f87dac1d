"""The ``brass`` command line: play, simulate and inspect games of any installed title."""
from __future__ import annotations

from brass.core.cli.main import cli, main

__all__ = ["cli", "main"]
