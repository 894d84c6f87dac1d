"""The seeds' "decisions" lessons that compare two or three lines of play, each played out."""
from __future__ import annotations

from .scenario import Scenario, last_action, take_off_mat

# -- rail link points or an iron works, as the last action of the rail era ---------------

def _rail_or_iron() -> Scenario:
    sc = last_action(players=2, era="rail", card="birmingham")
    # P1: a flipped manufacturer II in Walsall (1 link icon) and a rail Birmingham-Walsall;
    # P2: a flipped coal mine II in Cannock (1 icon) and a flipped brewery II there (2 icons).
    sc.tile("walsall/1", "manufacturer/2", 0, flipped=True)
    sc.tile("cannock/2", "coal/2", 1, flipped=True).tile("cannock/1", "coal/3", 1, flipped=True)
    sc.link("birmingham-walsall", 0).link("birmingham-oxford", 1)  # the coal market via Oxford
    sc.money(0, 30).market("iron", 6).market("coal", 10)
    # P1 has built iron I already: iron II is the next iron tile
    st = sc.state
    pos = sc.rules.mat.position_of_tile[sc.rules.industries.tile_index["iron/1"]]
    st.mat[0][pos] -= 1
    st.retired[0] += 1
    return sc.ready()


def test_last_rail_to_cannock_scores_its_current_icons() -> None:
    sc = _rail_or_iron()
    sc.do("network", "link:cannock-walsall")
    st = sc.state
    # the rail: £5 and a market coal (£3 with 10 cubes, reached through Oxford); era end:
    # Cannock 1 + 1 icons, Walsall 1 icon = 3; Birmingham-Walsall: Birmingham 0 + Walsall 1 = 1
    # flipped manufacturer II: 5 VP
    assert st.vp[0] == 3 + 1 + 5
    assert st.money[0] == 30 - 5 - 3
    assert sc.game.over


def test_last_iron_works_in_birmingham_flips_into_four_vacancies_and_scores() -> None:
    sc = _rail_or_iron()
    # level I cotton and manufacturer are canal-only: iron is the only build, so it resolves itself
    sc.do("build")
    st = sc.state
    # iron II: £7 + 1 market coal (£3); its 4 iron fill the 4 vacancies (£2, £2, £1, £1)
    # for £6, so it flips at once (+3 income spaces) and scores at this era end
    assert sc.space("birmingham/3") == {"owner": 0, "tile": "iron/2", "flipped": True, "cubes": 0}
    assert sc.market_cubes("iron") == 10
    assert st.money[0] == 30 - 7 - 3 + 6
    # VP: Birmingham-Walsall now sees iron II (1 icon) + Walsall 1 = 2; manufacturer 5; iron II 5
    assert st.vp[0] == 2 + 5 + 5
    assert st.income[0] == 10 + 3


# -- a loan or a coal mine as the last action of a canal round: cash, income, order --------

def _tempo() -> Scenario:
    sc = Scenario(players=2, era="canal", money=20)
    st = sc.state
    # P2 acted first this round and spent £5; P1 (first action done, nothing spent) has one
    # action left, 7 cards, and the deck holds 12 cards. P1's coal I is gone: coal II is next.
    sc.hand(0).hand(1)
    sc.hand(0, "dudley", "coventry", "stafford", "cannock", "birmingham", "coalbrookdale", "worcester")
    sc.hand(1, "kidderminster", "wolverhampton", "coventry", "dudley", "stafford", "worcester")
    take_off_mat(sc, 0, "coal/1")
    st.discards[1].extend(st.deck[12:])
    st.deck = st.deck[:12]
    st.order = [1, 0]
    st.turn = 1
    st.actions_left = 1
    st.spent = [0, 5]
    return sc.ready()


def test_loan_keeps_spending_at_zero_so_p1_leads_next_round() -> None:
    sc = _tempo()
    sc.do("loan", "card:dudley")
    st = sc.state
    # +£30 (not spending); income level 0 -> -3 (space 7). Round end: P1 (spent £0) moves
    # ahead of P2 (spent £5); income: P1 pays £3. P1 refilled 6 -> 8 from the deck of 12.
    assert st.order == [0, 1]
    assert st.income[0] == 7 and sc.level(0) == -3
    assert st.money[0] == 20 + 30 - 3
    assert len(st.hands[0]) == 8 and len(st.deck) == 10
    assert st.spent == [0, 0]


def test_coal_mine_ii_costs_7_and_puts_p1_behind_p2() -> None:
    sc = _tempo()
    sc.do("build", "card:dudley")
    st = sc.state
    # coal mine II in Dudley (its only coal space): £7, 3 cubes kept (no merchant reached);
    # P1 spent £7 against P2's £5, so P2 stays first; income level 0 pays nothing
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/2", "flipped": False, "cubes": 3}
    assert st.order == [1, 0]
    assert st.money[0] == 20 - 7
    assert sc.level(0) == 0
    assert len(st.hands[0]) == 8 and len(st.deck) == 10


# -- cotton, manufactured goods or pottery: build and sell with the last two cards ---------

def _factory_choice(card: str) -> Scenario:
    sc = last_action(players=2, era="canal", card=card)
    st = sc.state
    rules = sc.rules
    # give P1 a second card (the sale), taken from a discard pile
    dudley = rules.card_index["dudley"]
    pile = next(p for p in range(2) if dudley in st.discards[p][st.facedown[p]:])
    st.discards[pile].remove(dudley)
    st.hands[0].append(dudley)
    sc.turn(0, 2)
    # P1: a brewery II with its last barrel in Stafford; links to Oxford and Coventry;
    # Oxford buys everything but has no barrel left
    sc.tile("stafford/1", "brewery/2", 0, cubes=1)
    sc.link("birmingham-oxford", 0).link("birmingham-coventry", 0)
    sc.no_merchants().merchant("oxford/1", ("cotton", "manufacturer", "pottery"), beer=0)
    sc.money(0, 40)
    return sc.ready()


def test_cotton_i_route() -> None:
    sc = _factory_choice("birmingham")
    sc.do("build", "card:birmingham", "industry:cotton", "sell")
    st = sc.state
    # £12; sale: the brewery's last barrel (+5 spaces, flips) and the mill (+5): space 20,
    # level 5 -> £5 income after this last canal round. Links: Birmingham-Oxford 1 + 2,
    # Birmingham-Coventry 1 + 0; tiles: cotton I 5 + brewery II 5.
    assert st.money[0] == 40 - 12 + 5
    assert st.income[0] == 20
    assert st.vp[0] == 3 + 1 + 5 + 5


def test_manufacturer_i_route() -> None:
    sc = _factory_choice("birmingham")
    sc.do("build", "card:birmingham", "industry:manufacturer")
    # Birmingham offers three spaces for a manufacturer: the single-icon ones come first
    assert set(sc.options()) == {"slot:birmingham/2", "slot:birmingham/4"}
    sc.do("slot:birmingham/2", "sell")
    st = sc.state
    # £8 + 1 market coal (£1, via Oxford); manufacturer I has 2 link icons and 3 VP
    assert st.money[0] == 40 - 8 - 1 + 5
    assert st.income[0] == 20
    assert st.vp[0] == (2 + 2) + (2 + 0) + 3 + 5


def test_pottery_i_route() -> None:
    sc = _factory_choice("coventry")
    sc.do("build", "card:coventry", "industry:pottery", "sell")
    st = sc.state
    # £17 + 1 market iron (£2 with 8 cubes); pottery I in Coventry: 1 link icon, 10 VP
    assert st.money[0] == 40 - 17 - 2 + 5
    assert st.income[0] == 20
    assert st.vp[0] == (0 + 2) + (0 + 1) + 10 + 5


# -- market buying and replenishment: three separate actions ---------------------------------

def _markets() -> Scenario:
    sc = Scenario(players=2, era="canal", money=30)
    sc.hand(0).hand(1)
    sc.hand(0, "birmingham", "coventry", "dudley")
    sc.link("birmingham-oxford", 0)
    return sc


def test_market_coal_builds_an_iron_works_that_refills_the_iron_market() -> None:
    sc = _markets().market("coal", 12).market("iron", 6).ready()
    sc.do("build", "card:birmingham", "industry:iron")
    st = sc.state
    # no mine anywhere: the coal comes from the market through Oxford (12 cubes: £2);
    # the 4 iron fill the 4 iron vacancies (£1, £1, £2, £2): the works flips (+3 spaces)
    assert sc.market_cubes("coal") == 11
    assert sc.market_cubes("iron") == 10
    assert sc.space("birmingham/3")["flipped"] is True
    assert st.money[0] == 30 - 5 - 2 + 6
    assert st.spent[0] == 7
    assert st.income[0] == 13


def test_a_connected_coal_mine_refills_the_coal_market() -> None:
    sc = _markets().link("birmingham-coventry", 0).market("coal", 12).ready()
    sc.do("build", "card:coventry", "industry:coal")
    st = sc.state
    # coal I in Coventry (£5, 2 coal), connected to Oxford: both cubes fill the two £1
    # vacancies, so the mine flips at once (+4 spaces)
    assert sc.space("coventry/2") == {"owner": 0, "tile": "coal/1", "flipped": True, "cubes": 0}
    assert sc.market_cubes("coal") == 14
    assert st.money[0] == 30 - 5 + 2
    assert st.income[0] == 14


def test_market_iron_pays_for_a_develop_when_no_works_has_iron() -> None:
    sc = _markets().market("iron", 6).ready()
    sc.do("develop", "card:dudley", "develop:cotton", "done")
    st = sc.state
    # the cheapest iron in a 6-cube market costs £3
    assert sc.market_cubes("iron") == 5
    assert st.money[0] == 30 - 3
    assert sc.mat_count(0, "cotton/1") == 2
