"""Issue 58: every option an action's step offers carries the value its step acts on.

Random games of both titles stop at each step of every action (Build, Network, Sell, Develop,
Loan, Pass, Scout, the shortfall's Liquidate, Pittsburgh's follow-ups, and the pay step): only
``done`` and ``skip`` may have no value, and a value is what the id names (a card, space, line,
mat position, resource, merchant slot, Quality claim, source) as plain data -- never the id text
and never an object of one game, so a copy of the game offers an equal decision.
"""
from __future__ import annotations

import random

import pytest

from brass.core import new_game
from brass.core.model.state import OVER


def plain(value: object) -> bool:
    """An int or bool, or a tuple (named or not) of plain values."""
    if isinstance(value, (bool, int)):
        return True
    return isinstance(value, tuple) and all(plain(v) for v in value)


def _checked_steps(title: str, seeds: range) -> set[tuple[str, str]]:
    """Play random games; check each decision of the converted actions; return (action, step) seen."""
    seen: set[tuple[str, str]] = set()
    for seed in seeds:
        game = new_game(title, 4, seed)
        rng = random.Random(seed)
        while game.state.phase != OVER:
            d = game.decision()
            assert d is not None
            frame = game.state.frame
            if frame is not None:
                seen.add((frame.action, frame.step))
                for option in d.options:
                    if option.id in ("done", "skip"):
                        assert option.value is None, (frame.action, frame.step, option)
                    else:
                        assert plain(option.value), (frame.action, frame.step, option)
                if len(seen) % 7 == 0:
                    assert game.clone().decision() == d
            game.apply(rng.choice(d.options).id)
    return seen


@pytest.mark.parametrize(("title", "expected"), [
    ("birmingham", {("develop", "tile"), ("develop", "second"), ("liquidate", "tile"), ("loan", "card"),
                    ("pass", "card"), ("scout", "card"), ("scout", "more"), ("sell", "card"), ("sell", "bonus"),
                    ("build", "card"), ("build", "industry"), ("build", "site"), ("network", "pay"),
                    ("network", "card"), ("network", "link"), ("network", "second")}),
    ("pittsburgh", {("bonus_sell", "ask"), ("develop", "tile"), ("develop", "resource"), ("develop", "second"),
                    ("sell", "tile"), ("sell", "merchant"), ("sell", "more"), ("sell", "quality"),
                    ("build", "card"), ("build", "tile"), ("build", "site"), ("build", "market"),
                    ("network", "card"), ("network", "kind"), ("network", "line")}),
])
def test_converted_steps_offer_typed_values(title: str, expected: set[tuple[str, str]]) -> None:
    seen = _checked_steps(title, range(30))
    assert expected <= seen  # the games reached these steps (a step with one option is taken by itself)
