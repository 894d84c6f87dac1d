"""A served game is an ordinary save: ``brass play`` resumes it, and ``brass serve`` resumes what
``brass play`` saved (also while the server runs: it reads a changed file again)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from brass.core.files.session import Session
from tests.cli.helpers import run

from .helpers import answer, seat_headers, start, view

pytest.importorskip("starlette")


def play_actions(client: Any, game: str, seats: dict[int, dict[str, str]], actions: int) -> dict[str, Any]:
    """``actions`` whole actions, each answered with first options and kept by whichever seat decides."""
    for _ in range(actions):
        headers = seats[view(client, game)["decision"]["player"]]
        shown = view(client, game, headers)
        while shown["confirm"] is None:
            shown = answer(client, game, headers, shown)
        shown = answer(client, game, headers, shown)
    return shown


def test_brass_play_finishes_a_served_game(client: Any, games_dir: Path) -> None:
    game, seats = start(client, seed=11)
    play_actions(client, game, seats, 3)
    path = games_dir / f"{game}.toml"
    served_log = Session.load(path).log
    assert len(served_log) >= 6
    played = run("play", path, "--bots", "all", "--bot", "random", expect=0)
    assert "Final scores" in played.stdout
    finished = Session.load(path)
    assert finished.log[:len(served_log)] == served_log and finished.game.over
    # the server (which had the game open) reads the changed file again: every seat is a bot now,
    # so the seats' links no longer play
    shown = view(client, game)
    assert shown["over"] and shown["ranking"] is not None and shown["decision"] is None
    assert all(p["bot"] for p in shown["players"])
    assert client.get(f"/api/g/{game}/view", headers=seats[0]).json()["code"] == "bad_token"


def test_brass_serve_resumes_a_game_brass_play_saved(client: Any, games_dir: Path) -> None:
    path = games_dir / "from-play.toml"
    run("play", "birmingham", "--players", 2, "--bots", "2", "--bot", "random", "--seed", 4, "--save", path,
        input="1\n1\n1\n1\nquit\n", expect=0)
    before = Session.load(path)
    assert before.log and 1 in before.bots
    shown = view(client, "from-play")
    assert shown["players"][1]["bot"] and not shown["players"][0]["bot"]
    links = client.get("/api/games").json()
    assert {"game": "from-play", "title": "birmingham", "players": 2, "over": False} in links
    # the seats' tokens were made when the server first opened it (beside the save, owner only)
    sidecar = (games_dir / "from-play.seats.toml").read_text()
    token = sidecar.split('0 = "')[1].split('"')[0]
    headers = seat_headers(f"/play/from-play#seat=0&t={token}")
    mine = view(client, "from-play", headers)
    assert mine["me"]["hand"]
    assert len(Session.load(path).log) == len(before.log)  # looking changes nothing


def test_a_restarted_server_keeps_the_links_and_refuses_old_versions(games_dir: Path) -> None:
    """The seats' secrets survive a restart (the sidecar, owner-only again even if it was opened
    up); a request made before the restart is stale after it."""
    from starlette.testclient import TestClient

    from brass.core.web.app import create_app

    with TestClient(create_app(games_dir)) as first:
        game, seats = start(first, seed=6)
        seat = view(first, game)["decision"]["player"]
        before = view(first, game, seats[seat])
    sidecar = games_dir / f"{game}.seats.toml"
    sidecar.chmod(0o644)
    with TestClient(create_app(games_dir)) as second:
        again = view(second, game, seats[seat])
        assert again["me"] == before["me"] and again["version"] > before["version"]
        r = second.post(f"/api/g/{game}/move", headers=seats[seat],
                        json={"option": before["decision"]["options"][0]["id"], "version": before["version"]})
        assert r.status_code == 409 and r.json()["code"] == "stale"
    assert sidecar.stat().st_mode & 0o777 == 0o600
