"""Every hook a title or plugin may implement, grouped by phase.

All hooks are named ``brass_*`` and called with keyword arguments.  Each game
builds its own plugin manager (core defaults, one title, chosen plugins), so two
titles never answer the same call.  Hooks are called per game, per action or per
event -- never per cube: tables such as actions and transport tiers are resolved
from hooks once, when the game is built.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    import click

    from brass.core.hooks.title_info import TitleInfo
    from brass.core.i18n.messages import Message
    from brass.core.model.rules import Rules
    from brass.core.play.actions import Action
    from brass.core.play.engine import Game
    from brass.core.play.transport import Tier

hookspec = pluggy.HookspecMarker("brass")
hookimpl = pluggy.HookimplMarker("brass")


# -- describing a title -----------------------------------------------------------

@hookspec(firstresult=True)
def brass_title() -> "TitleInfo | None":
    """Describe the title this plugin provides (id, name, version, data loader).

    Called when titles are listed and when a game is built.  Only title plugins
    implement it; the first non-None result wins.
    """


@hookspec
def brass_rules_loaded(rules: "Rules") -> None:
    """Inspect the compiled static rules of a title (after data and variant are applied).

    Called once per rules object (rules are cached and shared).  May attach extra
    static tables to ``rules``; must not change data the title already read.
    """


# -- building a game --------------------------------------------------------------

@hookspec
def brass_actions(game: "Game") -> "list[Action]":
    """Return the actions this plugin offers (the turn menu and interrupt steps).

    Called once when a game is built.  Results of plugins registered later replace
    actions with the same ``id`` from earlier ones (a variant can swap a rule).
    """


@hookspec
def brass_transport(game: "Game") -> "dict[tuple[int, str], list[Tier]]":
    """Return sourcing tiers by (resource index, purpose); purpose "" is the default.

    Called once when a game is built.  Results of plugins registered later
    replace the tiers an earlier plugin gave for the same key.
    """


@hookspec
def brass_setup(game: "Game") -> None:
    """Finish setting up a new game on ``game.state``.

    Core has already done the common steps (deck shuffled and dealt, face-down
    discards, money, income, random order).  Called once for a new game, never
    for a loaded save or position.  Every implementation runs; a variant that
    adjusts the title's setup marks its implementation ``trylast=True``.  Draw
    all randomness from the game's generator (``game.random_below``).
    """


# -- turns, rounds, eras ---------------------------------------------------------

@hookspec
def brass_turn_end(game: "Game", player: int) -> None:
    """A player's turn has ended (after their last action).

    Core's default refills the hand to the title's hand size.
    """


@hookspec
def brass_round_end(game: "Game") -> None:
    """Every player has taken their turn; called before income.

    Core's default sorts next round's order by money spent (stable) and resets
    spending.
    """


@hookspec(firstresult=True)
def brass_collect_income(game: "Game", player: int) -> bool | None:
    """Pay ``player`` their income level, or take it when negative.

    Called for each player in turn order after the round end, except after the
    final round of the game.  May start an interrupt action (set
    ``game.state.frame``) for a decision, such as which tiles to sell to cover a
    debt.  First non-None result wins; core's default handles a plain payment
    and leaves unpayable debts to ``brass_income_shortfall``.
    """


@hookspec(firstresult=True)
def brass_income_shortfall(game: "Game", player: int, owed: int) -> bool | None:
    """``player`` must pay ``owed`` more than they hold; apply the title's penalty.

    Called by core's default income.  First non-None result wins.
    """


@hookspec
def brass_tile_flipped(game: "Game", space: int) -> None:
    """The tile on ``space`` has just flipped (income already advanced by core)."""


@hookspec
def brass_era_end(game: "Game", era: int) -> None:
    """The era ``era`` has ended (its last round and income are done).

    The title scores and prepares the next era here (remove tiles, reshuffle,
    deal).  Called before the game-over check.
    """


@hookspec(firstresult=True)
def brass_final_ranking(game: "Game") -> "list[list[int]] | None":
    """Rank the players at game end: groups of seats, best first (a group = a tie).

    First non-None result wins; core's default sorts by VP, then the title's
    tiebreaks.
    """


# -- positions ---------------------------------------------------------------------------

@hookspec
def brass_invariants(game: "Game") -> "list[str]":
    """Problems with the title's own state (``State.ext``) that must never happen, e.g. a
    negative count; an empty list when all is well.

    Called by :func:`brass.core.play.invariants.problems` (fuzzing, tests, position files);
    every implementation's problems are reported.
    """


@hookspec(firstresult=True)
def brass_position_write(game: "Game") -> "dict[str, Any] | None":
    """The title's own part of a position file (the ``[extra]`` table), as plain data.

    Called when a game's situation is written as a position; first non-None wins.
    """


@hookspec(firstresult=True)
def brass_position_read(game: "Game", extra: "dict[str, Any]", file: str) -> bool | None:
    """Apply a position file's ``[extra]`` table to ``game.state``.

    Called while a position is built (after the common parts); must raise
    :class:`brass.core.model.errors.DataError` naming ``file`` and the key path for bad
    values.  First non-None result wins.
    """


# -- showing a game ---------------------------------------------------------------------

@hookspec(firstresult=True)
def brass_describe_merchant(game: "Game", slot: int) -> "Message | None":
    """One line describing merchant slot ``slot`` (its tile and what sits beside it).

    Called by board views; first non-None result wins.  Core's fallback shows the
    tile id and the goods count.
    """


@hookspec(firstresult=True)
def brass_view(game: "Game", player: int) -> "dict[str, Any] | None":
    """The title's own public state as plain data, for ``view(game, player)`` (key ``title``).

    Must not contain anything ``player`` may not see (face-down tiles, others' hands).
    First non-None result wins.
    """


@hookspec(firstresult=True)
def brass_board_lines(game: "Game", player: int) -> "list[Message] | None":
    """Extra lines for the text board (after the merchants): the title's own public state.

    First non-None result wins.
    """


# -- tools around games --------------------------------------------------------------

@hookspec
def brass_bots() -> "dict[str, Any]":
    """Return bot factories by name: ``factory(seed) -> bot`` with ``bot.choose(view, decision)``."""


@hookspec
def brass_cli_commands(cli: "click.Group") -> None:
    """Add commands to the ``brass`` command line group."""
