"""``brass new``, ``brass show``, ``brass options`` and ``brass choose`` on save files."""
from __future__ import annotations

import json
import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

from .helpers import (
    POSITION,
    VARIANT,
    as_json,
    card_ids,
    card_name,
    error_line,
    load,
    new_save,
    render,
    rules,
    run,
    section,
    unwrap,
    usage_error,
)
from .play_helpers import overbuild_game

ACTIONS = ["build", "network", "develop", "loan", "scout", "pass"]


def _links_total(value) -> int:
    return value if isinstance(value, int) else sum(value.values())


# -- new --------------------------------------------------------------------------------------------
def test_new_writes_a_save(tmp_path: Path) -> None:
    path = new_save(tmp_path, "g.toml", 2, 3)
    data = load(path)
    assert data["format"] == 1
    assert data["title"] == "birmingham"
    assert data["players"] == 2
    assert data["seed"] == 3
    assert data["plugins"] == []
    assert data["log"] == []
    assert "variant" not in data and "start" not in data
    snap = data["snapshot"]
    assert isinstance(snap, dict)
    assert snap["players"] == 2
    assert len(snap["money"]) == 2 and len(snap["hands"]) == 2
    assert all(len(h) > 0 for h in snap["hands"])
    assert set(data) == {"format", "title", "players", "seed", "plugins", "log", "snapshot", "seal"}


def test_new_is_deterministic_by_seed(tmp_path: Path) -> None:
    a = new_save(tmp_path, "a.toml", 2, 3)
    b = new_save(tmp_path, "b.toml", 2, 3)
    c = new_save(tmp_path, "c.toml", 2, 4)
    assert a.read_bytes() == b.read_bytes()
    assert load(a)["snapshot"] != load(c)["snapshot"]
    assert load(c)["seed"] == 4


def test_new_three_and_four_players(tmp_path: Path) -> None:
    for n in (3, 4):
        data = load(new_save(tmp_path, f"g{n}.toml", n, 1))
        assert data["players"] == n
        assert len(data["snapshot"]["hands"]) == n


def test_new_with_variant_stores_it(tmp_path: Path) -> None:
    path = new_save(tmp_path, "v.toml", 2, 3, "--variant", VARIANT)
    data = load(path)
    assert data["variant"] == load(VARIANT)
    assert data["log"] == []
    # the save loads again (replays with the variant)
    r = run("show", path, expect=0)
    assert r.stdout.startswith("Brass: Birmingham — ")


def test_new_from_position(tmp_path: Path) -> None:
    pos = tmp_path / "pos.toml"
    pos.write_text(POSITION)
    out = tmp_path / "p.toml"
    r = run("new", "--position", pos, "-o", out, expect=0)
    assert r.stdout.strip() == f"Saved a new Brass: Birmingham game for 2 players to {out}."
    data = load(out)
    assert data["format"] == 1
    assert data["log"] == []
    assert data["start"] == tomllib.loads(POSITION)

    v1 = as_json(run("show", out, "--as", 1, "--json"))
    v2 = as_json(run("show", out, "--as", 2, "--json"))
    assert v1["era"] == "canal" and v1["round"] == 2
    assert v1["acting"] == 1 and v1["actions_left"] == 2
    p1, p2 = v1["players"]
    assert (p1["money"], p1["income_space"], p1["vp"], p1["hand_size"]) == (20, 10, 0, 2)
    assert (p2["money"], p2["income_space"], p2["vp"], p2["hand_size"]) == (17, 10, 0, 2)
    assert p1["hand"] == ["birmingham", "iron"]
    assert "hand" not in p2
    assert v2["players"][1]["hand"] == ["coventry", "dudley"]
    assert "hand" not in v2["players"][0]
    assert len(v1["tiles"]) == 1
    tile = v1["tiles"][0]
    assert (tile["space"], tile["industry"], tile["level"], tile["owner"], tile["flipped"]) == (
        "birmingham/1", "cotton", 2, 1, False)
    assert [(li["line"], li["owner"]) for li in v1["links"]] == [("birmingham-dudley", 2)]
    assert v1["markets"] == {"coal": 13, "iron": 8}
    goods = {m["slot"]: m["goods"] for m in v1["merchants"]}
    assert goods["oxford/1"] == 1
    # unlisted slots keep what the seed dealt (one rule for every title)
    from brass.core import new_game
    dealt = new_game("birmingham", 2, 7)  # the position's seed
    board = dealt.rules.board
    assert all(g == dealt.state.merchant_goods[board.merchant_slot_index[s]]
               for s, g in goods.items() if s != "oxford/1")
    # developed cotton/1 and the cotton/2 on the board both left player 1's mat
    assert p1["mat"]["cotton/1"] == p2["mat"]["cotton/1"] - 1
    assert p1["mat"]["cotton/2"] == p2["mat"]["cotton/2"] - 1
    assert _links_total(p2["links_left"]) == _links_total(p1["links_left"]) - 1
    # the text board agrees
    text = run("show", out, "--as", 1, expect=0).stdout
    assert text.splitlines()[0] == "Brass: Birmingham — Canal era, round 2"
    assert "Hand of P1: Birmingham (location card), Iron works (industry card)" in text.splitlines()
    assert "Hand of P2" not in text
    links = section(text, "Links")
    assert len(links) == 1 and links[0].startswith("Birmingham–Dudley: P2 ")


def test_new_unknown_title(tmp_path: Path) -> None:
    out = tmp_path / "x.toml"
    r = run("new", "nosuch", "--players", 2, "-o", out, expect=1)
    line = error_line(r)
    assert "nosuch" in line and "birmingham" in line
    assert r.stdout == ""
    assert not out.exists()


@pytest.mark.parametrize("players", [1, 5])
def test_new_bad_player_count(tmp_path: Path, players: int) -> None:
    out = tmp_path / "x.toml"
    r = run("new", "birmingham", "--players", players, "-o", out, expect=1)
    assert str(players) in error_line(r)
    assert not out.exists()


def test_new_usage_errors(tmp_path: Path) -> None:
    out = tmp_path / "x.toml"
    assert "-o" in usage_error(run("new", "birmingham", "--players", 2))
    assert (usage_error(run("new", "--players", 2, "-o", out))
            == "Error: Give a TITLE and --players, or --position FILE.")
    assert usage_error(run("new", "birmingham", "-o", out)) == "Error: Give a TITLE and --players, or --position FILE."
    assert "--players" in usage_error(run("new", "birmingham", "--players", 0, "-o", out))
    assert "--seed" in usage_error(run("new", "birmingham", "--players", 2, "--seed", "abc", "-o", out))
    assert not out.exists()


def test_new_missing_variant_or_position_file(tmp_path: Path) -> None:
    out = tmp_path / "x.toml"
    missing = tmp_path / "missing.toml"
    r = run("new", "birmingham", "-p", 2, "--variant", missing, "-o", out, expect=1)
    assert error_line(r) == f"Error: {missing}: file not found."
    r = run("new", "--position", missing, "-o", out, expect=1)
    assert error_line(r) == f"Error: {missing}: file not found."
    assert not out.exists()


def test_new_bad_position_names_the_key(tmp_path: Path) -> None:
    out = tmp_path / "x.toml"
    pos = tmp_path / "pos.toml"
    pos.write_text(POSITION.replace('space = "birmingham/1"', 'space = "atlantis/1"'))
    r = run("new", "--position", pos, "-o", out, expect=1)
    line = error_line(r)
    assert "tile[0].space" in line and "atlantis/1" in line
    pos.write_text(POSITION + "\nbogus_key = 1\n")
    r = run("new", "--position", pos, "-o", out, expect=1)
    assert "bogus_key" in error_line(r)
    assert not out.exists()


def test_new_output_into_missing_directory(tmp_path: Path) -> None:
    out = tmp_path / "no_such_dir" / "x.toml"
    r = run("new", "birmingham", "-p", 2, "-o", out)
    assert r.exit_code == 1
    assert str(out) in error_line(r)


# -- show -------------------------------------------------------------------------------------------
def test_show_text_board(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    snap = load(path)["snapshot"]
    view = as_json(run("show", path, "--json"))
    r = run("show", path, expect=0)
    assert max(len(line) for line in r.stdout.splitlines()) <= 80  # wrapped to the terminal
    text = unwrap(r.stdout)
    lines = text.splitlines()
    assert lines[0] == "Brass: Birmingham — Canal era, round 1"
    order = ", ".join(f"P{p}" for p in view["order"])
    assert lines[1] == f"P{view['acting']} to act; actions left this turn: {view['actions_left']}. Turn order: {order}"
    players = section(text, "Players")
    assert len(players) == 2
    for i, entry in enumerate(view["players"]):
        assert entry["money"] == snap["money"][i]
        assert entry["hand_size"] == len(snap["hands"][i])
        assert players[i] == (
            f"P{i + 1}: £{entry['money']}, income level {entry['income_level']} (space {entry['income_space']}), "
            f"{entry['vp']} VP, spent £{entry['spent']}, {entry['hand_size']} cards, "
            f"{_links_total(entry['links_left'])} links left")
    assert "Hand of" not in text
    # every town (location with industry spaces) has its line
    rl = rules()
    towns = [render(rl.names.location[loc]()) for loc, spaces in enumerate(rl.board.spaces_at) if spaces]
    industries = section(text, "Industries")
    assert len(industries) == len(towns)
    for line, town in zip(industries, towns):
        assert line.startswith(f"{town}: [1] ") and line.endswith("empty")
    assert section(text, "Links") == ["(none)"]
    markets = section(text, "Markets")
    assert len(markets) == len(view["markets"])
    for line, (resource, cubes) in zip(markets, view["markets"].items()):
        assert re.fullmatch(rf"The {resource} market: {cubes} of \d+ cubes, next one costs £\d+", line), line
    merchants = section(text, "Merchants")
    # a 2-player game shows only the merchant slots in play (the others get no tile)
    in_play = [m for m in view["merchants"] if m["tile"]]
    assert len(in_play) < len(view["merchants"])
    assert len(merchants) == len(in_play)
    assert merchants[0].startswith("Shrewsbury 1: ")
    assert lines[-1] == f"Deck: {len(snap['deck'])} cards."
    assert view["deck_size"] == len(snap["deck"])
    assert r.stderr == ""


def _hand_line(text: str, seat: int) -> list[str]:
    found = [ln for ln in unwrap(text).splitlines() if ln.startswith(f"Hand of P{seat}: ")]
    assert len(found) == 1, text
    return found[0].split(": ", 1)[1].split(", ")


@pytest.mark.parametrize("seat", [1, 2])
def test_show_as_player_reveals_only_that_hand(tmp_path: Path, seat: int) -> None:
    path = new_save(tmp_path)
    hands = [card_ids(h) for h in load(path)["snapshot"]["hands"]]
    mine, theirs = hands[seat - 1], hands[2 - seat]
    text = run("show", path, "--as", seat, expect=0).stdout
    shown = _hand_line(text, seat)
    assert Counter(shown) == Counter(card_name(c) for c in mine)
    assert f"Hand of P{3 - seat}" not in text
    for c in set(theirs) - set(mine):
        assert card_name(c) not in shown

    view = as_json(run("show", path, "--as", seat, "--json"))
    assert view["viewer"] == seat
    assert view["players"][seat - 1]["hand"] == sorted(mine)
    assert "hand" not in view["players"][2 - seat]
    hidden = set(theirs) - set(mine)
    assert hidden, "seed 3 should give player-only cards"
    view["players"][seat - 1].pop("hand")
    view.pop("title")  # "birmingham" is the title's id and a card's
    for merchant in view["merchants"]:
        merchant.pop("buys")  # industry ids ("pottery"), which industry cards share
    assert not hidden & set(_string_values(view))


def _string_values(data) -> list[str]:
    """Every string value (not key) inside a JSON document."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in _string_values(v)]
    if isinstance(data, list):
        return [s for v in data for s in _string_values(v)]
    return []


def test_show_json_spectator_hides_hands_and_deck(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    snap = load(path)["snapshot"]
    view = as_json(run("show", path, "--json"))
    assert view["title"] == "birmingham"
    assert view["viewer"] == 0
    assert "deck" not in view and "rng" not in view
    assert view["deck_size"] == len(snap["deck"])
    for i, entry in enumerate(view["players"]):
        assert entry["seat"] == i + 1
        assert "hand" not in entry
        assert entry["hand_size"] == len(snap["hands"][i])
        assert entry["money"] == snap["money"][i]
    # a face-down discard is counted, never named
    assert [p["facedown_discards"] for p in view["players"]] == snap["facedown"]
    assert all(p["discards"] == [] for p in view["players"])


def test_show_bad_seat(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    for seat in (9, 3, -1):
        r = run("show", path, "--as", seat, expect=1)
        assert error_line(r) == f"Error: There is no seat {seat}: seats are 1 to 2."
        assert r.stdout == ""


def test_show_one_part_or_one_town(tmp_path: Path) -> None:
    # the whole board is some 60 lines at 4 players: --part shows what `board TOWN` shows in play
    path = new_save(tmp_path)
    whole = unwrap(run("show", path, expect=0).stdout)
    header = whole.splitlines()[:2] + [""]
    town = unwrap(run("show", path, "--part", "birm", expect=0).stdout).splitlines()
    birmingham = [line for line in section(whole, "Industries") if line.startswith("Birmingham: ")]
    assert town == header + ["Industries", *birmingham, "", "Links", "(none)"]
    assert unwrap(run("show", path, "--part", "LINKS", expect=0).stdout).splitlines() == header + ["Links", "(none)"]
    # a part by the start of its name, as a town
    merchants = run("show", path, "--part", "merchants", expect=0).stdout
    assert run("show", path, "--part", "merch", expect=0).stdout == merchants and "Merchants" in merchants
    players = unwrap(run("show", path, "--part", "players", "--as", 2, expect=0).stdout)
    assert section(players, "Players")[:2] == section(whole, "Players")
    assert "Hand of P2: " in players and "Hand of P1" not in players


def test_show_part_names_what_it_cannot_tell_apart_or_find(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    r = run("show", path, "--part", "farm", expect=1)
    assert error_line(r) == "Error: “farm” could be Farm brewery (north), Farm brewery (south): type more of the name."
    assert r.stdout == ""
    r = run("show", path, "--part", "atlantis", expect=1)
    assert error_line(r) == ("Error: “atlantis” is neither a town nor a part of the board (players, industries, "
                             "links, markets, merchants): try --part TOWN, e.g. --part Belper.")
    thai = error_line(run("show", path, "--part", "atlantis", "--lang", "th", expect=1))
    assert thai.startswith("ข้อผิดพลาด: “atlantis” ไม่ใช่ทั้งเมือง") and thai.endswith("--part เบลเพอร์")
    for other in (["--json"], ["--svg", tmp_path / "b.svg"]):
        assert "--part shows part of the text board" in usage_error(run("show", path, "--part", "links", *other))
    assert not (tmp_path / "b.svg").exists()
    # a town by its Thai name in a Thai session
    shown = run("show", path, "--part", "เบอร์มิง", "--lang", "th", expect=0).stdout
    assert "\nเบอร์มิงแฮม: [1] " in shown


def test_show_missing_and_broken_files(tmp_path: Path) -> None:
    missing = tmp_path / "missing.toml"
    r = run("show", missing, expect=1)
    assert error_line(r) == f"Error: {missing}: file not found."
    assert not missing.exists()
    junk = tmp_path / "junk.toml"
    junk.write_text("x = [\n")
    r = run("show", junk, expect=1)
    assert str(junk) in error_line(r)
    other = tmp_path / "other.toml"
    other.write_text("a = 1\n")
    r = run("show", other, expect=1)
    line = error_line(r)
    assert str(other) in line and "a" in line
    usage_error(run("show"))


def test_show_tampered_snapshot_names_the_field(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    data = path.read_text()
    money = load(path)["snapshot"]["money"][0]
    tampered = tmp_path / "tampered.toml"
    tampered.write_text(data.replace(f"money = [\n    {money},", "money = [\n    999,", 1))
    assert load(tampered)["snapshot"]["money"][0] == 999
    r = run("show", tampered, expect=0)  # the log is the truth: shown as it replays, with one warning
    warning = " ".join(r.stderr.split())
    assert warning.startswith(str(tampered)) and "snapshot.money[0]: saved 999, now" in warning
    assert f"£{money}" in r.stdout


def test_show_wrong_format_version(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    bad = tmp_path / "future.toml"
    bad.write_text(path.read_text().replace("format = 1", "format = 2", 1))
    r = run("show", bad, expect=1)
    assert "format 2" in error_line(r)


# -- options ----------------------------------------------------------------------------------------
def test_options_lists_the_pending_decision(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    before = path.read_bytes()
    r = run("options", path, expect=0)
    lines = r.stdout.splitlines()
    assert lines[0].startswith("P1 decides: ")
    ids = []
    for n, line in enumerate(lines[1:], start=1):
        m = re.fullmatch(rf"{n}\. (\S+) — (.+)", line)
        assert m, line
        ids.append(m.group(1))
    assert ids == ACTIONS
    assert lines[1] == "1. build — Build"
    data = as_json(run("options", path, "--json"))
    assert data["over"] is False and data["player"] == 1
    assert data["prompt"] == lines[0].split(" decides: ", 1)[1]
    assert [o["id"] for o in data["options"]] == ids
    assert data["options"][0] == {"id": "build", "label": "Build"}
    assert run("options", path, "--as", 1, expect=0).stdout == r.stdout
    assert path.read_bytes() == before  # options never writes


def test_options_are_private_to_the_decider(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    r = run("options", path, "--as", 2, expect=0)
    assert r.stdout == "P1 decides; their options are private to them.\n"
    data = as_json(run("options", path, "--as", 2, "--json"))
    assert data["player"] == 1 and data["options"] == []
    # mid-action, the card options (which name P1's hand) are private too
    run("choose", path, "build", expect=0)
    hand = card_ids(load(path)["snapshot"]["hands"][0])
    r = run("options", path, "--as", 2, expect=0)
    assert r.stdout == "P1 decides; their options are private to them.\n"
    data = as_json(run("options", path, "--as", 2, "--json"))
    assert data["options"] == []
    assert not any(f"card:{c}" in json.dumps(data) for c in hand)


def test_options_bad_seat_and_missing_file(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    r = run("options", path, "--as", 3, expect=1)
    assert error_line(r) == "Error: There is no seat 3: seats are 1 to 2."
    missing = tmp_path / "missing.toml"
    r = run("options", missing, expect=1)
    assert error_line(r) == f"Error: {missing}: file not found."


def test_options_of_a_finished_game(finished_game) -> None:
    path, _ = finished_game
    r = run("options", path, expect=0)
    assert r.stdout == "The game is over; there is nothing to decide.\n"
    assert as_json(run("options", path, "--json")) == {"over": True, "player": 0, "options": []}


# -- choose -----------------------------------------------------------------------------------------
def _first_card(path: Path) -> str:
    options = as_json(run("options", path, "--json"))["options"]
    cards = [o["id"] for o in options if o["id"].startswith("card:")]
    assert cards, options
    return cards[0]


def test_choose_build_then_a_card(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    start = load(path)
    r = run("choose", path, "build", expect=0)
    assert r.stdout.strip() == f"Applied 1 option; saved {path}."
    after_build = load(path)
    assert after_build["log"] == ["build"]
    assert after_build["snapshot"] != start["snapshot"]
    card = _first_card(path)
    hand = card_ids(start["snapshot"]["hands"][0])
    assert card.split(":", 1)[1] in hand
    r = run("choose", path, card, expect=0)
    assert r.stdout.strip() == f"Applied 1 option; saved {path}."
    after_card = load(path)
    assert after_card["log"][:2] == ["build", card]
    assert after_card["snapshot"] != after_build["snapshot"]
    for key in ("format", "title", "players", "seed", "plugins"):
        assert after_card[key] == start[key]
    # the saved game loads and the log replays (show verifies the snapshot)
    run("show", path, expect=0)


def test_choose_several_at_once_equals_one_by_one(tmp_path: Path) -> None:
    one = new_save(tmp_path, "one.toml")
    run("choose", one, "build", expect=0)
    card = _first_card(one)
    run("choose", one, card, expect=0)
    both = new_save(tmp_path, "both.toml")
    r = run("choose", both, "build", card, expect=0)
    assert r.stdout.strip() == f"Applied 2 options; saved {both}."
    assert both.read_bytes() == one.read_bytes()


def test_choose_accepts_the_numbers_options_prints(tmp_path: Path) -> None:
    by_id = new_save(tmp_path, "id.toml")
    listed = run("options", by_id, expect=0).stdout.splitlines()
    assert listed[1] == "1. build — Build"
    card = _first_card_after_build(tmp_path)
    run("choose", by_id, "build", card, expect=0)
    by_number = new_save(tmp_path, "number.toml")
    run("choose", by_number, "1", expect=0)
    cards = run("options", by_number, expect=0).stdout.splitlines()[1:]
    number = next(line.split(".", 1)[0] for line in cards if f" {card} — " in line)
    r = run("choose", by_number, number, expect=0)
    assert r.stdout.strip() == f"Applied 1 option; saved {by_number}."
    assert by_number.read_bytes() == by_id.read_bytes()
    # a number past the list is refused, and nothing is saved
    before = by_number.read_bytes()
    r = run("choose", by_number, "99", expect=1)
    assert error_line(r).startswith("Error: option 1 “99”: there is no option 99 now (answer 1 to ")
    assert by_number.read_bytes() == before


def _first_card_after_build(tmp_path: Path) -> str:
    probe = new_save(tmp_path, "probe.toml")
    run("choose", probe, "build", expect=0)
    return _first_card(probe)


def test_choose_illegal_option_saves_nothing(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    before = path.read_bytes()
    r = run("choose", path, "bogus", expect=1)
    line = error_line(r)
    assert line.startswith("Error: option 1 “bogus” is no option of this game ")
    assert line.endswith("Nothing was saved.")
    assert r.stdout == ""
    assert path.read_bytes() == before
    # an option that exists, but not now
    r = run("choose", path, "card:" + card_ids(load(path)["snapshot"]["hands"][0])[0], expect=1)
    assert "option 1 “card:" in error_line(r) and " is not offered now: this step offers only the options listed. " in (
        error_line(r))
    assert path.read_bytes() == before


def test_choose_later_illegal_option_saves_nothing(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    before = path.read_bytes()
    r = run("choose", path, "build", "bogus", expect=1)
    line = error_line(r)
    assert line.startswith("Error: option 2 “bogus” is no option of this game ")
    assert "Nothing was saved." in line
    assert path.read_bytes() == before
    run("choose", path, "build", expect=0)
    mid = path.read_bytes()
    card = _first_card(path)
    r = run("choose", path, card, "nonsense", expect=1)
    assert error_line(r).startswith("Error: option 2 “nonsense” is no option of this game ")
    assert path.read_bytes() == mid


def test_choose_prints_what_the_action_did_by_itself(tmp_path: Path) -> None:
    """Building with the Birmingham card overbuilds the player's own mill with nothing else to
    choose: the log line says so (it was visible only in ``replay``)."""
    path = overbuild_game(tmp_path)
    r = run("choose", path, "build", "card:birmingham", expect=0)
    assert r.stdout.splitlines() == [
        ("P1 builds Cotton mill II at Birmingham over P1's Cotton mill I with Birmingham (location card); spends £15 "
         "and coal from the market."),
        f"Applied 2 options; saved {path}.",
    ]


def test_choose_tells_an_unknown_id_from_one_not_offered_now(tmp_path: Path) -> None:
    path = overbuild_game(tmp_path)
    before = path.read_bytes()
    unknown = error_line(run("choose", path, "card:nowhere", expect=1))
    assert unknown == ("Error: option 1 “card:nowhere” is no option of this game (not an action, card, industry, "
                       "space, line or source it has; brass options lists those offered now). Nothing was saved.")
    assert error_line(run("choose", path, "scout", expect=1)) == (
        "Error: option 1 “scout” is not offered now: there is no legal way to do it now. Nothing was saved.")
    assert error_line(run("choose", path, "build", "slot:dudley/1", expect=1)) == (
        "Error: option 2 “slot:dudley/1” is not offered now: this step offers only the options listed. "
        "Nothing was saved.")
    assert path.read_bytes() == before


def test_choose_on_a_finished_game(finished_game, tmp_path: Path) -> None:
    src, _ = finished_game
    path = tmp_path / "done.toml"
    path.write_bytes(src.read_bytes())
    before = path.read_bytes()
    r = run("choose", path, "pass", expect=1)
    line = error_line(r)
    assert line.startswith("Error: option 1 “pass” was refused: ")
    assert "over" in line
    assert path.read_bytes() == before


def test_choose_usage_and_file_errors(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    before = path.read_bytes()
    assert "OPTION_IDS" in usage_error(run("choose", path))
    missing = tmp_path / "missing.toml"
    r = run("choose", missing, "build", expect=1)
    assert error_line(r) == f"Error: {missing}: file not found."
    assert not missing.exists()
    tampered = tmp_path / "tampered.toml"
    assert "\nlog = []\n" in path.read_text()
    tampered.write_text(path.read_text().replace("\nlog = []\n", '\nlog = ["no-such-option"]\n', 1))
    t_before = tampered.read_bytes()
    r = run("choose", tampered, "build", expect=1)
    assert str(tampered) in error_line(r) and "log[0] = “no-such-option”" in error_line(r)
    assert tampered.read_bytes() == t_before
    assert path.read_bytes() == before


@pytest.mark.parametrize("command", ["show", "options"])
def test_lang_th_save_commands(tmp_path: Path, command: str) -> None:
    path = new_save(tmp_path)
    r = run(command, path, "--lang", "th", expect=0)
    assert r.stdout.strip()


def test_lang_th_new_and_choose(tmp_path: Path) -> None:
    out = tmp_path / "th.toml"
    run("new", "birmingham", "-p", 2, "--seed", 0, "-o", out, "--lang", "th", expect=0)
    assert load(out)["log"] == []
    run("choose", out, "build", "--lang", "th", expect=0)
    assert load(out)["log"] == ["build"]
