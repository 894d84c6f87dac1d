"""The shared building block (core/play/building.py) on concrete Birmingham positions, and the
engine's legal-move memo that shares one enumeration between the menu and an action's steps."""
from __future__ import annotations

from brass.core.play.building import SiteFinder, space_table
from brass_birmingham.rules.placement import BuildContext
from tests.birmingham.scenario import Scenario, empty_hands


def spaces(sc: Scenario, *refs: str) -> list[int]:
    return [sc.rules.board.space_index[r] for r in refs]


def ind(sc: Scenario, name: str) -> int:
    return sc.rules.industries.industry_index[name]


def loc(sc: Scenario, name: str) -> int:
    return sc.rules.board.location_index[name]


def test_space_table_puts_single_icon_spaces_apart_from_shared_ones() -> None:
    sc = Scenario()
    table = space_table(sc.rules)
    coventry = loc(sc, "coventry")
    # Coventry: 1 pottery; 2 manufacturer or coal; 3 iron or manufacturer
    assert table.single[coventry][ind(sc, "pottery")] == tuple(spaces(sc, "coventry/1"))
    assert table.single[coventry][ind(sc, "manufacturer")] == ()
    assert table.multi[coventry][ind(sc, "manufacturer")] == tuple(spaces(sc, "coventry/2", "coventry/3"))
    assert coventry in table.locations_with_space[ind(sc, "pottery")]
    assert loc(sc, "dudley") not in table.locations_with_space[ind(sc, "pottery")]
    assert space_table(sc.rules) is table  # built once per board


def test_free_spaces_prefer_the_single_icon_space_then_shared_ones() -> None:
    sc = Scenario()
    sc.ready()
    finder = SiteFinder(sc.game, 0)
    dudley, coventry = loc(sc, "dudley"), loc(sc, "coventry")
    assert finder.free_spaces(dudley, ind(sc, "coal")) == spaces(sc, "dudley/1")
    assert finder.free_spaces(coventry, ind(sc, "manufacturer")) == spaces(sc, "coventry/2", "coventry/3")
    sc.tile("coventry/2", "coal/1", 1).ready()
    finder = SiteFinder(sc.game, 0)
    assert finder.free_spaces(coventry, ind(sc, "manufacturer")) == spaces(sc, "coventry/3")


def test_one_industry_per_location_in_the_first_era_only() -> None:
    sc = Scenario(era="canal").tile("coventry/1", "pottery/1", 0)
    sc.ready()
    canal = SiteFinder(sc.game, 0)
    assert canal.own_here(loc(sc, "coventry"))
    assert canal.free_spaces(loc(sc, "coventry"), ind(sc, "coal")) == []
    assert SiteFinder(sc.game, 1).free_spaces(loc(sc, "coventry"), ind(sc, "coal")) == spaces(sc, "coventry/2")
    rail = Scenario(era="rail").tile("coventry/1", "pottery/1", 0)
    rail.ready()
    assert SiteFinder(rail.game, 0).free_spaces(loc(rail, "coventry"), ind(rail, "coal")) == spaces(rail, "coventry/2")


def test_card_permissions_follow_the_network() -> None:
    sc = empty_hands().tile("dudley/1", "coal/1", 0, flipped=True)
    sc.ready()
    finder = SiteFinder(sc.game, 0)
    card = sc.rules.card_index
    # a location card names its own town, network or not
    assert finder.card_allows(card["coventry"], ind(sc, "pottery"), loc(sc, "coventry"))
    assert not finder.card_allows(card["coventry"], ind(sc, "pottery"), loc(sc, "dudley"))
    assert finder.card_locations(card["coventry"], ind(sc, "pottery")) == (loc(sc, "coventry"),)
    # an industry card builds in the network only (Dudley, from the mine there)
    iron = ind(sc, "iron")
    assert finder.card_allows(card["iron"], iron, loc(sc, "dudley"))
    assert not finder.card_allows(card["iron"], iron, loc(sc, "coventry"))
    assert finder.card_locations(card["iron"], iron) == [loc(sc, "dudley")]
    # ... anywhere for a player with nothing on the board
    empty = SiteFinder(sc.game, 1)
    assert empty.card_allows(card["iron"], iron, loc(sc, "coventry"))
    assert empty.card_locations(card["iron"], iron) == space_table(sc.rules).locations_with_space[iron]


def test_cost_adds_the_tile_money_and_the_resources_bought() -> None:
    sc = Scenario()
    sc.ready()
    finder = SiteFinder(sc.game, 0)
    pottery_1 = sc.rules.tiles[sc.rules.mat.positions[sc.rules.mat.lowest(sc.state.mat[0], ind(sc, "pottery"))].tile]
    assert (pottery_1.money, pottery_1.cost) == (17, ((sc.rules.title.iron, 1),))
    # one iron from the market (8 cubes: £2), nothing else
    assert finder.cost(pottery_1.index, loc(sc, "coventry")) == 17 + 2


def test_the_menu_check_and_the_build_steps_share_one_context() -> None:
    sc = empty_hands()
    sc.hand(0, "coventry", "worcester").ready()
    game = sc.game
    game.decision()
    memo = game.memo
    # the menu's check made player 0's context for this state version ...
    game._active = True
    try:
        ctx = BuildContext.of(game, 0)
        assert game.memo().get((BuildContext, 0)) is ctx
    finally:
        game._active = False
    version = game.version
    sc.do("build")
    sc.do("card:coventry")
    assert game.version == version  # choosing the action and the card change no state
    game._active = True
    try:
        assert BuildContext.of(game, 0) is ctx
    finally:
        game._active = False
    sc.do("industry:pottery")  # builds: the state changed, the memo went with it
    assert game.version > version
    assert memo() == {}  # outside the engine's run nothing is kept


def test_direct_calls_outside_the_engine_never_see_a_stale_memo() -> None:
    sc = Scenario()
    sc.ready()
    game = sc.game
    before = BuildContext.of(game, 0)
    assert BuildContext.of(game, 0) is not before  # a fresh finder each time outside the engine
    sc.money(0, 3)  # edited directly, no refresh
    assert BuildContext.of(game, 0).money == 3
