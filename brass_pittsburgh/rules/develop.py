"""Develop: remove one or two accessible tiles from your mat, paying 1 iron or 1 steel each.

Developed tiles never return; clearing a position may unlock link tiles.  The
iron or steel follows the transport rules, delivered to your network (without
one, only Vanderbilt can deliver).  Free develops (rewards) cost nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import PROMPT_CARD, Action, card_from_option, card_options
from brass.core.play.decision import Frame, Option
from brass.core.play.engine import player_name
from brass.core.play.transport import Request, quote

from .. import texts
from .followups import FREE_DEVELOP, finish

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def network_locations(game: "Game", player: int) -> tuple[int, ...]:
    """Where resources for a develop are delivered: the player's network."""
    rules = game.rules
    st = game.state
    found: set[int] = set()
    for s, owner in enumerate(st.tile_owner):
        if owner == player:
            found.add(rules.board.spaces[s].location)
    for i, owner in enumerate(st.link_owner):
        if owner == player:
            found.update(rules.board.links[i].ends)
    return tuple(sorted(found))


def accessible(game: "Game", player: int) -> list[int]:
    rules = game.rules
    counts = game.state.mat[player]
    return [p for p in rules.mat.all_accessible(counts) if rules.tiles[rules.mat.positions[p].tile].develop]


def payable(game: "Game", player: int) -> list[int]:
    """Which of iron and steel ``player`` can pay one of now."""
    p = game.rules.title
    where = network_locations(game, player)
    money = game.state.money[player]
    return [r for r in (p.iron, p.steel) if 0 <= quote(game, Request(player, r, where), 1) <= money]


def tile_options(game: "Game", player: int) -> list[Option]:
    rules = game.rules
    return [Option(f"develop:{rules.mat.positions[p].id}",
                   texts.OPT_DEVELOP(tile=rules.names.tile(rules, rules.mat.positions[p].tile)))
            for p in accessible(game, player)]


def remove(game: "Game", player: int, option: Option) -> int:
    """Develop the position named by ``option``; returns the tile type removed."""
    rules = game.rules
    pid = option.id.split(":", 1)[1]
    pos = next(p for p in rules.mat.positions if p.id == pid)
    game.take_tile(player, pos.index)
    game.state.retired[player] += 1
    if game.listener:
        game.say(texts.LOG_DEVELOP(player=player_name(player), tile=rules.names.tile(rules, pos.tile)))
    return pos.tile


class Develop(Action):
    id = "develop"
    label = texts.DEVELOP

    def available(self, game: "Game", player: int) -> bool:
        return bool(accessible(game, player)) and bool(payable(game, player))

    def begin(self, game: "Game", player: int) -> Frame:
        return Frame(self.id, "card", player, {"count": 0})

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        step = frame.step
        player = frame.player
        rules = game.rules
        if step == "card":
            return card_options(game, player)
        if step == "tile":
            return tile_options(game, player)
        if step == "second":
            return [Option("done", texts.OPT_STOP())] + tile_options(game, player)
        if step == "resource":
            return [Option(f"with:{rules.industries.resources[r].id}",
                           texts.OPT_PAY_WITH(resource=rules.names.resource[r]())) for r in payable(game, player)]
        if step == "pay":
            return payment.options(game, frame)
        raise AssertionError(step)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        step = frame.step
        player = frame.player
        if step == "card":
            frame.data["card"] = card_from_option(game, option)
            frame.step = "tile"
            return False
        if step in ("tile", "second"):
            if option.id == "done":
                return self._finish(game, frame)
            remove(game, player, option)
            frame.data["count"] += 1
            frame.step = "resource"
            return False
        if step == "resource":
            resource = game.rules.industries.resource_index[option.id.split(":", 1)[1]]
            payment.start(frame, [(resource, 1, network_locations(game, player), "", -1)])
            if payment.settle(game, frame):
                return self._paid(game, frame)
            frame.step = "pay"
            return False
        if step == "pay":
            if payment.choose(game, frame, option):
                return self._paid(game, frame)
            return False
        raise AssertionError(step)

    def _paid(self, game: "Game", frame: Frame) -> bool:
        if frame.data["count"] == 1 and accessible(game, frame.player) and payable(game, frame.player):
            frame.step = "second"
            return False
        return self._finish(game, frame)

    def _finish(self, game: "Game", frame: Frame) -> bool:
        discard(game.state, game.rules.cards, frame.player, frame.data["card"])
        return finish(game, frame.player)

    def prompt(self, game: "Game", frame: Frame) -> Message:
        who = player_name(frame.player)
        if frame.step == "card":
            return PROMPT_CARD(player=who)
        if frame.step == "tile":
            return texts.PROMPT_DEVELOP(player=who)
        if frame.step == "second":
            return texts.PROMPT_DEVELOP_MORE(player=who)
        if frame.step == "resource":
            return texts.PROMPT_DEVELOP_PAY(player=who)
        return payment.prompt(game, frame)


class FreeDevelop(Action):
    """Free develops earned during an action, taken before it ends (each may be skipped)."""

    id = FREE_DEVELOP
    label = texts.FREE_DEVELOP
    in_menu = False
    uses_action = False

    def available(self, game: "Game", player: int) -> bool:
        return False

    def begin(self, game: "Game", player: int) -> Frame:
        raise AssertionError("started by a reward, not from the menu")

    def options(self, game: "Game", frame: Frame) -> list[Option]:
        return [Option("skip", texts.OPT_SKIP())] + tile_options(game, frame.player)

    def choose(self, game: "Game", frame: Frame, option: Option) -> bool:
        ext = game.state.ext
        player = frame.player
        if option.id == "skip":
            ext.free_develops[player] = 0
        else:
            remove(game, player, option)
            ext.free_develops[player] -= 1
        if ext.free_develops[player] > 0 and accessible(game, player):
            return False
        ext.free_develops[player] = 0
        return finish(game, player)

    def prompt(self, game: "Game", frame: Frame) -> Message:
        return texts.PROMPT_FREE_DEVELOP(player=player_name(frame.player),
                                         left=game.state.ext.free_develops[frame.player])
