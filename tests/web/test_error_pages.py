"""A browser opening a wrong page address (a mistyped or stale link) gets a page that says what
is wrong in its language and leads back to the start page, not the API's JSON; scripts and the
pages' own requests still get JSON."""
from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("starlette")

BROWSER = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}


@pytest.mark.parametrize(("path", "lang", "said"), [
    ("/play/nope", "en", "There is no game “nope” here."),
    ("/replay/nope", "en", "There is no game “nope” here."),
    ("/nothing/here", "en", "There is nothing at this address."),
    ("/play/nope", "th", "ไม่มีเกม “nope” ที่นี่"),
])
def test_a_wrong_page_address_is_a_page(client: Any, path: str, lang: str, said: str) -> None:
    r = client.get(path, params={"lang": lang}, headers=BROWSER)
    assert r.status_code == 404
    assert r.headers["content-type"].startswith("text/html")
    assert f'<p id="error" class="error" role="alert">{said}</p>' in r.text
    assert '<a href="/">brass</a>' in r.text and f'<html lang="{lang}">' in r.text
    assert "<script" not in r.text


def test_the_address_is_shown_as_text(client: Any) -> None:
    r = client.get("/replay/%3Cb%3Ex", headers=BROWSER)
    assert r.status_code == 404
    assert "&lt;b&gt;x" in r.text and "<b>" not in r.text


def test_scripts_and_the_api_still_get_json(client: Any) -> None:
    assert client.get("/play/nope").json()["code"] == "no_game"
    r = client.get("/api/g/nope/view", headers=BROWSER)
    assert r.status_code == 404 and r.json()["code"] == "no_game"
