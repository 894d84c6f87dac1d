"""Playing a whole game with random bots, checking every invariant after each decision."""
from __future__ import annotations

from brass.core import Game
from brass.core.play.invariants import problems
from brass.plugins.bots import RandomBot


def play_checked(game: Game, bot_seed: int) -> int:
    """Let one random bot per seat (seeds ``bot_seed`` + seat) play ``game`` to its end; returns
    the decisions made.  Every decision offers a real choice and no invariant ever breaks."""
    bots = [RandomBot(bot_seed + p) for p in range(game.state.players)]
    decisions = 0
    while not game.over:
        d = game.decision()
        assert d is not None and len(d.options) >= 2
        game.apply(bots[d.player].choose(d))
        decisions += 1
        found = problems(game)
        assert not found, f"decision {decisions}: {found}"
    return decisions
