"""Pittsburgh as the rulebook pages print it (issue 14): the mat's Coke branch, resource
heavy trains as a choice, the $15 merchant's Automobile back, unpaid income, and the
2-player side of the board."""
from __future__ import annotations

from brass.core import new_game
from brass.plugins.bots import RandomBot

from .scenario import Scenario


def accessible(sc: Scenario, player: int) -> list[str]:
    mat = sc.rules.mat
    return sorted(mat.positions[i].id for i in mat.all_accessible(sc.state.mat[player]))


# -- page 5: the Coke column leads on to Manufacturing IV ------------------------------------------
def test_clearing_coke_two_opens_manufacturing_four() -> None:
    sc = Scenario()
    assert "manufacturing_4" not in accessible(sc, 0)
    sc.develop_away(0, "coke_1")
    assert "manufacturing_4" not in accessible(sc, 0)
    sc.develop_away(0, "coke_2")
    assert "manufacturing_4" in accessible(sc, 0)
    # Manufacturing I-III still hold tiles: IV is open only through the Coke branch
    assert sc.position_count(0, "manufacturing_3") == 2
    assert sc.position_count(0, "manufacturing_4") == 1


def test_the_two_way_arrow_opens_manufacturing_three_from_four() -> None:
    sc = Scenario().develop_away(0, "coke_1", "coke_2", "manufacturing_4")
    opened = accessible(sc, 0)
    # the arrow between III and IV: III opens from IV; IV's path goes on to the Automobile
    assert "manufacturing_3" in opened and "automobile_6" in opened
    assert "manufacturing_2" not in opened  # only III is joined to IV, not the tiles below it
    sc.develop_away(0, "manufacturing_3")
    assert "manufacturing_5" in accessible(sc, 0)


def test_the_coke_branch_offers_manufacturing_four_to_develop() -> None:
    sc = Scenario().develop_away(0, "coke_1", "coke_2").hand(0, "pittsburgh", "coal").ready()
    sc.do("develop", "card:pittsburgh")
    assert "develop:manufacturing_4" in sc.options()
    assert "develop:manufacturing_1" in sc.options()


# -- page 7: a resource heavy train is an alternative the player may choose ------------------------
def coke_train_beside_a_coke_works() -> Scenario:
    """Seat 0 owns a coke train (1 cube) Detroit-Canada and a light train Detroit-Toledo;
    seat 1's coke works in Detroit holds 2 coke.  An Iron & Steel I built in Toledo
    (its only site: Toledo/2) costs $3 and 1 coke."""
    sc = Scenario(players=3)
    sc.tile("detroit/2", "coke/1", 1, cubes=2)
    sc.link("detroit-canada", 0, "heavy_coke")
    sc.state.ext.train_cubes[sc.rules.board.link_index["detroit-canada"]] = 1
    sc.link("detroit-toledo", 0)
    return sc


def test_the_own_train_is_offered_beside_a_connected_industry() -> None:
    sc = coke_train_beside_a_coke_works().hand(0, "toledo", "erie").ready()
    sc.do("build", "card:toledo", "tile:iron_steel_1")
    assert sorted(sc.options()) == ["coke:detroit/2", "coke:train:detroit-canada"]
    sc.do("coke:train:detroit-canada")
    assert sc.space("detroit/2")["cubes"] == {"coke": 2}
    assert sc.state.ext.train_cubes[sc.rules.board.link_index["detroit-canada"]] == 0
    assert sc.state.money[0] == 50 - 3


def test_the_connected_industry_may_still_be_chosen() -> None:
    sc = coke_train_beside_a_coke_works().hand(0, "toledo", "erie").ready()
    sc.do("build", "card:toledo", "tile:iron_steel_1", "coke:detroit/2")
    assert sc.space("detroit/2")["cubes"] == {"coke": 1}
    assert sc.state.ext.train_cubes[sc.rules.board.link_index["detroit-canada"]] == 1


def test_without_an_industry_the_train_stands_beside_markets_and_vanderbilt() -> None:
    sc = Scenario(players=3)
    sc.link("detroit-canada", 0, "heavy_coke")
    sc.state.ext.train_cubes[sc.rules.board.link_index["detroit-canada"]] = 1
    sc.link("detroit-toledo", 0).hand(0, "toledo", "erie").ready()
    sc.do("build", "card:toledo", "tile:iron_steel_1")
    assert sorted(sc.options()) == ["coke:market:canada_coke", "coke:train:detroit-canada", "coke:vanderbilt"]


# -- page 6: unpaid negative income keeps the player's money ----------------------------------------
def test_unpaid_negative_income_keeps_the_money() -> None:
    sc = Scenario(players=3).money(0, 2)
    sc.state.income[0] = 7      # level -3
    sc.state.vp[0] = 12
    sc.state.ext.whiskey[0] = 2
    sc.game.hook.brass_collect_income(game=sc.game, player=0)
    assert sc.state.money[0] == 2   # page 6 takes whiskey, VP and income, not money
    assert sc.state.vp[0] == 12 - 40
    assert sc.state.ext.whiskey[0] == 0
    assert sc.state.income[0] == 10


def test_negative_income_that_can_be_paid_is_paid() -> None:
    sc = Scenario(players=3).money(0, 5)
    sc.state.income[0] = 7      # level -3
    sc.game.hook.brass_collect_income(game=sc.game, player=0)
    assert sc.state.money[0] == 2
    assert sc.state.income[0] == 7


# -- page 11: the 2-player side of the board ----------------------------------------------------
def test_two_players_play_on_their_own_side_of_the_board() -> None:
    rules = new_game("pittsburgh", 2, 3).rules
    board = rules.board
    loc = {place.id: place for place in board.locations}
    assert loc["toledo"].kind == "merchant" and loc["toledo"].link_icons == 2
    assert not loc["toledo"].spaces and not loc["toledo"].merchant_slots
    assert loc["the_west"].kind == "merchant" and loc["the_west"].link_icons == 3
    assert [s.ref for s in board.merchant_slots if s.location == board.location_index["the_west"]] == ["the_west/1"]
    west = {m.id: (m.prices[0], m.size) for m in rules.markets if m.id.startswith("the_west")}
    assert west == {"the_west_steel": (5, 2), "the_west_coke": (5, 2)}
    assert [len(loc[c].spaces) for c in ("detroit", "erie", "cleveland", "pittsburgh", "clarksburg")] == [2, 2, 3, 4, 2]
    assert "chicago" not in loc and "eads_bridge" not in loc
    assert "toledo-the_west" in board.link_index and "the_west-pittsburgh" in board.link_index
    # the 3-4 player side keeps Toledo as a city
    b3 = new_game("pittsburgh", 3, 3).rules.board
    assert b3.locations[b3.location_index["toledo"]].kind == "city"


def test_a_two_player_game_plays_to_the_end_on_its_board() -> None:
    g = new_game("pittsburgh", 2, 5)
    bots = [RandomBot(1), RandomBot(2)]
    while not g.over:
        d = g.decision()
        g.apply(bots[d.player].choose(d))
    assert "the_west" in g.rules.board.location_index
    assert len(g.rules.cards) == 16 and len(g.state.deck) == 0
    assert sorted(p for group in g.ranking() for p in group) == [0, 1]


# -- the rule text says what the engine does ------------------------------------------------------
def rule_text(title: str) -> dict[str, str]:
    from brass.core.hooks.titles import title_info
    from brass.core.i18n.rulebook import load_rulebook

    book = load_rulebook(title, title_info(title).rulebook)
    return {p.key.split(".", 2)[2]: p.en for s in book.sections for p in s.paragraphs}


def test_pittsburgh_rule_text_matches_the_engine() -> None:
    rules = rule_text("pittsburgh")
    assert "page 9" in rules["sell.face-down"] and "Automobile on its back" in rules["sell.face-down"]
    assert "(provisional): the draft rules do not say" not in rules["sell.face-down"]
    assert "Coke II the Coke path goes on through the Replacement Heavy Train to Manufacturing IV" in \
        rules["player-mat.paths"]
    assert "joins Manufacturing III and IV" in rules["player-mat.paths"]
    assert "Building a Heavy Train gives no VP" in rules["overview.vp-sources"]
    assert "building one gives no VP" in rules["heavy-trains.general"]
    assert "you never have to" in rules["transport.priority"]
    assert "nothing obliges you to" in rules["heavy-trains.resource"]
    assert "counting only flipped industries' icons" in rules["era-end.scoring"]
    assert "own Reserve Pipeline" in rules["network-action.placing"]
    assert "You keep the money you hold" in rules["turn.unpaid-income"]
    for settled in ("whether a merchant turned face down", "how many tiles sit on each mat space is not public",
                    "the 2-player map with its oilfields"):
        assert settled not in rules["components.provisional"]


def test_birmingham_says_the_gloucester_develop_may_be_declined() -> None:
    assert "decline the bonus" in rule_text("birmingham")["sell.gloucester"]


def test_a_designers_variant_applies_on_top_of_the_two_player_board() -> None:
    from brass.core.model.data import read_toml
    from brass_pittsburgh import plugin

    variant = read_toml(plugin.TITLE.rulebook.parent / "variants" / "dear_vanderbilt.toml")
    rules = new_game("pittsburgh", 2, 1, variant=variant).rules
    assert "the_west" in rules.board.location_index
    assert sorted(rules.title.vanderbilt.values()) == [9, 9, 12, 12]
    # the title's own 3-4 player rules are untouched by the 2-player side
    assert "the_west" not in new_game("pittsburgh", 3, 1, variant=variant).rules.board.location_index


def test_brass_data_shows_the_two_player_side_and_its_provisional_parts() -> None:
    import json

    from click.testing import CliRunner

    from brass.core.cli.group import cli

    r = CliRunner().invoke(cli, ["data", "pittsburgh", "--players", "2", "--json"])
    assert r.exit_code == 0, r.output
    got = json.loads(r.output)
    west = next(loc for loc in got["data"]["map"]["location"] if loc["id"] == "the_west")
    assert (west["kind"], west["link_icons"], west["merchant_slots"]) == ("merchant", 3, [2])
    toledo = next(loc for loc in got["data"]["map"]["location"] if loc["id"] == "toledo")
    assert "provisional" not in west and "provisional" not in toledo  # printed on page 11
    assert "map.toml: location[buffalo]" in got["provisional"]
    assert not any("the_west" in line or "toledo" in line for line in got["provisional"])
    base = json.loads(CliRunner().invoke(cli, ["data", "pittsburgh", "--json"]).output)
    assert not any("location[buffalo]" in line for line in base["provisional"])


def test_a_quote_counts_the_trains_cubes_once() -> None:
    from brass.core.play.transport import Request, quote

    # Iron & Steel IV needs 2 coke: the coke works holds 1, the own train 1: both free
    sc = coke_train_beside_a_coke_works()
    sc.state.cubes[sc.res("coke")][sc.rules.board.space_index["detroit/2"]] = 1
    toledo = (sc.loc("toledo"),)
    coke = sc.res("coke")
    assert quote(sc.game, Request(0, coke, toledo), 2) == 0
    # a third cube must be bought: Canada's market ($6 for its one cube), not a second ride on the train
    assert quote(sc.game, Request(0, coke, toledo), 3) == 6
