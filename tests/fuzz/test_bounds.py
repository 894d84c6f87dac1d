"""Defect 4: bounds declared with the data model hold for a title's own data and for variants."""
from __future__ import annotations

import pytest

from brass.core.hooks.games import rules_for
from brass.core.model.data import structure
from brass.core.model.errors import DataError
from brass_birmingham.loader import FOLDER as BIRMINGHAM, GameFile as BirminghamGame
from brass_pittsburgh.loader import FOLDER as PITTSBURGH, GameFile as PittsburghGame

#: (title, variant path, value, where and what the error says)
CASES = [
    ("birmingham", "game:loan.money", -30, "game.toml: loan.money: expected a whole number from 0 to 1000000, got -30"),
    ("birmingham", "game:loan.income_levels", -1,
     "game.toml: loan.income_levels: expected a whole number from 0 to 100, got -1"),
    ("birmingham", "game:network.canal_cost", -3,
     "game.toml: network.canal_cost: expected a whole number from 0 to 1000000, got -3"),
    ("birmingham", "game:network.rail_cost", -5,
     "game.toml: network.rail_cost: expected a whole number from 0 to 1000000, got -5"),
    ("birmingham", "game:market[coal].prices", [1, -1, 2],
     "game.toml: market[0].prices: expected a whole number from 0 to 1000000, got -1"),
    ("birmingham", "game:market[coal].empty_price", -5,
     "game.toml: market[0].empty_price: expected a whole number from -1 to 1000000, got -5"),
    ("birmingham", "game:scout.discards", -1,
     "game.toml: scout.discards: expected a whole number from 0 to 1000, got -1"),
    ("birmingham", "industries:industry[cotton].tiles[level=1].money", -12,
     "industries.toml: industry[0].tiles[0].money: expected a whole number from 0 to 1000000, got -12"),
    ("pittsburgh", "game:loan.money", -30, "game.toml: loan.money: expected a whole number from 0 to 1000000, got -30"),
    ("pittsburgh", "game:network.second_link_cost", -1,
     "game.toml: network.second_link_cost: expected a whole number from 0 to 1000000, got -1"),
    ("pittsburgh", "game:whiskey.max", 5000,
     "game.toml: whiskey.max: expected a whole number from 0 to 1000, got 5000"),
]


@pytest.mark.parametrize("title, path, value, message", CASES)
def test_variants_out_of_range_are_refused(title: str, path: str, value: object, message: str) -> None:
    variant = {"change": [{"path": path, "value": value}]}
    with pytest.raises(DataError) as info:
        rules_for(title, variant, variant_file="v.toml")
    # the bad value is blamed on the variant's change that wrote it (named as the variant wrote it)
    detail = message.split(": ", 2)[2]
    assert str(info.value) == f"v.toml: change[0].path = {path}: {detail}"


@pytest.mark.parametrize("folder, game_file", [(BIRMINGHAM, BirminghamGame), (PITTSBURGH, PittsburghGame)])
def test_the_titles_own_data_meets_the_same_bounds(folder, game_file) -> None:
    raw = folder.raw()["game"]
    structure(raw, game_file, "game.toml")  # the title's data as shipped is within bounds
    raw["loan"]["money"] = -30
    with pytest.raises(DataError) as info:
        structure(raw, game_file, "game.toml")
    assert str(info.value) == "game.toml: loan.money: expected a whole number from 0 to 1000000, got -30"


@pytest.mark.parametrize("meta, message", [
    ({"description": {"a": 1}}, "v.toml: variant.description: expected a string, got {'a': 1}"),
    ({"name": 3}, "v.toml: variant.name: expected a string, got 3"),
])
def test_variant_text_must_be_text(meta: dict, message: str) -> None:
    with pytest.raises(DataError) as info:
        rules_for("birmingham", {"variant": meta}, variant_file="v.toml")
    assert str(info.value) == message


def test_bounds_of_real_numbers_need_both_limits() -> None:
    """A real-number bound (a ``float`` limit) checks every number, so it needs both limits
    (its message names them); whole-number bounds may leave one side open."""
    from brass.core.model.bounds import bounded, share, whole_bounds

    assert whole_bounds(0, None) and not whole_bounds(0.0, 1.0)
    assert share().metadata["brass.bounds"] == (0.0, 1.0)
    with pytest.raises(TypeError, match="need both limits"):
        bounded(0.0, None)


def test_a_field_of_named_choices_is_held_to_them() -> None:
    """``one_of`` declares a field's choices with the data model, as ``bounded`` declares a range:
    the reader refuses any other value, in the reader's language, naming the key."""
    import attrs

    from brass.core.i18n.messages import render
    from brass.core.model.bounds import choices_of, one_of

    @attrs.define(frozen=True)
    class Model:
        kind: str = one_of("quick", "full", default="quick")
        count: int = 1

    assert choices_of(Model) == [("kind", ("quick", "full"))]
    assert structure({"kind": "full"}, Model, "m.toml") == Model("full")
    with pytest.raises(DataError) as info:
        structure({"kind": "clever", "count": 2}, Model, "m.toml")
    assert str(info.value) == "m.toml: kind: expected one of quick, full"
    assert render(info.value.message, "th") == "m.toml: kind: ต้องเป็นค่าใดค่าหนึ่งใน quick, full"
    # a value of another type is named as such, not as a wrong choice
    with pytest.raises(DataError) as info:
        structure({"kind": 3}, Model, "m.toml")
    assert str(info.value) == "m.toml: kind: expected a string, got 3"
