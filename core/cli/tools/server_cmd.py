"""``brass server``: start, stop or ask after the optional background process that answers
``brass options``, ``choose`` and ``show`` at once (see :mod:`brass.core.cli.server`)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from typing import Any

import click

from brass.core.cli.common import Output, UserError, lang_option
from brass.core.i18n.messages import text

PID = "{pid}: the server's process id, a number"
SERVER_STARTED = text("cli.server_started", "The brass server runs (process {pid}); options, choose and show "
                      "now answer through it. Stop it with “brass server stop”.", note=PID)
SERVER_RUNNING = text("cli.server_running", "The brass server runs (process {pid}), listening at {path}.",
                      note=PID + "; {path}: the server's socket file; never translated")
SERVER_NOT_RUNNING = text("cli.server_not_running", "No brass server runs for this installation.")
SERVER_STOPPED = text("cli.server_stopped", "The brass server (process {pid}) stopped.", note=PID)
SERVER_NO_START = text("cli.server_no_start", "The brass server did not start (waited up to {seconds} seconds).")
SERVER_NOT_HERE = text("cli.server_not_here", "The brass server needs a Unix system (Linux, macOS); here commands "
                       "always run by themselves.")
SERVER_OFF = text("cli.server_off", "BRASS_SERVER is “{value}”: commands do not use the server.",
                  note="{value}: the value of the environment variable BRASS_SERVER, as the user set it")

#: how long ``brass server start`` waits for the new server to answer
START_SECONDS = 30


@click.group("server")
@lang_option
def server_group(lang: str) -> None:
    """Keep brass loaded in a background process, so options, choose and show answer at once.

    No command starts a server by itself. While one runs (until "brass server stop"), options,
    choose and show hand their work to it; worth it for a script that issues many commands. It
    stops by itself when brass's code, data or installed titles change. BRASS_SERVER=off: the
    commands run by themselves even while a server runs.
    """


@server_group.command("start")
@lang_option
def start_cmd(lang: str) -> None:
    """Start a server that runs until stopped (nothing happens if one runs)."""
    from brass.core.cli.forward import import_path
    from brass.core.cli.server import PING, SERVER_PROGRAM, call

    out = Output(lang)
    if not hasattr(os, "fork"):
        raise UserError(out, SERVER_NOT_HERE())
    path, running = _ask(PING)
    if running is None:
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        # with this command's import path: the server's installation is this command's
        proc = subprocess.Popen([sys.executable, "-c", SERVER_PROGRAM, path, repr(import_path())],
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        deadline = time.monotonic() + START_SECONDS
        while running is None and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.05)
            running = call(path, PING) if os.path.exists(path) else None
        if running is None:
            running = call(path, PING)  # (another start may have won the race)
        if running is None:
            raise UserError(out, SERVER_NO_START(seconds=START_SECONDS))
    out.echo(SERVER_STARTED(pid=running.get("pid")))
    _warn_if_off(out)


@server_group.command("stop")
@lang_option
def stop_cmd(lang: str) -> None:
    """Stop the server (commands then run as usual)."""
    from brass.core.cli.server import STOP

    stopped = _ask(STOP)[1]
    Output(lang).echo(SERVER_NOT_RUNNING() if stopped is None else SERVER_STOPPED(pid=stopped.get("pid")))


@server_group.command("status")
@lang_option
def status_cmd(lang: str) -> None:
    """Say whether the server runs; exit code 0 if it does, 1 if not."""
    from brass.core.cli.server import PING

    out = Output(lang)
    path, running = _ask(PING)
    if running is None:
        out.echo(SERVER_NOT_RUNNING())
        click.get_current_context().exit(1)
    out.echo(SERVER_RUNNING(pid=running.get("pid"), path=path))
    _warn_if_off(out)


def _ask(op: str) -> tuple[str, dict[str, Any] | None]:
    """The socket of this installation's server, and its reply to ``op`` (None: no server)."""
    from brass.core.cli.forward import socket_path
    from brass.core.cli.server import call

    path = socket_path()
    return path, call(path, op)


def _warn_if_off(out: Output) -> None:
    from brass.core.cli.forward import SERVER_ENV, enabled

    if not enabled():
        out.echo(SERVER_OFF(value=os.environ.get(SERVER_ENV, "")), err=True)
