"""Toy Brass, a title brass has never heard of, installed as its own distribution (see conftest.py).

It plays complete random games, saves and replays, and answers the CLI -- with
no edit to core: this is what a new title needs, and brass-toy/ is the template.
The rules tests use the 2-player board: market town with one tile buying mills,
coal market [1, 2, 3, 4] with 2 cubes (next cube $3).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core import new_game
from brass.core.cli.group import cli
from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.core.hooks.titles import installed_titles, title_info
from brass.plugins.bots import RandomBot
from tests.random_play import play_checked
from tests.scenario_base import BaseScenario


class Toy(BaseScenario):
    def __init__(self, players: int = 2, money: int = 10) -> None:
        super().__init__("toy", players, seed=1, era="only", money=money)


def test_the_toy_title_is_found_through_its_entry_point() -> None:
    assert installed_titles()["toy"].value == "brass_toy.plugin"
    info = title_info("toy")
    assert (info.id, info.name, info.version) == ("toy", "Toy Brass", "0.1.0")
    result = CliRunner().invoke(cli, ["titles"])
    assert result.exit_code == 0
    assert "Toy Brass" in result.output


def test_build_places_the_lowest_tile_and_a_mine_gets_its_coal() -> None:
    s = Toy().hand(0, "ashby", "mill").turn(0).ready()
    s.do("build", "card:ashby")
    assert s.options() == ["build:mine@ashby/1", "build:mill@ashby/2"]
    s.do("build:mine@ashby/1")
    st = s.state
    space = s.rules.board.space_index["ashby/1"]
    assert (st.tile_owner[space], s.rules.tiles[st.tile_type[space]].ref) == (0, "mine/1")
    assert st.cubes[s.rules.title.coal][space] == 2
    assert st.money[0] == 10 - 4
    assert st.hands[0] == [s.rules.card_index["mill"]]


def test_an_industry_card_builds_only_in_the_network() -> None:
    s = (Toy().tile("brook/1", "mine/1", 0, cubes=2).link("ashby-brook", 0)
         .hand(0, "mill", "crane").turn(0).ready())
    s.do("build", "card:mill")
    # the network is Ashby and Brook; Brook's one space is taken, Crane is out of reach:
    # the one site left is taken without asking
    space = s.rules.board.space_index["ashby/2"]
    assert (s.state.tile_owner[space], s.rules.tiles[s.state.tile_type[space]].ref) == (0, "mill/1")
    assert s.state.money[0] == 10 - 6
    fresh = Toy().hand(0, "mill", "crane").turn(0).ready()
    fresh.do("build", "card:mill")   # no network yet: anywhere
    assert fresh.options() == ["build:mill@ashby/2", "build:mill@brook/1", "build:mill@crane/1"]


def test_a_road_costs_three_dollars_and_must_touch_the_network() -> None:
    s = Toy().tile("crane/1", "mill/1", 0).hand(0, "ashby", "crane").turn(0).ready()
    s.do("road", "card:ashby")
    assert s.options() == ["link:brook-crane", "link:crane-market_town"]
    s.do("link:crane-market_town")
    line = s.rules.board.link_index["crane-market_town"]
    assert (s.state.link_owner[line], s.state.money[0], s.state.links_left[0][0]) == (0, 7, 5)


def test_sell_uses_the_shared_block_a_mill_pays_one_coal_and_flips() -> None:
    s = (Toy().tile("crane/1", "mill/1", 0).link("crane-market_town", 1)
         .hand(0, "ashby", "brook").market("coal", 2).turn(0).ready())
    income = s.state.income[0]
    s.do("sell", "card:ashby")   # the only mill to sell is chosen by itself, the coal comes from the market
    space = s.rules.board.space_index["crane/1"]
    assert s.state.tile_flipped[space]
    assert s.state.income[0] == income + 3
    assert (s.state.money[0], s.market_cubes("coal")) == (10 - 3, 1)
    assert s.state.hands[0] == [s.rules.card_index["brook"]]


def test_a_mill_is_sold_only_when_its_coal_can_be_paid_for() -> None:
    s = (Toy(money=2).tile("crane/1", "mill/1", 0).link("crane-market_town", 1)
         .hand(0, "ashby", "brook").market("coal", 2).turn(0).ready())
    assert "sell" not in s.options()          # the market's next coal costs $3
    s.tile("brook/1", "mine/1", 1, cubes=1).link("brook-crane", 1).ready()
    assert "sell" in s.options()              # a connected mine's coal is free
    s.do("sell", "card:ashby")
    brook = s.rules.board.space_index["brook/1"]
    assert (s.state.money[0], s.state.tile_flipped[brook]) == (2, True)   # the emptied mine flips


def test_develop_uses_the_shared_block_one_coal_per_tile_up_to_two() -> None:
    s = Toy().hand(0, "ashby", "brook").market("coal", 2).turn(0).ready()
    s.do("develop", "card:ashby")
    assert s.options() == ["develop:mine", "develop:mill"]
    s.do("develop:mine")                                   # $3 from the market
    assert s.options() == ["done", "develop:mine", "develop:mill"]
    s.do("develop:mine")                                   # the next mine I, $4
    mine1 = s.rules.mat.position_of_tile[next(t.index for t in s.rules.tiles if t.ref == "mine/1")]
    assert (s.state.mat[0][mine1], s.state.retired[0], s.state.money[0]) == (0, 2, 10 - 3 - 4)


@pytest.mark.parametrize("players", [2, 3])
def test_random_games_are_complete_and_keep_every_invariant(players: int, fuzz_games: int) -> None:
    rounds = {2: 6, 3: 5}[players]
    for seed in range(min(fuzz_games, 30)):
        g = new_game("toy", players, seed)
        decisions = play_checked(g, bot_seed=seed * 13)
        assert g.state.round == rounds and decisions >= players * (2 * rounds - 1)
        assert sum(len(group) for group in g.ranking()) == players


def test_a_saved_toy_game_replays_to_the_same_state(tmp_path: Path) -> None:
    session = Session.new("toy", 3, seed=4)
    bots = [RandomBot(p) for p in range(3)]
    while not session.game.over:
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
    path = tmp_path / "toy.toml"
    session.save(path)
    loaded = Session.load(path)   # replays the log through the entry point, checks the snapshot
    assert loaded.game.over
    assert snapshot(loaded.game.state) == snapshot(session.game.state)


def test_the_command_line_plays_and_replays_the_toy_title_in_a_fresh_interpreter(
        tmp_path: Path, toy_site: str) -> None:
    env = dict(os.environ, PYTHONPATH=toy_site)
    brass = [sys.executable, "-c", "from brass.core.cli.group import main; main()"]
    save = tmp_path / "game.toml"
    played = subprocess.run([*brass, "play", "toy", "--players", "2", "--bots", "all", "--seed", "3",
                             "--save", str(save)], check=False, env=env, capture_output=True, text=True, timeout=120)
    assert played.returncode == 0, played.stderr
    assert "The game is over." in played.stdout
    replayed = subprocess.run([*brass, "replay", str(save)], check=False, env=env, capture_output=True, text=True,
                              timeout=120)
    assert replayed.returncode == 0, replayed.stderr
    assert "The game is over." in replayed.stdout
