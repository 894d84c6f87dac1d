"""The Develop action: one or two lowest tiles off the mat, one iron each."""
from __future__ import annotations

from .scenario import Scenario

EVERY_INDUSTRY_BUT_POTTERY = ["develop:cotton", "develop:manufacturer", "develop:coal", "develop:iron",
                              "develop:brewery"]


def card_ids(sc: Scenario, cards: list[int]) -> list[str]:
    return [sc.rules.cards[c].id for c in cards]


def set_mat(sc: Scenario, player: int, tile: str, count: int) -> None:
    """Leave ``count`` tiles of ``tile`` on the mat; the others count as developed away."""
    rules = sc.rules
    pos = rules.mat.position_of_tile[rules.industries.tile_index[tile]]
    removed = sc.state.mat[player][pos] - count
    sc.state.mat[player][pos] = count
    sc.state.retired[player] += removed


def test_one_iron_from_an_opponents_works_removes_the_lowest_cotton() -> None:
    sc = Scenario(era="canal")
    sc.tile("coalbrookdale/2", "iron/1", 1, cubes=3)
    sc.hand(0, "coventry", "stafford").ready()
    st = sc.state
    discard_before = card_ids(sc, st.discards[0])
    sc.do("develop", "card:stafford")
    # pottery I carries the lightbulb: pottery cannot be developed
    assert sc.options() == EVERY_INDUSTRY_BUT_POTTERY
    sc.do("develop:cotton")
    # the only board iron is taken (no choice); a second tile may follow
    assert sc.options() == ["done"] + EVERY_INDUSTRY_BUT_POTTERY
    sc.do("done")
    assert sc.mat_count(0, "cotton/1") == 2
    assert sc.mat_count(0, "cotton/2") == 2
    assert st.retired == [1, 0, 0, 0]
    assert sc.space("coalbrookdale/2") == {"owner": 1, "tile": "iron/1", "flipped": False, "cubes": 2}
    assert sc.market_cubes("iron") == 8
    assert st.money == [50, 50, 50, 50]
    assert st.spent == [0, 0, 0, 0]
    assert st.income == [10, 10, 10, 10]
    assert card_ids(sc, st.hands[0]) == ["coventry"]
    assert card_ids(sc, st.discards[0]) == discard_before + ["stafford"]
    assert st.actions_left == 1


def iron_choice_position() -> Scenario:
    """Seat 0's iron works holds its last cube; seat 1's holds two."""
    sc = Scenario(era="canal")
    sc.tile("dudley/2", "iron/1", 0, cubes=1).tile("coalbrookdale/2", "iron/1", 1, cubes=2)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("develop", "card:coventry", "develop:cotton")
    return sc


def test_iron_may_come_from_any_works_on_the_board() -> None:
    sc = iron_choice_position()
    # no connection is needed for iron, and any works may be chosen
    assert set(sc.options()) == {"iron:dudley/2", "iron:coalbrookdale/2"}


def test_taking_the_last_cube_of_your_own_works_flips_it() -> None:
    sc = iron_choice_position()
    st = sc.state
    sc.do("iron:dudley/2", "done")
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": True, "cubes": 0}
    assert st.income == [13, 10, 10, 10]  # iron I: 3 income spaces
    assert sc.space("coalbrookdale/2")["cubes"] == 2
    assert sc.mat_count(0, "cotton/1") == 2
    assert st.money[0] == 50 and st.spent[0] == 0


def test_taking_a_non_final_cube_of_an_opponents_works_flips_nothing() -> None:
    sc = iron_choice_position()
    st = sc.state
    sc.do("iron:coalbrookdale/2", "done")
    assert sc.space("coalbrookdale/2") == {"owner": 1, "tile": "iron/1", "flipped": False, "cubes": 1}
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": False, "cubes": 1}
    assert st.income == [10, 10, 10, 10]
    assert sc.mat_count(0, "cotton/1") == 2


def two_iron_position() -> Scenario:
    """Seat 0's own works holds two iron, the only board iron."""
    sc = Scenario(era="canal")
    sc.tile("dudley/2", "iron/1", 0, cubes=2)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("develop", "card:coventry", "develop:cotton")
    return sc


def test_developing_one_tile_keeps_the_second_iron() -> None:
    sc = two_iron_position()
    st = sc.state
    sc.do("done")
    assert sc.mat_count(0, "cotton/1") == 2
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": False, "cubes": 1}
    assert st.income[0] == 10
    assert st.retired[0] == 1


def test_developing_two_tiles_of_one_industry_empties_the_works() -> None:
    sc = two_iron_position()
    st = sc.state
    sc.do("develop:cotton")
    assert st.frame is None
    assert sc.mat_count(0, "cotton/1") == 1
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": True, "cubes": 0}
    assert st.income[0] == 13
    assert st.retired[0] == 2
    assert st.money[0] == 50 and st.spent[0] == 0
    assert card_ids(sc, st.hands[0]) == ["stafford"]
    assert st.actions_left == 1


def test_the_second_tile_may_be_another_industry() -> None:
    sc = two_iron_position()
    sc.do("develop:coal")
    assert sc.mat_count(0, "cotton/1") == 2
    assert sc.mat_count(0, "coal/1") == 0
    assert sc.mat_count(0, "coal/2") == 2
    assert sc.state.retired[0] == 2


def test_the_second_removal_takes_the_next_lowest_tile() -> None:
    sc = Scenario(era="canal")
    set_mat(sc, 0, "cotton/1", 1)
    sc.tile("dudley/2", "iron/1", 1, cubes=3)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("develop", "card:coventry", "develop:cotton", "develop:cotton")
    assert sc.mat_count(0, "cotton/1") == 0
    assert sc.mat_count(0, "cotton/2") == 1
    assert sc.mat_count(0, "cotton/3") == 3
    assert sc.state.retired[0] == 4
    assert sc.space("dudley/2")["cubes"] == 1


def test_without_board_iron_the_market_sells_the_cheapest_cube() -> None:
    sc = Scenario(era="canal")
    # a flipped (empty) works offers nothing
    sc.tile("dudley/2", "iron/1", 1, flipped=True)
    sc.hand(0, "coventry", "stafford").ready()
    st = sc.state
    sc.do("develop", "card:coventry", "develop:cotton")
    # 8 cubes: the £1 spaces are empty, the cheapest cube costs £2
    assert sc.market_cubes("iron") == 7
    assert st.money[0] == 48 and st.spent[0] == 2
    sc.do("develop:manufacturer")
    assert sc.market_cubes("iron") == 6
    assert st.money[0] == 46 and st.spent[0] == 4
    assert sc.mat_count(0, "cotton/1") == 2
    assert sc.mat_count(0, "manufacturer/1") == 0


def test_an_empty_iron_market_sells_for_six_pounds() -> None:
    sc = Scenario(era="canal")
    sc.market("iron", 0).money(0, 5).hand(0, "coventry", "stafford").ready()
    assert "develop" not in sc.options()
    sc.money(0, 6).ready()
    st = sc.state
    sc.do("develop", "card:coventry", "develop:cotton")
    # £0 left: no second tile, the action ends
    assert st.frame is None
    assert st.money[0] == 0 and st.spent[0] == 6
    assert sc.market_cubes("iron") == 0
    assert sc.mat_count(0, "cotton/1") == 2


def test_board_iron_is_used_before_the_market() -> None:
    sc = Scenario(era="canal")
    sc.tile("dudley/2", "iron/1", 2, cubes=1).market("iron", 10)
    sc.hand(0, "coventry", "stafford").ready()
    st = sc.state
    sc.do("develop", "card:coventry", "develop:cotton")
    # the board cube was free and emptied seat 2's works; the next one comes from the market
    assert sc.space("dudley/2")["flipped"] is True
    assert st.income == [10, 10, 13, 10]
    assert "done" in sc.options()
    sc.do("develop:cotton")
    assert sc.market_cubes("iron") == 9
    assert st.money[0] == 49 and st.spent[0] == 1


def test_pottery_i_blocks_pottery_development_until_built() -> None:
    sc = Scenario(era="canal")
    sc.tile("dudley/2", "iron/1", 1, cubes=3)
    # pottery I has been built: pottery II is now the lowest, and it may be developed
    sc.tile("coventry/1", "pottery/1", 0)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("develop", "card:coventry")
    assert "develop:pottery" in sc.options()
    sc.do("develop:pottery")
    assert sc.mat_count(0, "pottery/2") == 0
    # pottery III (lightbulb) is now the lowest: it may not be developed
    assert "done" in sc.options()
    assert "develop:pottery" not in sc.options()
    assert "develop:cotton" in sc.options()


def test_no_develop_when_only_lightbulb_pottery_is_lowest() -> None:
    sc = Scenario(era="canal")
    rules = sc.rules
    for tile in rules.tiles:
        if not tile.ref.startswith("pottery/"):
            set_mat(sc, 0, tile.ref, 0)
    sc.tile("dudley/2", "iron/1", 1, cubes=3).hand(0, "coventry", "stafford").ready()
    assert "develop" not in sc.options()
    # with pottery I built, pottery II can go
    sc.tile("coventry/1", "pottery/1", 0).ready()
    assert "develop" in sc.options()


def test_the_log_counts_cubes_from_one_source_together() -> None:
    from brass.core.i18n.messages import render

    sc = Scenario(era="canal")
    sc.tile("dudley/2", "iron/1", 1, flipped=True)
    sc.hand(0, "coventry", "stafford").ready()
    said: list[str] = []
    sc.game.listener = lambda m: said.append(render(m))
    sc.do("develop", "card:coventry", "develop:cotton", "develop:manufacturer")
    assert said[-1] == ("P1 develops Cotton mill I, Manufacturer I with Coventry (location card); "
                        "spends £4 and 2 iron from the market.")
