"""The Starlette application of ``brass serve``: the pages, the static files, the game API
(``game_api``) and, when they are installed beside it, the lessons' and replays' routes
(``learn_api``, ``replay_api``: each a ``routes`` list)."""
from __future__ import annotations

import html
import importlib
import logging
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from brass.core.i18n.messages import Message
from brass.core.web import texts
from brass.core.web.game_api import Games, error_response, lang_of, routes as game_routes
from brass.core.web.security import SecurityHeaders
from brass.core.web.store import WebError, valid_id

STATIC = Path(__file__).parent / "static"
#: the modules of the other parts of the site (lessons, replays): their ``routes``, when present
ROUTE_MODULES = ("brass.core.web.learn_api", "brass.core.web.replay_api")
LOG = logging.getLogger("brass.web")


def page(name: str) -> FileResponse:
    """A page of ``static/`` (404 when it is not there)."""
    path = STATIC / name
    if not path.is_file():
        raise WebError(404, "not_found", texts.NOT_FOUND())
    return FileResponse(path, media_type="text/html; charset=utf-8")


async def index(request: Request) -> Response:
    return page("index.html")


async def play_page(request: Request) -> Response:
    """The game page; the seat and its token are in the address's fragment, which the browser
    never sends (so no log or Referer holds them)."""
    game_id = request.path_params["game"]
    if not valid_id(game_id) or not (request.app.state.games.store.folder / f"{game_id}.toml").is_file():
        raise WebError(404, "no_game", texts.NO_GAME(game=game_id[:80]))
    return page("game.html")


def extra_routes() -> list[BaseRoute]:
    """The lessons' and replays' routes, from whichever of their modules exist."""
    found: list[BaseRoute] = []
    for name in ROUTE_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        found.extend(module.routes)
    return found


def _reader(request: Request) -> bool:
    """A browser opening a page address (a mistyped or stale link), not a script or the pages'
    own API calls: it is answered with a page, not JSON."""
    path = request.url.path
    return (request.method == "GET" and not path.startswith(("/api/", "/static/"))
            and "text/html" in request.headers.get("accept", ""))


def error_page(request: Request, status: int, message: Message) -> HTMLResponse:
    """The error as a small page in the asked language: the message (escaped text) and the way
    back to the start page; no script."""
    from brass.core.i18n.messages import render

    lang = lang_of(request)
    said = html.escape(render(message, lang))
    body = (f'<!doctype html>\n<html lang="{html.escape(lang)}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<meta name="referrer" content="no-referrer"><title>brass</title><link rel="icon" href="data:,">'
            '<link rel="stylesheet" href="/static/style.css"></head>'
            '<body><header class="top"><h1><a href="/">brass</a></h1></header>'
            f'<p id="error" class="error" role="alert">{said}</p></body></html>\n')
    return HTMLResponse(body, status_code=status)


def _error(request: Request, status: int, code: str, message: Message) -> Response:
    return error_page(request, status, message) if _reader(request) else error_response(request, status, code, message)


async def web_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, WebError)
    return _error(request, exc.status, exc.code, exc.message)


async def http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    if exc.status_code == 405:
        return error_response(request, 405, "bad_method", texts.BAD_METHOD(method=request.method[:10]))
    if exc.status_code == 404:
        return _error(request, 404, "not_found", texts.NOT_FOUND())
    return error_response(request, exc.status_code, "http", texts.INTERNAL())


async def server_error(request: Request, exc: Exception) -> Response:
    LOG.error("request %s %s failed", request.method, request.url.path, exc_info=exc)
    return error_response(request, 500, "internal", texts.INTERNAL())


def create_app(folder: str | Path, lang: str = "en") -> Starlette:
    """The app serving the games saved in ``folder`` (pages in ``lang`` unless a request asks
    for another language)."""
    from brass.core.i18n import catalogs

    catalogs.install()
    routes: list[BaseRoute] = [
        Route("/", index, methods=["GET"]),
        Route("/play/{game}", play_page, methods=["GET"]),
        *game_routes,
        *extra_routes(),
        Mount("/static", app=StaticFiles(directory=STATIC, check_dir=False), name="static"),
    ]
    handlers: dict[Any, Any] = {WebError: web_error, HTTPException: http_error, Exception: server_error}
    app = Starlette(routes=routes, middleware=[Middleware(SecurityHeaders)], exception_handlers=handlers)
    app.state.games = Games(Path(folder), lang)
    return app


__all__ = ["STATIC", "create_app"]
