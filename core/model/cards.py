"""Cards: the draw deck, hands, discard piles and the wild-card supply.

Hands and piles hold card-type indices (copies of a card are equal).  The first
card of each discard pile may be dealt face down; the count of such cards is
kept so views can hide them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from brass.core.model.bounds import quantity

if TYPE_CHECKING:
    from brass.core.model.state import State

LOCATION = "location"
INDUSTRY = "industry"
WILD_LOCATION = "wild_location"
WILD_INDUSTRY = "wild_industry"
CARD_KINDS = (LOCATION, INDUSTRY, WILD_LOCATION, WILD_INDUSTRY)


@frozen
class CardData:
    """A card type as written in the data: ``copies`` per player count, or wild ``supply``."""

    #: the card's id (hands and positions name it)
    id: str
    #: "location", "industry", "wild_location" or "wild_industry"
    kind: str
    #: the location id a location card names
    location: str = ""
    #: the industry ids an industry card builds
    industries: tuple[str, ...] = ()
    #: copies in the deck, per player count
    copies: tuple[int, ...] = quantity(default=())
    #: wild cards: how many are set out beside the board
    supply: int = quantity(default=0)


@frozen
class Card:
    """A compiled card type.

    ``location`` is the named location (-1 if none); ``industries`` the industries
    an industry card builds (wild industry: all).
    """

    #: its index (hands and piles hold it)
    index: int
    #: its id (options and positions name it)
    id: str
    #: "location", "industry", "wild_location" or "wild_industry"
    kind: str
    #: the location a location card names (-1: none)
    location: int
    #: the industries an industry card builds (a wild industry card: all)
    industries: frozenset[int]
    #: a wild card (kept in state.wild_supply, returned there when used)
    wild: bool


def deck_for(cards: tuple[Card, ...], data: tuple[CardData, ...], count_index: int) -> list[int]:
    """Every card copy in the deck for the player count at ``count_index``."""
    deck: list[int] = []
    for card, cd in zip(cards, data):
        if not card.wild:
            deck.extend([card.index] * cd.copies[count_index])
    return deck


def refill(state: State, player: int, hand_size: int) -> None:
    """Draw from the top of the deck (end of the list) up to ``hand_size`` cards."""
    hand = state.hands[player]
    deck = state.deck
    while len(hand) < hand_size and deck:
        hand.append(deck.pop())


def discard(state: State, cards: tuple[Card, ...], player: int, card: int) -> None:
    """Move ``card`` from the hand to the discard pile; wild cards go back to the supply."""
    state.hands[player].remove(card)
    if cards[card].wild:
        state.wild_supply[card] += 1
    else:
        state.discards[player].append(card)


def take_wild(state: State, player: int, card: int) -> None:
    """Take one wild card of type ``card`` from the supply into the hand."""
    state.wild_supply[card] -= 1
    state.hands[player].append(card)
