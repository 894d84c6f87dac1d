"""The client side of the optional ``brass server``: hand a command to a running server.

A ``brass`` process spends most of its time starting (Python, click, the engine's classes, the
rules); a server that already holds them answers ``brass options`` and ``brass choose`` in a few
milliseconds (see :mod:`brass.core.cli.server`).  This module is what every ``brass`` command
runs first, so it imports only the standard library's socket tools, and costs one ``stat`` when
no server runs.

The command runs in a process forked from the server with this process's terminal, working
folder, environment and umask, so it prints, exits and writes files exactly as it would here.
Anything unexpected before the server has begun the command (no server, a stale socket, the
server's code no longer matching the files installed) makes the caller run the command itself:
the server is only ever a shortcut.  ``BRASS_SERVER=off`` turns forwarding off.

When no server runs, a served command starts one in the background (:func:`start_in_background`)
and runs itself as usual: the next command finds it loaded.  A server started that way stops
after :data:`IDLE_SECONDS` without a command (``$BRASS_SERVER_IDLE``).  ``BRASS_SERVER=manual``
keeps forwarding to a server started by ``brass server start`` but never starts one.
"""
from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # (as typing.TYPE_CHECKING, without importing typing)

if TYPE_CHECKING:
    import _socket

#: the environment variable that turns forwarding off ("off", "0" or "no")
SERVER_ENV = "BRASS_SERVER"
#: the environment variable naming the folder of the server's socket (tests, several users...)
SERVER_DIR_ENV = "BRASS_SERVER_DIR"
#: the environment variable giving the idle seconds after which a server started by a command stops
IDLE_ENV = "BRASS_SERVER_IDLE"
#: how long a server started by a command waits for the next one before it stops (15 minutes)
IDLE_SECONDS = 900.0
#: a command that started a server leaves this file beside the socket: for this many seconds
#: (while that server loads) no other command starts one
START_GRACE = 30.0
#: what a server runs, detached, as ``python -c`` (argv: the socket, the import path as a Python
#: literal, the idle seconds: 0 for none)
SERVER_PROGRAM = """
import ast, sys
sys.path[:] = ast.literal_eval(sys.argv[2])
from brass.core.cli.server import serve
serve(sys.argv[1], float(sys.argv[3]))
"""
#: commands a server answers: quick ones that never ask the terminal anything
SERVED = frozenset({"options", "choose", "show"})
#: bytes the server sends: the command began (its process id and exit code follow), or "run it
#: yourself", or the command ended (its exit code follows)
STARTED, DECLINED, EXITED = b"S", b"D", b"X"
#: the largest request or reply, in bytes
MAX_MESSAGE = 1 << 20


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


def installation() -> list[str]:
    """What a server must share with its clients to run the same code: the interpreter, the
    environment, the interpreter's flags (``-O``, ``-X utf8``...), where brass's core is and the import path, as absolute folders (``""``, the
    working folder of ``python -c``, included): two checkouts or two environments never mix.
    The server checks all of it; the socket's name only tells installations apart."""
    core = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    return [os.path.realpath(sys.executable), sys.prefix, repr(sys.flags), core, *map(os.path.abspath, sys.path)]


def installation_key() -> str:
    """A short name for :func:`installation` (two checksums of it, as hex)."""
    import zlib

    whole = "\0".join(installation()).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(whole):08x}{zlib.adler32(whole):08x}"


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


def starts_servers() -> bool:
    """Whether a served command starts a server when none runs (not with ``BRASS_SERVER`` set to
    ``off`` or ``manual``)."""
    return enabled() and os.environ.get(SERVER_ENV, "").strip().lower() != "manual"


def idle_seconds() -> float:
    """``$BRASS_SERVER_IDLE`` when it is a positive number of seconds, else :data:`IDLE_SECONDS`."""
    try:
        value = float(os.environ.get(IDLE_ENV, ""))
    except ValueError:
        return IDLE_SECONDS
    return value if 0 < value < float("inf") else IDLE_SECONDS


def forward(args: list[str]) -> int | None:
    """Run ``brass ARGS`` in a running server; its exit code, or None when this process must run
    it (no server, a command the server does not serve, or the server declined before starting).
    With no server running, a served command starts one for the next (:func:`start_in_background`)."""
    if command_of(args) not in SERVED or not enabled() or not hasattr(os, "fork"):
        return None  # (no server on a system without fork and Unix sockets)
    path = socket_path()
    if not os.path.exists(path):
        if starts_servers():
            start_in_background(path)
        return None
    if not private_dir(os.path.dirname(path)):
        return None
    import _socket  # (not the socket module, whose enums cost a command more than it saves)

    try:
        conn = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    except OSError:
        return None
    import _signal  # (not the signal module, whose enums cost a command more than it saves)

    # Ctrl-C reaches this process only: it is passed on to the server's process running the
    # command, whenever it comes (also before that process's id has arrived), instead of
    # raising here and leaving the command running with this terminal
    interrupt = _Interrupt()
    # (a client that ignores Ctrl-C, as a script's background command does, keeps ignoring it;
    # None: a handler set outside Python, which could not be put back)
    previous = _signal.getsignal(_signal.SIGINT)
    caught = previous is not None and previous != _signal.SIG_IGN
    if caught:
        try:
            _signal.signal(_signal.SIGINT, interrupt.handle)
        except ValueError:  # (not the main thread: Ctrl-C is not this thread's to catch)
            caught = False
    try:
        try:
            conn.settimeout(5)
            conn.connect(path)
            send_message(conn, request(args), fds=[0, 1, 2])
            first = conn.recv(1)
        except OSError:
            if starts_servers():
                start_in_background(path)  # (a stale socket: its server was killed)
            return interrupt.unless_run_here()  # no server (a stale socket), or it went away first
        if first != STARTED:
            return interrupt.unless_run_here()
        conn.settimeout(None)  # the command may take its time (a lock held by another command)
        reply = b""
        try:
            interrupt.started(int.from_bytes(read_exactly(conn, 4), "big"))
            reply = read_exactly(conn, 5)
        except (OSError, EOFError):
            pass
    finally:
        if caught:
            _signal.signal(_signal.SIGINT, previous)
        conn.close()
    if len(reply) != 5 or reply[:1] != EXITED:
        return lost()
    return int.from_bytes(reply[1:], "big", signed=True)


class _Interrupt:
    """Ctrl-C while a command is forwarded: remembered until the server's process that runs the
    command is known, then passed on to it (a handler that returns lets the socket reads resume)."""

    def __init__(self) -> None:
        self.pid: int | None = None
        self.pending = False

    def handle(self, signum: int, frame: object) -> None:
        if self.pid is None:
            self.pending = True
        else:
            self._send()

    def started(self, pid: int) -> None:
        self.pid = pid
        if self.pending:
            self._send()

    def _send(self) -> None:
        import _signal

        try:
            os.kill(self.pid, _signal.SIGINT)  # type: ignore[arg-type]
        except OSError:
            pass  # (it has just ended)

    def unless_run_here(self) -> None:
        """None (this process runs the command), unless Ctrl-C came first: then it stops here."""
        if self.pending:
            raise KeyboardInterrupt
        return None


def start_in_background(path: str, idle: float | None = None) -> bool:
    """Start a server for this installation at ``path``, detached (its own session, no terminal),
    without waiting for it; False when none was started: the folder is not private, or another
    command started one less than :data:`START_GRACE` seconds ago (it is still loading; were two
    started, the second would wait for the first's lock and give up)."""
    folder = os.path.dirname(path)
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
    except OSError:
        return False
    if not private_dir(folder):
        return False
    import time

    marker = path + ".starting"
    try:
        if time.time() - os.stat(marker).st_mtime < START_GRACE:
            return False
    except OSError:
        pass
    try:
        with open(marker, "w"):
            pass
        devnull = os.devnull
        os.posix_spawn(
            sys.executable,
            [sys.executable, "-c", SERVER_PROGRAM, path, repr(sys.path),
             repr(idle_seconds() if idle is None else idle)],
            os.environ,
            file_actions=[(os.POSIX_SPAWN_OPEN, 0, devnull, os.O_RDONLY, 0),
                          (os.POSIX_SPAWN_OPEN, 1, devnull, os.O_WRONLY, 0),
                          (os.POSIX_SPAWN_OPEN, 2, devnull, os.O_WRONLY, 0)],
            setsid=True,
        )
    except (OSError, AttributeError, NotImplementedError):  # (no posix_spawn: no background server)
        return False
    return True


def request(args: list[str]) -> dict[str, object]:
    """What the server needs to run ``args`` as this process would."""
    umask = os.umask(0)
    os.umask(umask)
    return {
        "args": args, "installation": installation(), "cwd": os.getcwd(), "env": dict(os.environ), "umask": umask,
        "streams": [[s.encoding, s.errors] if s is not None else None for s in (sys.stdin, sys.stdout, sys.stderr)],
    }


def send_message(conn: "_socket.socket", data: object, fds: list[int] | None = None) -> None:
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


def read_exactly(conn: "_socket.socket", size: int) -> bytes:
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
