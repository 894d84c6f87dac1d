"""``brass serve``: play, learn and watch in the browser (extra ``brass[web]``; docs/web.md).

It serves the games saved in a folder (or the folder of one GAME.toml, whose seats' links it
prints), on 127.0.0.1 unless ``--host`` says otherwise, and then says who can reach it.
"""
from __future__ import annotations

import ipaddress
import socket
import sys
from pathlib import Path

import click

from brass.core.cli.common import Output, UserError, lang_option
from brass.core.model.errors import BrassError
from brass.core.play.engine import player_name
from brass.core.web import texts


def _listen(out: Output, host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port`` (0: a free port), or a one-line error."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        raise UserError(out, texts.BIND_FAILED(host=host, port=port, detail=exc.strerror or str(exc))) from None
    return sock


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address.split("%")[0]).is_loopback
    except ValueError:
        return False


def _where(out: Output, target: str) -> tuple[Path, str | None]:
    """The folder served and the game named (a GAME.toml), or a one-line error."""
    from brass.core.web.store import valid_id

    path = Path(target)
    if path.is_dir():
        return path, None
    if path.suffix == ".toml" and path.is_file():
        if not valid_id(path.stem):
            raise UserError(out, texts.BAD_GAME_NAME(path=target))
        return path.parent, path.stem
    raise UserError(out, texts.NOT_A_GAME(path=target))


@click.command("serve")
@click.argument("target", metavar="[GAME.toml|FOLDER]", default=".")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (another than 127.0.0.1 lets other computers in).")
@click.option("--port", type=click.IntRange(0, 65535), default=0, help="Port [default: a free one].")
@lang_option
def serve_cmd(target: str, host: str, port: int, lang: str) -> None:
    """Play, learn and watch in the browser: serve the games of FOLDER (or GAME.toml) over HTTP."""
    out = Output(lang)
    try:
        import uvicorn

        from brass.core.web.app import create_app
        from brass.core.web.store import WebError
    except ModuleNotFoundError as exc:
        if exc.name is not None and exc.name.split(".")[0] in ("starlette", "uvicorn", "anyio"):
            raise UserError(out, texts.NO_WEB()) from None
        raise
    folder, game_id = _where(out, target)
    app = create_app(folder, lang)
    games = app.state.games
    served = None
    if game_id is not None:
        try:
            served = games.store.get(game_id)
        except WebError as exc:
            raise UserError(out, exc.message) from None
        except BrassError as exc:
            raise UserError(out, exc.message) from None
    sock = _listen(out, host, port)
    bound, port = sock.getsockname()[:2]
    shown = f"[{bound}]" if ":" in str(bound) else str(bound)
    url = f"http://{shown}:{port}/"
    out.echo(texts.SERVING(folder=str(folder.resolve()), url=url))
    if served is not None:
        for seat, token in sorted(served.tokens.items()):
            out.echo(texts.SEAT_LINK(player=player_name(seat), url=f"{url}play/{served.id}#seat={seat}&t={token}"))
        out.echo(texts.WATCH_LINK(url=f"{url}play/{served.id}"))
        games.kick(served)
    unspecified = str(bound) in ("0.0.0.0", "::")
    out.echo(texts.LOOPBACK_ONLY() if _loopback(str(bound)) else
             texts.OPEN_ALL(port=port) if unspecified else texts.OPEN_TO(host=host, port=port))
    sys.stdout.flush()  # the links are read before the server's first request (also through a pipe)
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off", timeout_graceful_shutdown=2,
                            timeout_keep_alive=75)  # (a browser's idle connection is not cut while it reuses it)
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        games.close()


__all__ = ["serve_cmd"]
