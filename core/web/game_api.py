"""The game API of ``brass serve`` (docs/web.md): titles, new games, the folder's games, a seat's
view, moves, keep and undo, hints and the event stream.

Engine work runs in worker threads (Starlette's thread pool for requests, a small pool of its own
for bots), never on the event loop; each game's changes happen under its lock.
"""
from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from brass.core.i18n.messages import Message
from brass.core.model.errors import BrassError
from brass.core.web import texts
from brass.core.web.security import field_int, field_seats, field_str, read_json
from brass.core.web.store import DEFAULT_BOT, ServedGame, Store, WebError
from brass.core.web.views import build_view

LOG = logging.getLogger("brass.web")
#: seconds between the event stream's keep-alive comments
KEEP_ALIVE = 15.0


class Games:
    """What the routes share: the store, the default language, the bots' worker threads."""

    def __init__(self, folder: Path, lang: str) -> None:
        self.store = Store(folder)
        self.lang = lang
        self.bots = ThreadPoolExecutor(max_workers=4, thread_name_prefix="brass-bots")
        #: the server stops: bots finish the move they are making and make no other
        self.closed = False

    def close(self) -> None:
        self.closed = True
        self.bots.shutdown(wait=False, cancel_futures=True)

    def kick(self, served: ServedGame) -> None:
        """Start the game's bots in a worker thread when a bot decides (once: one runner a game)."""
        with served.lock:
            if self.closed or served.bots_running or served.confirming is not None:
                return
            d = served.game.decision()
            if d is None or d.player not in served.robots:
                return
            served.bots_running = True
        self.bots.submit(self._run_bots, served)

    def _run_bots(self, served: ServedGame) -> None:
        failed = False
        try:
            while not self.closed and served.bot_turn():
                pass
        except Exception:
            LOG.exception("a bot of game %s failed", served.id)
            failed = True
        finally:
            with served.lock:
                served.bots_running = False
        if not failed:
            self.kick(served)  # a change that came while it was stopping


def games_of(request: Request) -> Games:
    games: Games = request.app.state.games
    return games


def lang_of(request: Request) -> str:
    """The language asked for (``?lang=``, any installed one), else the server's."""
    from brass.core.i18n.catalogs import find_language

    wanted = request.query_params.get("lang")
    if wanted:
        found = find_language(wanted[:20])
        if found is not None:
            return found
    return games_of(request).lang


def error_response(request: Request, status: int, code: str, message: Message) -> JSONResponse:
    from brass.core.i18n.messages import render

    return JSONResponse({"error": render(message, lang_of(request)), "code": code}, status_code=status)


def _seat_headers(request: Request) -> tuple[str | None, str | None]:
    return request.headers.get("x-brass-seat"), request.headers.get("x-brass-token")


def _game(request: Request) -> ServedGame:
    return games_of(request).store.get(request.path_params["game"])


# -- titles and games ---------------------------------------------------------------------------
def title_list() -> list[dict[str, Any]]:
    """The installed titles: name, player counts, variants (their files in the title's package)
    and the bots."""
    from brass.core.hooks.bots import available_bots
    from brass.core.hooks.games import rules_for
    from brass.core.hooks.titles import installed_titles, title_info

    bots = sorted(available_bots())
    out = []
    for name in sorted(installed_titles()):
        try:
            info = title_info(name)
            counts = sorted(rules_for(name).info.player_counts)
        except BrassError as exc:
            LOG.warning("title %s is not offered: %s", name, exc)
            continue
        out.append({"id": info.id, "name": info.name, "players": [counts[0], counts[-1]],
                    "counts": counts, "variants": [{"id": k, "name": v[0]} for k, v in variants_of(name).items()],
                    "bots": bots, "bot": DEFAULT_BOT if DEFAULT_BOT in bots else (bots[0] if bots else None)})
    return out


def variants_of(title: str) -> dict[str, tuple[str, dict[str, Any]]]:
    """The variant files a title ships (``variants/*.toml`` in its package): id → (name, data)."""
    from brass.core.files.atomic import read_regular
    from brass.core.hooks.titles import load_title_module
    from brass.core.model.toml_input import MAX_BYTES, parse_toml

    module = load_title_module(title)
    folder = Path(module.__file__ or "").parent / "variants"
    found: dict[str, tuple[str, dict[str, Any]]] = {}
    for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
        try:
            data = parse_toml(read_regular(path, MAX_BYTES), path.name)
        except (OSError, BrassError):
            continue
        meta = data.get("variant")
        if isinstance(meta, dict) and meta.get("title", title) == title:
            found[path.stem] = (str(meta.get("name", path.stem)), data)
    return found


async def page(request: Request) -> Response:
    """The page's words and the languages on offer (before any game exists: the first page)."""
    from brass.core.web.views import Say, languages_named, page_words

    lang = lang_of(request)
    return JSONResponse({"lang": lang, "langs": languages_named(), "messages": page_words(Say(lang, ""))})


async def titles(request: Request) -> Response:
    return JSONResponse(await run_in_threadpool(title_list))


async def list_games(request: Request) -> Response:
    return JSONResponse(await run_in_threadpool(games_of(request).store.listing))


async def new_game(request: Request) -> Response:
    """Start a game: its save, its seats' links (with their tokens) and the spectator's."""
    data = await read_json(request)
    title = field_str(data, "title")
    players = field_int(data, "players")
    bots = field_seats(data, "bots")
    bot = field_str(data, "bot", DEFAULT_BOT)
    variant = field_str(data, "variant", "")
    seed = field_int(data, "seed", -1)
    games = games_of(request)

    def start() -> ServedGame:
        from brass.core.hooks.bots import make_bot
        from brass.core.hooks.titles import installed_titles

        known = sorted(installed_titles())
        if title not in known:
            raise WebError(422, "no_title", texts.NO_TITLE(title=title, known=", ".join(known)))
        offered = next(t for t in title_list() if t["id"] == title)
        if players not in offered["counts"]:
            low, high = offered["players"]
            raise WebError(422, "bad_players", texts.BAD_PLAYERS(title=offered["name"], low=low, high=high,
                                                                 players=players))
        for seat in bots:
            if not 0 <= seat < players:
                raise WebError(422, "bad_bot_seat", texts.BAD_BOT_SEAT(seat=seat, last=players - 1))
        chosen = None
        if variant:
            files = variants_of(title)
            if variant not in files:
                raise WebError(422, "no_variant", texts.NO_VARIANT(title=offered["name"], variant=variant,
                                                                    known=", ".join(files) or "-"))
            chosen = files[variant][1]
        try:
            make_bot(bot, 0)
            return games.store.create(title, players, seed if seed >= 0 else secrets.randbits(31), bots, bot,
                                      chosen)
        except BrassError as exc:
            raise WebError(422, "bad_new", texts.BAD_NEW(detail=exc.message)) from None

    served = await run_in_threadpool(start)
    games.kick(served)
    seats = {str(p): f"/play/{served.id}#seat={p}&t={token}" for p, token in sorted(served.tokens.items())}
    return JSONResponse({"game": served.id, "seats": seats, "watch": f"/play/{served.id}"}, status_code=201)


# -- one game -----------------------------------------------------------------------------------
async def view(request: Request) -> Response:
    seat, token = _seat_headers(request)
    lang = lang_of(request)
    games = games_of(request)

    def look() -> dict[str, Any]:
        served = _game(request)
        with served.lock:
            served.fresh()
            who = served.check_seat(seat, token)
            shown = build_view(served, who, lang)
        games.kick(served)
        return shown

    return JSONResponse(await run_in_threadpool(look))


def _change(request: Request, data: dict[str, Any], act: str) -> dict[str, Any]:
    """Run one seat's change (``move``, ``keep`` or ``undo``) under the game's lock: the seat and
    its token checked, then the version, then the engine; the new view back."""
    seat_header, token = _seat_headers(request)
    lang = lang_of(request)
    version = field_int(data, "version")
    option = field_str(data, "option") if act == "move" else ""
    served = _game(request)
    with served.lock:
        served.fresh()
        seat = served.player_of(seat_header, token)
        served.check_version(version)
        if act == "move":
            served.move(seat, option)
        elif act == "keep":
            served.keep(seat)
        else:
            served.undo(seat)
        shown = build_view(served, seat, lang)
    games_of(request).kick(served)
    return shown


async def move(request: Request) -> Response:
    data = await read_json(request)
    return JSONResponse(await run_in_threadpool(_change, request, data, "move"))


async def keep(request: Request) -> Response:
    data = await read_json(request)
    return JSONResponse(await run_in_threadpool(_change, request, data, "keep"))


async def undo(request: Request) -> Response:
    data = await read_json(request)
    return JSONResponse(await run_in_threadpool(_change, request, data, "undo"))


async def hint(request: Request) -> Response:
    """The heuristic bot's suggestion for the seat's decision (worked out on a copy, outside the
    game's lock): its text and the option it names."""
    seat_header, token = _seat_headers(request)
    lang = lang_of(request)

    def suggest() -> dict[str, Any]:
        from brass.core.cli.game.hint import confirm_hint, hint_line
        from brass.core.i18n.messages import render
        from brass.core.play.decision import Decision, Option

        served = _game(request)
        with served.lock:
            served.fresh()
            seat = served.player_of(seat_header, token)
            game = served.game.clone()
            game.listener = None
            confirming = served.confirming == seat
            decision = None if served.confirming is not None else served.game.decision()
            start = None
            done: tuple[str, ...] = ()
            history = served.history
            if history.can_undo(seat) and (confirming or served.acting == seat):
                state, log_length = history.stack[-1].point
                start = game.clone()
                start.state = state.clone()
                start.refresh()
                done = tuple(served.session.log[log_length:])
        currency = game.rules.currency
        if confirming and start is not None:
            d = Decision(seat, texts.CONFIRM(), (Option("keep", texts.KEEP()), Option("undo", texts.UNDO())))
            said = confirm_hint(start, done, d, keep="keep", undo="undo")
        elif decision is not None and decision.player == seat:
            said = hint_line(game, decision, start=start, done=done)
        else:
            said = texts.NO_HINT()
        option = said.params.get("id") if said.key.startswith("cli.hint") else None
        return {"hint": render(said, lang, currency), "option": option if isinstance(option, str) else None}

    return JSONResponse(await run_in_threadpool(suggest))


async def events(request: Request) -> Response:
    """Server-sent events: ``changed`` with the new version after every change of the game (no
    private data, so no token), and a comment now and then to keep the connection open."""
    served = await run_in_threadpool(_game, request)
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[int] = asyncio.Queue()

    def listener(version: int) -> None:
        loop.call_soon_threadsafe(queue.put_nowait, version)

    with served.lock:
        served.listeners.append(listener)
        first = served.version

    async def stream() -> AsyncIterator[str]:
        try:
            yield f"event: changed\ndata: {json.dumps({'version': first})}\n\n"
            while True:
                try:
                    version = await asyncio.wait_for(queue.get(), KEEP_ALIVE)
                except TimeoutError:
                    yield ": keep-alive\n\n"
                    continue
                yield f"event: changed\ndata: {json.dumps({'version': version})}\n\n"
        finally:
            with served.lock:
                if listener in served.listeners:
                    served.listeners.remove(listener)

    return StreamingResponse(stream(), media_type="text/event-stream",
                             headers={"cache-control": "no-store", "x-accel-buffering": "no"})


routes: list[Route] = [
    Route("/api/page", page, methods=["GET"]),
    Route("/api/titles", titles, methods=["GET"]),
    Route("/api/games", list_games, methods=["GET"]),
    Route("/api/games", new_game, methods=["POST"]),
    Route("/api/g/{game}/view", view, methods=["GET"]),
    Route("/api/g/{game}/move", move, methods=["POST"]),
    Route("/api/g/{game}/keep", keep, methods=["POST"]),
    Route("/api/g/{game}/undo", undo, methods=["POST"]),
    Route("/api/g/{game}/hint", hint, methods=["GET"]),
    Route("/api/g/{game}/events", events, methods=["GET"]),
]

__all__ = ["Games", "error_response", "lang_of", "routes", "title_list", "variants_of"]
