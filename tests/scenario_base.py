"""What every title's position builder for rules tests shares."""
from __future__ import annotations

from typing import Any

from brass.core import Game, new_game
from brass.core.files.positions import clear_board, put_link, put_tile, set_hand, set_turn
from brass.core.files.snapshot import snapshot


class BaseScenario:
    """A game of ``title`` with an empty board, chosen money, seat 0 to act with 2 actions.

    Seats are 0-based.  Builder methods return the scenario, so calls chain.
    """

    def __init__(self, title: str, players: int, seed: int, era: str, money: int) -> None:
        self.game: Game = new_game(title, players, seed)
        g = self.game
        clear_board(g)
        st = g.state
        st.era = g.rules.era_index[era]
        st.round = 2
        st.money = [money] * players
        st.spent = [0] * players
        st.order = list(range(players))

    @property
    def rules(self) -> Any:
        return self.game.rules

    @property
    def state(self) -> Any:
        return self.game.state

    # -- building the position ---------------------------------------------------------
    def tile(self, space: str, tile: str, owner: int, flipped: bool = False,
             cubes: int | dict[str, int] | None = None) -> Any:
        put_tile(self.game, space, tile, owner, flipped=flipped, cubes=cubes)
        return self

    def link(self, line: str, owner: int, kind: str | None = None) -> Any:
        put_link(self.game, line, owner, kind=kind)
        return self

    def hand(self, player: int, *cards: str) -> Any:
        set_hand(self.game, player, cards)
        return self

    def money(self, player: int, amount: int) -> Any:
        self.state.money[player] = amount
        return self

    def market(self, market_id: str, cubes: int) -> Any:
        m = next(m for m in self.rules.markets if m.id == market_id)
        self.state.markets[m.index] = cubes
        return self

    def turn(self, player: int, actions: int = 2) -> Any:
        set_turn(self.game, player, actions)
        return self

    def income(self, player: int, space: int) -> Any:
        self.state.income[player] = space
        return self

    def ready(self) -> Any:
        self.game.refresh()
        return self

    # -- playing and reading ---------------------------------------------------------------
    def options(self) -> list[str]:
        d = self.game.decision()
        return [] if d is None else d.ids()

    def do(self, *option_ids: str) -> Any:
        for oid in option_ids:
            self.game.apply(oid)
        return self

    def snapshot(self) -> dict[str, Any]:
        return snapshot(self.state)

    def market_cubes(self, market_id: str) -> int:
        m = next(m for m in self.rules.markets if m.id == market_id)
        return self.state.markets[m.index]

    def level(self, player: int) -> int:
        return self.rules.track.level(self.state.income[player])
