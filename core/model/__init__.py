"""The static model of a title (board, tiles, cards, markets, mat, track, eras, compiled into
:class:`Rules` once and shared) and the small dynamic :class:`State` every game clones."""
from __future__ import annotations

from brass.core.exports import lazy

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing: start-up stays cheap)

if TYPE_CHECKING:  # the names re-exported, imported when first asked for (brass.core.exports)
    from brass.core.model.board import Board as Board, Link as Link, MerchantSlot as MerchantSlot, Space as Space
    from brass.core.model.bounds import bounded as bounded, quantity as quantity, share as share
    from brass.core.model.cards import (
        Card as Card,
        deck_for as deck_for,
        discard as discard,
        refill as refill,
        take_wild as take_wild,
    )
    from brass.core.model.data import load_dir as load_dir, read_toml as read_toml
    from brass.core.model.errors import BrassError as BrassError, DataError as DataError, RuleViolation as RuleViolation
    from brass.core.model.industries import Industries as Industries, Tile as Tile
    from brass.core.model.market import (
        Market as Market,
        buy_cost as buy_cost,
        buy_price as buy_price,
        next_prices as next_prices,
        sell_slot as sell_slot,
    )
    from brass.core.model.mat import Mat as Mat, Position as Position
    from brass.core.model.rules import GameInfo as GameInfo, LinkKind as LinkKind, Rules as Rules
    from brass.core.model.state import State as State
    from brass.core.model.title_files import (
        CommonGameFile as CommonGameFile,
        DataFolder as DataFolder,
        MerchantTileData as MerchantTileData,
        compile_common as compile_common,
        compile_rules as compile_rules,
    )
    from brass.core.model.toml_input import check_plain as check_plain, parse_toml as parse_toml
    from brass.core.model.track import ProgressTrack as ProgressTrack
    from brass.core.model.variants import apply_variant as apply_variant

if not TYPE_CHECKING:  # (type checkers read the imports above, and know no other name)
    __getattr__, __dir__ = lazy(__name__, __file__)
