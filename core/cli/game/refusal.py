"""Why an option id is not taken now (``brass play`` and ``brass choose``).

An id the game can never offer (a typo, another title's town) is *unknown*; an id of the
game's vocabulary that the current question does not offer is *refused*, with the reason
of the question asked: no legal way to do that action now, a card that builds nothing
(at a build's card step), the card the action's card step took by itself (it offered only
that one, so the player named it a step late), or simply that this step offers other things.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, text
from brass.core.play.decision import Decision
from brass.core.play.vocabulary import action_index

if TYPE_CHECKING:
    from brass.core.play.engine import Game

NOT_THIS_STEP = text("play.not_this_step", "this step offers only the options listed")
NO_LEGAL_WAY = text("play.no_legal_way", "there is no legal way to do it now")
SETTLED_BY_ITSELF = text("play.card_settled_by_itself", "the card step was settled by itself: {card}, the "
                         "only card it offered; this step asks “{prompt}”",
                         note="{card}: a card's name; {prompt}: the question of the step now asked, as shown "
                              "above the options (it begins with the player)")

#: the action whose cards ``brass_card_blocked`` explains
BUILD = "build"
#: the answers of ``brass play``'s own "Keep it?" question
CONFIRM_ANSWERS = ("ok", "undo")


def known_option(game: Game, option_id: str) -> bool:
    """Whether ``option_id`` is an id this game can ever offer (its declared vocabulary: actions,
    cards, industries, tiles, spaces, lines, sources...), as opposed to a typo."""
    return option_id in action_index(game).positions or option_id in CONFIRM_ANSWERS


def refusal_reason(game: Game, decision: Decision, option_id: str, chosen: Sequence[str] = ()) -> Message | None:
    """Why the known ``option_id`` is not offered by ``decision``; None when it is unknown.

    ``chosen``: the options the player chose since the action in progress began (the log's:
    forced ones are left out), so a card the card step took by itself is told from one the
    player named there."""
    if not known_option(game, option_id):
        return None
    frame = game.state.frame
    if option_id in game.actions and frame is None:
        return NO_LEGAL_WAY()
    if option_id.startswith("card:") and frame is not None:
        card = game.rules.card_index.get(option_id[5:])
        offers_cards = any(o.id.startswith("card:") for o in decision.options)
        if not offers_cards and card is not None and frame.data.get("card") == card and option_id not in chosen:
            return SETTLED_BY_ITSELF(card=game.rules.names.card(game.rules, card), prompt=decision.prompt)
        # why a card in hand builds nothing, within a build (also when its card step settled itself
        # on another card); a Network's line step is beside the point of a card's build reason
        if (frame.action == BUILD and card is not None and card != frame.data.get("card")
                and card in game.state.hands[decision.player]):
            found = game.hook.brass_card_blocked(game=game, player=decision.player, card=card)
            if found is not None:
                return found
    return NOT_THIS_STEP()


__all__ = ["known_option", "refusal_reason"]
