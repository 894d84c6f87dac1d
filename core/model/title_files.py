"""A title's data folder: the files every title shares in shape, read once, compiled into Rules.

A title keeps its own tables (Birmingham's merchant bonuses, Pittsburgh's
oilfields...) in its loader; the map, industries, cards and mat files and the
game file's common tables have one shape for every title, defined here.
"""
from __future__ import annotations

import copy
from functools import cached_property
from pathlib import Path
from typing import Any

from attrs import frozen

from brass.core.i18n import data_messages as dm
from brass.core.model.board import LinkData, LocationData
from brass.core.model.cards import CardData
from brass.core.model.data import fail, load_dir
from brass.core.model.eras import EraData
from brass.core.model.industries import IndustryData, ResourceData
from brass.core.model.market import MarketData
from brass.core.model.mat import MatPositionData
from brass.core.model.rules import GameInfo, LinkKind, Rules, SetupData
from brass.core.model.track import TrackData
from brass.core.model.variants import apply_variant


@frozen
class MapFile:
    location: tuple[LocationData, ...]
    link: tuple[LinkData, ...]


@frozen
class IndustriesFile:
    resource: tuple[ResourceData, ...]
    industry: tuple[IndustryData, ...]


@frozen
class CardsFile:
    card: tuple[CardData, ...]


@frozen
class MatFile:
    mat: tuple[MatPositionData, ...]


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
