"""Reading a typed answer in ``brass play``: an option number is ASCII digits only.

``str.isdigit`` is true for ``²``, ``①`` and Arabic-Indic digits; ``int()`` fails on
the first two and reads the last as a number.  Only ``0-9`` make an option
number here; anything else is taken as an option id (and refused if none matches).
"""
from __future__ import annotations

_ASCII_DIGITS = frozenset("0123456789")


def option_number(answer: str, count: int) -> int | None:
    """The 0-based option index ``answer`` names (``"1"`` .. ``str(count)``), else ``None``."""
    if not answer or len(answer) > 9 or not set(answer) <= _ASCII_DIGITS:
        return None
    number = int(answer)
    return number - 1 if 1 <= number <= count else None
