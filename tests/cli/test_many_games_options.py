"""``simulate``, ``compare`` and ``sweep`` take one option stack (``many_games_options``): the
same run options, in the same order, with the same help, then each command's own."""
from __future__ import annotations

import click

from brass.core.cli.group import load_command

SHARED = ["title", "players", "games", "seed", "workers", "executor", "scheduler", "plot", "json_out"]
TAIL = ["bots", "plugins", "rows", "lang"]


def _params(name: str) -> list[click.Parameter]:
    return [p for p in load_command(name).params if p.name != "help"]


def test_the_three_commands_share_the_run_options_in_one_order() -> None:
    stacks = {name: _params(name) for name in ("simulate", "compare", "sweep")}
    for name, params in stacks.items():
        names = [p.name for p in params]
        assert names[:len(SHARED)] == SHARED, name
        assert [n for n in names if n in TAIL] == TAIL, name
    first = stacks["simulate"][:len(SHARED)]
    for params in stacks.values():
        assert [(p.opts, getattr(p, "help", None), p.default) for p in params[:len(SHARED)]] == \
               [(p.opts, getattr(p, "help", None), p.default) for p in first]


def test_each_command_keeps_its_own_options_and_help() -> None:
    names = {name: [p.name for p in _params(name)] for name in ("simulate", "compare", "sweep")}
    assert names["simulate"] == [*SHARED, "resolve", "bots", "variant", "plugins", "rows", "lang"]
    assert names["compare"] == [*SHARED, "side_a", "side_b", "bots", "plugins", "rows", "lang"]
    assert names["sweep"] == [*SHARED, "change_path", "values", "value_range", "bots", "variant", "plugins", "rows",
                              "lang"]
    bots = {name: next(p for p in _params(name) if p.name == "bots") for name in names}
    assert bots["compare"].help and bots["compare"].help.startswith("Bots for every seat")
    assert next(p for p in _params("sweep") if p.name == "variant").help == \
        "A variant to start from (the swept change is added)."
