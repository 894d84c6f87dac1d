"""Eras and rounds: how many rounds each era has and how many actions each turn allows."""
from __future__ import annotations

from attrs import frozen

from brass.core.model.bounds import bounded, quantity


@frozen
class EraData:
    """An era: ``rounds`` per player count (in the title's player-count order)."""

    #: the era's id (tiles, links and cards name it)
    id: str
    #: the era's name, shown to players
    name: str
    #: rounds per player count (shown in position files; the era ends when the deck and every hand are empty)
    rounds: tuple[int, ...] = quantity()
    #: actions each player takes per turn
    actions_per_turn: int = bounded(1, 100)
    first_round_actions: int = bounded(0, 100, default=0)  # 0 = same as actions_per_turn
    #: income is paid after the era's last round
    income_after_last_round: bool = True
    link_name: str = ""  # what links built in this era are called ("canal"), if the era names them

    def actions_in_round(self, round_no: int) -> int:
        """Actions each player takes in round ``round_no`` (1-based) of this era."""
        if round_no == 1 and self.first_round_actions:
            return self.first_round_actions
        return self.actions_per_turn
