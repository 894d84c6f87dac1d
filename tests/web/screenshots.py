"""The README's pictures of the game page: each title at 1280×800, in English and in Thai, a few
actions into a game against a bot, at a decision whose options light up building sites or links on the map.

Run from the checkout: ``.venv/bin/python -m tests.web.screenshots [OUT_FOLDER]`` (default
``docs/images``); it needs ``brass[web]``, Playwright and Debian's chromium.
"""
from __future__ import annotations

import json
import random
import sys
import tempfile
import urllib.request
from pathlib import Path
from typing import Any

TITLES = {"birmingham": 21, "pittsburgh": 8}  # title: seed
#: actions each game is played into before its picture
ACTIONS = 6
#: the options a picture waits for: building sites or links, which light up best
LIGHT = ("slot:", "link:")


def call(base: str, path: str, body: dict[str, Any] | None = None, headers: dict[str, str] | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method="GET" if body is None else "POST",
                                     headers={"Content-Type": "application/json", **(headers or {})})
    with urllib.request.urlopen(request, timeout=120) as answer:
        return json.load(answer)


def play_into(base: str, title: str, seed: int) -> str:
    """A new game of ``title`` (seat 1 a bot) played ``ACTIONS`` actions in by seat 0 through the
    API (taking the page's hint), then up to a decision with map targets; seat 0's link."""
    from tests.web.helpers import seat_headers

    made = call(base, "/api/games", {"title": title, "players": 2, "bots": [1], "bot": "heuristic", "seed": seed})
    link = made["seats"]["0"]
    headers = seat_headers(link)
    game = made["game"]
    rng = random.Random(seed)
    actions = 0
    for _ in range(400):
        view = call(base, f"/api/g/{game}/view", headers=headers)
        if view["confirm"]:
            actions += 1
            call(base, f"/api/g/{game}/keep", {"version": view["version"]}, headers)
            continue
        decision = view["decision"]
        if not decision or not decision["mine"]:
            wait_for_turn(base, game, view["version"])
            continue
        options = decision["options"]
        if actions >= ACTIONS and sum(o["id"].startswith(LIGHT) for o in options) > 1:
            break
        hinted = call(base, f"/api/g/{game}/hint", headers=headers)["option"]
        ids = [o["id"] for o in options]
        choice = hinted if hinted in ids else rng.choice(ids)
        call(base, f"/api/g/{game}/move", {"option": choice, "version": view["version"]}, headers)
    return link


def wait_for_turn(base: str, game: str, version: int) -> None:
    """Reads the game's events until its version moves past ``version`` (the bot moved)."""
    with urllib.request.urlopen(base + f"/api/g/{game}/events", timeout=120) as stream:
        for raw in stream:
            line = raw.decode().strip()
            if line.startswith("data:") and json.loads(line[5:])["version"] != version:
                return


def shoot(base: str, out: Path) -> list[Path]:
    from playwright.sync_api import sync_playwright

    from tests.web.browser import CHROMIUM, FLAGS

    made = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for title, seed in TITLES.items():
            link = play_into(base, title, seed)
            for lang in ("en", "th"):
                page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
                page.goto(base + link)
                page.wait_for_selector("#board .legal", timeout=60_000)
                if lang != "en":
                    page.select_option("#lang", lang)
                    page.wait_for_selector(f'body[data-lang="{lang}"] #board .legal', timeout=60_000)
                page.wait_for_timeout(300)
                path = out / f"web-{title}-{lang}.png"
                page.screenshot(path=str(path))
                made.append(path)
                page.context.close()
        browser.close()
    return made


def main() -> None:
    root = Path(__file__).resolve().parents[2]
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from brass.core.web.app import create_app
    from tests.web.conftest import LiveServer

    out = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "docs" / "images"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder, LiveServer(create_app(folder, lang="en")) as server:
        for path in shoot(server.url, out):
            print(path)


if __name__ == "__main__":
    main()
