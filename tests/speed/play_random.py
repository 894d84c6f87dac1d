"""Play N random four-player games of `brass bench`'s seeds, for counting instructions.

    PYTHONHASHSEED=0 BRASS_CACHE_DIR= valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python tests/speed/play_random.py birmingham 8

Run it with 2 and with 8 games: (8 − 2) / 6 of the two counts is one game's instructions, start-up
cancelled (docs/speed.md, *What a hook call costs*).  The empty ``BRASS_CACHE_DIR`` turns the start-up
cache off, so both runs start alike.
"""
from __future__ import annotations

import sys

from brass.core.hooks.bots import make_bot
from brass.core.hooks.games import new_game
from brass.core.play.runner import bot_seed, game_seed, play_out


def main(title: str, games: int) -> None:
    new_game(title, 4, 0)  # rules and plugins loaded before the games counted
    make_bot("random", 0)
    for i in range(games):
        game = new_game(title, 4, game_seed(0, i))
        play_out(game, [make_bot("random", bot_seed(0, i, p)) for p in range(4)])


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
