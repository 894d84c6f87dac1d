"""brass.core.play.scoring: link values, flipped-tile VP, final ranking with tiebreaks."""
from __future__ import annotations

from brass.core import new_game
from brass.core.files.positions import clear_board, put_link, put_tile
from brass.core.play.scoring import link_icons_at, link_value, ranking, score_flipped_tiles, score_links

from .helpers import loc


def test_merchant_location_prints_two_icons(game4):
    g = game4
    assert link_icons_at(g, loc(g, "oxford")) == 2
    assert link_icons_at(g, loc(g, "birmingham")) == 0


def test_link_scoring_five_icons(game4):
    g = game4
    put_tile(g, "birmingham/1", "cotton/1", 0, flipped=True)  # 1 icon
    put_tile(g, "birmingham/2", "manufacturer/1", 1, flipped=True)  # 2 icons
    put_tile(g, "birmingham/4", "manufacturer/2", 1)  # unflipped: 1 icon, not counted
    i = put_link(g, "birmingham-oxford", 2)  # oxford prints 2
    assert link_icons_at(g, loc(g, "birmingham")) == 3
    assert link_value(g, i) == 5
    assert link_value(g, i, flipped_only=False) == 6
    gained = score_links(g)
    assert gained == [0, 0, 5, 0]
    assert g.state.vp == [0, 0, 5, 0]


def test_unflipped_tiles_do_not_score_links(game4):
    g = game4
    put_tile(g, "dudley/1", "coal/1", 0)
    put_tile(g, "birmingham/3", "iron/1", 0)
    i = put_link(g, "birmingham-dudley", 1)
    assert link_value(g, i) == 0
    assert score_links(g) == [0, 0, 0, 0]
    assert g.state.vp == [0, 0, 0, 0]


def test_each_link_scores_for_its_owner(game4):
    g = game4
    put_tile(g, "dudley/1", "coal/1", 0, flipped=True)  # 2 icons
    put_tile(g, "kidderminster/2", "cotton/2", 1, flipped=True)  # 2 icons
    put_link(g, "birmingham-dudley", 0)  # 0 + 2
    put_link(g, "dudley-kidderminster", 1)  # 2 + 2
    put_link(g, "birmingham-oxford", 1)  # 0 + 2
    assert score_links(g) == [2, 6, 0, 0]
    assert g.state.vp == [2, 6, 0, 0]


def test_three_ended_link_counts_the_farm_brewery(game4):
    g = game4
    put_tile(g, "farm_brewery_south/1", "brewery/1", 2, flipped=True)  # 2 icons
    put_tile(g, "worcester/1", "cotton/1", 0, flipped=True)  # 1 icon
    i = put_link(g, "kidderminster-worcester", 3)
    assert link_value(g, i) == 3


EXTRA_KINDS = {"change": [
    {"path": "game:link_kind", "op": "append",
     "value": {"id": "double", "name": "double link", "multiplier": 2, "start": 2}},
    {"path": "game:link_kind", "op": "append",
     "value": {"id": "pipe", "name": "pipe", "connects": False, "scores": False, "start": 1}},
]}


def test_a_link_kind_multiplier_doubles_and_a_non_scoring_kind_scores_nothing():
    g = new_game("birmingham", 4, 0, variant=EXTRA_KINDS)
    clear_board(g)
    put_link(g, "birmingham-oxford", 0, kind="double")  # 0 + 2, doubled
    put_link(g, "oxford-redditch", 1)  # 2 + 0
    put_link(g, "birmingham-dudley", 2, kind="pipe")  # never scores
    assert score_links(g) == [4, 2, 0, 0]
    # a pipe joins nothing: Birmingham and Dudley stay apart
    bham, dudley = (g.rules.board.location_index[x] for x in ("birmingham", "dudley"))
    assert not g.network().connected(bham, dudley)
    assert g.state.links_left[2] == [14, 2, 0]


def test_score_flipped_tiles_only(game4):
    g = game4
    put_tile(g, "birmingham/1", "cotton/1", 0, flipped=True)  # 5 VP
    put_tile(g, "dudley/1", "coal/2", 0, flipped=True)  # 2 VP
    put_tile(g, "coventry/1", "pottery/1", 0)  # unflipped: 10 VP not scored
    put_tile(g, "stafford/2", "pottery/2", 3, flipped=True)  # 1 VP
    g.state.vp = [1, 1, 1, 1]
    assert score_flipped_tiles(g) == [7, 0, 0, 1]
    assert g.state.vp == [8, 1, 1, 2]


def test_ranking_most_vp_first(game4):
    g = game4
    g.state.vp = [30, 52, 41, 12]
    assert ranking(g) == [[1], [2], [0], [3]]


def test_ranking_tiebreak_income_level_then_money(game4):
    g = game4
    st = g.state
    st.vp = [40, 40, 40, 55]
    st.income = [15, 20, 16, 10]  # levels 3, 5, 3, 0
    st.money = [4, 0, 9, 0]
    # P2 ahead of P0 on money (same income level)
    assert ranking(g) == [[3], [1], [2], [0]]


def test_ranking_spaces_of_same_level_tie(game4):
    g = game4
    st = g.state
    st.vp = [40, 40, 10, 10]
    st.income = [15, 16, 10, 10]  # both level 3; the space does not matter
    st.money = [7, 7, 3, 3]
    assert ranking(g) == [[0, 1], [2, 3]]


def test_ranking_subset_of_players(game4):
    g = game4
    g.state.vp = [5, 9, 7, 3]
    assert ranking(g, [0, 3, 2]) == [[2], [0], [3]]


def test_final_ranking_hook_uses_core_default(game4):
    g = game4
    st = g.state
    st.vp = [20, 20, 20, 20]
    st.income = [10, 10, 12, 10]
    st.money = [5, 6, 0, 6]
    assert g.ranking() == [[2], [1, 3], [0]]
