"""brass.core.model.mat: Birmingham's linear stacks and a hand-made branching layout."""
from __future__ import annotations

from brass.core.model.mat import Mat, Position


def _ind(rules, industry_id):
    return rules.industries.industry_index[industry_id]


def test_birmingham_mat_is_linear_stacks(bham_rules):
    mat = bham_rules.mat
    cotton = _ind(bham_rules, "cotton")
    positions = [mat.positions[p] for p in mat.of_industry[cotton]]
    assert [p.count for p in positions] == [3, 2, 3, 3]
    assert [p.after for p in positions] == [(), (positions[0].index,), (positions[1].index,), (positions[2].index,)]
    assert [bham_rules.tiles[p.tile].ref for p in positions] == ["cotton/1", "cotton/2", "cotton/3", "cotton/4"]
    assert len(mat.positions) == len(bham_rules.tiles)
    assert sum(p.count for p in mat.positions) == 11 + 11 + 7 + 4 + 7 + 5


def test_lowest_remaining_level(bham_rules):
    mat = bham_rules.mat
    coal = _ind(bham_rules, "coal")
    c1, c2, c3, c4 = mat.of_industry[coal]
    counts = mat.start_counts()
    assert [counts[p] for p in (c1, c2, c3, c4)] == [1, 2, 2, 2]
    assert mat.lowest(counts, coal) == c1
    counts[c1] = 0
    assert mat.lowest(counts, coal) == c2
    counts[c2] = 0
    counts[c3] = 0
    assert mat.lowest(counts, coal) == c4
    counts[c4] = 0
    assert mat.lowest(counts, coal) == -1


def test_linear_stack_accessible_is_the_lowest(bham_rules):
    mat = bham_rules.mat
    iron = _ind(bham_rules, "iron")
    i1, i2, i3, i4 = mat.of_industry[iron]
    counts = mat.start_counts()
    assert mat.accessible(counts, iron) == [i1]
    counts[i1] = 0
    assert mat.accessible(counts, iron) == [i2]
    counts[i2] = counts[i3] = counts[i4] = 0
    assert mat.accessible(counts, iron) == []


def test_position_of_tile(bham_rules):
    mat = bham_rules.mat
    t = bham_rules.industries.tile_index["pottery/3"]
    pos = mat.positions[mat.position_of_tile[t]]
    assert pos.tile == t
    assert pos.industry == _ind(bham_rules, "pottery")
    assert pos.count == 1


def _branching() -> Mat:
    #      0
    #     / \
    #    1   2      (industry 0)
    #     \ /
    #      3
    #  4 -> 5       (industry 1)
    positions = (
        Position(0, 10, 0, 1, ()),
        Position(1, 11, 0, 2, (0,)),
        Position(2, 12, 0, 1, (0,)),
        Position(3, 13, 0, 1, (1, 2)),
        Position(4, 14, 1, 1, ()),
        Position(5, 15, 1, 1, (4,)),
    )
    return Mat(positions, 2)


def test_branching_layout_tables():
    mat = _branching()
    assert mat.of_industry == ((0, 1, 2, 3), (4, 5))
    assert mat.position_of_tile[13] == 3
    assert mat.start_counts() == [1, 2, 1, 1, 1, 1]


def test_branching_start_only_root_accessible():
    mat = _branching()
    assert mat.accessible([1, 2, 1, 1, 1, 1], 0) == [0]
    assert mat.accessible([1, 2, 1, 1, 1, 1], 1) == [4]


def test_branching_after_cleared_root_both_branches_open():
    mat = _branching()
    assert mat.accessible([0, 2, 1, 1, 1, 1], 0) == [1, 2]


def test_branching_join_opens_after_either_predecessor_clears():
    mat = _branching()
    # 2 cleared, 1 not: 3 follows a cleared predecessor
    assert mat.accessible([0, 2, 0, 1, 1, 1], 0) == [1, 3]
    # neither 1 nor 2 cleared: 3 stays closed
    assert 3 not in mat.accessible([0, 1, 1, 1, 1, 1], 0)


def test_branching_empty_positions_are_never_accessible():
    mat = _branching()
    assert mat.accessible([0, 0, 0, 0, 0, 1], 0) == []
    assert mat.accessible([0, 0, 0, 0, 0, 1], 1) == [5]
