"""End of an era: score links and flipped industries; after the canal era, reset for rail.

Links score 1 VP per link icon in the locations they touch (flipped industries'
icons, and 2 per merchant location; the south farm brewery counts for the
Kidderminster–Worcester line); then every flipped industry scores its VP.
After the canal era: links leave the board (back to their owners), every level I
industry leaves the game, merchant beer is refilled, all discard piles (face-down
cards included) are shuffled into a new deck and 8 cards are dealt to each player.
After the last era the game is over: the board stays as it ended, links too.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.play.engine import player_name
from brass.core.play.era_change import new_deck_from_discards, remove_tiles_of_level
from brass.core.play.scoring import score_flipped_tiles, score_links

from .. import texts

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def end_era(game: Game, era: int) -> None:
    rules = game.rules
    st = game.state
    links = score_links(game, flipped_only=True)
    last = era + 1 >= len(rules.eras)
    for i in range(len(st.link_owner)):
        owner = st.link_owner[i]
        if owner >= 0 and not last:
            st.links_left[owner][st.link_kind[i]] += 1
            st.link_owner[i] = -1
            st.link_kind[i] = -1
    tiles = score_flipped_tiles(game)
    if game.listener:
        for p in range(st.players):
            game.say(texts.LOG_ERA_SCORE(era=rules.names.era[era](), player=player_name(p),
                                         links=links[p], tiles=tiles[p]))
    if not last:
        start_next_era(game)


def start_next_era(game: Game) -> None:
    remove_tiles_of_level(game, 1)
    refill_merchant_beer(game)
    cards = new_deck_from_discards(game)
    if game.listener:
        game.say(texts.LOG_ERA_CLEANUP(cards=cards))


def refill_merchant_beer(game: Game) -> None:
    """One barrel beside every merchant tile that buys something."""
    st = game.state
    tiles = game.rules.title.merchant_tiles
    for i, t in enumerate(st.merchant_tile):
        st.merchant_goods[i] = 1 if t >= 0 and tiles[t].accepts else 0
