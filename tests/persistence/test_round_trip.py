"""Saving and reloading reproduces the game exactly, at every decision of random games.

``Session.to_dict`` / ``Session.from_dict`` (and ``save`` / ``load`` through a
real file) must give back the same state (compared as snapshots) and the same
pending decision (deciding player and option ids, in order).
"""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w

from brass.core.files.position_file import position_of
from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.core.play.view import view
from brass.plugins.bots import EagerBot, RandomBot

VARIANT_FILE = Path(__file__).resolve().parents[2] / "brass_birmingham" / "variants" / "cheap_canals.toml"


def seeds_for(fuzz_games: int) -> range:
    """Full games per player count: 3 with the default --fuzz-games 50, never fewer than 2."""
    return range(max(2, fuzz_games // 15))


def pending(session: Session) -> tuple[int, list[str]] | None:
    d = session.game.decision()
    return None if d is None else (d.player, d.ids())


def assert_same_game(reloaded: Session, original: Session, where: str) -> None:
    assert snapshot(reloaded.game.state) == snapshot(original.game.state), where
    assert pending(reloaded) == pending(original), where
    assert reloaded.log == original.log, where


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_decision_of_random_games_round_trips(players: int, fuzz_games: int, tmp_path: Path) -> None:
    file_checks = 0
    for seed in seeds_for(fuzz_games):
        session = Session.new("birmingham", players, seed)
        bots = [RandomBot(seed * 7 + p) for p in range(players)]
        step = 0
        while True:
            where = f"{players} players, seed {seed}, decision {step}"
            data = session.to_dict()
            assert data["log"] == session.log and data["players"] == players and data["seed"] == seed
            assert_same_game(Session.from_dict(data, "round-trip"), session, where)
            if step % 15 == 7:
                # the dict is TOML data: dumping and parsing it changes nothing
                assert tomllib.loads(tomli_w.dumps(data)) == data, where
            if step % 40 == 11 or (session.game.state.frame is not None and step % 40 == 12):
                path = tmp_path / f"g{players}-{seed}-{step}.toml"
                session.save(path)
                assert_same_game(Session.load(path), session, where)
                file_checks += 1
            d = session.game.decision()
            if d is None:
                break
            session.apply(bots[d.player].choose(d))
            step += 1
        assert session.game.over
        assert step > 50, "a full game takes many decisions"
    assert file_checks >= 2 * len(seeds_for(fuzz_games))


def final_figures(session: Session) -> tuple[list[int], list[int], list[list[int]], list[int]]:
    st = session.game.state
    return list(st.vp), list(st.money), session.game.ranking(), list(st.income)


@pytest.mark.parametrize("players,seed,bot", [(2, 11, "random"), (3, 12, "eager"), (4, 13, "eager")])
def test_a_finished_game_reloads_to_the_same_result(players: int, seed: int, bot: str, tmp_path: Path) -> None:
    session = Session.new("birmingham", players, seed)
    bots = [(EagerBot if bot == "eager" else RandomBot)(seed + p) for p in range(players)]
    while (d := session.game.decision()) is not None:
        session.apply(bots[d.player].choose(d, view(session.game, d.player)))
    assert session.game.over
    path = tmp_path / "final.toml"
    session.save(path)
    loaded = Session.load(path)
    assert loaded.game.over
    assert loaded.game.decision() is None
    assert final_figures(loaded) == final_figures(session)
    assert snapshot(loaded.game.state) == snapshot(session.game.state)
    assert sorted(p for group in loaded.game.ranking() for p in group) == list(range(players))
    # and the file itself is stable: saving the reloaded game writes the same bytes
    again = tmp_path / "again.toml"
    loaded.save(again)
    assert again.read_bytes() == path.read_bytes()


def test_eager_games_score_and_still_round_trip(tmp_path: Path) -> None:
    """A game with real scores (not all zero) keeps them exactly through a file."""
    session = Session.new("birmingham", 4, 1)
    bots = [EagerBot(p) for p in range(4)]
    while (d := session.game.decision()) is not None:
        session.apply(bots[d.player].choose(d, view(session.game, d.player)))
    assert max(session.game.state.vp) > 0
    session.save(tmp_path / "g.toml")
    loaded = Session.load(tmp_path / "g.toml")
    assert final_figures(loaded) == final_figures(session)


def test_the_saved_file_has_the_documented_layout(tmp_path: Path) -> None:
    session = Session.new("birmingham", 3, 5)
    bots = [RandomBot(p) for p in range(3)]
    for _ in range(12):
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
    path = tmp_path / "g.toml"
    session.save(path)
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    assert data["format"] == 1
    assert data["title"] == "birmingham"
    assert data["players"] == 3
    assert data["seed"] == 5
    assert data["plugins"] == []
    assert data["log"] == session.log and len(data["log"]) == 12
    assert "variant" not in data and "start" not in data
    assert data["snapshot"] == snapshot(session.game.state)
    assert set(data) <= {"format", "title", "players", "seed", "plugins", "log", "variant", "start", "snapshot",
                         "action", "seal"}


def test_a_variant_game_round_trips_with_its_variant(tmp_path: Path) -> None:
    with open(VARIANT_FILE, "rb") as fh:
        variant = tomllib.load(fh)
    session = Session.new("birmingham", 2, 4, variant=variant)
    bots = [RandomBot(40 + p) for p in range(2)]
    for step in range(80):
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
        if step % 20 == 5:
            session.save(tmp_path / "v.toml")
            loaded = Session.load(tmp_path / "v.toml")
            assert loaded.variant == variant
            assert_same_game(loaded, session, f"variant game, decision {step}")
    assert session.to_dict()["variant"] == variant


def test_a_game_started_from_a_position_round_trips(tmp_path: Path) -> None:
    # a mid-game position (taken at an action boundary), then play on from it
    source = Session.new("birmingham", 3, 8)
    bots = [RandomBot(80 + p) for p in range(3)]
    while len(source.log) < 60 or source.game.state.frame is not None:
        d = source.game.decision()
        source.apply(bots[d.player].choose(d))
    position = tomllib.loads(tomli_w.dumps(position_of(source.game)))
    session = Session.from_position(position, "pos.toml")
    assert session.to_dict()["start"] == position
    for step in range(60):
        d = session.game.decision()
        if d is None:
            break
        session.apply(bots[d.player].choose(d))
        assert_same_game(Session.from_dict(session.to_dict()), session, f"from a position, decision {step}")
    session.save(tmp_path / "p.toml")
    assert_same_game(Session.load(tmp_path / "p.toml"), session, "from a position, through a file")


def test_a_reloaded_game_plays_on_exactly_like_the_original() -> None:
    """Reloading mid-game and continuing with the same choices ends in the same state."""
    original = Session.new("birmingham", 4, 21)
    bots = [RandomBot(210 + p) for p in range(4)]
    while len(original.log) < 100:
        d = original.game.decision()
        original.apply(bots[d.player].choose(d))
    copy = Session.from_dict(original.to_dict())
    bots_a = [RandomBot(500 + p) for p in range(4)]
    bots_b = [RandomBot(500 + p) for p in range(4)]
    while (d := original.game.decision()) is not None:
        option = bots_a[d.player].choose(d)
        d2 = copy.game.decision()
        assert d2 is not None and d2.ids() == d.ids()
        assert bots_b[d2.player].choose(d2) == option
        original.apply(option)
        copy.apply(option)
    assert copy.game.over
    assert snapshot(copy.game.state) == snapshot(original.game.state)
    assert copy.game.ranking() == original.game.ranking()
