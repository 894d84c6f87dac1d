"""The optional ``brass server``: a process that keeps brass loaded and runs quick commands for
``brass`` (see :mod:`brass.core.cli.forward`, the client side, and ``brass server --help``).

Why: a ``brass options`` or ``brass choose`` spends about 100 ms starting (Python, click, the
engine's classes, the title's rules) for a few milliseconds of game; a script issuing many of
them spends most of its time starting.  The server starts once (only when asked: ``brass server
start``), loads every installed title's rules and the message catalogs, and *forks* at each
connection: the child reads the request (a silent client holds only it), takes the client's
terminal (its file descriptors, passed over the socket), working folder, environment, umask,
resource limits and nice level, runs the ordinary command code and reports the exit code.  A
fork per command means nothing one command does is seen by the next, a crash ends only that
command, and two commands on one save take the save's lock as they would without the server.
The child watches its connection: when the client dies, the child stops, and it checks once
more just before a file is committed (:data:`brass.core.files.atomic.before_commit`).

The server answers only while it runs the code installed: at each connection it compares the
size and time of every module it imported, of every file in brass's and the titles' packages
(data, catalogs) and of the installed distributions with what they were when it started.  When
anything changed it hangs up without an answer (the client runs the command itself) and stops,
whatever was asked: a server of older code may not even read what a newer client sends.

The socket lies in a folder only this user can write to, and the server serves only clients of
its own user and group (``SO_PEERCRED``).  One server per installation: a lock file beside the socket.
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
    STARTED,
    decode,
    read_exactly,
    send_message,
)

#: the ``op`` of a request that is not a command: ask the server's process id, or stop it
PING, STOP = "ping", "stop"

#: how long a starting server waits for the lock of one stopping (its code changed), and a
#: stopping one for its end
LOCK_SECONDS = 10.0
#: how long a connection's process waits for its request
READ_SECONDS = 5.0
#: what a server runs, detached, as ``python -c`` (argv: the socket, the import path as a
#: Python literal: :func:`brass.core.cli.forward.import_path` of the command that started it)
SERVER_PROGRAM = """
import ast, sys
sys.path[:] = ast.literal_eval(sys.argv[2])
from brass.core.cli.server import serve
serve(sys.argv[1])
"""

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


def serve(path: str) -> None:
    """Listen at ``path`` until stopped, or until the code installed changes."""
    import fcntl

    from brass.core.cli.forward import installation, private_dir

    folder = os.path.dirname(path)
    os.makedirs(folder, mode=0o700, exist_ok=True)
    if not private_dir(folder):
        return  # its clients would not trust it (see brass.core.cli.forward.private_dir)
    os.chdir("/")  # (the folder it was started in stays free; each command takes its client's)
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
    listener.listen(64)
    _own_fds[:] = [listener.fileno(), lock.fileno()]
    me = os.getpid()
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the system
    # (a child between its fork and its own handlers must not run the server's way out)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0) if os.getpid() == me else os._exit(1))
    gc.freeze()  # what is loaded now stays put: children share its memory pages
    try:
        while True:
            conn, _ = listener.accept()
            with conn:
                if fingerprint(*watched) != started:  # the code changed (perhaps what this server speaks):
                    return  # stop; a command's client, getting no answer, runs the command itself
                try:
                    child = os.fork()
                except OSError:  # (too many processes: the client runs the command itself)
                    continue
                if child == 0:
                    try:
                        answer(conn, own)
                    finally:
                        os._exit(0)
    finally:
        try:
            if os.stat(path).st_ino == bound:  # (not a socket another server put there since)
                os.unlink(path)
        except OSError:
            pass
        listener.close()


def answer(conn: socket.socket, own: list[str]) -> None:
    """Handle one connection, in a process of its own forked by the server: a ping, a stop, or
    a command of a client of this installation (``own``), which this process runs (see
    :func:`run_forwarded`), or declines."""
    fds: list[int] = []
    try:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        for fd in _own_fds:
            os.close(fd)
        conn.settimeout(READ_SECONDS)  # a client that says nothing holds only this process
        if _peer(conn) != (os.geteuid(), os.getegid()):
            return
        body, fds = _receive(conn)
        req = decode(body)
        if not isinstance(req, dict):
            return
        op = req.get("op")
        if op == PING:
            send_message(conn, {"pid": os.getppid()})
        elif op == STOP:
            send_message(conn, {"pid": _stop_server()})
        elif len(fds) != 3 or not _is_command(req) or req.get("installation") != own or not _adopt_limits(req):
            conn.sendall(DECLINED)
        else:
            run_forwarded(conn, req, fds)  # never returns
    except (OSError, ValueError, EOFError):
        return
    finally:
        for fd in fds:
            os.close(fd)


def _stop_server() -> int:
    """Stop the server that forked this process; its process id, once it has gone (its socket removed)."""
    server = os.getppid()
    os.kill(server, signal.SIGTERM)
    deadline = time.monotonic() + LOCK_SECONDS
    while os.getppid() == server and time.monotonic() < deadline:  # (an orphan gets another parent)
        time.sleep(0.01)
    return server


def _peer(conn: socket.socket) -> tuple[int, int]:
    """The (effective) user and group of the process at the other end."""
    import struct

    creds = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _, uid, gid = struct.unpack("3i", creds)
    return int(uid), int(gid)


def _receive(conn: socket.socket) -> tuple[bytes, list[int]]:
    """One request: its bytes and the descriptors passed with it."""
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
    args, env, streams, limits = req.get("args"), req.get("env"), req.get("streams"), req.get("limits")
    return (isinstance(args, list) and all(isinstance(a, str) for a in args) and bool(args) and args[0] in SERVED
            and isinstance(req.get("cwd"), str) and type(req.get("umask")) is int
            and isinstance(env, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in env.items())
            and isinstance(streams, list) and len(streams) == 3 and type(req.get("nice")) is int
            and isinstance(req.get("cgroup"), (str, type(None))) and isinstance(limits, dict)
            and all(isinstance(k, str) and isinstance(v, list) and len(v) == 2 and all(type(n) is int for n in v)
                    for k, v in limits.items()))


def _adopt_limits(req: dict[str, Any]) -> bool:
    """Take on the client's resource limits, nice level and control groups; False when this
    process cannot (a limit above the server's own, a nicer level, another control group): the
    client then runs the command under them itself."""
    import resource

    from brass.core.cli.forward import cgroup, limits

    own = limits()
    if set(req["limits"]) != set(own):
        return False
    try:
        for name, (soft, hard) in req["limits"].items():
            if own[name] != [soft, hard]:
                resource.setrlimit(getattr(resource, name), (soft, hard))
        if os.getpriority(os.PRIO_PROCESS, 0) != req["nice"]:
            os.setpriority(os.PRIO_PROCESS, 0, req["nice"])
        return cgroup() == req["cgroup"]
    except (OSError, ValueError):
        return False


class Abandoned(BaseException):
    """The client of a served command has gone: the command stops where it is, writing nothing."""


def client_gone(conn: socket.socket) -> bool:
    """Whether the client at the other end of ``conn`` has closed it (it sends nothing while
    its command runs: anything readable is its end)."""
    try:
        return conn.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def _watch(conn: socket.socket) -> None:
    """Stop this process as soon as its client goes (killed, its terminal closed): a blocking
    read in a thread of its own; and, in case the read wakes too late, refuse any file commit
    after the client has gone."""
    import threading

    from brass.core.files import atomic

    def check(target: object) -> None:
        if client_gone(conn):
            raise Abandoned

    def watch() -> None:
        try:
            conn.recv(1)
        except OSError:
            pass
        os.kill(os.getpid(), signal.SIGKILL)  # (whatever it is waiting for: a lock, a write...)

    atomic.before_commit.append(check)
    threading.Thread(target=watch, daemon=True).start()


def run_forwarded(conn: socket.socket, req: dict[str, Any], fds: list[int]) -> None:
    """In the connection's process: become the client's process (or decline, if that fails: the
    client then runs the command itself), run the command, report its exit code."""
    try:
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
        # Ctrl-C stops the command (the client passes it on), whatever the server inherited: a
        # server started in a script's background would otherwise ignore it
        signal.signal(signal.SIGINT, signal.default_int_handler)
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        os.chdir(req["cwd"])
        os.umask(req["umask"])
        os.environ.clear()
        os.environ.update(req["env"])
        _streams(req["streams"])
        sys.argv = ["brass", *req["args"]]
        conn.settimeout(None)
        _watch(conn)
        conn.sendall(STARTED + os.getpid().to_bytes(4, "big"))  # the client passes signals on by its id
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
    made: list[Any] = []  # the three TextIOWrappers, reading and writing
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
    from brass.core.cli.group import main

    try:
        main(args)
        code: Any = 0
    except SystemExit as exc:
        code = exc.code
    except Abandoned:
        os._exit(1)  # (nobody waits for it: its client has gone)
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


__all__ = ["Abandoned", "PING", "SERVER_PROGRAM", "STOP", "answer", "call", "client_gone", "fingerprint",
           "module_files", "package_folders", "serve", "warm_up"]
