"""The title-agnostic Brass engine: eras, rounds, turn order, tracks, cards, networks,
transport, markets, mats, scoring, the decision model and the hooks titles implement.

Parts, one subpackage each: ``model`` (static data and the small dynamic state), ``play``
(engine, actions, transport, scoring, views), ``files`` (saves, snapshots, position files),
``i18n`` (messages, catalogs, wrapping, rule text), ``hooks`` (hook specs, titles and plugins,
building games) and ``cli`` (the ``brass`` command).  The names below are the public API.
"""
from __future__ import annotations

from brass.core.exports import lazy
from brass.core.speedups import guard

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.hooks.games import new_game as new_game, rules_for as rules_for
    from brass.core.hooks.hookspecs import hookimpl as hookimpl, hookspec as hookspec
    from brass.core.hooks.title_info import TitleInfo as TitleInfo
    from brass.core.i18n.messages import (
        Message as Message,
        Money as Money,
        Text as Text,
        render as render,
        text as text,
    )
    from brass.core.model.errors import BrassError as BrassError, DataError as DataError, RuleViolation as RuleViolation
    from brass.core.model.rules import Rules as Rules
    from brass.core.model.state import State as State
    from brass.core.play.actions import Action as Action
    from brass.core.play.decision import Decision as Decision, Frame as Frame, Option as Option
    from brass.core.play.engine import Game as Game, new_state as new_state, player_name as player_name
    from brass.core.play.view import view as view

__version__ = "0.1.0"

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__, also=("__version__",))

guard()  # compiled modules run only when up to date and wanted (see brass.core.speedups)
