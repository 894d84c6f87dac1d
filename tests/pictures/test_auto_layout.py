"""Maps a layout does not know are drawn: their locations are placed automatically beside the
places they are linked to, deterministically, every box clear of every other."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from brass.core import DataError, new_game
from brass.core.hooks.games import rules_for
from brass.core.hooks.titles import title_info
from brass.core.picture.auto_layout import PADDING, overlap, place_unknown
from brass.core.picture.layout import box_size, layout_for
from brass.core.picture.render import board_svg

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "brass_birmingham" / "maps" / "black_country.toml"


def _clear_of_each_other(rules, layout) -> None:
    sizes = [box_size(rules, i) for i in range(len(layout.points))]
    for i, a in enumerate(layout.points):
        w, h = sizes[i]
        assert w / 2 <= a[0] <= layout.width - w / 2 and h / 2 <= a[1] <= layout.height - h / 2
        for j in range(i):
            # boxes keep at least half the padding between them
            assert min(overlap(a, sizes[i], layout.points[j], sizes[j], PADDING / 2)) <= 0, (i, j)


def test_the_black_country_map_is_drawn_with_every_town_placed() -> None:
    game = new_game("birmingham", 2, seed=1, variant=tomllib.loads(MAP.read_text(encoding="utf-8")))
    svg = board_svg(game, -1)
    for name in ("Tipton", "Wolverhampton", "Severn Wharf", "Farm brewery"):
        assert f">{name}<" in svg
    layout = layout_for(game.rules, title_info("birmingham").layout)
    assert len(layout.points) == 9
    _clear_of_each_other(game.rules, layout)


def test_places_the_layout_lacks_are_placed_and_the_others_stay(tmp_path: Path) -> None:
    game = new_game("birmingham", 4, seed=1)
    own = title_info("birmingham").layout
    text = own.read_text(encoding="utf-8")
    for place in ("dudley", "walsall", "birmingham"):
        text = re.sub(rf'\[\[place\]\]\nid = "{place}"\nx = \d+\ny = \d+\n', "", text)
    partial = tmp_path / "layout.toml"
    partial.write_text(text, encoding="utf-8")
    full, lacking = layout_for(game.rules, own), layout_for(game.rules, partial)
    index = game.rules.board.location_index
    moved = [loc.id for i, loc in enumerate(game.rules.board.locations) if full.points[i] != lacking.points[i]]
    assert sorted(moved) == ["birmingham", "dudley", "walsall"]
    assert lacking.points[index["warrington"]] == (130, 60)
    _clear_of_each_other(game.rules, lacking)
    assert layout_for(game.rules, partial) == lacking


def test_the_placement_is_deterministic_and_a_crowded_place_goes_below() -> None:
    sizes = [(80.0, 58.0)] * 4
    links = [(0, 1), (1, 2), (2, 3)]
    first = place_unknown(sizes, links, {0: (50.0, 40.0)}, 200.0, 100.0)
    assert place_unknown(sizes, links, {0: (50.0, 40.0)}, 200.0, 100.0) == first
    points, height = first
    assert points[0] == (50.0, 40.0)
    assert height > 100.0  # three more boxes do not fit beside the first in 200 x 100
    for i in range(4):
        for j in range(i):
            assert min(overlap(points[i], sizes[i], points[j], sizes[j], 0)) <= 0


def _map_with_layout(places: list[dict]) -> dict:
    variant = tomllib.loads(MAP.read_text(encoding="utf-8"))
    variant["replace"]["layout"] = {"width": 600, "height": 500, "place": places}
    return variant


def test_a_map_brings_its_own_layout_and_the_rest_is_placed() -> None:
    variant = _map_with_layout([{"id": "tipton", "x": 120, "y": 100}, {"id": "walsall", "x": 480, "y": 100}])
    game = new_game("birmingham", 2, seed=1, variant=variant)
    layout = layout_for(game.rules, title_info("birmingham").layout)
    index = game.rules.board.location_index
    assert (layout.width, layout.points[index["tipton"]], layout.points[index["walsall"]]) == (
        600, (120, 100), (480, 100))
    _clear_of_each_other(game.rules, layout)
    assert ">Tipton<" in board_svg(game, -1)


def test_a_malformed_map_layout_is_refused_at_load_naming_the_variant() -> None:
    variant = _map_with_layout([{"id": "tipton", "x": "left", "y": 100}])
    with pytest.raises(DataError) as info:
        rules_for("birmingham", variant, variant_file="black_country.toml")
    assert str(info.value).startswith("black_country.toml: the data it changes is refused: layout.toml: place[0].x: ")
