"""The client side of the optional ``brass server``: hand a command to a running server.

A ``brass`` process spends most of its time starting (Python, click, the engine's classes, the
rules); a server that already holds them answers ``brass options``, ``choose`` and ``show`` in a
few milliseconds (see :mod:`brass.core.cli.server`).  This module is what every ``brass`` command
runs first, so it imports only the standard library's socket tools, and costs one ``stat`` when
no server runs.  Nothing here starts a server: only ``brass server start`` does.

The command runs in a process forked from the server with this process's terminal, working
folder, environment, umask, resource limits and nice level, so it prints, exits and writes files
exactly as it would here.  Anything unexpected before the server has begun the command (no
server, a stale socket, the server's code no longer matching the files installed, limits it
cannot take on) makes the caller run the command itself: the server is only ever a shortcut.
While the command runs, this process stays connected: Ctrl-C, SIGTERM and SIGHUP are passed on,
and when this process dies the server's process stops before it writes anything.
``BRASS_SERVER=off`` turns forwarding off.
"""
from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing)

if TYPE_CHECKING:
    import _socket

#: the environment variable that turns forwarding off ("off", "0", "no" or "false")
SERVER_ENV = "BRASS_SERVER"
#: the environment variable naming the folder of the server's socket (tests, several users...)
SERVER_DIR_ENV = "BRASS_SERVER_DIR"
#: commands a server answers: quick ones that never ask the terminal anything
SERVED = frozenset({"options", "choose", "show"})
#: bytes the server sends: the command began (its process id and exit code follow), or "run it
#: yourself", or the command ended (its exit code follows)
STARTED, DECLINED, EXITED = b"S", b"D", b"X"
#: the largest request or reply, in bytes
MAX_MESSAGE = 1 << 20
#: the signals passed on to the server's process running the command (Ctrl-C, kill, a closed terminal)
PASSED_ON = ("SIGINT", "SIGTERM", "SIGHUP")


def server_dir() -> str:
    """The folder of the server's socket: ``$BRASS_SERVER_DIR``, else ``$XDG_RUNTIME_DIR/brass``,
    else ``brass-UID`` in the temporary folder."""
    given = os.environ.get(SERVER_DIR_ENV, "").strip()
    if given:
        return given
    runtime = os.environ.get("XDG_RUNTIME_DIR", "").strip()
    if runtime:
        return os.path.join(runtime, "brass")
    import tempfile

    return os.path.join(tempfile.gettempdir(), f"brass-{os.getuid()}")


def import_path() -> list[str]:
    """``sys.path`` with each entry that names something here made absolute (``""``, the working
    folder of ``python -c``, included); entries that name no file, such as an editable install's
    path hook (``__editable__...__path_hook__``), stay as they are: they mean the same anywhere."""
    return [p if os.path.isabs(p) or (p and not os.path.exists(p)) else os.path.abspath(p) for p in sys.path]


def installation_key() -> str:
    """A short name for this installation (two checksums, as hex) that names its server: the
    interpreter, the environment and where brass's core is; the same from any folder, with any
    flags and for any version of brass installed there (a newer one reaches the older server,
    which sees its code changed and stops)."""
    import zlib

    core = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    whole = "\0".join([os.path.realpath(sys.executable), sys.prefix, core]).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(whole):08x}{zlib.adler32(whole):08x}"


def installation() -> list[str]:
    """What a server must share with a client to run its command: the installation's key, the
    interpreter's flags that change what code does (``-O``, ``-X utf8``...; not
    ``dont_write_bytecode``) and the :func:`import_path`.  The server checks all of it and
    declines a client that differs (which then runs the command itself)."""
    flags = repr(sys.flags).replace("dont_write_bytecode=1", "dont_write_bytecode=0")
    return [installation_key(), flags, *import_path()]


def socket_path() -> str:
    """Where the server for this installation listens."""
    return os.path.join(server_dir(), f"cli-{installation_key()}.sock")


def private_dir(folder: str) -> bool:
    """``folder`` is a real folder of this user that nobody else may write to (a socket in a
    folder another user controls could be theirs)."""
    import stat

    try:
        st = os.lstat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o022


def command_of(args: list[str]) -> str | None:
    """The command name of a ``brass`` command line (None when an option comes first)."""
    return args[0] if args and not args[0].startswith("-") else None


def enabled() -> bool:
    return os.environ.get(SERVER_ENV, "").strip().lower() not in ("off", "0", "no", "false")


def forward(args: list[str]) -> int | None:
    """Run ``brass ARGS`` in a running server; its exit code, or None when this process must run
    it (no server, a command the server does not serve, or the server declined before starting)."""
    if command_of(args) not in SERVED or not enabled() or not hasattr(os, "fork"):
        return None  # (no server on a system without fork and Unix sockets)
    path = socket_path()
    if not os.path.exists(path) or not private_dir(os.path.dirname(path)):
        return None
    import _socket  # (not the socket module, whose enums cost a command more than it saves)

    try:
        conn = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    except OSError:
        return None
    # Ctrl-C, kill and a closed terminal reach this process only: they are passed on to the
    # server's process running the command, whenever they come (also before that process's id
    # has arrived), instead of stopping this one and leaving the command running
    signals = _Signals()
    reply, started = b"", False
    try:
        try:
            conn.settimeout(5)
            conn.connect(path)
            send_message(conn, request(args), fds=[0, 1, 2])
            started = conn.recv(1) == STARTED
        except OSError:
            pass  # no server (a stale socket), or it went away first
        if started:
            # the command may take its time (a lock held by another command); this connection
            # stays open while it runs: the server's process stops when it closes
            conn.settimeout(None)
            try:
                signals.started(int.from_bytes(read_exactly(conn, 4), "big"))
                reply = read_exactly(conn, 5)
            except (OSError, EOFError):
                pass
    finally:
        signals.restore()
        conn.close()
    signals.redeliver(served=started)  # (as if they had come to this process)
    if not started:
        return None
    if len(reply) != 5 or reply[:1] != EXITED:
        return lost()
    return int.from_bytes(reply[1:], "big", signed=True)


class _Signals:
    """The signals of :data:`PASSED_ON` while a command is forwarded: each is remembered and, once
    the server's process running the command is known, passed on to it (a handler that returns
    lets the socket reads resume).  A signal this process ignores (as a script's background
    command ignores Ctrl-C) stays ignored; None: a handler set outside Python, left alone."""

    def __init__(self) -> None:
        import _signal  # (not the signal module, whose enums cost a command more than it saves)

        self.pid: int | None = None
        self.received: list[int] = []
        self.previous: dict[int, object] = {}
        for name in PASSED_ON:
            number = getattr(_signal, name, None)
            if number is None:
                continue
            previous = _signal.getsignal(number)
            if previous is None or previous == _signal.SIG_IGN:
                continue
            try:
                _signal.signal(number, self.handle)
            except ValueError:  # (not the main thread: signals are not this thread's to catch)
                return
            self.previous[number] = previous

    def handle(self, signum: int, frame: object) -> None:
        self.received.append(signum)
        if self.pid is not None:
            self._send(signum)

    def started(self, pid: int) -> None:
        self.pid = pid
        for signum in self.received:
            self._send(signum)

    def _send(self, signum: int) -> None:
        try:
            os.kill(self.pid, signum)  # type: ignore[arg-type]
        except OSError:
            pass  # (it has just ended)

    def restore(self) -> None:
        import _signal

        for number, previous in self.previous.items():
            _signal.signal(number, previous)

    def redeliver(self, served: bool) -> None:
        """Give this process the signals it received, now its own handlers are back: all of
        them when it runs the command itself (Ctrl-C stops it here), and SIGTERM and SIGHUP when
        the server ran it (they were meant to end this process, once the command has stopped)."""
        import _signal

        for signum in dict.fromkeys(self.received):
            if not served or signum != _signal.SIGINT:
                os.kill(os.getpid(), signum)


def request(args: list[str]) -> dict[str, object]:
    """What the server needs to run ``args`` as this process would: also the resource limits,
    the nice level and (Linux) the control groups it must run under."""
    umask = os.umask(0)
    os.umask(umask)
    return {
        "args": args, "installation": installation(), "cwd": os.getcwd(), "env": dict(os.environ), "umask": umask,
        "streams": [[s.encoding, s.errors] if s is not None else None for s in (sys.stdin, sys.stdout, sys.stderr)],
        "limits": limits(), "nice": os.getpriority(os.PRIO_PROCESS, 0), "cgroup": cgroup(),
    }


def limits() -> dict[str, list[int]]:
    """This process's resource limits (soft, hard), by name (``RLIMIT_AS``...)."""
    import resource

    return {name: list(resource.getrlimit(getattr(resource, name))) for name in dir(resource)
            if name.startswith("RLIMIT_")}


def cgroup() -> str | None:
    """This process's control groups (Linux's ``/proc/self/cgroup``; None elsewhere)."""
    try:
        with open("/proc/self/cgroup", encoding="utf-8", errors="surrogateescape") as fh:
            return fh.read()
    except OSError:
        return None


def send_message(conn: _socket.socket, data: object, fds: list[int] | None = None) -> None:
    """Send ``data`` (strings, numbers, lists and dicts of them) as a length-prefixed Python
    literal (``repr``: no import, unlike JSON; read back with :func:`decode`), with the
    descriptors ``fds`` passed along (a Unix socket's ``SCM_RIGHTS``, as
    :func:`socket.send_fds` sends them)."""
    body = repr(data).encode("utf-8", "surrogateescape")
    framed = len(body).to_bytes(4, "big") + body
    if fds:
        import _socket

        rights = b"".join(fd.to_bytes(4, sys.byteorder, signed=True) for fd in fds)  # C ints
        sent = conn.sendmsg([framed], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, rights)])
        framed = framed[sent:]
    if framed:  # (sending nothing to a server that already answered and hung up would fail)
        conn.sendall(framed)


def decode(body: bytes) -> object:
    """What :func:`send_message` sent (literals only: nothing in it runs; ValueError otherwise)."""
    import ast

    try:
        return ast.literal_eval(body.decode("utf-8", "surrogateescape"))
    except (SyntaxError, MemoryError, RecursionError, TypeError) as exc:
        raise ValueError(str(exc)) from None


def read_exactly(conn: _socket.socket, size: int) -> bytes:
    """``size`` bytes from ``conn`` (EOFError when it closes first)."""
    chunks: list[bytes] = []
    while size:
        chunk = conn.recv(min(size, 65536))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def lost() -> int:
    """The server began the command but did not say how it ended (it was killed): say so."""
    try:
        from brass.core.cli.common import SERVER_LOST, Output, language_from_env

        sys.stderr.write(Output(language_from_env()).text(SERVER_LOST()) + "\n")
    except Exception:  # noqa: BLE001 - the message is a courtesy; the exit code says it
        pass
    return 1
