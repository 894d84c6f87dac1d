"""The event hooks (built, sold, link placed, action done, VP scored): a plugin that answers each
one hears exactly what happened on a concrete Birmingham position, in the order it happened."""
from __future__ import annotations

from brass.core.files.positions import put_link, put_tile, refresh
from brass.core.hooks.games import new_game
from brass.core.hooks.hookspecs import hookimpl
from brass.core.play.engine import Game
from brass.core.play.scoring import score_flipped_tiles, score_links
from brass.plugins.examples import build_bonus


class Recorder:
    """Writes down every event it hears (a test's plugin: real plugins keep no per-game data)."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    @hookimpl
    def brass_built(self, player: int, space: int, tile: int) -> None:
        self.calls.append(("built", player, space, tile))

    @hookimpl
    def brass_sold(self, player: int, space: int, tile: int) -> None:
        self.calls.append(("sold", player, space, tile))

    @hookimpl
    def brass_link_placed(self, player: int, line: int, kind: int) -> None:
        self.calls.append(("link", player, line, kind))

    @hookimpl
    def brass_action_done(self, player: int, action: str) -> None:
        self.calls.append(("done", player, action))

    @hookimpl
    def brass_vp_scored(self, player: int, vp: int, source: str) -> None:
        self.calls.append(("vp", player, vp, source))


def _position(*plugins: object) -> Game:
    """Seat 2 (index 1, first to act) owns a cotton mill at Derby linked to Nottingham, whose
    merchant buys anything and has a barrel of beer (Nottingham's bonus: 3 VP)."""
    game = new_game("birmingham", 2, seed=1, plugins=plugins)
    rules, st = game.rules, game.state
    put_tile(game, "derby/1", "cotton/1", 1)
    put_link(game, "derby-nottingham", 1)
    slot = rules.board.merchant_slot_index["nottingham/1"]
    st.merchant_tile[slot] = rules.merchant_tile_ids.index("all")
    st.merchant_goods[slot] = 1
    refresh(game)
    return game


def test_each_event_is_heard_with_plain_arguments_in_order() -> None:
    recorder = Recorder()
    game = _position(recorder)
    rules = game.rules
    assert game.state.order == [1, 0]
    for option in ("sell", "card:tamworth",  # seat 2 sells the mill (the only tile, the only barrel)
                   "network", "card:coal", "link:birmingham-dudley",  # seat 1 builds a canal
                   "build", "card:coalbrookdale", "industry:coal"):  # round 2: seat 2 builds a coal mine
        game.apply(option)
    space, tile = rules.board.space_index, rules.industries.tile_index
    mine = space["coalbrookdale/3"]  # the space for coal mines there
    assert game.state.tile_owner[mine] == 1
    assert recorder.calls == [
        ("sold", 1, space["derby/1"], tile["cotton/1"]),
        ("vp", 1, 3, "merchant"),
        ("done", 1, "sell"),
        ("link", 0, rules.board.link_index["birmingham-dudley"], 0),
        ("done", 0, "network"),
        ("built", 1, mine, tile["coal/1"]),
        ("done", 1, "build"),
    ]
    assert game.state.cubes[rules.industries.resource_index["coal"]][mine] == 2  # heard after it produced
    recorder.calls.clear()
    links = score_links(game)
    tiles = score_flipped_tiles(game)
    # seat 2's Derby-Nottingham canal: the mill's link icon and the merchant's two; the mill's 5 VP
    assert (links, tiles) == ([0, 3], [0, 5])
    assert recorder.calls == [("vp", 1, 3, "links"), ("vp", 1, 5, "tiles")]
    assert game.state.vp == [0, 11]


def test_the_build_bonus_example_scores_through_the_vp_event() -> None:
    recorder = Recorder()
    game = _position(build_bonus, recorder)
    for option in ("sell", "card:tamworth", "network", "card:coal", "link:birmingham-dudley",
                   "build", "card:coalbrookdale", "industry:coal"):
        game.apply(option)
    assert [c for c in recorder.calls if c[0] in ("built", "vp")][-2:] == [
        ("built", 1, game.rules.board.space_index["coalbrookdale/3"], game.rules.industries.tile_index["coal/1"]),
        ("vp", 1, 1, "build_bonus"),
    ]
    assert game.state.vp == [0, 4]


def test_an_event_nobody_answers_is_not_called() -> None:
    game = new_game("birmingham", 2, seed=1)
    events = {"brass_built", "brass_sold", "brass_link_placed", "brass_action_done", "brass_vp_scored"}
    assert not game.heard & events
    called: list[str] = []
    undo = game.pm.add_hookcall_monitoring(lambda name, impls, kwargs: called.append(name), lambda *args: None)
    try:
        game.apply("pass")
        game.apply(game.decision().options[0].id)
    finally:
        undo()
    assert "brass_turn_end" in called and not events & set(called)
