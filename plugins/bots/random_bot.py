"""A bot that picks uniformly among the pending decision's options, from its own seed."""
from __future__ import annotations

import random
from typing import Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.play.decision import Decision


class RandomBot:
    """Uniformly random over the offered options; reproducible from ``seed``."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, decision: Decision, view: Any = None) -> str:
        """The id of the chosen option (``view`` is ignored: randomness needs no knowledge)."""
        options = decision.options
        return options[self.rng.randrange(len(options))].id


@hookimpl
def brass_bots() -> dict[str, Any]:
    return {"random": RandomBot}
