"""One seat's view of a game as a fixed-length vector of floats (for learning agents).

Only what the seat may see goes in: the public board and every player's public figures,
the seat's own hand, never other hands, the deck order or face-down cards (the same
line as :func:`brass.core.play.view.view`).  Seats are relative: the observer first, then
the others in seat order, so one network can play any seat.  A title's own state
(``State.ext``) is not encoded here; the string observation (the view as JSON) has it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.model.state import INCOME, OVER, TURN

if TYPE_CHECKING:
    from brass.core.play.engine import Game

PHASES = (TURN, INCOME, OVER)


class ObservationEncoder:
    """Encodes views of games of one configuration (title rules, player count)."""

    def __init__(self, game: Game) -> None:
        rules = game.rules
        self.players = game.state.players
        self.menu = sorted(game.actions)
        self.sizes = {
            "global": len(rules.eras) + len(PHASES) + 4,
            "seats": self.players * (6 + len(rules.link_kinds) + len(rules.mat.positions) + self.players),
            "spaces": len(rules.board.spaces) * (self.players + len(rules.industries.industries) + 2
                                                  + len(rules.industries.resources)),
            "links": len(rules.board.links) * (self.players + len(rules.link_kinds)),
            "markets": len(rules.markets),
            "merchants": len(rules.board.merchant_slots) * (len(rules.merchant_tile_ids) + 1),
            "cards": 2 * len(rules.cards),
            "decision": 1 + len(self.menu),
        }
        self.size = sum(self.sizes.values())
        self._deck = max(1, len(game.state.deck) + sum(len(h) for h in game.state.hands))
        self._mat_full = [max(1, n) for n in game.state.mat[0]]

    def encode(self, game: Game, seat: int) -> list[float]:
        """The vector for ``seat`` (0-based); its length is :attr:`size`."""
        rules = game.rules
        st = game.state
        n = self.players
        out: list[float] = []
        rel = [(seat + k) % n for k in range(n)]  # observer first
        where = {p: k for k, p in enumerate(rel)}
        # global: era, phase, round, actions left, deck size, whether the seat decides now
        out += [1.0 if st.era == e else 0.0 for e in range(len(rules.eras))]
        out += [1.0 if st.phase == ph else 0.0 for ph in PHASES]
        decision = game.decision() if not game.over else None
        out += [st.round / 10, (st.actions_left if st.phase == TURN else 0) / 2, len(st.deck) / self._deck,
                1.0 if decision is not None and decision.player == seat else 0.0]
        # seats: money, income level, VP, spending, hand size, cards played, link tiles, mat, turn order
        for p in rel:
            out += [st.money[p] / 100, rules.track.level(st.income[p]) / 30, st.vp[p] / 100, st.spent[p] / 100,
                    len(st.hands[p]) / 8, (len(st.discards[p]) - st.facedown[p]) / 20]
            out += [k / 15 for k in st.links_left[p]]
            out += [left / full for left, full in zip(st.mat[p], self._mat_full)]
            out += [1.0 if st.order.index(p) == k else 0.0 for k in range(n)]
        # spaces: owner (relative), industry, level, flipped, cubes per resource
        industries = len(rules.industries.industries)
        for s, owner in enumerate(st.tile_owner):
            block = [0.0] * (n + industries + 2)
            if owner >= 0:
                tile = rules.tiles[st.tile_type[s]]
                block[where[owner]] = 1.0
                block[n + tile.industry] = 1.0
                block[n + industries] = tile.level / 8
                block[n + industries + 1] = 1.0 if st.tile_flipped[s] else 0.0
            out += block
            out += [st.cubes[r][s] / 6 for r in range(len(st.cubes))]
        # links: owner (relative) and kind
        kinds = len(rules.link_kinds)
        for line, owner in enumerate(st.link_owner):
            block = [0.0] * (n + kinds)
            if owner >= 0:
                block[where[owner]] = 1.0
                block[n + st.link_kind[line]] = 1.0
            out += block
        # markets and merchants
        out += [cubes / max(1, len(rules.markets[m].prices)) for m, cubes in enumerate(st.markets)]
        tiles = len(rules.merchant_tile_ids)
        for slot in range(len(rules.board.merchant_slots)):
            block = [0.0] * (tiles + 1)
            if st.merchant_tile[slot] >= 0:
                block[st.merchant_tile[slot]] = 1.0
            block[tiles] = st.merchant_goods[slot] / 2
            out += block
        # cards: the seat's own hand, and the face-up discards of everyone
        hand = [0.0] * len(rules.cards)
        for c in st.hands[seat]:
            hand[c] += 1.0
        seen = [0.0] * len(rules.cards)
        for p in range(n):
            for c in st.discards[p][st.facedown[p]:]:
                seen[c] += 1.0
        out += hand + seen
        # the action the seat is in the middle of, if any
        frame = st.frame
        out.append(1.0 if frame is not None and frame.player == seat else 0.0)
        out += [1.0 if frame is not None and frame.player == seat and frame.action == a else 0.0 for a in self.menu]
        return out
