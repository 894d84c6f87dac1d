"""Every rule question's example (``brass_birmingham/questions.toml``), checked on a position.

Each question ``ID`` has a test ``test_ID`` here: examples about play are built as positions
and played through the engine, examples about the box check the title's data.
"""
from __future__ import annotations

from collections import Counter

import pytest

from brass.core import RuleViolation, new_game
from brass.core.hooks.titles import title_info
from brass.core.i18n.questions import declare_questions
from brass.core.model.state import OVER

from . import test_develop as develop, test_network as network
from .scenario import Scenario, empty_hands, hand_of, last_action, take_off_mat, to_last_action

QUESTIONS = declare_questions("birmingham", title_info("birmingham").questions)


def slot_beer(sc: Scenario, ref: str) -> int:
    return sc.state.merchant_goods[sc.rules.board.merchant_slot_index[ref]]


def link_owner(sc: Scenario, ref: str) -> int:
    return sc.state.link_owner[sc.rules.board.link_index[ref]]


def offered_links(sc: Scenario) -> set[str]:
    return {o.split(":", 1)[1] for o in sc.options() if o.startswith("link:")}


# -- the game and the box --------------------------------------------------------------------------

def test_winning() -> None:
    # seat 0's flipped cotton mill II (5 VP) survives the Canal era and scores again in the Rail era
    sc = last_action(players=2)
    sc.tile("worcester/1", "cotton/2", 0, flipped=True).ready()
    sc.do("pass")
    st = sc.state
    assert st.era == sc.rules.era_index["rail"]
    assert st.vp == [5, 0]
    assert sc.space("worcester/1") == {"owner": 0, "tile": "cotton/2", "flipped": True, "cubes": 0}
    to_last_action(sc, "coventry")
    sc.ready()
    sc.do("pass")
    assert st.phase == OVER
    assert st.vp == [10, 0]
    assert sc.game.ranking() == [[0], [1]]


def test_box() -> None:
    rules = new_game("birmingham", 4, 1).rules
    per_colour = Counter()
    for t in rules.tiles:
        per_colour[rules.industries.industries[t.industry].id] += t.count
    assert per_colour == {"cotton": 11, "manufacturer": 11, "coal": 7, "iron": 4, "brewery": 7, "pottery": 5}
    assert sum(per_colour.values()) * 4 == 180
    assert len(rules.title.merchant_tiles) == 9
    wild = {c.id: c.supply for c in rules.card_data if c.kind.startswith("wild")}
    assert wild == {"wild_location": 4, "wild_industry": 4}
    game = new_game("birmingham", 4, 1)
    st = game.state
    assert st.links_left == [[14]] * 4
    cards = st.deck + [c for h in st.hands for c in h] + [c for d in st.discards for c in d]
    assert len(cards) == 64


def test_board_sides() -> None:
    # Burton-on-Trent–Walsall takes only a canal: offered from Walsall in the Canal era, never in the Rail era
    def menu(era: str) -> set[str]:
        sc = Scenario(era=era)
        sc.tile("walsall/1", "iron/2", 0).tile("burton_on_trent/1", "coal/2", 2)
        sc.link("burton_on_trent-tamworth", 1).link("burton_on_trent-cannock", 1)
        sc.hand(0, "coventry", "stafford").ready()
        sc.do("network", "card:coventry")
        return offered_links(sc)

    assert "burton_on_trent-walsall" in menu("canal")
    assert menu("rail") == {"cannock-walsall", "tamworth-walsall"}


def test_setup() -> None:
    for players, empty in ((2, ("warrington", "nottingham")), (3, ("nottingham",))):
        game = new_game("birmingham", players, 5)
        st = game.state
        assert st.money == [17] * players
        assert [len(h) for h in st.hands] == [8] * players
        assert st.vp == [0] * players
        assert st.income == [10] * players and game.rules.track.level(10) == 0
        assert [len(d) for d in st.discards] == [1] * players and st.facedown == [1] * players
        for s in game.rules.board.merchant_slots:
            if s.ref.split("/")[0] in empty:
                assert st.merchant_tile[s.index] == -1, s.ref
    # Stone's cards are left out with two players, yet Stone can be built in (here with an
    # industry card, having nothing on the board)
    sc = Scenario(players=2)
    assert "stone" not in {sc.rules.cards[c].id for c in sc.state.deck}
    sc.hand(0, "brewery", "coventry").ready()
    sc.do("build", "card:brewery")
    assert "slot:stone/1" in sc.options()
    sc.do("slot:stone/1")
    assert sc.space("stone/1") == {"owner": 0, "tile": "brewery/1", "flipped": False, "cubes": 1}


def test_markets_setup() -> None:
    game = new_game("birmingham", 4, 2)
    st = game.state
    assert {m.id: st.markets[m.index] for m in game.rules.markets} == {"coal": 13, "iron": 8}
    tiles = game.rules.title.merchant_tiles
    for s in game.rules.board.merchant_slots:
        t = st.merchant_tile[s.index]
        assert st.merchant_goods[s.index] == (1 if t >= 0 and tiles[t].accepts else 0), s.ref
    # a blank merchant tile at Oxford has no barrel, yet a rail to Oxford buys market coal
    sc = Scenario(era="rail").no_merchants().merchant("oxford/1", (), beer=0)
    sc.tile("birmingham/1", "cotton/2", 0).hand(0, "coventry", "stafford").ready()
    assert slot_beer(sc, "oxford/1") == 0
    sc.do("network", "card:coventry")  # Birmingham–Oxford is the only line with coal
    assert link_owner(sc, "birmingham-oxford") == 0
    assert sc.market_cubes("coal") == 12
    assert sc.state.money[0] == 50 - 5 - 1


# -- turns, rounds and income -------------------------------------------------------------------------

def test_turn() -> None:
    sc = Scenario(era="canal")
    sc.money(0, 0).hand(0, "coventry", "birmingham").ready()
    st = sc.state
    sc.do("loan", "card:coventry")
    assert st.money[0] == 30
    assert hand_of(sc, 0) == ["birmingham"]  # nothing drawn between the two actions
    sc.do("build")  # cotton I in Birmingham: the only build the one card allows
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/1", "flipped": False, "cubes": 0}
    assert st.money[0] == 18
    assert st.turn == 1 and len(st.hands[0]) == 8  # refilled after the turn


def test_order_income() -> None:
    sc = Scenario(players=2, era="canal")
    st = sc.state
    # A (seat 0): iron works II (£7, coal from B's connected mine) sells its four iron for £6
    # and flips (+3 spaces: 12 -> 15), then a canal (£3): £10 spent, £6 earned
    take_off_mat(sc, 0, "iron/1")
    sc.tile("dudley/1", "coal/2", 1, cubes=3).link("birmingham-dudley", 1).market("iron", 6)
    sc.income(0, 12).income(1, 8)
    sc.hand(0, "birmingham", "stafford").hand(1, "coventry", "cannock").ready()
    sc.do("build", "card:birmingham", "industry:iron")
    sc.do("network", "link:birmingham-coventry")  # the one card left pays
    assert st.spent == [10, 0]
    assert st.money[0] == 50 - 7 + 6 - 3
    assert st.income[0] == 15 and sc.level(0) == 3
    # B (seat 1): a canal (£3) and a coal mine I in Cannock (£5): £8 spent
    sc.do("network", "card:coventry", "link:dudley-wolverhampton")
    sc.do("build")  # the one card left, Cannock, allows only the coal mine here
    assert sc.space("cannock/2") == {"owner": 1, "tile": "coal/1", "flipped": False, "cubes": 2}
    assert sc.level(1) == -2
    # the round is over: B spent less and goes first; A collects £3, B pays £2
    assert st.round == 3
    assert st.order == [1, 0]
    assert st.spent == [0, 0]
    assert st.money == [46 + 3, 50 - 8 - 2]


# -- building ----------------------------------------------------------------------------------------

def test_build() -> None:
    # seat 0 has only a brewery far away; Birmingham is outside its network
    sc = empty_hands().tile("stone/1", "brewery/1", 0, cubes=1).tile("dudley/1", "coal/2", 1)
    sc.hand(0, "birmingham", "worcester").ready()
    sc.do("build", "card:birmingham")
    # nothing carries Dudley's coal to Birmingham: only cotton I (no coal) can go up, and it does
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/1", "flipped": False, "cubes": 0}
    assert sc.space("dudley/1")["cubes"] == 3
    assert sc.state.money[0] == 50 - 12
    sc = empty_hands().tile("stone/1", "brewery/1", 0, cubes=1).tile("dudley/1", "coal/2", 1)
    sc.link("birmingham-dudley", 1).hand(0, "birmingham", "worcester").ready()
    sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
    assert sc.space("birmingham/2") == {"owner": 0, "tile": "manufacturer/1", "flipped": False, "cubes": 0}
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.state.money[0] == 50 - 8


def test_network() -> None:
    # seat 0's mill in Birmingham; seat 1's canals reach Oxford and Coventry
    def position() -> Scenario:
        sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=1)
        sc.tile("birmingham/1", "cotton/1", 0)
        sc.link("birmingham-oxford", 1).link("birmingham-coventry", 1)
        sc.hand(0, "coal", "pottery").ready()
        return sc

    sc = position()
    # the coal card cannot build on Coventry's coal space: Coventry is not in seat 0's network
    assert "build" not in sc.options()
    # ...yet seat 1's canal carries the sale to Oxford
    sc.do("sell", "card:pottery")
    assert sc.space("birmingham/1")["flipped"] is True
    assert slot_beer(sc, "oxford/1") == 0
    assert sc.state.income[0] == 10 + 5 + 2
    # with seat 0's own link to Coventry, the same card builds there
    own = position()
    own.link("birmingham-coventry", 0).ready()
    own.do("build", "card:coal")
    # (joined to Oxford, the new mine sells one cube into the coal market's empty £1 space)
    assert own.space("coventry/2") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 1}
    assert own.market_cubes("coal") == 14


# -- coal, iron and beer --------------------------------------------------------------------------------

def test_coal() -> None:
    def position(cubes: int) -> Scenario:
        sc = empty_hands()
        sc.tile("dudley/1", "coal/2", 1, cubes=cubes).link("birmingham-dudley", 1)
        sc.link("birmingham-oxford", 3)
        sc.hand(0, "birmingham", "coventry").ready()
        sc.do("build", "card:birmingham", "industry:manufacturer", "slot:birmingham/2")
        return sc

    sc = position(2)
    # the connected opponent's mine gives the coal, free; the market is not touched
    assert sc.space("birmingham/2")["tile"] == "manufacturer/1"
    assert sc.space("dudley/1")["cubes"] == 1
    assert sc.market_cubes("coal") == 13
    assert sc.state.money == [42, 50, 50, 50]
    # only once that mine is empty does the market sell its cheapest cube (£1, through Oxford)
    empty = position(0)
    assert empty.space("birmingham/2")["tile"] == "manufacturer/1"
    assert empty.market_cubes("coal") == 12
    assert empty.state.money[0] == 50 - 8 - 1


def test_iron() -> None:
    # seat 0 develops from Coventry with iron from seat 1's works in Coalbrookdale, joined to nothing
    sc = Scenario(era="canal")
    sc.tile("coventry/3", "manufacturer/1", 0).tile("coalbrookdale/2", "iron/1", 1, cubes=3)
    sc.hand(0, "coventry", "stafford").ready()
    sc.do("develop", "card:stafford", "develop:cotton", "done")
    assert sc.mat_count(0, "cotton/1") == 2
    assert sc.space("coalbrookdale/2") == {"owner": 1, "tile": "iron/1", "flipped": False, "cubes": 2}
    assert sc.market_cubes("iron") == 8
    assert sc.state.money == [50, 50, 50, 50]


def test_beer() -> None:
    # seat 0 in Birmingham; market coal through Oxford, a mine in Cannock
    def position() -> Scenario:
        sc = Scenario(era="rail")
        sc.tile("birmingham/1", "cotton/2", 0).tile("cannock/2", "coal/2", 2, cubes=3)
        sc.link("birmingham-oxford", 3)
        sc.hand(0, "coventry", "stafford").ready()
        return sc

    own = position()
    own.tile("stone/1", "brewery/2", 0, cubes=2).ready()  # far away, joined to nothing
    own.do("network", "card:coventry", "link:birmingham-walsall", "link:cannock-walsall")
    assert own.space("stone/1")["cubes"] == 1
    assert link_owner(own, "cannock-walsall") == 0
    theirs = position()
    # seat 1's brewery in Burton is joined to Cannock: only the second rail Walsall–Cannock reaches it
    theirs.tile("burton_on_trent/2", "brewery/2", 1, cubes=2).link("burton_on_trent-cannock", 1).ready()
    theirs.do("network", "card:coventry", "link:birmingham-walsall")
    assert "link:cannock-walsall" in theirs.options()
    assert "link:walsall-wolverhampton" not in theirs.options()
    theirs.do("link:cannock-walsall")
    assert theirs.space("burton_on_trent/2")["cubes"] == 1
    assert theirs.state.money[0] == 50 - 15 - 1


# -- flipping and producing -------------------------------------------------------------------------------

def test_flipping() -> None:
    # cotton I (five spaces) sold with beer from seat 0's own brewery: space 10 -> 15, level 3
    sc = Scenario(players=4).no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0).tile("stone/1", "brewery/2", 0, cubes=2)
    sc.link("birmingham-oxford", 1).hand(0, "coventry", "dudley").ready()
    sc.do("sell", "card:coventry")
    assert sc.space("birmingham/1")["flipped"] is True
    assert sc.state.income[0] == 15
    assert sc.level(0) == 3
    track = sc.rules.track
    assert track.level(25) == track.level(26) == 8
    assert track.level(31) == track.level(32) == track.level(33) == 11


def test_produce() -> None:
    # iron works I: four iron; empty market spaces at £2, £1 and £1 take three for £4
    sc = empty_hands().market("iron", 7).tile("dudley/1", "coal/2", 1)
    sc.hand(0, "dudley", "worcester").ready()
    sc.do("build", "card:dudley")
    assert sc.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": False, "cubes": 1}
    assert sc.market_cubes("iron") == 10
    assert sc.state.money[0] == 50 - 5 + 4
    # with four empty spaces every cube sells and the works flips: three income spaces
    four = empty_hands().market("iron", 6).tile("dudley/1", "coal/2", 1)
    four.hand(0, "dudley", "worcester").ready()
    four.do("build", "card:dudley")
    assert four.space("dudley/2") == {"owner": 0, "tile": "iron/1", "flipped": True, "cubes": 0}
    assert four.state.income[0] == 13


def test_era_limits() -> None:
    # seat 0's mill on Uttoxeter's right space; the left space takes a brewery
    canal = empty_hands().tile("uttoxeter/2", "cotton/2", 0)
    canal.hand(0, "uttoxeter", "coventry", "dudley").ready()
    canal.do("build")
    assert sorted(canal.options()) == ["card:coventry", "card:dudley"]
    rail = empty_hands(era="rail").tile("uttoxeter/2", "cotton/2", 0)
    take_off_mat(rail, 0, "brewery/1")
    rail.hand(0, "uttoxeter", "coventry").ready()
    rail.do("build", "card:uttoxeter")  # brewery II: the one industry that can go there
    assert rail.space("uttoxeter/1") == {"owner": 0, "tile": "brewery/2", "flipped": False, "cubes": 2}


def test_no_presence() -> None:
    # Rail era, nothing of seat 0's on the board: any line that can get coal is offered
    sc = Scenario(era="rail")
    sc.tile("dudley/1", "coal/2", 1, cubes=3).hand(0, "coventry", "stafford").ready()
    sc.do("network", "card:coventry")
    lines = offered_links(sc)
    assert {"dudley-wolverhampton", "dudley-kidderminster", "stoke_on_trent-warrington"} <= lines
    assert "leek-stoke_on_trent" not in lines  # no coal can reach it
    sc.do("link:dudley-wolverhampton")
    assert sc.space("dudley/1")["cubes"] == 2
    assert sc.state.money[0] == 45


def test_farms() -> None:
    sc = empty_hands().link("cannock-farm_brewery_north", 0)
    sc.hand(0, "wild_location", "worcester").ready()
    sc.do("build", "card:wild_location", "industry:brewery")
    assert "slot:farm_brewery_north/1" not in sc.options()
    before = sc.snapshot()
    with pytest.raises(RuleViolation):
        sc.do("slot:farm_brewery_north/1")
    assert sc.snapshot() == before
    # a brewery card builds there
    card = empty_hands().link("cannock-farm_brewery_north", 0)
    card.hand(0, "brewery", "worcester").ready()
    card.do("build", "card:brewery")  # the farm is the one brewery space in seat 0's network
    assert card.space("farm_brewery_north/1") == {"owner": 0, "tile": "brewery/1", "flipped": False, "cubes": 1}


def test_links() -> None:
    # two single rails: £10, two coal, two actions; a double: £15, two coal, one beer, one action
    network.test_two_single_rails_versus_one_double_rail()


def test_develop() -> None:
    # one cotton I left: developing cotton twice removes it, then the lowest cotton II
    develop.test_the_second_removal_takes_the_next_lowest_tile()


# -- selling ----------------------------------------------------------------------------------------

def test_sell_several() -> None:
    sc = Scenario(players=4, era="rail").no_merchants()
    sc.merchant("oxford/1", ("cotton", "manufacturer", "pottery"), beer=1)
    sc.tile("birmingham/1", "cotton/2", 0).tile("birmingham/2", "manufacturer/3", 0)
    sc.tile("stone/1", "brewery/2", 0, cubes=2).link("birmingham-oxford", 2)
    sc.hand(0, "coventry", "dudley", "worcester").ready()
    hand = len(sc.state.hands[0])
    sc.do("sell", "card:coventry", "sell:birmingham/1", "beer:stone/1", "sell:birmingham/2")
    st = sc.state
    assert sc.space("birmingham/1")["flipped"] is True and sc.space("birmingham/2")["flipped"] is True
    # four spaces each; manufacturer III took no barrel, so no Oxford bonus
    assert st.income[0] == 10 + 4 + 4
    assert slot_beer(sc, "oxford/1") == 1
    assert len(st.hands[0]) == hand - 1 and st.actions_left == 1


def test_merchant_bonus() -> None:
    def position() -> Scenario:
        sc = Scenario(players=4).no_merchants().merchant("shrewsbury/1", ("cotton",), beer=1)
        sc.tile("kidderminster/2", "cotton/1", 0).tile("stone/1", "brewery/2", 0, cubes=1)
        sc.link("coalbrookdale-kidderminster", 1).link("coalbrookdale-shrewsbury", 1)
        sc.hand(0, "coventry", "dudley").ready()
        return sc

    own = position()
    own.do("sell", "card:coventry", "beer:stone/1")
    assert own.state.vp == [0, 0, 0, 0] and slot_beer(own, "shrewsbury/1") == 1
    merchant = position()
    merchant.do("sell", "card:coventry", "beer:merchant:shrewsbury/1")
    assert merchant.state.vp == [4, 0, 0, 0] and slot_beer(merchant, "shrewsbury/1") == 0


# -- loans, scouting, overbuilding ----------------------------------------------------------------------

def test_loan() -> None:
    sc = Scenario(era="canal")
    sc.income(0, 19).hand(0, "coventry", "stafford").ready()
    assert sc.level(0) == 5
    sc.do("loan", "card:stafford")
    assert sc.level(0) == 2
    assert sc.state.income[0] == 14  # the top space of level 2
    assert sc.rules.track.level(15) == 3
    assert sc.state.money[0] == 80


def test_scout() -> None:
    sc = Scenario(era="canal")
    sc.hand(0, "coventry", "stafford", "iron", "dudley").ready()
    st = sc.state
    sc.do("scout", "card:coventry", "card:iron", "card:dudley")
    assert hand_of(sc, 0) == ["stafford", "wild_location", "wild_industry"]
    sc.do("build", "card:wild_location", "industry:cotton", "slot:birmingham/1")
    assert sc.space("birmingham/1") == {"owner": 0, "tile": "cotton/1", "flipped": False, "cubes": 0}
    assert st.wild_supply[sc.rules.card_index["wild_location"]] == 4
    assert st.turn == 1
    assert hand_of(sc, 0)[:2] == ["stafford", "wild_industry"] and len(st.hands[0]) == 8


def test_overbuild() -> None:
    # an opponent's brewery is never built over, even with no coal or iron anywhere
    sc = empty_hands().market("coal", 0).market("iron", 0)
    sc.tile("burton_on_trent/2", "brewery/1", 1, flipped=True)
    take_off_mat(sc, 0, "brewery/1")
    sc.hand(0, "burton_on_trent", "worcester").ready()
    sc.do("build", "card:burton_on_trent")  # only Burton's coal space is left
    assert sc.space("burton_on_trent/1")["tile"] == "coal/1"
    assert sc.space("burton_on_trent/2") == {"owner": 1, "tile": "brewery/1", "flipped": True, "cubes": 0}

    # an opponent's empty mine: not while one cube of coal is left elsewhere, then yes
    def mine(coal_elsewhere: int) -> Scenario:
        sc = empty_hands().market("coal", 0).tile("dudley/1", "coal/1", 1, flipped=True)
        sc.tile("cannock/2", "coal/2", 2, cubes=coal_elsewhere)
        take_off_mat(sc, 0, "coal/1")
        sc.hand(0, "dudley", "coventry", "worcester").ready()
        sc.do("build")
        return sc

    assert sorted(mine(1).options()) == ["card:coventry", "card:worcester"]
    assert "card:dudley" in mine(0).options()


# -- era ends -----------------------------------------------------------------------------------------

def test_era_scoring() -> None:
    # Birmingham: flipped cotton II (2 icons, 5 VP) and iron IV (1 icon, 9 VP); Oxford: 2 icons
    sc = last_action()
    sc.tile("birmingham/1", "cotton/2", 1, flipped=True).tile("birmingham/3", "iron/4", 1, flipped=True)
    sc.link("birmingham-oxford", 0).ready()
    sc.do("pass")
    assert sc.state.vp == [5, 5 + 9]


def test_rail_transition() -> None:
    sc = last_action(players=2)
    sc.no_merchants().merchant("oxford/1", ("cotton",), beer=0)
    sc.tile("birmingham/1", "cotton/1", 0).tile("worcester/1", "cotton/2", 0)
    sc.tile("coventry/3", "manufacturer/1", 1)  # unflipped level I
    sc.tile("stone/1", "brewery/2", 0, cubes=1)
    sc.link("birmingham-oxford", 1).link("birmingham-worcester", 1).ready()
    sc.do("sell", "sell:birmingham/1")
    st = sc.state
    assert st.era == sc.rules.era_index["rail"]
    assert sc.space("birmingham/1")["tile"] is None
    assert sc.space("coventry/3")["tile"] is None
    assert sc.space("worcester/1") == {"owner": 0, "tile": "cotton/2", "flipped": False, "cubes": 0}
    assert slot_beer(sc, "oxford/1") == 1  # refilled
    assert [len(h) for h in st.hands] == [8, 8] and st.facedown == [0, 0]
    # the kept mill sells in the Rail era
    sc.link("birmingham-oxford", 1).link("birmingham-worcester", 1).turn(0, 2).ready()
    sc.do("sell")
    sc.do(sc.options()[0])  # a card: the mill and the merchant's barrel resolve themselves
    assert sc.space("worcester/1")["flipped"] is True


def pass_turns(sc: Scenario) -> list[tuple[int, int]]:
    """Everyone passes until the game ends; the (round, seat) of each pass."""
    st, seen = sc.state, []
    while not sc.game.over:
        seen.append((st.round, sc.game.decision().player))
        if "pass" in sc.options():
            sc.do("pass")
        if st.frame is not None and st.frame.action == "pass":
            sc.do(sc.options()[0])
    return seen


def test_era_end() -> None:
    # the deck is empty and everyone holds four cards late in the Rail era
    sc = Scenario(era="rail")
    st = sc.state
    for p in range(4):
        sc.hand(p)
    for p in range(4):
        st.hands[p] = [st.deck.pop() for _ in range(4)]
    st.discards[0].extend(st.deck)
    st.deck.clear()
    sc.income(0, 15).ready()  # income level 3
    seen = pass_turns(sc)
    # two more turns each of two actions (rounds 2 and 3), then the game is over
    assert Counter(seen) == {(r, p): 2 for r in (2, 3) for p in range(4)}
    assert st.phase == OVER
    assert st.money == [50 + 3, 50, 50, 50]  # income after round 2, none after the last round


def test_shortfall() -> None:
    # no selling tiles to pay for a railway: with £0 there is no Network action at all
    sc = Scenario(era="rail").money(0, 0)
    sc.tile("birmingham/1", "cotton/2", 0).tile("dudley/1", "coal/2", 1, cubes=3)
    sc.link("birmingham-oxford", 3).hand(0, "coventry", "stafford").ready()
    assert "network" not in sc.options()
    assert sc.space("birmingham/1")["owner"] == 0
    # income seat 0 cannot pay (level -5 with £2): its tiles are sold at half cost, rounded down
    debt = Scenario(era="canal").money(0, 2).income(0, 5)
    for p, cards in enumerate((("coventry", "stafford"), ("iron", "coal"), ("dudley", "cannock"),
                               ("walsall", "brewery"))):
        debt.hand(p, *cards)
    debt.tile("birmingham/1", "cotton/1", 0).tile("coventry/1", "pottery/1", 0).ready()
    while debt.state.round == 2 and not (debt.state.frame and debt.state.frame.action == "liquidate"):
        opts = debt.options()
        debt.do("pass" if "pass" in opts else opts[0])
    assert set(debt.options()) == {"slot:birmingham/1", "slot:coventry/1"}
    debt.do("slot:birmingham/1")  # cotton I: £12 -> £6, covers the £3 still owed
    assert debt.state.money[0] == 3
    assert debt.space("coventry/1")["owner"] == 0  # the pottery is kept


# -- every question has its test ------------------------------------------------------------------------

def test_every_question_has_a_test_and_every_test_a_question() -> None:
    assert len(QUESTIONS) == 28
    ids = [q.id for q in QUESTIONS]
    assert len(set(ids)) == len(ids)
    tests = {name.removeprefix("test_") for name, f in globals().items()
             if name.startswith("test_") and callable(f)} - {"every_question_has_a_test_and_every_test_a_question"}
    assert tests == set(ids)
    assert all(q.page in (1, 3, 4, 5, 6) for q in QUESTIONS)
