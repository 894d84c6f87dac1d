"""A weight by era for goods (tiles flipped by a sale): ``sell_eras`` scales their chance to flip."""
from __future__ import annotations

import attrs
import pytest

from brass.core.hooks.games import new_game
from brass.plugins.bots.evaluation import seat_terms
from brass.plugins.bots.profile import Profile, profile_for

COTTON_I = 0  # Birmingham tile index: Cotton mill I
STONE = 11  # a Stone space, connected to no merchant on an empty board


def test_a_goods_tiles_chance_is_scaled_in_the_eras_named() -> None:
    game = new_game("birmingham", 2, 1)
    game.place_tile(0, STONE, COTTON_I)
    base = attrs.evolve(profile_for(game), sell_ready=0.3, sell_connected=0.3, sell_unconnected=0.3)
    rail = attrs.evolve(base, sell_eras=(1.0, 1.5))
    capped = attrs.evolve(base, sell_eras=(1.0, 5.0))
    st = game.state
    # the canal era: factor 1, the same value
    assert seat_terms(game, rail)[0].unflipped == pytest.approx(seat_terms(game, base)[0].unflipped)
    st.era = 1
    plain = seat_terms(game, base)[0].unflipped
    assert plain > 0
    # the rail era: chance 0.3 x 1.5 = 0.45; with 5, at most 1
    assert seat_terms(game, rail)[0].unflipped == pytest.approx(plain * 1.5)
    assert seat_terms(game, capped)[0].unflipped == pytest.approx(plain / 0.3)


def test_sell_eras_from_a_bot_file() -> None:
    prof = Profile.from_plain({"players": {"4": {"sell_eras": [1.0, 1.2]}}}, 4)
    assert prof.sell_eras == (1.0, 1.2)
    assert Profile.from_plain({}, 4).sell_eras == ()
