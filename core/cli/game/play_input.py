"""Reading a player's answers in ``brass play``: lines, option numbers and ids.

At a terminal, nothing typed before a question is shown is applied to it: what was typed
ahead is dropped (and the player told) each time a new question appears, so an action
that completes by itself never swallows the next choice.  From a pipe or a file every
line is an answer in order (a script knows what it will be asked).

An option number is ASCII digits only: ``str.isdigit`` is true for ``²``, ``①`` and
Arabic-Indic digits; ``int()`` fails on the first two and reads the last as a number.
Anything else is taken as an option id (and refused if none matches).
"""
from __future__ import annotations

import os
import select
from typing import IO

from brass.core.play.decision import Decision

_ASCII_DIGITS = frozenset("0123456789")


class LineReader:
    """Answers from ``stream``; at a terminal it can drop what was typed ahead."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream
        self.fd: int | None = None
        try:
            if stream.isatty():
                self.fd = stream.fileno()
        except (AttributeError, ValueError, OSError):
            self.fd = None

    @property
    def is_terminal(self) -> bool:
        return self.fd is not None

    def drop_typeahead(self) -> list[str]:
        """Throw away input already waiting (typed before the question); the non-blank lines."""
        if self.fd is None:
            return []
        import termios

        dropped: list[str] = []
        while select.select([self.fd], [], [], 0)[0]:
            data = os.read(self.fd, 4096)
            if not data:
                break
            dropped.extend(line.strip() for line in data.decode("utf-8", "replace").splitlines())
        termios.tcflush(self.fd, termios.TCIFLUSH)  # and any half-typed line
        return [line for line in dropped if line]

    def readline(self) -> str | None:
        """The next answer without its newline; None at the end of input."""
        if self.fd is None:
            line = self.stream.readline()
            return line.rstrip("\r\n") if line else None
        chunks: list[bytes] = []
        while True:
            data = os.read(self.fd, 4096)  # a terminal in line mode returns one line per read
            if not data:
                return b"".join(chunks).decode("utf-8", "replace") if chunks else None
            chunks.append(data)
            if data.endswith(b"\n"):
                return b"".join(chunks).decode("utf-8", "replace").rstrip("\r\n")


def option_number(answer: str, count: int) -> int | None:
    """The 0-based option index ``answer`` names (``"1"`` .. ``str(count)``), else ``None``."""
    if not answer or len(answer) > 9 or not set(answer) <= _ASCII_DIGITS:
        return None
    number = int(answer)
    return number - 1 if 1 <= number <= count else None


def option_for(answer: str, decision: Decision) -> str:
    """The option id an answer names: its number in the list (1-based) or the id itself."""
    number = option_number(answer, len(decision.options))  # ASCII digits only
    return decision.options[number].id if number is not None else answer


__all__ = ["LineReader", "option_for", "option_number"]
