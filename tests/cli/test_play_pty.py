"""Whole 2-player games (Birmingham and Pittsburgh) through ``brass play`` at a real
(pseudo-)terminal of 80×24, answered by a scripted player: every turn screen fits the terminal,
and what is typed ahead of a question is never applied to it; ``hint`` at any question."""
from __future__ import annotations

import codecs
import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from brass.core.i18n.wrap import width

from .helpers import load

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")

ROWS, COLUMNS = 24, 80
PROMPT = "P1> "
#: the ``brass`` command, run by this interpreter (wherever its console script is)
BRASS = [sys.executable, "-c", "from brass.core.cli import main; main()"]


class Terminal:
    """``brass ARGS`` running on a pseudo-terminal of ROWS×COLUMNS."""

    def __init__(self, *args: str, cwd: Path, prompt: str = PROMPT) -> None:
        self.prompt = prompt
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS")}
        self.proc = subprocess.Popen([*BRASS, *args], stdin=slave, stdout=slave, stderr=slave,
                                     cwd=cwd, env=env, start_new_session=True)
        os.close(slave)
        self.decoder = codecs.getincrementaldecoder("utf-8")()
        self.text = ""
        self.mark = 0  # output length when the last answer was sent

    def read_until_prompt_or_exit(self, timeout: float = 60) -> bool:
        """Read until a new prompt ends the output (True) or the program exits (False)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.text) > self.mark and self.text.endswith(self.prompt):
                return True
            ready = select.select([self.master], [], [], 0.5)[0]
            if not ready:
                if self.proc.poll() is not None:
                    return False
                continue
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the other side closed
                return False
            if not data:
                return False
            self.text += self.decoder.decode(data).replace("\r\n", "\n")
        raise AssertionError("no prompt in time; the terminal shows:\n" + self.text[-2000:])

    def send(self, line: str) -> None:
        self.type(line + "\n")

    def type(self, keys: str) -> None:
        self.mark = len(self.text)
        os.write(self.master, keys.encode())

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=10)
        os.close(self.master)


def _screens(text: str) -> list[list[str]]:
    """Screens: the lines from after each answer's echo up to and with the next prompt."""
    parts = text.split(PROMPT)
    out = []
    for i, part in enumerate(parts[:-1]):
        lines = part.split("\n")
        if i > 0:
            lines = lines[1:]  # the rest of the previous prompt's line: the echoed answer
        out.append(lines)  # the last piece is the prompt's own line
    return out


def _menu(screen: list[str]) -> list[str]:
    """The options on a screen, in order: each one's id (``N. id — label``), or, where a crowded
    screen sets the menu in columns by label alone, its label's first word in lower case."""
    found: dict[int, str] = {}
    for line in screen:
        listed = re.match(r"^  (\d+)\. (\S+) — ", line)
        if listed:
            found[int(listed.group(1))] = listed.group(2)
            continue
        for m in re.finditer(r"(?:^ {2}| {2,})(\d+)\. (\S+)", line):
            found.setdefault(int(m.group(1)), m.group(2).lower())
    return [found[n] for n in sorted(found) if n <= len(found)]


@pytest.mark.parametrize("title, seed", [("birmingham", 11), ("pittsburgh", 3)])
def test_a_two_player_game_over_a_pseudo_terminal_80x24(tmp_path: Path, title: str, seed: int) -> None:
    term = Terminal("play", title, "--players", "2", "--bots", "2", "--seed", str(seed),
                    "--save", "game.toml", cwd=tmp_path)
    answered = 0
    typed_ahead = False
    try:
        while term.read_until_prompt_or_exit():
            screen = _screens(term.text)[-1]
            assert len(screen) <= ROWS, "\n".join(screen)
            assert all(width(line) <= COLUMNS for line in screen), "\n".join(screen)
            menu = _menu(screen)
            assert menu, "\n".join(screen)
            if not typed_ahead and menu[-1] == "pass" and answered > 4:
                # answer and type one more line at once: the second one belongs to no question
                # seen yet, so it must be dropped when the next one appears
                term.type("pass\n2\n")
                typed_ahead = True
            else:
                # the last option (pass, the last card...), except at the confirmation, whose
                # first option keeps the action
                term.send("1" if menu[0] == "ok" else str(len(menu)))
            answered += 1
            assert answered < 400, term.text[-3000:]
        assert term.proc.wait(timeout=30) == 0
    finally:
        term.close()
    text = term.text
    assert "Final scores" in text
    assert "Traceback" not in text
    assert typed_ahead
    assert "Ignored what was typed before this question appeared: “2”" in text
    assert answered > 40
    from brass.core.files.session import Session

    done = Session.load(tmp_path / "game.toml")
    assert done.game.over
    assert [b.name for b in done.bots.values()] == ["heuristic"]  # the default bot, kept in the save


def test_hint_at_keep_it_over_a_pseudo_terminal(tmp_path: Path) -> None:
    """Issue 56's repro, typed at a terminal: ``hint`` at "Keep it?" crashed the game (exit 1)
    and the save lacked the last step."""
    term = Terminal("play", "birmingham", "-p", "2", "--bots", "2", "--seed", "5", "--save", "h.toml", cwd=tmp_path)
    try:
        for answer in ("network", "card:iron", "link:birmingham-oxford", "hint", "quit"):
            assert term.read_until_prompt_or_exit(), term.text[-2000:]
            if answer == "hint":  # at "Keep it?" the file already holds the whole action
                assert load(tmp_path / "h.toml")["log"][-3:] == ["network", "card:iron", "link:birmingham-oxford"]
            term.send(answer)
        assert not term.read_until_prompt_or_exit()
        assert term.proc.wait(timeout=30) == 0
    finally:
        term.close()
    text = " ".join(line.strip() for line in term.text.splitlines())
    assert "Traceback" not in text
    assert "Hint: 2. undo — Take it back: the bot would rather network — Network, card:iron — " in text
    from brass.core.files.session import Session

    saved = Session.load(tmp_path / "h.toml")
    assert saved.log[-3:] == ["network", "card:iron", "link:birmingham-oxford"]


def test_ctrl_d_is_quit_over_a_pseudo_terminal(tmp_path: Path) -> None:
    """Ctrl-D left an unsaved game at once: it warns as ``quit`` does, and a second one leaves."""
    term = Terminal("play", "birmingham", "-p", "2", "--bots", "2", "--seed", "5", cwd=tmp_path)
    try:
        assert term.read_until_prompt_or_exit(), term.text[-2000:]
        term.type("\x04")  # the end of input, typed at an empty line
        assert term.read_until_prompt_or_exit(), term.text[-2000:]  # warned, and asked again
        warned = " ".join(line.strip() for line in term.text[term.mark:].splitlines())
        assert "Nothing is saved, so this game would be lost: press Ctrl-D again (or type quit)" in warned
        term.type("\x04")
        assert not term.read_until_prompt_or_exit()
        assert term.proc.wait(timeout=30) == 0
    finally:
        term.close()
    assert term.text.rstrip().endswith("Game left unfinished.")
    assert "Traceback" not in term.text
