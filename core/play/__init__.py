"""Playing a game: the engine and its decisions, actions, transport and payment, the network,
scoring, turn order, the shared actions (loan, pass), views and the bot runner."""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "actions": ["Action", "card_from_option", "card_option", "card_options", "chain"],
    "context": ["GameContext"],
    "decision": ["Decision", "Frame", "Option"],
    "engine": ["Game", "new_state", "player_name"],
    "invariants": ["problems"],
    "loan": ["Loan"],
    "network": ["NetworkView"],
    "passing": ["Pass"],
    "runner": ["GameResult", "Summary", "play_one", "play_out"],
    "scoring": ["ranking"],
    "seat": ["Seat", "bot_input", "determinize"],
    "transport": ["Request", "Source", "Tier", "TransportPolicy", "quote"],
    "turn_order": ["reorder"],
})
