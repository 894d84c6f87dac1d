"""Private views over HTTP: non-interference. For random positions of both titles, shuffling what
a seat may not know (other hands, the deck order, face-down cards, the generator, Pittsburgh's
face-down oilfields: the scramble of tests/fuzz/test_private_views.py) changes no byte of any
answer to that seat, nor to the spectator: views (board SVG, log, options, keep-or-undo
preview) and hints."""
from __future__ import annotations

import random
from typing import Any

import pytest

from tests.fuzz.test_private_views import scramble

from .helpers import start

pytest.importorskip("starlette")


def answers(client: Any, game: str, headers: dict[str, str] | None) -> list[bytes]:
    """Everything the seat (or the spectator, without headers) may ask: views in both languages, the hint."""
    out = []
    for lang in ("en", "th"):
        r = client.get(f"/api/g/{game}/view", headers=headers or {}, params={"lang": lang})
        assert r.status_code == 200, r.text
        out.append(r.content)
    if headers is not None:  # the heuristic bot's hint plans on samples of what the seat may know
        r = client.get(f"/api/g/{game}/hint", headers=headers)
        assert r.status_code == 200, r.text
        out.append(r.content)
    return out


def put_state(game: Any, state: Any) -> None:
    """Give ``game`` another state as it stands: the decision is worked out again when asked
    (``refresh`` would run on at once, past a finished action's pending turn end)."""
    game.state = state
    game._decision = None
    game._net_key = None
    game.changed()


def scrambled(game: Any, seat: int, rnd: random.Random, monkeypatch: pytest.MonkeyPatch) -> Any:
    """``scramble``'s copy as it stands (its refresh would run a finished action's turn end)."""
    from brass.core.play.engine import Game

    with monkeypatch.context() as patch:
        patch.setattr(Game, "refresh", put_state_again)
        return scramble(game, seat, rnd)


def put_state_again(game: Any) -> None:
    put_state(game, game.state)


def random_step(client: Any, game: str, seats: dict[int, dict[str, str]], rnd: random.Random) -> bool:
    """Whoever decides answers at random (keeps a finished action nine times in ten); False at the end."""
    shown = client.get(f"/api/g/{game}/view").json()
    if shown["over"]:
        return False
    seat = shown["decision"]["player"]
    mine = client.get(f"/api/g/{game}/view", headers=seats[seat]).json()
    if mine["confirm"] is not None:
        path, body = ("keep" if rnd.random() < 0.9 else "undo"), {"version": mine["version"]}
    else:
        path, body = "move", {"option": rnd.choice(mine["decision"]["options"])["id"], "version": mine["version"]}
    r = client.post(f"/api/g/{game}/{path}", headers=seats[seat], json=body)
    assert r.status_code == 200, r.text
    return True


@pytest.mark.parametrize("title, players, seed", [("birmingham", 3, 1), ("pittsburgh", 2, 2), ("pittsburgh", 3, 7)])
def test_hidden_information_changes_no_answer(client: Any, app: Any, title: str, players: int, seed: int,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    game, seats = start(client, title=title, players=players, seed=seed)
    served = app.state.games.store.get(game)
    rnd = random.Random(seed)
    checked = changed = hinted = 0
    for _ in range(4):
        for _ in range(rnd.randrange(5, 25)):
            if not random_step(client, game, seats, rnd):
                break
        for seat in [*range(players), None]:
            headers = None if seat is None else seats[seat]
            before = answers(client, game, headers)
            hinted += any(b'"hint":"Hint: ' in answer for answer in before)
            with served.lock:
                real = served.session.game.state
                other = scrambled(served.session.game, -1 if seat is None else seat, rnd, monkeypatch)
                changed += other.state.deck != real.deck or other.state.hands != real.hands
                put_state(served.session.game, other.state)
            try:
                assert answers(client, game, headers) == before, (seat, title)
            finally:
                with served.lock:
                    put_state(served.session.game, real)
            checked += 1
    assert checked == 4 * (players + 1) and changed > checked // 2 and hinted >= 2
