"""What a player may see: their own hand and the public board, nothing else hidden.

After every decision of random games, for every seat, ``brass.core.play.view.view`` must
hide other hands, the deck order, face-down discards, the generator state and
the details of another player's action.  Bots only ever receive such a view,
and the game log never names a card before it is discarded.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.files.position_file import game_from_position
from brass.core.files.session import Session
from brass.core.i18n.messages import Message, render
from brass.core.play.engine import Game
from brass.core.play.runner import play_out
from brass.core.play.view import SPECTATOR, view
from brass.plugins.bots import EagerBot, RandomBot

HIDDEN_KEYS = {"deck", "rng", "hands", "data", "facedown_cards"}


def keys_of(value: Any) -> set[str]:
    """Every dict key anywhere inside ``value``."""
    found: set[str] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            found.add(k)
            found |= keys_of(v)
    elif isinstance(value, list):
        for v in value:
            found |= keys_of(v)
    return found


def check_view(game: Game, seat: int) -> None:
    """``view(game, seat)`` shows exactly what ``seat`` may know (seat -1: a spectator)."""
    rules = game.rules
    st = game.state
    v = view(game, seat)
    text = json.dumps(v)
    ids = lambda cards: [rules.cards[c].id for c in cards]  # noqa: E731
    assert v["viewer"] == (seat + 1 if seat >= 0 else 0)
    assert not keys_of(v) & HIDDEN_KEYS, keys_of(v) & HIDDEN_KEYS
    assert text.count('"hand":') == (1 if seat >= 0 else 0)
    # the deck: its size only
    assert v["deck_size"] == len(st.deck)
    if len(st.deck) >= 4:
        assert json.dumps(ids(st.deck)) not in text
    # the generator state never shows
    assert f"{st.rng:016x}" not in text and str(st.rng) not in text
    for p, entry in enumerate(v["players"]):
        assert entry["seat"] == p + 1
        assert entry["hand_size"] == len(st.hands[p])
        if p == seat:
            assert entry["hand"] == sorted(ids(st.hands[p]))
        else:
            assert "hand" not in entry
        # discards: only the face-up part, by position; the face-down cards are only counted
        face_up = st.discards[p][st.facedown[p]:]
        assert entry["discards"] == ids(face_up)
        assert len(entry["discards"]) == len(st.discards[p]) - st.facedown[p]
        assert entry["facedown_discards"] == st.facedown[p]
    # an action in progress: its step only for the one acting
    frame = st.frame
    if frame is None:
        assert "action" not in v
    else:
        assert v["action"]["player"] == frame.player + 1
        assert v["action"]["action"] == frame.action
        assert set(v["action"]) <= {"player", "action", "step"}
        if frame.player == seat:
            assert v["action"]["step"] == frame.step
        else:
            assert "step" not in v["action"]


@pytest.mark.parametrize("players,seeds", [(2, (1, 2, 3)), (4, (1, 2))])
def test_every_view_of_random_games_hides_what_it_must(players: int, seeds: tuple[int, ...]) -> None:
    in_action = 0
    facedown_seen = 0
    for seed in seeds:
        game = Session.new("birmingham", players, seed).game
        bots = [RandomBot(seed * 11 + p) for p in range(players)]
        while True:
            for seat in [*range(players), SPECTATOR]:
                check_view(game, seat)
            st = game.state
            if st.frame is not None:
                in_action += 1
            facedown_seen += sum(1 for f in st.facedown if f)
            d = game.decision()
            if d is None:
                break
            game.apply(bots[d.player].choose(d))
        assert game.over
    assert in_action > 100, "views were checked while actions were in progress"
    assert facedown_seen > 100, "views were checked while face-down discards existed"


def test_face_down_discards_of_a_position_are_only_counted() -> None:
    """A position with a face-down card under each pile: views count them and show only the face-up card."""
    data = {
        "format": 1, "title": "birmingham", "players": 2, "seed": 5, "era": "canal",
        "player": [{"money": 10, "income": 10, "hand": ["dudley", "cannock"], "discards": ["stafford"], "facedown": 1},
                   {"money": 10, "income": 10, "hand": ["coventry", "cannock"], "facedown": 1}],
    }
    game, *_ = game_from_position(data, "pos.toml")
    st = game.state
    assert st.facedown == [1, 1] and [len(d) for d in st.discards] == [2, 1]
    for seat in (0, 1, SPECTATOR):
        check_view(game, seat)
        v = view(game, seat)
        assert v["players"][0]["discards"] == ["stafford"]
        assert v["players"][1]["discards"] == []
        assert [e["facedown_discards"] for e in v["players"]] == [1, 1]


class RecordingBot:
    """Chooses like an eager bot and keeps every view it is given."""

    needs_view = True

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.inner = EagerBot(seed)
        self.seen: list[tuple[int, dict[str, Any]]] = []

    def choose(self, decision, view_: Any = None) -> str:
        assert decision.player == self.seat
        self.seen.append((decision.player, view_))
        return self.inner.choose(decision, view_)


@pytest.mark.parametrize("players,seed", [(2, 4), (4, 5)])
def test_bots_receive_only_their_own_view(players: int, seed: int) -> None:
    game = Session.new("birmingham", players, seed).game
    bots = [RecordingBot(p, seed + p) for p in range(players)]
    decisions = play_out(game, bots)
    assert game.over
    received = [item for bot in bots for item in bot.seen]
    assert len(received) == decisions > 50
    for seat, v in received:
        assert isinstance(v, dict)
        assert v["viewer"] == seat + 1
        assert not keys_of(v) & HIDDEN_KEYS
        for entry in v["players"]:
            assert ("hand" in entry) == (entry["seat"] == seat + 1)
        if "action" in v:
            assert v["action"]["player"] == seat + 1, "a bot decides only inside its own action"
        # the view is plain data (what a remote bot would receive)
        assert json.loads(json.dumps(v)) == v


def test_a_bot_without_needs_view_receives_nothing() -> None:
    class Blind(RandomBot):
        def __init__(self, seed: int) -> None:
            super().__init__(seed)
            self.given: list[Any] = []

        def choose(self, decision, view_: Any = None) -> str:
            self.given.append(view_)
            return super().choose(decision, view_)

    game = Session.new("birmingham", 3, 6).game
    bots = [Blind(p) for p in range(3)]
    play_out(game, bots)
    assert all(b.given for b in bots)
    assert all(g is None for b in bots for g in b.given)


def _card_names(params: dict[str, Any]) -> list[str]:
    if isinstance(params.get("card"), Message):
        return [render(params["card"])]
    if isinstance(params.get("cards"), list):
        return [render(c) for c in params["cards"]]
    return []


@pytest.mark.parametrize("players,seed", [(2, 7), (3, 8), (4, 9)])
def test_log_lines_name_a_card_only_once_it_is_discarded(players: int, seed: int) -> None:
    """Whenever the log names a card, it is already face up on that player's discard pile (or wild)."""
    session = Session.new("birmingham", players, seed)
    game = session.game
    rules = game.rules
    wild = {render(rules.names.card(rules, c.index)) for c in rules.cards if c.wild}
    checked = 0

    def listen(message: Message) -> None:
        nonlocal checked
        names = _card_names(dict(message.params))
        if not names:
            return
        player = message.params["player"]
        p = int(str(player).removeprefix("P")) - 1
        st = game.state
        face_up = Counter(render(rules.names.card(rules, c)) for c in st.discards[p][st.facedown[p]:])
        for name in names:
            assert name in wild or face_up[name] > 0, f"{message.key}: {name} is not yet discarded by P{p + 1}"
            checked += 1
        text = render(message)
        assert "hand" not in text.lower()

    game.listener = listen
    bots = [RandomBot(seed + p) for p in range(players)]
    while (d := game.decision()) is not None:
        session.apply(bots[d.player].choose(d))
    assert checked > 30


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 1)])
def test_the_play_log_of_bots_never_mentions_a_hand(players: int, seed: int, tmp_path: Path) -> None:
    save = tmp_path / "g.toml"
    result = CliRunner().invoke(cli, ["play", "birmingham", "-p", str(players), "--bots", "all",
                                      "--seed", str(seed), "--save", str(save)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert len(lines) > 40
    assert any("Final scores" in line for line in lines)
    for line in lines:
        assert "hand" not in line.lower(), line
    # the board (with a hand) is printed only for human seats: none here
    assert "Industries" not in result.output
    assert Session.load(save).game.over


def test_show_as_a_seat_prints_only_that_hand(tmp_path: Path) -> None:
    session = Session.new("birmingham", 3, 2)
    bots = [RandomBot(p) for p in range(3)]
    for _ in range(20):
        d = session.game.decision()
        session.apply(bots[d.player].choose(d))
    path = tmp_path / "g.toml"
    session.save(path)
    runner = CliRunner()
    for seat in (1, 2, 3):
        shown = runner.invoke(cli, ["show", str(path), "--as", str(seat), "--json"])
        assert shown.exit_code == 0, shown.output
        v = json.loads(shown.stdout)
        assert v == view(session.game, seat - 1)
        assert [("hand" in e) for e in v["players"]] == [p == seat for p in (1, 2, 3)]
        text = runner.invoke(cli, ["show", str(path), "--as", str(seat)])
        assert text.exit_code == 0
        assert text.output.count("Hand of") == 1 and f"Hand of P{seat}:" in text.output
    spectator = runner.invoke(cli, ["show", str(path)])
    assert spectator.exit_code == 0 and "Hand of" not in spectator.output
    assert "hand" not in json.loads(runner.invoke(cli, ["show", str(path), "--json"]).stdout)["players"][0]
    bad = runner.invoke(cli, ["show", str(path), "--as", "4"])
    assert bad.exit_code == 1 and "Traceback" not in bad.output
