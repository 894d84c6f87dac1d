"""Playing a game: the engine and its decisions, actions, transport and payment, the network,
scoring, turn order, the shared actions (loan, pass) and the shared develop and sell blocks,
views and the bot runner."""
from __future__ import annotations

from brass.core.exports import lazy

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.play.actions import (
        STOP as STOP,
        Action as Action,
        Block as Block,
        Step as Step,
        asks as asks,
        card_option as card_option,
        card_options as card_options,
        chain as chain,
        stop_or as stop_or,
    )
    from brass.core.play.building import SiteFinder as SiteFinder, SpaceTable as SpaceTable, space_table as space_table
    from brass.core.play.comparison import compare_sides as compare_sides, head_to_head as head_to_head, holm as holm
    from brass.core.play.context import GameContext as GameContext
    from brass.core.play.decision import Decision as Decision, Frame as Frame, Option as Option
    from brass.core.play.develop import Develop as Develop, develop_tile as develop_tile, tile_option as tile_option
    from brass.core.play.engine import Game as Game, new_state as new_state, player_name as player_name
    from brass.core.play.executors import EXECUTORS as EXECUTORS, run_games as run_games
    from brass.core.play.invariants import problems as problems
    from brass.core.play.loan import Loan as Loan, LoanData as LoanData
    from brass.core.play.metrics import per_game_values as per_game_values, report as report
    from brass.core.play.network import NetworkView as NetworkView, player_masks as player_masks, presence as presence
    from brass.core.play.passing import Pass as Pass
    from brass.core.play.record import GameResult as GameResult
    from brass.core.play.result import final_result as final_result
    from brass.core.play.runner import (
        GameWatch as GameWatch,
        Summary as Summary,
        board_vp as board_vp,
        lineup as lineup,
        play_one as play_one,
        play_out as play_out,
    )
    from brass.core.play.scoring import ranking as ranking
    from brass.core.play.seat import Seat as Seat, bot_input as bot_input, determinize as determinize
    from brass.core.play.seat_balance import (
        games_to_resolve as games_to_resolve,
        goodness_of_fit as goodness_of_fit,
    )
    from brass.core.play.sell import (
        Sell as Sell,
        connected_merchants as connected_merchants,
        sale_need as sale_need,
        sell_action as sell_action,
        sellable_spaces as sellable_spaces,
    )
    from brass.core.play.stats import (
        Interval as Interval,
        PairedTest as PairedTest,
        chi_square_sf as chi_square_sf,
        holm_adjusted as holm_adjusted,
        mean_ci as mean_ci,
        paired as paired,
        quartiles as quartiles,
        sign_test as sign_test,
        wilson as wilson,
    )
    from brass.core.play.transport import (
        Request as Request,
        Source as Source,
        Tier as Tier,
        TransportPolicy as TransportPolicy,
        ceiling as ceiling,
        quote as quote,
    )
    from brass.core.play.turn_order import reorder as reorder

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
