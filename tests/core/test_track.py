"""brass.core.model.track: Birmingham's progress track (spaces 0-99, levels -10..30)."""
from __future__ import annotations

import pytest

from brass.core.model.track import ProgressTrack, TrackBand, TrackData


@pytest.fixture(scope="module")
def track(bham_rules) -> ProgressTrack:
    return bham_rules.track


def test_track_bounds(track):
    assert (track.first_space, track.last_space) == (0, 99)
    assert (track.min_level, track.max_level) == (-10, 30)
    assert len(track.level_at) == 100


def test_spaces_0_to_10_are_one_space_per_level(track):
    assert [track.level(s) for s in range(11)] == list(range(-10, 1))
    assert track.level(10) == 0


def test_five_space_advance_from_10_reaches_level_3(track):
    space = track.advance(10, 5)
    assert space == 15
    assert track.level(space) == 3


@pytest.mark.parametrize(
    "spaces, level",
    [
        ((11, 12), 1),
        ((13, 14), 2),
        ((15, 16), 3),
        ((25, 26), 8),
        ((29, 30), 10),
        ((31, 32, 33), 11),
        ((43, 44, 45), 15),
        ((46, 47, 48), 16),
        ((58, 59, 60), 20),
        ((61, 62, 63, 64), 21),
        ((73, 74, 75, 76), 24),
        ((93, 94, 95, 96), 29),
        ((97, 98, 99), 30),
    ],
)
def test_band_levels(track, spaces, level):
    assert [track.level(s) for s in spaces] == [level] * len(spaces)


def test_band_borders(track):
    # the level changes exactly at the first space of each group
    assert [track.level(s) for s in (24, 25, 26, 27)] == [7, 8, 8, 9]
    assert [track.level(s) for s in (30, 31, 33, 34)] == [10, 11, 11, 12]
    assert [track.level(s) for s in (60, 61, 64, 65)] == [20, 21, 21, 22]
    assert [track.level(s) for s in (96, 97)] == [29, 30]


def test_advance_stops_at_99(track):
    assert track.advance(95, 3) == 98
    assert track.advance(95, 10) == 99
    assert track.advance(99, 1) == 99


def test_highest_space_of_level(track):
    assert track.highest_space_of(-10) == 0
    assert track.highest_space_of(0) == 10
    assert track.highest_space_of(2) == 14
    assert track.highest_space_of(11) == 33
    assert track.highest_space_of(24) == 76
    assert track.highest_space_of(30) == 99
    assert track.set_level(3) == 16


def test_drop_three_levels_from_level_5_lands_on_space_14(track):
    # level 5 is spaces 19-20; both drop to the highest space of level 2
    assert track.level(19) == track.level(20) == 5
    assert track.drop_levels(19, 3) == 14
    assert track.drop_levels(20, 3) == 14
    assert track.level(14) == 2


def test_drop_from_level_minus_7_by_3_lands_on_space_0(track):
    assert track.level(3) == -7
    assert track.drop_levels(3, 3) == 0
    assert track.level(0) == -10


def test_drop_below_minus_10_is_refused(track):
    assert track.drop_levels(2, 3) is None  # level -8 - 3 = -11
    assert track.drop_levels(0, 1) is None
    assert track.drop_levels(10, 11) is None


def test_drop_in_upper_bands(track):
    # level 30 - 3 = 27, whose spaces are 85-88
    assert track.drop_levels(99, 3) == 88
    assert track.level(88) == 27
    assert track.level(89) == 28
    # level 12 (spaces 34-36) - 2 = 10: spaces 29-30
    assert track.drop_levels(34, 2) == 30


def test_bands_with_gap_are_rejected():
    data = TrackData(0, 5, (TrackBand(0, 2, 0, 1), TrackBand(4, 5, 3, 1)))
    with pytest.raises(ValueError, match="gap or overlap at space 4"):
        ProgressTrack(data)


def test_bands_not_covering_every_space_are_rejected():
    data = TrackData(0, 5, (TrackBand(0, 3, 0, 1),))
    with pytest.raises(ValueError, match="do not cover every space"):
        ProgressTrack(data)


def test_small_custom_track():
    tr = ProgressTrack(TrackData(0, 6, (TrackBand(0, 1, -1, 1), TrackBand(2, 6, 1, 2))))
    assert list(tr.level_at) == [-1, 0, 1, 1, 2, 2, 3]
    assert tr.top_space == {-1: 0, 0: 1, 1: 3, 2: 5, 3: 6}
    assert tr.drop_levels(6, 2) == 3
    assert tr.drop_levels(1, 2) is None
