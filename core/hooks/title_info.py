"""What a title plugin tells about itself (its own module, so hook specs and the title
registry can both name it without importing each other)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from attrs import frozen

if TYPE_CHECKING:
    from brass.core.model.rules import Rules


@frozen
class TitleInfo:
    """What a title plugin tells about itself.

    ``load_rules(variant)`` builds the static rules, applying a variant overlay
    (a dict of changes) when given.
    """

    #: the title's id: the entry point's name and `brass new ID`
    id: str
    #: the title's name, shown to players
    name: str
    #: the title's version (`brass titles`)
    version: str
    #: builds the title's Rules from its data, with a variant applied first: (variant, variant_file) -> Rules
    load_rules: Callable[..., Rules]  # (variant: dict | None, variant_file: str) -> Rules
    #: the raw data files by name (fresh copies), for ``brass data`` and variants
    raw_data: Callable[[], dict[str, dict[str, Any]]]
    #: the class of the title's own state beside core's (`State.ext`: clone, to_plain, from_plain; a
    #: position_key is optional, for bots' speed), or none
    state_ext: type | None = None
    rulebook: Path | None = None  # the title's rule text (English source)
    questions: Path | None = None  # the title's rule questions (``brass rules TITLE --questions``)
    layout: Path | None = None  # where each place is drawn in pictures (``layout.toml``)
    #: a variant file applied before any other variant when a game has that many
    #: players (a board side of its own, e.g. Pittsburgh's 2-player side)
    player_variants: Mapping[int, Path] = {}
