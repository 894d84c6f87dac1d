"""brass.core.hooks.hookspecs and brass.core.hooks.titles: hook naming, docs, and the per-game plugin manager."""
from __future__ import annotations

import inspect
import re

import pytest

from brass.core import hookimpl, new_game
from brass.core.hooks import hookspecs
from brass.core.hooks.titles import installed_titles, load_title_module, plugin_manager, title_info
from brass.core.model.errors import DataError

FIRST_WINS = "the first non-None result wins"


def _specs():
    return {name: fn for name, fn in inspect.getmembers(hookspecs, inspect.isfunction)
            if hasattr(fn, "brass_spec")}


def test_every_spec_function_is_a_hook_of_the_manager():
    pm = plugin_manager(load_title_module("birmingham"))
    registered = {name for name, caller in vars(pm.hook).items() if getattr(caller, "spec", None) is not None}
    assert registered == set(_specs())
    assert {"brass_actions", "brass_transport", "brass_board_parts", "brass_board_lines"} <= registered


@pytest.mark.parametrize("name", sorted(_specs()))
def test_hookspec_named_brass_and_documented_in_the_fixed_form(name):
    """pytest's form: a summary, then ``:param name:`` for each parameter in order and one ``:return:``."""
    fn = _specs()[name]
    assert fn.__name__.startswith("brass_")
    doc = inspect.getdoc(fn)
    assert doc is not None and not doc.startswith(":")
    params = re.findall(r"^:param (\w+):", doc, re.M)
    assert params == list(inspect.signature(fn).parameters)
    assert len(re.findall(r"^:return:", doc, re.M)) == 1
    assert doc.index(":return:") > max((doc.index(f":param {p}:") for p in params), default=0)


@pytest.mark.parametrize("name", sorted(_specs()))
def test_a_hook_says_the_first_answer_wins_exactly_when_its_spec_is_firstresult(name):
    fn = _specs()[name]
    returns = " ".join(inspect.getdoc(fn).split(":return:")[1].split())
    assert (FIRST_WINS in returns) == fn.brass_spec["firstresult"]


@pytest.mark.parametrize(("old", "new"), sorted(hookspecs.RENAMED_HOOKS.items()))
def test_a_renamed_hooks_spec_warns_naming_the_new_one(old, new):
    specs = _specs()
    assert new in specs and old in specs
    warning = specs[old].brass_spec["warn_on_impl"]
    assert isinstance(warning, hookspecs.HookRenamed)
    assert (warning.old, warning.new) == (old, new)
    assert inspect.getdoc(specs[old]).startswith(f"Deprecated: implement ``{new}``")
    assert inspect.signature(specs[old]).parameters == inspect.signature(specs[new]).parameters


def test_birmingham_title_found_through_entry_point():
    titles = installed_titles()
    assert "birmingham" in titles
    ep = titles["birmingham"]
    assert ep.group == "brass.titles"
    assert ep.value == "brass_birmingham.plugin"


def test_title_info():
    info = title_info("birmingham")
    assert (info.id, info.name) == ("birmingham", "Brass: Birmingham")
    rules = info.load_rules(None)
    assert rules.info.player_counts == (2, 3, 4)


def test_unknown_title():
    with pytest.raises(DataError) as exc:
        load_title_module("atlantis")
    assert exc.value.key == "error.unknown_title"
    assert exc.value.params["title"] == "atlantis"


def test_plugin_manager_passes_check_pending():
    pm = plugin_manager(load_title_module("birmingham"))
    pm.check_pending()  # raises on a hook implementation without a spec
    names = [pm.get_name(p) for p in pm.get_plugins()]
    assert sorted(names) == ["brass.core.play.defaults", "title"]
    impls = {impl.plugin_name for impl in pm.hook.brass_round_end.get_hookimpls()}
    assert impls == {"brass.core.play.defaults"}
    impls = {impl.plugin_name for impl in pm.hook.brass_collect_income.get_hookimpls()}
    assert impls == {"brass.core.play.defaults"}
    impls = {impl.plugin_name for impl in pm.hook.brass_setup.get_hookimpls()}
    assert impls == {"title"}


def test_plugin_with_misnamed_hook_is_rejected():
    class Typo:
        @hookimpl
        def brass_round_ended(self, game):
            pass

    from pluggy import PluginValidationError

    with pytest.raises(PluginValidationError):
        plugin_manager(load_title_module("birmingham"), (Typo(),))


def test_plugin_round_end_runs_before_core_default():
    class Reverse:
        @hookimpl(tryfirst=True)
        def brass_round_end(self, game):
            game.state.order = list(reversed(game.state.order))

    g = new_game("birmingham", 3, 2, plugins=(Reverse(),))
    st = g.state
    st.order = [0, 1, 2]
    st.spent = [9, 0, 0]
    g.hook.brass_round_end(game=g)
    # both implementations run: ours reverses to [2, 1, 0], then core sorts by spending (stable)
    assert st.order == [2, 1, 0]
    assert st.spent == [0, 0, 0]


@pytest.mark.parametrize("title", sorted(installed_titles()))
def test_every_shipped_title_and_plugin_passes_check_pending(title):
    from brass.core.hooks.titles import installed_plugins

    plugins = tuple(ep.load() for ep in installed_plugins().values())
    pm = plugin_manager(load_title_module(title), plugins)
    pm.check_pending()
    assert pm.hook.brass_title().id == title
    assert len(pm.get_plugins()) == 2 + len(plugins)  # core defaults + title + plugins


def test_both_titles_are_installed_through_entry_points():
    assert set(installed_titles()) == {"birmingham", "pittsburgh"}
    assert installed_titles()["pittsburgh"].value == "brass_pittsburgh.plugin"
