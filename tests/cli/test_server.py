"""``brass server``: commands forwarded to a running server print, exit and save exactly as
they do without it, and every doubt (no server, a dead one, changed code, another
installation, an unsafe folder) makes the command run as usual."""
from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from brass.core.cli import forward, server

#: ``brass`` as ``python -c``; it writes which path ran the command to $BRASS_TEST_MARK: "served"
#: when this process never imported the engine (the server ran it), else "here"
PROGRAM = """
import atexit, os, sys
def mark():
    with open(os.environ["BRASS_TEST_MARK"], "w") as fh:
        fh.write("here" if "brass.core.play.engine" in sys.modules else "served")
atexit.register(mark)
from brass.core.cli import main
main()
"""


def brass(tmp: Path, *args: str, env: dict[str, str], mark: str = "mark") -> tuple[subprocess.CompletedProcess[str], str]:
    """Run ``brass ARGS`` in ``tmp`` (the same folder for the server and its clients: ``python -c``
    imports from its working folder, which is part of an installation); the result and the mark."""
    marker = tmp / mark
    result = subprocess.run([sys.executable, "-c", PROGRAM, *args], cwd=tmp, capture_output=True, text=True,
                            env={**env, "BRASS_TEST_MARK": str(marker)}, timeout=120)
    return result, marker.read_text() if marker.exists() else ""


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, str]]]:
    """A running server of its own (folder, environment for its clients), stopped at the end.
    Its clients start no server of their own (``manual``): a command of another installation
    would otherwise leave one behind."""
    tmp = tmp_path_factory.mktemp("served")
    env = {k: v for k, v in os.environ.items() if k not in (forward.SERVER_ENV, "BRASS_LANG")}
    env.update({forward.SERVER_DIR_ENV: str(tmp / "srv"), "BRASS_CACHE_DIR": str(tmp / "cache"), "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8", forward.SERVER_ENV: "manual"})
    r, _ = brass(tmp, "server", "start", env=env)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("The brass server runs (process ")
    try:
        yield tmp, env
    finally:
        r, _ = brass(tmp, "server", "stop", env=env)
        assert r.stdout.startswith("The brass server (process ")


@pytest.fixture(scope="module")
def save(served: tuple[Path, dict[str, str]]) -> Path:
    tmp, env = served
    r, mark = brass(tmp, "new", "birmingham", "--players", "3", "--seed", "4", "--output", "game.toml", env=env)
    assert r.returncode == 0, r.stderr
    assert mark == "here"  # `new` is not served
    return tmp / "game.toml"


def both(tmp: Path, env: dict[str, str], *args: str) -> tuple[subprocess.CompletedProcess[str],
                                                                subprocess.CompletedProcess[str]]:
    """``brass ARGS`` through the server and without it (checking which ran it)."""
    through, mark = brass(tmp, *args, env=env)
    assert mark == "served", (args, through.stderr)
    plain, mark = brass(tmp, *args, env={**env, forward.SERVER_ENV: "off"})
    assert mark == "here"
    return through, plain


@pytest.mark.parametrize("args", [
    ("options", "game.toml"),
    ("options", "game.toml", "--json"),
    ("options", "game.toml", "--as", "2"),
    ("options", "game.toml", "--lang", "th"),
    ("show", "game.toml"),
    ("show", "game.toml", "--as", "1", "--lang", "th"),
    ("options", "missing.toml"),
    ("options", "game.toml", "--as", "9"),
    ("choose", "game.toml", "no-such-option"),
    ("options", "game.toml", "--frobnicate"),
    ("show", "--help"),
], ids=lambda a: " ".join(a))
def test_a_served_command_prints_and_exits_as_without_the_server(
        served: tuple[Path, dict[str, str]], save: Path, args: tuple[str, ...]) -> None:
    tmp, env = served
    before = save.read_bytes()
    through, plain = both(tmp, env, *args)
    assert (through.returncode, through.stdout, through.stderr) == (plain.returncode, plain.stdout, plain.stderr)
    assert through.stdout or through.stderr
    assert save.read_bytes() == before


def test_thai_from_the_environment(served: tuple[Path, dict[str, str]], save: Path) -> None:
    tmp, env = served
    through, plain = both(tmp, {**env, "BRASS_LANG": "th"}, "options", "game.toml")
    assert through.stdout == plain.stdout
    assert "ต้องตัดสินใจ" in through.stdout  # "decides", in Thai


def test_choose_saves_the_same_file_as_without_the_server(served: tuple[Path, dict[str, str]], save: Path) -> None:
    tmp, env = served
    for name in ("a.toml", "b.toml"):
        (tmp / name).write_bytes(save.read_bytes())
    options = json.loads(brass(tmp, "options", "a.toml", "--json", env=env)[0].stdout)["options"]
    chosen = [options[0]["id"], "1"]  # an id, then a number as `brass options` lists it
    through, mark = brass(tmp, "choose", "a.toml", *chosen, env=env)
    assert mark == "served"
    plain, mark = brass(tmp, "choose", "b.toml", *chosen, env={**env, forward.SERVER_ENV: "off"})
    assert mark == "here"
    assert (through.returncode, through.stderr) == (0, "")
    assert through.stdout.replace("a.toml", "b.toml") == plain.stdout == "Applied 2 options; saved b.toml.\n"
    assert (tmp / "a.toml").read_bytes() == (tmp / "b.toml").read_bytes() != save.read_bytes()
    replay, _ = brass(tmp, "replay", "a.toml", "--verify", env=env)
    assert replay.returncode == 0, replay.stderr


def test_a_file_written_follows_the_clients_umask(served: tuple[Path, dict[str, str]], save: Path) -> None:
    tmp, env = served
    target = tmp / "private.toml"
    target.write_bytes(save.read_bytes())
    target.chmod(0o600)
    code = f"import os; os.umask(0o077); exec({PROGRAM!r})"
    r = subprocess.run([sys.executable, "-c", code, "choose", "private.toml", "1"], cwd=tmp, capture_output=True,
                       text=True, env={**env, "BRASS_TEST_MARK": str(tmp / "umask-mark")}, timeout=120)
    assert r.returncode == 0, r.stderr
    assert (tmp / "umask-mark").read_text() == "served"
    assert target.stat().st_mode & 0o777 == 0o600


def test_status_names_the_server(served: tuple[Path, dict[str, str]]) -> None:
    tmp, env = served
    r, _ = brass(tmp, "server", "status", env=env)
    assert r.returncode == 0
    assert r.stdout.startswith("The brass server runs (process ")
    assert str(tmp / "srv") in r.stdout
    again, _ = brass(tmp, "server", "start", env=env)  # one runs already: nothing new starts
    assert again.returncode == 0
    assert again.stdout.split(";")[0] == r.stdout.split(",")[0]


def test_commands_the_server_does_not_serve_run_here(served: tuple[Path, dict[str, str]], save: Path) -> None:
    tmp, env = served
    r, mark = brass(tmp, "replay", "game.toml", env=env)
    assert (r.returncode, mark) == (0, "here")


def test_another_working_folder_is_another_installation(served: tuple[Path, dict[str, str]], save: Path) -> None:
    """``python -c`` imports from its working folder first: a client elsewhere runs the command itself."""
    tmp, env = served
    other = tmp / "elsewhere"
    other.mkdir(exist_ok=True)
    r, mark = brass(other, "options", str(save), env=env)
    assert (r.returncode, mark) == (0, "here")


# -- without a (usable) server ----------------------------------------------------------------
def test_no_server_runs_the_command_here(tmp_path: Path) -> None:
    """With ``BRASS_SERVER=manual`` a command runs here and starts no server."""
    env = {**os.environ, forward.SERVER_DIR_ENV: str(tmp_path / "srv"), "BRASS_CACHE_DIR": str(tmp_path / "c"),
           forward.SERVER_ENV: "manual"}
    r, mark = brass(tmp_path, "options", "missing.toml", env=env)
    assert (r.returncode, mark) == (1, "here")
    assert r.stderr == "Error: missing.toml: file not found.\n"
    status, _ = brass(tmp_path, "server", "status", env=env)
    assert (status.returncode, status.stdout) == (1, "No brass server runs for this installation.\n")
    stop, _ = brass(tmp_path, "server", "stop", env=env)
    assert (stop.returncode, stop.stdout) == (0, "No brass server runs for this installation.\n")


def test_a_dead_servers_socket_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "srv"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv(forward.SERVER_DIR_ENV, str(folder))
    monkeypatch.setenv(forward.SERVER_ENV, "manual")
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(forward.socket_path())  # bound, never listening: as a killed server leaves it
    dead.close()
    assert Path(forward.socket_path()).exists()
    assert forward.forward(["options", "game.toml"]) is None


def _sockets(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.sock")) if folder.exists() else []


def _wait(until: Any, seconds: float = 60.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until():
            return True
        time.sleep(0.1)
    return bool(until())


def test_a_command_starts_a_server_for_the_next(tmp_path: Path) -> None:
    """With no server running, a served command runs here and starts one in the background;
    the next command is served.  ``brass server start`` replaces such a server (which stops
    when idle) by one that runs until stopped."""
    folder = tmp_path / "srv"
    env = {k: v for k, v in os.environ.items() if k != forward.SERVER_ENV}
    env.update({forward.SERVER_DIR_ENV: str(folder), "BRASS_CACHE_DIR": str(tmp_path / "c"), "LANG": "C.UTF-8",
                forward.IDLE_ENV: "120"})
    try:
        r, mark = brass(tmp_path, "options", "missing.toml", env=env)
        assert (r.returncode, mark, r.stderr) == (1, "here", "Error: missing.toml: file not found.\n")
        assert _wait(lambda: len(_sockets(folder)) == 1 and server.call(str(_sockets(folder)[0]), server.PING))
        sock = str(_sockets(folder)[0])
        assert server.call(sock, server.PING)["idle"] == 120.0
        assert not Path(sock + ".starting").exists()  # (the server removes its starter's mark)
        r, mark = brass(tmp_path, "options", "missing.toml", env=env)
        assert (r.returncode, mark, r.stderr) == (1, "served", "Error: missing.toml: file not found.\n")
        started, _ = brass(tmp_path, "server", "start", env=env)
        assert started.returncode == 0, started.stderr
        assert server.call(sock, server.PING)["idle"] == 0.0
    finally:
        brass(tmp_path, "server", "stop", env=env)


def test_a_server_a_command_started_stops_when_idle(tmp_path: Path) -> None:
    folder = tmp_path / "srv"
    env = {k: v for k, v in os.environ.items() if k != forward.SERVER_ENV}
    env.update({forward.SERVER_DIR_ENV: str(folder), "BRASS_CACHE_DIR": str(tmp_path / "c"), forward.IDLE_ENV: "2"})
    try:
        brass(tmp_path, "show", "missing.toml", env=env)
        assert _wait(lambda: len(_sockets(folder)) == 1)
        assert _wait(lambda: not _sockets(folder))  # two seconds without a command: it stopped
    finally:
        brass(tmp_path, "server", "stop", env=env)


def test_one_command_at_a_time_starts_a_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """While a server a command started is loading (its mark beside the socket is younger than
    ``START_GRACE``), other commands start none; an unsafe folder gets none either."""
    spawned: list[list[str]] = []
    monkeypatch.setattr(os, "posix_spawn", lambda path, argv, env, **kw: spawned.append(argv) or 1)
    folder = tmp_path / "srv"
    path = str(folder / "cli-x.sock")
    assert forward.start_in_background(path, idle=5.0)
    assert folder.stat().st_mode & 0o777 == 0o700
    assert spawned[0][1:3] == ["-c", forward.SERVER_PROGRAM] and spawned[0][3:] == [path, repr(sys.path), "5.0"]
    assert not forward.start_in_background(path)
    os.utime(path + ".starting", (time.time() - forward.START_GRACE - 1,) * 2)
    assert forward.start_in_background(path)
    assert len(spawned) == 2
    unsafe = tmp_path / "open"
    unsafe.mkdir()
    unsafe.chmod(0o777)
    assert not forward.start_in_background(str(unsafe / "cli-x.sock"))
    assert len(spawned) == 2


def test_how_long_a_started_server_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    for value, seconds in (("", 900.0), ("30", 30.0), ("0", 900.0), ("-5", 900.0), ("soon", 900.0), ("inf", 900.0)):
        monkeypatch.setenv(forward.IDLE_ENV, value)
        assert forward.idle_seconds() == seconds
    for value, starts in (("", True), ("on", True), ("manual", False), ("off", False)):
        monkeypatch.setenv(forward.SERVER_ENV, value)
        assert forward.starts_servers() is starts


def test_a_folder_others_may_write_to_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "srv"
    folder.mkdir()
    folder.chmod(0o777)
    assert not forward.private_dir(str(folder))
    folder.chmod(0o700)
    assert forward.private_dir(str(folder))
    assert not forward.private_dir(str(tmp_path / "missing"))
    link = tmp_path / "link"
    link.symlink_to(folder)
    assert not forward.private_dir(str(link))


def test_forwarding_is_off_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    for value in ("off", "0", "no", "OFF"):
        monkeypatch.setenv(forward.SERVER_ENV, value)
        assert not forward.enabled()
    monkeypatch.setenv(forward.SERVER_ENV, "on")
    assert forward.enabled()
    assert forward.command_of(["--lang", "th", "options"]) is None
    assert forward.command_of(["options", "x.toml"]) == "options"
    assert forward.forward(["play", "birmingham"]) is None  # never served (it asks the terminal)


# -- the server's decisions, one connection at a time -------------------------------------------
def ask(request: dict[str, object], started: dict[str, object], watched: tuple[list[str], list[str]],
        fds: bool = True) -> tuple[bool, bytes]:
    """``server.answer`` on one request (over a socket pair); what it returned and sent."""
    client, end = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with client, end:
        forward.send_message(client, request, fds=[0, 1, 2] if fds else None)
        keep = server.answer(end, started, watched, forward.installation())
        end.close()  # as the server does after answering
        client.settimeout(1)
        try:
            return keep, client.recv(256)
        except ConnectionResetError:  # hung up on an unread request: as good as no answer
            return keep, b""


def command_request(*args: str) -> dict[str, object]:
    return forward.request(list(args))


def test_the_server_declines_and_stops_when_its_code_changed(tmp_path: Path) -> None:
    module = tmp_path / "rules.py"
    module.write_text("X = 1\n")
    data = tmp_path / "data"
    data.mkdir()
    (data / "map.toml").write_text("a = 1\n")
    watched = ([str(module)], [str(data)])
    started = server.fingerprint(*watched)
    assert server.fingerprint(*watched) == started
    (data / "map.toml").write_text("a = 22\n")  # a data file edited
    assert ask(command_request("options", "game.toml"), started, watched) == (False, b"")  # no answer: stop
    assert ask({"op": server.PING}, started, watched, fds=False) == (False, b"")
    (data / "map.toml").write_text("a = 1\n")
    os.utime(data / "map.toml", ns=(0, 0))
    started = server.fingerprint(*watched)
    (data / "new.toml").write_text("")  # a file added
    assert server.fingerprint(*watched) != started
    (data / "new.toml").unlink()
    assert server.fingerprint(*watched) == started
    module.write_text("X = 2\n")  # a module edited (same size: its time differs)
    os.utime(module, ns=(1, 1))
    assert server.fingerprint(*watched) != started


def test_the_server_declines_other_installations_and_strange_requests(tmp_path: Path) -> None:
    watched: tuple[list[str], list[str]] = ([], [str(tmp_path)])
    started = server.fingerprint(*watched)
    other = command_request("options", "game.toml")
    other["installation"] = ["/another/python"]
    assert ask(other, started, watched) == (True, forward.DECLINED)
    assert ask(command_request("play", "birmingham"), started, watched) == (True, forward.DECLINED)
    assert ask(command_request("options", "game.toml"), started, watched, fds=False) == (True, forward.DECLINED)
    assert ask({"args": "options"}, started, watched) == (True, forward.DECLINED)
    keep, reply = ask({"op": server.PING}, started, watched, fds=False)
    assert keep and forward.decode(reply[4:]) == {"pid": os.getpid(), "idle": 0.0}
    keep, reply = ask({"op": server.STOP}, started, watched, fds=False)
    assert not keep and forward.decode(reply[4:]) == {"pid": os.getpid()}


def fake_server(folder: Path, reply: bytes) -> "threading.Thread":
    """A server at this installation's socket that answers one command with ``reply`` and hangs up."""
    import threading

    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(forward.socket_path())
    listener.listen(1)

    def serve_one() -> None:
        with listener:
            conn, _ = listener.accept()
            with conn:
                _, fds = server._receive(conn)  # all of it: hanging up on unread bytes resets the connection
                for fd in fds:
                    os.close(fd)
                conn.sendall(reply)

    thread = threading.Thread(target=serve_one, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize("reply", [forward.DECLINED, b"", b"?"], ids=["declined", "hung up", "nonsense"])
def test_a_server_that_does_not_begin_leaves_the_command_here(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reply: bytes) -> None:
    folder = tmp_path / "srv"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv(forward.SERVER_DIR_ENV, str(folder))
    monkeypatch.delenv(forward.SERVER_ENV, raising=False)
    thread = fake_server(folder, reply)
    assert forward.forward(["options", "game.toml"]) is None
    thread.join(5)


@pytest.mark.parametrize("lang, expected", [
    ("en", "The brass server stopped before the command finished; check the game with “brass options” "
           "before running the command again.\n"),
    ("th", "เซิร์ฟเวอร์ brass หยุดก่อนที่คำสั่งจะเสร็จ ให้ตรวจเกมด้วย “brass options” ก่อนสั่งคำสั่งนั้นอีกครั้ง\n"),
])
def test_a_server_that_began_and_vanished_is_reported(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lang: str,
        expected: str) -> None:
    """The command may have run (a save written): it is not run again, and the player is told."""
    folder = tmp_path / "srv"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv(forward.SERVER_DIR_ENV, str(folder))
    monkeypatch.setenv("BRASS_LANG", lang)
    monkeypatch.delenv(forward.SERVER_ENV, raising=False)
    thread = fake_server(folder, forward.STARTED + os.getpid().to_bytes(4, "big") + b"X\x00")
    assert forward.forward(["choose", "game.toml", "build"]) == 1
    thread.join(5)
    assert capsys.readouterr().err == expected


@pytest.mark.parametrize("body", [b"__import__('os').system('false')", b"{'a': [1, 2", b"\xff\xfe", b"[" * 100000,
                                  b"9" * 5000])
def test_a_request_is_only_ever_read_as_literals(body: bytes) -> None:
    with pytest.raises(ValueError):
        forward.decode(body)


def test_requests_read_back_as_sent() -> None:
    data = forward.request(["choose", "g\udcff.toml", "build"])
    assert forward.decode(repr(data).encode("utf-8", "surrogateescape")) == data


def test_without_fork_nothing_is_forwarded_and_no_server_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    from .helpers import error_line, run

    monkeypatch.delattr(os, "fork")
    monkeypatch.delenv(forward.SERVER_ENV, raising=False)
    assert forward.forward(["options", "game.toml"]) is None
    r = run("server", "start", expect=1)
    assert error_line(r) == "Error: The brass server needs a Unix system (Linux, macOS); here commands always run by themselves."


def as_at_a_terminal() -> None:
    """(In a test's child process) Ctrl-C at its default, as in a terminal: a test run started in
    a script's background inherits it ignored."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


def waiting_for_lock(path: Path, timeout: float = 120) -> None:
    """Wait until a process waits for the lock on ``path`` (``/proc/locks`` marks waiters "->")."""
    import time

    inode = f":{path.stat().st_ino} "
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with open("/proc/locks", encoding="ascii") as fh:
            if any("->" in line and inode in line for line in fh):
                return
        time.sleep(0.05)
    raise AssertionError("nobody waits for the lock")


@pytest.mark.skipif(not Path("/proc/locks").exists(), reason="needs Linux's /proc/locks")
def test_ctrl_c_stops_a_served_command_as_it_stops_a_plain_one(served: tuple[Path, dict[str, str]],
                                                                save: Path) -> None:
    """A choose waiting for the save's lock (another command writes it) is interrupted: "Aborted!",
    exit code 1, nothing saved, with or without the server."""
    import fcntl
    import signal

    tmp, env = served
    target = tmp / "locked.toml"
    target.write_bytes(save.read_bytes())
    results = []
    for mode in ("on", "off"):
        with open(target, "rb") as held:
            fcntl.flock(held, fcntl.LOCK_EX)
            proc = subprocess.Popen([sys.executable, "-c", PROGRAM, "choose", "locked.toml", "1"], cwd=tmp,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    preexec_fn=as_at_a_terminal,
                                    env={**env, forward.SERVER_ENV: mode, "BRASS_TEST_MARK": str(tmp / f"c-{mode}")})
            waiting_for_lock(target)
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=60)
        results.append((proc.returncode, out, err, (tmp / f"c-{mode}").read_text()))
    assert results[0][:3] == results[1][:3] == (1, "", "\nAborted!\n")
    assert [r[3] for r in results] == ["served", "here"]
    assert target.read_bytes() == save.read_bytes()


def test_ctrl_c_before_the_served_process_is_known_is_passed_on_when_it_is() -> None:
    """Ctrl-C that comes after the server began the command but before its process id reached
    the client (a busy machine) is not lost: it is sent as soon as the id arrives, and one that
    comes later is sent at once. (Raised in the client instead, it left the command running,
    holding the terminal's output open.)"""
    import signal

    for early in (True, False):
        child = subprocess.Popen([sys.executable, "-c", "import time\ntry:\n    print('ready', flush=True)\n"
                                  "    time.sleep(60)\nexcept KeyboardInterrupt:\n    raise SystemExit(7)"],
                                 stdout=subprocess.PIPE, text=True, preexec_fn=as_at_a_terminal)
        assert child.stdout is not None and child.stdout.readline() == "ready\n"  # (its Ctrl-C handler in place)
        interrupt = forward._Interrupt()
        if early:
            interrupt.handle(signal.SIGINT, None)
            assert child.poll() is None  # nothing to send it to yet
            interrupt.started(child.pid)
        else:
            interrupt.started(child.pid)
            assert child.poll() is None
            interrupt.handle(signal.SIGINT, None)
        assert child.wait(timeout=30) == 7
        child.stdout.close()


def test_ctrl_c_before_the_server_began_stops_the_command_here() -> None:
    """When the server declines after Ctrl-C came (the command will not run there), the
    interrupt stops the command in the client, as without the server."""
    import signal

    interrupt = forward._Interrupt()
    assert interrupt.unless_run_here() is None
    interrupt.handle(signal.SIGINT, None)
    with pytest.raises(KeyboardInterrupt):
        interrupt.unless_run_here()
