"""``terminal_size`` (no shutil import at start-up) answers as ``shutil.get_terminal_size``."""
from __future__ import annotations

import itertools
import shutil

import pytest

from brass.core.cli.common import terminal_columns, terminal_rows, terminal_size

VALUES = [None, "", "0", "-3", "abc", "7", "132"]


@pytest.mark.parametrize("columns, lines", list(itertools.product(VALUES, VALUES)))
def test_as_shutil_with_any_environment(monkeypatch: pytest.MonkeyPatch, columns: str | None,
                                        lines: str | None) -> None:
    for name, value in (("COLUMNS", columns), ("LINES", lines)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    assert terminal_size() == tuple(shutil.get_terminal_size((80, 24)))


def test_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "7")
    monkeypatch.setenv("LINES", "3")
    assert (terminal_columns(), terminal_rows()) == (20, 10)
    monkeypatch.setenv("COLUMNS", "132")
    monkeypatch.setenv("LINES", "50")
    assert (terminal_columns(), terminal_rows()) == (132, 50)
