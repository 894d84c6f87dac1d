"""Defects 6, 8 and 9: saves write through symlinks, refuse what is not a regular file or is
hard-linked, never lose a concurrent move, and leave no temporary files behind."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from brass.core.files import atomic
from brass.core.files.session import Session
from brass.core.model.errors import DataError

from .helpers import BRASS, new_save, run, user_error


def test_a_symlinked_save_is_written_through_to_its_target(tmp_path: Path) -> None:
    target = new_save(tmp_path / "real.toml")
    link = tmp_path / "link.toml"
    link.symlink_to(target.name)
    r = run("choose", link, "pass")
    assert r.exit_code == 0, r.output
    assert link.is_symlink() and os.readlink(link) == "real.toml"
    assert tomllib.loads(target.read_text())["log"] == ["pass"]


def test_a_fifo_is_refused_and_left_alone(tmp_path: Path) -> None:
    fifo = tmp_path / "out.toml"
    os.mkfifo(fifo)
    line = user_error(run("new", "birmingham", "-p", "2", "-o", fifo))
    assert line == (f"Error: {fifo}: cannot write the file: it is not a regular file (a FIFO, device or folder); "
                    "brass only writes regular files")
    assert fifo.exists() and not fifo.is_file()


def test_a_device_is_refused(tmp_path: Path) -> None:
    with pytest.raises(atomic.RefusedWrite) as info:
        atomic.write_text("/dev/null", "x")
    assert info.value.message.key == "file.not_regular"
    assert Path("/dev/null").is_char_device()


def test_a_hard_linked_save_is_refused_and_both_names_keep_the_game(tmp_path: Path) -> None:
    save = new_save(tmp_path / "game.toml")
    other = tmp_path / "other.toml"
    os.link(save, other)
    before = save.read_bytes()
    line = user_error(run("choose", save, "pass"))
    assert line == (f"Error: {save}: cannot write the file: it has 2 hard links; replacing it would separate them "
                    "(save to a new file, or remove its other names)")
    assert save.read_bytes() == other.read_bytes() == before
    assert os.stat(save).st_ino == os.stat(other).st_ino


def test_a_save_changed_after_it_was_read_is_not_overwritten(tmp_path: Path) -> None:
    save = new_save(tmp_path / "game.toml")
    first, second = Session.load(save), Session.load(save)
    first.apply(first.game.decision().ids()[0])
    first.save(save)
    written = save.read_bytes()
    second.apply(second.game.decision().ids()[-1])
    with pytest.raises(DataError) as info:
        second.save(save)
    assert str(info.value) == (f"{save}: cannot write the file: another command changed the file after it was read; "
                               "nothing was saved (run the command again)")
    assert save.read_bytes() == written
    first.apply(first.game.decision().ids()[0])
    first.save(save)  # the one that wrote last may go on saving


def test_concurrent_choose_never_loses_a_move(tmp_path: Path) -> None:
    """Real processes, started together on one save: every move reported "Applied" is in the file.

    The later writer either read the file after the earlier one saved (its move
    follows) or is refused: the file changed after it read it, or its option is no
    longer offered.  Before the fix both reported "Applied" and one move was lost.
    """
    for attempt in range(4):
        save = new_save(tmp_path / f"game{attempt}.toml", seed=attempt)
        chosen = Session.load(save).game.decision().ids()[:2]
        procs = [subprocess.Popen([BRASS, "choose", str(save), option], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for option in chosen]
        results = [(p.wait(120), p.stdout.read(), p.stderr.read()) for p in procs]
        applied = []
        for option, (code, out, err) in zip(chosen, results):
            if code == 0:
                assert out.startswith("Applied 1 option;"), out
                applied.append(option)
            else:
                assert code == 1 and "Traceback" not in err, err
                assert ("another command changed the file after it was read" in err
                        or "is not offered now" in err), err
        log = tomllib.loads(save.read_text())["log"]
        assert applied and sorted(log) == sorted(applied), (results, log)


def test_orphan_temporary_files_are_removed(tmp_path: Path) -> None:
    save = new_save(tmp_path / "game.toml")
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    orphan = tmp_path / f".game.toml.{dead.pid}.abc123.tmp"
    orphan.write_text("half a save")
    alive = tmp_path / f".game.toml.{os.getppid()}.def456.tmp"
    alive.write_text("another writer's")
    Session.load(save).save(save)
    assert not orphan.exists()
    assert alive.exists()


def test_a_writer_killed_mid_save_leaves_nothing_behind(tmp_path: Path) -> None:
    save = new_save(tmp_path / "game.toml")
    writer = subprocess.Popen([sys.executable, "-c", f"""
from brass.core.files.atomic import write_text
while True:
    write_text({str(save)!r}, "x = 1\\n" * 200000)
"""])
    time.sleep(1.5)
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    atomic.write_text(save, "x = 2\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml"]
    assert save.read_text() == "x = 2\n"
