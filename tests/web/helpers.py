"""What the web tests share: starting a game through the API and a seat's headers."""
from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs


def seat_headers(link: str) -> dict[str, str]:
    """The headers the game page sends for the seat link ``/play/ID#seat=N&t=TOKEN``."""
    fragment = parse_qs(link.partition("#")[2])
    return {"X-Brass-Seat": fragment["seat"][0], "X-Brass-Token": fragment["t"][0]}


def start(client: Any, title: str = "birmingham", players: int = 2, bots: list[int] | None = None,
          bot: str = "random", seed: int = 3, **more: Any) -> tuple[str, dict[int, dict[str, str]]]:
    """A new game through ``POST /api/games``: its id and each human seat's headers."""
    body = {"title": title, "players": players, "bots": bots or [], "bot": bot, "seed": seed, **more}
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    data = r.json()
    return data["game"], {int(seat): seat_headers(link) for seat, link in data["seats"].items()}


def view(client: Any, game: str, headers: dict[str, str] | None = None, lang: str = "en") -> dict[str, Any]:
    r = client.get(f"/api/g/{game}/view", headers=headers or {}, params={"lang": lang})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def answer(client: Any, game: str, headers: dict[str, str], shown: dict[str, Any]) -> dict[str, Any]:
    """Answer the seat's decision shown in ``shown`` with its first option (keep a finished
    action); the new view."""
    if shown["confirm"] is not None:
        r = client.post(f"/api/g/{game}/keep", headers=headers, json={"version": shown["version"]})
    else:
        option = shown["decision"]["options"][0]["id"]
        r = client.post(f"/api/g/{game}/move", headers=headers, json={"option": option, "version": shown["version"]})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data
