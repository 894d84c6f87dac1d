"""Lessons and replays in a real browser (Debian's chromium driven by Playwright): a lesson solved
by clicking the map and the keep button; a replay stepped by address and by the arrow keys."""
from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
sync_api = pytest.importorskip("playwright.sync_api")

from .browser import CHROMIUM, FLAGS, needs_chromium  # noqa: E402
from .test_replay_api import saved_game  # noqa: E402

#: milliseconds a page may take to show what a step asked for
WAIT = 20_000

pytestmark = needs_chromium


@pytest.fixture
def page() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        context = browser.new_context()
        shown = context.new_page()
        errors: list[str] = []
        shown.on("pageerror", lambda e: errors.append(str(e)))
        shown.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        yield shown
        browser.close()
        # a refused request logs "Failed to load resource" (the page shows its message): not a script error
        assert [e for e in errors if "Failed to load resource" not in e] == []


def test_a_lesson_is_solved_by_clicking(page: Any, live_server: str) -> None:
    page.goto(live_server + "/learn")
    page.click('a[data-lesson="birmingham/coal_nearest"]', timeout=WAIT)
    page.wait_for_url(re.compile(r"/learn/birmingham/coal_nearest$"), timeout=WAIT)
    board = page.locator("#board")
    tamworth = board.locator('[data-target="space:tamworth/1"].legal').last
    tamworth.wait_for(timeout=WAIT)
    assert page.locator("#name").text_content() == "Coal: nearest first"
    # the wrong mine first: its feedback, and nothing changes
    board.locator('[data-target="space:cannock/1"].legal').last.click()
    page.wait_for_selector("#feedback p.feedback", timeout=WAIT)
    assert "Cannock is your own mine" in (page.locator("#feedback").text_content() or "")
    assert page.locator("body").get_attribute("data-stage") == "choose"
    # the nearest mine, clicked on the map: the action's result to keep
    board.locator('[data-target="space:tamworth/1"].legal').last.click()
    page.wait_for_selector('body[data-stage="confirm"]', timeout=WAIT)
    assert "coal from Tamworth" in (page.locator("#preview").text_content() or "")
    page.click('#options button[data-option="keep"]')
    page.wait_for_selector('body[data-solved="yes"]', timeout=WAIT)
    checks = page.locator("#checks li.passed").all_text_contents()
    assert checks == ["✓ P1's money: £6", "✓ Birmingham, space 1: Cotton mill II of P1",
                      "✓ coal on Cannock, space 1: 3"]
    assert (page.locator("#explanation").text_content() or "").startswith("Coal comes from the nearest")
    assert page.locator("#next-lesson").get_attribute("href") == "/learn/birmingham/coal_nearest".replace(
        "coal_nearest", next_lesson_after("coal_nearest"))
    # the list remembers it in this browser
    page.goto(live_server + "/learn")
    page.wait_for_selector('a[data-lesson="birmingham/coal_nearest"] + span + span.solved', timeout=WAIT)


def next_lesson_after(lesson_id: str) -> str:
    from brass.core.learn.lesson_file import title_lessons

    ids = [x.id for x in title_lessons("birmingham")]
    return ids[ids.index(lesson_id) + 1]


def test_a_replay_is_stepped_by_address_and_keys(page: Any, live_server: str, games_dir: Path) -> None:
    saved_game(games_dir, "g1", 80)
    page.goto(live_server + "/replay/g1/5")
    caption = page.locator("#caption")
    page.wait_for_selector('body[data-step="5"]', timeout=WAIT)
    assert (caption.text_content() or "").startswith("Step 5 of 30")
    assert page.locator("#board svg").count() == 1
    page.keyboard.press("ArrowRight")
    page.wait_for_url(re.compile(r"/replay/g1/6$"), timeout=WAIT)
    page.wait_for_selector('body[data-step="6"]', timeout=WAIT)
    assert (caption.text_content() or "").startswith("Step 6 of 30")
    page.reload()
    page.wait_for_selector('body[data-step="6"]', timeout=WAIT)
    page.go_back()
    page.wait_for_selector('body[data-step="5"]', timeout=WAIT)
    assert page.url.endswith("/replay/g1/5")
    page.click("#last")
    page.wait_for_url(re.compile(r"/replay/g1/30$"), timeout=WAIT)
    assert page.locator("#next").is_disabled()
    page.keyboard.press("Home")
    page.wait_for_url(re.compile(r"/replay/g1/1$"), timeout=WAIT)
    assert page.locator("#log li").all_text_contents() == ["The game begins."]
    # the language switch shows the same step in Thai; the choice holds for the next steps
    page.select_option("#lang", "th")
    page.wait_for_selector('html[lang="th"]', timeout=WAIT)
    assert page.url.endswith("/replay/g1/1")
    sync_api.expect(page.locator("#next")).not_to_have_text("Next", timeout=WAIT)
    page.click("#next")
    page.wait_for_url(re.compile(r"/replay/g1/2$"), timeout=WAIT)
    page.wait_for_selector('body[data-step="2"]', timeout=WAIT)
    assert not (page.locator("#caption").text_content() or "").startswith("Step")
    # an address past the end says so in the page
    page.goto(live_server + "/replay/g1/31")
    page.wait_for_selector("#error:not([hidden])", timeout=WAIT)
