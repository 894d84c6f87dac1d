"""The game API of ``brass serve``: titles, new games, views, moves, keep and undo, hints."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

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
