"""A title's data folder: the files every title shares in shape, read once, compiled into Rules.

A title keeps its own tables (Birmingham's merchant bonuses, Pittsburgh's
oilfields...) in its loader; the map, industries, cards and mat files and the
game file's common tables have one shape for every title, defined here.
"""
from __future__ import annotations

import copy
from functools import cached_property
from pathlib import Path
from typing import Any, TypeVar

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.model.board import LinkData, LocationData
from brass.core.model.bounds import bounded
from brass.core.model.cards import CardData
from brass.core.model.data import fail, load_dir, structure
from brass.core.model.eras import EraData
from brass.core.model.industries import IndustryData, ResourceData
from brass.core.model.market import MarketData
from brass.core.model.mat import MatPositionData
from brass.core.model.rules import GameInfo, LinkKind, Rules, SetupData
from brass.core.model.track import TrackData
from brass.core.model.variants import apply_variant


@frozen
class MapFile:
    #: every location of the board
    location: tuple[LocationData, ...]
    #: every line a link tile may be built on
    link: tuple[LinkData, ...]


@frozen
class IndustriesFile:
    #: the resources (cubes and barrels)
    resource: tuple[ResourceData, ...]
    #: the industries and their tiles
    industry: tuple[IndustryData, ...]


@frozen
class CardsFile:
    #: every card type
    card: tuple[CardData, ...]


@frozen
class MatFile:
    #: the mat's positions (a title without mat.toml has one stack per industry, from the tiles' counts)
    mat: tuple[MatPositionData, ...]


@frozen
class Place:
    """Where a location is drawn."""

    #: the location's id
    id: str
    #: the centre of its box, in layout units (x grows to the right)
    x: float
    #: the centre of its box (y grows downwards)
    y: float


@frozen
class LayoutFile:
    """Pictures only: where each location is drawn (a title's ``layout.toml``, or a map's
    ``[replace.layout]``); a location it does not name is placed automatically."""

    #: the drawing's width, in layout units
    width: float
    #: the drawing's height
    height: float
    #: a point per location
    place: tuple[Place, ...]


@frozen
class MerchantTileData:
    """A merchant tile in the common Brass shape (a title's own merchants file may use it)."""

    #: the tile's id (identical tiles share one)
    id: str
    #: the industry ids it buys (none: a blank tile)
    accepts: tuple[str, ...]
    #: the smallest player count at which it is used
    min_players: int = bounded(1, 100)


class DataFolder:
    """The TOML files of one title, parsed once; each build works on a fresh copy."""

    def __init__(self, title: str, directory: Path, names: tuple[str, ...]) -> None:
        self.title = title
        self.directory = directory
        self.names = names

    @cached_property
    def _parsed(self) -> dict[str, dict[str, Any]]:
        return load_dir(self.directory, self.names)

    def raw(self) -> dict[str, dict[str, Any]]:
        """A fresh copy of the raw data (for variants and ``brass data``)."""
        return copy.deepcopy(self._parsed)

    def with_variant(self, variant: dict[str, Any] | None, variant_file: str = "variant") -> dict[str, dict[str, Any]]:
        raw = self.raw()
        if variant:
            apply_variant(raw, variant, self.title, variant_file)
        return raw


def compile_rules(
    *, info: GameInfo, setup: SetupData, eras: tuple[EraData, ...], link_kinds: tuple[LinkKind, ...],
    markets: tuple[MarketData, ...], track: TrackData, board: MapFile, industries: IndustriesFile,
    cards: CardsFile, mat: MatFile | None = None, files: dict[str, str],
) -> Rules:
    """The shared :class:`Rules` of a title (the title then adds its own tables)."""
    try:
        return Rules(
            info=info, setup=setup, eras=eras, locations=board.location, links=board.link,
            resources=industries.resource, industries=industries.industry, cards=cards.card, markets=markets,
            track=track, link_kinds=link_kinds, files=files, mat=mat.mat if mat else (),
        )
    except (KeyError, ValueError) as exc:
        raise fail(dm.FILE_DATA(), dm.PATH_CROSS_REFERENCE(), dm.CROSS_REFERENCE(error=repr(exc))) from None


@frozen
class CommonGameFile:
    """The tables of ``game.toml`` every title has; a title's game file class subclasses it
    and adds its own tables (``@frozen class GameFile(CommonGameFile): loan: LoanData``)."""

    #: what the title is
    game: GameInfo
    #: each player's start
    setup: SetupData
    #: the kinds of link tiles
    link_kind: tuple[LinkKind, ...]
    #: the eras, in order
    era: tuple[EraData, ...]
    #: the resource markets
    market: tuple[MarketData, ...]
    #: the progress track
    track: TrackData


G = TypeVar("G", bound=CommonGameFile)


def compile_common(raw: dict[str, dict[str, Any]], game_file: type[G]) -> tuple[Rules, G]:
    """The shared :class:`Rules` from a title's raw data files, and its game file.

    ``game.toml`` is read as the title's ``game_file`` class (core's common tables
    plus the title's own); ``map``, ``industries``, ``cards`` and, when the title
    has one, ``mat`` in core's shapes.  The title then reads its own files.
    """
    gf = structure(raw["game"], game_file, "game.toml")
    rules = compile_rules(
        info=gf.game, setup=gf.setup, eras=gf.era, link_kinds=gf.link_kind, markets=gf.market, track=gf.track,
        board=structure(raw["map"], MapFile, "map.toml"),
        industries=structure(raw["industries"], IndustriesFile, "industries.toml"),
        cards=structure(raw["cards"], CardsFile, "cards.toml"),
        mat=structure(raw["mat"], MatFile, "mat.toml") if "mat" in raw else None,
        files={},
    )
    if "layout" in raw:  # a map's own layout (pictures only; a title's layout.toml is named by TitleInfo)
        rules.layout = structure(raw["layout"], LayoutFile, "layout.toml")
    return rules, gf
