"""``brass serve``'s own errors: one line each, before anything listens; and the pages it sends
are the shipped files as they are (it renders no HTML of its own, so nothing is reflected)."""
from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import pytest

from brass.core.files.session import Session
from tests.cli.helpers import error_line, run

from .helpers import start

pytest.importorskip("starlette")


def test_a_target_that_is_neither_folder_nor_save(tmp_path: Path) -> None:
    r = run("serve", tmp_path / "nothing.txt", expect=1)
    assert error_line(r) == f"Error: {tmp_path / 'nothing.txt'}: neither a folder nor a save file (.toml)."


def test_a_save_whose_name_is_no_game_id(tmp_path: Path) -> None:
    save = tmp_path / "my game.toml"
    Session.new("birmingham", 2, 1).save(save)
    r = run("serve", save, expect=1)
    assert error_line(r).startswith(f"Error: {save}: a served game's file name must be letters, digits, - or _")


def test_a_damaged_save_is_named(tmp_path: Path) -> None:
    save = tmp_path / "broken.toml"
    save.write_text('format = 1\ntitle = "birm', encoding="utf-8")
    r = run("serve", save, expect=1)
    assert "damaged or incomplete save file" in error_line(r)


def test_a_port_in_use(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        r = run("serve", tmp_path, "--port", port, expect=1)
    assert error_line(r).startswith(f"Error: Cannot listen on 127.0.0.1 port {port}: ")


def test_pages_are_the_shipped_files_byte_for_byte(client: Any) -> None:
    from brass.core.web.app import STATIC

    game, _ = start(client)
    for path, name in (("/", "index.html"), (f"/play/{game}", "game.html")):
        if not (STATIC / name).is_file():
            continue
        r = client.get(path)
        assert r.status_code == 200 and r.content == (STATIC / name).read_bytes()
        assert r.headers["content-type"] == "text/html; charset=utf-8"
    assert client.get("/play/nosuchgame").json()["code"] == "no_game"
