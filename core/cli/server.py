"""The optional ``brass server``: a process that keeps brass loaded and runs quick commands for
``brass`` (see :mod:`brass.core.cli.forward`, the client side, and ``brass server --help``).

Why: a ``brass options`` or ``brass choose`` spends about 100 ms starting (Python, click, the
engine's classes, the title's rules) for a few milliseconds of game.  The server starts once,
loads every installed title's rules and the message catalogs, and for each command *forks*: the
child has everything loaded, takes the client's terminal (its file descriptors, passed over the
socket), working folder, environment and umask, runs the ordinary command code and reports the
exit code.  A fork per command means nothing one command does is seen by the next, a crash
ends only that command, and two commands on one save take the save's lock as they would
without the server.

The server answers only while it runs the code installed: before each command it compares the
size and time of every module it imported, of every file in brass's and the titles' packages
(data, catalogs) and of the installed distributions with what they were when it started.  When
anything changed it hangs up without an answer (the client runs the command itself) and stops,
whatever was asked: a server of older code may not even read what a newer client sends.

The socket lies in a folder only this user can write to, and the server serves only clients of
its own user (``SO_PEERCRED``).  One server per installation: a lock file beside the socket.
"""
from __future__ import annotations

import gc
import io
import os
import signal
import socket
import sys
import time
import traceback
from typing import Any

from brass.core.cli.forward import (
    DECLINED,
    EXITED,
    MAX_MESSAGE,
    SERVED,
    SERVER_PROGRAM,
    STARTED,
    decode,
    read_exactly,
    send_message,
)

#: the ``op`` of a request that is not a command: ask the server's process id, or stop it
PING, STOP = "ping", "stop"

#: how long a starting server waits for the lock of one stopping (its code changed)
LOCK_SECONDS = 10.0

#: descriptors of the server itself (its socket, its lock) that a forked command closes
_own_fds: list[int] = []


# -- what the server watches ----------------------------------------------------------------
def package_folders() -> list[str]:
    """The folders of brass's packages and of the installed titles (code, data, catalogs)."""
    from importlib import import_module

    from brass.core.hooks.entry_points import installed_titles

    names = ["brass.core", "brass.plugins", "brass.locales"]
    names += [ep.value.split(":")[0].strip().split(".")[0] for ep in installed_titles().values()]
    folders: set[str] = set()
    for name in names:
        try:
            module = import_module(name)
        except Exception:  # noqa: BLE001 - a broken title is the commands' business, not the watch's
            continue
        folders.update(os.path.realpath(p) for p in getattr(module, "__path__", ()))
    return sorted(folders)


def module_files(folders: list[str]) -> list[str]:
    """The files of the modules imported now, but for the standard library's (which changes only
    with the interpreter, another installation) and those in ``folders`` (walked anyway)."""
    stdlib = os.path.join(os.path.dirname(os.path.realpath(os.__file__)), "")
    inside = tuple(os.path.join(folder, "") for folder in folders)
    found = {os.path.realpath(path) for module in list(sys.modules.values())
             if isinstance(path := getattr(module, "__file__", None), str)}
    return sorted(path for path in found if not path.startswith(inside) and not (
        path.startswith(stdlib) and not path[len(stdlib):].startswith(("site-packages", "dist-packages"))))


def fingerprint(modules: list[str], folders: list[str]) -> dict[str, Any]:
    """Size and time of each file in ``modules`` and of every file in ``folders`` (compiled
    bytecode aside), and the installed distributions' entry points."""
    from brass.core.hooks.entry_points import fingerprint as installed

    files = {path: _stat(path) for path in modules}
    for folder in folders:
        _walk(folder, files)
    return {"files": files, "installed": installed()}


def _walk(folder: str, files: dict[str, tuple[int, int] | None]) -> None:
    try:
        entries = list(os.scandir(folder))
    except OSError:
        files[folder] = None
        return
    for entry in entries:
        try:
            if entry.is_dir(follow_symlinks=False):
                if entry.name != "__pycache__":
                    _walk(entry.path, files)
            elif not entry.name.endswith(".pyc"):
                st = entry.stat()
                files[entry.path] = (st.st_mtime_ns, st.st_size)
        except OSError:
            files[entry.path] = None


def _stat(path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


# -- starting -------------------------------------------------------------------------------
def warm_up() -> None:
    """Load what the served commands use, by running each on a new game of every installed
    title in every language (output discarded): the modules, the rules for each player count,
    the seals' code digests, the catalogs, and whatever a command's first run sets up."""
    import contextlib
    import tempfile

    from brass.core.files.session import Session
    from brass.core.hooks.entry_points import installed_titles
    from brass.core.hooks.games import new_game
    from brass.core.i18n.catalogs import languages
    from brass.core.model.errors import BrassError

    with tempfile.TemporaryDirectory(prefix="brass-server-") as tmp, \
            contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for title in sorted(installed_titles()):
            try:
                counts = new_game(title, 2).rules.info.player_counts
            except (BrassError, ImportError):
                continue  # the commands will say what is wrong with it
            for players in counts:
                session = Session.new(title, players)
                save = os.path.join(tmp, f"{title}-{players}.toml")
                session.save(save)
                decision = session.game.decision()
                for lang in languages():
                    _run(["options", save, "--lang", lang])
                    _run(["show", save, "--lang", lang])
                if decision is not None:
                    _run(["choose", save, decision.options[0].id])


def serve(path: str, idle: float = 0.0) -> None:
    """Listen at ``path`` until stopped, until the code installed changes, or (``idle`` > 0) until
    ``idle`` seconds pass without a connection (a server that a command started by itself)."""
    import fcntl

    from brass.core.cli.forward import installation, private_dir

    folder = os.path.dirname(path)
    os.makedirs(folder, mode=0o700, exist_ok=True)
    if not private_dir(folder):
        return  # its clients would not trust it (see brass.core.cli.forward.private_dir)
    own = installation()
    lock = open(path + ".lock", "a+")  # noqa: SIM115 - held for the server's life
    deadline = time.monotonic() + LOCK_SECONDS
    while True:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except OSError:  # another server of this installation runs, starts, or stops (its code changed)
            if time.monotonic() > deadline:
                return
            time.sleep(0.05)
    warm_up()
    folders = package_folders()
    watched = module_files(folders), folders
    started = fingerprint(*watched)
    try:
        os.unlink(path)  # left by a server that was killed
    except FileNotFoundError:
        pass
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    os.chmod(path, 0o600)
    bound = os.stat(path).st_ino
    listener.listen(16)
    if idle > 0:
        listener.settimeout(idle)
    try:
        os.unlink(path + ".starting")  # (left by the command that started this server)
    except OSError:
        pass
    _own_fds[:] = [listener.fileno(), lock.fileno()]
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the system
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    gc.freeze()  # what is loaded now stays put: children share its memory pages
    try:
        while True:
            try:
                conn, _ = listener.accept()
            except TimeoutError:
                return  # nobody asked for ``idle`` seconds
            conn.settimeout(None)
            with conn:
                if not answer(conn, started, watched, own, idle):
                    return
    finally:
        try:
            if os.stat(path).st_ino == bound:  # (not a socket another server put there since)
                os.unlink(path)
        except OSError:
            pass
        listener.close()


def answer(conn: socket.socket, started: dict[str, Any], watched: tuple[list[str], list[str]],
           own: list[str], idle: float = 0.0) -> bool:
    """Handle one connection; False when the server must stop.  ``started`` is the
    :func:`fingerprint` of the ``watched`` modules and folders when the server started, ``own``
    its installation (which a command's client must share)."""
    fds: list[int] = []
    try:
        if fingerprint(*watched) != started:  # the code changed (perhaps what this server speaks):
            return False  # stop; a command's client, getting no answer, runs the command itself
        conn.settimeout(5)  # a client that says nothing must not hold the server
        if _peer_uid(conn) != os.getuid():
            return True
        body, fds = _receive(conn)
        req = decode(body)
        if not isinstance(req, dict):
            return True
        op = req.get("op")
        if op == PING:
            send_message(conn, {"pid": os.getpid(), "idle": idle})
            return True
        if op == STOP:
            send_message(conn, {"pid": os.getpid()})
            return False
        if len(fds) != 3 or not _is_command(req) or req.get("installation") != own:
            conn.sendall(DECLINED)
            return True
        if os.fork() == 0:
            run_forwarded(conn, req, fds)  # never returns
        return True
    except (OSError, ValueError, EOFError):
        return True
    finally:
        for fd in fds:
            os.close(fd)


def _peer_uid(conn: socket.socket) -> int:
    import struct

    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    return int(struct.unpack("3i", creds)[1])


def _receive(conn: socket.socket) -> tuple[bytes, list[int]]:
    """One request: its JSON bytes and the descriptors passed with it."""
    head, fds, _, _ = socket.recv_fds(conn, 65536, 3)
    if len(head) < 4:
        head += read_exactly(conn, 4 - len(head))
    size = int.from_bytes(head[:4], "big")
    if size > MAX_MESSAGE:
        raise ValueError("request too big")
    body = head[4:]
    if len(body) < size:
        body += read_exactly(conn, size - len(body))
    return body, list(fds)


def _is_command(req: dict[str, Any]) -> bool:
    args, env, streams = req.get("args"), req.get("env"), req.get("streams")
    return (isinstance(args, list) and all(isinstance(a, str) for a in args) and bool(args) and args[0] in SERVED
            and isinstance(req.get("cwd"), str) and type(req.get("umask")) is int
            and isinstance(env, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in env.items())
            and isinstance(streams, list) and len(streams) == 3)


def run_forwarded(conn: socket.socket, req: dict[str, Any], fds: list[int]) -> None:
    """In the forked child: become the client's process (or decline, if that fails: the client
    then runs the command itself), run the command, report its exit code."""
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        # Ctrl-C stops the command (the client passes it on), whatever the server inherited: a
        # server started by a command in a script's background would otherwise ignore it
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for fd in _own_fds:
            os.close(fd)
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        os.chdir(req["cwd"])
        os.umask(req["umask"])
        os.environ.clear()
        os.environ.update(req["env"])
        _streams(req["streams"])
        sys.argv = ["brass", *req["args"]]
        conn.sendall(STARTED + os.getpid().to_bytes(4, "big"))  # the client interrupts it by its id
    except BaseException:  # noqa: BLE001 - e.g. the client's working folder is gone
        try:
            conn.sendall(DECLINED)
        finally:
            os._exit(0)
    code = 1
    try:
        code = _run(req["args"])
    finally:
        try:
            conn.sendall(EXITED + int(code).to_bytes(4, "big", signed=True))
        finally:
            os._exit(0)


def _streams(streams: list[Any]) -> None:
    """``sys.stdin``/``stdout``/``stderr`` on the client's descriptors, with its encodings (a
    terminal's output is line-buffered, as Python does)."""
    made = []
    for fd, spec in enumerate(streams):
        encoding, errors = spec if isinstance(spec, list) and len(spec) == 2 else ("utf-8", "strict")
        if fd == 0:
            made.append(io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)), encoding=encoding,
                                         errors=errors))
            continue
        line = fd == 2 or os.isatty(fd)
        made.append(io.TextIOWrapper(io.BufferedWriter(io.FileIO(fd, "w", closefd=False)), encoding=encoding,
                                     errors=errors, line_buffering=line, write_through=fd == 2))
    sys.stdin, sys.stdout, sys.stderr = made


def _run(args: list[str]) -> int:
    """Run ``brass ARGS`` as the ``brass`` script does; its exit code."""
    from brass.core.cli.main import main

    try:
        main(args)
        code: Any = 0
    except SystemExit as exc:
        code = exc.code
    except BaseException:  # noqa: BLE001 - as Python reports an uncaught exception
        traceback.print_exc()
        code = 1
    if code is None:
        code = 0
    elif not isinstance(code, int):
        print(code, file=sys.stderr)
        code = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    return code


# -- talking to a server --------------------------------------------------------------------
def call(path: str, op: str, timeout: float = 5.0) -> dict[str, Any] | None:
    """Send ``op`` (:data:`PING` or :data:`STOP`) to the server at ``path``; its reply, or None
    when none answers."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
            conn.settimeout(timeout)
            conn.connect(path)
            send_message(conn, {"op": op})
            size = int.from_bytes(read_exactly(conn, 4), "big")
            reply = decode(read_exactly(conn, min(size, MAX_MESSAGE)))
    except (OSError, ValueError, EOFError):
        return None
    return reply if isinstance(reply, dict) else None


__all__ = ["PING", "STOP", "answer", "call", "fingerprint", "module_files", "package_folders", "serve", "SERVER_PROGRAM", "warm_up"]
