"""Position files that say everything (issue 14): the deck order, face-down discards by name,
one merchant rule for both titles, and era-rule breaches as warnings (errors with strict)."""
from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner

from brass.core import new_game
from brass.core.cli.group import cli
from brass.core.files.position_file import game_from_position, position_of
from brass.core.i18n.messages import render
from brass.core.model.errors import DataError
from brass.core.play.invariants import problems


def base(title: str, players: int = 2, seed: int = 3) -> dict[str, Any]:
    """A position file for a fresh game (every slot, tile and card as the seed dealt)."""
    data = position_of(new_game(title, players, seed))
    data["seed"] = seed
    for p in data["player"]:  # no card named: all of them in the deck
        p["hand"], p["discards"], p["facedown"] = [], [], 0
    return data


def ids(game, cards: list[int]) -> list[str]:
    return [game.rules.cards[c].id for c in cards]


# -- the deck ----------------------------------------------------------------------------------
def test_an_empty_deck_needs_no_list_of_every_card() -> None:
    data = base("birmingham")
    data["era"] = "canal"
    data["round"] = 10
    data["player"][0]["hand"] = ["birmingham", "iron"]
    data["player"][1]["hand"] = ["coventry"]
    for p in data["player"]:
        p["discards"], p["facedown"] = [], 0
    data["deck"] = []
    game, *_ = game_from_position(data, "end.toml")
    st = game.state
    assert st.deck == []
    assert ids(game, st.hands[0]) == ["birmingham", "iron"] and ids(game, st.hands[1]) == ["coventry"]
    # the 40 cards of a 2-player deck: 3 in hands, the other 37 played earlier, face down
    assert [len(d) for d in st.discards] == [19, 18]
    assert st.facedown == [19, 18]
    assert problems(game) == []


def test_the_deck_is_drawn_in_the_listed_order() -> None:
    data = base("pittsburgh", players=3)
    for p, hand in zip(data["player"], (["erie", "coal"], ["detroit", "toledo"], ["buffalo", "kerosene"])):
        p["hand"] = hand
    data["deck"] = ["pittsburgh", "coal", "cleveland"]
    game, *_ = game_from_position(data, "deck.toml")
    st = game.state
    assert ids(game, st.deck[::-1]) == ["pittsburgh", "coal", "cleveland"]  # Pittsburgh's own card ids
    assert problems(game) == []
    assert ids(game, [st.deck.pop()]) == ["pittsburgh"]


def test_a_deck_card_that_is_not_left_is_refused() -> None:
    data = base("birmingham")
    data["deck"] = ["birmingham"] * 9
    with pytest.raises(DataError) as info:
        game_from_position(data, "deck.toml")
    assert "deck.toml: deck[" in str(info.value)


def test_face_down_discards_by_name() -> None:
    data = base("pittsburgh", players=3)
    data["player"][0]["hand"] = ["toledo", "kerosene"]
    data["player"][1]["facedown_cards"] = ["erie", "coal"]
    data["player"][1]["facedown"] = 0
    data["player"][1]["discards"] = ["detroit"]
    game, *_ = game_from_position(data, "fd.toml")
    st = game.state
    assert ids(game, st.discards[1]) == ["erie", "coal", "detroit"]
    assert st.facedown[1] == 2
    assert problems(game) == []


# -- merchants: one rule for both titles ---------------------------------------------------------
@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_unlisted_merchant_slots_keep_the_seeds_tiles(title: str) -> None:
    data = base(title, players=3)
    dealt = new_game(title, 3, 3).state
    first = data["merchant"][0]["slot"]
    data["merchant"] = [{"slot": first, "tile": "", "goods": 0}]
    game, *_ = game_from_position(data, "m.toml")
    st = game.state
    slot = game.rules.board.merchant_slot_index[first]
    assert st.merchant_tile[slot] == -1 and st.merchant_goods[slot] == 0
    others = [i for i in range(len(st.merchant_tile)) if i != slot]
    assert [st.merchant_tile[i] for i in others] == [dealt.merchant_tile[i] for i in others]
    assert [st.merchant_goods[i] for i in others] == [dealt.merchant_goods[i] for i in others]


def test_a_listed_tile_the_seed_put_elsewhere_changes_places() -> None:
    data = base("pittsburgh", players=3)
    dealt = new_game("pittsburgh", 3, 3)
    rules = dealt.rules
    slots = rules.board.merchant_slots
    a, b = slots[0], slots[1]
    tile_b = rules.merchant_tile_ids[dealt.state.merchant_tile[b.index]]
    data["merchant"] = [{"slot": a.ref, "tile": tile_b, "goods": 1}]
    game, *_ = game_from_position(data, "m.toml")
    st = game.state
    assert st.merchant_tile[a.index] == dealt.state.merchant_tile[b.index]
    assert st.merchant_tile[b.index] == dealt.state.merchant_tile[a.index]


# -- era rules: warnings, or errors with --strict ----------------------------------------------------
BREACHES = {
    "two-in-a-canal-town": (
        "birmingham", "canal",
        [{"space": "birmingham/1", "industry": "cotton", "level": 1, "owner": 1},
         {"space": "birmingham/3", "industry": "iron", "level": 1, "owner": 1}],
        ("Birmingham: player 1 has 2 industries there, but in the Canal era a player may have only one industry "
         "in a location")),
    "level-one-in-the-rail-era": (
        "birmingham", "rail",
        [{"space": "birmingham/1", "industry": "cotton", "level": 1, "owner": 1, "flipped": True}],
        "space birmingham/1: cotton/1 is a level-1 tile, but level-1 tiles leave the board when the Canal era ends"),
    "canal-brewery-with-two-beer": (
        "birmingham", "canal",
        [{"space": "derby/1", "industry": "brewery", "level": 2, "owner": 1, "cubes": 2}],
        "space derby/1: brewery/2 holds 2 beer, but it makes only 1 in this era"),
    "two-in-a-pittsburgh-location-in-era-1": (
        "pittsburgh", "era1",
        [{"space": "pittsburgh/1", "industry": "coal", "level": 1, "owner": 2, "flipped": True},
         {"space": "pittsburgh/2", "industry": "manufacturing", "level": 1, "owner": 2}],
        ("Pittsburgh: player 2 has 2 industries there, but in the Era 1 a player may have only one industry "
         "in a location")),
}


def breach(name: str) -> dict[str, Any]:
    title, era, tiles, _ = BREACHES[name]
    data = base(title, players=3 if title == "pittsburgh" else 2)
    data["era"] = era
    data["tile"] = tiles
    return data


@pytest.mark.parametrize("name", sorted(BREACHES))
def test_an_era_rule_breach_loads_with_a_warning_naming_the_rule(name: str) -> None:
    warnings: list = []
    game, *_ = game_from_position(breach(name), "w.toml", warnings=warnings)
    assert [render(w) for w in warnings] == [BREACHES[name][3]]
    assert problems(game) == []


@pytest.mark.parametrize("name", sorted(BREACHES))
def test_strict_refuses_an_era_rule_breach(name: str) -> None:
    with pytest.raises(DataError) as info:
        game_from_position(breach(name), "w.toml", strict=True)
    assert str(info.value) == f"w.toml: (whole position): {BREACHES[name][3]} (an era rule: refused with --strict)"


def test_a_legal_position_has_no_warning() -> None:
    warnings: list = []
    game_from_position(base("birmingham"), "ok.toml", warnings=warnings)
    assert warnings == []


def test_new_from_position_warns_or_refuses_with_strict(tmp_path) -> None:
    import tomli_w

    path = tmp_path / "w.toml"
    path.write_bytes(tomli_w.dumps(breach("level-one-in-the-rail-era")).encode())
    runner = CliRunner()
    ok = runner.invoke(cli, ["new", "--position", str(path), "-o", str(tmp_path / "g.toml")])
    assert ok.exit_code == 0, ok.output
    assert "level-1 tiles leave the board when the Canal era ends" in ok.output
    assert (tmp_path / "g.toml").exists()
    refused = runner.invoke(cli, ["new", "--position", str(path), "--strict", "-o", str(tmp_path / "h.toml")])
    assert refused.exit_code != 0
    assert "refused with --strict" in refused.output
    assert "Traceback" not in refused.output
    assert not (tmp_path / "h.toml").exists()
