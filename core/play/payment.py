"""Paying resources inside an action, cube by cube, as a step of its frame.

An action queues what it must pay (``start``), then calls :func:`settle`, which
takes every cube whose source is forced.  When the player has a real choice
(equally near mines, several breweries...) ``settle`` stops and the action
offers :func:`options`; :func:`choose` takes the chosen cube and settles on.
What was paid is recorded in the frame for the action's log line.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypedDict

from brass.core.i18n.messages import Message, Money, text
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.transport import Request, Source, candidates, ceiling, quote, take

if TYPE_CHECKING:
    from brass.core.play.engine import Game

SOURCE_TILE = text("option.source_tile", "Take {resource} from {tile} at {place} ({owner})")
SOURCE_MARKET = text("option.source_market", "Buy {resource} from the market for {price}")
SOURCE_MARKET_AT = text("option.source_market_at", "Buy {resource} at the {place} market for {price}")
SOURCE_OTHER = text("option.source_other", "Take {resource} from {place} for {price}")
SOURCE_FREE = text("option.source_free", "Take {resource} from {place} (free)")
SOURCE_FREE_NOTE = text("option.source_free_note", "Take {resource} from {place} (free; {note})",
                        note="{note}: what else taking it brings, e.g. 'bonus: 4 VP'")
PROMPT_SOURCE = text("prompt.source", "{player}: where does the next {resource} come from?")

#: frame.data keys (see :class:`PaymentData`)
QUEUE = "pay"  # tuple of (resource, amount, locations, purpose, detail)
PAID = "paid"  # tuple of (resource, source key, price)

#: one queued payment: (resource, amount, delivery locations, purpose, detail)
Queued = tuple[int, int, tuple[int, ...], str, int]


class PaymentData(TypedDict, total=False):
    """What paying records in an action's frame data (plain values, saved with the game); an
    action that pays extends it with its own keys."""

    pay: tuple[Queued, ...]  # still to pay, in order
    paid: tuple[tuple[int, str, int], ...]  # (resource, source key, price) of each cube paid


def data(frame: Frame) -> PaymentData:
    """The payment's part of an action's frame data, typed."""
    return frame.data  # (the record type is this function's return type)


def start(frame: Frame, requests: list[Queued]) -> None:
    """Queue payments: (resource, amount, locations, purpose, detail) each."""
    data(frame)["pay"] = tuple(r for r in requests if r[1] > 0)


#: what an action does once everything queued is paid: (game, frame) -> whether the action is complete
Then = Callable[["Game", Frame], bool]


def pay(game: Game, frame: Frame, requests: list[Queued], then: Then, step: str = "pay") -> bool:
    """Queue ``requests`` (see :func:`start`) and take the forced cubes: once all is paid, go on
    with ``then``; while a choice waits, the frame moves to ``step`` (answered by :func:`answer`)."""
    start(frame, requests)
    if settle(game, frame):
        return then(game, frame)
    frame.step = step
    return False


def answer(game: Game, frame: Frame, option: Option, then: Then) -> bool:
    """The pay step's choice: take the chosen cube and settle on; ``then`` once all is paid."""
    return choose(game, frame, option) and then(game, frame)


def _request(frame: Frame) -> Request:
    res, _amount, locs, purpose, detail = data(frame)["pay"][0]
    return Request(frame.player, res, locs, purpose, detail)


def _took(game: Game, frame: Frame, source: Source) -> None:
    req = _request(frame)
    take(game, req, source)
    d = data(frame)
    queue = d["pay"]
    res, amount, locs, purpose, detail = queue[0]
    rest = queue[1:]
    if amount > 1:
        rest = ((res, amount - 1, locs, purpose, detail), *rest)
    d["pay"] = rest
    d["paid"] = (*d.get("paid", ()), (res, source.key, source.price))


def _choices(game: Game, frame: Frame) -> list[Source]:
    found = candidates(game, _request(frame))
    if len(found) > 1:
        found = [s for s in found if affordable(game, frame, s)]
    return found


def settle(game: Game, frame: Frame) -> bool:
    """Take forced cubes; True when everything queued is paid, False when a choice waits."""
    d = data(frame)
    while d.get("pay"):
        found = _choices(game, frame)
        if not found:
            raise AssertionError("a payment was queued that no source can meet")
        if len(found) > 1:
            return False
        _took(game, frame, found[0])
    return True


def pending(frame: Frame) -> bool:
    return bool(data(frame).get("pay"))


def affordable(game: Game, frame: Frame, source: Source) -> bool:
    """Can everything still queued be paid if the next cube comes from ``source``?

    A free source never makes the rest dearer; a priced one is tried on a copy.
    """
    if source.price <= 0:
        return True
    most = _rest_ceiling(game, frame)
    if most >= 0 and source.price + most <= game.state.money[frame.player]:
        return True  # even the dearest supply of the rest is within the player's money
    trial = game.clone()
    trial_frame = frame.clone()
    _took(trial, trial_frame, source._replace(provider=source.provider))
    if trial.state.money[frame.player] < 0:
        return False
    return _rest_cost(trial, trial_frame) <= trial.state.money[frame.player]


def _rest_ceiling(game: Game, frame: Frame) -> int:
    """The most what is queued after the next cube can cost (-1: not known in advance)."""
    total = 0
    for i, (res, amount, _locs, purpose, _detail) in enumerate(data(frame).get("pay", ())):
        most = ceiling(game, res, amount - 1 if i == 0 else amount, purpose)
        if most < 0:
            return -1
        total += most
    return total


def _rest_cost(game: Game, frame: Frame) -> int:
    total = 0
    for res, amount, locs, purpose, detail in data(frame).get("pay", ()):
        cost = quote(game, Request(frame.player, res, locs, purpose, detail), amount)
        if cost < 0:
            return 1 << 30
        total += cost
    return total


def options(game: Game, frame: Frame) -> list[Option]:
    """One option per source the next cube may come from (and still lets the rest be paid);
    each option's value is the source's place in that list.  (Not the Source itself: it holds
    this game's provider object, so the same decision in a copy of the game would differ.)"""
    req = _request(frame)
    rules = game.rules
    st = game.state
    res_name = rules.names.resource[req.resource]()
    out = []
    for i, s in enumerate(_choices(game, frame)):
        if s.kind == 0:  # a tile
            owner = st.tile_owner[s.ref]
            label = SOURCE_TILE(
                resource=res_name,
                tile=rules.names.tile(rules, st.tile_type[s.ref]),
                place=rules.names.location[s.location](),
                owner=player_name(owner),
            )
        elif s.kind == 1:
            place = rules.markets[s.ref].place
            if place >= 0 and len(rules.markets) > 2:
                label = SOURCE_MARKET_AT(resource=res_name, place=rules.names.location[place](), price=Money(s.price))
            else:
                label = SOURCE_MARKET(resource=res_name, price=Money(s.price))
        elif s.price:
            label = SOURCE_OTHER(resource=res_name, place=s.label or s.key, price=Money(s.price))
        elif s.note is not None:
            label = SOURCE_FREE_NOTE(resource=res_name, place=s.label or s.key, note=s.note)
        else:
            label = SOURCE_FREE(resource=res_name, place=s.label or s.key)
        out.append(Option(f"{rules.industries.resources[req.resource].id}:{s.key}", label, i))
    return out


def choose(game: Game, frame: Frame, option: Option) -> bool:
    """Take the cube from the chosen source (an :func:`options` option, offered for this very
    state), then settle; True when everything is paid."""
    _took(game, frame, _choices(game, frame)[option.value])
    return settle(game, frame)


def prompt(game: Game, frame: Frame) -> Message:
    req = _request(frame)
    return PROMPT_SOURCE(player=player_name(frame.player), resource=game.rules.names.resource[req.resource]())


def paid_counts(frame: Frame) -> dict[tuple[int, str], int]:
    """Cubes paid so far, counted by (resource, source key) in the order first paid: what a
    log line names ("2 iron from the market")."""
    counts: dict[tuple[int, str], int] = {}
    for res, key, _price in data(frame).get("paid", ()):
        counts[(res, key)] = counts.get((res, key), 0) + 1
    return counts
