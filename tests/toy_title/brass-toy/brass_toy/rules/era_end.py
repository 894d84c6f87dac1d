"""End of the (only) era: roads score the link icons at their ends, flipped tiles their VP.

Core's scoring helpers do the counting; a title with a second era would also
prepare it here (core.play.era_change has the usual steps).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.engine import player_name
from brass.core.play.scoring import score_flipped_tiles, score_links

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def end_era(game: Game, era: int) -> None:
    links = score_links(game, flipped_only=True)
    tiles = score_flipped_tiles(game)
    if game.listener:
        for p in range(game.state.players):
            game.say(texts.LOG_SCORE(player=player_name(p), links=links[p], tiles=tiles[p]))
