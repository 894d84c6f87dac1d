"""End of an era: score trains, remove trains, score industries; after era 1, reset.

Trains (light and heavy) score 1 VP per link icon in the locations they touch
(flipped industries' icons and printed icons), a double link heavy train twice;
pipelines never score.  Then light trains leave the board after era 1 (heavy
trains stay); after era 2 the game is over and the board stays as it ended (the
rules' "remove every train" prepares nothing).  Flipped
industries score (some by rule).  After era 1: level 1 industries leave the
board, waiting oil arrives on its oilfields, all discards (face-down cards
included) are shuffled into a new deck and 8 cards are dealt to each player.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.engine import player_name
from brass.core.play.era_change import new_deck_from_discards, remove_tiles_of_level
from brass.core.play.scoring import score_flipped_tiles, score_links

from .. import texts
from .scoring import tile_vp

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def end_era(game: Game, era: int) -> None:
    rules = game.rules
    p = rules.title
    st = game.state
    last = era + 1 >= len(rules.eras)
    trains = score_links(game, flipped_only=True)
    for line, owner in enumerate(st.link_owner):
        kind = st.link_kind[line]
        if owner < 0 or kind in p.pipelines or last:
            continue
        if kind == p.light:
            st.links_left[owner][kind] += 1
            st.link_owner[line] = -1
            st.link_kind[line] = -1
            st.ext.train_cubes[line] = 0
    tiles = score_flipped_tiles(game, lambda space: tile_vp(game, space))
    if game.listener:
        for q in range(st.players):
            game.say(texts.LOG_ERA_SCORE(era=rules.names.era[era](), player=player_name(q),
                                         links=trains[q], tiles=tiles[q]))
    if not last:
        start_next_era(game)


def start_next_era(game: Game) -> None:
    ext = game.state.ext
    remove_tiles_of_level(game, 1)
    for loc, waiting in enumerate(ext.waiting):
        ext.oil[loc] += waiting
        ext.waiting[loc] = 0
    cards = new_deck_from_discards(game)
    if game.listener:
        game.say(texts.LOG_ERA_CLEANUP(cards=cards))
