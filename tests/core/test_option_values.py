"""Issue 58: every option a converted action's step offers carries the value its step acts on.

Random games of both titles stop at each step of Sell, Develop, Loan, Pass, Scout, the
shortfall's Liquidate and Pittsburgh's follow-ups (free develops, bonus sales): only ``done``
and ``skip`` may have no value, and a value is what the id names (a card, space, mat position,
resource, merchant slot or Quality claim), never the id text itself.
"""
from __future__ import annotations

import random

import pytest

from brass.core import new_game
from brass.core.model.state import OVER

ACTIONS = {"sell", "develop", "loan", "pass", "scout", "liquidate", "free_develop", "bonus_sell"}
#: payment's steps are converted separately (core/play/payment.py)
OTHER_STEPS = {"pay"}


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
            if frame is not None and frame.action in ACTIONS and frame.step not in OTHER_STEPS:
                seen.add((frame.action, frame.step))
                for option in d.options:
                    if option.id in ("done", "skip"):
                        assert option.value is None, (frame.action, frame.step, option)
                    else:
                        assert option.value is not None, (frame.action, frame.step, option)
                        assert not isinstance(option.value, str), (frame.action, frame.step, option)
            game.apply(rng.choice(d.options).id)
    return seen


@pytest.mark.parametrize(("title", "expected"), [
    ("birmingham", {("develop", "tile"), ("develop", "second"), ("liquidate", "tile"), ("loan", "card"),
                    ("pass", "card"), ("scout", "card"), ("scout", "more"), ("sell", "card"), ("sell", "bonus")}),
    ("pittsburgh", {("bonus_sell", "ask"), ("develop", "tile"), ("develop", "resource"), ("develop", "second"),
                    ("sell", "tile"), ("sell", "merchant"), ("sell", "more"), ("sell", "quality")}),
])
def test_converted_steps_offer_typed_values(title: str, expected: set[tuple[str, str]]) -> None:
    seen = _checked_steps(title, range(30))
    assert expected <= seen  # the games reached these steps (a step with one option is taken by itself)
