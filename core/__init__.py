"""The title-agnostic Brass engine: eras, rounds, turn order, tracks, cards, networks,
transport, markets, mats, scoring, the decision model and the hooks titles implement."""
from __future__ import annotations

from .actions import Action
from .decision import Decision, Frame, Option
from .engine import Game, new_state, player_name
from .errors import BrassError, DataError, RuleViolation
from .games import new_game, rules_for
from .hookspecs import hookimpl, hookspec
from .messages import Message, Money, Text, render, text
from .rules import Rules
from .state import State
from .titles import TitleInfo

__version__ = "0.1.0"

from .catalogs import install as _install_catalogs  # noqa: E402

_install_catalogs()

__all__ = [
    "Action", "BrassError", "DataError", "Decision", "Frame", "Game", "Message", "Money", "Option",
    "RuleViolation", "Rules", "State", "Text", "TitleInfo", "__version__", "hookimpl", "hookspec",
    "new_game", "new_state", "player_name", "render", "rules_for", "text",
]
