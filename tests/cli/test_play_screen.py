"""``brass play``'s turn screen and in-play commands: hand with what each card allows, the mat,
prices at the industry prompt, score, help, rules, hint; wrapping in every language."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from brass.core.i18n.wrap import width

from .helpers import run
from .play_helpers import (
    INPUT,
    NO_COAL_SAME_LEVEL,
    RAIL_BREWERY,
    joined,
    last_menu,
    overbuild_game,
    position_game,
    screens,
)


def _play(game: Path, answers: str, *extra: str):
    return run("play", game, "--bots", 2, *extra, input=answers + "quit\n", expect=0)


# -- point 3: the compact turn screen -----------------------------------------------------------------
def test_the_turn_screen_of_the_overbuild_position(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "")
    assert screens(r.stdout)[0] == [
        "Brass: Birmingham — Canal era, round 2 — P1: 2 actions left",
        "Since your last decision:",
        "  — Canal era, round 2: turn order P1, P2 —",
        "P1: £20, income £0 a round, 0 VP, spent £0 this round",
        "Hand: Birmingham: 1 site · Coventry: 2 sites",
        "Any card builds a link: 5 lines open now",
        "P1: choose an action (actions left this turn: 2).",
        "  1. build — Build",
        "  2. network — Network",
        "  3. develop — Develop",
        "  4. loan — Loan",
        "  5. pass — Pass",
        "Also: board, mat, score, rules, log, hint, help, undo, save, quit",
        "P1> quit",
    ]


def test_long_option_lists_are_set_in_columns_within_the_screen(tmp_path: Path) -> None:
    # the network step offers every open line; on a 16-row terminal they go into columns
    game = overbuild_game(tmp_path)
    r = run("play", game, "--bots", 2, input="network\ncard:coventry\nquit\n", expect=0)
    normal = screens(r.stdout)[-1]
    assert any(line.startswith("  5. link:") for line in normal)
    from click.testing import CliRunner

    from brass.core.cli.group import cli

    small = CliRunner(env={"LINES": "12", "COLUMNS": "60"}).invoke(
        cli, ["play", str(game), "--bots", "2"], input="network\ncard:coventry\nquit\n")
    shown = screens(small.stdout)
    assert shown and all(len(s) <= 12 for s in shown)
    assert all(width(line) <= 60 for s in shown for line in s)
    assert shown[-1][4:8] == [
        "P1: which line do you build on?",
        "  1. Birmingham–Coventry (£3)  4. Birmingham–Walsall (£3)",
        "  2. Birmingham–Dudley (£3)    5. Birmingham–Worcester (£3)",
        "  3. Birmingham–Tamworth (£3)",
    ]


def test_board_is_shown_on_request_and_leaves_out_merchants_not_in_play(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "board\n")
    out = r.stdout
    assert out.count("\nIndustries\n") == 1  # only on request
    board = out.split("P1> board\n", 1)[1]
    merchants = board.split("\nMerchants\n", 1)[1].split("\n\n", 1)[0].splitlines()
    # 2 players: Shrewsbury, Oxford (2), Gloucester (2) and Warrington (2) have no tile in play
    assert merchants[0].startswith("Shrewsbury 1: ")
    assert not any("no merchant tile in this game" in line for line in merchants)


def _after(out: str, command: str) -> list[str]:
    """What ``command`` printed: from its prompt line up to the next prompt."""
    return out.split(f"{INPUT}{command}\n", 1)[1].split(INPUT, 1)[0].splitlines()


def test_board_shows_one_town_or_one_part_on_request(tmp_path: Path) -> None:
    # the whole board is some 60 lines at 4 players: more than a small terminal shows
    r = _play(overbuild_game(tmp_path), "board birm\nboard Oxford\nboard links\nboard MARKETS\n")
    out = r.stdout
    header = ["Brass: Birmingham — Canal era, round 2", "P1 to act; actions left this turn: 2. Turn order: P1, P2", ""]
    birmingham = _after(out, "board birm")
    assert birmingham[:3] == header
    assert birmingham[3:] == [
        "Industries",
        "Birmingham: [1] Cotton mill I of P1 (flipped), [2] Manufacturer: empty, [3]",
        "  Iron works: empty, [4] Manufacturer: empty",
        "",
        "Links",
        "Birmingham–Oxford: P2 (canal)",
    ]
    # a merchant place has no industries: the links that touch it and its merchants
    assert _after(out, "board Oxford")[3:] == [
        "Links", "Birmingham–Oxford: P2 (canal)", "",
        "Merchants", "Oxford 1: buys Cotton mill; 1 beer beside it", "Oxford 2: buys Manufacturer; 1 beer beside it",
    ]
    assert _after(out, "board links") == header + ["Links", "Birmingham–Oxford: P2 (canal)"]
    markets = _after(out, "board MARKETS")
    assert markets[3] == "Markets" and markets[4].startswith("The coal market: ") and len(markets) == 6


def test_board_names_what_it_cannot_tell_apart_or_find(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "board farm\nboard atlantis\nboard farm brewery (south)\n")
    out = r.stdout
    assert joined("\n".join(_after(out, "board farm"))) == (
        "“farm” could be Farm brewery (north), Farm brewery (south): type more of the name.")
    assert joined("\n".join(_after(out, "board atlantis"))) == (
        "“atlantis” is neither a town nor a part of the board (players, industries, links, markets, merchants): "
        "try board TOWN, e.g. board Belper.")
    south = _after(out, "board farm brewery (south)")
    assert south[3:5] == ["Industries", "Farm brewery (south): [1] Brewery: empty"]


def test_board_finds_a_town_by_its_name_in_the_players_language(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "board เบอร์มิง\n", "--lang", "th")
    out = r.stdout
    shown = out.split("> board เบอร์มิง\n", 1)[1].split("> ", 1)[0]
    assert "\nอุตสาหกรรม\nเบอร์มิงแฮม: [1] " in shown
    assert "เบอร์มิงแฮม–ออกซ์ฟอร์ด: ผู้เล่น 2 (คลอง)" in shown


# -- point 4: the mat and the industry prompt's prices ---------------------------------------------
def test_mat_shows_the_next_tile_of_each_industry(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "mat\n")
    mat = joined(r.stdout.split("P1> mat\n", 1)[1].split(INPUT, 1)[0])
    assert mat == (
        "Mat of P1 — the next tile of each industry: "
        "Cotton mill II (2 left): costs £14, 1 coal; 5 VP, income +4, 2 link icons; sells with 1 beer "
        "Manufacturer I (1 left): costs £8, 1 coal; 3 VP, income +5, 2 link icons; sells with 1 beer, "
        "Canal era only "
        "Coal mine I (1 left): costs £5; 1 VP, income +4, 2 link icons; Canal era only "
        "Iron works I (1 left): costs £5, 1 coal; 3 VP, income +3, 1 link icon; Canal era only "
        "Brewery I (2 left): costs £5, 1 iron; 4 VP, income +4, 2 link icons; Canal era only "
        "Pottery I (1 left): costs £17, 1 iron; 10 VP, income +5, 1 link icon; sells with 1 beer, "
        "cannot be developed")


def test_the_pittsburgh_mat_shows_income_costs_and_what_opens_a_waiting_industry() -> None:
    """A Kerosene refinery II costs an income level as well as money and coal; Oil City, the
    Skyscraper and the Locomotive Works wait behind other tiles of the mat (not "no tiles left")."""
    from brass.core.cli.game.mat_text import mat_lines
    from brass.core.hooks.games import new_game
    from brass.core.i18n.messages import render

    lines = [render(line, "en", "$") for line in mat_lines(new_game("pittsburgh", 2, 1), 0)]
    assert lines[1] == ("Kerosene refinery II (2 left): costs $11, 1 coal, 1 income level; 4 VP, income +5, "
                        "2 link icons; sells with 1 oil")
    assert lines[2] == "Oil City: opens when your mat has run out of Kerosene refinery IV"
    assert "Skyscraper: opens when your mat has run out of Iron and steel works II or Iron and steel works IV" in lines
    assert ("Locomotive Works: opens when your mat has run out of Manufactured goods V or Automobile "
            "manufacturer VI") in lines
    thai = [render(line, "th", "$") for line in mat_lines(new_game("pittsburgh", 2, 1), 0)]
    assert thai[1].startswith("โรงกลั่นน้ำมันก๊าดระดับ 2 (เหลือ 2 แผ่น): ราคา $11, ถ่านหิน 1 ลูก, ลดรายได้ 1 ระดับ;")
    assert thai[2] == "ออยล์ซิตี: จะเปิดเมื่อโรงกลั่นน้ำมันก๊าดระดับ 4 บนกระดานผู้เล่นของคุณหมด"


def test_the_industry_prompt_shows_prices(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "build\ncard:coventry\n")
    assert last_menu(r.stdout) == ["industry:coal", "industry:pottery"]
    screen = joined("\n".join(screens(r.stdout)[-1]))
    assert "1. industry:coal — Coal mine I: costs £5; 1 VP, income +4, 2 link icons; Canal era only" in screen
    assert ("2. industry:pottery — Pottery I: costs £17, 1 iron; 10 VP, income +5, 1 link icon; sells with "
            "1 beer, cannot be developed") in screen


# -- point 5: what each card allows, or why not --------------------------------------------------------
@pytest.mark.parametrize("position, hand", [
    (NO_COAL_SAME_LEVEL, ("Hand: Birmingham: none — one industry per town in the canal era: you already have one in "
                          "Birmingham · Coventry: 2 sites")),
    (RAIL_BREWERY, ("Hand: Brewery: none — Brewery I cannot be built in the Rail era: develop it first · "
                    "Coventry: 1 site")),
])
def test_each_card_says_what_it_allows_or_why_not(tmp_path: Path, position: str, hand: str) -> None:
    r = _play(position_game(tmp_path, position), "")
    assert hand in joined("\n".join(screens(r.stdout)[0]))


def test_cards_blocked_for_one_reason_share_it() -> None:
    # P1 built in Leek in round 1; in round 2 both industry cards could only build there again
    r = run("play", "birmingham", "-p", 4, "--bots", "2,3,4", "--seed", 9, input="1\n1\n1\n1\n1\nquit\nquit\n",
            expect=0)
    screen = joined("\n".join(screens(r.stdout)[-1]))
    assert ("Hand: Dudley: 1 site · Brewery: none — no free Brewery space in your network · "
                    "Stoke-on-Trent: none — Manufacturer I and Iron works I need 1 coal you cannot get; "
                    "Cotton mill I, the cheapest, costs £12, you have £5 · Coal mine and Cotton "
                    "mill/Manufacturer ×3: none — one industry per town in the canal era: "
                    "you already have one in Leek · "
                    "Burton-on-Trent: 2 sites Any card builds a link") in screen


def test_a_card_that_cannot_be_used_is_refused_with_its_reason(tmp_path: Path) -> None:
    r = _play(position_game(tmp_path, NO_COAL_SAME_LEVEL), "build\ncard:birmingham\n")
    assert ("“card:birmingham” is not one of the options now: one industry per town in the canal era: you already "
            "have one in Birmingham.") in joined(r.stdout)


# -- point 6: help, rules, score, hint -------------------------------------------------------------------
def test_score_shows_vp_now_and_at_the_eras_end(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "score\n")
    lines = r.stdout.split("P1> score\n", 1)[1].splitlines()[:3]
    # P1's flipped Cotton mill I scores 5; P2's canal Birmingham–Oxford scores 1 + 2 link icons
    assert lines == [
        "Score — VP now, and VP if the Canal era ended now:",
        "P1: 0 VP now, 5 VP at the era's end; £20, income £0",
        "P2: 0 VP now, 3 VP at the era's end; £17, income £0",
    ]


def test_help_rules_and_hint(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "help\nrules\nrules overbuild\nrules nosuch\nhint\n")
    out = joined(r.stdout)
    assert "undo — take back your last whole action (and the bots' moves after it)" in out
    assert "Rule sections (rules SECTION): overview, components, setup, turn," in out
    assert "P1> rules overbuild Overbuilding " in out
    assert "No rule section “nosuch”. Sections: overview," in out
    assert re.search(r"Hint: \d+\. \S+ — .+; because: ", out)  # the heuristic bot's suggestion
    assert r.stdout.count(INPUT) == 6  # every command asks the same question again
    assert "also shows its own parts" not in out  # Birmingham has none


def test_help_and_board_name_the_titles_own_parts(tmp_path: Path) -> None:
    game = tmp_path / "pitt.toml"
    run("new", "pittsburgh", "--players", 2, "--seed", 3, "-o", game, expect=0)
    out = joined(_play(game, "help\nboard whiskey\nboard atlantis\n").stdout)
    assert "Brass: Pittsburgh also shows its own parts: board whiskey, oil, rewards, trains" in out
    assert "P1> board whiskey Brass: Pittsburgh — Era 1, round 1 " in out and " Whiskey: P1 0, P2 0 " in out
    assert "(players, industries, links, markets, merchants, whiskey, oil, rewards, trains)" in out


# -- point 8: every line wrapped to the terminal, Thai at word boundaries -----------------------------
def test_thai_play_show_and_options_fit_80_columns(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a relative save name: a temporary folder's path can be longer than the terminal by itself
    monkeypatch.chdir(tmp_path)
    game = overbuild_game(Path("."))
    r = run("play", game, "--bots", 2, "--lang", "th", input="mat\nscore\nhelp\n1\n1\nquit\n", expect=0)
    lines = r.stdout.splitlines()
    assert any("\u0e00" <= ch <= "\u0e7f" for ch in r.stdout)
    assert all(width(line) <= 80 for line in lines), max(lines, key=width)
    for command in (("show", game, "--lang", "th"), ("options", game, "--lang", "th")):
        out = run(*command, expect=0).stdout.splitlines()
        assert all(width(line) <= 80 for line in out), max(out, key=width)
    bots = run("play", "birmingham", "-p", 2, "--bots", "all", "--seed", 3, "--lang", "th", expect=0).stdout
    assert all(width(line) <= 80 for line in bots.splitlines())


def _slots_by_engine(game, card_id: str) -> set[str]:
    """Spaces reachable by building with ``card_id``, found by applying options to copies of
    the game (a step with one space left resolves itself: the space is then read off the
    board or the action's data)."""
    spaces = game.rules.board.spaces
    found: set[str] = set()
    stack = [(game.clone(), ["build", f"card:{card_id}"])]
    while stack:
        g, path = stack.pop()
        before = list(g.state.tile_owner)
        for option in path:
            g.apply(option)
        frame = g.state.frame
        in_build = frame is not None and frame.action == "build"
        options = g.decision().options if in_build else ()
        slots = {o.id for o in options if o.id.startswith("slot:")}
        if slots:
            found |= slots
            continue
        placed = [s for s, owner in enumerate(g.state.tile_owner) if owner != before[s]]
        if placed or (in_build and "space" in frame.data):
            found.add(f"slot:{spaces[placed[0] if placed else frame.data['space']].ref}")
            continue
        stack.extend((g.clone(), [o.id]) for o in options)
    return found


def test_pittsburgh_hand_counts_the_spaces_each_card_reaches(tmp_path: Path) -> None:
    from brass.core.cli.game.card_use import card_uses
    from brass.core.hooks.games import new_game

    r = run("play", "pittsburgh", "-p", 2, "--bots", 2, "--seed", 3, input="quit\nquit\n", expect=0)
    hand = joined("\n".join(screens(r.stdout)[0]))
    line = hand[hand.index("Hand: "):]
    # every card of the hand says how many spaces it reaches now (or that it reaches none)
    assert re.match(r"Hand: ([^:,]+(/[^:,]+)?: (\d+ sites?|no site)(, |\s|$))+", line), line
    game = new_game("pittsburgh", 2, 3)
    while game.decision().player != 0:  # the bot P2 moves first (its moves do not depend on its seed here)
        game.apply(game.decision().options[0].id)
    for use in card_uses(game, 0)[:3]:
        card_id = game.rules.cards[use.card].id
        assert use.sites == len(_slots_by_engine(game, card_id)), card_id


def test_log_and_options_commands(tmp_path: Path) -> None:
    r = _play(overbuild_game(tmp_path), "log\noptions\n")
    after_log = r.stdout.split("P1> log\n", 1)[1].splitlines()
    assert after_log[0] == "— Canal era, round 2: turn order P1, P2 —"
    after_options = r.stdout.split("P1> options\n", 1)[1].splitlines()
    assert after_options[:5] == ["  1. build — Build", "  2. network — Network", "  3. develop — Develop",
                                 "  4. loan — Loan", "  5. pass — Pass"]


def test_towns_are_named_by_id_name_or_the_start_of_one() -> None:
    from brass.core.cli.game.board_text import towns_named
    from brass.core.hooks.games import new_game

    game = new_game("birmingham", 4, seed=1)
    ids = [loc.id for loc in game.rules.board.locations]

    def named(text: str, lang: str = "en") -> list[str]:
        return [ids[t] for t in towns_named(game, text, lang)]

    assert named("stoke_on_trent") == named("Stoke-on-Trent") == named("stoke on trent") == named("stoke") == [
        "stoke_on_trent"]
    assert named("Stone") == ["stone"]  # an exact name wins over the longer names it starts
    assert named("sto") == sorted(["stoke_on_trent", "stone"], key=ids.index)
    assert named("สโตกออนเทรนต์", "th") == ["stoke_on_trent"] and named("สโตกออนเทรนต์") == []
    assert named("") == [] and named("  ") == [] and named("atlantis") == []
