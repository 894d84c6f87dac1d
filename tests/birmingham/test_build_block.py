"""Birmingham's Build is core's Build block: what the block pays for every title holds here too."""
from __future__ import annotations

from brass.core.hooks.games import new_game


def test_a_tiles_income_cost_from_a_variant_is_paid() -> None:
    # the site finder counts a tile's income levels for every title; the build pays them (a
    # Birmingham variant may give a tile an income cost, as Pittsburgh's Kerosene tiles have)
    variant = {"variant": {"name": "dear mines"},
               "change": [{"path": "industries:industry[coal].tiles[level=1].income_cost", "value": 2}]}
    game = new_game("birmingham", 2, 1, variant=variant)
    st = game.state
    player = game.decision().player
    income = st.income[player]
    game.apply("build")
    for card in [o.id for o in game.decision().options]:
        trial = game.clone()
        trial.apply(card)
        if "industry:coal" in [o.id for o in trial.decision().options]:
            game.apply(card)
            break
    game.apply("industry:coal")
    while game.state.frame is not None and game.state.frame.action == "build":
        game.apply(game.decision().options[0].id)
    coal_mine = game.rules.industries.tile_index["coal/1"]
    assert coal_mine in game.state.tile_type
    assert game.state.income[player] == game.rules.track.drop_levels(income, 2) < income
