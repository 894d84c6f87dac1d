"""What the server refuses, and that a refusal changes nothing: the save file stays byte for byte
as it was. Tokens, bodies, game ids, stale and replayed requests, two browsers at once, the
security headers, and a server killed right after a move."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from brass.core.files.session import Session

from .conftest import free_port
from .helpers import start, view

pytest.importorskip("starlette")

#: the installed ``brass`` script beside this interpreter
BRASS = str(Path(sys.executable).parent / "brass")


def decider(client: Any, game: str, seats: dict[int, dict[str, str]]) -> tuple[int, dict[str, Any]]:
    seat = view(client, game)["decision"]["player"]
    return seat, view(client, game, seats[seat])


def unchanged(games_dir: Path, game: str, saved: bytes) -> None:
    assert (games_dir / f"{game}.toml").read_bytes() == saved


@pytest.fixture
def game(client: Any, games_dir: Path) -> tuple[str, dict[int, dict[str, str]], bytes]:
    """A 2-seat game of humans, and its save file's bytes."""
    game, seats = start(client, players=2, seed=21)
    return game, seats, (games_dir / f"{game}.toml").read_bytes()


def test_a_refused_option_changes_nothing_and_says_why(client: Any, games_dir: Path, game: Any) -> None:
    game_id, seats, saved = game
    seat, shown = decider(client, game_id, seats)
    for option, why in (("card:birmingham", "this step offers only the options listed"),
                        ("frobnicate", "is not one of the options now")):
        r = client.post(f"/api/g/{game_id}/move", headers=seats[seat], json={"option": option,
                                                                             "version": shown["version"]})
        assert r.status_code == 422 and r.json()["code"] == "refused", r.text
        assert f"“{option}”" in r.json()["error"] and why in r.json()["error"]
    unchanged(games_dir, game_id, saved)
    assert view(client, game_id, seats[seat]) == shown


def test_tokens_are_required_and_seat_bound(client: Any, games_dir: Path, game: Any) -> None:
    game_id, seats, saved = game
    seat, shown = decider(client, game_id, seats)
    other = 1 - seat
    body = {"option": shown["decision"]["options"][0]["id"], "version": shown["version"]}
    attempts = {
        "no token": {"X-Brass-Seat": str(seat)},
        "wrong token": {"X-Brass-Seat": str(seat), "X-Brass-Token": "A" * 32},
        "another seat's token": {"X-Brass-Seat": str(seat), "X-Brass-Token": seats[other]["X-Brass-Token"]},
        "token alone": {"X-Brass-Token": seats[seat]["X-Brass-Token"]},
        "no such seat": {"X-Brass-Seat": "7", "X-Brass-Token": seats[seat]["X-Brass-Token"]},
        "not a number": {"X-Brass-Seat": "0x0", "X-Brass-Token": seats[seat]["X-Brass-Token"]},
    }
    for what, headers in attempts.items():
        for path in ("move", "keep", "undo"):
            r = client.post(f"/api/g/{game_id}/{path}", headers=headers, json=body)
            assert r.status_code == 403, (what, path, r.text)
            assert r.json()["code"] in ("bad_token", "bad_seat") and r.json()["error"]
        r = client.get(f"/api/g/{game_id}/view", headers=headers)
        assert r.status_code == 403 and "hand" not in r.text, what
        assert client.get(f"/api/g/{game_id}/hint", headers=headers).status_code == 403
    # the other seat's own (right) token: not its decision
    r = client.post(f"/api/g/{game_id}/move", headers=seats[other], json=body)
    assert r.status_code == 403 and r.json()["code"] == "not_yours"
    # the spectator cannot move
    r = client.post(f"/api/g/{game_id}/move", json=body)
    assert r.status_code == 403 and r.json()["code"] == "watching"
    unchanged(games_dir, game_id, saved)


def test_bad_bodies_are_refused_before_anything(client: Any, games_dir: Path, game: Any) -> None:
    game_id, seats, saved = game
    seat, shown = decider(client, game_id, seats)
    url = f"/api/g/{game_id}/move"
    headers = {**seats[seat], "content-type": "application/json"}
    for body, code in ((b"{not json", "bad_json"), (b"[1, 2]", "bad_json"), (b"\xff\xfe", "bad_json"),
                       (b'{"option": "build"}', "bad_json"), (b'{"option": 3, "version": 1}', "bad_json"),
                       (b'{"option": "build", "version": "1"}', "bad_json"),
                       (b'{"option": "build", "version": true}', "bad_json")):
        r = client.post(url, headers=headers, content=body)
        assert r.status_code == 400 and r.json()["code"] == code, (body, r.text)
        assert r.json()["error"].startswith("The request is not the JSON this address expects")
    big = json.dumps({"option": "build", "version": shown["version"], "pad": "x" * 5000}).encode()
    r = client.post(url, headers=headers, content=big)
    assert r.status_code == 413 and r.json()["code"] == "too_big"

    def chunks() -> Any:  # no Content-Length: the limit holds while reading
        for _ in range(10):
            yield b" " * 1000

    r = client.post(url, headers=headers, content=chunks())
    assert r.status_code == 413
    r = client.post("/api/games", content=b"x" * 10_000, headers={"content-type": "application/json"})
    assert r.status_code == 413
    unchanged(games_dir, game_id, saved)


@pytest.mark.parametrize("path", [
    "/api/g/%2e%2e/view", "/api/g/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd/view", "/api/g/..%2f..%2fx/view",
    "/api/g/a.b/view", "/api/g/.hidden/view", "/api/g/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/view",
    "/api/g/" + "a" * 65 + "/view", "/play/%2e%2e", "/play/..%2f..%2fetc", "/api/g/-x/move",
])
def test_game_ids_that_are_not_ids_are_404_json(client: Any, path: str) -> None:
    r = client.request("POST" if path.endswith("move") else "GET", path, json={"option": "x", "version": 0})
    assert r.status_code == 404, r.text
    assert r.headers["content-type"].startswith("application/json")
    assert r.json()["code"] in ("no_game", "not_found") and r.json()["error"]
    # an id that looks like markup comes back as data: JSON, which the browser may not sniff as HTML
    assert r.headers["x-content-type-options"] == "nosniff"


def test_the_game_folder_stays_the_only_one_read(client: Any, games_dir: Path, tmp_path: Path) -> None:
    """A save beside the folder (one level up) is not reachable by any spelling of its name."""
    outside = tmp_path / "secret.toml"
    run_new = Session.new("birmingham", 2, 1)
    run_new.save(outside)
    for path in ("/api/g/..%2Fsecret/view", "/api/g/%2E%2E%2Fsecret/view", "/api/g/secret/view"):
        assert client.get(path).status_code == 404


def test_a_replayed_move_is_stale_and_changes_nothing(client: Any, games_dir: Path, game: Any) -> None:
    game_id, seats, _ = game
    seat, shown = decider(client, game_id, seats)
    body = {"option": shown["decision"]["options"][0]["id"], "version": shown["version"]}
    first = client.post(f"/api/g/{game_id}/move", headers=seats[seat], json=body)
    assert first.status_code == 200
    saved = (games_dir / f"{game_id}.toml").read_bytes()
    again = client.post(f"/api/g/{game_id}/move", headers=seats[seat], json=body)
    assert again.status_code == 409 and again.json()["code"] == "stale"
    assert str(first.json()["version"]) in again.json()["error"]
    unchanged(games_dir, game_id, saved)
    stale_keep = client.post(f"/api/g/{game_id}/undo", headers=seats[seat], json={"version": shown["version"]})
    assert stale_keep.status_code == 409
    unchanged(games_dir, game_id, saved)


def test_two_browsers_answering_at_once_one_wins(live_server: str, games_dir: Path) -> None:
    import httpx

    with httpx.Client(base_url=live_server, timeout=30) as client:
        game_id, seats = start(client, seed=30)
        seat, shown = decider(client, game_id, seats)
        options = [o["id"] for o in shown["decision"]["options"]]
        results: list[Any] = []
        barrier = threading.Barrier(2)

        def answer(option: str) -> None:
            with httpx.Client(base_url=live_server, timeout=30) as own:
                barrier.wait()
                results.append(own.post(f"/api/g/{game_id}/move", headers=seats[seat],
                                        json={"option": option, "version": shown["version"]}))

        threads = [threading.Thread(target=answer, args=(o,)) for o in options[:2]]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        statuses = sorted(r.status_code for r in results)
        assert statuses == [200, 409], [r.text for r in results]
        winner = next(r for r in results if r.status_code == 200).json()
        loser = next(r for r in results if r.status_code == 409).json()
        assert loser["code"] == "stale"
        saved = Session.load(games_dir / f"{game_id}.toml")
        assert len(saved.log) == 1 and saved.log[0] in options[:2]
        assert view(client, game_id, seats[seat])["version"] == winner["version"]


def test_security_headers_on_every_response(client: Any, game: Any) -> None:
    from brass.core.web.app import STATIC

    game_id, _, _ = game
    responses = [client.get("/api/titles"), client.get(f"/api/g/{game_id}/view"), client.get("/api/g/%2e%2e/view"),
                 client.post(f"/api/g/{game_id}/move", content=b"{")]
    pages = [p for p in ("/", f"/play/{game_id}") if (STATIC / ("index.html" if p == "/" else "game.html")).is_file()]
    responses += [client.get(p) for p in pages]
    for r in responses:
        csp = r.headers["content-security-policy"]
        directives = dict(d.strip().split(" ", 1) for d in csp.split(";"))
        assert directives["script-src"] == "'self'" and "unsafe" not in csp
        assert directives["frame-ancestors"] == "'none'" and directives["object-src"] == "'none'"
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"
    for r in responses[:4]:
        assert r.headers["cache-control"] == "no-store"


def test_a_server_killed_right_after_a_move_keeps_it(tmp_path: Path) -> None:
    """``brass serve`` in its own process, killed with SIGKILL as soon as a move was answered:
    the save has the move (it was written before the answer)."""
    import httpx

    folder = tmp_path / "games"
    folder.mkdir()
    port = free_port()
    env = {**os.environ, "BRASS_SERVER": "off"}
    server = subprocess.Popen([BRASS, "serve", str(folder), "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        assert server.stdout is not None
        first = server.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in first, first
        assert "Only this computer can open it." in server.stdout.readline()
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
            game_id, seats = start(client, seed=40)
            chosen = []
            for _ in range(3):
                seat, shown = decider(client, game_id, seats)
                if shown["confirm"] is not None:
                    r = client.post(f"/api/g/{game_id}/keep", headers=seats[seat], json={"version": shown["version"]})
                    assert r.status_code == 200
                    continue
                option = shown["decision"]["options"][-1]["id"]
                r = client.post(f"/api/g/{game_id}/move", headers=seats[seat],
                                json={"option": option, "version": shown["version"]})
                assert r.status_code == 200
                chosen.append(option)
            server.send_signal(signal.SIGKILL)
    finally:
        server.kill()
        server.wait(timeout=30)
    saved = Session.load(folder / f"{game_id}.toml")
    assert saved.log == chosen


def test_brass_serve_says_who_can_reach_it(tmp_path: Path) -> None:
    port = free_port()
    env = {**os.environ, "BRASS_SERVER": "off"}
    save = tmp_path / "duel.toml"
    Session.new("pittsburgh", 2, 5).save(save)
    server = subprocess.Popen([BRASS, "serve", str(save), "--host", "0.0.0.0",
                               "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env=env)
    try:
        assert server.stdout is not None
        lines = [server.stdout.readline() for _ in range(5)]
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert lines[0].startswith(f"Serving the games of {tmp_path} at http://0.0.0.0:{port}/")
    assert lines[1].startswith(f"P1: http://0.0.0.0:{port}/play/duel#seat=0&t=")
    assert lines[3] == f"Spectators: http://0.0.0.0:{port}/play/duel\n"
    assert lines[4].startswith(f"Every address of this computer listens on port {port}: anyone who can reach")
    assert "Traceback" not in "".join(lines)


def test_a_save_removed_or_damaged_behind_the_servers_back(client: Any, games_dir: Path, game: Any) -> None:
    game_id, seats, saved = game
    path = games_dir / f"{game_id}.toml"
    path.write_text("format = 1\ntitle = \"birm", encoding="utf-8")
    r = client.get(f"/api/g/{game_id}/view", headers=seats[0])
    assert r.status_code == 422 and r.json()["code"] == "damaged"
    assert "damaged or incomplete save file" in r.json()["error"]
    path.unlink()
    r = client.get(f"/api/g/{game_id}/view", headers=seats[0])
    assert r.status_code == 404 and r.json()["code"] == "no_game"
    path.write_bytes(saved)  # put back: the game goes on from its file
    assert view(client, game_id, seats[0])["seat"] == 0


def test_a_failing_bot_stops_without_stopping_the_server(client: Any, app: Any) -> None:
    game_id, seats = start(client, bots=[1], seed=8)
    served = app.state.games.store.get(game_id)
    calls = []

    class Broken:
        def choose(self, decision: Any, seen: Any) -> str:
            calls.append(decision.player)
            raise RuntimeError("a bot's bug")

    with served.lock:
        served.robots[1] = Broken()
    shown = view(client, game_id, seats[0])
    while shown["decision"]["player"] == 0:
        if shown["confirm"] is not None:
            r = client.post(f"/api/g/{game_id}/keep", headers=seats[0], json={"version": shown["version"]})
        else:
            r = client.post(f"/api/g/{game_id}/move", headers=seats[0],
                            json={"option": shown["decision"]["options"][0]["id"], "version": shown["version"]})
        assert r.status_code == 200
        shown = r.json()
    deadline = time.monotonic() + 10
    while served.bots_running and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(0.2)
    assert 1 <= len(calls) <= 3  # tried, and not again and again
    assert view(client, game_id, seats[0])["decision"]["player"] == 1


def test_a_move_that_cannot_be_saved_is_not_made(client: Any, games_dir: Path, game: Any,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk (the save's write fails): 503, the file as it was, and the game as its file
    says; the same move goes through once the disk takes it."""
    import errno

    from brass.core.files import atomic

    game_id, seats, saved = game
    seat, shown = decider(client, game_id, seats)
    option = shown["decision"]["options"][0]["id"]
    real_write = atomic.write_bytes

    def disk_full(*args: Any, **kwargs: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "write_bytes", disk_full)
    r = client.post(f"/api/g/{game_id}/move", headers=seats[seat], json={"option": option,
                                                                         "version": shown["version"]})
    assert r.status_code == 503 and r.json()["code"] == "cannot_save"
    assert "No space left on device" in r.json()["error"]
    unchanged(games_dir, game_id, saved)
    monkeypatch.setattr(atomic, "write_bytes", real_write)
    after = view(client, game_id, seats[seat])
    assert after["decision"] == shown["decision"] and after["me"] == shown["me"]
    r = client.post(f"/api/g/{game_id}/move", headers=seats[seat], json={"option": option,
                                                                         "version": after["version"]})
    assert r.status_code == 200 and Session.load(games_dir / f"{game_id}.toml").log == [option]
