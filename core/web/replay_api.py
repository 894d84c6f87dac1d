"""A saved game of the served folder replayed step by step in the browser (docs/web.md).

``GET /replay/{id}`` and ``GET /replay/{id}/{step}`` serve the page; ``GET /api/replay/{id}/{step}``
answers one step: the board, the log lines of that step and its caption. Steps are counted
from 1 (the game's start) as ``brass replay --html`` counts them, one per finished action.

Everything comes from the public (spectator) view, drawn by the same code as the HTML replay
(:func:`brass.core.picture.replay_page.frames_of`): no seat's hand is in any step. An action
still in progress at the end of the log is not shown (its steps could name what its player
chose). The steps of a game are worked out once per version of its file and language and
kept for a few games.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from brass.core.model.errors import BrassError
from brass.core.web import texts
from brass.core.web.game_api import games_of, lang_of
from brass.core.web.learn_session import learn_words
from brass.core.web.store import WebError, file_stamp, valid_id
from brass.core.web.views import Say, languages_named, page_words

#: how many games' steps are kept (each holds one board layer per step)
KEPT = 4


class Replay:
    """One saved game's steps from the spectator's view: the static board and, per step, its
    dynamic layer, log lines and decision number."""

    def __init__(self, static: str, frames: list[dict[str, Any]], title: str, title_name: str, currency: str) -> None:
        self.static = static
        self.frames = frames
        self.title = title
        self.title_name = title_name
        self.currency = currency


_lock = threading.Lock()
_kept: OrderedDict[tuple[str, tuple[int, int, int], str], Replay] = OrderedDict()


def load_replay(folder: Any, game_id: str, lang: str) -> Replay:
    """The steps of ``<folder>/<game_id>.toml`` (404 for an id that is not a game's)."""
    from brass.core.files.session import Session, read_save
    from brass.core.picture.replay_page import frames_of
    from brass.core.play.view import SPECTATOR

    if not valid_id(game_id):
        raise WebError(404, "no_game", texts.NO_GAME(game=game_id[:80]))
    path = folder / f"{game_id}.toml"
    stamp = file_stamp(path)
    if stamp is None or not path.is_file():
        raise WebError(404, "no_game", texts.NO_GAME(game=game_id))
    key = (str(path), stamp, lang)
    with _lock:
        found = _kept.get(key)
        if found is not None:
            _kept.move_to_end(key)
            return found
        try:
            data = read_save(path)
            Session.from_dict(data, path.name)  # the whole save is checked before anything is shown
            session = Session.start_of(data, path.name)
            static, frames = frames_of(session, list(data["log"]), SPECTATOR, lang)
        except BrassError as exc:
            raise WebError(422, "damaged", texts.DAMAGED(detail=exc.message)) from None
        game = session.game
        if game.state.frame is not None and len(frames) > 1:
            frames.pop()  # an action in progress: its player's choices so far stay unseen
        found = Replay(static, frames, game.rules.id, game.rules.info.name, game.rules.currency)
        _kept[key] = found
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
        return found


def step_view(replay: Replay, game_id: str, step: int, lang: str) -> dict[str, Any]:
    """The JSON of step ``step`` (1-based)."""
    from brass.core.picture.replay_page import STEP_LABEL

    say = Say(lang, replay.currency)
    frame = replay.frames[step - 1]
    steps = len(replay.frames)
    return {"game": game_id, "title": replay.title, "title_name": replay.title_name, "lang": lang,
            "step": step, "steps": steps, "decision": frame["decision"],
            "board": f'{replay.static}<g id="dynamic">{frame["svg"]}</g></svg>',
            "log": list(frame["log"]),
            "caption": say(STEP_LABEL(step=step, steps=steps, decision=frame["decision"])),
            "heading": say(texts.REPLAY_HEADING(title=replay.title_name, game=game_id)),
            "messages": {**page_words(say), **learn_words(say)}, "langs": languages_named()}


# -- routes -------------------------------------------------------------------------------------
async def replay_page(request: Request) -> Response:
    from brass.core.web.app import page

    game_id = request.path_params["game"]
    if not valid_id(game_id) or not (games_of(request).store.folder / f"{game_id}.toml").is_file():
        raise WebError(404, "no_game", texts.NO_GAME(game=game_id[:80]))
    return page("replay.html")


async def replay_step(request: Request) -> Response:
    game_id = request.path_params["game"]
    raw = request.path_params["step"]
    lang = lang_of(request)
    folder = games_of(request).store.folder

    def look() -> dict[str, Any]:
        replay = load_replay(folder, game_id, lang)
        steps = len(replay.frames)
        step = int(raw) if raw.isascii() and raw.isdigit() and len(raw) < 10 else 0
        if not 1 <= step <= steps:
            raise WebError(404, "no_step", texts.NO_STEP(step=raw[:20], steps=steps))
        return step_view(replay, game_id, step, lang)

    return JSONResponse(await run_in_threadpool(look))


routes: list[Route] = [
    Route("/replay/{game}", replay_page, methods=["GET"]),
    Route("/replay/{game}/{step}", replay_page, methods=["GET"]),
    Route("/api/replay/{game}/{step}", replay_step, methods=["GET"]),
]

__all__ = ["KEPT", "Replay", "load_replay", "routes", "step_view"]
