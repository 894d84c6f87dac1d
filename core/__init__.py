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

__version__ = "0.1.0"

__getattr__, __dir__, __all__ = lazy(__name__, {
    "play.actions": ["Action"],
    "play.decision": ["Decision", "Frame", "Option"],
    "play.engine": ["Game", "new_state", "player_name"],
    "play.view": ["view"],
    "model.errors": ["BrassError", "DataError", "RuleViolation"],
    "model.rules": ["Rules"],
    "model.state": ["State"],
    "hooks.games": ["new_game", "rules_for"],
    "hooks.hookspecs": ["hookimpl", "hookspec"],
    "hooks.title_info": ["TitleInfo"],
    "i18n.messages": ["Message", "Money", "Text", "render", "text"],
})
__all__ = [*__all__, "__version__"]

guard()  # compiled modules run only when up to date and wanted (see brass.core.speedups)
