"""The outcome of a finished game as plain data: final scores, places and the tiebreak.

Scripts read it from ``brass show --json`` and ``brass replay --json`` instead of
parsing the text that ``play`` and ``replay`` print.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brass.core.play.scoring import tiebreak_value

if TYPE_CHECKING:
    from brass.core.play.engine import Game


def final_result(game: Game) -> dict[str, Any]:
    """Scores of every seat, the places (ties share one) and what separated each place.

    ``decided_by`` of a place is the first criterion ("vp", then the title's
    tiebreaks in order) on which it differs from the next place; "" for the last.
    Seats are 1-based, as everywhere in the command line.
    """
    st = game.state
    keys = ("vp",) + tuple(game.rules.info.tiebreaks)

    def values(p: int) -> tuple[int, ...]:
        return (st.vp[p],) + tuple(tiebreak_value(game, k, p) for k in keys[1:])

    groups = game.ranking()
    places = []
    for n, group in enumerate(groups):
        decided = ""
        if n + 1 < len(groups):
            here, below = values(group[0]), values(groups[n + 1][0])
            decided = next((k for k, a, b in zip(keys, here, below) if a != b), "")
        places.append({"place": n + 1, "seats": [p + 1 for p in group], "decided_by": decided})
    return {
        "tiebreaks": list(keys[1:]),
        "scores": [dict(zip(("seat",) + keys, (p + 1,) + values(p))) for p in range(st.players)],
        "places": places,
        "winners": [p + 1 for p in groups[0]] if groups else [],
    }
