"""Checks that must hold after every action of every game (used by fuzz tests and tools).

Returns a list of problems (empty = all well) rather than raising, so a checker
can report everything wrong with one state at once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.model.cards import deck_for

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def problems(game: Game) -> list[str]:
    rules = game.rules
    st = game.state
    found: list[str] = []
    n = st.players
    for p in range(n):
        if st.money[p] < 0:
            found.append(f"P{p + 1} has negative money {st.money[p]}")
        if st.spent[p] < 0:
            found.append(f"P{p + 1} has negative spending {st.spent[p]}")
        if not rules.track.first_space <= st.income[p] <= rules.track.last_space:
            found.append(f"P{p + 1} income space {st.income[p]} is off the track")
    # tiles: every tile in exactly one place (mat, board, out of the game)
    per_player = sum(p.count for p in rules.mat.positions)
    on_board = [0] * n
    for s, owner in enumerate(st.tile_owner):
        held = [cubes[s] for cubes in st.cubes]
        if owner >= 0:
            on_board[owner] += 1
            if any(c < 0 for c in held):
                found.append(f"space {rules.board.spaces[s].ref} holds a negative number of cubes")
        elif st.tile_type[s] != -1 or any(held) or st.tile_flipped[s]:
            found.append(f"empty space {rules.board.spaces[s].ref} still holds tile data")
    for p in range(n):
        if any(c < 0 for c in st.mat[p]):
            found.append(f"P{p + 1} mat has a negative stack")
        total = sum(st.mat[p]) + on_board[p] + st.retired[p]
        if total != per_player:
            found.append(f"P{p + 1} tiles: mat {sum(st.mat[p])} + board {on_board[p]} + out {st.retired[p]} "
                         f"!= {per_player}")
    # links: every link tile on the board, in the supply or still on the mat
    for p in range(n):
        for k, kind in enumerate(rules.link_kinds):
            placed = sum(1 for i, o in enumerate(st.link_owner) if o == p and st.link_kind[i] == k)
            left = st.links_left[p][k]
            locked = rules.mat.locked_links(st.mat[p], k)
            total = rules.mat.link_total(k, kind.start)
            if left < 0 or placed + left + locked != total:
                found.append(f"P{p + 1} {kind.id} links: {placed} placed + {left} in supply + {locked} on the mat"
                             f" != {total}")
    # cards: deck + hands + discards conserved; wild cards in supply or hands
    deck_size = len(deck_for(rules.cards, rules.card_data, rules.player_count_index(n)))
    regular = len(st.deck) + sum(len(d) for d in st.discards)
    wild_in_hands = [0] * len(rules.cards)
    for hand in st.hands:
        for c in hand:
            if rules.cards[c].wild:
                wild_in_hands[c] += 1
            else:
                regular += 1
    if regular != deck_size:
        found.append(f"cards: {regular} regular cards in play, deck size is {deck_size}")
    for card, cd in zip(rules.cards, rules.card_data):
        if card.wild and wild_in_hands[card.index] + st.wild_supply[card.index] != cd.supply:
            found.append(f"wild card {card.id}: {wild_in_hands[card.index]} in hands + {st.wild_supply[card.index]} "
                         f"!= {cd.supply}")
    for p in range(n):
        if st.facedown[p] > len(st.discards[p]):
            found.append(f"P{p + 1} has more face-down discards than discards")
    # markets and merchants
    for m in rules.markets:
        if not 0 <= st.markets[m.index] <= m.size:
            found.append(f"market {m.id} holds {st.markets[m.index]} of {m.size}")
    if any(g < 0 for g in st.merchant_goods):
        found.append("a merchant slot holds negative goods")
    hook = getattr(game, "hook", None)
    if hook is not None:
        for title_problems in hook.brass_invariants(game=game):
            found.extend(title_problems)
    return found
