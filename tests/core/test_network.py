"""brass.core.play.network: components, link distances, each player's network, hypothetical links."""
from __future__ import annotations

from brass.core.files.positions import put_link, put_tile
from brass.core.play.network import components, distances, mask_of, player_network

from .helpers import loc, mask


def _net_mask(g, player):
    st = g.state
    return player_network(g.rules.board, player, st.tile_owner, st.link_owner)


def test_link_refs_are_first_two_ends(bham_rules):
    board = bham_rules.board
    assert board.links[board.link_index["birmingham-dudley"]].ends == (
        board.location_index["birmingham"], board.location_index["dudley"])
    kw = board.links[board.link_index["kidderminster-worcester"]]
    assert [board.location_id(e) for e in kw.ends] == ["kidderminster", "worcester", "farm_brewery_south"]
    assert len(board.links) == 39


def test_no_links_no_connections(game4):
    net = game4.network()
    assert not net.connected(loc(game4, "birmingham"), loc(game4, "dudley"))
    assert net.connected(loc(game4, "birmingham"), loc(game4, "birmingham"))
    assert net.reach_mask([loc(game4, "birmingham")]) == mask(game4, "birmingham")


def test_components_over_built_links(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    put_link(g, "dudley-kidderminster", 1)  # anyone's link connects
    put_link(g, "cannock-stafford", 2)
    st = g.state
    connects = [k >= 0 for k in st.link_kind]
    comp = components(g.rules.board, st.link_owner, connects)
    b, d, k = loc(g, "birmingham"), loc(g, "dudley"), loc(g, "kidderminster")
    c, s = loc(g, "cannock"), loc(g, "stafford")
    assert comp[b] == comp[d] == comp[k]
    assert comp[c] == comp[s]
    assert comp[b] != comp[c]
    assert comp[loc(g, "coventry")] not in (comp[b], comp[c])
    net = g.network()
    assert net.reach_mask([d]) == mask(g, "birmingham", "dudley", "kidderminster")
    assert net.reach_mask([b, c]) == mask(g, "birmingham", "dudley", "kidderminster", "cannock", "stafford")


def test_non_connecting_links_are_ignored(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    st = g.state
    comp = components(g.rules.board, st.link_owner, [False] * len(st.link_owner))
    assert comp[loc(g, "birmingham")] != comp[loc(g, "dudley")]


def test_distances_in_links(game4):
    g = game4
    for ref in ("birmingham-dudley", "dudley-kidderminster", "coalbrookdale-kidderminster", "birmingham-walsall"):
        put_link(g, ref, 0)
    net = g.network()
    d = net.distances((loc(g, "birmingham"),))
    assert d[loc(g, "birmingham")] == 0
    assert d[loc(g, "dudley")] == 1
    assert d[loc(g, "walsall")] == 1
    assert d[loc(g, "kidderminster")] == 2
    assert d[loc(g, "coalbrookdale")] == 3
    assert d[loc(g, "coventry")] == -1
    # several starts: distance to the nearest
    d2 = distances(g.rules.board, g.state.link_owner, [True] * 39, [loc(g, "coalbrookdale"), loc(g, "walsall")])
    assert d2[loc(g, "kidderminster")] == 1
    assert d2[loc(g, "birmingham")] == 1
    assert d2[loc(g, "dudley")] == 2


def test_distances_take_shortest_path(game4):
    g = game4
    # birmingham - walsall - cannock - wolverhampton - dudley - birmingham (a loop)
    for ref in ("birmingham-walsall", "cannock-walsall", "cannock-wolverhampton",
                "dudley-wolverhampton", "birmingham-dudley"):
        put_link(g, ref, 1)
    d = g.network().distances((loc(g, "birmingham"),))
    assert [d[loc(g, x)] for x in ("walsall", "dudley", "cannock", "wolverhampton")] == [1, 1, 2, 2]


def test_player_network_tiles_and_own_link_ends(game4):
    g = game4
    put_tile(g, "coventry/1", "pottery/1", 0)
    put_link(g, "birmingham-dudley", 0)
    assert _net_mask(g, 0) == mask(g, "coventry", "birmingham", "dudley")
    assert _net_mask(g, 1) == 0


def test_opponents_link_does_not_extend_my_network(game4):
    g = game4
    put_tile(g, "birmingham/1", "cotton/1", 0)
    put_link(g, "birmingham-dudley", 1)
    assert _net_mask(g, 0) == mask(g, "birmingham")
    assert _net_mask(g, 1) == mask(g, "birmingham", "dudley")
    # ...even though the locations are connected
    assert g.network().connected(loc(g, "birmingham"), loc(g, "dudley"))


def test_opponents_tile_does_not_add_to_my_network(game4):
    g = game4
    put_tile(g, "dudley/1", "coal/1", 2)
    assert _net_mask(g, 0) == 0
    assert _net_mask(g, 2) == mask(g, "dudley")


def test_with_link_merges_components(game4):
    g = game4
    put_link(g, "birmingham-dudley", 0)
    put_link(g, "cannock-walsall", 1)
    net = g.network()
    b, w, c = loc(g, "birmingham"), loc(g, "walsall"), loc(g, "cannock")
    assert not net.connected(b, w)
    view = net.with_link((b, w))
    assert view.connected(b, w)
    assert view.connected(loc(g, "dudley"), c)
    assert view.reach_mask([c]) == mask(g, "birmingham", "dudley", "walsall", "cannock")
    # the original view is unchanged
    assert not net.connected(b, w)
    assert net.reach_mask([c]) == mask(g, "walsall", "cannock")


def test_three_ended_line_connects_the_south_farm_brewery(game4):
    g = game4
    put_link(g, "kidderminster-worcester", 3)
    net = g.network()
    k, w, f = loc(g, "kidderminster"), loc(g, "worcester"), loc(g, "farm_brewery_south")
    assert net.connected(k, w) and net.connected(k, f) and net.connected(w, f)
    assert net.distances((f,))[k] == 1
    assert net.distances((f,))[w] == 1
    assert _net_mask(g, 3) == mask(g, "kidderminster", "worcester", "farm_brewery_south")
    view = game4.network().with_link((loc(g, "worcester"), loc(g, "gloucester")))
    assert view.connected(f, loc(g, "gloucester"))


def test_network_view_is_recomputed_when_links_change(game4):
    g = game4
    net1 = g.network()
    assert g.network() is net1
    put_link(g, "birmingham-coventry", 0)
    net2 = g.network()
    assert net2 is not net1
    assert net2.connected(loc(g, "birmingham"), loc(g, "coventry"))


def test_mask_of():
    assert mask_of([0, 3, 3, 5]) == 0b101001
    assert mask_of([]) == 0


def test_free_lines_per_era_and_next_to_a_network(game4):
    """The printed map has 31 canal lines and 38 rail lines; free_lines offers the empty ones of
    the current era, only those touching the network once the player has one, and yields them one
    at a time (the menu's check stops at the first)."""
    from brass.core.play.links import free_lines

    g = game4
    board = g.rules.board
    assert [len(lines) for lines in board.era_lines] == [31, 38]
    lines = free_lines(g, 0)
    assert next(lines) == board.link_index["belper-derby"]  # a generator: lazily, in board order
    assert len([board.link_index["belper-derby"], *lines]) == 31
    put_link(g, "birmingham-dudley", 0)
    near = {board.links[i].ref for i in free_lines(g, mask(g, "birmingham"))}
    assert "birmingham-dudley" not in near  # taken
    # Birmingham's canal lines but the taken one (Nuneaton and Redditch are rail lines)
    assert near == {"birmingham-coventry", "birmingham-oxford", "birmingham-tamworth", "birmingham-walsall",
                    "birmingham-worcester"}
    assert "walsall-wolverhampton" not in near
