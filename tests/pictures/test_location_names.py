"""A location's name on the board fits its box (a smaller font, down to 8) and keeps a rim of the
paper's colour where it still does not: Thai names are wider than the English ones."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from brass.core import new_game
from brass.core.picture.board_svg import name_size
from brass.core.picture.render import board_svg

SVG = "{http://www.w3.org/2000/svg}"


def names(title: str, lang: str) -> dict[str, tuple[int, float]]:
    """Each location's name on the board: its font size and its box's width."""
    root = ET.fromstring(board_svg(new_game(title, 2, seed=1), -1, lang))
    found = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("class") != "location":
            continue
        label, box = group.find(f"{SVG}text"), group.find(f"{SVG}rect")
        assert label is not None and box is not None
        assert label.get("paint-order") == "stroke"
        found[label.text or ""] = (int(label.get("font-size") or 0), float(box.get("width") or 0))
    return found


def test_a_name_shrinks_to_fit_its_box_but_not_below_8() -> None:
    assert name_size("Birmingham", 120) == 11
    assert name_size("Kidderminster", 80) == 9
    assert name_size("Kidderminster", 60) == 8
    assert name_size("Farm brewery (north)", 34) == 8
    # Thai vowels and tone marks above and below take no room: 13 of these 17 characters do
    assert name_size("คิดเดอร์มินสเตอร์", 80) == 9
    assert name_size("คิดเดอร์มินสเตอร์", 100) == 11


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_every_name_on_the_board_is_drawn_at_a_size_that_fits_its_box(title: str) -> None:
    for lang in ("en", "th"):
        drawn = names(title, lang)
        assert drawn
        for name, (size, width) in drawn.items():
            assert size == name_size(name, width), name
    english = names("birmingham", "en")
    assert english["Birmingham"][0] == 11 and english["Farm brewery (north)"][0] == 8
