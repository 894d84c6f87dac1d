"""Every hook a title or plugin may implement, grouped by phase.

All hooks are named ``brass_*`` and called with keyword arguments.  Each game
builds its own plugin manager (core defaults, one title, chosen plugins), so two
titles never answer the same call.  Hooks are called per game, per action or per
event -- never per cube: tables such as actions and transport tiers are resolved
from hooks once, when the game is built.

Implementations run in pluggy's order: the last registered first (the plugins, the title,
then core's defaults), ``tryfirst`` and ``trylast`` move one to the front or the back, and
wrappers wrap the rest.  Every spec documents its parameters (``:param name:``) and what an
implementation returns (``:return:``), as pytest's specs do; a renamed hook keeps a spec
that warns an implementation (:class:`HookRenamed`) and still works.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pluggy

from brass.core.i18n.messages import Message, text

if TYPE_CHECKING:
    import click

    from brass.core.hooks.title_info import TitleInfo
    from brass.core.model.rules import Rules
    from brass.core.play.actions import Action
    from brass.core.play.engine import Game
    from brass.core.play.transport import Tier

hookspec = pluggy.HookspecMarker("brass")
hookimpl = pluggy.HookimplMarker("brass")

RENAMED = text("hooks.renamed", "the hook {old} is deprecated: implement {new} instead ({change})",
               note="a warning for plugin authors: {old} and {new} are hook names (code); "
               "{change} says how the new hook differs")


class HookRenamed(FutureWarning):
    """Warned when a plugin implements a renamed hook (pluggy's ``warn_on_impl``), naming the new
    one.  A :class:`FutureWarning`, so a plugin's author sees it when running ``brass``; its text
    is a message, rendered in the user's language when shown."""

    def __init__(self, old: str, new: str, change: Message) -> None:
        super().__init__(old, new)
        self.old, self.new, self.change = old, new, change

    def __str__(self) -> str:
        from brass.core.i18n.catalogs import language_from_env  # only when a warning is shown
        from brass.core.i18n.messages import render

        lang = language_from_env()
        return render(RENAMED(old=self.old, new=self.new, change=render(self.change, lang)), lang)


BOARD_LINES_CHANGE = text(
    "hooks.renamed.board_lines", "return the lines in a dict under a part name",
    note="how brass_board_parts differs from the deprecated brass_board_lines")

#: renamed hooks: old name -> new name (the old spec still works and warns when implemented)
RENAMED_HOOKS = {"brass_board_lines": "brass_board_parts"}


# -- describing a title -----------------------------------------------------------

@hookspec(firstresult=True)
def brass_title() -> TitleInfo | None:
    """Describe the title this plugin provides (id, name, version, data loader).

    Called when titles are listed and when a game is built.  Only title plugins
    implement it.

    :return: The title's ``TitleInfo``; the first non-None result wins.
    """


@hookspec
def brass_rules_loaded(rules: Rules) -> None:
    """Inspect the compiled static rules of a title (after data and variant are applied).

    Called once per rules object (rules are cached and shared).  May attach extra
    static tables to ``rules``; must not change data the title already read.

    :param rules: The title's compiled rules.
    :return: Nothing.
    """


# -- building a game --------------------------------------------------------------
# The table hooks: each implementation changes the table built so far, in place (as pytest's
# ``pytest_collection_modifyitems`` changes the items).  The title's implementations are
# ``tryfirst``, so a plain plugin runs after the title and changes what the title put there;
# among plugins, pluggy's order holds (the last registered first, ``tryfirst``/``trylast``,
# wrappers around the rest): a plugin that must have the last word marks itself ``trylast``.

@hookspec
def brass_actions(game: Game, actions: dict[str, Action]) -> None:
    """Add, replace or remove the actions of ``game`` (the turn menu and interrupt steps).

    Called once when a game is built.  A plugin replaces an action by assigning one with
    the same ``id`` (it keeps its place in the menu, see ``plugins/examples/no_late_loans.py``),
    adds one by assigning a new id (it goes to the end of the menu), or removes one with ``del``.

    :param game: The game being built (its rules and state are set; its tables are not).
    :param actions: The actions so far by id, in menu order: change it in place.
    :return: Nothing (a returned value is ignored).
    """


@hookspec
def brass_transport(game: Game, tiers: dict[tuple[int, str], list[Tier]]) -> None:
    """Set where each resource comes from: sourcing tiers by (resource index, purpose).

    Called once when a game is built, after ``brass_actions``.  Purpose ``""`` is the
    default for a resource; another purpose (``"sell"``) applies to that use only.

    :param game: The game being built.
    :param tiers: The tiers so far by (resource index, purpose): change it in place
        (assign a key to replace its tiers, ``del`` one to drop them).
    :return: Nothing (a returned value is ignored).
    """


@hookspec
def brass_option_ids(game: Game) -> list[str]:
    """List every option id this plugin's actions may offer in ``game`` (a superset is fine).

    Called once per game configuration, by tools that need a fixed action index
    (the reinforcement-learning adapters).  Sources of resources need not be
    listed: each transport provider names its keys itself.

    :param game: A game of the configuration.
    :return: Option ids; all implementations' lists are merged.
    """


@hookspec
def brass_setup(game: Game) -> None:
    """Finish setting up a new game on ``game.state``.

    Core has already done the common steps (deck shuffled and dealt, face-down
    discards, money, income, random order).  Called once for a new game, never
    for a loaded save or position.  Every implementation runs; a variant that
    adjusts the title's setup marks its implementation ``trylast=True``.  Draw
    all randomness from the game's generator (``game.random_below``).

    :param game: The new game.
    :return: Nothing.
    """


# -- turns, rounds, eras ---------------------------------------------------------

@hookspec
def brass_turn_end(game: Game, player: int) -> None:
    """A player's turn has ended (after their last action).

    Core's default refills the hand to the title's hand size.

    :param game: The game.
    :param player: The seat whose turn ended.
    :return: Nothing.
    """


@hookspec
def brass_round_end(game: Game) -> None:
    """Every player has taken their turn; called before income.

    Every implementation runs.  Core's default sets next round's order from
    ``brass_next_order`` (replace that hook to change the order) and resets spending.

    :param game: The game.
    :return: Nothing.
    """


@hookspec(firstresult=True)
def brass_next_order(game: Game) -> list[int] | None:
    """Next round's turn order (seats, first to act first), decided at the round end.

    Called by core's ``brass_round_end`` before spending is reset.  Core's default
    (``trylast``) sorts by money spent this round, least first, ties keeping their order.
    A plugin returning ``list(game.state.order)`` keeps a fixed order.

    :param game: The game, at the end of a round.
    :return: The seats in their new order; the first non-None result wins.
    """


@hookspec
def brass_round_start(game: Game) -> None:
    """A new round has begun (after the previous round's income and any era change),
    before its first decision.

    Not called for the game's first round (use ``brass_setup``).  A plugin may pay income
    here (``brass.core.play.defaults.collect_income``) after turning the end-of-round
    income off by answering ``brass_collect_income`` with True.

    :param game: The game.
    :return: Nothing.
    """


@hookspec(firstresult=True)
def brass_collect_income(game: Game, player: int) -> bool | None:
    """Pay ``player`` their income level, or take it when negative.

    Called for each player in turn order after the round end, except after the
    final round of the game.  May start an interrupt action (set
    ``game.state.frame``) for a decision, such as which tiles to sell to cover a
    debt.  Core's default handles a plain payment and leaves unpayable debts to
    ``brass_income_shortfall``.

    :param game: The game.
    :param player: The seat to pay.
    :return: True when income was handled; the first non-None result wins.
    """


@hookspec(firstresult=True)
def brass_income_shortfall(game: Game, player: int, owed: int) -> bool | None:
    """``player`` must pay ``owed`` more than they hold; apply the title's penalty.

    Called by core's default income.

    :param game: The game.
    :param player: The seat in debt.
    :param owed: The money still owed, after all they held was paid.
    :return: True when the shortfall was handled; the first non-None result wins.
    """


@hookspec
def brass_tile_flipped(game: Game, space: int) -> None:
    """The tile on ``space`` has just flipped (income already advanced by core).

    :param game: The game.
    :param space: The space (an index into ``rules.board.spaces``).
    :return: Nothing.
    """


# -- events: what happened, for plugins that watch or react -------------------------
# Called by the engine and core's blocks at the moment named, with plain keyword arguments
# (seats, space and line indices, ids: see docs/plugins.md for what they index).  A plugin
# may read the game and may change the state (a bonus, a penalty); nothing is returned.
# The engine skips an event nobody implemented when the game was built (``Game.heard``).

@hookspec
def brass_built(game: Game, player: int, space: int, tile: int) -> None:
    """``player`` has built ``tile`` on ``space``: the tile stands there with what it
    produces, before any of it is sold to a market.  Called by the titles' Build through
    ``Game.built``.

    :param game: The game.
    :param player: The seat that built.
    :param space: The space (an index into ``rules.board.spaces``).
    :param tile: The tile built (an index into ``rules.tiles``).
    :return: Nothing.
    """


@hookspec
def brass_sold(game: Game, player: int, space: int, tile: int) -> None:
    """``player`` has sold the goods tile ``tile`` on ``space``: it has just flipped by the
    sale (its owner's income already advanced).  Called by ``Game.flip`` for industries
    that flip when sold.

    :param game: The game.
    :param player: The seat that sold.
    :param space: The space (an index into ``rules.board.spaces``).
    :param tile: The tile sold (an index into ``rules.tiles``).
    :return: Nothing.
    """


@hookspec
def brass_link_placed(game: Game, player: int, line: int, kind: int) -> None:
    """``player`` has placed a link tile of ``kind`` on ``line``, before paying for what it
    needs.  Called through ``Game.place_link``.

    :param game: The game.
    :param player: The seat that placed it.
    :param line: The line (an index into ``rules.board.links``).
    :param kind: The link kind (an index into ``rules.link_kinds``).
    :return: Nothing.
    """


@hookspec
def brass_action_done(game: Game, player: int, action: str) -> None:
    """``player`` has completed an action.  Called by the engine after the action's effects,
    before the next decision and any turn or round end.

    :param game: The game.
    :param player: The seat that acted.
    :param action: The id of the frame that completed it (a chained action reports its
        last frame's id).
    :return: Nothing.
    """


@hookspec
def brass_vp_scored(game: Game, player: int, vp: int, source: str) -> None:
    """``player`` has just scored ``vp`` victory points (already added).  Called through
    ``Game.score``; not called for 0 VP.

    :param game: The game.
    :param player: The seat that scored.
    :param vp: The points scored.
    :param source: For what: ``"links"`` and ``"tiles"`` at an era's end, ``"market"`` for a
        market's printed VP, or a title's own word (``"merchant"``, ``"overbuild"``,
        ``"replaced"``, ``"reward"``).
    :return: Nothing.
    """


@hookspec
def brass_era_end(game: Game, era: int) -> None:
    """The era ``era`` has ended (its last round and income are done).

    The title scores and prepares the next era here (remove tiles, reshuffle,
    deal).  Called before the game-over check.

    :param game: The game.
    :param era: The era that ended (an index into ``rules.eras``).
    :return: Nothing.
    """


@hookspec(firstresult=True)
def brass_final_ranking(game: Game) -> list[list[int]] | None:
    """Rank the players at game end.

    Core's default sorts by VP, then the title's tiebreaks.

    :param game: The finished game.
    :return: Groups of seats, best first (a group is a tie); the first non-None result wins.
    """


# -- positions ---------------------------------------------------------------------------

@hookspec
def brass_invariants(game: Game) -> list[str]:
    """Problems with the title's own state (``State.ext``) that must never happen, e.g. a
    negative count.

    Called by :func:`brass.core.play.invariants.problems` (fuzzing, tests, position files).

    :param game: The game to check.
    :return: The problems found (empty when all is well); every implementation's are reported.
    """


@hookspec(firstresult=True)
def brass_position_write(game: Game) -> dict[str, Any] | None:
    """The title's own part of a position file (the ``[extra]`` table), as plain data.

    Called when a game's situation is written as a position.

    :param game: The game written.
    :return: The ``[extra]`` table; the first non-None result wins.
    """


@hookspec(firstresult=True)
def brass_position_read(game: Game, extra: dict[str, Any], file: str) -> bool | None:
    """Apply a position file's ``[extra]`` table to ``game.state``.

    Called while a position is built (after the common parts); must raise
    :class:`brass.core.model.errors.DataError` naming ``file`` and the key path for bad
    values.

    :param game: The game being built.
    :param extra: The file's ``[extra]`` table (untrusted).
    :param file: The file's name, for errors.
    :return: True when the table was applied; the first non-None result wins.
    """


@hookspec
def brass_position_warnings(game: Game) -> list[Message]:
    """Era rules a just-built position breaks (two own industries in one canal town...).

    Called after a position file is read.  The position still loads (with the warnings
    shown) unless the user asked for ``--strict``.

    :param game: The game built from the position.
    :return: One message per broken rule, naming the rule and where; every implementation's
        list is used.
    """


# -- showing a game ---------------------------------------------------------------------

@hookspec(firstresult=True)
def brass_describe_merchant(game: Game, slot: int) -> Message | None:
    """One line describing a merchant slot (its tile and what sits beside it).

    Called by board views.  Core's fallback shows the tile id and the goods count.

    :param game: The game.
    :param slot: The slot (an index into ``rules.board.merchant_slots``).
    :return: The line; the first non-None result wins.
    """


@hookspec(firstresult=True)
def brass_view(game: Game, player: int) -> dict[str, Any] | None:
    """The title's own public state as plain data, for ``view(game, player)`` (key ``title``).

    Must not contain anything ``player`` may not see (face-down tiles, others' hands).

    :param game: The game.
    :param player: The seat viewing, or ``view.SPECTATOR``.
    :return: Plain data; the first non-None result wins.
    """


@hookspec(firstresult=True)
def brass_board_parts(game: Game, player: int) -> dict[str, list[Message]] | None:
    """The title's own public state as parts of the text board, shown after the merchants in
    the order given.

    Each part is named by what a player types to see it alone (``board whiskey``,
    ``show --part oil``: one lower-case English word, like the core's ``links``).

    :param game: The game.
    :param player: The seat viewing, or ``view.SPECTATOR``.
    :return: Lines by part name (a part without lines is left out of the whole board); the
        first non-None result wins.
    """


@hookspec(firstresult=True, warn_on_impl=HookRenamed("brass_board_lines", "brass_board_parts", BOARD_LINES_CHANGE()))
def brass_board_lines(game: Game, player: int) -> list[Message] | None:
    """Deprecated: implement ``brass_board_parts``.  Extra lines for the text board, after the
    merchants.

    Still asked when no plugin answers ``brass_board_parts``; its lines become one part named
    by the title's id.  Implementing it warns (:class:`HookRenamed`).

    :param game: The game.
    :param player: The seat viewing, or ``view.SPECTATOR``.
    :return: The lines; the first non-None result wins.
    """


@hookspec(firstresult=True)
def brass_card_blocked(game: Game, player: int, card: int) -> Message | None:
    """Why a card in ``player``'s hand allows no build now ("one industry per town in the
    canal era"), for the hand shown by ``brass play``.

    Called only for cards that allow no build site.

    :param game: The game.
    :param player: The seat holding the card.
    :param card: The card type (an index into ``rules.cards``).
    :return: The reason; the first non-None result wins.
    """


@hookspec
def brass_hand_notes(game: Game, player: int) -> list[Message]:
    """Lines about the whole hand shown by ``brass play``, under it: what changes what every
    card allows (Pittsburgh's whiskey lets any card build), said once rather than per card.

    :param game: The game.
    :param player: The seat whose hand is shown.
    :return: The lines (none: an empty list); every implementation's lines are shown.
    """


# -- tools around games --------------------------------------------------------------

@hookspec
def brass_bots() -> dict[str, Any]:
    """Offer bots by name.

    A factory is called as ``factory(seed)`` and returns a bot with ``bot.choose(decision,
    seen)``: ``seen`` is a ``brass.core.play.seat.Seat`` when the bot sets ``needs_seat``,
    the seat's plain view when it sets ``needs_view``, else None (see ``bot_input``).

    :return: Bot factories by name; all implementations' are merged.
    """


@hookspec(firstresult=True)
def brass_bot_profile(game: Game) -> dict[str, Any] | None:
    """The title's advice to bots that evaluate positions, as plain data.

    Keys (all optional; see ``brass.plugins.bots.profile.Profile``): weights of the
    evaluation terms (money, income, pending VP, unflipped tiles, network reach,
    opponents), ``flip_chance`` by industry id, ``removed_levels`` (tile levels that
    leave at an era's end) and ``card_matters`` (actions whose discarded card changes
    what can be done).  A ``players`` table (``{"4": {...}}``) overrides keys for one
    player count.  A title that ships it with its data files (Birmingham's and Pittsburgh's
    ``data/bot.toml``, which the bots check through ``brass_data_check`` when a variant
    changes it) lets a variant's ``bot:`` changes reach the bots.  Called once per game
    configuration and variant.

    :param game: A game of the configuration.
    :return: The profile's plain data; the first non-None result wins.
    """


@hookspec(firstresult=True)
def brass_data_default(file: str, path: str, data: dict[str, Any]) -> Any:
    """The value that applies where a title's data file leaves a key out: a default of the
    code that reads the file, or a shared table's value.

    ``brass data`` shows it beside a variant's change of such a key, so a designer sees
    what the change replaces.  Asked of the game's plugins, then of the installed plugins (a
    plugin answers for the title data file it reads: the bots for ``bot``).

    :param file: The data file's name.
    :param path: The key left out, dotted, as a variant's change names it.
    :param data: The file's content before any variant.
    :return: The value; None (the default answer) when not known, shown as not set; the
        first non-None result wins.
    """


@hookspec
def brass_data_check(title: str, data: dict[str, dict[str, Any]], player_counts: tuple[int, ...]) -> None:
    """Check the title data files this plugin reads (the bots: ``bot``), as a variant left them.

    Asked of the installed plugins when a designer's variant is applied, inside the variant's
    checks, so a refusal is blamed on the change that made it.  A title ships such a file but
    never reads it.

    :param title: The title's id.
    :param data: Every data file of the title by name (``"bot"`` for ``bot.toml``), variant applied.
    :param player_counts: The player counts the title is played by.
    :return: Nothing; a bad value raises a ``DataError`` naming the file and key.
    """


@hookspec
def brass_determinize(game: Game, player: int) -> None:
    """Redraw the title's hidden state on ``game`` (a bot's private copy) from what
    ``player`` may see, using ``game.random_below``.

    Core has already redealt the unseen cards and reseeded the generator
    (``brass.core.play.seat.determinize``); a title with face-down tiles shuffles
    them here, so the copy reveals nothing of the real ones.

    :param game: The bot's private copy.
    :param player: The seat whose knowledge the copy keeps.
    :return: Nothing.
    """


@hookspec
def brass_cli_commands(cli: click.Group) -> None:
    """Add commands to the ``brass`` command line.

    :param cli: The ``brass`` click group.
    :return: Nothing.
    """


@hookspec
def brass_compiled_modules() -> list[str]:
    """Names of this plugin's hot modules, for ``brass compile`` to build with mypyc.

    Only modules whose annotations hold at run time (a compiled module checks them) and
    whose classes keep overridable class attributes as ``ClassVar`` (an interpreted
    subclass cannot override a compiled instance attribute); see ``brass.core.speedups``.

    :return: Module names; all implementations' are merged.
    """
