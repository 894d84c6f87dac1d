"""Develop: core's shared develop block, configured for Toy Brass.

Remove the lowest tile of an industry from your mat (up to two per action),
paying one coal for each, delivered anywhere.  Everything else -- the steps, the
payment, the second tile, the discard -- is the block's (brass.core.play.develop).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play import develop
from brass.core.play.decision import Frame, Option, player_name

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def option_ids(game: Game) -> list[str]:
    """Every id the tile steps may offer: one per industry (the block adds only ``done``)."""
    return [f"develop:{industry.id}" for industry in game.rules.industries.industries]


class Develop(develop.Develop):
    def tile_options(self, game: Game, player: int) -> list[Option]:
        rules = game.rules
        out = []
        for industry, data in enumerate(rules.industries.industries):
            pos = rules.mat.lowest(game.state.mat[player], industry)
            if pos >= 0 and rules.tiles[rules.mat.positions[pos].tile].develop:
                out.append(develop.tile_option(game, pos, f"develop:{data.id}"))
        return out

    def resources(self, game: Game) -> tuple[int, ...]:
        return (game.rules.title.coal,)

    def finish(self, game: Game, frame: Frame) -> bool:
        super().finish(game, frame)  # discards the card
        rules = game.rules
        if game.listener:
            d = develop.data(frame)
            game.say(texts.LOG_DEVELOP(player=player_name(frame.player),
                                       tiles=[rules.names.tile(rules, t) for t in d["tiles"]],
                                       card=rules.names.card(rules, d["card"])))
        return True
