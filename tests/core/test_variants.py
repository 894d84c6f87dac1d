"""brass.core.model.variants: changes to a title's data addressed by id, and load_rules(variant)."""
from __future__ import annotations

import pytest

from brass.core import new_game
from brass.core.model.cards import deck_for
from brass.core.model.errors import DataError
from brass.core.model.variants import apply_variant
from brass_birmingham.loader import load_rules, raw_data


def _apply(*changes, meta=None, title="birmingham"):
    raw = raw_data()
    apply_variant(raw, {"variant": meta or {"name": "x"}, "change": list(changes)}, title)
    return raw


def _error(*changes, meta=None, title="birmingham", extra=None) -> str:
    variant = {"variant": meta or {"name": "x"}, "change": list(changes)}
    if extra:
        variant.update(extra)
    with pytest.raises(DataError) as info:
        apply_variant(raw_data(), variant, title)
    return str(info.value)


def test_cheap_cotton_in_compiled_rules():
    variant = {"variant": {"name": "x"},
               "change": [{"path": "industries:industry[cotton].tiles[level=1].money", "value": 10}]}
    rules = load_rules(variant)
    assert rules.tiles[rules.industries.tile_index["cotton/1"]].money == 10
    assert rules.tiles[rules.industries.tile_index["cotton/2"]].money == 14
    # the title's own data is untouched
    plain = load_rules()
    assert plain.tiles[plain.industries.tile_index["cotton/1"]].money == 12


def test_variant_game_uses_changed_rules():
    g = new_game("birmingham", 2, 1, variant={"change": [{"path": "game:setup.money", "value": 25}]})
    assert g.state.money == [25, 25]
    assert new_game("birmingham", 2, 1).state.money == [17, 17]


def test_selector_by_id():
    raw = _apply({"path": "cards:card[dudley].copies", "value": [5, 5, 5]})
    card = next(c for c in raw["cards"]["card"] if c["id"] == "dudley")
    assert card["copies"] == [5, 5, 5]


def test_selector_by_key_value():
    raw = _apply({"path": "industries:industry[coal].tiles[level=3].income", "value": 9})
    coal = raw["industries"]["industry"][2]
    assert [t["income"] for t in coal["tiles"]] == [4, 7, 9, 5]


def test_selector_by_index():
    raw = _apply({"path": "game:track.bands[4].first_level", "value": 31})
    assert raw["game"]["track"]["bands"][4]["first_level"] == 31
    raw = _apply({"path": "industries:industry[2].tiles[0].money", "value": 6})
    assert raw["industries"]["industry"][2]["tiles"][0]["money"] == 6


def test_selector_by_list_value():
    raw = _apply({"path": "map:link[ends=birmingham,dudley].eras", "value": ["rail"]})
    link = next(ln for ln in raw["map"]["link"] if ln["ends"] == ["birmingham", "dudley"])
    assert link["eras"] == ["rail"]
    rules = load_rules({"change": [{"path": "map:link[ends=kidderminster,worcester,farm_brewery_south].eras",
                                    "value": ["canal"]}]})
    link = rules.board.links[rules.board.link_index["kidderminster-worcester"]]
    assert link.eras == frozenset({rules.era_index["canal"]})


def test_op_append():
    rules = load_rules({"change": [{"op": "append", "path": "map:link",
                                    "value": {"ends": ["birmingham", "stafford"], "eras": ["rail"]}}]})
    assert len(rules.board.links) == 40
    assert rules.board.link_index["birmingham-stafford"] == 39


def test_op_append_to_list_field():
    raw = _apply({"op": "append", "path": "game:game.tiebreaks", "value": "income_space"})
    assert raw["game"]["game"]["tiebreaks"] == ["income_level", "money", "income_space"]


def test_op_remove_element():
    rules = load_rules({"change": [{"op": "remove", "path": "cards:card[belper]"}]})
    assert "belper" not in rules.card_index
    assert len(deck_for(rules.cards, rules.card_data, 2)) == 62


def test_op_remove_key_restores_default():
    raw = _apply({"op": "remove", "path": "game:setup.vp"})
    assert "vp" not in raw["game"]["setup"]
    rules = load_rules({"change": [{"op": "remove", "path": "game:setup.facedown_discards"}]})
    assert rules.setup.facedown_discards == 0


def test_several_changes_apply_in_order():
    raw = _apply(
        {"path": "game:setup.money", "value": 20},
        {"path": "game:setup.money", "value": 21},
        {"path": "game:market[coal].start_cubes", "value": 14},
    )
    assert raw["game"]["setup"]["money"] == 21
    assert raw["game"]["market"][0]["start_cubes"] == 14


def test_error_unknown_file():
    msg = _error({"path": "rules:setup.money", "value": 1})
    assert msg == ("variant: change[0].path: unknown data file 'rules' "
                   "(have bot, cards, game, industries, map, merchants)")


def test_error_unknown_key():
    msg = _error({"path": "game:setup.money", "value": 1},
                 {"path": "industries:industry[cotton].bogus.x", "value": 1})
    assert msg == "variant: change[1].path = industries:industry[cotton].bogus.x: no key 'bogus' after industry[cotton]"


def test_a_misspelt_key_names_the_key_meant():
    # a typo inside the path, at its top, and as the key the change sets
    msg = _error({"path": "industries:industry[cotton].tilez[0].vp", "value": 1})
    assert msg == ("variant: change[0].path = industries:industry[cotton].tilez[0].vp: "
                   "no key 'tilez' after industry[cotton] (did you mean tiles?)")
    msg = _error({"path": "game:setpu.money", "value": 1})
    assert msg == "variant: change[0].path = game:setpu.money: no key 'setpu' after the top (did you mean setup?)"
    msg = _error({"path": "industries:industry[cottn].tiles[0].vp", "value": 1})
    assert msg == ("variant: change[0].path = industries:industry[cottn].tiles[0].vp: no element with id = 'cottn' "
                   "(did you mean cotton?)")
    with pytest.raises(DataError) as info:
        load_rules({"variant": {"name": "x"}, "change": [{"path": "game:loan.monee", "value": 1}]})
    assert str(info.value) == "game.toml: loan.monee: unknown key (did you mean money?)"


def test_error_no_matching_element():
    msg = _error({"path": "industries:industry[cotton].tiles[level=9].money", "value": 1})
    assert msg == ("variant: change[0].path = industries:industry[cotton].tiles[level=9].money: "
                   "no element with level = '9'")
    msg = _error({"path": "industries:industry[silk].name", "value": "Silk"})
    assert msg == "variant: change[0].path = industries:industry[silk].name: no element with id = 'silk'"


def test_error_index_out_of_range():
    msg = _error({"path": "industries:industry[9].tiles", "value": []})
    assert msg == "variant: change[0].path = industries:industry[9].tiles: index 9 is out of range (0..5)"


def test_error_selector_on_non_array():
    msg = _error({"path": "game:setup[0].money", "value": 1})
    assert msg == "variant: change[0].path = game:setup[0].money: setup is not an array"


def test_error_wrong_title():
    msg = _error(meta={"name": "x", "title": "pittsburgh"})
    assert msg == "variant: variant.title: this variant is for 'pittsburgh', not 'birmingham'"


def test_error_unknown_op():
    msg = _error({"path": "game:setup.money", "value": 1, "op": "multiply"})
    assert msg == "variant: change[0].op: expected one of set, append, remove"


def test_error_missing_value():
    msg = _error({"path": "game:setup.money"})
    assert msg == "variant: change[0].value: missing value"


def test_error_unknown_change_key():
    msg = _error({"path": "game:setup.money", "value": 1, "note": "x"})
    assert msg == "variant: change[0].note: unknown key"


def test_error_unknown_top_level_and_meta_keys():
    assert _error(extra={"notes": []}) == (
        "variant: notes: unknown key (expected [variant], [replace.FILE] and [[change]])")
    assert _error(meta={"name": "x", "author": "me"}) == "variant: variant.author: unknown key"


def test_a_misspelt_key_of_the_variant_file_names_the_key_meant():
    # as a misspelt key inside a change path does: the top level, [variant] and a [[change]]
    assert _error(extra={"changes": []}) == "variant: changes: unknown key (did you mean change?)"
    assert (_error(meta={"name": "x", "titel": "birmingham"})
            == "variant: variant.titel: unknown key (did you mean title?)")
    assert (_error({"path": "game:setup.money", "vaule": 1})
            == "variant: change[0].vaule: unknown key (did you mean value?)")


def test_a_path_error_names_the_change_as_a_refused_value_does():
    # "change[0].path = FILE:PATH: ...", whether the path or the value it sets is refused
    assert _error({"path": "industries:industry[coton].tiles[0].money", "value": 5}) == (
        "variant: change[0].path = industries:industry[coton].tiles[0].money: no element with id = 'coton' "
        "(did you mean cotton?)")
    with pytest.raises(DataError) as info:
        load_rules({"variant": {"name": "x"}, "change": [{"path": "game:setup.money", "value": "x"}]})
    assert str(info.value) == "game.toml: setup.money: expected a whole number, got 'x'"


def test_error_bad_path_form():
    assert _error({"path": "setup.money", "value": 1}) == 'variant: change[0].path: expected "file:key.path"'


def test_error_append_to_non_array():
    assert _error({"op": "append", "path": "game:setup.money", "value": 1}) == \
        "variant: change[0].path: append needs an array"


def test_error_remove_missing_key():
    assert _error({"op": "remove", "path": "game:setup.nothing"}) == \
        "variant: change[0].path: nothing to remove there"


def test_failed_load_does_not_alter_title_data():
    with pytest.raises(DataError):
        load_rules({"change": [{"path": "game:setup.money", "value": 99},
                               {"path": "game:nope.x", "value": 1}]})
    assert load_rules().setup.money == 17
