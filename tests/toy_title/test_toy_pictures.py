"""A title without a board layout: pictures and replay pages end in a clean error."""
from __future__ import annotations

from pathlib import Path

from tests.cli.helpers import run


def test_replay_html_of_a_title_without_a_layout_is_a_clean_error(tmp_path: Path) -> None:
    save = tmp_path / "game.toml"
    run("new", "toy", "--players", "2", "--seed", "3", "-o", save, expect=0)
    page = tmp_path / "page.html"
    replayed = run("replay", save, "--html", page, expect=1)
    assert replayed.output.strip() == "Error: Toy Brass has no board layout for pictures."
    assert not page.exists()
    shown = run("show", save, "--svg", tmp_path / "board.svg", expect=1)
    assert shown.output.strip() == "Error: Toy Brass has no board layout for pictures."
