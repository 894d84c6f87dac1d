"""Replays over HTTP: one step per address from the public view, the bounds, ids that try to leave
the folder, and no seat's hand in any step."""
from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

from brass.core.files.session import Session, read_save


def saved_game(folder: Path, name: str, decisions: int, seed: int = 5, title: str = "birmingham") -> Path:
    """A game of ``decisions`` seeded-random choices, saved as ``folder/name.toml``."""
    session = Session.new(title, 2, seed, None)
    rng = random.Random(seed)
    for _ in range(decisions):
        d = session.game.decision()
        if d is None:
            break
        session.apply(rng.choice(d.ids()))
    path = folder / f"{name}.toml"
    session.save(path)
    return path


def completed_actions(path: Path) -> tuple[int, bool]:
    """How many actions the save's log completes, and whether it ends inside one."""
    data = read_save(path)
    session = Session.start_of(data, path.name)
    done = 0
    for option in data["log"]:
        session.apply(option)
        done += session.game.state.frame is None
    return done, session.game.state.frame is not None


@pytest.fixture
def game(games_dir: Path) -> Path:
    return saved_game(games_dir, "g1", 80)


def step(client: Any, game_id: str, number: Any, lang: str = "en") -> Any:
    return client.get(f"/api/replay/{game_id}/{number}", params={"lang": lang})


def test_steps_count_the_start_and_each_finished_action(client: Any, game: Path) -> None:
    done, inside = completed_actions(game)
    assert not inside and done == 29
    first = step(client, "g1", 1).json()
    assert first["steps"] == done + 1
    assert first["step"] == 1 and first["decision"] == 0
    assert first["log"] == ["The game begins."]
    assert first["caption"] == f"Step 1 of {first['steps']} · decision 0"
    assert first["heading"] == "Brass: Birmingham: replay of g1"
    assert first["board"].startswith("<svg") and first["board"].endswith("</svg>")
    fifth = step(client, "g1", 5).json()
    assert fifth["step"] == 5 and fifth["decision"] > 0 and fifth["log"]
    assert fifth["board"] != first["board"]
    assert step(client, "g1", 5).json() == fifth  # the same address, the same step


def test_an_action_in_progress_at_the_end_is_not_shown(client: Any, games_dir: Path) -> None:
    # 81 decisions end inside an action for this seed (checked below), 80 do not
    path = saved_game(games_dir, "partial", 81)
    done, inside = completed_actions(path)
    assert inside
    data = step(client, "partial", 1).json()
    assert data["steps"] == done + 1
    last = step(client, "partial", data["steps"]).json()
    assert last["decision"] < len(read_save(path)["log"])


@pytest.mark.parametrize("number", ["0", "-1", "abc", "99999999999", "1.5", "%2e%2e"])
def test_a_step_out_of_bounds_is_a_clear_404(client: Any, game: Path, number: str) -> None:
    steps = step(client, "g1", 1).json()["steps"]
    r = step(client, "g1", number)
    assert r.status_code == 404
    assert r.json()["code"] == "no_step"
    assert r.json()["error"].startswith(f"This replay has steps 1 to {steps}; there is no step")
    r = step(client, "g1", steps + 1)
    assert r.status_code == 404 and r.json()["code"] == "no_step"


@pytest.mark.parametrize("game_id", ["..", "%2e%2e", "..%2Fg1", "..%2F..%2Fetc%2Fpasswd", "g1.seats", "g1.toml",
                                     ".g1", "-g1", "x" * 65])
def test_ids_that_are_not_a_games_get_a_json_404(client: Any, game: Path, game_id: str) -> None:
    r = client.get(f"/api/replay/{game_id}/1")
    assert r.status_code == 404
    assert set(r.json()) == {"error", "code"} and r.json()["code"] in ("no_game", "not_found")
    r = client.get(f"/replay/{game_id}/1")
    assert r.status_code == 404 and "code" in r.json()


def test_a_save_outside_the_folder_is_out_of_reach(client: Any, games_dir: Path) -> None:
    saved_game(games_dir.parent, "outside", 10)
    for address in ("/api/replay/..%2Foutside/1", "/api/replay/%2e%2e%2foutside/1", "/replay/..%2Foutside"):
        r = client.get(address)
        assert r.status_code == 404, address


def test_a_damaged_save_is_a_clear_error(client: Any, games_dir: Path) -> None:
    (games_dir / "broken.toml").write_text("title = 'birmingham'\nthis is not toml\n")
    r = step(client, "broken", 1)
    assert r.status_code == 422 and r.json()["code"] == "damaged"
    assert "Traceback" not in r.text


def test_the_page_is_served_for_a_game_and_each_step(client: Any, game: Path) -> None:
    for address in ("/replay/g1", "/replay/g1/5"):
        r = client.get(address)
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/html")
        assert "script-src 'self'" in r.headers["content-security-policy"]
        assert '<script type="module" src="/static/replay.js"></script>' in r.text
    assert client.get("/replay/nosuchgame/2").json()["code"] == "no_game"


def seat_hand_lines(path: Path, seat: int) -> list[str]:
    """The "Hand: ..." line the seat's own board shows at each step (as ``brass replay --html
    --as`` draws it)."""
    from brass.core.picture.replay_page import frames_of

    data = read_save(path)
    session = Session.start_of(data, path.name)
    _, frames = frames_of(session, list(data["log"]), seat, "en")
    found = []
    for frame in frames:
        match = re.search(r">(Hand: [^<]+)<", frame["svg"])
        assert match is not None
        found.append(match.group(1))
    return found


def test_no_step_shows_a_hand(client: Any, game: Path) -> None:
    steps = step(client, "g1", 1).json()["steps"]
    hands = {seat: seat_hand_lines(game, seat) for seat in (0, 1)}
    assert all(len(lines) >= steps for lines in hands.values())
    assert hands[0][0] != hands[1][0]  # the seats hold different cards: the check below means something
    for number in range(1, steps + 1):
        text = step(client, "g1", number).text
        assert "Hand:" not in text
        for seat in (0, 1):
            assert hands[seat][number - 1] not in text, (number, seat)


def test_a_replay_in_thai(client: Any, game: Path) -> None:
    data = step(client, "g1", 1, lang="th").json()
    assert data["lang"] == "th"
    assert data["log"] != ["The game begins."] and data["caption"] != "Step 1 of {} · decision 0"
    assert data["messages"]["next"] != "Next"
