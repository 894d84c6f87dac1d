"""The record of one simulated game (what statistics, rows and comparisons read)."""
from __future__ import annotations

from attrs import define, field


@define
class GameResult:
    """One simulated game: its provenance, length and outcome (one row of ``--rows``)."""

    index: int
    decisions: int
    actions: int
    vp: list[int]
    winners: list[int]
    seconds: float
    seed: int = 0
    rounds: int = 0
    money: list[int] = field(factory=list)
    income: list[int] = field(factory=list)  # income levels at the end
    rank: list[int] = field(factory=list)  # final place of each seat, 1 = won (ties share a place)
    first: int = 0  # the seat that acted first in the first round
    actions_by_seat: list[dict[str, int]] = field(factory=list)
    lead_changes: int = 0
    decided_at: float = 0.0
    bots: list[str] = field(factory=list)  # the bot of each seat in this game
