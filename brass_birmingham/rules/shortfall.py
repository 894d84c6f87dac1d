"""Unpaid negative income: sell your own industries for half their cost, then lose VP.

The player picks which tile to remove, one at a time, until the debt is covered
(keeping any excess); when no tile can raise money, each £1 still owed costs
1 VP (VP does not fall below 0).  Links are never sold.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money
from brass.core.play.actions import Action, Step
from brass.core.play.decision import Frame, Option, player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class LiquidateData(TypedDict):
    """What the shortfall's frame records (saved with the game)."""

    owed: int  # what is still owed


def data(frame: Frame) -> LiquidateData:
    return frame.data  # (the record type is this function's return type)


def refund(game: Game, space: int) -> int:
    """What the tile on ``space`` fetches when sold to cover a debt."""
    divisor = game.rules.title.shortfall.tile_refund_divisor
    return game.rules.tiles[game.state.tile_type[space]].money // divisor


def saleable_tiles(game: Game, player: int) -> list[int]:
    """Spaces of ``player``'s tiles that raise some money."""
    st = game.state
    return [s for s, owner in enumerate(st.tile_owner) if owner == player and refund(game, s) > 0]


def start_shortfall(game: Game, player: int, owed: int) -> None:
    """Begin paying ``owed`` (more than ``player`` holds; their money is already 0)."""
    start: LiquidateData = {"owed": owed}
    frame = Frame(Liquidate.id, "tile", player, start)
    if saleable_tiles(game, player):
        game.state.frame = frame
    else:
        lose_vp(game, player, owed)


def lose_vp(game: Game, player: int, owed: int) -> None:
    st = game.state
    vp = min(st.vp[player], owed * game.rules.title.shortfall.vp_per_pound)
    st.vp[player] -= vp
    if game.listener:
        game.say(texts.LOG_DEBT_VP(player=player_name(player), owed=Money(owed), vp=vp))


@mypyc_attr(allow_interpreted_subclasses=True)
class Liquidate(Action):
    """An interrupt during income: not in the turn menu and uses no action.

    One step, ``tile``, asked again until the debt is covered or nothing is left to sell."""

    id = "liquidate"
    label = texts.LIQUIDATE
    in_menu = False
    uses_action = False

    def available(self, game: Game, player: int) -> bool:
        return False

    def begin(self, game: Game, player: int) -> Frame:
        raise AssertionError("started by the income shortfall, not from the menu")

    def steps(self) -> dict[str, Step]:
        return {"tile": Step(self.tile_options, self.take_tile, self.tile_prompt)}

    def tile_options(self, game: Game, frame: Frame) -> list[Option]:
        """One option per tile that raises money (its value is the space)."""
        rules = game.rules
        st = game.state
        out = []
        for s in saleable_tiles(game, frame.player):
            space = rules.board.spaces[s]
            out.append(Option(f"slot:{space.ref}", texts.OPT_LIQUIDATE(
                tile=rules.names.tile(rules, st.tile_type[s]),
                place=rules.names.location[space.location](), refund=Money(refund(game, s))), s))
        return out

    def take_tile(self, game: Game, frame: Frame, option: Option) -> bool:
        rules = game.rules
        st = game.state
        player = frame.player
        space: int = option.value
        money = refund(game, space)
        if game.listener:
            game.say(texts.LOG_LIQUIDATE(
                player=player_name(player), tile=rules.names.tile(rules, st.tile_type[space]),
                place=rules.names.location[rules.board.spaces[space].location](), money=Money(money)))
        game.remove_tile(space)
        d = data(frame)
        owed = d["owed"]
        if money >= owed:
            st.money[player] += money - owed
            return True
        owed -= money
        d["owed"] = owed
        if saleable_tiles(game, player):
            return False
        lose_vp(game, player, owed)
        return True

    def tile_prompt(self, game: Game, frame: Frame) -> Message:
        return texts.PROMPT_LIQUIDATE(player=player_name(frame.player), owed=Money(data(frame)["owed"]))
