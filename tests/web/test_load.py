"""A bounded load test on loopback: many games at once, played to the end through the HTTP API of
a real ``brass serve`` (its own process), with scripted seats (random legal options) and
server-side bots; every request must succeed. It prints the latency of a seat's move (the
request's round trip: the bots think in the server's own threads, outside it).

Its size: ``BRASS_LOAD_GAMES`` games (50) of ``BRASS_LOAD_TITLE`` (the small toy title, so the
run fits a CI minute on two cores; ``birmingham`` or ``pittsburgh`` for a bigger run), 2 players;
every other game has a random bot in seat 1.
"""
from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.toy_title.conftest import TOY, write_dist_info

from .conftest import free_port

pytest.importorskip("starlette")
httpx = pytest.importorskip("httpx")

GAMES = int(os.environ.get("BRASS_LOAD_GAMES", "50"))
TITLE = os.environ.get("BRASS_LOAD_TITLE", "toy")


class Events:
    """A game's event stream, read in the background: the newest version announced."""

    def __init__(self, client: Any, game: str) -> None:
        self.version = -1
        self.changed = asyncio.Event()
        self.task = asyncio.create_task(self._read(client, game))

    async def _read(self, client: Any, game: str) -> None:
        async with client.stream("GET", f"/api/g/{game}/events") as stream:
            async for line in stream.aiter_lines():
                if line.startswith("data: "):
                    self.version = json.loads(line[6:])["version"]
                    self.changed.set()

    async def after(self, version: int) -> None:
        while self.version <= version:
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), 60)


async def play_one(client: Any, index: int, moves: list[float]) -> dict[str, Any]:
    """One game to its end: each human seat answers at random (keeps every finished action)."""
    rnd = random.Random(index)
    bots = [1] if index % 2 else []
    r = await client.post("/api/games", json={"title": TITLE, "players": 2, "bots": bots, "bot": "random",
                                              "seed": index})
    assert r.status_code == 201, r.text
    created = r.json()
    seats = {int(s): {"X-Brass-Seat": s, "X-Brass-Token": link.split("&t=")[1]} for s, link in created["seats"].items()}
    game = created["game"]
    events = Events(client, game)
    try:
        shown = (await client.get(f"/api/g/{game}/view")).json()
        while not shown["over"]:
            seat = shown["decision"]["player"]
            if seat not in seats:  # a bot decides: wait until the server says the game changed
                await events.after(shown["version"])
                shown = (await client.get(f"/api/g/{game}/view")).json()
                continue
            if shown.get("seat") != seat:
                shown = (await client.get(f"/api/g/{game}/view", headers=seats[seat])).json()
            if shown["confirm"] is not None:
                path, body = "keep", {"version": shown["version"]}
            else:
                option = rnd.choice(shown["decision"]["options"])["id"]
                path, body = "move", {"option": option, "version": shown["version"]}
            start = time.perf_counter()
            r = await client.post(f"/api/g/{game}/{path}", headers=seats[seat], json=body)
            moves.append(time.perf_counter() - start)
            assert r.status_code == 200, r.text
            shown = r.json()
    finally:
        events.task.cancel()
    return shown


async def play_all(url: str) -> tuple[list[dict[str, Any]], list[float]]:
    moves: list[float] = []
    limits = httpx.Limits(max_connections=4 * GAMES, max_keepalive_connections=4 * GAMES)
    async with httpx.AsyncClient(base_url=url, timeout=120, limits=limits) as client:
        ends = await asyncio.gather(*(play_one(client, i, moves) for i in range(GAMES)))
    return list(ends), moves


def test_many_games_at_once_to_the_end(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    site = tmp_path / "site"
    write_dist_info(site)  # the toy title, installed for the server's process only
    env = {**os.environ, "BRASS_SERVER": "off",
           "PYTHONPATH": os.pathsep.join([str(site), str(TOY), os.environ.get("PYTHONPATH", "")])}
    port = free_port()
    brass = str(Path(sys.executable).parent / "brass")
    server = subprocess.Popen([brass, "serve", str(folder), "--port", str(port)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        assert "http://127.0.0.1" in server.stdout.readline()
        began = time.perf_counter()
        try:
            ends, moves = asyncio.run(play_all(f"http://127.0.0.1:{port}"))
        finally:
            took = time.perf_counter() - began
            server.terminate()
            _, errors = server.communicate(timeout=60)
            print("\nthe server's errors:", errors[-5000:] or "none")
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(timeout=60)
    assert len(ends) == GAMES and all(end["over"] and end["ranking"] for end in ends)
    assert "Traceback" not in errors and "ERROR" not in errors, errors
    cuts = statistics.quantiles(moves, n=100)
    print(f"\n{GAMES} games of {TITLE}: {len(moves)} seat moves in {took:.1f} s; move latency "
          f"p50 {cuts[49] * 1000:.1f} ms, p95 {cuts[94] * 1000:.1f} ms")
    assert len(list(folder.glob("*.seats.toml"))) == GAMES
