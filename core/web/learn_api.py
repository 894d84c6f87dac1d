"""The lessons of ``brass learn`` over HTTP (docs/web.md): the list per installed title, a lesson
started as a session in memory (:mod:`brass.core.web.learn_session`) and answered step by step.

Routes: ``GET /learn`` and ``GET /learn/{title}/{lesson}`` (the page), ``GET /api/learn`` (the
lessons), ``GET /api/learn/words`` (the page's words), ``POST /api/learn/{title}/{lesson}``
(start: the session token and the view), ``GET /api/learn/s/{session}`` (the view again),
``POST /api/learn/s/{session}/answer`` ``{"option"}`` and ``POST /api/learn/s/{session}/restart``.
Engine work runs in worker threads, each session under its own lock.
"""
from __future__ import annotations

import threading
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from brass.core.model.errors import BrassError
from brass.core.web import texts
from brass.core.web.game_api import lang_of
from brass.core.web.learn_session import LessonOver, LessonSession, Sessions, learn_words
from brass.core.web.security import field_str, read_json
from brass.core.web.store import WebError
from brass.core.web.views import Say, languages_named, page_words

_state_lock = threading.Lock()
#: the lessons of each title, read once (lesson files do not change under a running server)
_lessons: dict[str, list[Any]] = {}


def sessions_of(request: Request) -> Sessions:
    """The app's lesson sessions (made on first use)."""
    state = request.app.state
    with _state_lock:
        found = getattr(state, "lessons", None)
        if found is None:
            found = state.lessons = Sessions()
    return found


def lessons_of(title: str) -> list[Any]:
    """The title's lessons (validated; a title whose lessons do not load offers none)."""
    from brass.core.learn.lesson_file import title_lessons

    with _state_lock:
        found = _lessons.get(title)
    if found is None:
        try:
            found = title_lessons(title)
        except BrassError:
            found = []
        with _state_lock:
            _lessons[title] = found
    return found


def lesson_list(lang: str) -> list[dict[str, Any]]:
    """Every installed title that has lessons, with each lesson's id, name and kind."""
    from brass.core.cli.game.learn_text import kind_name
    from brass.core.hooks.titles import installed_titles, title_info

    say = Say(lang, "£")
    out = []
    for name in sorted(installed_titles()):
        lessons = lessons_of(name)
        if not lessons:
            continue
        out.append({"title": name, "name": title_info(name).name,
                    "lessons": [{"id": x.id, "name": say(x.name), "kind": x.kind, "kind_name": say(kind_name(x.kind)),
                                 "section": x.data.section} for x in lessons]})
    return out


def find_lesson(title: str, lesson_id: str) -> Any:
    """The lesson ``lesson_id`` of ``title``, or a 404 naming what is missing."""
    from brass.core.cli.game.learn import UNKNOWN_LESSON
    from brass.core.hooks.titles import installed_titles, title_info

    known = sorted(installed_titles())
    if title not in known:
        raise WebError(404, "no_title", texts.NO_TITLE(title=title[:40], known=", ".join(known)))
    lessons = lessons_of(title)
    found = next((x for x in lessons if x.id == lesson_id), None)
    if found is None:
        raise WebError(404, "no_lesson", UNKNOWN_LESSON(title=title_info(title).name, lesson=lesson_id[:60],
                                                        known=[x.id for x in lessons] or "-"))
    return found


def _session(request: Request) -> tuple[str, LessonSession]:
    token = request.path_params["session"]
    found = sessions_of(request).get(token)
    if found is None:
        raise WebError(404, "no_session", texts.NO_SESSION())
    return token, found


# -- routes -------------------------------------------------------------------------------------
async def learn_page(request: Request) -> Response:
    from brass.core.web.app import page

    return page("learn.html")


async def list_lessons(request: Request) -> Response:
    return JSONResponse(await run_in_threadpool(lesson_list, lang_of(request)))


async def words(request: Request) -> Response:
    say = Say(lang_of(request), "£")
    return JSONResponse({"messages": {**page_words(say), **learn_words(say)}, "langs": languages_named()})


async def start_lesson(request: Request) -> Response:
    """A new session at the lesson's start: its token and its view."""
    lang = lang_of(request)

    def begin() -> dict[str, Any]:
        lesson = find_lesson(request.path_params["title"], request.path_params["lesson"])
        try:
            session = LessonSession(lesson)
        except BrassError as exc:
            raise WebError(422, "bad_lesson", texts.LESSON_BROKEN(detail=exc.message)) from None
        token = sessions_of(request).add(session)
        with session.lock:
            return session.view(token, lang)

    return JSONResponse(await run_in_threadpool(begin), status_code=201)


async def show(request: Request) -> Response:
    lang = lang_of(request)

    def look() -> dict[str, Any]:
        token, session = _session(request)
        with session.lock:
            return session.view(token, lang)

    return JSONResponse(await run_in_threadpool(look))


async def answer(request: Request) -> Response:
    """One answer: 200 and the view, whose ``feedback`` says why a wrong choice changed nothing."""
    data = await read_json(request)
    option = field_str(data, "option")
    lang = lang_of(request)

    def act() -> dict[str, Any]:
        from brass.core.learn.runner import LESSON_OVER

        token, session = _session(request)
        with session.lock:
            try:
                session.answer(option)
            except LessonOver:
                raise WebError(409, "lesson_over", LESSON_OVER()) from None
            return session.view(token, lang)

    return JSONResponse(await run_in_threadpool(act))


async def restart(request: Request) -> Response:
    lang = lang_of(request)

    def again() -> dict[str, Any]:
        token, session = _session(request)
        with session.lock:
            session.restart()
            return session.view(token, lang)

    return JSONResponse(await run_in_threadpool(again))


routes: list[Route] = [
    Route("/learn", learn_page, methods=["GET"]),
    Route("/learn/{title}/{lesson}", learn_page, methods=["GET"]),
    Route("/api/learn", list_lessons, methods=["GET"]),
    Route("/api/learn/words", words, methods=["GET"]),
    Route("/api/learn/s/{session}", show, methods=["GET"]),
    Route("/api/learn/s/{session}/answer", answer, methods=["POST"]),
    Route("/api/learn/s/{session}/restart", restart, methods=["POST"]),
    Route("/api/learn/{title}/{lesson}", start_lesson, methods=["POST"]),
]

__all__ = ["find_lesson", "lesson_list", "routes", "sessions_of"]
