"""Whole actions as chains of options, tried on copies of a (sampled) game.

An action is a short chain of decisions; a bot judges an action by its end
state.  :func:`complete_chains` follows every option from a seat's pending
decision until the action is complete, on clones, keeping at most ``beam``
partial chains per first option (ranked by the evaluation of the partial state).
Where the title says the discarded card does not change an action
(``Profile.card_matters``), only the least useful card is tried.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from brass.core.play.engine import Game

CARD = "card:"


class Chain(NamedTuple):
    """Option ids from the pending decision to the end of the action, the game after them
    and its evaluation."""

    ids: tuple[str, ...]
    # quoted: mypyc evaluates a compiled NamedTuple's field types, and Game is imported for type checking only
    game: "Game"  # noqa: UP037
    value: float


def step(game: Game, option_id: str) -> None:
    """Apply an offered option without running the game on once the action is complete
    (:meth:`Game.step`: the next decision's menu checks are wasted on chain ends that are
    only evaluated; ``Game.decision`` does that work later, when it is asked)."""
    game.step(option_id)


def action_done(game: Game, player: int) -> bool:
    """True when ``player`` has no action in progress and nothing left to decide in it."""
    if game.state.frame is not None:
        d = game.decision()
        return d is None or d.player != player
    return True


def card_choice(ids: list[str], card_value: dict[str, float]) -> str:
    """The card to give up: lowest value, ties broken by id (deterministic)."""
    return min(ids, key=lambda i: (card_value.get(i[len(CARD):], 0.0), i))


def options_to_try(game: Game, ids: list[str], card_matters: tuple[str, ...],
                   card_value: dict[str, float]) -> list[str]:
    """The options worth trying at this step (every one, except interchangeable discards)."""
    frame = game.state.frame
    if frame is not None and frame.action not in card_matters and ids and all(i.startswith(CARD) for i in ids):
        return [card_choice(ids, card_value)]
    return ids


def complete_chains(
    game: Game,
    player: int,
    score: Callable[[Game], float],
    card_matters: tuple[str, ...],
    card_value: dict[str, float],
    beam: int,
    first: list[str] | None = None,
) -> list[Chain]:
    """Every complete chain from ``game``'s pending decision (``first``: only these first
    options), pruned to ``beam`` partial chains per first option at each step."""
    d = game.decision()
    assert d is not None
    ids = d.ids() if first is None else first
    root = game
    out: list[Chain] = []
    for opt in options_to_try(root, ids, card_matters, card_value):
        g = root.clone()
        step(g, opt)
        frontier: list[tuple[tuple[str, ...], Game]] = [((opt,), g)]
        while frontier:
            nxt: list[tuple[tuple[str, ...], Game]] = []
            for chain, g in frontier:
                if action_done(g, player):
                    out.append(Chain(chain, g, score(g)))
                    continue
                dd = g.decision()
                assert dd is not None
                opts = options_to_try(g, dd.ids(), card_matters, card_value)
                last = len(opts) - 1
                for k, o in enumerate(opts):
                    # the last option continues on ``g`` itself (nothing else holds it)
                    c = g if k == last else g.clone()
                    step(c, o)
                    nxt.append((chain + (o,), c))
            if len(nxt) > beam:
                nxt.sort(key=lambda x: -score(x[1]))
                nxt = nxt[:beam]
            frontier = nxt
    return out
