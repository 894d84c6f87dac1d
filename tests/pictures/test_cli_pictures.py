"""``brass show --svg/--png`` and ``brass replay --html``, and the replay page in a real browser
(headless Chromium: it loads without errors, steps forward and back, and is not blank)."""
from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli


@pytest.fixture(scope="module")
def saved_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("game") / "game.toml"
    result = CliRunner().invoke(cli, ["play", "birmingham", "--players", "2", "--bots", "all", "--bot", "random",
                                      "--seed", "5", "--save", str(path)])
    assert result.exit_code == 0, result.output
    return path


def run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_show_writes_an_svg(saved_game: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # short relative names: a long temporary folder wraps the message
    svg = Path("board.svg")
    assert run("show", str(saved_game), "--svg", str(svg)) == f"Wrote {svg}.\n"
    root = ET.fromstring(svg.read_text(encoding="utf-8"))
    assert root.tag.endswith("svg") and [e for e in root.iter() if e.get("class") == "tile"]


def test_show_writes_an_svg_and_a_png(saved_game: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("cairosvg", reason="brass[pictures] not installed")
    monkeypatch.chdir(tmp_path)  # short relative names: a long temporary folder wraps the message
    svg, png = Path("board.svg"), Path("board.png")
    out = run("show", str(saved_game), "--svg", str(svg), "--png", str(png))
    assert out == f"Wrote {svg}.\nWrote {png}.\n"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_png_without_brass_pictures_names_the_extra(saved_game: Path, tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The base install: one line naming the extra, click's user-error code, nothing written."""
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # importing it fails, as when it is not installed
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["show", str(saved_game), "--svg", "b.svg", "--png", "b.png"])
    assert (result.exit_code, result.output) == (1, ("Error: PNG pictures need CairoSVG: pip install "
                                                     "'brass[pictures]' (or use --svg).\n"))
    assert not Path("b.png").exists() and not Path("b.svg").exists()


def test_a_picture_into_a_missing_folder_is_a_clean_error(saved_game: Path, tmp_path: Path) -> None:
    target = tmp_path / "missing" / "board.svg"
    result = CliRunner().invoke(cli, ["show", str(saved_game), "--svg", str(target)])
    assert result.exit_code == 1
    assert result.output.startswith(f"Error: {target}: cannot write: ")
    assert "Traceback" not in result.output and not target.exists()


def frames_in(page: str) -> list[dict]:
    found = re.search(r'<script type="application/json" id="frames">(.*?)</script>', page, re.S)
    assert found
    return json.loads(found.group(1).replace("<\\/", "</"))


def test_replay_page_has_a_step_per_action_and_hides_hands(saved_game: Path, tmp_path: Path) -> None:
    page_file = tmp_path / "replay.html"
    run("replay", str(saved_game), "--html", str(page_file))
    page = page_file.read_text(encoding="utf-8")
    frames = frames_in(page)
    assert frames[0]["decision"] == 0 and frames[0]["log"] == ["The game begins."]
    assert frames[-1]["decision"] == len(tomllib.loads(saved_game.read_text())["log"])
    assert all(a["decision"] < b["decision"] for a, b in itertools.pairwise(frames))
    assert "Hand:" not in page  # the public page shows nobody's hand
    seat_page = tmp_path / "seat1.html"
    run("replay", str(saved_game), "--html", str(seat_page), "--as", "1")
    assert "Hand:" in seat_page.read_text(encoding="utf-8")
    assert "http://" not in page.replace("http://www.w3.org/2000/svg", "")  # self-contained


def chromium() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def browser(*args: str, profile: Path) -> subprocess.CompletedProcess[str]:
    exe = chromium()
    assert exe is not None
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
             "--disable-background-networking", "--disable-component-update", "--disable-sync",
             f"--user-data-dir={profile}", "--virtual-time-budget=5000"]
    return subprocess.run([exe, *flags, *args], check=False, capture_output=True, text=True, timeout=120)


def png_not_blank(data: bytes) -> bool:
    """Whether a PNG has content: its decompressed pixel rows are not nearly all the same."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if kind == b"IDAT":
            idat += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    raw = zlib.decompress(idat)
    return sum(1 for b in raw if b) > len(raw) // 100


@pytest.mark.skipif(chromium() is None and not os.environ.get("CI"), reason="no Chromium here (.ci/run installs it)")
def test_the_replay_page_in_headless_chromium(saved_game: Path, tmp_path: Path) -> None:
    page_file = tmp_path / "replay.html"
    run("replay", str(saved_game), "--html", str(page_file), "--as", "2")
    url = page_file.as_uri()
    dom = browser("--dump-dom", url + "#selftest", profile=tmp_path / "profile1")
    assert dom.returncode == 0, dom.stderr
    title = re.search(r"<title>(.*?)</title>", dom.stdout, re.S)
    assert title and title.group(1).startswith("selftest ok step=1"), dom.stdout[:500]
    frames = len(frames_in(page_file.read_text(encoding="utf-8")))
    assert f"frames={frames}" in title.group(1)
    shot = tmp_path / "shot.png"
    done = browser(f"--screenshot={shot}", "--window-size=1400,1000", url, profile=tmp_path / "profile2")
    assert done.returncode == 0, done.stderr
    assert png_not_blank(shot.read_bytes())
