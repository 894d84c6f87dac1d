"""The example rule plugins in plugins/examples/, and the hooks they rely on."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from brass.core.hooks.games import new_game
from brass.core.hooks.hookspecs import hookimpl
from brass.core.play.runner import play_one
from brass.core.play.transport import FixedPriceProvider, Request, quote
from brass.plugins.examples import fixed_turn_order, income_first, no_beer_sales


def test_sales_need_no_beer() -> None:
    base = new_game("birmingham", 2, seed=1)
    game = new_game("birmingham", 2, seed=1, plugins=(no_beer_sales,))
    rules = game.rules
    beer = rules.industries.resource_index["beer"]
    cotton = rules.industries.industry_index["cotton"]
    birmingham = next(i for i, loc in enumerate(rules.board.locations) if loc.id == "birmingham")
    need = Request(0, beer, (birmingham,), "sell", cotton)
    assert quote(base, need, 1) == -1  # no link yet: no brewery or merchant barrel reaches it
    assert quote(game, need, 1) == 0
    [tier] = game.transport.tiers(beer, "sell")
    assert isinstance(tier.providers[0], FixedPriceProvider)
    assert game.transport.tiers(beer, "") == base.transport.tiers(beer, "")  # beer for building is unchanged


def test_fixed_turn_order_keeps_the_setup_order() -> None:
    for plugins, expected in (((), [1, 0]), ((fixed_turn_order,), [0, 1])):
        game = new_game("birmingham", 2, seed=3, plugins=plugins)
        game.state.order = [0, 1]
        game.state.spent = [9, 2]
        game.hook.brass_round_end(game=game)
        assert game.state.order == expected
        assert game.state.spent == [0, 0]


def test_income_is_paid_at_the_start_of_each_round() -> None:
    game = new_game("birmingham", 2, seed=5, plugins=(income_first,))
    st = game.state
    assert st.money == [17, 17]  # paid at setup: level 0 at the start
    st.income = [st.income[0] + 4, st.income[1] + 2]  # levels 2 and 1
    assert game.hook.brass_collect_income(game=game, player=0) is True
    assert st.money == [17, 17]  # nothing at the round end
    game.hook.brass_round_start(game=game)
    assert st.money == [19, 18]
    r = play_one("birmingham", 2, 0, 0, ("eager", "eager"), plugins=("example-income-first",))
    assert r.rounds == 20


def test_an_action_replacing_plugin_marked_trylast_replaces_the_titles_in_place() -> None:
    base = new_game("birmingham", 2, seed=1)
    scout = type(base.actions["scout"])

    class MyScout(scout):  # type: ignore[misc, valid-type]
        pass

    def replace(game: Any, actions: dict[str, Any]) -> None:
        actions["scout"] = MyScout()

    plugin = SimpleNamespace(brass_actions=hookimpl(trylast=True)(replace))
    game = new_game("birmingham", 2, seed=1, plugins=(plugin,))
    assert type(game.actions["scout"]) is MyScout
    assert list(game.actions) == list(base.actions)  # same menu, one action swapped in place


def test_no_late_loans_replaces_the_loan_action_once_the_deck_is_empty() -> None:
    from brass.plugins.examples import no_late_loans

    game = new_game("birmingham", 2, seed=1, plugins=(no_late_loans,))
    assert type(game.actions["loan"]) is no_late_loans.NoLateLoan
    assert "loan" in [o.id for o in game.decision().options]
    game.state.deck = []  # the era's last rounds: every card is in a hand or a pile
    game.refresh()
    assert "loan" not in [o.id for o in game.decision().options]
    assert str(game.actions["loan"].unavailable_reason(game, 0)) == "no loans once the deck is empty (a house rule)"
    base = new_game("birmingham", 2, seed=1)
    base.state.deck = []
    base.refresh()
    assert "loan" in [o.id for o in base.decision().options]
