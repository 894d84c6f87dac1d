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

    Called once when a game is built.  Results are applied in registration order --
    core defaults, the title, then the plugins in the order given (``--plugin`` order,
    a save's ``plugins`` list) -- and ``tryfirst``/``trylast`` do not change it: a plugin
    replaces a title's action by returning one with the same ``id`` (see
    ``plugins/examples/no_late_loans.py``).  Return only the actions you add or replace.
    """


@hookspec
def brass_transport(game: "Game") -> "dict[tuple[int, str], list[Tier]]":
    """Return sourcing tiers by (resource index, purpose); purpose "" is the default.

    Called once when a game is built, in the same registration order as
    ``brass_actions``: a later plugin's tiers replace an earlier one's for the same key.
    """


@hookspec
def brass_option_ids(game: "Game") -> "list[str]":
    """Return every option id this plugin's actions may offer in ``game`` (a superset is fine).

    Called once per game configuration, by tools that need a fixed action index
    (the reinforcement-learning adapters).  Sources of resources need not be
    listed: each transport provider names its keys itself.  All results are merged.
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

    Every implementation runs.  Core's default sets next round's order from
    ``brass_next_order`` (replace that hook to change the order) and resets spending.
    """


@hookspec(firstresult=True)
def brass_next_order(game: "Game") -> "list[int] | None":
    """Next round's turn order (seats, first to act first), decided at the round end.

    Called by core's ``brass_round_end`` before spending is reset.  First non-None
    result wins; core's default (``trylast``) sorts by money spent this round, least
    first, ties keeping their order.  A plugin returning ``list(game.state.order)``
    keeps a fixed order.
    """


@hookspec
def brass_round_start(game: "Game") -> None:
    """A new round has begun (after the previous round's income and any era change),
    before its first decision.  Not called for the game's first round (use
    ``brass_setup``).  A plugin may pay income here (``brass.core.play.defaults.
    collect_income``) after turning the end-of-round income off by answering
    ``brass_collect_income`` with True.
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


# -- events: what happened, for plugins that watch or react -------------------------
# Called by the engine and core's blocks at the moment named, with plain keyword arguments
# (seats, space and line indices, ids: see docs/plugins.md for what they index).  A plugin
# may read the game and may change the state (a bonus, a penalty); nothing is returned.
# A hook nobody implements costs one empty call.

@hookspec
def brass_built(game: "Game", player: int, space: int, tile: int) -> None:
    """``player`` has built ``tile`` (an index into ``rules.tiles``) on ``space`` (an index
    into ``rules.board.spaces``): the tile stands there with what it produces, before any
    of it is sold to a market.  Called by the titles' Build through ``Game.built``.
    """


@hookspec
def brass_sold(game: "Game", player: int, space: int, tile: int) -> None:
    """``player`` has sold the goods tile ``tile`` on ``space``: it has just flipped by the
    sale (its owner's income already advanced).  Called by ``Game.flip`` for industries
    that flip when sold.
    """


@hookspec
def brass_link_placed(game: "Game", player: int, line: int, kind: int) -> None:
    """``player`` has placed a link tile of ``kind`` (an index into ``rules.link_kinds``) on
    ``line`` (an index into ``rules.board.links``), before paying for what it needs.
    Called through ``Game.place_link``.
    """


@hookspec
def brass_action_done(game: "Game", player: int, action: str) -> None:
    """``player`` has completed an action (``action`` is the id of the frame that completed
    it: a chained action reports its last frame's id).  Called by the engine after the
    action's effects, before the next decision and any turn or round end.
    """


@hookspec
def brass_vp_scored(game: "Game", player: int, vp: int, source: str) -> None:
    """``player`` has just scored ``vp`` victory points (already added).  ``source`` says
    for what: ``"links"`` and ``"tiles"`` at an era's end, ``"market"`` for a market's
    printed VP, or a title's own word (``"merchant"``, ``"overbuild"``, ``"replaced"``,
    ``"reward"``).  Called through ``Game.score``; not called for 0 VP.
    """


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


@hookspec
def brass_position_warnings(game: "Game") -> "list[Message]":
    """Era rules a just-built position breaks (two own industries in one canal town...).

    Called after a position file is read; each message names the rule and where it
    is broken.  The position still loads (with the warnings shown) unless the user
    asked for ``--strict``.  Every implementation's list is used.
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
def brass_board_parts(game: "Game", player: int) -> "dict[str, list[Message]] | None":
    """The title's own public state as parts of the text board, shown after the merchants in
    the order given: each by the name a player types to see it alone (``board whiskey``,
    ``show --part oil``: one lower-case English word, like the core's ``links``), with its
    lines (a part without lines is left out of the whole board).

    First non-None result wins.
    """


@hookspec(firstresult=True)
def brass_card_blocked(game: "Game", player: int, card: int) -> "Message | None":
    """Why card type ``card`` in ``player``'s hand allows no build now ("one industry per
    town in the canal era"), for the hand shown by ``brass play``.

    Called only for cards that allow no build site; first non-None result wins.
    """


# -- tools around games --------------------------------------------------------------

@hookspec
def brass_bots() -> "dict[str, Any]":
    """Return bot factories by name: ``factory(seed) -> bot`` with ``bot.choose(decision, seen)``.

    ``seen`` is a ``brass.core.play.seat.Seat`` when the bot sets ``needs_seat``, the
    seat's plain view when it sets ``needs_view``, else None (see ``bot_input``).
    """


@hookspec(firstresult=True)
def brass_bot_profile(game: "Game") -> "dict[str, Any] | None":
    """The title's advice to bots that evaluate positions, as plain data.

    Keys (all optional; see ``brass.plugins.bots.profile.Profile``): weights of the
    evaluation terms (money, income, pending VP, unflipped tiles, network reach,
    opponents), ``flip_chance`` by industry id, ``removed_levels`` (tile levels that
    leave at an era's end) and ``card_matters`` (actions whose discarded card changes
    what can be done).  A ``players`` table (``{"4": {...}}``) overrides keys for one
    player count.  A title that reads it with its data files (Birmingham's and Pittsburgh's
    ``data/bot.toml``, checked by ``check_profile_data`` when a variant is applied) lets a
    variant's ``bot:`` changes reach the bots.  Called once per game configuration and
    variant; first non-None wins.
    """


@hookspec(firstresult=True)
def brass_data_default(file: str, path: str, data: "dict[str, Any]") -> Any:
    """The value that applies where the title's data file ``file`` (``data``: its content
    before any variant) leaves ``path`` (dotted, as a variant's change names it) out: a default
    of the code that reads the file, or a shared table's value.  ``brass data`` shows it beside
    a variant's change of such a key, so a designer sees what the change replaces; None (the
    default answer): not known, shown as not set.
    """


@hookspec
def brass_determinize(game: "Game", player: int) -> None:
    """Redraw the title's hidden state on ``game`` (a bot's private copy) from what
    ``player`` may see, using ``game.random_below``.

    Core has already redealt the unseen cards and reseeded the generator
    (``brass.core.play.seat.determinize``); a title with face-down tiles shuffles
    them here, so the copy reveals nothing of the real ones.
    """


@hookspec
def brass_cli_commands(cli: "click.Group") -> None:
    """Add commands to the ``brass`` command line group."""


@hookspec
def brass_compiled_modules() -> "list[str]":
    """Names of this plugin's hot modules, for ``brass compile`` to build with mypyc.

    Only modules whose annotations hold at run time (a compiled module checks them) and
    whose classes keep overridable class attributes as ``ClassVar`` (an interpreted
    subclass cannot override a compiled instance attribute); see ``brass.core.speedups``.
    """
