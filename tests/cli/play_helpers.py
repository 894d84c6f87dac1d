"""Helpers of the ``brass play`` tests: the overbuild position of issue 11, screens, menus."""
from __future__ import annotations

import re
from pathlib import Path

from .helpers import run

#: canal era, P1's flipped Cotton mill I at Birmingham, two Cotton mill I developed, coal
#: from the market through P2's canal to Oxford: building with the Birmingham card
#: overbuilds the player's own tile (£14 + £1 of coal) with nothing else to choose
OVERBUILD = """\
format = 1
title = "birmingham"
players = 2
seed = 7
era = "canal"
round = 2
turn = 1
actions_left = 2

[[player]]
money = 20
income = 10
hand = ["birmingham", "coventry"]
developed = ["cotton/1", "cotton/1"]

[[player]]
money = 17
income = 10
hand = ["dudley", "iron"]

[[tile]]
space = "birmingham/1"
industry = "cotton"
level = 1
owner = 1
flipped = true

[[link]]
line = "birmingham-oxford"
owner = 2
"""

HEADER = re.compile(r"^Brass: (Birmingham|Pittsburgh) — .+, round \d+ — P\d")
OPTION = re.compile(r"^  (\d+)\. (\S+) — ")
INPUT = "P1> "


def overbuild_game(tmp_path: Path, name: str = "over.toml") -> Path:
    position = tmp_path / "over_position.toml"
    position.write_text(OVERBUILD)
    path = tmp_path / name
    run("new", "--position", position, "-o", path, expect=0)
    return path


def screens(output: str) -> list[list[str]]:
    """Each turn screen: from its header line up to (and with) the line of its input prompt."""
    found: list[list[str]] = []
    current: list[str] | None = None
    for line in output.splitlines():
        if HEADER.match(line):
            current = [line]
            found.append(current)
        elif current is not None:
            current.append(line)
            if line.startswith(INPUT):
                current = None
    return found


def last_menu(output: str) -> list[str]:
    """Option ids of the last screen's numbered list."""
    screen = screens(output)[-1]
    return [m.group(2) for m in (OPTION.match(line) for line in screen) if m]


def position_game(tmp_path: Path, text: str, name: str = "game.toml") -> Path:
    """A saved game started from the position file ``text``."""
    position = tmp_path / f"{name}.position.toml"
    position.write_text(text)
    path = tmp_path / name
    run("new", "--position", position, "-o", path, expect=0)
    return path


def joined(output: str) -> str:
    """Output with wrapped lines joined (for matching sentences that may wrap)."""
    return " ".join(line.strip() for line in output.splitlines())


#: the overbuild position without the canal and with Cotton mill I still on the mat
NO_COAL_SAME_LEVEL = OVERBUILD.replace('developed = ["cotton/1", "cotton/1"]', "developed = []").split("[[link]]")[0]
#: the overbuild position with an empty deck and four cards a hand: nothing is drawn at a
#: turn's end, and the era goes on after this round
NO_DECK = (OVERBUILD.replace("actions_left = 2\n", "actions_left = 2\ndeck = []\n")
           .replace('hand = ["birmingham", "coventry"]', 'hand = ["birmingham", "coventry", "nuneaton", "stafford"]')
           .replace('hand = ["dudley", "iron"]', 'hand = ["dudley", "iron", "cannock", "tamworth"]'))
#: rail era: Brewery I is still on the mat, and it is canal-only
RAIL_BREWERY = """\
format = 1
title = "birmingham"
players = 2
seed = 7
era = "rail"
round = 1
turn = 1
actions_left = 2

[[player]]
money = 30
income = 10
hand = ["brewery", "coventry"]

[[player]]
money = 17
income = 10
hand = ["dudley", "iron"]
"""
