"""A small fluent builder of Pittsburgh positions for rules tests."""
from __future__ import annotations

from typing import Any

from brass.core.files.positions import set_hand, set_turn

from ..scenario_base import BaseScenario


class Scenario(BaseScenario):
    """A Pittsburgh game with an empty board, chosen money, hands and whose turn it is.

    Seats are 0-based.  Markets start as printed; merchants, oilfield tiles and
    Quality Rewards are as the seed dealt them unless changed.
    """

    def __init__(self, players: int = 3, seed: int = 0, era: str = "era1", money: int = 50) -> None:
        super().__init__("pittsburgh", players, seed, era, money)
        for p in range(players):
            set_hand(self.game, p, [])
        set_turn(self.game, 0, 2)

    @property
    def ext(self) -> Any:
        return self.game.state.ext

    def res(self, resource: str) -> int:
        return self.rules.industries.resource_index[resource]

    def loc(self, location: str) -> int:
        return self.rules.board.location_index[location]

    # -- building -----------------------------------------------------------------------
    def link(self, line: str, owner: int, kind: str | None = "light") -> Scenario:
        return super().link(line, owner, kind)

    def supply(self, player: int, kind: str, count: int) -> Scenario:
        """``count`` link tiles of ``kind`` in ``player``'s supply (a Whiskey Heavy Train is
        dealt to nobody: tests of it put one there)."""
        self.state.links_left[player][self.rules.link_kind_index[kind]] = count
        return self

    def whiskey(self, player: int, amount: int) -> Scenario:
        self.ext.whiskey[player] = amount
        return self

    def oil(self, oilfield: str, barrels: int) -> Scenario:
        self.ext.oil[self.loc(oilfield)] = barrels
        return self

    def merchant(self, slot: str, tile_id: str, face_up: bool = True) -> Scenario:
        rules = self.rules
        i = rules.board.merchant_slot_index[slot]
        self.state.merchant_tile[i] = rules.merchant_tile_ids.index(tile_id)
        self.state.merchant_goods[i] = 1 if face_up else 0
        return self

    # -- playing and reading ---------------------------------------------------------------
    def space(self, ref: str) -> dict[str, Any]:
        st = self.state
        s = self.rules.board.space_index[ref]
        t = st.tile_type[s]
        return {
            "owner": st.tile_owner[s],
            "tile": self.rules.tiles[t].ref if t >= 0 else None,
            "flipped": st.tile_flipped[s],
            "cubes": {self.rules.industries.resources[r].id: st.cubes[r][s]
                      for r in range(len(st.cubes)) if st.cubes[r][s]},
        }

    def position_count(self, player: int, position_id: str) -> int:
        pos = next(p for p in self.rules.mat.positions if p.id == position_id)
        return self.state.mat[player][pos.index]

    def develop_away(self, player: int, *position_ids: str) -> Scenario:
        """Clear mat positions as if developed (unlocking their link tiles)."""
        for pid in position_ids:
            pos = next(p for p in self.rules.mat.positions if p.id == pid)
            while self.state.mat[player][pos.index] > 0:
                self.game.take_tile(player, pos.index)
                self.state.retired[player] += 1
        return self
