"""Playing a whole game with random bots, checking every invariant after each decision."""
from __future__ import annotations

import random

from brass.core import Game
from brass.core.play.invariants import problems
from brass.core.play.vocabulary import action_index
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


def play_by_index(game: Game, seed: int) -> None:
    """Play ``game`` to its end by random indices of its fixed action index (what learning agents
    see), checking at each decision that the index and its mask hold exactly the options offered."""
    index = action_index(game)
    rng = random.Random(seed)
    while not game.over:
        decision = game.decision()
        assert decision is not None
        legal = index.legal(decision)
        assert sum(index.mask(decision)) == len(decision.options) == len(legal)
        assert [index.option_id(i) for i in legal] == sorted(o.id for o in decision.options)
        game.apply(index.option_id(rng.choice(legal)))
