"""Eras and rounds: how many rounds each era has and how many actions each turn allows.

An era ends when the deck and every hand are empty, so its rounds follow from the cards
dealt, the hand size and the actions per turn (:func:`rounds_from_cards`); a title may
state them in its data as a check, never as a second truth.
"""
from __future__ import annotations

from attrs import frozen

from brass.core.model.bounds import bounded, quantity


@frozen
class EraData:
    """An era: how many actions a turn allows; its rounds follow from the deck."""

    #: the era's id (tiles, links and cards name it)
    id: str
    #: the era's name, shown to players
    name: str
    #: actions each player takes per turn
    actions_per_turn: int = bounded(1, 100)
    first_round_actions: int = bounded(0, 100, default=0)  # 0 = same as actions_per_turn
    #: rounds per player count: left out, they follow from the deck, the hand size and the actions per turn (the
    #: era ends when the deck and every hand are empty); stated, they must equal that
    rounds: tuple[int, ...] = quantity(default=())
    #: income is paid after the era's last round
    income_after_last_round: bool = True
    link_name: str = ""  # what links built in this era are called ("canal"), if the era names them

    def actions_in_round(self, round_no: int) -> int:
        """Actions each player takes in round ``round_no`` (1-based) of this era."""
        if round_no == 1 and self.first_round_actions:
            return self.first_round_actions
        return self.actions_per_turn


def rounds_from_cards(era: EraData, cards: int, players: int, hand_size: int) -> int:
    """Rounds the era lasts when ``cards`` are dealt: hands of ``hand_size`` in seat order,
    each action plays one card, each player draws back up to the hand size after their turn,
    and the era ends after the round in which the deck and every hand run out.

    Only the counts matter (the turn order changes who draws the last cards, never how many
    rounds the largest hand lasts), so the order is fixed here.
    """
    hands = []
    deck = cards
    for _ in range(players):
        dealt = min(hand_size, deck)
        hands.append(dealt)
        deck -= dealt
    rounds = 0
    while deck or any(hands):
        rounds += 1
        actions = era.actions_in_round(rounds)
        for p in range(players):
            hands[p] -= min(actions, hands[p])
            drawn = min(hand_size - hands[p], deck)
            hands[p] += drawn
            deck -= drawn
    return rounds
