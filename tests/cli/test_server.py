"""``brass server``: commands forwarded to a running server print, exit and save exactly as
they do without it, under the client's limits, never after the client has gone, and every doubt
(no server, a dead one, changed code, another installation, an unsafe folder) makes the command
run as usual.  Every server a test starts is stopped, even when the test fails."""
from __future__ import annotations

import ast
import contextlib
import fcntl
import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from brass.core.cli import forward, server
from brass.core.files import atomic

#: ``brass`` as a script file (its folder first on the import path, as the installed ``brass``
#: script's); it runs $BRASS_TEST_BEFORE first (limits, umask...), and writes which path ran the
#: command to $BRASS_TEST_MARK: "served" when this process never imported the engine (the server
#: ran it), else "here"
PROGRAM = """
import atexit, os, sys
exec(os.environ.get("BRASS_TEST_BEFORE", ""))
def mark():
    with open(os.environ["BRASS_TEST_MARK"], "w") as fh:
        fh.write("here" if "brass.core.play.engine" in sys.modules else "served")
atexit.register(mark)
from brass.core.cli import main
main()
"""


def brass_command(env: dict[str, str], *args: str) -> list[str]:
    return [sys.executable, env["BRASS_TEST_SCRIPT"], *args]


def brass(cwd: Path, *args: str, env: dict[str, str],
          mark: str = "mark") -> tuple[subprocess.CompletedProcess[str], str]:
    """Run ``brass ARGS`` (the script of ``env``) in ``cwd``; the result and the mark."""
    marker = cwd / mark
    marker.unlink(missing_ok=True)
    result = subprocess.run(brass_command(env, *args), check=False, cwd=cwd, capture_output=True, text=True,
                            env={**env, "BRASS_TEST_MARK": str(marker)}, timeout=120)
    return result, marker.read_text() if marker.exists() else ""


def environment(tmp: Path, **extra: str) -> dict[str, str]:
    """The environment of a test's commands: a server folder, a cache, the script of its own."""
    script = tmp / "bin" / "brass_test.py"
    script.parent.mkdir(exist_ok=True)
    script.write_text(PROGRAM)
    env = {k: v for k, v in os.environ.items() if k not in (forward.SERVER_ENV, "BRASS_LANG")}
    env.update({forward.SERVER_DIR_ENV: str(tmp / "srv"), "BRASS_CACHE_DIR": str(tmp / "cache"), "LANG": "C.UTF-8",
                "LC_ALL": "C.UTF-8", "BRASS_TEST_SCRIPT": str(script), **extra})
    return env


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True


def _wait(until: Any, seconds: float = 30.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until():
            return True
        time.sleep(0.05)
    return bool(until())


def start_server(tmp: Path, env: dict[str, str]) -> int:
    """``brass server start`` in ``tmp``; the server's process id."""
    r, _ = brass(tmp, "server", "start", env=env)
    assert r.returncode == 0, r.stderr
    found = re.match(r"The brass server runs \(process (\d+)\)", r.stdout)
    assert found, r.stdout
    return int(found.group(1))


def stop_servers(tmp: Path, env: dict[str, str], pids: list[int]) -> None:
    """``brass server stop``, then kill any of ``pids`` that still runs."""
    brass(tmp, "server", "stop", env=env)
    for pid in pids:
        if not _wait(lambda pid=pid: not alive(pid), 10):
            os.kill(pid, signal.SIGKILL)


@contextlib.contextmanager
def running_server(tmp: Path, env: dict[str, str]) -> Iterator[int]:
    """A server started with ``brass server start`` in ``tmp``; its process id.  Stopped at the
    end, killed if it does not stop, whatever happened."""
    pid = start_server(tmp, env)
    try:
        yield pid
    finally:
        stop_servers(tmp, env, [pid])


@pytest.fixture(scope="module")
def _module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, str], list[int]]]:
    """A folder and environment whose server the tests share; every server started for them is
    stopped at the end."""
    tmp = tmp_path_factory.mktemp("served")
    env = environment(tmp)
    pids = [start_server(tmp, env)]
    try:
        yield tmp, env, pids
    finally:
        stop_servers(tmp, env, pids)


@pytest.fixture
def served(_module_server: tuple[Path, dict[str, str], list[int]]) -> tuple[Path, dict[str, str]]:
    """A running server of its own (folder, environment for its clients): started again when it
    has stopped, as it does when brass's files change (someone editing the checkout)."""
    tmp, env, pids = _module_server
    if not any(server.call(str(sock), server.PING) for sock in (tmp / "srv").glob("*.sock")):
        pids.append(start_server(tmp, env))
    return tmp, env


@pytest.fixture(scope="module")
def save(_module_server: tuple[Path, dict[str, str], list[int]]) -> Path:
    tmp, env, _ = _module_server
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
], ids=" ".join)
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
    assert through.stdout.replace("a.toml", "b.toml") == plain.stdout
    assert plain.stdout.endswith("Applied 2 options; saved b.toml.\n")  # after what the action did, if anything
    assert (tmp / "a.toml").read_bytes() == (tmp / "b.toml").read_bytes() != save.read_bytes()
    replay, _ = brass(tmp, "replay", "a.toml", "--verify", env=env)
    assert replay.returncode == 0, replay.stderr


def test_a_file_written_follows_the_clients_umask(served: tuple[Path, dict[str, str]], save: Path) -> None:
    tmp, env = served
    target = tmp / "private.toml"
    target.write_bytes(save.read_bytes())
    target.chmod(0o600)
    r, mark = brass(tmp, "choose", "private.toml", "1", env={**env, "BRASS_TEST_BEFORE": "os.umask(0o077)"})
    assert (r.returncode, mark) == (0, "served"), r.stderr
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


def test_a_client_with_another_import_path_runs_the_command_itself(served: tuple[Path, dict[str, str]],
                                                                    save: Path) -> None:
    """``python -c`` imports from its working folder first: the server declines it."""
    tmp, env = served
    other = tmp / "elsewhere"
    other.mkdir(exist_ok=True)
    r = subprocess.run([sys.executable, "-c", PROGRAM, "options", str(save)], check=False, cwd=other,
                       capture_output=True, text=True, env={**env, "BRASS_TEST_MARK": str(other / "mark")}, timeout=120)
    assert (r.returncode, (other / "mark").read_text()) == (0, "here")


def test_one_server_whatever_the_folder_or_bytecode_setting(tmp_path: Path) -> None:
    """Five folders (the issue's repro): one socket, one server that serves them all; status and
    stop find it from any folder, with ``PYTHONDONTWRITEBYTECODE`` set or not.  (The import path's
    relative entries, such as an editable install's path hook, and the interpreter's bytecode
    flag made one server per folder and per setting.)"""
    env = environment(tmp_path)
    with running_server(tmp_path, env) as pid:
        for i, name in enumerate("abcde"):
            folder = tmp_path / name
            folder.mkdir()
            bytecode = {"PYTHONDONTWRITEBYTECODE": "1"} if i % 2 else {}
            here = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"} | bytecode
            r, mark = brass(folder, "new", "birmingham", "-p", "2", "-o", "g.toml", env=here)
            assert r.returncode == 0, r.stderr
            r, mark = brass(folder, "options", "g.toml", env=here)
            assert (r.returncode, mark) == (0, "served"), r.stderr
            status, _ = brass(folder, "server", "status", env=here)
            assert status.stdout.startswith(f"The brass server runs (process {pid}),"), status.stdout
        assert len(list((tmp_path / "srv").glob("*.sock"))) == 1
        flipped = "" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "1"
        stop, _ = brass(tmp_path / "e", "server", "stop", env={**env, "PYTHONDONTWRITEBYTECODE": flipped})
        assert stop.stdout == f"The brass server (process {pid}) stopped.\n"
        assert _wait(lambda: not alive(pid), 10)
        assert not list((tmp_path / "srv").glob("*.sock"))


def test_a_server_whose_code_changed_stops(tmp_path: Path) -> None:
    """A newer installation (here: a module the server loaded, edited) reaches the older server
    at the same socket; it declines, stops, and the command runs as usual."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text("VERSION = 1\n")
    env = environment(tmp_path, PYTHONPATH=os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")])))
    with running_server(tmp_path, env) as pid:
        r, mark = brass(tmp_path, "options", "missing.toml", env=env)
        assert (r.returncode, mark) == (1, "served")
        (site / "sitecustomize.py").write_text("VERSION = 22\n")
        r, mark = brass(tmp_path, "options", "missing.toml", env=env)
        assert (r.returncode, mark, r.stderr) == (1, "here", "Error: missing.toml: file not found.\n")
        assert _wait(lambda: not alive(pid), 10)
        assert not list((tmp_path / "srv").glob("*.sock"))
        status, _ = brass(tmp_path, "server", "status", env=env)
        assert (status.returncode, status.stdout) == (1, "No brass server runs for this installation.\n")


# -- without a (usable) server ----------------------------------------------------------------
def test_no_server_runs_the_command_here_and_starts_none(tmp_path: Path) -> None:
    """A command never starts a server (it used to start one in the background for the next)."""
    env = environment(tmp_path)
    r, mark = brass(tmp_path, "options", "missing.toml", env=env)
    assert (r.returncode, mark) == (1, "here")
    assert r.stderr == "Error: missing.toml: file not found.\n"
    time.sleep(1)
    assert not (tmp_path / "srv").exists() or not list((tmp_path / "srv").iterdir())
    status, _ = brass(tmp_path, "server", "status", env=env)
    assert (status.returncode, status.stdout) == (1, "No brass server runs for this installation.\n")
    stop, _ = brass(tmp_path, "server", "stop", env=env)
    assert (stop.returncode, stop.stdout) == (0, "No brass server runs for this installation.\n")


def test_a_dead_servers_socket_is_ignored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "srv"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv(forward.SERVER_DIR_ENV, str(folder))
    monkeypatch.delenv(forward.SERVER_ENV, raising=False)
    dead = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dead.bind(forward.socket_path())  # bound, never listening: as a killed server leaves it
    dead.close()
    assert Path(forward.socket_path()).exists()
    assert forward.forward(["options", "game.toml"]) is None


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


def test_the_key_names_the_installation_not_the_folder_flags_or_version(tmp_path: Path) -> None:
    """The socket's name is the same from any folder, with any bytecode setting and for any
    version (an editable install's path hook names it): a newer version reaches the older
    server, which sees its code changed and stops.  The installation a server compares keeps
    such relative entries that name nothing as they are, and makes ``python -c``'s working
    folder absolute."""
    code = ("import sys; sys.path.append(sys.argv[1]); sys.path.insert(0, '');"
            "from brass.core.cli import forward; print(repr([forward.socket_path(), forward.installation()]))")
    seen = []
    for folder, bytecode, version in ((tmp_path, "1", "9"), (tmp_path / "x", "", "10")):
        folder.mkdir(exist_ok=True)
        r = subprocess.run([sys.executable, "-c", code, f"__editable__.brass-{version}.finder.__path_hook__"],
                           cwd=folder, capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONDONTWRITEBYTECODE": bytecode})
        seen.append(ast.literal_eval(r.stdout))
    (first, whole_first), (second, whole_second) = seen
    assert first == second
    assert (whole_first[-1], whole_second[-1]) == ("__editable__.brass-9.finder.__path_hook__",
                                                   "__editable__.brass-10.finder.__path_hook__")
    assert str(tmp_path) in whole_first and str(tmp_path / "x") in whole_second
    assert whole_first[:2] == whole_second[:2]  # the key and the flags: the bytecode setting is not one


# -- the server's decisions, one connection at a time -------------------------------------------
def ask(request: dict[str, object], fds: bool = True) -> bytes:
    """``server.answer`` on one request (over a socket pair), as a connection's process runs it;
    what it sent."""
    client, end = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    term = signal.getsignal(signal.SIGTERM)
    with client, end:
        forward.send_message(client, request, fds=[0, 1, 2] if fds else None)
        try:
            server.answer(end, forward.installation())
        finally:
            signal.signal(signal.SIGTERM, term)
        end.close()  # as the process does when it ends
        client.settimeout(1)
        try:
            return client.recv(256)
        except ConnectionResetError:  # hung up on an unread request: as good as no answer
            return b""


def test_the_fingerprint_sees_code_and_data_change(tmp_path: Path) -> None:
    module = tmp_path / "rules.py"
    module.write_text("X = 1\n")
    data = tmp_path / "data"
    data.mkdir()
    (data / "map.toml").write_text("a = 1\n")
    watched = ([str(module)], [str(data)])
    started = server.fingerprint(*watched)
    assert server.fingerprint(*watched) == started
    (data / "map.toml").write_text("a = 22\n")  # a data file edited
    assert server.fingerprint(*watched) != started
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


def test_the_server_declines_other_installations_and_strange_requests() -> None:
    other = forward.request(["options", "game.toml"])
    other["installation"] = ["/another/python"]
    assert ask(other) == forward.DECLINED
    assert ask(forward.request(["play", "birmingham"])) == forward.DECLINED
    assert ask(forward.request(["options", "game.toml"]), fds=False) == forward.DECLINED
    assert ask({"args": "options"}) == forward.DECLINED
    no_limits = forward.request(["options", "game.toml"])
    del no_limits["limits"]
    assert ask(no_limits) == forward.DECLINED
    reply = ask({"op": server.PING}, fds=False)
    assert forward.decode(reply[4:]) == {"pid": os.getppid()}  # (the server is the process that forked it)


def test_a_client_in_another_control_group_runs_the_command_itself() -> None:
    elsewhere = forward.request(["options", "game.toml"])
    elsewhere["cgroup"] = "0::/brass-test/not-the-servers\n"
    assert ask(elsewhere) == forward.DECLINED


def test_a_client_gone_is_seen_and_stops_a_commit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Just before a save is committed, the served command checks its client is still there
    (:data:`atomic.before_commit`): once it has gone, the file keeps its bytes and no temporary
    file is left."""
    client, end = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    target = tmp_path / "game.toml"
    target.write_bytes(b"old")
    with end:
        def check(path: Path) -> None:
            if server.client_gone(end):
                raise server.Abandoned

        monkeypatch.setattr(atomic, "before_commit", [check])
        assert not server.client_gone(end)
        atomic.write_bytes(target, b"new")
        assert target.read_bytes() == b"new"
        client.close()
        assert server.client_gone(end)
        with pytest.raises(server.Abandoned):
            atomic.write_bytes(target, b"newer")
    assert target.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["game.toml"]


def test_a_silent_connection_holds_no_other_client(served: tuple[Path, dict[str, str]]) -> None:
    """Each connection has a process of its own: one that sends nothing (or half a request) does
    not keep the server from answering another (it used to, for 5 seconds)."""
    tmp, _env = served
    path = str(next((tmp / "srv").glob("*.sock")))
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as silent, \
            socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as half:
        silent.connect(path)
        half.connect(path)
        half.sendall(b"\x00\x00")
        time.sleep(0.2)
        start = time.monotonic()
        reply = server.call(path, server.PING)
        took = time.monotonic() - start
    assert reply is not None and took < 0.5, took


def fake_server(folder: Path, reply: bytes) -> threading.Thread:
    """A server at this installation's socket that answers one command with ``reply`` and hangs up."""

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
    ("en", ("The brass server stopped before the command finished; check the game with “brass options” "
            "before running the command again.\n")),
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


def test_without_fork_nothing_is_forwarded(monkeypatch: pytest.MonkeyPatch) -> None:
    from .helpers import error_line, run

    monkeypatch.delattr(os, "fork")
    monkeypatch.delenv(forward.SERVER_ENV, raising=False)
    assert forward.forward(["options", "game.toml"]) is None
    r = run("server", "start", expect=1)
    assert error_line(r) == ("Error: The brass server needs a Unix system (Linux, macOS); "
                             "here commands always run by themselves.")


# -- signals, a client that goes, the client's limits ------------------------------------------
def as_at_a_terminal() -> None:
    """(In a test's child process) Ctrl-C, SIGTERM and SIGHUP at their defaults, as in a terminal:
    a test run started in a script's background inherits some of them ignored."""
    for name in ("SIGINT", "SIGTERM", "SIGHUP"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)


def lock_waiter(path: Path, timeout: float = 120) -> int:
    """The process that waits for the lock on ``path`` (``/proc/locks`` marks waiters "->")."""
    inode = f":{path.stat().st_ino} "
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with open("/proc/locks", encoding="ascii") as fh:
            for line in fh:
                if "->" in line and inode in line:
                    return int(line.split("->", 1)[1].split()[3])
        time.sleep(0.05)
    raise AssertionError("nobody waits for the lock")


needs_proc_locks = pytest.mark.skipif(not Path("/proc/locks").exists(), reason="needs Linux's /proc/locks")


@contextlib.contextmanager
def choosing_while_locked(tmp: Path, env: dict[str, str], save: Path, name: str,
                          mode: str = "on") -> Iterator[tuple[subprocess.Popen[str], Path, int]]:
    """A ``brass choose`` on a copy of ``save`` that waits for the file's lock (held here, as
    another command writing it would): the client, the copy and the waiting process's id.  The
    lock is let go at the end; the client is killed if it still runs."""
    target = tmp / name
    target.write_bytes(save.read_bytes())
    with open(target, "rb") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        proc = subprocess.Popen(brass_command(env, "choose", name, "1"), cwd=tmp, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True,
                                preexec_fn=as_at_a_terminal,  # noqa: PLW1509 - only resets signals
                                env={**env, forward.SERVER_ENV: mode, "BRASS_TEST_MARK": str(tmp / f"{name}.mark")})
        try:
            yield proc, target, lock_waiter(target)
        except BaseException:
            proc.kill()
            raise
        finally:
            fcntl.flock(held, fcntl.LOCK_UN)
            if not proc.stdout.closed:  # type: ignore[union-attr]
                proc.communicate(timeout=60)


@needs_proc_locks
def test_ctrl_c_stops_a_served_command_as_it_stops_a_plain_one(served: tuple[Path, dict[str, str]],
                                                                save: Path) -> None:
    """A choose waiting for the save's lock (another command writes it) is interrupted: "Aborted!",
    exit code 1, nothing saved, with or without the server."""
    tmp, env = served
    results = []
    for mode in ("on", "off"):
        with choosing_while_locked(tmp, env, save, f"ctrl-c-{mode}.toml", mode) as (proc, target, waiter):
            assert (waiter != proc.pid) == (mode == "on")
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=60)
        results.append((proc.returncode, out, err, Path(f"{target}.mark").read_text()))
        assert target.read_bytes() == save.read_bytes()
    assert results[0][:3] == results[1][:3] == (1, "", "\nAborted!\n")
    assert [r[3] for r in results] == ["served", "here"]


@needs_proc_locks
@pytest.mark.parametrize("name", ["SIGKILL", "SIGTERM", "SIGHUP"])
def test_a_command_whose_client_is_killed_applies_nothing(served: tuple[Path, dict[str, str]], save: Path,
                                                          name: str) -> None:
    """The issue's repro (``timeout 1 brass choose``, ``kill -9``, a closed terminal): the served
    command, held before its save, stops with its client and the save keeps every byte; SIGTERM
    and SIGHUP end the client as they end a plain one.  (The command used to run on and save
    after the client had gone: a script retrying after a timeout applied its move twice.)"""
    tmp, env = served
    number = getattr(signal, name)
    with choosing_while_locked(tmp, env, save, f"killed-{name}.toml") as (proc, target, waiter):
        assert waiter != proc.pid  # the server's process runs it
        proc.send_signal(number)
        assert proc.wait(timeout=30) == -number
        assert _wait(lambda: not alive(waiter), 10)
    time.sleep(0.3)
    assert target.read_bytes() == save.read_bytes()
    assert not [p for p in tmp.iterdir() if p.name.startswith(f".{target.name}.")]  # no temporary file


@needs_proc_locks
def test_a_served_command_runs_under_the_clients_limits_and_nice_level(served: tuple[Path, dict[str, str]],
                                                                        save: Path) -> None:
    """``ulimit -v``, ``ulimit -n`` and ``nice`` of the client hold for its command: the process
    that runs it (the server's, here) has the client's limits and nice level."""
    import resource

    tmp, env = served
    hard_space = resource.getrlimit(resource.RLIMIT_AS)[1]
    space = 6 << 30 if hard_space == resource.RLIM_INFINITY else min(6 << 30, hard_space)
    soft_files = 200
    before = (f"import resource; resource.setrlimit(resource.RLIMIT_AS, ({space}, {space}));"
              f"resource.setrlimit(resource.RLIMIT_NOFILE, "
              f"({soft_files}, resource.getrlimit(resource.RLIMIT_NOFILE)[1]));"
              "os.nice(3)")
    nice = min(19, os.getpriority(os.PRIO_PROCESS, 0) + 3)
    hard_files = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    with choosing_while_locked(tmp, {**env, "BRASS_TEST_BEFORE": before}, save, "limited.toml") as (proc, _, waiter):
        assert waiter != proc.pid
        limits = Path(f"/proc/{waiter}/limits").read_text()
        stat = Path(f"/proc/{waiter}/stat").read_text().rsplit(")", 1)[1].split()
    assert re.search(rf"^Max address space\s+{space}\s+{space}\s+bytes", limits, re.M), limits
    assert re.search(rf"^Max open files\s+{soft_files}\s+{hard_files}\s", limits, re.M), limits
    assert int(stat[16]) == nice  # (the 19th field of /proc/PID/stat)
    assert proc.returncode == 0, proc.stderr
    assert Path(f"{tmp / 'limited.toml'}.mark").read_text() == "served"


def test_signals_before_the_served_process_is_known_are_passed_on_when_it_is() -> None:
    """A signal that comes after the server began the command but before its process id reached
    the client (a busy machine) is not lost: it is sent as soon as the id arrives, and one that
    comes later is sent at once."""
    for number, early in ((signal.SIGINT, True), (signal.SIGINT, False), (signal.SIGTERM, True)):
        child = subprocess.Popen([sys.executable, "-c", ("import time\ntry:\n    print('ready', flush=True)\n"
                                   "    time.sleep(60)\nexcept KeyboardInterrupt:\n    raise SystemExit(7)")],
                                 stdout=subprocess.PIPE, text=True,
                                 preexec_fn=as_at_a_terminal)  # noqa: PLW1509 - only resets signals
        assert child.stdout is not None and child.stdout.readline() == "ready\n"  # (its Ctrl-C handler in place)
        signals = forward._Signals()
        signals.restore()  # (this test's process keeps its own handlers)
        if early:
            signals.handle(number, None)
            assert child.poll() is None  # nothing to send it to yet
            signals.started(child.pid)
        else:
            signals.started(child.pid)
            assert child.poll() is None
            signals.handle(number, None)
        assert child.wait(timeout=30) == (7 if number == signal.SIGINT else -number)
        child.stdout.close()


@pytest.mark.parametrize("name, served_here, code", [
    ("SIGINT", False, -signal.SIGINT), ("SIGINT", True, 0), ("SIGTERM", True, -signal.SIGTERM),
    ("SIGHUP", False, -signal.SIGHUP),
])
def test_signals_come_back_to_the_client_once_its_handlers_are(name: str, served_here: bool, code: int) -> None:
    """Ctrl-C stops a client that runs the command itself (the server declined after it came),
    not one whose command the server ran (the command got it); SIGTERM and SIGHUP always end the
    client, as they end a plain command."""
    program = ("import signal, sys\nfor s in ('SIGINT', 'SIGTERM', 'SIGHUP'):\n"
               "    signal.signal(getattr(signal, s), "
               "signal.SIG_DFL if s != 'SIGINT' else signal.default_int_handler)\n"
               "from brass.core.cli import forward\ns = forward._Signals()\n"
               f"s.handle(signal.{name}, None)\ns.restore()\ns.redeliver(served={served_here})\nprint('on')")
    r = subprocess.run([sys.executable, "-c", program], check=False, capture_output=True, text=True, timeout=60)
    assert r.returncode == code, r.stderr
    assert r.stdout == ("on\n" if code == 0 else "")
