"""Pictures (issue 56, item 7): a finished game keeps its last era's links and says who won;
``show --to N`` draws an earlier position; a legend for lines and links; the replay page
addresses each step and keeps a big board readable; Thai marks shaped or named plainly."""
from __future__ import annotations

import json
import re
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core import new_game
from brass.core.cli.group import cli
from brass.core.i18n.messages import render
from brass.core.picture import render as picture
from brass.core.picture.render import board_svg
from brass.core.play.view import SPECTATOR, view
from brass.plugins.bots import RandomBot


def finished(title: str, players: int, seed: int):
    g = new_game(title, players, seed)
    bots = [RandomBot(seed=p) for p in range(players)]
    while not g.over:
        d = g.decision()
        g.apply(bots[d.player].choose(d))
    return g


def test_a_finished_game_shows_its_last_eras_links_and_the_ranking() -> None:
    g = finished("pittsburgh", 2, 6)
    links = view(g, SPECTATOR)["links"]
    assert len(links) > 2 and any(link["kind"] == "light" for link in links)
    svg = board_svg(g, SPECTATOR)
    assert svg.count('class="link"') == len(links)
    vp = g.state.vp
    places = [f"{place}. P{seat + 1} {vp[seat]} VP" for place, group in enumerate(g.ranking(), 1) for seat in group]
    assert "Game over — " + ", ".join(places) in svg


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("game") / "p.toml"
    result = CliRunner().invoke(cli, ["play", "pittsburgh", "--players", "2", "--bots", "all", "--bot", "eager",
                                      "--seed", "2", "--save", str(path)])
    assert result.exit_code == 0, result.output
    return path


def test_show_to_draws_an_earlier_position(saved: Path, tmp_path: Path) -> None:
    early, late = tmp_path / "early.svg", tmp_path / "late.svg"
    runner = CliRunner()
    assert runner.invoke(cli, ["show", str(saved), "--to", "0", "--svg", str(early)]).exit_code == 0
    assert runner.invoke(cli, ["show", str(saved), "--svg", str(late)]).exit_code == 0
    first, last = early.read_text(encoding="utf-8"), late.read_text(encoding="utf-8")
    assert 'class="tile"' not in first and "Era 1, round 1" in first
    assert 'class="tile"' in last and "Game over" in last
    shown = runner.invoke(cli, ["show", str(saved), "--to", "9", "--json"])
    replayed = runner.invoke(cli, ["replay", str(saved), "--to", "9", "--json"])
    assert shown.exit_code == 0 and replayed.exit_code == 0
    expected = json.loads(replayed.output)
    del expected["replayed"]
    assert json.loads(shown.output) == expected
    assert expected["round"] == 2 or expected["links"] or expected["tiles"]  # a position after some play


def test_the_legend_tells_a_canal_only_line_from_a_players_link() -> None:
    g = finished("birmingham", 2, 11)  # random play that ends with a rail link on the board
    assert view(g, SPECTATOR)["links"]
    svg = board_svg(g, SPECTATOR)
    assert "a line of every era" in svg and "a line of the Canal era only" in svg
    assert "a line of the Rail era only" in svg
    assert "a link: its owner's colour and seat number<" in svg  # one kind of link: no letter to explain
    canal = re.search(r'<line class="legend"[^>]*stroke="(#[0-9A-F]+)"[^>]*stroke-dasharray', svg)
    assert canal is not None and canal.group(1) == "#1F3A5F"  # navy, not seat 2's sky blue #56B4E9


def test_the_replay_page_addresses_steps_and_draws_the_board_at_its_size(saved: Path, tmp_path: Path) -> None:
    page = tmp_path / "r.html"
    assert CliRunner().invoke(cli, ["replay", str(saved), "--html", str(page)]).exit_code == 0
    html = page.read_text(encoding="utf-8")
    assert "#step=" in html and "history.replaceState" in html and "stepOf(location.hash)" in html
    assert 'id="fit"' in html and 'id="zoomin"' in html and "max-width: 100%" not in html


def _fake_browser(folder: Path, png: bytes) -> Path:
    """A stand-in ``chromium`` that writes ``png`` where --screenshot= says."""
    shot = folder / "shot.png"
    shot.write_bytes(png)
    exe = folder / "chromium"
    exe.write_text('#!/bin/sh\nfor a in "$@"; do case "$a" in --screenshot=*) '
                   f'cp {shot} "${{a#--screenshot=}}";; esac; done\n')
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    return exe


THAI = '<svg width="40" height="20"><text x="1" y="15">ต้น</text></svg>'


def test_thai_marks_go_through_a_browser_when_one_is_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    png = b"\x89PNG\r\n\x1a\nfake"
    _fake_browser(tmp_path, png)
    monkeypatch.setenv("PATH", f"{tmp_path}:/bin:/usr/bin")
    assert picture.needs_shaping(THAI) and not picture.needs_shaping(THAI.replace("ต้น", "Pittsburgh"))
    assert picture.svg_to_png(THAI) == png
    assert not picture.unshaped(THAI)


def test_without_a_browser_the_png_says_its_thai_marks_may_stand_apart(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from brass.core.cli.game.pictures import PNG_UNSHAPED
    from brass.core.i18n.formatting import language_name

    monkeypatch.setenv("PATH", str(tmp_path))  # no browser on the path
    monkeypatch.setattr(picture, "svg_to_png", lambda svg: b"\x89PNG")
    monkeypatch.setattr("brass.core.picture.png_fonts.fit_fonts", lambda svg: (svg, set()))  # a Thai font
    game = tmp_path / "g.toml"
    runner = CliRunner()
    assert runner.invoke(cli, ["new", "birmingham", "--players", "2", "--seed", "3", "-o", str(game)]).exit_code == 0
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(cli, ["show", str(game), "--png", "b.png", "--lang", "th"])
    assert result.exit_code == 0, result.output
    said = render(PNG_UNSHAPED(language=language_name("th", "th")), "th")
    assert "".join(said.split()) in "".join(result.output.split())
