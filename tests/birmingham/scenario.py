"""A small fluent builder of Birmingham positions for rules tests."""
from __future__ import annotations

from typing import Any

from brass.core.files.positions import set_turn

from ..scenario_base import BaseScenario


class Scenario(BaseScenario):
    """A Birmingham game with an empty board, chosen money, hands and whose turn it is.

    Seats are 0-based here (P1 is seat 0).  Markets start as printed (coal 13,
    iron 8) unless changed.
    """

    def __init__(self, players: int = 4, seed: int = 0, era: str = "canal", money: int = 50) -> None:
        super().__init__("birmingham", players, seed, era, money)
        set_turn(self.game, 0, 2)

    def merchant(self, slot: str, accepts: tuple[str, ...], beer: int = 1) -> Scenario:
        """Put the merchant tile buying exactly ``accepts`` on ``slot`` ("oxford/1")."""
        rules = self.rules
        want = frozenset(rules.industries.industry_index[a] for a in accepts)
        tile = next(t.index for t in rules.title.merchant_tiles if t.accepts == want)
        i = rules.board.merchant_slot_index[slot]
        self.state.merchant_tile[i] = tile
        self.state.merchant_goods[i] = beer
        return self

    def no_merchants(self) -> Scenario:
        st = self.state
        st.merchant_tile = [-1] * len(st.merchant_tile)
        st.merchant_goods = [0] * len(st.merchant_goods)
        return self

    # -- playing ---------------------------------------------------------------------------

    # -- reading ---------------------------------------------------------------------------
    def space(self, ref: str) -> dict[str, Any]:
        st = self.state
        s = self.rules.board.space_index[ref]
        t = st.tile_type[s]
        return {
            "owner": st.tile_owner[s],
            "tile": self.rules.tiles[t].ref if t >= 0 else None,
            "flipped": st.tile_flipped[s],
            "cubes": sum(cubes[s] for cubes in st.cubes),
        }

    def mat_count(self, player: int, tile: str) -> int:
        rules = self.rules
        return self.state.mat[player][rules.mat.position_of_tile[rules.industries.tile_index[tile]]]


def empty_hands(era: str = "canal", money: int = 50, players: int = 4) -> Scenario:
    """An empty board with every hand emptied (so any card copy can be handed out)."""
    sc = Scenario(players=players, era=era, money=money)
    for p in range(players):
        sc.hand(p)
    return sc


def take_off_mat(sc: Scenario, player: int, *tiles: str) -> None:
    """Remove every copy of ``tiles`` from the player's mat, as if developed."""
    rules = sc.rules
    st = sc.state
    for ref in tiles:
        pos = rules.mat.position_of_tile[rules.industries.tile_index[ref]]
        st.retired[player] += st.mat[player][pos]
        st.mat[player][pos] = 0


def hand_of(sc: Scenario, player: int) -> list[str]:
    """Card ids in ``player``'s hand."""
    return [sc.rules.cards[c].id for c in sc.state.hands[player]]


def last_action(players: int = 2, era: str = "canal", card: str = "coventry") -> Scenario:
    """Seat 0 to play ``card``, the last card of the era; every other card is in a
    discard pile (each pile keeps its face-down starting card)."""
    sc = Scenario(players=players, era=era)
    to_last_action(sc, card)
    sc.state.facedown = [1 if era == "canal" else 0] * players
    return sc


def to_last_action(sc: Scenario, card: str) -> None:
    """Make seat 0's ``card`` the last card of the era in ``sc``: the deck and the other
    hands are emptied into the discard piles."""
    st = sc.state
    rules = sc.rules
    players = len(st.money)
    pool = st.deck + [c for h in st.hands for c in h] + [c for d in st.discards for c in d]
    pool = [c for c in pool if not rules.cards[c].wild]
    pool.remove(rules.card_index[card])
    st.deck = []
    st.hands = [[] for _ in range(players)]
    st.hands[0] = [rules.card_index[card]]
    st.discards = [pool[p::players] for p in range(players)]
    sc.turn(0, 1)
