"""The Network action: canals, single rails and double rails."""
from __future__ import annotations

import pytest

from .scenario import Scenario

# Lines printed only for railways (no canal tile may go there).
RAIL_ONLY = {
    "belper-leek", "birmingham-nuneaton", "birmingham-redditch", "burton_on_trent-cannock",
    "coventry-nuneaton", "derby-uttoxeter", "stone-uttoxeter", "tamworth-walsall",
}
# The one line printed only for canals.
CANAL_ONLY = {"burton_on_trent-walsall"}


def card_ids(sc: Scenario, cards: list[int]) -> list[str]:
    return [sc.rules.cards[c].id for c in cards]


def link_owner(sc: Scenario, ref: str) -> int:
    return sc.state.link_owner[sc.rules.board.link_index[ref]]


def offered_links(sc: Scenario) -> set[str]:
    return {o.split(":", 1)[1] for o in sc.options() if o.startswith("link:")}


def all_lines(sc: Scenario) -> set[str]:
    return {line.ref for line in sc.rules.board.links}


# -- canal era -------------------------------------------------------------------------------

def test_canal_costs_three_pounds_and_one_link_tile() -> None:
    sc = Scenario(era="canal")
    sc.tile("birmingham/1", "cotton/1", 0).hand(0, "coventry", "stafford").ready()
    st = sc.state
    discard_before = card_ids(sc, st.discards[0])
    sc.do("network", "card:stafford", "link:birmingham-dudley")
    assert link_owner(sc, "birmingham-dudley") == 0
    assert st.link_kind[sc.rules.board.link_index["birmingham-dudley"]] == sc.rules.era_index["canal"]
    assert st.money == [47, 50, 50, 50]
    assert st.spent == [3, 0, 0, 0]
    assert st.links_left == [[13], [14], [14], [14]]
    assert card_ids(sc, st.hands[0]) == ["coventry"]
    assert card_ids(sc, st.discards[0]) == discard_before + ["stafford"]
    assert st.actions_left == 1
    # one canal per action: there is no second-link step in the canal era
    assert st.frame is None
    assert "network" in sc.options()


def test_canal_lines_offered_touch_your_industry_location() -> None:
    sc = Scenario(era="canal")
    sc.tile("birmingham/1", "cotton/1", 0).hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    assert offered_links(sc) == {
        "birmingham-coventry", "birmingham-dudley", "birmingham-oxford",
        "birmingham-tamworth", "birmingham-walsall", "birmingham-worcester",
    }


def test_your_own_link_extends_the_network_but_an_opponents_link_does_not() -> None:
    sc = Scenario(era="canal")
    # seat 0 has no industry, only a canal Birmingham-Dudley; seat 1 owns Dudley-Wolverhampton
    sc.link("birmingham-dudley", 0).link("dudley-wolverhampton", 1)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    assert offered_links(sc) == {
        "birmingham-coventry", "birmingham-oxford", "birmingham-tamworth",
        "birmingham-walsall", "birmingham-worcester", "dudley-kidderminster",
    }


def test_with_nothing_on_the_board_every_empty_canal_line_is_offered() -> None:
    sc = Scenario(era="canal")
    # an opponent's tiles and links give seat 0 no network of their own
    sc.tile("dudley/1", "coal/1", 1).link("birmingham-dudley", 1)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    expected = all_lines(sc) - RAIL_ONLY - {"birmingham-dudley"}
    assert len(expected) == 30
    assert offered_links(sc) == expected
    assert "link:burton_on_trent-walsall" in sc.options()
    # any card pays for a network action, and a line far from everything can be taken
    sc.do("link:stoke_on_trent-warrington")
    assert link_owner(sc, "stoke_on_trent-warrington") == 0
    assert sc.state.money[0] == 47


def test_rail_only_lines_are_never_offered_in_the_canal_era() -> None:
    sc = Scenario(era="canal")
    sc.tile("walsall/1", "iron/1", 0).hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    assert offered_links(sc) == {
        "birmingham-walsall", "burton_on_trent-walsall", "cannock-walsall", "walsall-wolverhampton",
    }
    assert not offered_links(sc) & RAIL_ONLY


def test_the_canal_only_line_is_not_offered_in_the_rail_era() -> None:
    sc = Scenario(era="rail")
    # seat 0 sits in Walsall; a coal mine waits in Burton, which seat 1's rails join to
    # Tamworth and Cannock -- every rail from Walsall that reaches it could be paid
    sc.tile("walsall/1", "iron/2", 0).tile("burton_on_trent/1", "coal/2", 2)
    sc.link("burton_on_trent-tamworth", 1).link("burton_on_trent-cannock", 1)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    assert offered_links(sc) == {"cannock-walsall", "tamworth-walsall"}
    assert "link:burton_on_trent-walsall" not in sc.options()


def test_no_canal_is_offered_without_three_pounds() -> None:
    sc = Scenario(era="canal")
    sc.tile("birmingham/1", "cotton/1", 0).hand(0, "coventry", "stafford").money(0, 2).ready()
    assert "network" not in sc.options()
    sc.money(0, 3).ready()
    assert "network" in sc.options()


def test_a_player_has_only_fourteen_link_tiles() -> None:
    sc = Scenario(era="canal")
    lines = sorted(all_lines(sc) - RAIL_ONLY)
    for ref in lines[:13]:
        sc.link(ref, 0)
    sc.hand(0, "coventry", "stafford", "dudley").ready()
    st = sc.state
    assert st.links_left[0] == [1]
    sc.do("network", "card:coventry")
    last = sorted(offered_links(sc))[0]
    sc.do(f"link:{last}")
    assert st.links_left == [[0], [14], [14], [14]]
    assert sum(1 for o in st.link_owner if o == 0) == 14
    assert st.money[0] == 47
    # the fifteenth is impossible even though empty canal lines next to the network remain
    assert "network" not in sc.options()


# -- rail era: one rail ------------------------------------------------------------------------

def test_a_new_rail_brings_its_own_coal_and_empties_a_mine() -> None:
    # the seeds' rail lesson: Birmingham industry, one rail to Dudley whose level II mine
    # holds its last cube; the rail is placed first, so that cube becomes the nearest coal
    sc = Scenario(era="rail")
    sc.tile("birmingham/1", "cotton/2", 0).tile("dudley/1", "coal/2", 1, cubes=1)
    sc.hand(0, "coventry", "stafford").ready()
    st = sc.state
    sc.do("network", "card:coventry")
    # Oxford's line reaches the coal market, Dudley's line reaches the mine; nothing else has coal
    assert offered_links(sc) == {"birmingham-dudley", "birmingham-oxford"}
    sc.do("link:birmingham-dudley")
    assert link_owner(sc, "birmingham-dudley") == 0
    assert st.link_kind[sc.rules.board.link_index["birmingham-dudley"]] == sc.rules.link_kind_index["link"]
    assert st.era == sc.rules.era_index["rail"]
    assert sc.space("dudley/1") == {"owner": 1, "tile": "coal/2", "flipped": True, "cubes": 0}
    assert st.income == [10, 17, 10, 10]  # the mine's owner gains its 7 income spaces
    assert st.money == [45, 50, 50, 50]
    assert st.spent == [5, 0, 0, 0]
    assert sc.market_cubes("coal") == 13
    assert st.links_left == [[13], [14], [14], [14]]
    assert card_ids(sc, st.hands[0]) == ["stafford"]
    assert st.actions_left == 1


def test_rail_coal_comes_from_the_nearest_mine_not_a_farther_one_or_the_market() -> None:
    sc = Scenario(era="rail")
    sc.tile("birmingham/1", "cotton/2", 0)
    sc.tile("dudley/1", "coal/2", 1, cubes=3)
    sc.tile("wolverhampton/2", "coal/2", 2, cubes=3)
    sc.link("dudley-wolverhampton", 2).link("birmingham-oxford", 3)
    sc.hand(0, "coventry", "stafford").ready()
    st = sc.state
    sc.do("network", "card:coventry", "link:birmingham-dudley")
    # Dudley is an end of the new rail (0 links away); Wolverhampton is 1 link away
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.space("wolverhampton/2")["cubes"] == 3
    assert sc.market_cubes("coal") == 13
    assert st.money[0] == 45
    assert st.spent[0] == 5


def two_near_mines() -> Scenario:
    """Rail era: a rail Birmingham–Walsall would be 1 link from the Dudley mine and from Cannock's."""
    sc = Scenario(era="rail")
    sc.tile("birmingham/1", "cotton/2", 0)
    sc.tile("dudley/1", "coal/2", 1, cubes=3)
    sc.tile("cannock/2", "coal/2", 2, cubes=3)
    sc.link("birmingham-dudley", 1).link("cannock-walsall", 2)
    return sc.hand(0, "coventry", "stafford").ready()


def test_equally_near_mines_are_the_players_choice() -> None:
    sc = two_near_mines()
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    # Dudley is 1 link from Birmingham, Cannock 1 link from Walsall
    assert set(sc.options()) == {"coal:dudley/1", "coal:cannock/2"}
    sc.do("coal:cannock/2")
    assert sc.space("cannock/2")["cubes"] == 2
    assert sc.space("dudley/1")["cubes"] == 3
    assert sc.state.spent[0] == 5


def test_market_coal_for_a_rail_needs_a_merchant_connection_from_either_end() -> None:
    sc = Scenario(era="rail")
    # seat 0 is in Birmingham; seat 1's rail joins Redditch to the Oxford merchant
    sc.tile("birmingham/1", "cotton/2", 0).link("oxford-redditch", 1)
    sc.hand(0, "coventry", "stafford").ready()
    st = sc.state
    sc.do("network", "card:coventry")
    # Birmingham-Redditch reaches the market through its far end once placed
    assert offered_links(sc) == {"birmingham-oxford", "birmingham-redditch"}
    sc.do("link:birmingham-redditch")
    assert link_owner(sc, "birmingham-redditch") == 0
    assert sc.market_cubes("coal") == 12
    assert st.money[0] == 50 - 5 - 1  # the cheapest market coal is £1 with 13 cubes
    assert st.spent[0] == 6


def test_no_rail_without_any_coal_source() -> None:
    sc = Scenario(era="rail")
    # Coventry's lines reach neither a mine nor a merchant
    sc.tile("coventry/1", "pottery/2", 0).hand(0, "coventry", "stafford").ready()
    assert "network" not in sc.options()


def test_rail_with_an_empty_coal_market_costs_eight_more() -> None:
    sc = Scenario(era="rail")
    sc.tile("birmingham/1", "cotton/2", 0).market("coal", 0)
    sc.hand(0, "coventry", "stafford").money(0, 12).ready()
    assert "network" not in sc.options()  # £5 + £8 = £13
    sc.money(0, 13).ready()
    # Birmingham-Oxford is the only line with coal: the single option resolves itself
    sc.do("network", "card:coventry")
    assert sc.state.money[0] == 0
    assert sc.state.spent[0] == 13
    assert link_owner(sc, "birmingham-oxford") == 0
    assert sc.market_cubes("coal") == 0


# -- rail era: two rails ---------------------------------------------------------------------

def double_rail_position(own_brewery: bool = True) -> Scenario:
    """Seat 0 in Birmingham; Oxford already joined (market coal); a mine in Cannock.

    With ``own_brewery`` seat 0 owns a far, unconnected brewery in Stone.
    """
    sc = Scenario(era="rail")
    sc.tile("birmingham/1", "cotton/2", 0)
    sc.tile("cannock/2", "coal/2", 2, cubes=3)
    sc.link("birmingham-oxford", 3)
    if own_brewery:
        sc.tile("stone/1", "brewery/2", 0, cubes=2)
    sc.hand(0, "coventry", "stafford").ready()
    return sc


def test_double_rail_costs_fifteen_two_coal_and_one_own_beer_from_anywhere() -> None:
    # the seeds' double-rail lesson: Birmingham-Walsall, then Walsall-Cannock
    sc = double_rail_position()
    st = sc.state
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    # the first rail's coal: no mine connected yet, so market coal through Oxford
    assert sc.market_cubes("coal") == 12
    assert st.money[0] == 44
    # a second rail is offered next to the network, which now includes Walsall
    opts = sc.options()
    assert opts[0] == "done"
    assert "link:cannock-walsall" in opts
    assert "link:cannock-stafford" not in opts
    sc.do("link:cannock-walsall")
    # its coal comes from the Cannock mine that the second rail itself reaches;
    # the beer from seat 0's own brewery in Stone, connected to nothing
    assert sc.space("cannock/2")["cubes"] == 2
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/2", "flipped": False, "cubes": 1}
    assert sc.market_cubes("coal") == 12
    assert link_owner(sc, "birmingham-walsall") == 0
    assert link_owner(sc, "cannock-walsall") == 0
    assert st.money[0] == 50 - 15 - 1
    assert st.spent[0] == 16
    assert st.links_left[0] == [12]
    assert st.actions_left == 1
    assert card_ids(sc, st.hands[0]) == ["stafford"]


def test_double_rail_taking_the_last_barrel_flips_the_brewery() -> None:
    sc = double_rail_position(own_brewery=False)
    sc.tile("stone/1", "brewery/2", 0, cubes=1).ready()
    st = sc.state
    sc.do("network", "card:coventry", "link:birmingham-walsall", "link:cannock-walsall")
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/2", "flipped": True, "cubes": 0}
    assert st.income[0] == 15  # brewery II: 5 income spaces
    assert st.spent[0] == 16


def test_opponent_beer_for_the_second_rail_must_reach_it_once_placed() -> None:
    sc = double_rail_position(own_brewery=False)
    # seat 1's brewery in Burton; seat 1's rail Burton-Cannock; Burton is joined to
    # seat 0's network only by the second rail Walsall-Cannock
    sc.tile("burton_on_trent/2", "brewery/2", 1, cubes=2).link("burton_on_trent-cannock", 1).ready()
    st = sc.state
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    opts = sc.options()
    assert "done" in opts
    # Walsall-Cannock joins the brewery; Walsall-Wolverhampton would not
    assert "link:cannock-walsall" in opts
    assert "link:walsall-wolverhampton" not in opts
    sc.do("link:cannock-walsall")
    assert sc.space("burton_on_trent/2")["cubes"] == 1
    assert sc.space("cannock/2")["cubes"] == 2
    assert st.money[0] == 34
    assert st.spent[0] == 16


def test_unconnected_opponent_brewery_gives_no_second_rail() -> None:
    sc = double_rail_position(own_brewery=False)
    sc.tile("burton_on_trent/2", "brewery/2", 1, cubes=2).ready()
    st = sc.state
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    # no brewery can pay a second rail, so the action ends after the first
    assert st.frame is None
    assert st.actions_left == 1
    assert st.money[0] == 44
    assert st.links_left[0] == [13]
    assert sc.space("burton_on_trent/2")["cubes"] == 2


def test_merchant_beer_never_pays_for_a_second_rail() -> None:
    sc = double_rail_position(own_brewery=False)
    sc.merchant("oxford/1", ("cotton",), beer=1).merchant("oxford/2", ("manufacturer",), beer=1).ready()
    st = sc.state
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    assert st.frame is None
    assert st.actions_left == 1
    assert st.links_left[0] == [13]
    assert st.merchant_goods[sc.rules.board.merchant_slot_index["oxford/1"]] == 1


def test_done_stops_after_one_rail() -> None:
    sc = double_rail_position()
    st = sc.state
    sc.do("network", "card:coventry", "link:birmingham-walsall", "done")
    assert st.frame is None
    assert st.money[0] == 44
    assert st.spent[0] == 6
    assert st.links_left[0] == [13]
    assert sc.space("stone/1")["cubes"] == 2
    assert st.actions_left == 1
    assert card_ids(sc, st.hands[0]) == ["stafford"]


def test_second_rail_needs_ten_pounds_more() -> None:
    # all coal free from mines; own beer: £5 then £10
    def position(money: int) -> Scenario:
        sc = Scenario(era="rail")
        sc.tile("birmingham/1", "cotton/2", 0).tile("dudley/1", "coal/2", 1, cubes=3)
        sc.tile("stone/1", "brewery/2", 0, cubes=2)
        sc.hand(0, "coventry", "stafford").money(0, money).ready()
        sc.do("network", "card:coventry", "link:birmingham-dudley")
        return sc

    sc = position(15)
    assert "link:dudley-kidderminster" in sc.options()
    sc.do("link:dudley-kidderminster")
    assert sc.state.money[0] == 0
    assert sc.state.spent[0] == 15
    assert sc.space("dudley/1")["cubes"] == 1
    assert sc.space("stone/1")["cubes"] == 1

    sc = position(14)
    assert sc.state.frame is None  # £9 left: no second rail
    assert sc.state.money[0] == 9


def test_two_single_rails_versus_one_double_rail() -> None:
    # the seeds' comparison: two singles cost £10, two coal and two actions;
    # a double costs £15, two coal, one beer and one action
    def position() -> Scenario:
        sc = Scenario(era="rail")
        sc.tile("birmingham/1", "cotton/2", 0).tile("dudley/1", "coal/2", 1, cubes=3)
        sc.tile("stone/1", "brewery/2", 0, cubes=2)
        sc.hand(0, "coventry", "stafford", "dudley").ready()
        return sc

    singles = position()
    singles.do("network", "card:coventry", "link:birmingham-dudley", "done")
    singles.do("network", "card:stafford", "link:dudley-kidderminster", "done")
    st = singles.state
    assert st.money[0] == 40 and st.spent[0] == 10
    assert singles.space("dudley/1")["cubes"] == 1
    assert singles.space("stone/1")["cubes"] == 2
    assert st.links_left[0] == [12]
    assert st.turn == 1  # both actions used: seat 1's turn, seat 0 refilled
    assert card_ids(singles, st.hands[0])[0] == "dudley" and len(st.hands[0]) == 8

    double = position()
    double.do("network", "card:coventry", "link:birmingham-dudley", "link:dudley-kidderminster")
    st = double.state
    assert st.money[0] == 35 and st.spent[0] == 15
    assert double.space("dudley/1")["cubes"] == 1
    assert double.space("stone/1")["cubes"] == 1
    assert st.links_left[0] == [12]
    assert card_ids(double, st.hands[0]) == ["stafford", "dudley"]
    assert st.turn == 0 and st.actions_left == 1


def test_second_rail_must_touch_the_network_including_the_first() -> None:
    sc = Scenario(era="rail")
    sc.tile("birmingham/1", "cotton/2", 0).tile("dudley/1", "coal/2", 1, cubes=3)
    sc.tile("stone/1", "brewery/2", 0, cubes=2)
    # seat 1's rails spread Dudley's coal to Wolverhampton and Walsall
    sc.link("dudley-wolverhampton", 1).link("walsall-wolverhampton", 1)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry", "link:birmingham-dudley")
    assert offered_links(sc) == {
        # from Birmingham (all now connected to Dudley's coal)
        "birmingham-coventry", "birmingham-nuneaton", "birmingham-oxford", "birmingham-redditch",
        "birmingham-tamworth", "birmingham-walsall", "birmingham-worcester",
        # from Dudley, the first rail's far end
        "dudley-kidderminster",
    }
    # Wolverhampton and Walsall are connected but not part of seat 0's network
    assert "link:cannock-wolverhampton" not in sc.options()
    assert "link:cannock-walsall" not in sc.options()


def test_rail_with_nothing_on_the_board_may_go_on_any_line_with_coal() -> None:
    sc = Scenario(era="rail")
    # seat 1's mine in Dudley; seat 0 has no tiles and no links
    sc.tile("dudley/1", "coal/2", 1, cubes=3).hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    merchant_lines = {
        "birmingham-oxford", "coalbrookdale-shrewsbury", "derby-nottingham", "gloucester-redditch",
        "gloucester-worcester", "oxford-redditch", "stoke_on_trent-warrington",
    }
    mine_lines = {"birmingham-dudley", "dudley-kidderminster", "dudley-wolverhampton"}
    assert offered_links(sc) == merchant_lines | mine_lines
    sc.do("link:dudley-wolverhampton")
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.state.money[0] == 45


def test_an_empty_merchant_location_still_reaches_the_coal_market() -> None:
    # two players: Warrington has no merchant tile, but its location still gives market coal
    sc = Scenario(players=2, era="rail")
    warrington = [i for i, s in enumerate(sc.rules.board.merchant_slots) if s.ref.startswith("warrington/")]
    assert warrington and all(sc.state.merchant_tile[i] == -1 for i in warrington)
    sc.tile("stoke_on_trent/1", "cotton/2", 0).hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    # Stoke-Warrington is the only line from Stoke with coal: it resolves itself
    assert link_owner(sc, "stoke_on_trent-warrington") == 0
    assert sc.market_cubes("coal") == 12
    assert sc.state.money[0] == 44


def test_no_second_rail_with_no_link_tile_left() -> None:
    sc = double_rail_position()
    st = sc.state
    lines = [ref for ref in sorted(all_lines(sc)) if "birmingham" not in ref and "walsall" not in ref]
    for ref in lines[:12]:
        sc.link(ref, 0)
    sc.ready()
    assert st.links_left[0] == [2]
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    assert "done" in sc.options()
    sc.do("link:cannock-walsall")
    assert st.links_left[0] == [0]

    sc = double_rail_position()
    st = sc.state
    for ref in lines[:13]:
        sc.link(ref, 0)
    sc.ready()
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    assert st.links_left[0] == [0]
    assert st.frame is None and st.actions_left == 1


@pytest.mark.parametrize("brewery_owner", [0, 1])
def test_second_rail_beer_must_reach_the_second_rail_itself(brewery_owner: int) -> None:
    # seat 0 has industries in Birmingham and (apart) in Stafford; a mine in Stone;
    # a brewery in Walsall that the first rail Birmingham-Walsall joins to Birmingham
    sc = Scenario(era="rail")
    sc.tile("birmingham/1", "cotton/2", 0).tile("stafford/1", "manufacturer/2", 0)
    sc.tile("stone/2", "coal/2", 2, cubes=3).link("birmingham-oxford", 3)
    sc.tile("walsall/2", "brewery/2", brewery_owner, cubes=2)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry", "link:birmingham-walsall")
    opts = sc.options()
    # a second rail from Birmingham is joined to the Walsall brewery
    assert "link:birmingham-coventry" in opts
    if brewery_owner == 0:
        # own beer needs no connection: Stafford-Stone (coal from Stone) is fine
        assert "link:stafford-stone" in opts
    else:
        # an opponent's brewery must be connected to the second rail: Stafford-Stone is not
        assert "link:stafford-stone" not in opts


# -- the declared steps and the options' values -----------------------------------------------

def test_the_network_steps_read_in_the_order_a_player_meets_them() -> None:
    sc = Scenario(era="rail")
    assert list(sc.game.actions["network"].steps()) == ["card", "link", "pay", "second"]


def test_line_and_source_options_carry_what_they_name() -> None:
    # the rules act on each option's value (a line, a source), never on its id
    sc = two_near_mines()
    sc.do("network", "card:coventry")
    board = sc.rules.board
    lines = sc.game.decision().options
    assert [o.value for o in lines] == [board.link_index[o.id.removeprefix("link:")] for o in lines]
    sc.do("link:birmingham-walsall")
    # a source option's value is its place among the sources offered (plain data, equal in a copy)
    assert [(o.id, o.value) for o in sc.game.decision().options] == [("coal:cannock/2", 0), ("coal:dudley/1", 1)]
    copy = sc.game.clone()
    assert copy.decision() == sc.game.decision()
    sc.do("coal:cannock/2")
    assert sc.game.state.cubes[sc.rules.title.coal][board.space_index["cannock/2"]] < \
        copy.state.cubes[sc.rules.title.coal][board.space_index["cannock/2"]]
