"""Board pictures by structure: an element for every tile, link, merchant and player of a known
position, the layout checked against the map, and nothing a seat may not see."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from brass.core import DataError, new_game
from brass.core.files.positions import put_link, put_tile, refresh
from brass.core.i18n.messages import render
from brass.core.picture.board_svg import industry_marks
from brass.core.picture.layout import layout_for
from brass.core.picture.render import board_svg
from brass.core.play.view import view

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if e.get("class") == name]


def panel_text(svg: str) -> str:
    """The side panel's lines, joined by spaces (a line wrapped at a space reads as before)."""
    panel = next(e for e in parse(svg).iter() if e.get("class") == "panel")
    return " ".join("".join(t.itertext()) for t in panel.iter(f"{{{NS['s']}}}text"))


def known_birmingham():
    game = new_game("birmingham", 2, seed=3)
    put_tile(game, "birmingham/1", "cotton/2", 0, flipped=True)
    put_tile(game, "dudley/1", "coal/1", 1, cubes=2)
    put_link(game, "birmingham-dudley", 1)
    put_link(game, "kidderminster-worcester", 0)
    refresh(game)
    return game


def test_every_tile_link_and_merchant_of_a_known_position_is_drawn() -> None:
    game = known_birmingham()
    root = parse(board_svg(game, -1))
    tiles = {t.get("data-space"): t for t in by_class(root, "tile")}
    assert set(tiles) == {"birmingham/1", "dudley/1"}
    cotton = tiles["birmingham/1"]
    assert (cotton.get("data-industry"), cotton.get("data-level"), cotton.get("data-owner"),
            cotton.get("data-flipped")) == ("cotton", "2", "1", "true")
    coal = tiles["dudley/1"]
    assert (coal.get("data-industry"), coal.get("data-owner"), coal.get("data-flipped")) == ("coal", "2", "false")
    assert [c.get("data-resource") for c in coal.iter() if c.get("class") == "cube"] == ["coal", "coal"]
    links = {link.get("data-line"): link for link in by_class(root, "link")}
    assert set(links) == {"birmingham-dudley", "kidderminster-worcester"}
    assert links["birmingham-dudley"].get("data-owner") == "2"
    # the three-ended line is drawn as three segments meeting in the middle
    three = links["kidderminster-worcester"]
    assert len([e for e in three if e.tag.endswith("line")]) == 3
    # every place has a box, every empty space an outline, every merchant slot in play a box
    rules = game.rules
    assert len(by_class(root, "location")) == len(rules.board.locations)
    assert len(by_class(root, "space")) == len(rules.board.spaces)
    merchants = by_class(root, "merchant")
    assert {m.get("data-slot") for m in merchants} == {e["slot"] for e in view(game)["merchants"]}
    players = by_class(root, "player")
    assert [(p.get("data-seat"), p.get("data-money")) for p in players] == [
        ("1", str(game.state.money[0])), ("2", str(game.state.money[1]))]


def test_a_late_pittsburgh_game_draws_every_tile_and_link() -> None:
    import random

    game = new_game("pittsburgh", 3, seed=2)
    rng = random.Random(2)
    for _ in range(300):
        if game.over:
            break
        game.apply(rng.choice(game.decision().ids()))
    seen = view(game)
    root = parse(board_svg(game, -1))
    assert {t.get("data-space") for t in by_class(root, "tile")} == {t["space"] for t in seen["tiles"]}
    assert {(k.get("data-line"), k.get("data-kind")) for k in by_class(root, "link")} == {
        (k["line"], k["kind"]) for k in seen["links"]}
    assert seen["tiles"] and seen["links"]


def test_the_pittsburgh_two_player_side_is_drawn() -> None:
    game = new_game("pittsburgh", 2, seed=1)
    root = parse(board_svg(game, -1))
    places = {loc.get("data-id") for loc in by_class(root, "location")}
    assert places == {loc.id for loc in game.rules.board.locations}
    assert "the_west" in places and "eads_bridge" not in places


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_the_picture_does_not_depend_on_hidden_cards(title: str) -> None:
    game = new_game(title, 3, seed=5)
    before = board_svg(game, 0)
    other = game.clone()
    st = other.state
    pool = st.hands[1] + st.hands[2] + st.deck
    pool.reverse()
    for p in (1, 2):
        st.hands[p], pool = pool[: len(st.hands[p])], pool[len(st.hands[p]):]
    st.deck = pool
    assert st.hands[1:] != game.state.hands[1:]
    assert board_svg(other, 0) == before
    # the seat's own hand is shown by the cards' names, nobody else's
    rules = game.rules
    shown = panel_text(before)
    assert all(render(rules.names.card(rules, c)) in shown for c in game.state.hands[0])


def test_industry_marks_are_unique() -> None:
    for title in ("birmingham", "pittsburgh"):
        marks = industry_marks(new_game(title, 2, seed=1).rules)
        assert len(set(marks)) == len(marks)
    assert industry_marks(new_game("birmingham", 2, seed=1).rules)[:2] != ["C", "C"]


def test_a_malformed_layout_names_the_file_and_key(tmp_path: Path) -> None:
    game = new_game("birmingham", 2, seed=1)
    bad = tmp_path / "layout.toml"
    bad.write_text('width = 10\nheight = "tall"\nplace = []\n')
    with pytest.raises(DataError) as err:
        layout_for(game.rules, bad)
    assert str(err.value).startswith(f"{bad}: height: ")


def test_merchants_show_what_they_buy_now_in_the_spaces_marks() -> None:
    game = new_game("birmingham", 4, seed=3)
    root = parse(board_svg(game, -1))
    shown = {m.get("data-tile"): "".join(m.itertext()).strip() for m in root.iter() if m.get("class") == "merchant"}
    assert shown["all"] == "Ct/M/P" and shown["blank"] == "–" and shown["cotton"] == "Ct"
    assert {e["tile"]: e["buys"] for e in view(game)["merchants"] if e["tile"]}["all"] == [
        "cotton", "manufacturer", "pottery"]
    # Pittsburgh: a face-up tile buys what its face shows; face down (its goods sold), the industry on its back
    game = new_game("pittsburgh", 3, seed=2)
    slot = game.rules.board.merchant_slot_index["eads_bridge/1"]
    assert parse(board_svg(game, -1)).find(".//s:g[@data-slot='eads_bridge/1']/s:text", NS).text == "K/M"
    game.state.merchant_goods[slot] = 0
    back = game.rules.title.merchant_tiles[game.state.merchant_tile[slot]].back
    mark = industry_marks(game.rules)[back]
    assert [e["buys"] for e in view(game)["merchants"] if e["slot"] == "eads_bridge/1"] == [
        [game.rules.industries.industries[back].id]]
    assert parse(board_svg(game, -1)).find(".//s:g[@data-slot='eads_bridge/1']/s:text", NS).text == mark


def test_the_panel_says_everything_in_words_of_the_readers_language() -> None:
    # the title's own state as the text board says it, the action in progress by its name, the
    # turn order without a sign a Thai font may lack, and what each industry mark stands for
    game = new_game("pittsburgh", 3, seed=4)
    game.apply("build")
    english = panel_text(board_svg(game, 0))
    assert "Turn order 3, 2, 1 · " in english
    assert "Whiskey: P1 0, P2 0, P3 0" in english and "Quality Reward, 5 stars: 9 VP" in english
    assert "oilfield=" not in english and "face_up" not in english
    assert "Seat 3 is in the middle of: Build" in english
    assert "Industries on the spaces and mats: K Kerosene refinery O Oil City Ca Coal mine" in english
    thai = panel_text(board_svg(game, 0, "th"))
    assert "ลำดับการเล่น 3, 2, 1 · " in thai and "วิสกี้: ผู้เล่น 1: 0, ผู้เล่น 2: 0, ผู้เล่น 3: 0" in thai
    assert "ผู้เล่นที่นั่ง 3 กำลังทำแอ็กชัน: สร้าง" in thai and "Ca เหมืองถ่านหิน" in thai
    assert "→" not in thai


def test_every_target_a_decision_may_point_at_carries_its_data_target() -> None:
    # the browser page lights up and clicks what matches an option's target: each empty space,
    # each built tile over its space, each line (built or not), each merchant slot in play, each market
    game = known_birmingham()
    root = parse(board_svg(game, -1))
    targets = [e.get("data-target") for e in root.iter() if e.get("data-target")]
    board = game.rules.board
    assert {t for t in targets if t.startswith("space:")} == {f"space:{s.ref}" for s in board.spaces}
    assert {t for t in targets if t.startswith("link:")} == {f"link:{k.ref}" for k in board.links}
    assert sorted(e.get("data-target") for e in by_class(root, "tile")) == ["space:birmingham/1", "space:dudley/1"]
    assert by_class(root, "link")[0].get("data-target") == "link:birmingham-dudley"
    merchants = {t for t in targets if t.startswith("merchant:")}
    assert merchants == {f"merchant:{e['slot']}" for e in view(game)["merchants"]}
    assert [t for t in targets if t.startswith("market:")] == ["market:coal", "market:iron"]
    assert len(root.findall(".//s:g[@data-target='link:birmingham-dudley']/s:line", NS)) == 2  # the line and the link
    pittsburgh = parse(board_svg(new_game("pittsburgh", 3, seed=2), -1))
    markets = {e.get("data-target") for e in pittsburgh.iter() if (e.get("data-target") or "").startswith("market:")}
    assert "market:clarksburg_coal" in markets
