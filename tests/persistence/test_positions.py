"""Position files: a hand-made situation becomes exactly that game state; impossible ones are refused.

Errors are :class:`brass.core.model.errors.DataError` naming the file and the key path.
``position_of`` writes a game's situation back as a position (round trip).
"""
from __future__ import annotations

import copy
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from click.testing import CliRunner

from brass.core import new_game
from brass.core.cli.group import cli
from brass.core.files.position_file import game_from_position, position_of
from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.core.model.errors import DataError
from brass.core.play.invariants import problems
from brass.plugins.bots import RandomBot

FILE = "pos.toml"

POSITION: dict[str, Any] = {
    "format": 1,
    "title": "birmingham",
    "players": 2,
    "seed": 7,
    "era": "canal",
    "round": 3,
    "turn": 2,
    "actions_left": 1,
    "player": [
        {"money": 20, "income": 15, "vp": 3, "spent": 4, "hand": ["birmingham", "iron", "wild_industry"],
         "discards": ["dudley"], "facedown": 1, "developed": ["cotton/1", "coal/1"]},
        {"money": 17, "income": 10, "hand": ["coventry", "cannock"]},
    ],
    "tile": [
        {"space": "birmingham/1", "industry": "cotton", "level": 2, "owner": 1, "flipped": False},
        {"space": "dudley/1", "industry": "coal", "level": 1, "owner": 2, "cubes": 1},
        {"space": "wolverhampton/1", "industry": "manufacturer", "level": 1, "owner": 2, "flipped": True},
        {"space": "coalbrookdale/1", "industry": "iron", "level": 1, "owner": 1, "cubes": 3},
    ],
    "link": [
        {"line": "birmingham-dudley", "owner": 2},
        {"line": "birmingham-coventry", "owner": 1},
    ],
    "markets": {"coal": 10, "iron": 6},
    "merchant": [
        {"slot": "oxford/1", "tile": "all", "goods": 1},
        {"slot": "shrewsbury/1", "tile": "cotton", "goods": 0},
        {"slot": "gloucester/1", "tile": "blank"},
    ],
}


def position() -> dict[str, Any]:
    return copy.deepcopy(POSITION)


def build(data: dict[str, Any]):
    game, _title, _seed, _variant, _plugins = game_from_position(data, FILE)
    return game


def cube_count(entry: dict[str, Any]) -> int:
    """Cubes of a position/view tile entry (an int, or a table by resource)."""
    cubes = entry["cubes"]
    return cubes if isinstance(cubes, int) else sum(cubes.values())


# -- a valid position --------------------------------------------------------------------------------
def test_a_hand_made_position_gives_exactly_that_state() -> None:
    game = build(position())
    rules = game.rules
    st = game.state
    card = lambda c: rules.cards[c].id  # noqa: E731
    assert problems(game) == []
    assert st.players == 2
    assert rules.eras[st.era].id == "canal"
    assert st.round == 3
    assert st.order[st.turn] == 1  # seat 2 acts
    assert st.actions_left == 1
    assert st.frame is None
    assert st.money == [20, 17]
    assert st.income == [15, 10]
    assert st.vp == [3, 0]
    assert st.spent == [4, 0]
    assert [card(c) for c in st.hands[0]] == ["birmingham", "iron", "wild_industry"]
    assert [card(c) for c in st.hands[1]] == ["coventry", "cannock"]
    # one face-down card under the named face-up discard
    assert st.facedown == [1, 0]
    assert len(st.discards[0]) == 2 and card(st.discards[0][1]) == "dudley"
    assert st.discards[1] == []
    # every card is somewhere: deck + hands + discards = the 2-player deck (wild cards aside)
    wild = {c.index for c in rules.cards if c.wild}
    regular = len(st.deck) + sum(len(d) for d in st.discards) + sum(1 for h in st.hands for c in h if c not in wild)
    assert regular == 40
    # developed tiles left the mat and are out of the game
    assert st.retired == [2, 0]
    # the mats lost exactly the developed and the built tiles
    gone = [{"cotton/1": 1, "coal/1": 1, "cotton/2": 1, "iron/1": 1}, {"coal/1": 1, "manufacturer/1": 1}]
    for p in range(2):
        for pos in rules.mat.positions:
            assert st.mat[p][pos.index] == pos.count - gone[p].get(rules.tiles[pos.tile].ref, 0), (p, pos)
    # tiles
    board = rules.board
    expect = {
        "birmingham/1": ("cotton/2", 0, False, 0),
        "dudley/1": ("coal/1", 1, False, 1),
        "wolverhampton/1": ("manufacturer/1", 1, True, 0),
        "coalbrookdale/1": ("iron/1", 0, False, 3),
    }
    placed = {board.spaces[s].ref for s, o in enumerate(st.tile_owner) if o >= 0}
    assert placed == set(expect)
    for ref, (tile, owner, flipped, _cubes) in expect.items():
        s = board.space_index[ref]
        assert rules.tiles[st.tile_type[s]].ref == tile
        assert st.tile_owner[s] == owner
        assert st.tile_flipped[s] is flipped
    cubes = {t["space"]: cube_count(t) for t in position_of(game)["tile"]}
    assert cubes == {ref: c for ref, (_t, _o, _f, c) in expect.items()}
    # links
    built = {board.links[i].ref: o for i, o in enumerate(st.link_owner) if o >= 0}
    assert built == {"birmingham-dudley": 1, "birmingham-coventry": 0}
    # markets
    assert {m.id: st.markets[m.index] for m in rules.markets} == {"coal": 10, "iron": 6}
    # merchants: the named slots hold the named tiles; every other slot keeps the seed's deal
    # (a named tile the seed put on an unnamed slot changed places with the named slot's own)
    held = {slot.ref: (rules.merchant_tile_ids[st.merchant_tile[slot.index]] if st.merchant_tile[slot.index] >= 0
                       else "", st.merchant_goods[slot.index]) for slot in board.merchant_slots}
    assert held.pop("oxford/1") == ("all", 1)
    assert held.pop("shrewsbury/1") == ("cotton", 0)
    assert held.pop("gloucester/1") == ("blank", 0)
    dealt = new_game("birmingham", 2, 7).state
    named = {board.merchant_slot_index[r] for r in ("oxford/1", "shrewsbury/1", "gloucester/1")}
    for ref in held:
        i = board.merchant_slot_index[ref]
        assert st.merchant_goods[i] == dealt.merchant_goods[i]
        assert st.merchant_tile[i] in {dealt.merchant_tile[i]} | {dealt.merchant_tile[j] for j in named}
    # wild card taken from the supply
    wild_industry = rules.card_index["wild_industry"]
    assert st.wild_supply[wild_industry] == next(cd.supply for c, cd in zip(rules.cards, rules.card_data)
                                                 if c.index == wild_industry) - 1
    # and the game is ready: seat 2 decides
    d = game.decision()
    assert d is not None and d.player == 1
    assert "pass" in d.ids()


def test_defaults_fill_in_what_a_position_leaves_out() -> None:
    data = {"format": 1, "title": "birmingham", "players": 3, "era": "rail",
            "player": [{"money": 5, "income": 10, "hand": ["leek"]}, {"money": 6, "income": 11, "hand": ["stone"]},
                       {"money": 7, "income": 12, "hand": ["iron", "coal"]}]}
    game = build(data)
    st = game.state
    assert problems(game) == []
    assert game.rules.eras[st.era].id == "rail"
    assert st.round == 1
    assert st.order == [0, 1, 2] and st.turn == 0
    assert st.actions_left == game.actions_in_round()
    assert st.vp == [0, 0, 0] and st.spent == [0, 0, 0]
    assert st.money == [5, 6, 7] and st.income == [10, 11, 12]
    assert [len(h) for h in st.hands] == [1, 1, 2]
    assert st.discards == [[], [], []] and st.facedown == [0, 0, 0]
    assert all(o < 0 for o in st.tile_owner) and all(o < 0 for o in st.link_owner)
    assert len(st.deck) == 54 - 4  # the rest of the 3-player deck


def test_a_position_is_reproducible_from_its_seed() -> None:
    a = build(position())
    b = build(position())
    assert snapshot(a.state) == snapshot(b.state)
    other = position()
    other["seed"] = 8
    c = build(other)
    assert c.state.deck != a.state.deck
    assert c.state.hands == a.state.hands


def _play_to_boundaries(players: int, seed: int, every: int) -> list:
    """Games (clones) at action boundaries in the turn phase, sampled along a random game."""
    session = Session.new("birmingham", players, seed)
    bots = [RandomBot(seed * 3 + p) for p in range(players)]
    found = []
    boundaries = 0
    while (d := session.game.decision()) is not None:
        if session.game.state.frame is None:
            if boundaries % every == 0:
                found.append(session.game.clone())
            boundaries += 1
        session.apply(bots[d.player].choose(d))
    return found


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_position_of_a_game_in_play_reads_back_to_the_same_position(players: int, seed: int) -> None:
    games = _play_to_boundaries(players, seed, every=6)
    assert len(games) >= 5
    eras = set()
    for game in games:
        pos = position_of(game)
        again = build(tomllib.loads(tomli_w.dumps(pos)))  # through TOML, as a file would
        assert problems(again) == []
        assert position_of(again) == pos
        st, st2 = game.state, again.state
        assert (st2.money, st2.income, st2.vp, st2.spent) == (st.money, st.income, st.vp, st.spent)
        assert st2.hands == st.hands
        assert st2.facedown == st.facedown
        assert [d[f:] for d, f in zip(st2.discards, st2.facedown)] == [d[f:] for d, f in zip(st.discards, st.facedown)]
        assert (st2.tile_owner, st2.tile_type, st2.tile_flipped) == (st.tile_owner, st.tile_type, st.tile_flipped)
        assert (st2.link_owner, st2.link_kind) == (st.link_owner, st.link_kind)
        assert (st2.markets, st2.merchant_goods) == (st.markets, st.merchant_goods)
        assert (st2.era, st2.round, st2.order, st2.turn, st2.actions_left) == (st.era, st.round, st.order, st.turn,
                                                                              st.actions_left)
        # the deck and the face-down discards are hidden: together they hold the same cards, shuffled anew
        hidden = lambda s: sorted(s.deck + [c for d, f in zip(s.discards, s.facedown) for c in d[:f]])  # noqa: E731
        assert hidden(st2) == hidden(st)
        # the same player faces the same menu
        d, d2 = game.decision(), again.decision()
        assert (d2.player, d2.ids()) == (d.player, d.ids())
        eras.add(st.era)
    assert eras == {0, 1}, "positions from both eras were checked"


# -- impossible positions ---------------------------------------------------------------------------------------
def _tiles(*entries: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["tile"].extend(entries)


def _cotton1(owner: int, *spaces: str) -> Callable[[dict[str, Any]], None]:
    return _tiles(*({"space": s, "industry": "cotton", "level": 1, "owner": owner} for s in spaces))


BAD: list[tuple[str, Callable[[dict[str, Any]], None], str, str]] = [
    ("unknown-space", lambda d: d["tile"][0].update(space="narnia/1"), "tile[0].space", "narnia/1"),
    ("unknown-industry", lambda d: d["tile"][0].update(industry="steel"), "tile[0].industry", "steel"),
    ("level-9", lambda d: d["tile"][0].update(level=9), "tile[0].level", "cotton/9"),
    ("industry-not-on-space", lambda d: d["tile"][1].update(space="birmingham/2"), "tile[1].industry", "no coal"),
    ("two-tiles-one-space", _tiles({"space": "birmingham/1", "industry": "cotton", "level": 1, "owner": 2}),
     "tile[4].space", "two tiles"),
    ("four-cotton-I", _cotton1(2, "belper/1", "derby/1", "leek/1", "stoke_on_trent/1"), "tile[7]", "cotton/1"),
    ("developed-and-built", _cotton1(1, "belper/1", "derby/1", "leek/1"), "tile[6]", "player 1 has no cotton/1"),
    ("negative-money", lambda d: d["player"][0].update(money=-1), "player[0].money", "negative"),
    ("negative-spent", lambda d: d["player"][1].update(spent=-2), "player[1].spent", "negative"),
    ("income-120", lambda d: d["player"][0].update(income=120), "player[0].income", "track space"),
    ("income-below", lambda d: d["player"][1].update(income=-1), "player[1].income", "track space"),
    ("four-player-card", lambda d: d["player"][0]["hand"].append("belper"), "player[0].hand[3]", "no copy"),
    ("too-many-copies", lambda d: d["player"][1]["hand"].extend(["tamworth", "tamworth"]), "player[1].hand[3]",
     "no copy"),
    ("copies-across-piles", lambda d: d["player"][1].update(discards=["dudley", "dudley", "dudley"]),
     "player[1].discards[1]", "no copy"),
    ("unknown-card", lambda d: d["player"][0]["hand"].append("atlantis"), "player[0].hand[3]", "atlantis"),
    ("wild-card-discarded", lambda d: d["player"][1].update(discards=["wild_location"]), "player[1].discards[0]",
     "wild"),
    ("owner-seat-0", lambda d: d["tile"][0].update(owner=0), "tile[0].owner", "seat number 1..2"),
    ("owner-seat-5", lambda d: d["tile"][0].update(owner=5), "tile[0].owner", "seat number 1..2"),
    ("link-owner-3", lambda d: d["link"][0].update(owner=3), "link[0].owner", "seat number 1..2"),
    ("turn-0", lambda d: d.update(turn=0), "turn", "seat number 1..2"),
    ("turn-5", lambda d: d.update(turn=5), "turn", "seat number 1..2"),
    ("order-twice", lambda d: d.update(order=[1, 1]), "order", "every seat"),
    ("order-seat-5", lambda d: d.update(order=[1, 5]), "order[1]", "seat number"),
    ("unknown-player-key", lambda d: d["player"][0].update(mony=3), "player[0].mony", "unknown key"),
    ("unknown-tile-key", lambda d: d["tile"][2].update(colour="red"), "tile[2].colour", "unknown key"),
    ("unknown-top-key", lambda d: d.update(weather="rain"), "weather", "unknown key"),
    ("money-lots", lambda d: d["player"][1].update(money="lots"), "player[1].money", "expected a whole number"),
    ("flipped-yes", lambda d: d["tile"][0].update(flipped="yes"), "tile[0].flipped", "true or false"),
    ("hand-string", lambda d: d["player"][0].update(hand="iron"), "player[0].hand", "expected an array"),
    ("missing-income", lambda d: d["player"][0].pop("income"), "player[0].income", "missing"),
    ("missing-era", lambda d: d.pop("era"), "era", "missing"),
    ("three-players", lambda d: d["player"].append({"money": 1, "income": 10}), "player", "expected 2"),
    ("one-player", lambda d: d["player"].pop(), "player", "expected 2"),
    ("unknown-market", lambda d: d["markets"].update(cotton=3), "markets.cotton", "unknown market"),
    ("coal-beyond-market", lambda d: d["markets"].update(coal=15), "markets.coal", "0..14"),
    ("iron-beyond-market", lambda d: d["markets"].update(iron=11), "markets.iron", "0..10"),
    ("negative-market", lambda d: d["markets"].update(iron=-1), "markets.iron", "0..10"),
    ("unknown-merchant-slot", lambda d: d["merchant"][0].update(slot="london/1"), "merchant[0].slot", "london/1"),
    ("unknown-merchant-tile", lambda d: d["merchant"][0].update(tile="spices"), "merchant[0].tile", "spices"),
    ("merchant-tile-twice", lambda d: d["merchant"].append({"slot": "oxford/2", "tile": "all"}), "merchant[3].tile",
     "all"),
    ("negative-goods", lambda d: d["merchant"][1].update(goods=-1), "merchant[1].goods", "negative"),
    ("slot-not-in-play", lambda d: d["merchant"].append({"slot": "warrington/1", "tile": "cotton", "goods": 1}),
     "merchant[3].slot", "not used with 2 players"),
    ("goods-on-slot-not-in-play", lambda d: d["merchant"].append({"slot": "nottingham/2", "goods": 1}),
     "merchant[3].slot", "nottingham/2"),
    ("unknown-era", lambda d: d.update(era="steam"), "era", "steam"),
    ("round-0", lambda d: d.update(round=0), "round", "expected 1 to 10"),
    ("unknown-line", lambda d: d["link"][0].update(line="narnia-oz"), "link[0].line", "narnia-oz"),
    ("two-links-one-line", lambda d: d["link"].append({"line": "birmingham-dudley", "owner": 1}), "link[2].line",
     "two links"),
    ("unknown-link-kind", lambda d: d["link"][0].update(kind="hyperloop"), "link[0].kind", "hyperloop"),
    ("unknown-developed", lambda d: d["player"][1].update(developed=["cotton/9"]), "player[1].developed[0]",
     "cotton/9"),
    ("negative-cubes", lambda d: d["tile"][1].update(cubes=-3), "tile[1].cubes", "negative"),
    ("too-many-facedown", lambda d: d["player"][1].update(facedown=60), "player[1].facedown", "no card left"),
    ("format-2", lambda d: d.update(format=2), "format", "expected 1"),
    ("unknown-title", lambda d: d.update(title="catan"), "title", "catan"),
    ("players-9", lambda d: d.update(players=9), "players", "not 9"),
]


@pytest.mark.parametrize("mutate,path,detail", [c[1:] for c in BAD], ids=[c[0] for c in BAD])
def test_an_impossible_position_is_refused_naming_the_key(mutate: Callable[[dict[str, Any]], None], path: str,
                                                          detail: str) -> None:
    data = position()
    mutate(data)
    with pytest.raises(DataError) as info:
        game_from_position(data, FILE)
    message = str(info.value)
    assert message.startswith(f"{FILE}: "), message
    assert f": {path}:" in message or f": {path}/" in message or f"/{path}:" in message, message
    assert detail in message, message


def test_two_merchants_on_one_slot_are_refused() -> None:
    data = position()
    data["merchant"].append({"slot": "oxford/1", "tile": "cotton"})
    with pytest.raises(DataError) as info:
        game_from_position(data, FILE)
    assert "merchant[3].slot" in str(info.value)


def test_more_actions_than_a_turn_has_are_refused() -> None:
    data = position()
    data["actions_left"] = 7
    with pytest.raises(DataError) as info:
        game_from_position(data, FILE)
    assert "actions_left" in str(info.value)


def test_a_round_beyond_the_era_is_refused() -> None:
    data = position()
    data["round"] = 99
    with pytest.raises(DataError) as info:
        game_from_position(data, FILE)
    assert "round" in str(info.value)


def test_a_refused_position_leaves_the_input_untouched() -> None:
    data = position()
    data["markets"]["coal"] = 99
    frozen = copy.deepcopy(data)
    with pytest.raises(DataError):
        game_from_position(data, FILE)
    assert data == frozen


# -- through the command line ----------------------------------------------------------------------------------
def _write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path


def test_brass_new_from_a_position_saves_that_game(tmp_path: Path) -> None:
    src = _write(tmp_path / "start.toml", position())
    out = tmp_path / "game.toml"
    result = CliRunner().invoke(cli, ["new", "--position", str(src), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert str(out) in result.output
    with open(out, "rb") as fh:
        saved = tomllib.load(fh)
    assert saved["start"] == POSITION
    assert saved["log"] == []
    loaded = Session.load(out)
    assert snapshot(loaded.game.state) == snapshot(build(position()).state)
    shown = CliRunner().invoke(cli, ["show", str(out), "--as", "2", "--json"])
    assert shown.exit_code == 0, shown.output
    assert '"money": 17' in shown.output


@pytest.mark.parametrize("mutate,path", [
    (lambda d: d["tile"][0].update(level=9), "tile[0].level"),
    (lambda d: d["player"][0].update(mony=3), "player[0].mony"),
    (lambda d: d["player"][0]["hand"].append("belper"), "player[0].hand[3]"),
    (lambda d: d["markets"].update(coal=15), "markets.coal"),
    (lambda d: d["player"][1].update(money="lots"), "player[1].money"),
    (lambda d: d.update(era="steam"), "era"),
], ids=["level", "unknown-key", "card", "market", "type", "era"])
def test_brass_new_refuses_a_bad_position_and_writes_nothing(tmp_path: Path, mutate: Callable, path: str) -> None:
    data = position()
    mutate(data)
    src = _write(tmp_path / "start.toml", data)
    before = src.read_bytes()
    out = tmp_path / "game.toml"
    result = CliRunner().invoke(cli, ["new", "--position", str(src), "-o", str(out)])
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert f"Error: {src}: {path}:" in result.output
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["start.toml"]
    assert src.read_bytes() == before


@pytest.mark.parametrize("content", [b"era = \n", b"\xff\xfe", b"[[player]\n"], ids=["no-value", "binary", "bracket"])
def test_brass_new_refuses_a_position_that_is_not_toml(tmp_path: Path, content: bytes) -> None:
    src = tmp_path / "start.toml"
    src.write_bytes(content)
    out = tmp_path / "game.toml"
    result = CliRunner().invoke(cli, ["new", "--position", str(src), "-o", str(out)])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    assert str(src) in result.output
    assert not out.exists()


def test_brass_new_with_a_missing_position_file(tmp_path: Path) -> None:
    out = tmp_path / "game.toml"
    result = CliRunner().invoke(cli, ["new", "--position", str(tmp_path / "none.toml"), "-o", str(out)])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output and "not found" in result.output
    assert not out.exists()


def test_a_save_started_at_a_position_with_a_plugin_file_loads_when_the_file_is_named(tmp_path: Path) -> None:
    """The start position gets the plugin files the user named (they were passed as ``strict``)."""
    rule = tmp_path / "rule.py"
    rule.write_text("from brass.core.hooks.hookspecs import hookimpl\n")
    position = position_of(new_game("birmingham", 2, seed=3))
    position["plugins"] = ["rule.py"]
    session = Session.from_position(position, FILE, plugin_files=(str(rule),))
    session.apply("pass")
    session.apply(session.game.decision().options[0].id)
    session.save(tmp_path / "g.toml")
    loaded = Session.load(tmp_path / "g.toml", plugin_files=(str(rule),))
    assert loaded.log == session.log
    assert snapshot(loaded.game.state) == snapshot(session.game.state)
