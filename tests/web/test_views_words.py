"""The view's words: every action of the menu finds its section of the title's rulebook,
though the rulebooks name some sections for readers (``network-action``, ``pass-and-whiskey``), and a
seat's finished action is told to the others in the third person."""
from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("starlette")

from brass.core.hooks.titles import title_info
from brass.core.web.views import _rulebook, action_section
from tests.web.helpers import start, view


def _menu(client: Any, title: str) -> tuple[str, dict[str, str], dict[str, Any]]:
    game, seats = start(client, title=title, players=2)
    deciding = view(client, game)["decision"]["player"]
    shown = view(client, game, seats[deciding])
    return game, seats[deciding], shown


@pytest.mark.parametrize(("title", "expected"), [
    ("birmingham", {"build": "build", "network": "network-action", "develop": "develop", "loan": "loan",
                    "scout": "scout", "pass": "pass"}),
    ("pittsburgh", {"build": "build", "network": "network-action", "develop": "develop", "loan": "loan",
                    "pass": "pass-and-whiskey"}),
])
def test_every_action_of_the_menu_finds_its_section(client: Any, title: str, expected: dict[str, str]) -> None:
    _, _, shown = _menu(client, title)
    info = title_info(title)
    assert info.rulebook is not None
    book = _rulebook(info.id, info.rulebook)
    menu = [o["id"] for o in shown["decision"]["options"]]
    assert menu == list(expected)
    found = {action: getattr(action_section(book, action), "id", None) for action in menu}
    assert found == expected


def test_the_network_action_shows_its_rules(client: Any) -> None:
    game, headers, shown = _menu(client, "birmingham")
    r = client.post(f"/api/g/{game}/move", headers=headers, json={"option": "network", "version": shown["version"]})
    assert r.status_code == 200, r.text
    rules = r.json()["rules"]
    assert rules["action"] == "network"
    assert rules["title"] == "Network"
    assert "canal" in rules["text"].lower()


def test_the_others_see_a_finished_action_waiting_in_the_third_person(client: Any) -> None:
    game, seats = start(client, title="birmingham", players=2)
    shown = view(client, game, seats[0])
    for option in ("loan", "card:birmingham"):  # a loan with any card ends the action
        ids = [o["id"] for o in shown["decision"]["options"]]
        chosen = option if option in ids else ids[0]
        r = client.post(f"/api/g/{game}/move", headers=seats[0], json={"option": chosen, "version": shown["version"]})
        assert r.status_code == 200, r.text
        shown = r.json()
        if shown["confirm"]:
            break
    assert shown["confirm"] is not None
    assert shown["decision"]["prompt"] == "Your action is done. Keep it, or take it back?"
    for headers in (seats[1], None):
        other = view(client, game, headers)
        assert other["decision"]["prompt"] == "P1 decides: keep the finished action, or take it back"


def test_a_new_games_log_opens_with_the_rounds_header_once(client: Any) -> None:
    game, seats = start(client, title="birmingham", players=2, seed=5)
    header = "— Canal era, round 1: turn order P2, P1 —"
    assert view(client, game)["log"] == [header]
    assert view(client, game, seats[1])["log"] == [header]
