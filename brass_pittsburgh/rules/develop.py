"""Develop: remove one or two accessible tiles from your mat, paying 1 iron or 1 steel each.

Developed tiles never return; clearing a position may unlock link tiles.  The
iron or steel follows the transport rules, delivered to your network (without
one, only Vanderbilt can deliver).  Free develops (rewards) cost nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Items, Message, Money
from brass.core.model.cards import discard
from brass.core.play import develop
from brass.core.play.actions import Action, Step
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.network import presence

from .. import texts
from .followups import FREE_DEVELOP, finish
from .paid import paid_summary
from .placement import open_positions

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def network_locations(game: Game, player: int) -> tuple[int, ...]:
    """Where resources for a develop are delivered: the player's network."""
    mask = presence(game, player)[1]
    return tuple(loc for loc in range(game.rules.board.location_count) if (mask >> loc) & 1)


def accessible(game: Game, player: int) -> list[int]:
    rules = game.rules
    return [p for p in open_positions(game, player) if rules.tiles[rules.mat.positions[p].tile].develop]


def tile_options(game: Game, player: int) -> list[Option]:
    """One option per accessible tile (its value is the mat position)."""
    rules = game.rules
    return [develop.tile_option(game, p, f"develop:{rules.mat.positions[p].id}", texts.OPT_DEVELOP)
            for p in accessible(game, player)]


def remove(game: Game, player: int, option: Option, say: bool = True) -> int:
    """Develop the mat position ``option`` names (a :func:`tile_options` option); returns the tile
    type removed (logged when ``say``: a paid Develop logs its tiles with what paid for them instead)."""
    rules = game.rules
    tile = develop.develop_tile(game, player, option.value)
    if say and game.listener:
        game.say_action(texts.LOG_DEVELOP(player=player_name(player), tile=rules.names.tile(rules, tile)))
    return tile


@mypyc_attr(allow_interpreted_subclasses=True)
class Develop(develop.Develop):
    """The shared develop block with Pittsburgh's choices: any accessible mat position
    (the mat branches), paid with iron or steel delivered to the player's network, each
    tile logged as it goes; the action ends with the earned follow-ups."""

    label = texts.DEVELOP
    prompt_tile = texts.PROMPT_DEVELOP
    prompt_more = texts.PROMPT_DEVELOP_MORE
    prompt_resource = texts.PROMPT_DEVELOP_PAY
    option_resource = texts.OPT_PAY_WITH
    option_stop = texts.OPT_STOP

    def tile_options(self, game: Game, player: int) -> list[Option]:
        return tile_options(game, player)

    def has_tile(self, game: Game, player: int) -> bool:
        return bool(accessible(game, player))

    def take(self, game: Game, frame: Frame, option: Option) -> int:
        return remove(game, frame.player, option, say=False)

    def resources(self, game: Game) -> tuple[int, ...]:
        p = game.rules.title
        return (p.iron, p.steel)

    def delivery(self, game: Game, player: int) -> tuple[int, ...]:
        return network_locations(game, player)

    def finish(self, game: Game, frame: Frame) -> bool:
        rules = game.rules
        d = develop.data(frame)
        discard(game.state, rules.cards, frame.player, d["card"])
        if game.listener:
            game.say_action(texts.LOG_DEVELOP_PAID(
                player=player_name(frame.player),
                tiles=Items(tuple(rules.names.tile(rules, t) for t in d["tiles"]), "and"),
                card=rules.names.card(rules, d["card"]),
                money=Money(sum(price for _res, _key, price in d.get("paid", ()))),
                paid=paid_summary(game, frame)))
        return finish(game, frame.player)


@mypyc_attr(allow_interpreted_subclasses=True)
class FreeDevelop(Action):
    """Free develops earned during an action, taken before it ends (each may be skipped).

    One step, ``tile``, asked again while develops are left; the frame records nothing."""

    id = FREE_DEVELOP
    label = texts.FREE_DEVELOP
    in_menu = False
    uses_action = False

    def available(self, game: Game, player: int) -> bool:
        return False

    def begin(self, game: Game, player: int) -> Frame:
        raise AssertionError("started by a reward, not from the menu")

    def steps(self) -> dict[str, Step]:
        return {"tile": Step(self.tile_options, self.take_tile, self.tile_prompt)}

    def tile_options(self, game: Game, frame: Frame) -> list[Option]:
        return [Option("skip", texts.OPT_SKIP())] + tile_options(game, frame.player)

    def take_tile(self, game: Game, frame: Frame, option: Option) -> bool:
        ext = game.state.ext
        player = frame.player
        if option.value is None:
            ext.free_develops[player] = 0
        else:
            remove(game, player, option)
            ext.free_develops[player] -= 1
        if ext.free_develops[player] > 0 and accessible(game, player):
            return False
        ext.free_develops[player] = 0
        return finish(game, player)

    def tile_prompt(self, game: Game, frame: Frame) -> Message:
        return texts.PROMPT_FREE_DEVELOP(player=player_name(frame.player),
                                         left=game.state.ext.free_develops[frame.player])
