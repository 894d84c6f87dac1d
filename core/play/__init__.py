"""Playing a game: the engine and its decisions, actions, transport and payment, the network,
scoring, turn order, the shared actions (loan, pass) and the shared develop and sell blocks, views and the bot runner."""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "actions": ["STOP", "Action", "card_from_option", "card_option", "card_options", "chain", "take_card"],
    "context": ["GameContext"],
    "decision": ["Decision", "Frame", "Option"],
    "develop": ["Develop", "develop_tile", "tile_option"],
    "engine": ["Game", "new_state", "player_name"],
    "invariants": ["problems"],
    "loan": ["Loan", "LoanData"],
    "network": ["NetworkView"],
    "passing": ["Pass"],
    "runner": ["GameResult", "Summary", "play_one", "play_out"],
    "scoring": ["ranking"],
    "sell": ["Sell", "connected_merchants", "sale_need", "sellable_spaces"],
    "transport": ["Request", "Source", "Tier", "TransportPolicy", "quote"],
    "turn_order": ["reorder"],
})
