"""Private views: non-interference.  Scrambling what a seat may not know (other hands, the deck
order, face-down discards, the generator state, Pittsburgh's face-down oilfield tiles) changes
neither that seat's view nor its text board, through the API and through ``brass show``."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import tomli_w

from brass.core.cli.common import Output
from brass.core.cli.game.board_text import board_lines
from brass.core.files.position_file import position_of
from brass.core.files.session import Session
from brass.core.play.engine import Game
from brass.core.play.view import SPECTATOR, view
from brass.plugins.bots import RandomBot

from .helpers import run


def scramble(game: Game, seat: int, rnd: random.Random) -> Game:
    """A clone of ``game`` whose information hidden from ``seat`` is shuffled."""
    g = game.clone()
    st = g.state
    cards = g.rules.cards
    spots: list[tuple[list[int], int]] = [(st.deck, i) for i in range(len(st.deck))]
    acting = st.frame.player if st.frame is not None else -1
    for p in range(st.players):
        if p not in (seat, acting):  # an action in progress holds cards of its player's hand
            spots += [(st.hands[p], i) for i, c in enumerate(st.hands[p]) if not cards[c].wild]
        spots += [(st.discards[p], i) for i in range(st.facedown[p])]
    hidden = [pile[i] for pile, i in spots]
    rnd.shuffle(hidden)
    for (pile, i), card in zip(spots, hidden):
        pile[i] = card
    st.rng = rnd.randrange(1, 2**62)
    ext = st.ext
    if ext is not None and hasattr(ext, "oilfield_tile"):
        down = [i for i, t in enumerate(ext.oilfield_tile) if t >= 0 and not ext.revealed[i]]
        tiles = [ext.oilfield_tile[i] for i in down]
        rnd.shuffle(tiles)
        for i, t in zip(down, tiles):
            ext.oilfield_tile[i] = t
    g.refresh()
    return g


def board_text(game: Game, seat: int) -> list[str]:
    out = Output()
    return [out.text(line) for line in board_lines(game, seat)]


@pytest.mark.parametrize("title, players, seed", [("birmingham", 3, 1), ("pittsburgh", 2, 2), ("pittsburgh", 4, 3)])
def test_scrambled_hidden_information_changes_no_view(title: str, players: int, seed: int) -> None:
    game = Session.new(title, players, seed).game
    bots = [RandomBot(seed * 17 + p) for p in range(players)]
    rnd = random.Random(seed)
    checked = changed = 0
    while not game.over:
        if rnd.random() < 0.1:
            for seat in [*range(players), SPECTATOR]:
                other = scramble(game, seat, rnd)
                changed += other.state.deck != game.state.deck or other.state.hands != game.state.hands
                assert view(other, seat) == view(game, seat)
                assert board_text(other, seat) == board_text(game, seat)
                checked += 1
        d = game.decision()
        game.apply(bots[d.player].choose(d))
    assert checked > 20 and changed > 10


@pytest.mark.parametrize("title, players, seed", [("birmingham", 2, 4), ("pittsburgh", 3, 5)])
def test_brass_show_is_the_same_for_scrambled_positions(tmp_path: Path, title: str, players: int, seed: int) -> None:
    game = Session.new(title, players, seed).game
    bots = [RandomBot(seed + p) for p in range(players)]
    for _ in range(60):
        d = game.decision()
        game.apply(bots[d.player].choose(d))
    while game.state.frame is not None:
        d = game.decision()
        game.apply(bots[d.player].choose(d))
    rnd = random.Random(seed)
    for seat in range(players):
        shown = []
        for k, g in enumerate((game, scramble(game, seat, rnd))):
            position = position_of(g) | {"seed": 100 + k}  # the deck is reshuffled from another seed too
            (tmp_path / f"p{k}.toml").write_text(tomli_w.dumps(position))
            assert run("new", "--position", tmp_path / f"p{k}.toml", "-o", tmp_path / f"g{k}.toml").exit_code == 0
            text = run("show", tmp_path / f"g{k}.toml", "--as", seat + 1)
            data = run("show", tmp_path / f"g{k}.toml", "--as", seat + 1, "--json")
            assert text.exit_code == data.exit_code == 0, text.output
            shown.append((text.stdout, json.loads(data.stdout)))
        assert shown[0] == shown[1]
