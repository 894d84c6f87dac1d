"""Develop: remove one or two of your lowest tiles from the mat, one iron each.

Each removal takes the lowest tile of the chosen industry at that moment, so the
second may be the next tile of the same industry.  A tile with the lightbulb
icon (pottery I and III) can never be developed -- not even by Gloucester's
free develop.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, Money
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.transport import Request, quote

from .. import texts
from .log import paid_summary

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def developable(game: "Game", player: int, first_only: bool = False) -> list[int]:
    """Industries whose lowest tile on ``player``'s mat may be developed (just one with ``first_only``)."""
    rules = game.rules
    mat = rules.mat
    counts = game.state.mat[player]
    found = []
    for industry in range(len(rules.industries.industries)):
        pos = mat.lowest(counts, industry)
        if pos >= 0 and rules.tiles[mat.positions[pos].tile].develop:
            found.append(industry)
            if first_only:
                break
    return found


def remove_lowest(game: "Game", player: int, industry: int) -> int:
    """Take the lowest tile of ``industry`` off the mat, out of the game; returns its tile type."""
    rules = game.rules
    st = game.state
    pos = rules.mat.lowest(st.mat[player], industry)
    game.take_tile(player, pos)
    st.retired[player] += 1
    return rules.mat.positions[pos].tile


def iron_cost(game: "Game", player: int) -> int:
    return quote(game, Request(player, game.rules.title.iron, ()), 1)


def can_develop(game: "Game", player: int) -> bool:
    """A tile can be developed and one iron paid for."""
    if not developable(game, player, first_only=True):
        return False
    cost = iron_cost(game, player)
    return 0 <= cost <= game.state.money[player]


def develop_options(game: "Game", player: int) -> list[Option]:
    if not can_develop(game, player):
        return []
    return [industry_option(game, player, i) for i in developable(game, player)]


def industry_option(game: "Game", player: int, industry: int) -> Option:
    rules = game.rules
    pos = rules.mat.lowest(game.state.mat[player], industry)
    tile = rules.mat.positions[pos].tile
    return Option(f"develop:{rules.industries.industries[industry].id}",
                  texts.OPT_DEVELOP(tile=rules.names.tile(rules, tile)))


class Develop(Action):
    id = "develop"
    label = texts.DEVELOP

    def available(self, game: "Game", player: int) -> bool:
        return can_develop(game, player)

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"spent": game.state.spent[player], "tiles": ()})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        if step == "card":
            return card_options(game, frame.player)
        if step == "tile":
            return develop_options(game, frame.player)
        if step == "second":
            return [Option("done", texts.OPT_STOP())] + develop_options(game, frame.player)
        if step == "pay":
            return payment.options(game, frame)
        raise AssertionError(step)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        if step == "card":
            frame.data["card"] = card_from_option(game, option)
            frame.step = "tile"
            return False
        if step in ("tile", "second"):
            if option.id == "done":
                return self._finish(game, frame)
            industry = game.rules.industries.industry_index[option.id.split(":", 1)[1]]
            tile = remove_lowest(game, frame.player, industry)
            frame.data["tiles"] = frame.data["tiles"] + (tile,)
            payment.start(frame, [(game.rules.title.iron, 1, (), "", -1)])
            if payment.settle(game, frame):
                return self._after_payment(game, frame)
            frame.step = "pay"
            return False
        if step == "pay":
            if payment.choose(game, frame, option):
                return self._after_payment(game, frame)
            return False
        raise AssertionError(step)

    def _after_payment(self, game: "Game", frame: Frame) -> bool:
        if len(frame.data["tiles"]) == 1 and can_develop(game, frame.player):
            frame.step = "second"
            return False
        return self._finish(game, frame)

    def _finish(self, game: "Game", frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        discard(st, rules.cards, frame.player, frame.data["card"])
        if game.listener:
            game.say(texts.LOG_DEVELOP(
                player=player_name(frame.player),
                tiles=[rules.names.tile(rules, t) for t in frame.data["tiles"]],
                card=rules.names.card(rules, frame.data["card"]),
                money=Money(st.spent[frame.player] - frame.data["spent"]),
                paid=paid_summary(game, frame),
            ))
        return True

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        if frame.step == "card":
            return PROMPT_CARD(player=who)
        if frame.step == "tile":
            return texts.PROMPT_DEVELOP(player=who)
        if frame.step == "second":
            return texts.PROMPT_DEVELOP_MORE(player=who)
        return payment.prompt(game, frame)
