"""Reading Birmingham's data files into shared static :class:`~brass.core.model.rules.Rules`."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import text
from brass.core.model.bounds import bounded, quantity
from brass.core.model.data import fail, structure
from brass.core.model.rules import Rules
from brass.core.model.title_files import CommonGameFile, DataFolder, MerchantTileData, compile_common
from brass.core.play.loan import LoanData

DATA_DIR = Path(__file__).parent / "data"
FILES = ("game", "map", "industries", "cards", "merchants", "bot")
BONUS_KINDS = ("develop", "income", "vp", "money")

MERCHANT_TILE_COUNT = text(
    "birmingham.data.merchant_tile_count", "{tiles} merchant tiles for {slots} merchant spaces at {players} players"
)


@frozen
class NetworkData:
    canal_cost: int = bounded()
    rail_cost: int = bounded()
    rail_coal: int = quantity()
    second_rail_cost: int = bounded()
    second_rail_beer: int = quantity()


@frozen
class ScoutData:
    discards: int = quantity()


@frozen
class ShortfallData:
    tile_refund_divisor: int = bounded(1)
    vp_per_pound: int = bounded()


@frozen
class GameFile(CommonGameFile):
    loan: LoanData
    network: NetworkData
    scout: ScoutData
    shortfall: ShortfallData


@frozen
class BonusData:
    location: str
    kind: str
    amount: int = bounded()


@frozen
class MerchantsFile:
    bonus: tuple[BonusData, ...]
    merchant_tile: tuple[MerchantTileData, ...]


@frozen
class MerchantTile:
    index: int
    accepts: frozenset[int]
    min_players: int


class BirminghamRules:
    """Birmingham's own static tables (beyond what every title has)."""

    #: advice to evaluating bots (``bot.toml``, checked; a variant may change it)
    bot: dict[str, Any]

    def __init__(self, rules: Rules, gf: GameFile, mf: MerchantsFile) -> None:
        self.loan = gf.loan
        self.network = gf.network
        self.scout = gf.scout
        self.shortfall = gf.shortfall
        ind = rules.industries
        res = ind.resource_index
        self.coal = res["coal"]
        self.iron = res["iron"]
        self.beer = res["beer"]
        self.canal = rules.era_index["canal"]
        self.rail = rules.era_index["rail"]
        self.link_kind = rules.link_kind_index["link"]
        board = rules.board
        #: merchant bonus per location index: (kind, amount)
        self.bonus: dict[int, tuple[str, int]] = {}
        for i, b in enumerate(mf.bonus):
            if b.location not in board.location_index:
                raise fail("merchants.toml", f"bonus[{i}].location",
                           dm.UNKNOWN(what=dm.WHAT_LOCATION(), value=b.location))
            if b.kind not in BONUS_KINDS:
                raise fail("merchants.toml", f"bonus[{i}].kind", dm.EXPECTED_ONE_OF(choices=BONUS_KINDS))
            self.bonus[board.location_index[b.location]] = (b.kind, b.amount)
        tiles = []
        for i, t in enumerate(mf.merchant_tile):
            for k, a in enumerate(t.accepts):
                if a not in ind.industry_index:
                    raise fail("merchants.toml", f"merchant_tile[{i}].accepts[{k}]",
                               dm.UNKNOWN(what=dm.WHAT_INDUSTRY(), value=a))
            tiles.append(MerchantTile(i, frozenset(ind.industry_index[a] for a in t.accepts), t.min_players))
        self.merchant_tiles: tuple[MerchantTile, ...] = tuple(tiles)
        rules.merchant_tile_ids = tuple(t.id for t in mf.merchant_tile)
        for count in rules.info.player_counts:
            slots = sum(1 for s in board.merchant_slots if s.min_players <= count)
            usable = sum(1 for t in tiles if t.min_players <= count)
            if slots != usable:
                raise fail("merchants.toml", "merchant_tile",
                           MERCHANT_TILE_COUNT(tiles=usable, slots=slots, players=count))
        #: industries whose tiles are sold to merchants (flip by sale)
        self.goods = tuple(i for i, sold in enumerate(ind.sold_by_sale) if sold)


FOLDER = DataFolder("birmingham", DATA_DIR, FILES)


def raw_data() -> dict[str, dict[str, Any]]:
    """A fresh copy of the raw data files (for overlays and ``brass data``)."""
    return FOLDER.raw()


def load_rules(variant: dict[str, Any] | None = None, variant_file: str = "variant") -> Rules:
    """Compile the rules from the data files, with ``variant`` (read from ``variant_file``) applied first."""
    raw = FOLDER.with_variant(variant, variant_file)
    rules, gf = compile_common(raw, GameFile)
    rules.title = BirminghamRules(rules, gf, structure(raw["merchants"], MerchantsFile, "merchants.toml"))
    rules.title.bot = raw["bot"]
    # the bots' weights: the bots check a variant's changes to them (brass_data_check)
    return rules
