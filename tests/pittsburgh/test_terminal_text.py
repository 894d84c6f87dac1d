"""Pittsburgh at the terminal (issue 56, item 5): the hand line's counts and reasons, prices
at the mat prompt, why Sell is missing, and the text slips of its log and menus."""
from __future__ import annotations

import re

from brass.core.cli.game.card_use import card_uses
from brass.core.i18n.messages import render

from .scenario import Scenario


def _uses(s: Scenario, player: int = 0) -> dict[str, tuple[int, str | None]]:
    rules = s.rules
    return {rules.cards[u.card].id: (u.sites, None if u.reason is None else render(u.reason, currency="$"))
            for u in card_uses(s.game, player)}


def test_site_counts_are_what_the_card_allows_not_what_whiskey_allows() -> None:
    s = Scenario().hand(0, "bethlehem", "pittsburgh").turn(0).ready()
    alone = _uses(s)
    s.whiskey(0, 1).ready()
    with_whiskey = _uses(s)
    assert with_whiskey == alone
    assert alone["bethlehem"][0] < alone["pittsburgh"][0]


def test_a_blocked_card_says_why() -> None:
    s = Scenario().hand(0, "automobile", "pittsburgh").turn(0).ready()
    sites, reason = _uses(s)["automobile"]
    assert sites == 0
    assert reason == "Automobile manufacturer opens when your mat has run out of Manufactured goods IV"


def test_a_blocked_card_says_why_without_the_whiskey_the_hand_note_names() -> None:
    s = Scenario(money=8).hand(0, "pittsburgh").turn(0).whiskey(0, 1).ready()
    sites, reason = _uses(s)["pittsburgh"]
    assert sites == 0
    assert reason == "Coal mine I, the cheapest, costs $12, you have $8"


def _lines(s: Scenario) -> list[str]:
    from brass.core.cli.game.play_screen import option_lines

    return [render(m, currency="$") for m in option_lines(s.game, s.game.decision())]


def test_the_mat_prompt_shows_each_tiles_price() -> None:
    s = Scenario().hand(0, "pittsburgh").turn(0).ready().do("build")
    lines = _lines(s)
    assert lines[3] == ("  4. tile:iron_steel_1 — Iron and steel works I: costs $3, 1 coke; 4 VP, income +3,"
                        " 0 link icons; Era 1 only")


def test_the_menu_says_why_sell_is_missing() -> None:
    s = Scenario().hand(0, "pittsburgh").turn(0).ready()
    assert not any("Sell" in line for line in _lines(s))  # nothing to sell: nothing to explain
    s.tile("pittsburgh/1", "manufacturing/1", 0).ready()
    assert _lines(s)[-1] == ("  Sell is not offered: no merchant that buys Manufactured goods I at Pittsburgh"
                             " is connected to it")


def test_log_lines_read_well_in_a_whole_two_player_game() -> None:
    from brass.core import new_game
    from brass.plugins.bots import RandomBot

    g = new_game("pittsburgh", 2, 6)
    said: list[str] = []
    g.listener = lambda m: said.append(render(m, currency="$"))
    bots = [RandomBot(seed=p) for p in range(2)]
    while not g.over:
        d = g.decision()
        g.apply(bots[d.player].choose(d))
    text = "\n".join(said)
    assert " sells " in text and " places their " in text
    assert "P1 sells 3 iron to the iron market at Cleveland for $12." in said
    assert not re.search(r"for \$\d+ and 0 VP", text)
    assert " a income" not in text and " places a " not in text
    market = g.rules.names.market(g.rules, next(m.index for m in g.rules.markets if m.id == "the_west_coke"))
    assert render(market) == "the coke market at The West"


def test_the_menu_says_the_oil_a_connected_sale_lacks() -> None:
    from .test_sell import south

    s = south(oil=0)
    s.merchant("the_south/1", "all_vp4")
    s.tile("pittsburgh/2", "kerosene/3", 0).ready()
    assert _lines(s)[-1] == ("  Sell is not offered: Kerosene refinery III at Pittsburgh needs 1 oil"
                             " that cannot reach it")
