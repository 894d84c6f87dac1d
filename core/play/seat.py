"""What a bot may know when it decides: one seat's view, and games sampled from that view.

A bot that plans needs games to try chains of options on, but the real game holds
what its seat may not see (other hands, the deck order, face-down cards, the
generator, a title's face-down tiles).  :meth:`Seat.sample` gives a copy in which
every hidden thing is redrawn from a seed and from what the seat sees: the unseen
cards are pooled, sorted (so their former places leave no trace) and dealt back
at random into the same hand, deck and face-down sizes.  Two games that look the
same from the seat therefore give the same samples for the same seed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brass.core.model import rng

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class Seat:
    """One seat's window on a game: its view and hidden-information samples of it."""

    __slots__ = ("_game", "player")

    def __init__(self, game: Game, player: int) -> None:
        self._game = game
        self.player = player

    @property
    def rules(self) -> Any:
        """The static rules (public)."""
        return self._game.rules

    def view(self) -> dict[str, Any]:
        """The seat's plain-data view (``brass.core.play.view.view``)."""
        from brass.core.play.view import view

        return view(self._game, self.player)

    def public_key(self) -> tuple[int, int, int, str]:
        """(era, round, turn, phase): public facts that change when a turn ends."""
        st = self._game.state
        return (st.era, st.round, st.turn, st.phase)

    def sample(self, seed: int) -> Game:
        """A copy of the game with everything hidden from the seat redrawn from ``seed``."""
        return determinize(self._game, self.player, seed)


def determinize(game: Game, player: int, seed: int) -> Game:
    """A clone of ``game`` whose hidden information is a random guess consistent with
    ``player``'s view: unseen cards redealt, a fresh generator, the title's hidden state
    redrawn through ``brass_determinize``."""
    g = game.clone()
    st = g.state
    st.rng = rng.seed_state(seed)
    pool: list[int] = []
    for p in range(st.players):
        if p != player:
            pool.extend(st.hands[p])
        pool.extend(st.discards[p][:st.facedown[p]])
    pool.extend(st.deck)
    pool.sort()
    rng.shuffle(st, pool)
    at = 0
    for p in range(st.players):
        if p != player:
            n = len(st.hands[p])
            st.hands[p] = pool[at:at + n]
            at += n
        n = st.facedown[p]
        st.discards[p][:n] = pool[at:at + n]
        at += n
    st.deck = pool[at:]
    g.hook.brass_determinize(game=g, player=player)
    return g


def bot_input(bot: Any, game: Game, player: int) -> Any:
    """What ``bot.choose`` receives besides the decision: a :class:`Seat` when the bot has
    ``needs_seat``, the plain view when it has ``needs_view``, else None (random play stays fast)."""
    if getattr(bot, "needs_seat", False):
        return Seat(game, player)
    if getattr(bot, "needs_view", False):
        from brass.core.play.view import view

        return view(game, player)
    return None
