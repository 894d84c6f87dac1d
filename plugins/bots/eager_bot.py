"""A bot that prefers productive actions (sell, build, network) to loans and passes.

Not a strong player: a second baseline for simulations, seeded like the random bot.
"""
from __future__ import annotations

import random
from typing import Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.play.decision import Decision

#: the turn menu, most wanted first; loans only when short of money
PREFERENCE = ("sell", "build", "network", "develop", "scout", "loan", "pass")


class EagerBot:
    name = "eager"
    needs_view = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, decision: Decision, view: Any = None) -> str:
        ids = decision.ids()
        if isinstance(view, dict) and "action" not in view:
            return self._menu(ids, view)
        # keep selling, keep a second link or develop when offered; otherwise any option
        productive = [i for i in ids if i != "done" and i != "skip"]
        if productive and "done" in ids and self.rng.random() < 0.7:
            return self.rng.choice(productive)
        return self.rng.choice(ids)

    def _menu(self, ids: list[str], view: Any) -> str:
        money = None
        if isinstance(view, dict) and view.get("viewer"):
            money = view["players"][view["viewer"] - 1]["money"]
        for action in PREFERENCE:
            if action not in ids:
                continue
            if action == "loan" and money is not None and money >= 10:
                continue
            if action in ("scout", "develop") and self.rng.random() < 0.5:
                continue
            return action
        return self.rng.choice(ids)


@hookimpl
def brass_bots() -> dict[str, Any]:
    return {"eager": EagerBot}
