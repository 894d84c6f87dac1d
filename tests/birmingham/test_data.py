"""The printed figures of Brass: Birmingham as loaded by ``brass_birmingham.load_rules``."""
from __future__ import annotations

from collections import Counter

import pytest

from brass_birmingham import load_rules

RULES = load_rules()
BOARD = RULES.board
IND = RULES.industries
COUNTS = (2, 3, 4)

# per level, lowest first: (per player, £, coal, iron, beer to sell, income spaces, VP, link icons, develop)
MAT = {
    "cotton": [
        (3, 12, 0, 0, 1, 5, 5, 1, True),
        (2, 14, 1, 0, 1, 4, 5, 2, True),
        (3, 16, 1, 1, 1, 3, 9, 1, True),
        (3, 18, 1, 1, 1, 2, 12, 1, True),
    ],
    "manufacturer": [
        (1, 8, 1, 0, 1, 5, 3, 2, True),
        (2, 10, 0, 1, 1, 1, 5, 1, True),
        (1, 12, 2, 0, 0, 4, 4, 0, True),
        (1, 8, 0, 1, 1, 6, 3, 1, True),
        (2, 16, 1, 0, 2, 2, 8, 2, True),
        (1, 20, 0, 0, 1, 6, 7, 1, True),
        (1, 16, 1, 1, 0, 4, 9, 0, True),
        (2, 20, 0, 2, 1, 1, 11, 1, True),
    ],
    "coal": [
        (1, 5, 0, 0, 0, 4, 1, 2, True),
        (2, 7, 0, 0, 0, 7, 2, 1, True),
        (2, 8, 0, 1, 0, 6, 3, 1, True),
        (2, 10, 0, 1, 0, 5, 4, 1, True),
    ],
    "iron": [
        (1, 5, 1, 0, 0, 3, 3, 1, True),
        (1, 7, 1, 0, 0, 3, 5, 1, True),
        (1, 9, 1, 0, 0, 2, 7, 1, True),
        (1, 12, 1, 0, 0, 1, 9, 1, True),
    ],
    "brewery": [
        (2, 5, 0, 1, 0, 4, 4, 2, True),
        (2, 7, 0, 1, 0, 5, 5, 2, True),
        (2, 9, 0, 1, 0, 5, 7, 2, True),
        (1, 9, 0, 1, 0, 5, 10, 2, True),
    ],
    "pottery": [
        (1, 17, 0, 1, 1, 5, 10, 1, False),
        (1, 0, 1, 0, 1, 1, 1, 1, True),
        (1, 22, 2, 0, 2, 5, 11, 1, False),
        (1, 0, 1, 0, 1, 1, 1, 1, True),
        (1, 24, 2, 0, 2, 5, 20, 1, True),
    ],
}
# cubes placed when built, per level: (canal, rail)
PRODUCES = {
    "coal": [(2, 2), (3, 3), (4, 4), (5, 5)],
    "iron": [(4, 4), (4, 4), (5, 5), (6, 6)],
    "brewery": [(1, 2), (1, 2), (1, 2), (1, 2)],
}
# eras each level may be built in
ERAS = {
    "cotton": ["c", "cr", "cr", "cr"],
    "manufacturer": ["c"] + ["cr"] * 7,
    "coal": ["c", "cr", "cr", "cr"],
    "iron": ["c", "cr", "cr", "cr"],
    "brewery": ["c", "cr", "cr", "r"],
    "pottery": ["cr", "cr", "cr", "cr", "r"],
}


def tile(ref: str):
    return RULES.tiles[IND.tile_index[ref]]


def amount(pairs, resource: str) -> int:
    r = IND.resource_index[resource]
    return sum(n for res, n in pairs if res == r)


def locations(kind: str) -> list:
    return [loc for loc in BOARD.locations if loc.kind == kind]


# -- the board ---------------------------------------------------------------------------

def test_twenty_towns_with_47_industry_spaces() -> None:
    towns = locations("town")
    assert len(towns) == 20
    assert sum(len(t.spaces) for t in towns) == 47


def test_two_farm_breweries_with_a_single_brewery_space() -> None:
    farms = locations("farm")
    assert sorted(f.id for f in farms) == ["farm_brewery_north", "farm_brewery_south"]
    brewery = IND.industry_index["brewery"]
    for f in farms:
        spaces = [s for s in BOARD.spaces if BOARD.locations[s.location].id == f.id]
        assert len(spaces) == 1
        assert spaces[0].allow == frozenset({brewery})
    assert len(BOARD.spaces) == 49


def test_five_merchant_locations_with_nine_slots() -> None:
    merchants = locations("merchant")
    assert sorted(m.id for m in merchants) == ["gloucester", "nottingham", "oxford", "shrewsbury", "warrington"]
    assert all(m.link_icons == 2 for m in merchants)
    assert all(not m.spaces for m in merchants)
    assert len(BOARD.merchant_slots) == 9
    per_place = Counter(BOARD.locations[s.location].id for s in BOARD.merchant_slots)
    assert per_place == {"shrewsbury": 1, "gloucester": 2, "oxford": 2, "warrington": 2, "nottingham": 2}
    in_play = [sum(1 for s in BOARD.merchant_slots if s.min_players <= n) for n in COUNTS]
    assert in_play == [5, 7, 9]


def test_merchant_slot_player_counts() -> None:
    first = {s.ref: s.min_players for s in BOARD.merchant_slots}
    assert first == {
        "shrewsbury/1": 2, "gloucester/1": 2, "gloucester/2": 2, "oxford/1": 2, "oxford/2": 2,
        "warrington/1": 3, "warrington/2": 3, "nottingham/1": 4, "nottingham/2": 4,
    }


def test_a_few_town_spaces() -> None:
    def allow(ref: str) -> set[str]:
        return {IND.industries[i].id for i in BOARD.spaces[BOARD.space_index[ref]].allow}

    assert allow("birmingham/1") == {"cotton", "manufacturer"}
    assert allow("birmingham/3") == {"iron"}
    assert allow("stoke_on_trent/2") == {"pottery", "iron"}
    assert allow("coalbrookdale/3") == {"coal"}
    assert allow("redditch/2") == {"iron"}
    assert "birmingham/5" not in BOARD.space_index


def test_39_link_lines_31_canal_38_rail() -> None:
    canal = RULES.era_index["canal"]
    rail = RULES.era_index["rail"]
    links = BOARD.links
    assert len(links) == 39
    assert sum(1 for link in links if canal in link.eras) == 31
    assert sum(1 for link in links if rail in link.eras) == 38
    canal_only = [link.ref for link in links if link.eras == frozenset({canal})]
    assert canal_only == ["burton_on_trent-walsall"]
    rail_only = sorted(link.ref for link in links if link.eras == frozenset({rail}))
    assert rail_only == sorted([
        "belper-leek", "birmingham-nuneaton", "birmingham-redditch", "burton_on_trent-cannock",
        "coventry-nuneaton", "derby-uttoxeter", "stone-uttoxeter", "tamworth-walsall",
    ])


def test_links_to_merchants_and_farms() -> None:
    merchant_ids = {m.id for m in locations("merchant")}
    to_merchants = sorted(
        link.ref for link in BOARD.links if any(BOARD.locations[e].id in merchant_ids for e in link.ends)
    )
    assert to_merchants == sorted([
        "birmingham-oxford", "coalbrookdale-shrewsbury", "derby-nottingham", "gloucester-redditch",
        "gloucester-worcester", "oxford-redditch", "stoke_on_trent-warrington",
    ])
    kw = BOARD.links[BOARD.link_index["kidderminster-worcester"]]
    assert [BOARD.locations[e].id for e in kw.ends] == ["kidderminster", "worcester", "farm_brewery_south"]
    north = BOARD.links[BOARD.link_index["cannock-farm_brewery_north"]]
    assert [BOARD.locations[e].id for e in north.ends] == ["cannock", "farm_brewery_north"]


# -- merchants ---------------------------------------------------------------------------------

def test_nine_merchant_tiles_five_seven_nine_by_player_count() -> None:
    tiles = RULES.title.merchant_tiles
    assert len(tiles) == 9

    def goods(n: int) -> Counter:
        return Counter(
            tuple(sorted(IND.industries[i].id for i in t.accepts)) for t in tiles if t.min_players <= n
        )

    assert [sum(goods(n).values()) for n in COUNTS] == [5, 7, 9]
    assert goods(2) == Counter({("cotton", "manufacturer", "pottery"): 1, ("manufacturer",): 1,
                                ("cotton",): 1, (): 2})
    assert goods(3) - goods(2) == Counter({("pottery",): 1, (): 1})
    assert goods(4) - goods(3) == Counter({("manufacturer",): 1, ("cotton",): 1})


def test_merchant_bonuses() -> None:
    bonus = {BOARD.locations[loc].id: b for loc, b in RULES.title.bonus.items()}
    assert bonus == {
        "gloucester": ("develop", 1),
        "oxford": ("income", 2),
        "nottingham": ("vp", 3),
        "shrewsbury": ("vp", 4),
        "warrington": ("money", 5),
    }


# -- cards -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("index", "size", "location_cards", "industry_cards"),
                         [(0, 40, 27, 13), (1, 54, 35, 19), (2, 64, 41, 23)])
def test_deck_by_player_count(index: int, size: int, location_cards: int, industry_cards: int) -> None:
    kinds = Counter()
    for card, data in zip(RULES.cards, RULES.card_data):
        if not card.wild:
            kinds[card.kind] += data.copies[index]
    assert kinds == {"location": location_cards, "industry": industry_cards}
    assert sum(kinds.values()) == size


def test_industry_card_copies() -> None:
    copies = {c.id: tuple(c.copies) for c in RULES.card_data if c.kind == "industry"}
    assert copies == {
        "iron": (4, 4, 4),
        "coal": (2, 2, 3),
        "cotton_manufacturer": (0, 6, 8),
        "pottery": (2, 2, 3),
        "brewery": (5, 5, 5),
    }


def test_every_town_has_location_cards_and_farms_none() -> None:
    with_cards = {RULES.cards[i].location for i, c in enumerate(RULES.card_data) if c.kind == "location"}
    towns = {BOARD.location_index[t.id] for t in locations("town")}
    assert with_cards == towns


def test_wild_cards_four_of_each() -> None:
    wild = {c.id: c.supply for c in RULES.card_data if c.kind.startswith("wild")}
    assert wild == {"wild_location": 4, "wild_industry": 4}


# -- the player mat -------------------------------------------------------------------------

def test_29_tile_levels_and_tiles_per_player() -> None:
    assert len(RULES.tiles) == 29
    per_player = Counter()
    for t in RULES.tiles:
        per_player[IND.industries[t.industry].id] += t.count
    assert per_player == {"cotton": 11, "manufacturer": 11, "coal": 7, "iron": 4, "brewery": 7, "pottery": 5}
    assert sum(RULES.mat.start_counts()) == 45


@pytest.mark.parametrize("industry", sorted(MAT))
def test_mat_rows(industry: str) -> None:
    rows = MAT[industry]
    levels = [t for t in RULES.tiles if IND.industries[t.industry].id == industry]
    assert [t.level for t in levels] == list(range(1, len(rows) + 1))
    for t, row in zip(levels, rows):
        got = (t.count, t.money, amount(t.cost, "coal"), amount(t.cost, "iron"), amount(t.sell, "beer"),
               t.income, t.vp, t.link_icons, t.develop)
        assert got == row, t.ref


@pytest.mark.parametrize("industry", sorted(ERAS))
def test_build_eras(industry: str) -> None:
    canal = RULES.era_index["canal"]
    rail = RULES.era_index["rail"]
    for level, eras in enumerate(ERAS[industry], start=1):
        t = tile(f"{industry}/{level}")
        want = set()
        if "c" in eras:
            want.add(canal)
        if "r" in eras:
            want.add(rail)
        assert t.eras == frozenset(want), t.ref


@pytest.mark.parametrize("industry", sorted(PRODUCES))
def test_production(industry: str) -> None:
    canal = RULES.era_index["canal"]
    rail = RULES.era_index["rail"]
    for level, (c, r) in enumerate(PRODUCES[industry], start=1):
        t = tile(f"{industry}/{level}")
        made = [sum(n for _r, n in t.produces[e]) for e in (canal, rail)]
        assert tuple(made) == (c, r), t.ref


def test_goods_are_sold_and_producers_emptied() -> None:
    sold = {IND.industries[i].id for i, s in enumerate(IND.sold_by_sale) if s}
    assert sold == {"cotton", "manufacturer", "pottery"}


def test_spot_checks() -> None:
    assert tile("manufacturer/4").money == 8
    assert [tile(f"coal/{n}").link_icons for n in range(1, 5)] == [2, 1, 1, 1]
    assert tile("pottery/5").income == 5
    assert not tile("pottery/1").develop
    assert not tile("pottery/3").develop
    cotton = tile("cotton/1")
    assert (cotton.money, amount(cotton.cost, "coal"), amount(cotton.cost, "iron"), amount(cotton.sell, "beer"),
            cotton.income, cotton.vp, cotton.link_icons) == (12, 0, 0, 1, 5, 5, 1)
    iron = tile("iron/4")
    iron_res = IND.resource_index["iron"]
    assert (iron.money, amount(iron.cost, "coal"), iron.income, iron.vp, iron.produces[0]) == (
        12, 1, 1, 9, ((iron_res, 6),))


# -- setup figures and the tracks --------------------------------------------------------------

def test_setup_figures() -> None:
    s = RULES.setup
    assert (s.money, s.income_space, s.vp, s.hand_size, s.facedown_discards) == (17, 10, 0, 8, 1)
    assert [(k.id, k.start, k.connects, k.scores) for k in RULES.link_kinds] == [("link", 14, True, True)]
    assert [e.rounds for e in RULES.eras] == [(10, 9, 8), (10, 9, 8)]
    assert RULES.info.tiebreaks == ("income_level", "money")


def test_markets() -> None:
    m = {x.id: x for x in RULES.markets}
    assert m["coal"].start_cubes == 13
    assert m["iron"].start_cubes == 8


def test_income_track_levels() -> None:
    track = RULES.track
    expected = {0: -10, 9: -1, 10: 0, 11: 1, 12: 1, 13: 2, 30: 10, 31: 11, 33: 11, 34: 12, 60: 20,
                61: 21, 64: 21, 65: 22, 96: 29, 97: 30, 99: 30}
    assert {s: track.level(s) for s in expected} == expected
