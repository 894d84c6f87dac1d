"""Pittsburgh as printed (issue 56, item 20): the starting supply follows page 11 (two
Replacement Heavy Trains on one player's era-1 board), and what pages 7 and 9 settle is no
longer marked provisional."""
from __future__ import annotations

from brass.core import new_game
from brass.core.files.position_file import game_from_position, position_of


def test_the_supply_holds_two_replacement_heavy_trains_and_no_whiskey_train() -> None:
    g = new_game("pittsburgh", 3, 1)
    kinds = g.rules.link_kind_index
    for seat in range(3):
        assert g.state.links_left[seat][kinds["heavy_replacement"]] == 2
        assert g.state.links_left[seat][kinds["heavy_whiskey"]] == 0


def test_page_11_two_replacement_trains_of_one_player_in_era_1_are_accepted() -> None:
    # page 11 (the 2-player side): Purple's Replacement Heavy Trains B (Detroit-Toledo) and the
    # one on The West-Pittsburgh, with nothing cleared on Purple's mat
    g = new_game("pittsburgh", 2, 1)
    data = position_of(g)
    data["link"] = [{"line": "detroit-toledo", "owner": 1, "kind": "heavy_replacement"},
                    {"line": "the_west-pittsburgh", "owner": 1, "kind": "heavy_replacement"}]
    loaded, *_ = game_from_position(data)
    k = loaded.rules.link_kind_index["heavy_replacement"]
    assert loaded.state.links_left[0][k] == 0
    assert [loaded.state.link_kind[loaded.rules.board.link_index[line]] for line in
            ("detroit-toledo", "the_west-pittsburgh")] == [k, k]


def test_what_pages_7_and_9_settle_is_not_provisional() -> None:
    rules = new_game("pittsburgh", 3, 1).rules
    text = "\n".join(str(p) for p in rules.title.provisional)
    assert "heavy_train.resource_cubes" not in text  # page 7: "the steel cube" on the train
    assert "link_kind[heavy_replacement]" in text  # page 11 shows two; no page shows the supply
    assert rules.title.heavy_train.resource_cubes == 1
