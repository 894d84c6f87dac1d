"""Table hooks change a table in place in pluggy's own order; renamed hooks warn and still work;
events nobody implements are skipped, events someone implements are heard."""
from __future__ import annotations

import warnings
from types import SimpleNamespace
from typing import Any

import pytest

from brass.core import hookimpl, new_game
from brass.core.hooks.hookspecs import HookRenamed
from brass.core.hooks.titles import load_title_module, plugin_manager
from brass.core.play.loan import Loan
from brass.core.play.view import title_parts

#: Birmingham's actions as its title fills ``brass_actions``: the turn menu, then an interrupt step
TABLE = ["build", "network", "develop", "sell", "loan", "scout", "pass", "liquidate"]


class Recorder:
    """Plugins that write down when they ran and which ids the table held then."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, list[str]]] = []

    def plugin(self, name: str, change: Any = None, **marks: bool) -> SimpleNamespace:
        def brass_actions(game: Any, actions: dict[str, Any]) -> None:
            self.calls.append((name, list(actions)))
            if change is not None:
                change(actions)
        return SimpleNamespace(brass_actions=hookimpl(**marks)(brass_actions))

    def wrapper(self, name: str) -> SimpleNamespace:
        def brass_actions(game: Any, actions: dict[str, Any]) -> Any:
            self.calls.append((f"{name} before", list(actions)))
            result = yield
            self.calls.append((f"{name} after", list(actions)))
            return result
        return SimpleNamespace(brass_actions=hookimpl(wrapper=True)(brass_actions))


class Late(Loan):
    """A Loan put in by a test plugin."""


class Bonus(Loan):
    """An action added by a test plugin."""

    id = "bonus"


def test_table_hook_runs_in_pluggys_order_tryfirst_trylast_and_wrappers() -> None:
    rec = Recorder()

    def replace_loan(actions: dict[str, Any]) -> None:
        actions["loan"] = Late()

    def drop_scout(actions: dict[str, Any]) -> None:
        del actions["scout"]

    def add_bonus(actions: dict[str, Any]) -> None:
        actions["bonus"] = Bonus()

    plugins = (rec.plugin("plain", replace_loan), rec.plugin("first", add_bonus, tryfirst=True),
               rec.plugin("last", drop_scout, trylast=True), rec.wrapper("wrap"))
    game = new_game("birmingham", 2, seed=1, plugins=plugins)
    # wrappers around all; the tryfirst ones (the title's, then this later-registered one first);
    # plain; trylast
    assert rec.calls == [
        ("wrap before", []),
        ("first", []),
        ("plain", ["bonus", *TABLE]),
        ("last", ["bonus", *TABLE]),
        ("wrap after", ["bonus", "build", "network", "develop", "sell", "loan", "pass", "liquidate"]),
    ]
    assert list(game.actions) == ["bonus", "build", "network", "develop", "sell", "loan", "pass", "liquidate"]
    assert type(game.actions["loan"]) is Late  # replaced in its place in the menu
    assert [option.id for _, option in game.menu] == ["bonus", "build", "network", "develop", "sell", "loan", "pass"]


def test_two_plain_plugins_run_last_registered_first_so_the_first_given_has_the_last_word() -> None:
    rec = Recorder()

    class Second(Loan):
        pass

    def mine(cls: type) -> Any:
        return lambda actions: actions.__setitem__("loan", cls())

    game = new_game("birmingham", 2, seed=1, plugins=(rec.plugin("p1", mine(Late)), rec.plugin("p2", mine(Second))))
    assert [name for name, _ in rec.calls] == ["p2", "p1"]
    assert rec.calls[0][1] == TABLE  # the title's table, before either plugin
    assert type(game.actions["loan"]) is Late
    assert list(game.actions) == TABLE


def test_transport_table_seen_as_the_title_filled_it_and_changed_in_place() -> None:
    base = new_game("birmingham", 2, seed=1)
    seen: list[list[tuple[int, str]]] = []

    @hookimpl(trylast=True)
    def brass_transport(game: Any, tiers: dict[tuple[int, str], list[Any]]) -> None:
        seen.append(sorted(tiers))
        del tiers[(0, "")]

    game = new_game("birmingham", 2, seed=1, plugins=(SimpleNamespace(brass_transport=brass_transport),))
    assert seen == [[(r, p) for r, p, _ in base.transport.all_tiers()]]
    assert game.transport.tiers(0) == ()
    assert base.transport.tiers(0) != ()
    assert [t[:2] for t in game.transport.all_tiers()] == [t[:2] for t in base.transport.all_tiers()][1:]


class OldBoardLines:
    """A plugin written for the hook's old name."""

    @hookimpl
    def brass_board_lines(self, game: Any, player: int) -> list[str]:
        return ["an old line"]


def test_implementing_a_renamed_hook_warns_once_naming_the_new_one_and_still_works() -> None:
    plugin = OldBoardLines()
    with pytest.warns(HookRenamed) as caught:
        pm = plugin_manager(load_title_module("birmingham"), (plugin,))
    assert [str(w.message) for w in caught] == [
        ("the hook brass_board_lines is deprecated: implement brass_board_parts instead "
         "(return the lines in a dict under a part name)")]
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the configuration's manager is kept: no second warning
        assert plugin_manager(load_title_module("birmingham"), (plugin,)) is pm
        game = new_game("birmingham", 2, seed=1, plugins=(plugin,))
    assert title_parts(game) == {"birmingham": ["an old line"]}
    assert title_parts(new_game("birmingham", 2, seed=1)) == {}


def test_a_title_answering_the_new_hook_wins_over_an_old_plugin() -> None:
    with pytest.warns(HookRenamed):
        game = new_game("pittsburgh", 2, seed=1, plugins=(OldBoardLines(),))
    assert "an old line" not in [line for lines in title_parts(game).values() for line in lines]
    assert "whiskey" in title_parts(game)


def test_events_nobody_implements_are_skipped_and_heard_once_implemented() -> None:
    base = new_game("birmingham", 2, seed=1)
    assert "brass_action_done" not in base.heard
    assert "brass_tile_flipped" in base.heard  # Birmingham implements it
    done: list[str] = []
    plugin = SimpleNamespace(brass_action_done=hookimpl(lambda game, player, action: done.append(action)))
    game = new_game("birmingham", 2, seed=1, plugins=(plugin,))
    assert "brass_action_done" in game.heard and "brass_action_done" in game.clone().heard
    game.apply("pass")
    game.apply(game.decision().options[0].id)
    assert done == ["pass"]
