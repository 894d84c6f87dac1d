"""The details of data, variant, position and save errors, as localizable messages.

An error about a file reads ``{file}: {path}: {detail}`` (see
:func:`brass.core.model.data.fail`); ``detail`` is one of the messages below.  Each is a
whole phrase with named placeholders: ids, numbers, key paths and the values
found in a file are placeholder values, while the words naming a kind of thing
("location", "industry"...) and the kinds of value expected ("a string", "a
table"...) are messages of their own, so a translation never contains English.
"""
from __future__ import annotations

from collections.abc import Iterable

from brass.core.i18n.messages import Message, text

# -- what a reference names ------------------------------------------------------------------------
WHAT_CARD = text("data.what.card", "card")
WHAT_ERA = text("data.what.era", "era")
WHAT_INDUSTRY = text("data.what.industry", "industry")
WHAT_LEVEL = text("data.what.level", "level")
WHAT_LINE = text("data.what.line", "line")
WHAT_LINK = text("data.what.link", "link")
WHAT_LINK_KIND = text("data.what.link_kind", "link kind")
WHAT_LOCATION = text("data.what.location", "location")
WHAT_MARKET = text("data.what.market", "market")
WHAT_MERCHANT_SLOT = text("data.what.merchant_slot", "merchant slot")
WHAT_POSITION = text("data.what.position", "position")
WHAT_RESOURCE = text("data.what.resource", "resource")
WHAT_SPACE = text("data.what.space", "space")
WHAT_TILE = text("data.what.tile", "tile")

# -- kinds of value a key expects ---------------------------------------------------------------------
TYPE_AMOUNT = text("data.type.amount", "an amount")
TYPE_AMOUNTS_BY_ERA = text("data.type.amounts_by_era", "an amount or a table of amounts by era")
TYPE_ARRAY = text("data.type.array", "an array")
TYPE_BOOL = text("data.type.bool", "true or false")
TYPE_CHANGES = text("data.type.changes", "an array of tables [[change]]")
TYPE_INT = text("data.type.int", "a whole number")
TYPE_LIST = text("data.type.list", "list")
TYPE_NUMBER = text("data.type.number", "a number")
TYPE_OPTION_ID = text("data.type.option_id", "an option id")
TYPE_PLUGIN = text("data.type.plugin", "a plugin name or path")
TYPE_STR = text("data.type.str", "str")
TYPE_STRING = text("data.type.string", "a string")
TYPE_TABLE = text("data.type.table", "a table")
TYPE_VARIANT_PATH = text("data.type.variant_path", "\"file:key.path\"")

# -- key paths that are not keys ------------------------------------------------------------------------
PATH_TOP = text("data.path.top", "(top)")
PATH_WHOLE_POSITION = text("data.path.whole_position", "(whole position)")
PATH_CROSS_REFERENCE = text("data.path.cross_reference", "(cross-reference)")
PATH_LINE = text("data.path.line", "line {number}")
FILE_DATA = text("data.file.all", "data")

# -- structure: keys and types -----------------------------------------------------------------------------
UNKNOWN_KEY = text("data.unknown_key", "unknown key")
UNKNOWN_KEY_LIKE = text("data.unknown_key_like", "unknown key (did you mean {suggestion}?)")
MISSING_KEY = text("data.missing_key", "missing required key")
MISSING_VALUE = text("data.missing_value", "missing value")
EXPECTED = text("data.expected", "expected {expected}")
EXPECTED_TYPE = text("data.expected_type", "expected {expected}, got {got}")
CANNOT_READ = text("data.cannot_read", "cannot read this value: {error}")
AND_MORE = text("data.and_more", "{detail} (and {count} more problem)", plural="{detail} (and {count} more problems)")
FILE_NOT_FOUND = text("data.file_not_found", "file not found")
NO_FORMAT_KEY = text("data.no_format_key", "no format key")
TOO_DEEP = text("data.too_deep", "nested more than {depth} levels deep")
INTEGER_TOO_BIG = text("data.integer_too_big", "an integer outside the 64-bit range TOML allows")
NO_DATES = text("data.no_dates", "dates and times are not used in brass files (got {got})")
FILE_TOO_BIG = text("data.file_too_big", "the file is larger than {limit} MB")
NOT_UTF8 = text("data.not_utf8", "not UTF-8 text (byte {at_byte} is not)")
NOT_A_NUMBER = text("data.not_a_number", "expected a finite number, got {got}")

# -- values -------------------------------------------------------------------------------------------------
UNKNOWN = text("data.unknown", "unknown {what} '{value}'")
UNKNOWN_WHAT = text("data.unknown_what", "unknown {what}")
DUPLICATE_ID = text("data.duplicate_id", "{what} id '{value}' is already used by {other}")
CANNOT_BE_NEGATIVE = text("data.negative", "cannot be negative")
EXPECTED_ONE_OF = text("data.expected_one_of", "expected one of {choices}")
EXPECTED_COUNT = text("data.expected_count", "expected {count} values (one per player count)")
EXPECTED_PER_SEAT = text("data.expected_per_seat", "expected {count} values, one per seat")
EXPECTED_RANGE = text("data.expected_range", "expected {low} to {high}")
EXPECTED_AT_LEAST = text("data.expected_at_least", "expected at least {low}")
EXPECTED_RANGE_GOT = text("data.expected_range_got", "expected a whole number from {low} to {high}, got {got}")
EXPECTED_NUMBER_RANGE_GOT = text("data.expected_number_range_got", "expected a number from {low} to {high}, got {got}")
EXPECTED_AT_LEAST_GOT = text("data.expected_at_least_got", "expected a whole number of at least {low}, got {got}")
EXPECTED_AT_LEAST_ONE = text("data.expected_at_least_one", "expected at least one {what}")
EXPECTED_TRACK_SPACE = text("data.expected_track_space", "expected a track space {low}..{high}")
EXPECTED_SEAT = text("data.expected_seat", "expected a seat number 1..{players}")

# -- game data (rules) ----------------------------------------------------------------------------------
PLAYER_COUNTS = text("data.player_counts", "expected player counts of at least 1")
ERA_ROUNDS = text("data.era_rounds", "every era has at least one round")
FIRST_ROUND_ACTIONS = text("data.first_round_actions", "expected 0 (same as other rounds) or more")
BAND_START = text("data.band_start", "expected {space} (bands must follow each other)")
BAND_END = text("data.band_end", "expected a space after first_space")
BANDS_END_AT = text("data.bands_end_at", "the bands end at space {space}")
DUPLICATE_TILE = text("data.duplicate_tile", "two tiles are both {tile} (give one a tag)")
EMPTIED_TILE_PRODUCES = text("data.emptied_tile_produces", "a tile flipped when emptied must produce something")
INCOME_COST_NEGATIVE = text("data.income_cost_negative", "cannot be negative (it is the income levels lost)")
AMOUNT_PER_ERA = text("data.amount_per_era", "give an amount for every era")
LINK_ENDS = text("data.link_ends", "a link needs at least two ends")
CARD_COUNTS_NEGATIVE = text("data.card_counts_negative", "card counts cannot be negative")
PRICES_ORDER = text("data.prices_order", "prices must be listed cheapest first")
MARKET_VP_COUNT = text("data.market_vp_count", "expected one value per market space")
MAT_SHARED_ID = text("data.mat_shared_id", "two positions share an id")
MAT_TILE_ONCE = text("data.mat_tile_once", "each tile type sits on one position only")
CROSS_REFERENCE = text("data.cross_reference", "the data files do not fit together ({error})")

# -- variants -------------------------------------------------------------------------------------------------
INDEX_OUT_OF_RANGE = text("data.index_out_of_range", "index {index} is out of range (0..{last})")
NO_ELEMENT = text("data.no_element", "no element with {key} = '{value}'")
NO_ELEMENT_LIKE = text("data.no_element_like", "no element with {key} = '{value}' (did you mean {suggestion}?)")
BAD_PATH_SEGMENT = text("data.bad_path_segment", "cannot read path segment '{segment}'")
NO_KEY_AFTER = text("data.no_key_after", "no key '{key}' after {after}")
NO_KEY_AT_TOP = text("data.no_key_at_top", "no key '{key}' after the top")
NO_KEY_LIKE = text("data.no_key_like", "no key '{key}' after {after} (did you mean {suggestion}?)")
NO_KEY_AT_TOP_LIKE = text("data.no_key_at_top_like", "no key '{key}' after the top (did you mean {suggestion}?)")
NOT_AN_ARRAY = text("data.not_an_array", "{key} is not an array")
UNKNOWN_VARIANT_KEY = text("data.unknown_variant_key",
                           "unknown key (expected [variant], [replace.FILE] and [[change]])")
VARIANT_OTHER_TITLE = text("data.variant_other_title", "this variant is for '{other}', not '{title}'")
UNKNOWN_DATA_FILE = text("data.unknown_data_file", "unknown data file '{file}' (have {files})")
APPEND_NEEDS_ARRAY = text("data.append_needs_array", "append needs an array")
NOTHING_TO_REMOVE = text("data.nothing_to_remove", "nothing to remove there")

# -- position files ---------------------------------------------------------------------------------------------
NO_EXTRA_TABLE = text("data.no_extra_table", "{title} has no [extra] table in its positions")
POSITION_INCONSISTENT = text("data.position_inconsistent", "the position is inconsistent: {problem}")
PLAYER_TABLES = text("data.player_tables", "expected {count} [[player]] tables, found {found}")
EXPECTED_ROUND = text("data.expected_round", "expected 1 to {rounds} (the rounds of this era)")
EXPECTED_ACTIONS = text("data.expected_actions", "expected 0 to {actions} (the actions of a turn this round)")
EXPECTED_CUBES = text("data.expected_cubes", "expected 0..{high} cubes")
EVERY_SEAT_ONCE = text("data.every_seat_once", "expected every seat exactly once")
WILD_NOT_DISCARDED = text("data.wild_not_discarded", "wild cards never go to a discard pile")
NO_CARD_FOR_FACEDOWN = text("data.no_card_for_facedown", "no card left for a face-down discard")
NO_WILD_CARD_LEFT = text("data.no_wild_card_left", "no such wild card left in the supply")
NO_COPY_LEFT = text("data.no_copy_left", "no copy of this card is left in the deck for this player count")
NO_TILE_LEFT = text("data.no_tile_left", "player {player} has no {tile} left")
TWO_TILES_ONE_SPACE = text("data.two_tiles_one_space", "two tiles on one space")
NO_ICON = text("data.no_icon", "space {space} has no {industry} icon")
SEVERAL_RESOURCES = text(
    "data.several_resources", "this tile holds several resources: give a table {{resource = count}}"
)
TWO_LINKS_ONE_LINE = text("data.two_links_one_line", "two links on one line")
NO_LINK_TILE_LEFT = text("data.no_link_tile_left", "that player has no such link tile left in their supply")
SLOT_TWICE = text("data.slot_twice", "this slot is already described by another [[merchant]]")
NO_MERCHANT_TILE_LEFT = text("data.no_merchant_tile_left", "no merchant tile '{tile}' left")

# -- save files ---------------------------------------------------------------------------------------------------
CONTRADICTS_START = text("data.contradicts_start", "{value} contradicts the start position ({start})")


def close_key(key: str, known: Iterable[str]) -> str | None:
    """The one of ``known`` that ``key`` was most likely meant to be (a typo: ``monee`` ->
    ``money``), or None when none is close."""
    import difflib

    found = difflib.get_close_matches(key, [str(k) for k in known], n=1, cutoff=0.75)
    return found[0] if found else None


def unknown_key(key: str, known: Iterable[str]) -> Message:
    """"unknown key", naming the key meant when one of ``known`` is close to ``key``."""
    suggestion = close_key(key, known)
    return UNKNOWN_KEY() if suggestion is None else UNKNOWN_KEY_LIKE(suggestion=suggestion)
