"""Hooks with one plain implementation called directly: the same answers as pluggy's, and
pluggy again as soon as the plugins change or calls are monitored."""
from __future__ import annotations

from typing import Any

import pluggy

from brass.core.hooks import hookspecs
from brass.core.hooks.direct import PluginManager, direct_hooks
from brass.core.hooks.games import new_game
from brass.core.hooks.hookspecs import hookimpl
from brass.core.hooks.titles import _new_plugin_manager, load_title_module


def fresh_manager() -> PluginManager:
    """Birmingham's manager built anew (the shared one stays untouched)."""
    pm = _new_plugin_manager(load_title_module("birmingham"), ())
    assert isinstance(pm, PluginManager)
    return pm


def test_a_single_implementation_answers_as_pluggy_does() -> None:
    game = new_game("birmingham", 4, 0)
    pm = fresh_manager()
    st = game.state
    st.order, st.spent = [0, 1, 2, 3], [5, 0, 3, 0]
    direct = pm.direct_hook.brass_next_order  # firstresult: the value itself
    assert not isinstance(direct, pluggy.HookCaller)
    assert direct(game=game) == pm.hook.brass_next_order(game=game) == [1, 3, 2, 0]
    turn_end = pm.direct_hook.brass_turn_end  # not firstresult: a list of the non-None results
    assert not isinstance(turn_end, pluggy.HookCaller)
    hand = len(st.hands[0])
    st.hands[0].pop()
    assert turn_end(game=game, player=0) == [] == pm.hook.brass_turn_end(game=game, player=0)
    assert len(st.hands[0]) == hand  # the implementation ran: the hand was refilled


def test_several_implementations_are_left_to_pluggy() -> None:
    pm = fresh_manager()
    assert len(pm.hook.brass_option_ids.get_hookimpls()) == 2  # core's and Birmingham's
    assert pm.direct_hook.brass_option_ids is pm.hook.brass_option_ids


def test_a_hook_nobody_implements_answers_nothing() -> None:
    pm = PluginManager("brass")
    pm.add_hookspecs(hookspecs)
    assert pm.direct_hook.brass_next_order(game=None) is None
    assert pm.direct_hook.brass_turn_end(game=None, player=0) == []


class ReverseOrder:
    @hookimpl(tryfirst=True)
    def brass_next_order(self, game: Any) -> list[int]:
        return game.state.order[::-1]


def test_registering_a_plugin_afterwards_goes_back_to_pluggy() -> None:
    game = new_game("birmingham", 4, 0)
    pm = fresh_manager()
    game.state.order, game.state.spent = [0, 1, 2, 3], [5, 0, 3, 0]
    assert pm.direct_hook.brass_next_order(game=game) == [1, 3, 2, 0]
    plugin = ReverseOrder()
    pm.register(plugin)
    assert pm.direct_hook.brass_next_order(game=game) == [3, 2, 1, 0]
    pm.unregister(plugin)
    assert pm.direct_hook.brass_next_order(game=game) == [1, 3, 2, 0]


def test_monitored_calls_all_go_through_pluggy() -> None:
    pm = fresh_manager()
    seen: list[str] = []
    pm.add_hookcall_monitoring(lambda name, impls, kwargs: seen.append(name), lambda *args: None)
    game = new_game("birmingham", 4, 0)
    assert pm.direct_hook.brass_next_order is pm.hook.brass_next_order
    pm.direct_hook.brass_next_order(game=game)
    assert seen == ["brass_next_order"]


def test_a_manager_built_elsewhere_is_called_through_pluggy() -> None:
    pm = pluggy.PluginManager("brass")
    assert direct_hooks(pm) is pm.hook
