"""The game page in a real browser (Debian's chromium driven by Playwright): a whole 2-player game
played by clicking against a bot, two seats each seeing only their own hand, a Pittsburgh move
made on the map, the page in Thai, a stale answer told in the page, a late reply that must not
take the page back, a target several options share, the start page, and markup shown as text."""
from __future__ import annotations

import json
import random
import re
import time
import urllib.request
from typing import Any

import pytest

pytest.importorskip("starlette")
sync_api = pytest.importorskip("playwright.sync_api")

from .browser import needs_chromium  # noqa: E402
from .helpers import seat_headers  # noqa: E402

#: milliseconds the page may take to show the answer to a click (the bot moves in between)
WAIT = 30_000
THAI = re.compile("[\u0e00-\u0e7f]")

pytestmark = needs_chromium


def open_page(browser: Any, url: str, errors: list[str], width: int = 1280, height: int = 800) -> Any:
    """``url`` in a context of its own (its own storage: another browser, as far as the page knows)."""
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    # a refused request logs "Failed to load resource" (the page shows its message): not a script error
    page.on("console", lambda m: errors.append(m.text)
            if m.type == "error" and "Failed to load resource" not in m.text else None)
    page.goto(url)
    return page


def start_game(base: str, title: str, players: int, bots: list[int], seed: int, bot: str = "random") -> dict[str, Any]:
    body = json.dumps({"title": title, "players": players, "bots": bots, "bot": bot, "seed": seed, "lang": "en"})
    request = urllib.request.Request(base + "/api/games", data=body.encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as answer:
        made: dict[str, Any] = json.load(answer)
    return made


def seat_page(base: str, browser: Any, title: str, seed: int, errors: list[str]) -> Any:
    """Seat 0's page of a new 2-player game against a random bot, once it is the seat's to answer."""
    made = start_game(base, title, 2, [1], seed=seed)
    page = open_page(browser, base + made["seats"]["0"], errors)
    settle(page)
    return page


def settle(page: Any, after: str | None = None) -> str:
    """Waits until the page is the seat's to answer (or over) at a version other than ``after``;
    the stage it is at."""
    page.wait_for_function(
        "([after]) => ['mine', 'confirm', 'over'].includes(document.body.dataset.stage)"
        " && document.body.dataset.version !== after", arg=[after or ""], timeout=WAIT)
    stage: str = page.evaluate("document.body.dataset.stage")
    return stage


def offered(page: Any) -> list[dict[str, str]]:
    """The option buttons the page shows: id and target."""
    found: list[dict[str, str]] = page.eval_on_selector_all(
        "#options button[data-option]",
        "bs => bs.map(b => ({id: b.dataset.option, target: b.dataset.target || ''}))")
    return found


def click_target(page: Any, target: str, keyboard: bool) -> str:
    """Answers with the page element of ``target``: the map's (the top one where a tile covers a
    space), else a card in hand or a tile of the mat; by the mouse, or focused and Enter pressed
    (also when something is drawn over it); how it answered."""
    where = page.locator(f'#board [data-target="{target}"].legal, #hand [data-target="{target}"], '
                         f'#mat [data-target="{target}"]')
    assert where.count() >= 1, f"{target} is not highlighted"
    element = where.last
    if not keyboard:
        line = element.locator("line")
        try:  # a line's middle (a three-ended line's box centre may be off every segment)
            (line.first if line.count() else element).click(timeout=3000)
            return "map" if target.split(":")[0] in ("space", "link", "merchant", "market") else "hand"
        except sync_api.TimeoutError:
            pass
    element.focus()
    page.keyboard.press("Enter")
    return "keyboard"


MAP = ("space:", "link:", "merchant:", "market:")


def pick(rng: random.Random, options: list[dict[str, str]]) -> dict[str, str]:
    """A random option, mostly one on the map, building rather than passing and a loan when
    building is not offered (so the game has many map clicks)."""
    on_map = [o for o in options if o["target"].startswith(MAP)]
    if on_map and rng.random() < 0.9:
        return rng.choice(on_map)
    for preferred in (("build", "network"), ("loan",)):
        found = [o for o in options if o["id"] in preferred]
        if found and rng.random() < 0.8:
            return rng.choice(found)
    return rng.choice(options)


def test_a_whole_two_player_game_is_played_by_clicking_against_a_bot(live_server: str, browser: Any) -> None:
    made = start_game(live_server, "birmingham", 2, [1], seed=7, bot="random")
    errors: list[str] = []
    page = open_page(browser, live_server + made["seats"]["0"], errors)
    rng = random.Random(7)
    started = time.monotonic()
    clicks = {"map": 0, "hand": 0, "keyboard": 0, "button": 0, "keep": 0}
    version = None
    targeted = 0
    while True:
        stage = settle(page, version)
        version = page.evaluate("document.body.dataset.version")
        assert page.locator("#error").is_hidden(), page.locator("#error").text_content()
        if stage == "over":
            break
        if stage == "confirm":
            page.click('#options button[data-option="keep"]')
            clicks["keep"] += 1
            continue
        options = offered(page)
        assert options, "the seat's decision shows no buttons"
        choice = pick(rng, options)
        shared = [o for o in options if o["target"] and o["target"] == choice["target"]]
        if choice["target"] and len(shared) == 1:
            targeted += 1
            how = click_target(page, choice["target"], keyboard=targeted % 5 == 0)
            clicks[how] += 1
        else:
            page.click(f'#options button[data-option="{choice["id"]}"]')
            clicks["button"] += 1
        assert time.monotonic() - started < 600, f"the game is not over after {clicks}"
    seconds = time.monotonic() - started
    ranking = page.locator("#ranking li")
    assert page.locator("#ranking-box").is_visible() and ranking.count() == 2
    assert {ranking.nth(i).get_attribute("data-seat") for i in range(2)} == {"0", "1"}
    assert all(re.search(r"\d+ VP$", ranking.nth(i).text_content() or "") for i in range(2))
    assert clicks["map"] > 8 and clicks["hand"] > 5 and clicks["keyboard"] > 3 and clicks["keep"] > 10, clicks
    assert errors == []
    print(f"whole game by clicking: {sum(clicks.values())} clicks {clicks} in {seconds:.1f} s")


def hand_names(page: Any) -> set[str]:
    names: list[str] = page.eval_on_selector_all("#hand [data-card]", "cs => cs.map(c => c.textContent)")
    return set(names)


def test_two_seats_in_two_browsers_each_see_only_their_own_hand(live_server: str, browser: Any) -> None:
    made = start_game(live_server, "birmingham", 2, [], seed=11)
    errors: list[str] = []
    pages = [open_page(browser, live_server + made["seats"][str(seat)], errors) for seat in (0, 1)]
    watcher = open_page(browser, live_server + made["watch"], errors)
    for page in pages:
        page.wait_for_selector("#hand [data-card]", timeout=WAIT)
    rng = random.Random(11)
    checked = 0
    played = ""  # the logs so far: a card played is public from then on
    for _ in range(24):
        hands = [hand_names(page) for page in pages]
        assert all(hands)
        played += "\n".join(page.locator("#log").text_content() or "" for page in (*pages, watcher))
        for seat, page in enumerate(pages):
            seen = page.content()
            hidden = {n for n in hands[1 - seat] - hands[seat] if n not in played}
            leaks = [seen[max(0, seen.find(n) - 300):seen.find(n) + 100] for n in hidden if n in seen]
            assert leaks == [], f"seat {seat} sees the other's cards"
            checked += len(hidden)
        assert watcher.locator("#hand-box").is_hidden()
        public = watcher.content()
        assert [n for n in hands[0] | hands[1] if n in public and n not in played] == []
        # whoever decides answers by a button (keep when its action is done)
        deciding = next(page for page in pages if page.evaluate("document.body.dataset.stage") in ("mine", "confirm"))
        before = deciding.evaluate("document.body.dataset.version")
        if deciding.evaluate("document.body.dataset.stage") == "confirm":
            deciding.click('#options button[data-option="keep"]')
        else:
            deciding.click(f'#options button[data-option="{rng.choice(offered(deciding))["id"]}"]')
        for page in pages:  # the other browser hears of it through the events and looks again
            page.wait_for_function("v => document.body.dataset.version !== v", arg=before, timeout=WAIT)
        deciding.wait_for_function("() => document.body.dataset.stage !== undefined", timeout=WAIT)
        for page in pages:
            page.wait_for_function("() => ['mine', 'confirm', 'waiting'].includes(document.body.dataset.stage)",
                                   timeout=WAIT)
        time.sleep(0.2)
    assert checked > 50
    assert errors == []


def test_a_pittsburgh_move_is_made_by_clicking_the_map(live_server: str, browser: Any) -> None:
    errors: list[str] = []
    page = seat_page(live_server, browser, "pittsburgh", 5, errors)
    assert page.locator("#board svg").count() == 1
    # Network, then the first card: the links it may build light up on the map
    page.click('#options button[data-option="network"]')
    for _ in range(4):
        if page.locator("#board .legal").count():
            break
        page.wait_for_timeout(300)
        page.locator("#options button[data-option]").first.click()
        page.wait_for_timeout(300)
    legal = page.locator("#board g.line.legal")
    assert legal.count() > 1
    target = legal.first.get_attribute("data-target") or ""
    before = page.evaluate("document.body.dataset.version")
    click_target(page, target, keyboard=False)
    page.wait_for_function("v => document.body.dataset.version !== v", arg=before, timeout=WAIT)
    assert page.locator("#error").is_hidden()
    link = target.removeprefix("link:")
    settle(page, before)
    # the link is built (or its action waits for keep): the view's log says so
    assert page.locator(f'#board g.link[data-line="{link}"]').count() == 1
    assert errors == []


def test_switching_to_thai_shows_the_page_in_thai(live_server: str, browser: Any) -> None:
    errors: list[str] = []
    page = seat_page(live_server, browser, "birmingham", 3, errors)
    assert not THAI.search(page.locator("#prompt").text_content() or "")
    page.select_option("#lang", "th")
    page.wait_for_function("() => document.documentElement.lang === 'th'", timeout=WAIT)
    page.wait_for_function("() => /[\\u0e00-\\u0e7f]/.test(document.getElementById('prompt').textContent)",
                           timeout=WAIT)
    for box in ("#options", "#board", "#players", "#hand-lines"):
        assert THAI.search(page.locator(box).text_content() or ""), box
    # the choice stays with this browser: a fresh load is in Thai at once
    page.reload()
    page.wait_for_function("() => /[\\u0e00-\\u0e7f]/.test(document.getElementById('prompt').textContent)",
                           timeout=WAIT)
    assert errors == []


def test_a_stale_answer_shows_the_servers_message_and_the_rules_are_at_hand(live_server: str, browser: Any) -> None:
    made = start_game(live_server, "birmingham", 2, [1], seed=4)
    errors: list[str] = []
    url = live_server + made["seats"]["0"]
    first = open_page(browser, url, errors)
    second = browser.new_context(viewport={"width": 1280, "height": 800})
    second.route(re.compile(r".*/events$"), lambda route: route.abort())  # this one hears of no change
    stale = second.new_page()
    stale.goto(url)
    settle(first)
    settle(stale)
    before = first.evaluate("document.body.dataset.version")
    first.click('#options button[data-option="build"]')
    first.wait_for_function("v => document.body.dataset.version !== v", arg=before, timeout=WAIT)
    # the rules of the action in progress are at hand
    assert first.locator("#rules-box").is_visible()
    first.click("#rules-heading")
    assert "Build" in (first.locator("#rules-heading").text_content() or "")
    assert len(first.locator("#rules").text_content() or "") > 100
    stale.click('#options button[data-option="loan"]')
    stale.wait_for_selector("#error:not([hidden])", timeout=WAIT)
    assert "nothing was changed" in (stale.locator("#error").text_content() or "")
    # it looked again: now it shows what the first browser chose
    stale.wait_for_function("() => !document.querySelector('#options button[data-option=\"loan\"]')", timeout=WAIT)
    assert errors == []


def test_the_start_page_starts_a_game_whose_seat_link_plays_it(live_server: str, browser: Any) -> None:
    errors: list[str] = []
    page = open_page(browser, live_server + "/", errors)
    page.wait_for_selector("#title option[value=pittsburgh]", state="attached", timeout=WAIT)
    assert page.locator("#lessons").get_attribute("href") == "/learn"
    page.select_option("#title", "pittsburgh")
    page.select_option("#players", "3")
    boxes = page.locator("#seats input")
    assert boxes.count() == 3 and [boxes.nth(i).is_checked() for i in range(3)] == [False, True, True]
    page.select_option("#bot", "random")
    page.fill("#seed", "12")
    page.click("#start")
    seat = page.locator('#links a[data-seat="0"]')
    seat.wait_for(timeout=WAIT)
    assert page.locator("#links a[data-seat]").count() == 1  # the bots' seats have no link
    game = page.locator("#games a[data-game]").first
    assert game.text_content() and (game.text_content() or "").startswith("pittsburgh")
    assert page.locator("#games a[data-replay]").count() == 1
    seat.click()
    settle(page)
    assert page.locator("#players tbody tr").count() == 3 and page.locator("#hand [data-card]").count() > 0
    page.click("#hint-button")
    page.wait_for_selector("#hint:not([hidden])", timeout=WAIT)
    assert (page.locator("#hint").text_content() or "").strip()
    assert errors == []


def test_a_reply_overtaken_by_the_bots_moves_does_not_take_the_page_back(live_server: str, browser: Any) -> None:
    # the reply to "keep" comes late, after the events have shown the bot's moves that followed:
    # the page keeps the newer view (it once went back to "waiting" for a bot that had moved)
    errors: list[str] = []
    page = seat_page(live_server, browser, "birmingham", 6, errors)
    answer = '#options button[data-option="loan"]'
    while True:  # a loan: the card to discard, then keep or undo
        before = page.evaluate("document.body.dataset.version")
        page.click(answer)
        if settle(page, before) == "confirm":
            break
        answer = "#options button[data-option]"
    late = re.compile(r".*/keep(\?.*)?$")

    def slow(route: Any) -> None:
        answer = route.fetch()
        time.sleep(3)  # meanwhile the bot moves, and the page hears of it and looks again
        route.fulfill(response=answer)

    page.route(late, slow)
    kept = page.evaluate("document.body.dataset.version")
    page.click('#options button[data-option="keep"]')
    page.wait_for_function("v => Number(document.body.dataset.version) > Number(v) + 1", arg=kept, timeout=WAIT)
    page.wait_for_timeout(3500)  # the late reply has come by now
    assert page.evaluate("document.body.dataset.stage") == "mine"
    assert errors == []


def test_a_target_several_options_share_singles_out_their_buttons(live_server: str, browser: Any) -> None:
    # a seeded random Pittsburgh game between two seats, played through the API until a decision
    # has two options on one target (Develop's two manufacturing tiles, branches of the mat)
    made = start_game(live_server, "pittsburgh", 2, [], seed=2)
    game = made["game"]
    headers = {seat: {**seat_headers(link), "Content-Type": "application/json"} for seat, link in made["seats"].items()}
    rng = random.Random(2)
    shared: list[str] = []
    for _ in range(600):
        seat, view = next((seat, view) for seat, view in (
            (seat, api_call(live_server, f"/api/g/{game}/view", None, sent)) for seat, sent in headers.items())
            if view["confirm"] or (view["decision"] and view["decision"]["mine"]))
        if view["confirm"]:
            api_call(live_server, f"/api/g/{game}/keep", {"version": view["version"]}, headers[seat])
            continue
        options = view["decision"]["options"]
        targets = [o["target"] for o in options if o["target"]]
        twice = sorted({t for t in targets if targets.count(t) > 1})
        if twice:
            shared = [o["id"] for o in options if o["target"] == twice[0]]
            break
        api_call(live_server, f"/api/g/{game}/move",
                 {"option": rng.choice(options)["id"], "version": view["version"]}, headers[seat])
    assert len(shared) > 1, "no decision had two options on one target"
    target = twice[0]
    errors: list[str] = []
    page = open_page(browser, live_server + made["seats"][seat], errors)
    settle(page)
    page.locator(f'#board [data-target="{target}"].legal, #hand [data-target="{target}"], '
                 f'#mat [data-target="{target}"]').first.click()
    singled = page.locator("#options button.candidate")
    assert [singled.nth(i).get_attribute("data-option") for i in range(singled.count())] == shared
    assert page.evaluate("document.activeElement.dataset.option") == shared[0]
    before = page.evaluate("document.body.dataset.version")
    page.keyboard.press("Enter")
    page.wait_for_function("v => document.body.dataset.version !== v", arg=before, timeout=WAIT)
    assert page.locator("#error").is_hidden()
    assert errors == []


def api_call(base: str, path: str, body: dict[str, Any] | None, headers: dict[str, str]) -> Any:
    request = urllib.request.Request(base + path, data=None if body is None else json.dumps(body).encode(),
                                     method="GET" if body is None else "POST", headers=headers)
    with urllib.request.urlopen(request, timeout=60) as answer:
        return json.load(answer)


EVIL = '<img src=x class=injected onerror="document.body.dataset.owned=1">'


def test_markup_in_any_of_the_servers_words_shows_as_text(live_server: str, browser: Any,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # a variant's name, a player's name, the prompt, an option, a card, the log, the preview and
    # the rules, each carrying markup: the pages show it as letters and build no element of it
    from brass.core.web import game_api

    names = game_api.variants_of
    monkeypatch.setattr(game_api, "variants_of", lambda title: {**names(title), "evil": (EVIL, {})})
    real = game_api.build_view

    def marked(*args: Any) -> dict[str, Any]:
        view: dict[str, Any] = real(*args)
        view["players"][0]["name"] += EVIL
        view["log"] = [*view["log"], EVIL]
        view["rules"] = {"action": "x", "title": EVIL, "text": EVIL}
        if view["decision"]:
            view["decision"]["prompt"] += EVIL
            for option in view["decision"]["options"]:
                option["label"] += EVIL
        if view["me"]:
            view["me"]["hand"][0]["name"] += EVIL
            view["me"]["mat"][0]["tile"] += EVIL
        return view

    monkeypatch.setattr(game_api, "build_view", marked)
    errors: list[str] = []
    start = open_page(browser, live_server + "/", errors)
    start.wait_for_selector("#variant option[value=evil]", state="attached", timeout=WAIT)
    assert start.locator("#variant option[value=evil]").text_content() == EVIL
    page = seat_page(live_server, browser, "birmingham", 3, errors)
    for box in ("#who", "#prompt", "#options", "#hand", "#mat", "#players", "#log", "#rules-heading"):
        assert EVIL in (page.locator(box).text_content() or ""), box
    for shown in (start, page):
        assert shown.locator("img.injected").count() == 0
        assert shown.evaluate("document.body.dataset.owned") is None
    assert errors == []
