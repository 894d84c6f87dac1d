"""Why the heuristic prefers an option: the evaluation terms its plan changes most."""
from __future__ import annotations

from typing import TYPE_CHECKING

from brass.core.i18n.messages import Message, text
from brass.plugins.bots.evaluation import Terms, seat_terms
from brass.plugins.bots.profile import Profile

if TYPE_CHECKING:
    from brass.core.play.engine import Game

REASONS = {
    "vp": text("bot.reason.vp", "VP {change}"),
    "pending": text("bot.reason.pending", "VP at the era's end {change}"),
    "money": text("bot.reason.money", "money {change}"),
    "income": text("bot.reason.income", "income {change}"),
    "unflipped": text("bot.reason.unflipped", "tiles waiting to flip {change}"),
    "reach": text("bot.reason.reach", "network {change}"),
    "dead": text("bot.reason.dead", "unusable tiles on the mat {change}"),
    "mat": text("bot.reason.mat", "next tiles on the mat {change}"),
}
#: what the planned turn makes possible for the seat's next action (``Profile.next_width``)
SETS_UP = text("bot.reason.next", "what it sets up next {change}")
NO_CHANGE = text("bot.reason.none", "nothing better to do")


def reasons(before: Game, after: Game, player: int, prof: Profile, most: int = 3,
            sets_up: float = 0.0) -> list[Message]:
    """The ``most`` evaluation terms that change most from ``before`` to ``after`` (in VP,
    signed, largest first), with ``sets_up`` (what the plan adds to the seat's next action)
    among them; ``NO_CHANGE`` when none moves by 0.1 or more."""
    a = seat_terms(before, prof)[player]
    b = seat_terms(after, prof)[player]
    # (the tiebreak term is never a reason: it weighs far less than 0.1 VP)
    changes = [(getattr(b, f) - getattr(a, f), f) for f in Terms._fields if f in REASONS]
    changes.append((sets_up, "next"))
    changes.sort(key=lambda x: (-abs(x[0]), x[1]))
    out = [(SETS_UP if f == "next" else REASONS[f])(change=f"{d:+.1f}") for d, f in changes[:most] if abs(d) >= 0.1]
    return out or [NO_CHANGE()]
