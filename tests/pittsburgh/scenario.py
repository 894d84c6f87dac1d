"""A small fluent builder of Pittsburgh positions for rules tests."""
from __future__ import annotations

from typing import Any

from core import Game, new_game
from core.positions import clear_board, put_link, put_tile, set_hand, set_turn
from core.snapshot import snapshot


class Scenario:
    """A Pittsburgh game with an empty board, chosen money, hands and whose turn it is.

    Seats are 0-based.  Markets start as printed; merchants, oilfield tiles and
    Quality Rewards are as the seed dealt them unless changed.
    """

    def __init__(self, players: int = 3, seed: int = 0, era: str = "era1", money: int = 50) -> None:
        self.game: Game = new_game("pittsburgh", players, seed)
        g = self.game
        clear_board(g)
        st = g.state
        st.era = g.rules.era_index[era]
        st.round = 2
        st.money = [money] * players
        st.spent = [0] * players
        st.order = list(range(players))
        for p in range(players):
            set_hand(g, p, [])
        set_turn(g, 0, 2)

    @property
    def rules(self) -> Any:
        return self.game.rules

    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def ext(self) -> Any:
        return self.game.state.ext

    def res(self, resource: str) -> int:
        return self.rules.industries.resource_index[resource]

    def loc(self, location: str) -> int:
        return self.rules.board.location_index[location]

    # -- building -----------------------------------------------------------------------
    def tile(self, space: str, tile: str, owner: int, flipped: bool = False,
             cubes: int | dict[str, int] | None = None) -> "Scenario":
        put_tile(self.game, space, tile, owner, flipped=flipped, cubes=cubes)
        return self

    def link(self, line: str, owner: int, kind: str = "light") -> "Scenario":
        put_link(self.game, line, owner, kind=kind)
        return self

    def hand(self, player: int, *cards: str) -> "Scenario":
        set_hand(self.game, player, cards)
        return self

    def money(self, player: int, amount: int) -> "Scenario":
        self.state.money[player] = amount
        return self

    def whiskey(self, player: int, amount: int) -> "Scenario":
        self.ext.whiskey[player] = amount
        return self

    def market(self, market_id: str, cubes: int) -> "Scenario":
        m = next(m for m in self.rules.markets if m.id == market_id)
        self.state.markets[m.index] = cubes
        return self

    def oil(self, oilfield: str, barrels: int) -> "Scenario":
        self.ext.oil[self.loc(oilfield)] = barrels
        return self

    def merchant(self, slot: str, tile_id: str, face_up: bool = True) -> "Scenario":
        rules = self.rules
        i = rules.board.merchant_slot_index[slot]
        self.state.merchant_tile[i] = rules.merchant_tile_ids.index(tile_id)
        self.state.merchant_goods[i] = 1 if face_up else 0
        return self

    def turn(self, player: int, actions: int = 2) -> "Scenario":
        set_turn(self.game, player, actions)
        return self

    def income(self, player: int, space: int) -> "Scenario":
        self.state.income[player] = space
        return self

    def ready(self) -> "Scenario":
        self.game.refresh()
        return self

    # -- playing and reading ---------------------------------------------------------------
    def options(self) -> list[str]:
        d = self.game.decision()
        return [] if d is None else d.ids()

    def do(self, *option_ids: str) -> "Scenario":
        for oid in option_ids:
            self.game.apply(oid)
        return self

    def snapshot(self) -> dict[str, Any]:
        return snapshot(self.state)

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

    def market_cubes(self, market_id: str) -> int:
        m = next(m for m in self.rules.markets if m.id == market_id)
        return self.state.markets[m.index]

    def level(self, player: int) -> int:
        return self.rules.track.level(self.state.income[player])

    def position_count(self, player: int, position_id: str) -> int:
        pos = next(p for p in self.rules.mat.positions if p.id == position_id)
        return self.state.mat[player][pos.index]

    def develop_away(self, player: int, *position_ids: str) -> "Scenario":
        """Clear mat positions as if developed (unlocking their link tiles)."""
        for pid in position_ids:
            pos = next(p for p in self.rules.mat.positions if p.id == pid)
            while self.state.mat[player][pos.index] > 0:
                self.game.take_tile(player, pos.index)
                self.state.retired[player] += 1
        return self
