"""Reading Toy Brass's data files into core's :class:`~brass.core.model.rules.Rules`.

Core defines the shape of the files every title shares (map, industries, cards
and the common tables of the game file) and compiles them; a title declares the
shape of its own tables as frozen attrs classes (cattrs reads them, so an
unknown key or a wrong type is an error naming the file and key path) and keeps
what it needs on ``rules.title``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.model.data import fail, structure
from brass.core.model.rules import Rules
from brass.core.model.title_files import CommonGameFile, DataFolder, MerchantTileData, compile_common
from brass.core.play.loan import LoanData

DATA_DIR = Path(__file__).parent / "data"
#: the data files, by name (``data/<name>.toml``); variants address them by these names
FILES = ("game", "map", "industries", "cards", "merchants")


@frozen
class RoadData:
    """[road]: what one road costs."""

    money: int


@frozen
class ShortfallData:
    """[shortfall]: unpaid negative income costs this many VP per dollar."""

    vp_per_dollar: int


@frozen
class GameFile(CommonGameFile):
    """game.toml: core's common tables (game, setup, link_kind, era, market, track), then this title's own."""

    loan: LoanData
    road: RoadData
    shortfall: ShortfallData


@frozen
class MerchantsFile:
    """merchants.toml: this title's own file."""

    merchant_tile: tuple[MerchantTileData, ...]


class ToyRules:
    """Toy Brass's own static tables (``rules.title``), built once and shared by every game."""

    def __init__(self, rules: Rules, gf: GameFile, mf: MerchantsFile) -> None:
        self.loan = gf.loan  # core's Loan action reads rules.title.loan
        self.road = gf.road
        self.shortfall = gf.shortfall
        self.coal = rules.industries.resource_index["coal"]
        self.link_kind = rules.link_kind_index["road"]
        industries = rules.industries.industry_index
        #: merchant tiles: (tile id, industries it buys, smallest player count)
        self.merchant_tiles: list[tuple[str, frozenset[int], int]] = []
        for i, t in enumerate(mf.merchant_tile):
            for k, name in enumerate(t.accepts):
                if name not in industries:
                    raise fail("merchants.toml", f"merchant_tile[{i}].accepts[{k}]",
                               dm.UNKNOWN(what=dm.WHAT_INDUSTRY(), value=name))
            self.merchant_tiles.append((t.id, frozenset(industries[a] for a in t.accepts), t.min_players))
        rules.merchant_tile_ids = tuple(t.id for t in mf.merchant_tile)
        #: the industries sold to merchants (their tiles flip when sold)
        self.goods = frozenset(i for i, sold in enumerate(rules.industries.sold_by_sale) if sold)


FOLDER = DataFolder("toy", DATA_DIR, FILES)


def raw_data() -> dict[str, dict[str, Any]]:
    """A fresh copy of the raw data files (for variants and ``brass data``)."""
    return FOLDER.raw()


def load_rules(variant: dict[str, Any] | None = None, variant_file: str = "variant") -> Rules:
    """Compile the rules from the data files, with ``variant`` (read from ``variant_file``) applied first."""
    raw = FOLDER.with_variant(variant, variant_file)
    rules, gf = compile_common(raw, GameFile)  # core reads the files every title shares
    rules.title = ToyRules(rules, gf, structure(raw["merchants"], MerchantsFile, "merchants.toml"))
    return rules
