"""Playing a game: the engine and its decisions, actions, transport and payment, the network,
scoring, turn order, the shared actions (loan, pass) and the shared develop and sell blocks, views and the bot runner."""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "actions": ["STOP", "Action", "card_from_option", "card_option", "card_options", "chain", "take_card"],
    "building": ["SiteFinder", "SpaceTable", "space_table"],
    "comparison": ["compare_sides", "head_to_head", "holm"],
    "context": ["GameContext"],
    "decision": ["Decision", "Frame", "Option"],
    "develop": ["Develop", "develop_tile", "tile_option"],
    "engine": ["Game", "new_state", "player_name"],
    "executors": ["EXECUTORS", "run_games"],
    "invariants": ["problems"],
    "loan": ["Loan", "LoanData"],
    "metrics": ["per_game_values", "report"],
    "network": ["NetworkView", "player_masks", "presence"],
    "passing": ["Pass"],
    "record": ["GameResult"],
    "result": ["final_result"],
    "runner": ["GameWatch", "Summary", "board_vp", "lineup", "play_one", "play_out"],
    "scoring": ["ranking"],
    "seat": ["Seat", "bot_input", "determinize"],
    "sell": ["Sell", "connected_merchants", "sale_need", "sell_action", "sellable_spaces"],
    "seat_balance": ["games_to_resolve", "goodness_of_fit", "seat_balance"],
    "stats": ["Interval", "PairedTest", "chi_square_sf", "holm_adjusted", "mean_ci", "paired", "quartiles",
              "sign_test", "wilson"],
    "transport": ["Request", "Source", "Tier", "TransportPolicy", "ceiling", "quote"],
    "turn_order": ["reorder"],
})
