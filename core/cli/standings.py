"""``score`` in ``brass play``: each player's VP now, and their VP if the era ended now.

The era-end figure is computed by running the title's own era-end scoring on a copy of
the game, so it counts exactly what the title counts (links, flipped industries...).
"""
from __future__ import annotations

from brass.core.i18n.messages import Message, Money, text
from brass.core.play.engine import Game, player_name

SCORE_HEADING = text("play.score_heading", "Score — VP now, and VP if the {era} ended now:")
SCORE_ROW = text("play.score_row", "{player}: {vp} VP now, {era_vp} VP at the era's end; {money}, income {income}")


def era_end_vp(game: Game) -> list[int]:
    """Every player's VP after the current era's scoring, were the era to end now."""
    copy = game.clone()
    copy.listener = None
    copy.hook.brass_era_end(game=copy, era=copy.state.era)
    return list(copy.state.vp)


def score_lines(game: Game) -> list[Message]:
    st = game.state
    track = game.rules.track
    at_end = era_end_vp(game)
    lines: list[Message] = [SCORE_HEADING(era=game.rules.names.era[st.era]())]
    for p in range(st.players):
        lines.append(SCORE_ROW(player=player_name(p), vp=st.vp[p], era_vp=at_end[p], money=Money(st.money[p]),
                               income=Money(track.level(st.income[p]))))
    return lines


__all__ = ["era_end_vp", "score_lines"]
