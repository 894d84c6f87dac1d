"""Fixtures of the web tests (``brass serve``): a folder of games, the app over it, a TestClient,
and a real uvicorn server on a free loopback port (for browsers and the load test).

Every test here needs the optional ``brass[web]`` extra: each module starts with
``pytest.importorskip("starlette")`` (not this file: a skip while loading a conftest is an error),
and the fixtures import Starlette and uvicorn only when used.
"""
from __future__ import annotations

import socket
import threading
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def games_dir(tmp_path: Path) -> Path:
    """An empty folder the server keeps its games in."""
    folder = tmp_path / "games"
    folder.mkdir()
    return folder


@pytest.fixture
def app(games_dir: Path) -> Iterator[Any]:
    """The app over ``games_dir``; its bots stop with the test."""
    from brass.core.web.app import create_app

    made = create_app(games_dir, lang="en")
    yield made
    made.state.games.close()


@pytest.fixture
def client(app: Any) -> Iterator[Any]:
    """Starlette's TestClient over the app (errors come back as responses, as a browser sees them)."""
    with warnings.catch_warnings():  # newer Starlette suggests httpx2; httpx is what the test extra installs
        warnings.simplefilter("ignore")
        from starlette.testclient import TestClient

    with TestClient(app, raise_server_exceptions=False) as test_client:
        yield test_client


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class LiveServer:
    """uvicorn serving ``app`` in a thread of this process, on 127.0.0.1."""

    def __init__(self, app: Any) -> None:
        import uvicorn

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="off",
                                timeout_graceful_shutdown=1)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="uvicorn", daemon=True)

    def __enter__(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture
def live_server(app: Any) -> Iterator[str]:
    """A real server over ``app`` (the ``games_dir`` folder); yields its base URL."""
    with LiveServer(app) as server:
        yield server.url


@pytest.fixture
def browser() -> Iterator[Any]:
    """Debian's chromium under Playwright, with the flags of this closed network (tests/web/browser.py)."""
    from playwright.sync_api import sync_playwright

    from tests.web.browser import CHROMIUM, FLAGS

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield launched
        launched.close()
