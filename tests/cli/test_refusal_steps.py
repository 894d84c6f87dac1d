"""A card named a step late: the card step that settled itself is named, not another step's reason."""
from __future__ import annotations

from pathlib import Path

from .helpers import as_json, error_line, load, new_save, run
from .play_helpers import position_game

#: Pittsburgh, era 2: P1 holds Cleveland and Coal; only Cleveland builds, so a build's card step
#: takes Cleveland by itself and the build asks for a tile from the mat
ONLY_CLEVELAND_BUILDS = """\
format = 1
title = "pittsburgh"
players = 3
seed = 1
era = "era2"
round = 3
turn = 1
actions_left = 2

[[player]]
money = 30
income = 24
vp = 20
hand = ["cleveland", "coal"]
developed = ["iron_steel/1", "iron_steel/2", "iron_steel/2"]

[[player]]
money = 20
income = 20
vp = 20
hand = ["detroit", "buffalo"]

[[player]]
money = 20
income = 20
vp = 20
hand = ["toledo", "saginaw"]

[[tile]]
space = "cleveland/3"
industry = "kerosene"
level = 3
owner = 1

[[tile]]
space = "pittsburgh/3"
industry = "iron_steel"
level = 2
owner = 2
cubes = { steel = 2 }

[[link]]
line = "cleveland-pittsburgh"
owner = 2
kind = "heavy_replacement"

[[link]]
line = "toledo-cleveland"
owner = 1
kind = "heavy_replacement"

[[link]]
line = "detroit-toledo"
owner = 3
kind = "heavy_replacement"

[[link]]
line = "detroit-canada"
owner = 3
kind = "heavy_replacement"

[[link]]
line = "lima-cleveland"
owner = 1
kind = "pipeline_income"

[[merchant]]
slot = "canada/1"
tile = "kerosene_income4"
goods = 1

[extra]
oilfields = { lima = "money8" }
revealed = ["lima"]
oil = { lima = 1 }
"""

TILE_STEP = "this step asks “P1: which tile from your mat?”"


def test_a_card_the_card_step_took_by_itself_is_named_as_settled(tmp_path: Path) -> None:
    path = position_game(tmp_path, ONLY_CLEVELAND_BUILDS)
    before = path.read_bytes()
    # once "Kerosene refinery II costs $15; you have $30": the card's build reason, given at the tile step
    assert error_line(run("choose", path, "build", "card:cleveland", expect=1)) == (
        "Error: option 2 “card:cleveland” is not offered now: the card step was settled by itself: Cleveland "
        f"(location card), the only card it offered; {TILE_STEP}. Nothing was saved.")
    # a card the action did not take: why it builds nothing (and so why the card step settled itself)
    assert error_line(run("choose", path, "build", "card:coal", expect=1)) == (
        "Error: option 2 “card:coal” is not offered now: no free Coal mine space in your network; Coke works I "
        "cannot be built in Era 2: develop it first. Nothing was saved.")
    assert path.read_bytes() == before
    # the same in a later command, from the saved action in progress
    run("choose", path, "build", expect=0)
    assert next(o["id"] for o in as_json(run("options", path, "--json"))["options"]).startswith("tile:")
    assert TILE_STEP in error_line(run("choose", path, "card:cleveland", expect=1))


def test_a_card_the_player_chose_is_not_said_to_have_settled_itself(tmp_path: Path) -> None:
    path = new_save(tmp_path)
    run("choose", path, "build", expect=0)
    cards = [o["id"] for o in as_json(run("options", path, "--json"))["options"] if o["id"].startswith("card:")]
    assert len(cards) > 1  # a real choice
    run("choose", path, cards[0], expect=0)
    assert load(path)["snapshot"]["frame"] is not None  # the build goes on at a later step
    assert error_line(run("choose", path, cards[0], expect=1)).endswith(
        "is not offered now: this step offers only the options listed. Nothing was saved.")
