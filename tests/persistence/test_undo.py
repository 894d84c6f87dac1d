"""Session.undo: back to the start of the action in progress, with the log cut to match.

Inside an action, undo restores the exact state from before the action began,
truncates the log to that action boundary and offers the turn menu again; at
an action boundary it refuses (False) and changes nothing.  A game saved after
an undo loads to the same state.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from brass.core.files.session import Session
from brass.core.files.snapshot import snapshot
from brass.core.model.errors import RuleViolation
from brass.plugins.bots import RandomBot


def pending(session: Session) -> tuple[int, list[str]]:
    d = session.game.decision()
    assert d is not None
    return d.player, d.ids()


def build_card_leaving_action_open(session: Session) -> str:
    """A card option, after ``build``, after which the build still asks something."""
    d = session.game.decision()
    assert d is not None
    for option in d.ids():
        probe = session.game.clone()
        probe.apply(option)
        if probe.state.frame is not None:
            return option
    raise AssertionError(f"no card keeps the build open among {d.ids()}")


def start_of_game(players: int = 2, seed: int = 0, moves: int = 0) -> Session:
    session = Session.new("birmingham", players, seed)
    bots = [RandomBot(seed + 50 + p) for p in range(players)]
    while len(session.log) < moves or session.game.state.frame is not None or "build" not in pending(session)[1]:
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
    return session


@pytest.mark.parametrize("players,seed,moves", [(2, 0, 0), (3, 1, 0), (4, 2, 25), (2, 3, 60)])
def test_undo_inside_a_build_restores_the_state_before_the_action(players: int, seed: int, moves: int) -> None:
    session = start_of_game(players, seed, moves)
    before = snapshot(session.game.state)
    log_before = list(session.log)
    menu = pending(session)
    assert not session.can_undo()

    session.apply("build")
    card = build_card_leaving_action_open(session)
    session.apply(card)
    assert session.game.state.frame is not None and session.game.state.frame.action == "build"
    assert session.log == [*log_before, "build", card]
    assert session.can_undo()

    assert session.undo() is True
    assert snapshot(session.game.state) == before
    assert session.game.state.frame is None
    assert session.log == log_before
    assert pending(session) == menu
    assert not session.can_undo()
    # the saved game is the undone one
    data = session.to_dict()
    assert data["log"] == log_before
    assert data["snapshot"] == before
    reloaded = Session.from_dict(data)
    assert snapshot(reloaded.game.state) == before
    assert pending(reloaded) == menu


def test_undo_deep_inside_an_action_goes_back_to_its_very_start(tmp_path: Path) -> None:
    session = start_of_game(2, 0)
    before = snapshot(session.game.state)
    log_before = list(session.log)
    session.apply("build")
    session.apply(build_card_leaving_action_open(session))
    steps = 2
    while session.game.state.frame is not None and steps < 4:
        d = session.game.decision()
        if len(d.ids()) < 2:
            break
        probe = session.game.clone()
        probe.apply(d.ids()[0])
        if probe.state.frame is None:
            break  # keep the action open
        session.apply(d.ids()[0])
        steps += 1
    assert session.game.state.frame is not None
    assert session.undo()
    assert snapshot(session.game.state) == before
    assert session.log == log_before
    session.save(tmp_path / "undone.toml")
    loaded = Session.load(tmp_path / "undone.toml")
    assert snapshot(loaded.game.state) == before
    assert loaded.log == log_before


def test_undo_at_an_action_boundary_changes_nothing() -> None:
    session = start_of_game(3, 4, moves=20)
    before = snapshot(session.game.state)
    log_before = list(session.log)
    menu = pending(session)
    assert session.game.state.frame is None
    assert session.can_undo() is False
    assert session.undo() is False
    assert snapshot(session.game.state) == before
    assert session.log == log_before
    assert pending(session) == menu


def test_undo_right_after_a_finished_action_changes_nothing() -> None:
    """Once an action is complete it can no longer be taken back."""
    session = start_of_game(2, 0)
    session.apply("build")
    d = session.game.decision()
    finishing = None
    for option in d.ids():
        probe = session.game.clone()
        probe.apply(option)
        if probe.state.frame is None:
            finishing = option
            break
    assert finishing is not None
    session.apply(finishing)
    assert session.game.state.frame is None
    after = snapshot(session.game.state)
    log_after = list(session.log)
    assert session.undo() is False
    assert snapshot(session.game.state) == after
    assert session.log == log_after


def test_undo_twice_only_undoes_once() -> None:
    session = start_of_game(2, 1)
    before = snapshot(session.game.state)
    session.apply("build")
    session.apply(build_card_leaving_action_open(session))
    assert session.undo() is True
    assert session.undo() is False
    assert snapshot(session.game.state) == before


def test_after_undo_the_same_choices_give_the_same_result() -> None:
    session = start_of_game(4, 6, moves=10)
    session.apply("build")
    card = build_card_leaving_action_open(session)
    session.apply(card)
    d = session.game.decision()
    session.apply(d.ids()[-1])
    while session.game.state.frame is not None:
        session.apply(session.game.decision().ids()[0])
    done = snapshot(session.game.state)
    chosen = list(session.log)

    again = start_of_game(4, 6, moves=10)
    again.apply("build")
    again.apply(card)
    assert again.undo()
    for option in chosen[len(again.log):]:
        again.apply(option)
    assert snapshot(again.game.state) == done
    assert again.log == chosen


def test_a_refused_option_is_not_logged_and_undo_still_works() -> None:
    session = start_of_game(2, 2)
    before = snapshot(session.game.state)
    session.apply("build")
    inside = snapshot(session.game.state)
    with pytest.raises(RuleViolation):
        session.apply("card:belper")  # a 4-player card
    assert session.log[-1] == "build"
    assert snapshot(session.game.state) == inside
    assert session.undo()
    assert snapshot(session.game.state) == before


def test_undo_works_after_loading_a_game_saved_inside_an_action(tmp_path: Path) -> None:
    session = start_of_game(3, 3, moves=15)
    before = snapshot(session.game.state)
    log_before = list(session.log)
    session.apply("build")
    session.apply(build_card_leaving_action_open(session))
    session.save(tmp_path / "mid.toml")

    loaded = Session.load(tmp_path / "mid.toml")
    assert loaded.can_undo()
    assert loaded.undo() is True
    assert snapshot(loaded.game.state) == before
    assert loaded.log == log_before
    loaded.save(tmp_path / "after.toml")
    assert snapshot(Session.load(tmp_path / "after.toml").game.state) == before


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_undo_inside_any_chosen_action_of_random_games(players: int, seed: int) -> None:
    """At every decision inside an action begun by a menu choice: undo, check, then redo the same choices."""
    session = Session.new("birmingham", players, seed)
    bots = [RandomBot(seed * 5 + p) for p in range(players)]
    start_state = None  # snapshot just before the last menu choice
    start_log = 0
    start_menu = None
    undone = 0
    while (d := session.game.decision()) is not None:
        game = session.game
        if game.state.frame is not None and session.can_undo() and start_state is not None \
                and snapshot(game.action_start) == start_state:
            here = snapshot(game.state)
            log_here = list(session.log)
            assert session.undo()
            assert snapshot(game.state) == start_state
            assert session.log == log_here[:start_log]
            assert pending(session) == start_menu
            assert snapshot(Session.from_dict(session.to_dict()).game.state) == start_state
            for option in log_here[start_log:]:
                session.apply(option)
            assert snapshot(game.state) == here
            assert session.log == log_here
            undone += 1
        if game.state.frame is None:
            start_state = snapshot(game.state)
            start_log = len(session.log)
            start_menu = (d.player, d.ids())
        session.apply(bots[d.player].choose(d))
    assert undone > 40


FORCED_PASS = {
    # seat 1 has one action left; seat 2 can afford nothing and cannot take a loan (income at the
    # bottom of the track), so "pass" is its only action: the menu is skipped and the pass begins
    # by itself, asking which of two cards to discard
    "format": 1, "title": "birmingham", "players": 2, "seed": 3, "era": "canal", "round": 2,
    "turn": 1, "actions_left": 1, "order": [1, 2],
    "player": [{"money": 20, "income": 30, "hand": ["birmingham"]},
               {"money": 0, "income": 0, "hand": ["stafford", "cannock"]}],
}


def test_forced_pass_scenario_is_as_described() -> None:
    session = Session.from_position(FORCED_PASS)
    assert pending(session)[0] == 0
    session.apply("loan")
    assert session.game.state.frame is not None and session.game.state.frame.action == "pass"
    assert pending(session) == (1, ["card:stafford", "card:cannock"])
    assert session.log == ["loan"]


def test_undo_in_an_action_that_began_by_itself_keeps_the_finished_action(tmp_path: Path) -> None:
    session = Session.from_position(FORCED_PASS)
    session.apply("loan")  # seat 1's loan ends its turn; seat 2's pass begins on its own
    in_pass = snapshot(session.game.state)
    session.undo()
    # the loan is a finished action: it stays in the log and the state
    assert session.log == ["loan"]
    assert snapshot(session.game.state) == in_pass
    session.save(tmp_path / "g.toml")
    loaded = Session.load(tmp_path / "g.toml")
    assert snapshot(loaded.game.state) == snapshot(session.game.state)


def _first_action_begun_by_itself(players: int, seed: int) -> Session | None:
    """A random game stopped inside an action that no menu choice began (the menu had one option)."""
    session = Session.new("birmingham", players, seed)
    bots = [RandomBot(seed * 7 + p) for p in range(players)]
    last_menu_state = None
    while (d := session.game.decision()) is not None:
        game = session.game
        if game.state.frame is not None and game.action_start is not None \
                and snapshot(game.action_start) != last_menu_state:
            return session
        if game.state.frame is None:
            last_menu_state = snapshot(game.state)
        session.apply(bots[d.player].choose(d))
    return None


def test_actions_that_begin_by_themselves_happen_in_real_games() -> None:
    session = _first_action_begun_by_itself(2, 0)
    assert session is not None
    assert session.can_undo()
    assert session.game.state.frame is not None


def test_undo_in_a_random_game_keeps_the_save_loadable() -> None:
    session = _first_action_begun_by_itself(2, 0)
    assert session is not None
    assert session.undo()
    reloaded = Session.from_dict(session.to_dict())
    assert snapshot(reloaded.game.state) == snapshot(session.game.state)
