"""brass.core.model.data: malformed data is a DataError naming the file and the key path."""
from __future__ import annotations

import pytest

from brass.core.i18n.messages import render
from brass.core.model.data import read_toml, structure
from brass.core.model.errors import DataError
from brass.core.model.title_files import CardsFile, IndustriesFile, MapFile
from brass_birmingham.loader import GameFile, load_rules, raw_data


def _industries():
    return raw_data()["industries"]


def _structure_error(raw, cls, file) -> DataError:
    with pytest.raises(DataError) as info:
        structure(raw, cls, file)
    return info.value


def test_wrong_type_names_file_and_path():
    raw = _industries()
    raw["industry"][0]["tiles"][0]["money"] = "x"
    err = _structure_error(raw, IndustriesFile, "industries.toml")
    assert str(err) == "industries.toml: industry[0].tiles[0].money: expected a whole number, got 'x'"
    assert err.key == "data.bad_value"
    assert (err.params["file"], err.params["path"]) == ("industries.toml", "industry[0].tiles[0].money")
    assert render(err.params["detail"]) == "expected a whole number, got 'x'"
    assert err.params["detail"].key == "data.expected_type"


def test_bool_is_not_an_int():
    raw = _industries()
    raw["industry"][1]["tiles"][2]["vp"] = True
    err = _structure_error(raw, IndustriesFile, "industries.toml")
    assert str(err) == "industries.toml: industry[1].tiles[2].vp: expected a whole number, got True"


def test_float_is_not_an_int():
    raw = raw_data()["game"]
    raw["setup"]["money"] = 17.5
    err = _structure_error(raw, GameFile, "game.toml")
    assert str(err) == "game.toml: setup.money: expected a whole number, got 17.5"


def test_unknown_key():
    raw = _industries()
    raw["industry"][0]["tiles"][0]["bogus"] = 1
    err = _structure_error(raw, IndustriesFile, "industries.toml")
    assert str(err) == "industries.toml: industry[0].tiles[0].bogus: unknown key"


def test_unknown_top_level_key():
    raw = raw_data()["cards"]
    raw["deck"] = []
    err = _structure_error(raw, CardsFile, "cards.toml")
    assert str(err) == "cards.toml: deck: unknown key"


def test_missing_key():
    raw = _industries()
    del raw["industry"][0]["tiles"][0]["money"]
    err = _structure_error(raw, IndustriesFile, "industries.toml")
    assert str(err) == "industries.toml: industry[0].tiles[0].money: missing required key"


def test_missing_nested_table_key():
    raw = raw_data()["game"]
    del raw["track"]["bands"][2]["spaces_per_level"]
    err = _structure_error(raw, GameFile, "game.toml")
    assert str(err) == "game.toml: track.bands[2].spaces_per_level: missing required key"


def test_wrong_type_in_string_list():
    raw = raw_data()["map"]
    raw["link"][3]["ends"] = ["birmingham", 7]
    err = _structure_error(raw, MapFile, "map.toml")
    assert str(err) == "map.toml: link[3].ends[1]: expected a string, got 7"


def test_several_problems_are_counted():
    raw = _industries()
    raw["industry"][0]["tiles"][0]["money"] = "x"
    raw["industry"][0]["tiles"][1]["vp"] = "y"
    err = _structure_error(raw, IndustriesFile, "industries.toml")
    assert str(err) == ("industries.toml: industry[0].tiles[0].money: expected a whole number, got 'x' "
                        "(and 1 more problem)")


def test_broken_toml(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text('[game]\nid = "birmingham\n')
    with pytest.raises(DataError) as info:
        read_toml(path)
    assert info.value.key == "data.bad_toml"
    assert str(info.value).startswith(f"{path}: not valid TOML: ")


def test_missing_file(tmp_path):
    path = tmp_path / "nope.toml"
    with pytest.raises(DataError) as info:
        read_toml(path)
    assert str(info.value) == f"{path}: file not found"


def test_read_valid_toml(tmp_path):
    path = tmp_path / "ok.toml"
    path.write_text('a = 1\n[b]\nc = ["x", "y"]\n')
    assert read_toml(path) == {"a": 1, "b": {"c": ["x", "y"]}}


def test_load_rules_with_bad_variant_value_names_file_and_path():
    variant = {"variant": {"name": "bad"},
               "change": [{"path": "industries:industry[cotton].tiles[level=1].money", "value": "x"}]}
    with pytest.raises(DataError) as info:
        load_rules(variant)
    assert str(info.value) == "industries.toml: industry[0].tiles[0].money: expected a whole number, got 'x'"


def test_load_rules_with_variant_adding_unknown_key():
    variant = {"change": [{"path": "game:setup.bonus_money", "value": 3}]}
    with pytest.raises(DataError) as info:
        load_rules(variant)
    assert str(info.value) == "game.toml: setup.bonus_money: unknown key"


@pytest.mark.parametrize("path, value, message", [
    ("game:market[coal].start_cubes", 15, "game.toml: market[0].start_cubes: expected 0 to 14"),
    ("game:market[iron].prices", [5, 5, 4, 4, 3, 3, 2, 2, 1, 1],
     "game.toml: market[1].prices: prices must be listed cheapest first"),
    ("cards:card[dudley].copies", [1, 2], "cards.toml: card[12].copies: expected 3 values (one per player count)"),
    ("map:link[0].ends", ["belper", "atlantis"], "map.toml: link[0].ends[1]: unknown location 'atlantis'"),
    ("game:era[rail].rounds", [10, 9], ("variant: change[0].path: an era's rounds follow from the deck: an era ends "
      "when the deck and every hand are empty, so a variant cannot set them; change the cards (cards:card[...].copies) "
      "or the hand size (game:setup.hand_size)")),
    ("cards:card[iron].kind", "magic",
     "cards.toml: card[20].kind: expected one of location, industry, wild_location, wild_industry"),
    ("merchants:bonus[0].kind", "beer", "merchants.toml: bonus[0].kind: expected one of develop, income, vp, money"),
])
def test_semantic_errors_name_file_and_path(path, value, message):
    with pytest.raises(DataError) as info:
        load_rules({"change": [{"path": path, "value": value}]})
    assert str(info.value) == message


# -- semantic checks: bad values name their file and key path ----------------------------

def _load_error(path, value) -> str:
    with pytest.raises(DataError) as info:
        load_rules({"change": [{"path": path, "value": value}]})
    return str(info.value)


def test_unknown_era_in_tile_names_file_and_path():
    msg = _load_error("industries:industry[cotton].tiles[level=1].eras", ["steam"])
    assert msg.startswith("industries.toml: industry[0].tiles[0].eras[0]: ")
    assert "steam" in msg


def test_unknown_resource_in_tile_cost_names_file_and_path():
    msg = _load_error("industries:industry[cotton].tiles[level=1].cost", {"gold": 2})
    assert msg.startswith("industries.toml: industry[0].tiles[0].cost")
    assert "gold" in msg


def test_unknown_produced_resource_names_file_and_path():
    msg = _load_error("industries:industry[coal].tiles[level=1].produces", {"gold": 2})
    assert msg.startswith("industries.toml: industry[2].tiles[0].produces.gold: ")


def test_a_tile_emptied_to_flip_must_produce_something():
    msg = _load_error("industries:industry[coal].tiles[level=1].produces", {})
    assert msg.startswith("industries.toml: industry[2].tiles[0].produces: ")


def test_track_gap_names_file_and_path():
    msg = _load_error("game:track.bands[1].first_space", 12)
    assert msg.startswith("game.toml: track.bands")


def test_zero_spaces_per_level_is_a_data_error():
    msg = _load_error("game:track.bands[1].spaces_per_level", 0)
    assert msg.startswith("game.toml: track.bands[1].spaces_per_level: ")


def test_string_where_array_expected_is_a_type_error():
    raw = raw_data()["map"]
    raw["link"][0]["ends"] = "belperderby"
    err = _structure_error(raw, MapFile, "map.toml")
    assert str(err).startswith("map.toml: link[0].ends: ")


def test_duplicate_card_id_is_rejected():
    msg = _load_error("cards:card[1].id", "belper")
    assert msg.startswith("cards.toml: card[1].id: ")


def test_unknown_tiebreak_is_rejected_at_load():
    msg = _load_error("game:game.tiebreaks", ["height"])
    assert msg.startswith("game.toml: game.tiebreaks[0]: ")


def test_unknown_flips_when_is_rejected():
    msg = _load_error("industries:industry[cotton].flips_when", "never")
    assert msg.startswith("industries.toml: industry[0].flips_when: ")


def test_income_space_off_track_is_rejected():
    msg = _load_error("game:setup.income_space", 200)
    assert msg.startswith("game.toml: setup.income_space: ")


def test_table_where_array_expected_is_a_type_error():
    raw = _industries()
    raw["industry"][0]["tiles"] = {"level": 1}
    err = _structure_error(raw, IndustriesFile, "industries.toml")
    assert err.params["path"] == "industry[0].tiles"


def test_zero_actions_per_turn_is_rejected():
    msg = _load_error("game:era[canal].actions_per_turn", 0)
    assert msg.startswith("game.toml: era[0].actions_per_turn: ")


def test_a_tile_value_in_a_table_names_its_key():
    msg = _load_error("industries:industry[cotton].tiles[level=2].cost", {"coal": "x"})
    assert msg.startswith("industries.toml: industry[0].tiles[1].cost.coal: ")
