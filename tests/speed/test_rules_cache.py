"""Compiled rules kept on disk: used when good, rebuilt when missing, corrupt or switched off."""
from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any, Iterator

import pytest

from brass.core.files.snapshot import snapshot
from brass.core.hooks import rules_cache
from brass.core.hooks.titles import load_title_module
from brass.core.i18n import messages
from brass.core.model.rules import Rules
from brass.core.play.engine import Game, new_state

TITLE = "birmingham"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("BRASS_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("BRASS_NO_CACHE", raising=False)
    rules_cache.enable()
    yield tmp_path
    rules_cache.enable(False)


class Builder:
    """Builds the title's rules and counts how often it had to."""

    def __init__(self, variant: dict[str, Any] | None = None) -> None:
        self.calls = 0
        self.module = load_title_module(TITLE)
        self.variant = variant

    def __call__(self) -> Rules:
        self.calls += 1
        return self.module.brass_title().load_rules(self.variant, "variant")

    def load(self) -> Rules:
        return rules_cache.load_or_build(TITLE, self.module, self.variant, self, Rules)


def test_built_once_then_loaded_from_disk(cache: Path) -> None:
    b = Builder()
    first = b.load()
    assert b.calls == 1
    assert [p.name.split("-")[:2] for p in cache.iterdir()] == [["rules", TITLE]]
    second = b.load()
    assert b.calls == 1  # loaded, not built
    assert second is not first
    assert [loc.id for loc in second.board.locations] == [loc.id for loc in first.board.locations]
    assert second.tiles == first.tiles and second.cards == first.cards


def test_a_game_on_cached_rules_is_the_same_game(cache: Path) -> None:
    from brass.core.hooks.titles import plugin_manager

    b = Builder()
    built, loaded = b.load(), b.load()
    pm = plugin_manager(b.module)
    ends = []
    for rules in (built, loaded):
        game = Game(rules, new_state(rules, 3, 11), pm)
        game.hook.brass_setup(game=game)
        game.refresh()
        for _ in range(60):
            d = game.decision()
            assert d is not None
            game.apply(d.options[len(d.options) // 2].id)
        ends.append(snapshot(game.state))
    assert ends[0] == ends[1]


def test_a_corrupt_cache_file_is_rebuilt_never_trusted(cache: Path) -> None:
    b = Builder()
    b.load()
    (path,) = cache.iterdir()
    path.write_bytes(b"not a pickle")
    assert isinstance(b.load(), Rules)
    assert b.calls == 2
    path.write_bytes(pickle.dumps(({}, pickle.dumps("a string, not rules"))))
    assert isinstance(b.load(), Rules)
    assert b.calls == 3
    b.load()
    assert b.calls == 3  # the rebuilt copy replaced the bad file


def test_each_variant_has_its_own_file(cache: Path) -> None:
    cheap = {"variant": {"name": "cheap", "title": TITLE},
             "change": [{"path": "game:network.canal_cost", "value": 2}]}
    plain, variant = Builder(), Builder(cheap)
    assert rules_cache.cache_file(TITLE, plain.module, None) != rules_cache.cache_file(TITLE, plain.module, {"x": 1})
    assert plain.load().title.network.canal_cost == 3
    assert variant.load().title.network.canal_cost == 2
    assert variant.load().title.network.canal_cost == 2  # from its own file
    assert (plain.calls, variant.calls) == (1, 1)
    assert len(list(cache.iterdir())) == 2


def test_switched_off_builds_every_time(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BRASS_NO_CACHE", "1")
    b = Builder()
    b.load()
    b.load()
    assert b.calls == 2
    assert list(cache.iterdir()) == []


def test_loading_declares_the_data_messages_again(cache: Path) -> None:
    b = Builder()
    rules = b.load()
    key = rules.names.location[0].key
    assert key in messages.REGISTRY
    saved = messages.REGISTRY.pop(key)
    try:
        b.load()
        assert messages.REGISTRY[key] == saved
    finally:
        messages.REGISTRY[key] = saved
