"""Pittsburgh's part of the game state: whiskey, oil, oilfields, quality rewards, trains."""
from __future__ import annotations

from typing import Any

from attrs import asdict, define, fields


@define(slots=True, eq=True)
class PittsburghState:
    """Lists are indexed by seat, by location (oilfields), by link line or by reward slot."""

    whiskey: list[int]  # per seat, 0..3
    oil: list[int]  # per location: barrels on an oilfield now
    waiting: list[int]  # per location: oil made in era 1, arriving at the era's end
    oilfield_tile: list[int]  # per location: oilfield tile index (-1: none)
    revealed: list[bool]  # per location: its oilfield tile has been turned up
    quality: list[int]  # quality reward tile in each of the three revealed slots
    quality_up: list[bool]  # still face up (unclaimed)
    train_cubes: list[int]  # per link line: cubes or barrels on a resource heavy train
    heavy_built: list[int]  # per seat: heavy trains built (Locomotive Works VP)
    free_develops: list[int]  # per seat: free develops earned and not yet taken
    bonus_sells: list[int]  # per seat: Skyscraper bonus sales earned and not yet resolved

    def clone(self) -> PittsburghState:
        return PittsburghState(
            self.whiskey[:], self.oil[:], self.waiting[:], self.oilfield_tile[:], self.revealed[:],
            self.quality[:], self.quality_up[:], self.train_cubes[:], self.heavy_built[:],
            self.free_develops[:], self.bonus_sells[:],
        )

    def position_key(self) -> tuple[tuple[Any, ...], ...]:
        """Every field as a tuple, for ``State.position_key`` (each field is a flat list)."""
        return (
            tuple(self.whiskey), tuple(self.oil), tuple(self.waiting), tuple(self.oilfield_tile),
            tuple(self.revealed), tuple(self.quality), tuple(self.quality_up), tuple(self.train_cubes),
            tuple(self.heavy_built), tuple(self.free_develops), tuple(self.bonus_sells),
        )

    def to_plain(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> PittsburghState:
        names = [f.name for f in fields(cls)]
        unknown = set(data) - set(names)
        if unknown:
            raise ValueError(f"unknown Pittsburgh state fields: {sorted(unknown)}")
        return cls(**{n: list(data[n]) for n in names})

    @classmethod
    def empty(cls, players: int, locations: int, lines: int) -> PittsburghState:
        return cls(
            whiskey=[0] * players, oil=[0] * locations, waiting=[0] * locations,
            oilfield_tile=[-1] * locations, revealed=[False] * locations,
            quality=[], quality_up=[], train_cubes=[0] * lines, heavy_built=[0] * players,
            free_develops=[0] * players, bonus_sells=[0] * players,
        )
