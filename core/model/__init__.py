"""The static model of a title (board, tiles, cards, markets, mat, track, eras, compiled into
:class:`Rules` once and shared) and the small dynamic :class:`State` every game clones."""
from __future__ import annotations

from brass.core.exports import lazy

__getattr__, __dir__, __all__ = lazy(__name__, {
    "board": ["Board", "Link", "MerchantSlot", "Space"],
    "bounds": ["bounded", "quantity", "share"],
    "cards": ["Card", "deck_for", "discard", "refill", "take_wild"],
    "data": ["load_dir", "read_toml"],
    "errors": ["BrassError", "DataError", "RuleViolation"],
    "industries": ["Industries", "Tile"],
    "market": ["Market", "buy_cost", "buy_price", "next_prices", "sell_slot"],
    "mat": ["Mat", "Position"],
    "rules": ["GameInfo", "LinkKind", "Rules"],
    "state": ["State"],
    "title_files": ["CommonGameFile", "DataFolder", "MerchantTileData", "compile_common", "compile_rules"],
    "toml_input": ["check_plain", "parse_toml"],
    "track": ["ProgressTrack"],
    "variants": ["apply_variant"],
})
