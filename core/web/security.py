"""What every response carries and what every request may send: security headers (a
Content-Security-Policy that lets no inline script run, no sniffing, no referrer, no framing)
and a bound on request bodies (4 KiB: a move is a few dozen bytes)."""
from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from brass.core.web import texts
from brass.core.web.store import WebError

#: the largest request body taken (bytes)
MAX_BODY = 4096

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]


class SecurityHeaders:
    """ASGI middleware: the security headers on every HTTP response, and no caching of the API's
    answers (a seat's view is private)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        api = scope.get("path", "").startswith("/api/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [h for h in message.get("headers", []) if h[0].lower() not in dict(HEADERS)]
                headers += HEADERS
                if api:
                    headers.append((b"cache-control", b"no-store"))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def read_json(request: Request) -> dict[str, Any]:
    """The request's body as a JSON object: 413 past :data:`MAX_BODY` (read no further), 400 when
    it is not a JSON object."""
    length = request.headers.get("content-length")
    if length is not None and (not length.isascii() or not length.isdigit() or int(length) > MAX_BODY):
        raise WebError(413, "too_big", texts.TOO_BIG(limit=MAX_BODY))
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise WebError(413, "too_big", texts.TOO_BIG(limit=MAX_BODY))
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise WebError(400, "bad_json", texts.BAD_JSON(detail=texts.NOT_JSON())) from None
    if not isinstance(data, dict):
        raise WebError(400, "bad_json", texts.BAD_JSON(detail=texts.NOT_JSON()))
    return data


def field_int(data: dict[str, Any], name: str, default: int | None = None) -> int:
    """A whole-number field (``default`` when absent, if given)."""
    value = data.get(name)
    if value is None and default is not None:
        return default
    if value is None:
        raise WebError(400, "bad_json", texts.BAD_JSON(detail=texts.FIELD_MISSING(field=name)))
    if isinstance(value, bool) or not isinstance(value, int):
        raise WebError(400, "bad_json", texts.BAD_JSON(detail=texts.FIELD_TYPE(field=name, kind=texts.KIND_INT())))
    return value


def field_str(data: dict[str, Any], name: str, default: str | None = None) -> str:
    value = data.get(name)
    if value is None and default is not None:
        return default
    if value is None:
        raise WebError(400, "bad_json", texts.BAD_JSON(detail=texts.FIELD_MISSING(field=name)))
    if not isinstance(value, str) or len(value) > 200:
        raise WebError(400, "bad_json", texts.BAD_JSON(detail=texts.FIELD_TYPE(field=name, kind=texts.KIND_STR())))
    return value


def field_seats(data: dict[str, Any], name: str) -> list[int]:
    value = data.get(name, [])
    if not isinstance(value, list) or any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        raise WebError(400, "bad_json", texts.BAD_JSON(detail=texts.FIELD_TYPE(field=name, kind=texts.KIND_SEATS())))
    return value


__all__ = ["CSP", "MAX_BODY", "SecurityHeaders", "field_int", "field_seats", "field_str", "read_json"]
