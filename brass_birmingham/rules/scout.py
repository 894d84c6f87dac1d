"""Scout: discard three cards (the action's and two more) for one wild location and
one wild industry card.  Not allowed while you hold a wild card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message
from brass.core.model.cards import WILD_INDUSTRY, WILD_LOCATION, discard, take_wild
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def wild_types(game: "Game") -> tuple[int, int]:
    """Card types of the wild location and wild industry cards (found once per rules)."""
    cache = game.rules.names.cache
    found = cache.get("wild_types")
    if found is None:
        cards = game.rules.cards
        loc = next(c.index for c in cards if c.kind == WILD_LOCATION)
        ind = next(c.index for c in cards if c.kind == WILD_INDUSTRY)
        found = cache["wild_types"] = (loc, ind)
    return found


@mypyc_attr(allow_interpreted_subclasses=True)
class Scout(Action):
    id = "scout"
    label = texts.SCOUT

    def available(self, game: "Game", player: int) -> bool:
        st = game.state
        hand = st.hands[player]
        cards = game.rules.cards
        if len(hand) < game.rules.title.scout.discards or any(cards[c].wild for c in hand):
            return False
        return all(st.wild_supply[w] > 0 for w in wild_types(game))

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"cards": ()})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        return card_options(game, frame.player, exclude=frame.data["cards"])

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        chosen = frame.data["cards"] + (card_from_option(game, option),)
        frame.data["cards"] = chosen
        if len(chosen) < game.rules.title.scout.discards:
            frame.step = "more"
            return False
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

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        if frame.step == "card":
            return PROMPT_CARD(player=who)
        left = game.rules.title.scout.discards - len(frame.data["cards"])
        return texts.PROMPT_SCOUT_CARD(player=who, left=left)
