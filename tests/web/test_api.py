"""The game API of ``brass serve``: titles, new games, views, moves, keep and undo, hints."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.toy_title.conftest import toy_site  # noqa: F401 - a fixture: Toy Brass installed

from .helpers import answer, start, view

pytest.importorskip("starlette")


def test_titles_list_every_installed_title_with_players_variants_and_bots(client: Any) -> None:
    titles = {t["id"]: t for t in client.get("/api/titles").json()}
    assert titles["birmingham"]["players"] == [2, 4]
    assert {"id": "cheap_canals", "name": "Cheap canals"} in titles["birmingham"]["variants"]
    assert titles["pittsburgh"]["name"] == "Brass: Pittsburgh"
    assert "random" in titles["pittsburgh"]["bots"] and "heuristic" in titles["pittsburgh"]["bots"]


def test_a_new_game_is_a_save_file_with_a_link_per_human_seat(client: Any, games_dir: Path) -> None:
    game, seats = start(client, players=3, bots=[1])
    assert sorted(seats) == [0, 2]
    assert (games_dir / f"{game}.toml").is_file()
    sidecar = games_dir / f"{game}.seats.toml"
    assert sidecar.stat().st_mode & 0o777 == 0o600
    assert seats[0]["X-Brass-Token"] != seats[2]["X-Brass-Token"]
    assert len(seats[0]["X-Brass-Token"]) >= 32
    listed = client.get("/api/games").json()
    assert listed == [{"game": game, "title": "birmingham", "players": 3, "over": False}]
    assert "Token" not in str(listed) and seats[0]["X-Brass-Token"] not in client.get("/api/games").text


def test_the_seat_sees_its_hand_and_options_the_spectator_neither(client: Any) -> None:
    game, seats = start(client, seed=3)
    mine = view(client, game, seats[0])
    other = view(client, game, seats[1])
    watching = view(client, game)
    decider = mine["decision"]["player"]
    own, theirs = (mine, other) if decider == 0 else (other, mine)
    assert own["decision"]["mine"] and [o["id"] for o in own["decision"]["options"]][:2] == ["build", "network"]
    assert not theirs["decision"]["mine"] and theirs["decision"]["options"] == []
    assert len(mine["me"]["hand"]) == 8 and all(c["id"].startswith("card:") for c in mine["me"]["hand"])
    assert watching["me"] is None and watching["seat"] is None
    assert watching["decision"]["options"] == [] and watching["board"].startswith("<svg")
    assert [p["hand_count"] for p in watching["players"]] == [8, 8]


def test_a_move_then_keep_goes_on_and_the_save_follows(client: Any, games_dir: Path) -> None:
    game, seats = start(client, seed=5)
    shown = view(client, game, seats[0])
    seat = shown["decision"]["player"]
    headers = seats[seat]
    shown = view(client, game, headers)
    moves = 0
    while shown["confirm"] is None:
        shown = answer(client, game, headers, shown)
        moves += 1
    assert moves >= 2 and shown["decision"]["player"] == seat and shown["confirm"]["options"][0]["id"] == "keep"
    saved = (games_dir / f"{game}.toml").read_text()
    assert "log = [" in saved
    kept = answer(client, game, headers, shown)
    assert kept["confirm"] is None and kept["version"] > shown["version"]


def test_undo_takes_back_the_unconfirmed_action_and_the_file(client: Any, games_dir: Path) -> None:
    game, seats = start(client, seed=5)
    seat = view(client, game)["decision"]["player"]
    headers = seats[seat]
    before = view(client, game, headers)
    saved = (games_dir / f"{game}.toml").read_bytes()
    shown = before
    while shown["confirm"] is None:
        shown = answer(client, game, headers, shown)
    r = client.post(f"/api/g/{game}/undo", headers=headers, json={"version": shown["version"]})
    assert r.status_code == 200, r.text
    after = r.json()
    assert after["me"] == before["me"] and after["players"] == before["players"]
    assert after["decision"]["options"] == before["decision"]["options"]
    assert (games_dir / f"{game}.toml").read_bytes() == saved  # no bots to reseed: the file as it was


def wait_for(client: Any, game: str, headers: dict[str, str], ready: Any, timeout: float = 60) -> dict[str, Any]:
    """The seat's view once ``ready(view)`` holds (the bots move in the server's threads)."""
    import time

    deadline = time.monotonic() + timeout
    while True:
        shown = view(client, game, headers)
        if ready(shown):
            return shown
        assert time.monotonic() < deadline, shown["decision"]
        time.sleep(0.05)


def test_bots_move_server_side_each_move_a_version(client: Any, games_dir: Path) -> None:
    game, seats = start(client, bots=[1], seed=8)
    headers = seats[0]
    shown = wait_for(client, game, headers, lambda v: v["decision"]["player"] == 0)
    for _ in range(3):  # three of the human's actions, each kept; the bot answers in between
        before = shown["version"]
        while shown["decision"]["player"] == 0 and not shown["over"]:
            shown = answer(client, game, headers, shown)
        shown = wait_for(client, game, headers, lambda v: v["decision"]["player"] == 0 or v["over"])
        assert shown["version"] > before
    saved = (games_dir / f"{game}.toml").read_text()
    assert 'name = "random"' in saved and "seat = 2" in saved


def test_hint_names_an_offered_option(client: Any) -> None:
    game, seats = start(client, bots=[1], seed=8)
    shown = wait_for(client, game, seats[0], lambda v: v["decision"]["player"] == 0)
    r = client.get(f"/api/g/{game}/hint", headers=seats[0])
    assert r.status_code == 200, r.text
    hint = r.json()
    assert hint["hint"].startswith("Hint: ")
    assert hint["option"] in [o["id"] for o in shown["decision"]["options"]]
    assert client.get(f"/api/g/{game}/hint").json()["code"] == "watching"


def test_a_thai_view_and_thai_errors(client: Any) -> None:
    game, seats = start(client, seed=3)
    thai = view(client, game, seats[0], lang="th")
    assert thai["lang"] == "th" and thai["era"] != view(client, game, seats[0])["era"]
    r = client.get(f"/api/g/{game}/view", headers={"X-Brass-Seat": "0", "X-Brass-Token": "x" * 32},
                   params={"lang": "th"})
    assert r.status_code == 403 and r.json()["code"] == "bad_token"
    english = client.get(f"/api/g/{game}/view", headers={"X-Brass-Seat": "0", "X-Brass-Token": "x" * 32}).json()
    assert english["error"].startswith("This link does not open the seat of P1: its secret is wrong")


def test_targets_point_at_the_board(client: Any) -> None:
    """Every option of a build's site step points at a space the board SVG draws."""
    game, seats = start(client, seed=3)
    seat = view(client, game)["decision"]["player"]
    shown = view(client, game, seats[seat])
    shown = client.post(f"/api/g/{game}/move", headers=seats[seat], json={"option": "build",
                                                                          "version": shown["version"]}).json()
    while not any((o["target"] or "").startswith("space:") for o in shown["decision"]["options"]):
        shown = answer(client, game, seats[seat], shown)
    for o in shown["decision"]["options"]:
        if o["target"]:
            ref = o["target"].split(":", 1)[1]
            assert o["id"].endswith(ref)
            assert f'{ref}' in shown["board"]



@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_the_views_board_is_board_svg(client: Any, app: Any, title: str) -> None:
    """The view draws the map once per title and language; the picture is still board_svg's."""
    from brass.core.picture.render import board_svg

    game, seats = start(client, title=title, players=3, seed=2)
    for _ in range(12):
        seat = view(client, game)["decision"]["player"]
        answer(client, game, seats[seat], view(client, game, seats[seat]))
    served = app.state.games.store.get(game)
    for seat in (0, 1, None):
        for lang in ("en", "th"):
            shown = view(client, game, None if seat is None else seats[seat], lang=lang)
            assert shown["board"] == board_svg(served.game, -1 if seat is None else seat, lang)


def test_the_event_stream_says_each_change_and_nothing_else(live_server: str) -> None:
    import httpx

    with httpx.Client(base_url=live_server, timeout=30) as client, \
            httpx.Client(base_url=live_server, timeout=30) as other:
        game, seats = start(client, seed=12)
        with client.stream("GET", f"/api/g/{game}/events") as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            lines = stream.iter_lines()
            first = [next(lines), next(lines)]
            version = view(other, game)["version"]
            assert first == ["event: changed", f'data: {{"version": {version}}}']
            seat = view(other, game)["decision"]["player"]
            moved = answer(other, game, seats[seat], view(other, game, seats[seat]))
            received = [line for line in (next(lines), next(lines), next(lines)) if line]
            assert received == ["event: changed", f'data: {{"version": {moved["version"]}}}']


def test_any_installed_title_the_toy_without_a_board(client: Any, toy_site: str) -> None:  # noqa: F811
    """Toy Brass (tests/toy_title) has no board layout: its view has no board, and it plays to the end."""
    import random

    titles = {t["id"]: t for t in client.get("/api/titles").json()}
    assert titles["toy"]["name"] == "Toy Brass"
    game, seats = start(client, title="toy", players=2, seed=4)
    rnd = random.Random(4)
    shown = view(client, game)
    assert shown["board"] is None and shown["title"] == "toy"
    while not shown["over"]:
        seat = shown["decision"]["player"]
        mine = view(client, game, seats[seat])
        if mine["confirm"] is None:
            body, path = {"option": rnd.choice(mine["decision"]["options"])["id"], "version": mine["version"]}, "move"
        else:
            body, path = {"version": mine["version"]}, "keep"
        r = client.post(f"/api/g/{game}/{path}", headers=seats[seat], json=body)
        assert r.status_code == 200, r.text
        shown = r.json()
    assert shown["ranking"] and {p["seat"] for p in shown["ranking"]} == {0, 1}


def test_the_first_page_gets_its_words_and_languages(client: Any) -> None:
    english = client.get("/api/page").json()
    assert english["lang"] == "en" and english["messages"]["new_game"] == "New game"
    assert {"id": "en", "name": "English"} in english["langs"] and {"id": "th", "name": "ไทย"} in english["langs"]
    assert english["messages"]["seat_link"] == "Seat {seat}'s link"
    thai = client.get("/api/page", params={"lang": "th"}).json()
    assert thai["lang"] == "th" and thai["langs"] == english["langs"]
    assert client.get("/api/page", params={"lang": "xx"}).json()["lang"] == "en"


def test_a_thinking_bot_blocks_no_request(client: Any, app: Any) -> None:
    """A bot thinks in a worker thread, outside the game's lock: views are answered meanwhile, and
    its move comes afterwards as a new version."""
    import threading
    import time

    game, seats = start(client, bots=[1], seed=8)
    served = app.state.games.store.get(game)
    thinking = threading.Event()

    class Slow:
        def __init__(self, inner: Any) -> None:
            self.inner = inner

        def choose(self, decision: Any, seen: Any) -> str:
            thinking.set()
            time.sleep(1.5)
            return str(self.inner.choose(decision, seen))

    with served.lock:
        served.robots[1] = Slow(served.robots[1])
    shown = wait_for(client, game, seats[0], lambda v: v["decision"]["player"] == 0)
    while shown["decision"]["player"] == 0:
        shown = answer(client, game, seats[0], shown)
    assert thinking.wait(10)
    began = time.monotonic()
    during = view(client, game, seats[0])
    assert time.monotonic() - began < 1.0 and during["version"] == shown["version"]
    after = wait_for(client, game, seats[0], lambda v: v["version"] > shown["version"], timeout=30)
    assert after["version"] > during["version"]


def test_bots_stop_when_the_server_stops(client: Any, app: Any) -> None:
    """An all-bot game does not keep the process playing after the server stops."""
    import time

    game, _ = start(client, bots=[0, 1], bot="random", seed=9)
    served = app.state.games.store.get(game)
    deadline = time.monotonic() + 10
    while served.changes < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    app.state.games.close()
    time.sleep(0.3)
    stopped = served.changes
    time.sleep(0.5)
    assert served.changes == stopped and not served.game.over and not served.bots_running
