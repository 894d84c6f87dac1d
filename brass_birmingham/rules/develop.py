"""Develop: remove one or two of your lowest tiles from the mat, one iron each.

Each removal takes the lowest tile of the chosen industry at that moment, so the
second may be the next tile of the same industry.  A tile with the lightbulb
icon (pottery I and III) can never be developed -- not even by Gloucester's
free develop.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Money
from brass.core.model.cards import discard
from brass.core.play import develop
from brass.core.play.decision import Frame, Option, player_name

from .. import texts
from .log import paid_summary

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def developable(game: Game, player: int, first_only: bool = False) -> list[int]:
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


def industry_option(game: Game, player: int, industry: int) -> Option:
    """The option to develop the lowest tile of ``industry`` (its value is that tile's mat position)."""
    rules = game.rules
    pos = rules.mat.lowest(game.state.mat[player], industry)
    return develop.tile_option(game, pos, f"develop:{rules.industries.industries[industry].id}", texts.OPT_DEVELOP)


class DevelopData(develop.DevelopData, total=False):
    """Birmingham's develop also records what was spent when it began (for the log)."""

    spent: int


def data(frame: Frame) -> DevelopData:
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Develop(develop.Develop):
    """The shared develop block with Birmingham's choices: by industry (its lowest tile),
    paid with one iron delivered anywhere, logged once when the action ends."""

    label = texts.DEVELOP
    prompt_tile = texts.PROMPT_DEVELOP
    prompt_more = texts.PROMPT_DEVELOP_MORE
    option_stop = texts.OPT_STOP

    def tile_options(self, game: Game, player: int) -> list[Option]:
        return [industry_option(game, player, i) for i in developable(game, player)]

    def has_tile(self, game: Game, player: int) -> bool:
        return bool(developable(game, player, first_only=True))

    def resources(self, game: Game) -> tuple[int, ...]:
        return (game.rules.title.iron,)

    def start_data(self, game: Game, player: int) -> DevelopData:
        return {"tiles": (), "spent": game.state.spent[player]}

    def finish(self, game: Game, frame: Frame) -> bool:
        rules = game.rules
        st = game.state
        d = data(frame)
        discard(st, rules.cards, frame.player, d["card"])
        if game.listener:
            game.say_action(texts.LOG_DEVELOP(
                player=player_name(frame.player),
                tiles=[rules.names.tile(rules, t) for t in d["tiles"]],
                card=rules.names.card(rules, d["card"]),
                money=Money(st.spent[frame.player] - d["spent"]),
                paid=paid_summary(game, frame),
            ))
        return True
