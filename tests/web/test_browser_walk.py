"""Rough edges found walking through ``brass serve`` as a player (Debian's chromium driven by
Playwright): the header names the round (the version stays internal), the start page's replay
link reads as a word, the game list says what its number is, and the keyboard focus survives the
page's live redraws."""
from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("playwright.sync_api")

from .browser import needs_chromium
from .helpers import seat_headers
from .screenshots import call
from .test_browser_game import WAIT, open_page, settle, start_game

pytestmark = needs_chromium


def test_the_header_names_the_round_not_the_version(live_server: str, browser: Any) -> None:
    made = start_game(live_server, "birmingham", 2, [1], seed=5)
    errors: list[str] = []
    page = open_page(browser, live_server + made["seats"]["0"], errors)
    settle(page)
    version = page.evaluate("document.body.dataset.version")
    assert int(version) > 1000  # the internal counter, which means nothing to a player
    header = page.locator("header").inner_text()
    assert version not in header
    assert page.locator("#round").inner_text() == "Round 1"
    assert errors == []


def test_the_start_page_lists_a_game_with_its_players_and_a_replay_link(live_server: str, browser: Any) -> None:
    start_game(live_server, "pittsburgh", 3, [1, 2], seed=4)
    errors: list[str] = []
    page = open_page(browser, live_server + "/", errors)
    replay = page.locator("#games a[data-replay]")
    replay.wait_for(timeout=WAIT)
    assert replay.inner_text() == "Replay"
    line = page.locator("#games li").inner_text()
    assert re.fullmatch(r"pittsburgh-\w+ · Brass: Pittsburgh · 3 players · Replay", line), line
    assert errors == []


def test_a_keyboard_reader_keeps_the_focus_on_the_options_through_live_updates_and_the_bots_turn(
        live_server: str, browser: Any) -> None:
    made = start_game(live_server, "birmingham", 2, [1], seed=9)
    errors: list[str] = []
    page = open_page(browser, live_server + made["seats"]["0"], errors)
    version = None
    for _ in range(8):  # Enter on whatever has the focus: the first option, Keep, ... across two turns
        settle(page, version)
        version = page.evaluate("document.body.dataset.version")
        page.wait_for_timeout(400)  # the events' reload of the same view draws the options again
        focused = page.evaluate("document.activeElement.closest('#options') ? "
                                "document.activeElement.dataset.option : document.activeElement.tagName")
        assert page.evaluate("Boolean(document.activeElement.closest('#options'))"), focused
        page.keyboard.press("Enter")
    assert errors == []


@pytest.mark.parametrize("lang", ["en", "th"])
def test_the_lesson_and_replay_pages_fit_a_small_window_and_ask_for_nothing_missing(
        live_server: str, browser: Any, lang: str) -> None:
    made = start_game(live_server, "birmingham", 2, [1], seed=5)
    failed: list[str] = []
    page = browser.new_context(viewport={"width": 800, "height": 600}).new_page()
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    for path, ready in ((f"/learn/birmingham/beer_yours_and_theirs?lang={lang}", "#players tr"),
                        (f"/replay/{made['game']}?lang={lang}", "#board svg"), (f"/learn?lang={lang}", "#list a")):
        page.goto(live_server + path)
        page.wait_for_selector(ready, timeout=WAIT)
        assert page.evaluate("document.documentElement.scrollWidth") <= 800, path
        assert page.locator("header.top").count() == 1, path  # the pages' common header
    assert failed == []  # not even a favicon


def test_a_lesson_is_solved_with_the_keyboard_alone(live_server: str, browser: Any) -> None:
    errors: list[str] = []
    page = open_page(browser, live_server + "/learn/birmingham/beer_yours_and_theirs", errors)
    stone = page.locator("#options button", has_text="Stone")
    stone.focus()
    page.keyboard.press("Enter")  # the learner's own beer
    page.wait_for_selector('#options button[data-option="keep"]', timeout=WAIT)
    assert page.evaluate("document.activeElement.dataset.option") == "keep"
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-solved=yes]", timeout=WAIT)
    assert page.evaluate("document.activeElement.id") == "next-lesson"
    assert errors == []


def test_the_start_page_in_thai_starts_a_game_from_the_keyboard(live_server: str, browser: Any) -> None:
    errors: list[str] = []
    page = open_page(browser, live_server + "/", errors)
    page.wait_for_selector("#title option[value=birmingham]", state="attached", timeout=WAIT)
    page.select_option("#lang", "th")
    page.wait_for_function("() => document.documentElement.lang === 'th'", timeout=WAIT)
    page.focus("#start")
    page.keyboard.press("Enter")
    seat = page.locator('#links a[data-seat="0"]')
    seat.wait_for(timeout=WAIT)
    assert page.evaluate("document.activeElement.dataset.seat") == "0"
    assert seat.inner_text() == "ลิงก์ของที่นั่ง 1"
    page.keyboard.press("Enter")
    settle(page)
    assert page.evaluate("document.documentElement.lang") == "th"
    assert errors == []


def test_the_spectator_reads_the_latest_moves_and_an_empty_log_shows_no_box(live_server: str, browser: Any) -> None:
    made = start_game(live_server, "birmingham", 2, [], seed=5)
    game = made["game"]
    seats = {int(seat): seat_headers(link) for seat, link in made["seats"].items()}
    for _ in range(20):  # loans, kept, until a decision of round 2 that nothing followed its last one
        player = call(live_server, f"/api/g/{game}/view")["decision"]["player"]
        shown = call(live_server, f"/api/g/{game}/view", headers=seats[player])
        if shown["round"] == 2 and not shown["log"] and not shown["confirm"]:
            break
        ids = [o["id"] for o in (shown["decision"]["options"] if not shown["confirm"] else [{"id": "keep"}])]
        path, body = ("keep", {}) if shown["confirm"] else ("move", {"option": "loan" if "loan" in ids else ids[0]})
        call(live_server, f"/api/g/{game}/{path}", {**body, "version": shown["version"]}, seats[player])
    assert shown["log"] == [] and shown["round"] == 2
    errors: list[str] = []
    seat = open_page(browser, live_server + made["seats"][str(player)], errors)
    settle(seat)
    assert seat.locator("#log-box").is_hidden()
    watcher = open_page(browser, live_server + made["watch"], errors)
    watcher.wait_for_selector("#log li", timeout=WAIT)
    assert watcher.locator("#log-heading").inner_text() == "Latest moves"
    lines = watcher.locator("#log li").all_inner_texts()
    assert sum("loan" in line for line in lines) == 2, lines
    assert lines[-1] == "— Canal era, round 2: turn order P2, P1 —"
    assert errors == []


def test_the_game_page_takes_its_language_from_the_address_until_the_reader_switches(
        live_server: str, browser: Any) -> None:
    made = start_game(live_server, "birmingham", 2, [1], seed=5)
    seat = made["seats"]["0"]
    errors: list[str] = []
    page = open_page(browser, live_server + seat.replace("#", "?lang=th#"), errors)
    settle(page)
    page.wait_for_function("() => document.documentElement.lang === 'th'", timeout=WAIT)
    assert page.locator("#hand-heading").inner_text() == "การ์ดในมือ"
    page.select_option("#lang", "en")
    page.wait_for_function("() => document.documentElement.lang === 'en'", timeout=WAIT)
    assert "lang=" not in page.url and "#seat=0" in page.url
    page.reload()
    settle(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.locator("#hand-heading").inner_text() == "Your hand"
    assert errors == []
