"""Scout: discard three cards (the action's and two more) for one wild location and
one wild industry card.  Not allowed while you hold a wild card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message
from brass.core.model.cards import WILD_INDUSTRY, WILD_LOCATION, discard, take_wild
from brass.core.play.actions import PROMPT_CARD, Action, Step, asks, card_options
from brass.core.play.decision import Frame, Option, player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def wild_types(game: Game) -> tuple[int, int]:
    """Card types of the wild location and wild industry cards (found once per rules)."""
    cache = game.rules.names.cache
    found = cache.get("wild_types")
    if found is None:
        cards = game.rules.cards
        loc = next(c.index for c in cards if c.kind == WILD_LOCATION)
        ind = next(c.index for c in cards if c.kind == WILD_INDUSTRY)
        found = cache["wild_types"] = (loc, ind)
    return found


class ScoutData(TypedDict, total=False):
    """What a scout's frame records (saved with the game)."""

    cards: tuple[int, ...]  # the card types set aside so far, in order


def data(frame: Frame) -> ScoutData:
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Scout(Action):
    """Steps: ``card``, then ``more`` until the title's number of cards is set aside."""

    id = "scout"
    label = texts.SCOUT

    def available(self, game: Game, player: int) -> bool:
        st = game.state
        hand = st.hands[player]
        cards = game.rules.cards
        if len(hand) < game.rules.title.scout.discards or any(cards[c].wild for c in hand):
            return False
        return all(st.wild_supply[w] > 0 for w in wild_types(game))

    def begin(self, game: Game, player: int) -> Frame:
        start: ScoutData = {"cards": ()}
        return Frame(self.id, "card", player, start)

    def steps(self) -> dict[str, Step]:
        return {"card": Step(self.card_options, self.take_card, asks(PROMPT_CARD), then="more"),
                "more": Step(self.card_options, self.take_card, self.more_prompt, then="more")}

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
        return card_options(game, frame.player, exclude=data(frame)["cards"])

    def take_card(self, game: Game, frame: Frame, option: Option) -> bool | None:
        """Set the card aside; the last one discards them all for the wild cards."""
        d = data(frame)
        chosen = d["cards"] + (option.value,)
        d["cards"] = chosen
        if len(chosen) < game.rules.title.scout.discards:
            return None
        rules = game.rules
        st = game.state
        for card in chosen:
            discard(st, rules.cards, frame.player, card)
        for wild in wild_types(game):
            take_wild(st, frame.player, wild)
        if game.listener:
            game.say(texts.LOG_SCOUT(player=player_name(frame.player),
                                     cards=[rules.names.card(rules, c) for c in chosen]))
        return True

    def more_prompt(self, game: Game, frame: Frame) -> Message:
        left = game.rules.title.scout.discards - len(data(frame)["cards"])
        return texts.PROMPT_SCOUT_CARD(player=player_name(frame.player), left=left)
