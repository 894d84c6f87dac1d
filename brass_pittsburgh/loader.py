"""Reading Pittsburgh's data files into shared static :class:`~brass.core.model.rules.Rules`."""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, render, text
from brass.core.model.bounds import bounded, quantity
from brass.core.model.data import fail, structure
from brass.core.model.rules import Rules
from brass.core.model.title_files import CommonGameFile, DataFolder, compile_common
from brass.core.play.loan import LoanData

DATA_DIR = Path(__file__).parent / "data"
FILES = ("game", "map", "industries", "mat", "cards", "merchants", "rewards", "bot")
REWARD_KINDS = ("vp", "money", "income", "whiskey", "develop")

NEEDS_LINK_KIND = text("pittsburgh.data.needs_link_kind", "Pittsburgh needs a link kind '{kind}'")
NOT_A_PIPELINE_KIND = text("pittsburgh.data.not_a_pipeline_kind", "not a pipeline kind: '{kind}'")
ONE_PIPELINE_REWARD = text("pittsburgh.data.one_pipeline_reward", "a pipeline pays one kind of reward")
EXPECTED_ROUTE = text("pittsburgh.data.expected_route", "expected rail or pipeline")
PIPELINE_ENDS = text("pittsburgh.data.pipeline_ends", "a pipeline joins one oilfield to one city")


@frozen
class NetworkData:
    second_link_cost: int = bounded()
    light_coal: int = quantity()
    heavy_steel: int = quantity()
    pipeline_iron: int = quantity()


@frozen
class WhiskeyData:
    max: int = quantity()
    pass_gain: int = quantity()


@frozen
class ShortfallData:
    vp_lost: int = bounded()
    income_space: int = quantity()


@frozen
class HeavyTrainData:
    resource_cubes: int = quantity()
    provisional: tuple[str, ...] = ()


@frozen
class OilData:
    oil_city_extra: int = quantity()


@frozen
class TwoPlayerData:
    remove_oilfield_producing: int = quantity()
    remove_merchant_money: int = bounded()
    provisional: tuple[str, ...] = ()


@frozen
class PipelineData:
    kind: str
    reward: Mapping[str, int] = bounded()
    provisional: bool = False


@frozen
class GameFile(CommonGameFile):
    loan: LoanData
    network: NetworkData
    vanderbilt: Mapping[str, int] = bounded()
    # (mypy takes the bounded() field helper above for a default: the fields below are required)
    whiskey: WhiskeyData  # type: ignore[misc]
    shortfall: ShortfallData  # type: ignore[misc]
    heavy_train: HeavyTrainData  # type: ignore[misc]
    oil: OilData  # type: ignore[misc]
    two_players: TwoPlayerData  # type: ignore[misc]
    pipeline: tuple[PipelineData, ...]  # type: ignore[misc]


@frozen
class MerchantTileData:
    id: str
    accepts: tuple[str, ...]
    back: str
    reward: Mapping[str, int]
    provisional: tuple[str, ...] = ()  # fields no page confirms


@frozen
class MerchantRules:
    face_down_buys: bool
    provisional: tuple[str, ...] = ()


@frozen
class MerchantsFile:
    merchant_tile: tuple[MerchantTileData, ...]
    merchants: MerchantRules


@frozen
class QualityData:
    id: str
    stars: int
    reward: Mapping[str, int]
    provisional: bool = False


@frozen
class OilfieldTileData:
    id: str
    reward: Mapping[str, int]
    oil: int
    provisional: bool = False


@frozen
class RewardsFile:
    quality: tuple[QualityData, ...]
    oilfield: tuple[OilfieldTileData, ...]


@frozen
class MerchantTile:
    index: int
    id: str
    accepts: frozenset[int]
    back: int
    reward: tuple[tuple[str, int], ...]


#: link kinds by role (ids as in game.toml)
HEAVY_RESOURCE = {"heavy_coke": "coke", "heavy_steel": "steel", "heavy_oil": "oil"}
PIPELINES = ("pipeline_income", "pipeline_money", "pipeline_vp3", "pipeline_vp5", "pipeline_reserve")


class PittsburghRules:
    """Pittsburgh's own static tables."""

    #: advice to evaluating bots (``bot.toml``, checked; a variant may change it)
    bot: dict[str, Any]

    def __init__(self, rules: Rules, gf: GameFile, mf: MerchantsFile, rf: RewardsFile) -> None:
        self.loan = gf.loan
        self.network = gf.network
        self.whiskey = gf.whiskey
        self.shortfall = gf.shortfall
        self.heavy_train = gf.heavy_train
        self.oil_city_extra = gf.oil.oil_city_extra
        self.two_players = gf.two_players
        ind = rules.industries
        res = ind.resource_index
        self.coal, self.iron, self.steel, self.coke, self.oil = (
            res["coal"], res["iron"], res["steel"], res["coke"], res["oil"])
        self.vanderbilt: dict[int, int] = {}
        for key, price in gf.vanderbilt.items():
            if key not in res:
                raise fail("game.toml", f"vanderbilt.{key}", dm.UNKNOWN_WHAT(what=dm.WHAT_RESOURCE()))
            self.vanderbilt[res[key]] = price
        kinds = rules.link_kind_index
        for k in list(HEAVY_RESOURCE) + list(PIPELINES) + ["light", "heavy_whiskey", "heavy_double",
                                                                   "heavy_replacement"]:
            if k not in kinds:
                raise fail("game.toml", "link_kind", NEEDS_LINK_KIND(kind=k))
        self.light = kinds["light"]
        self.heavy = frozenset(i for k, i in kinds.items() if k.startswith("heavy_"))
        self.pipelines = frozenset(i for k, i in kinds.items() if k.startswith("pipeline_"))
        self.heavy_resource = {kinds[k]: res[r] for k, r in HEAVY_RESOURCE.items()}
        self.heavy_whiskey = kinds["heavy_whiskey"]
        self.heavy_replacement = kinds["heavy_replacement"]
        self.reserve = kinds["pipeline_reserve"]
        #: what each pipeline kind pays its owner per barrel: (reward kind, amount) or ("", 0)
        self.pipeline_reward: dict[int, tuple[str, int]] = {}
        for i, pd in enumerate(gf.pipeline):
            if pd.kind not in kinds or pd.kind not in PIPELINES:
                raise fail("game.toml", f"pipeline[{i}].kind", NOT_A_PIPELINE_KIND(kind=pd.kind))
            _check_rewards(pd.reward, "game.toml", f"pipeline[{i}].reward")
            if len(pd.reward) > 1:
                raise fail("game.toml", f"pipeline[{i}].reward", ONE_PIPELINE_REWARD())
            self.pipeline_reward[kinds[pd.kind]] = next(iter(pd.reward.items()), ("", 0))
        # industries by role
        ii = ind.industry_index
        self.sellable = frozenset(ii[x] for x in ("kerosene", "manufacturing", "automobile"))
        self.oil_city = ii["oil_city"]
        board = rules.board
        self.oilfields = tuple(i for i, loc in enumerate(board.locations) if loc.kind == "oilfield")
        self.oilfield_mask = sum(1 << i for i in self.oilfields)
        self.cities = tuple(i for i, loc in enumerate(board.locations) if loc.kind == "city")
        self.rail = frozenset(link.index for link in board.links if link.route == "rail")
        self.pipeline_routes = frozenset(link.index for link in board.links if link.route == "pipeline")
        #: the same, in board order (the order lines are offered in)
        self.rail_lines: tuple[int, ...] = tuple(sorted(self.rail))
        self.pipeline_lines: tuple[int, ...] = tuple(sorted(self.pipeline_routes))
        for link in board.links:
            if link.route not in ("rail", "pipeline"):
                raise fail("map.toml", f"link[{link.index}].route", EXPECTED_ROUTE())
            if link.route == "pipeline" and sum(1 for e in link.ends if e in self.oilfields) != 1:
                raise fail("map.toml", f"link[{link.index}].ends", PIPELINE_ENDS())
        tiles = []
        for i, t in enumerate(mf.merchant_tile):
            where = f"merchant_tile[{i}]"
            for j, a in enumerate(t.accepts):
                if a not in ii:
                    raise fail("merchants.toml", f"{where}.accepts[{j}]", dm.UNKNOWN(what=dm.WHAT_INDUSTRY(), value=a))
            if t.back not in ii:
                raise fail("merchants.toml", f"{where}.back", dm.UNKNOWN(what=dm.WHAT_INDUSTRY(), value=t.back))
            _check_rewards(t.reward, "merchants.toml", f"{where}.reward")
            tiles.append(MerchantTile(i, t.id, frozenset(ii[a] for a in t.accepts), ii[t.back],
                                      tuple(t.reward.items())))
        self.merchant_tiles: tuple[MerchantTile, ...] = tuple(tiles)
        self.face_down_buys = mf.merchants.face_down_buys
        rules.merchant_tile_ids = tuple(t.id for t in mf.merchant_tile)
        for i, q in enumerate(rf.quality):
            _check_rewards(q.reward, "rewards.toml", f"quality[{i}].reward")
        for i, o in enumerate(rf.oilfield):
            _check_rewards(o.reward, "rewards.toml", f"oilfield[{i}].reward")
        self.quality = rf.quality
        self.oilfield_tiles = rf.oilfield
        self.provisional_messages = _provisional(gf, mf, rf, rules)
        #: the same in English, for reports and tests
        self.provisional = [render(m) for m in self.provisional_messages]


def _check_rewards(reward: Mapping[str, int], file: str, where: str) -> None:
    for key, amount in reward.items():
        if key not in REWARD_KINDS:
            raise fail(file, f"{where}.{key}", dm.EXPECTED_ONE_OF(choices=REWARD_KINDS))
        if amount < 0:
            raise fail(file, f"{where}.{key}", dm.CANNOT_BE_NEGATIVE())


PROV_VALUE = text("pittsburgh.provisional.value", "{file}: {path}")
PROV_FIELDS = text("pittsburgh.provisional.fields", "{file}: {path}: {fields}")
PROV_SUPPLY = text(
    "pittsburgh.provisional.supply",
    "{file}: {path} (inferred to start in the supply: the mat never shows it)")
PROV_TRAIN_CUBES = text(
    "pittsburgh.provisional.train_cubes",
    "{file}: {path} (inferred: each resource train on the mat shows one cube or barrel)")
PROV_BOARD = text(
    "pittsburgh.provisional.board",
    "{file}: {path} (the 2-player side of the board beyond what page 11 shows: boards/two_players.toml)")
PROV_CARDS = text("pittsburgh.provisional.cards", "{file}: every card count (the card list is not public)")
PROV_COUNTS = text(
    "pittsburgh.provisional.counts",
    "{file}: every tile's count (inferred from the dots under each mat space, 36 a player)")


def _provisional(gf: GameFile, mf: MerchantsFile, rf: RewardsFile, rules: Rules) -> list[Message]:
    """Every provisional value, as "file: key path" messages (for ``brass data`` and ``brass rules``)."""
    found: list[Message] = []
    for k in gf.link_kind:
        if k.provisional:
            found.append(PROV_SUPPLY(file="game.toml", path=f"link_kind[{k.id}]"))
    found += [PROV_TRAIN_CUBES(file="game.toml", path=f"heavy_train.{p}") for p in gf.heavy_train.provisional]
    found += [PROV_VALUE(file="game.toml", path=f"pipeline[{p.kind}].reward") for p in gf.pipeline if p.provisional]
    found += [PROV_VALUE(file="game.toml", path=f"market[{m.id}]") for m in gf.market if m.provisional]
    found += [PROV_BOARD(file="game.toml", path="two_players") for _p in gf.two_players.provisional]
    for ind in rules.industries.industries:
        for t in ind.tiles:
            unknown = [f for f in t.provisional if f != "count"]  # counts: one entry below
            if unknown:
                found.append(PROV_FIELDS(file="industries.toml", path=f"{ind.id}/{t.level}{t.tag}",
                                         fields=", ".join(unknown)))
    for loc in rules.board.locations:
        if loc.provisional:
            found.append(PROV_VALUE(file="map.toml", path=f"location[{loc.id}]"))
    found += [PROV_FIELDS(file="merchants.toml", path=f"merchant_tile[{t.id}]", fields=", ".join(t.provisional))
              for t in mf.merchant_tile if t.provisional]
    found += [PROV_VALUE(file="merchants.toml", path=f"merchants.{p}") for p in mf.merchants.provisional]
    found += [PROV_VALUE(file="rewards.toml", path=f"quality[{q.id}]") for q in rf.quality if q.provisional]
    found.append(PROV_CARDS(file="cards.toml"))
    found.append(PROV_COUNTS(file="industries.toml"))
    return found


FOLDER = DataFolder("pittsburgh", DATA_DIR, FILES)


def raw_data() -> dict[str, dict[str, Any]]:
    """A fresh copy of the raw data files (for overlays and ``brass data``)."""
    return FOLDER.raw()


def load_rules(variant: dict[str, Any] | None = None, variant_file: str = "variant") -> Rules:
    """Compile the rules from the data files, with ``variant`` (read from ``variant_file``) applied first."""
    raw = FOLDER.with_variant(variant, variant_file)
    rules, gf = compile_common(raw, GameFile)
    merchants = structure(raw["merchants"], MerchantsFile, "merchants.toml")
    rules.title = PittsburghRules(rules, gf, merchants, structure(raw["rewards"], RewardsFile, "rewards.toml"))
    rules.title.bot = raw["bot"]
    # the bots' weights: the bots check a variant's changes to them (brass_data_check)
    rules.provisional = rules.title.provisional_messages
    return rules
