"""Measuring this tree against a base commit in one run (``brass bench --compare REV``).

The machine a benchmark runs on is often shared, so absolute speeds drift from one minute to
the next.  Comparing two trees measured far apart is noise; this module measures both in the
same run, alternating rounds (base, this tree, base, ...) in fresh processes, and reports the
median of each and their ratio.

The base revision is exported with ``git archive`` into a temporary folder (nothing in the
repository changes) and imported there in place of this tree: ``brass.core``,
``brass.plugins`` and the titles come from the export, the installed libraries stay.  Each
round plays seeded random games with a plain chooser (no bot plugin, whose API may differ
between the trees) and times them with ``time.process_time``.
"""
from __future__ import annotations

import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import Any

#: put first on the import path the tree at ``root`` (``root/ns`` holds ``brass``, ``root/src``
#: the titles), instead of the installed (possibly editable) one; argv[1] is the root
TREE = r"""
import sys
root = sys.argv.pop(1)
if root:
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in getattr(type(f), "__module__", "")
                        and "editable" not in getattr(f, "__module__", "")]
    sys.path[:0] = [root + "/ns", root + "/src"]
"""

#: the measuring program, run as ``python -c`` in both trees (argv: root or "", title, players, games)
ROUND = TREE + r"""
import json, random, time
title, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
from brass.core.hooks.games import new_game
new_game(title, players, 0)
decisions = 0
start = time.process_time()
for i in range(games):
    game = new_game(title, players, 7919 * i + 1)
    pick = random.Random(i)
    while (d := game.decision()) is not None:
        game.apply(d.options[pick.randrange(len(d.options))].id)
        decisions += 1
cpu = time.process_time() - start
print(json.dumps({"games_per_cpu_second": games / cpu, "decisions_per_cpu_second": decisions / cpu}))
"""


#: the ``brass`` command in the tree (argv: root, then the command's own arguments)
CLI = TREE + "from brass.core.cli import main\nsys.argv[0] = 'brass'\nmain()\n"

#: writes a save of a random game at 4/5 of its length, prints an offered option (argv: root, title, players, file)
LATE_SAVE = TREE + r"""
import random
from brass.core.files.session import Session
from brass.core.hooks.games import new_game
title, players, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
probe, pick, length = new_game(title, players, 5), random.Random(5), 0
while (d := probe.decision()) is not None:
    probe.apply(d.options[pick.randrange(len(d.options))].id)
    length += 1
session, pick = Session.new(title, players, 5), random.Random(5)
for _ in range(length * 4 // 5):
    d = session.game.decision()
    session.apply(d.options[pick.randrange(len(d.options))].id)
session.save(path)
print(session.game.decision().options[0].id)
"""


def repository_root() -> Path:
    """The checkout this module runs from (the folder holding ``core/``)."""
    return Path(__file__).resolve().parents[3]


#: the files the measuring programs import from a tree (``brass.core.hooks.games``, ``...files.session``,
#: ``brass.core.cli``'s ``main``): a revision without them predates the namespaced layout and cannot be measured
NEEDED = ("core/hooks/games.py", "core/files/session.py", "core/cli/__init__.py")


class TooOld(RuntimeError):
    """``rev`` predates the layout the measuring programs import; ``oldest`` is the first
    revision that has it (its short id), None when no revision of the checkout has it."""

    def __init__(self, rev: str, oldest: str | None) -> None:
        super().__init__(rev)
        self.oldest = oldest


def _git(args: list[str], root: Path) -> str:
    """What ``git ARGS`` prints in ``root``; ``RuntimeError`` with git's words when it fails."""
    try:
        return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", "") or str(exc)
        raise RuntimeError(str(detail)) from None


def _has_layout(commit: str, root: Path) -> bool:
    listed = _git(["ls-tree", "-r", "--name-only", commit, "--", *NEEDED], root).splitlines()
    return set(listed) == set(NEEDED)


def oldest_measurable(root: Path | None = None) -> str | None:
    """The first revision of the checkout that has the namespaced layout: the latest of the
    commits that first added each needed file (its short id); None when none has it."""
    root = root or repository_root()
    added = [_git(["log", "--diff-filter=A", "--format=%H", "--reverse", "HEAD", "--", path], root)
             for path in NEEDED]
    firsts = [log.splitlines()[0] for log in added if log]
    if len(firsts) < len(NEEDED):
        return None
    newest = max(firsts, key=lambda c: int(_git(["rev-list", "--count", c], root)))
    if not _has_layout(newest, root):
        return None
    return _git(["rev-parse", "--short", newest], root)


def check_revision(rev: str, root: Path | None = None) -> str:
    """The full commit id of ``rev`` when it can be measured; ``TooOld`` when it predates the
    namespaced layout, ``RuntimeError`` when git does not know it."""
    root = root or repository_root()
    commit = _git(["rev-parse", "--verify", f"{rev}^{{commit}}"], root)
    if not _has_layout(commit, root):
        raise TooOld(rev, oldest_measurable(root))
    return commit


def export_revision(rev: str, dest: Path) -> str:
    """Export ``rev`` of this checkout into ``dest`` (``src/`` and a ``ns/brass`` namespace
    pointing into it); returns the full commit id.  Raises ``TooOld`` for a revision before
    the namespaced layout, ``RuntimeError`` when git fails."""
    root = repository_root()
    commit = check_revision(rev, root)
    try:
        archive = subprocess.run(["git", "archive", "--format=tar", commit], cwd=root,
                                 capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = getattr(exc, "stderr", b"") or str(exc)
        raise RuntimeError(detail.decode() if isinstance(detail, bytes) else str(detail)) from None
    src = dest / "src"
    src.mkdir(parents=True)
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(src, filter="data")
    ns = dest / "ns" / "brass"
    ns.mkdir(parents=True)
    for folder in ("core", "plugins", "locales"):
        (ns / folder).symlink_to(src / folder, target_is_directory=True)
    return commit


def run_round(root: str, title: str, players: int, games: int) -> dict[str, float]:
    """One measuring process in the tree at ``root`` ("" for this tree)."""
    out = subprocess.run([sys.executable, "-c", ROUND, root, title, str(players), str(games)],
                         check=False, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed")
    result: dict[str, float] = json.loads(out.stdout)
    return result


def this_tree(dest: Path) -> None:
    """A ``ns/brass`` namespace and ``src`` in ``dest`` pointing at this checkout, so both trees of a
    CLI comparison are imported the same way (an editable install's finder costs time of its own)."""
    root = repository_root()
    ns = dest / "ns" / "brass"
    ns.mkdir(parents=True)
    for folder in ("core", "plugins", "locales"):
        (ns / folder).symlink_to(root / folder, target_is_directory=True)
    (dest / "src").symlink_to(root, target_is_directory=True)


def compile_tree(root: Path) -> None:
    """Write the bytecode of the packages of the tree at ``root`` (its top folders holding an
    ``__init__.py``), as ``pip install`` does, so the CLI is timed as a player runs it rather
    than compiling its modules on each start (which ``PYTHONDONTWRITEBYTECODE`` or a fresh
    export would otherwise cost both trees)."""
    packages = sorted(str(d) for d in root.iterdir() if (d / "__init__.py").is_file())
    if packages:
        subprocess.run([sys.executable, "-m", "compileall", "-q", *packages], check=False, capture_output=True)


def timed(args: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """Wall and CPU seconds of one ``python -c`` process (``args``: program, tree root, its
    arguments), and what it printed."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", *args], check=False, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed")
    return wall, (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime), out.stdout


def compare(rev: str, title: str, players: int, games: int, rounds: int = 3, cli: bool = False) -> dict[str, Any]:
    """Median games per CPU-second of ``rev`` and of this tree, measured alternately; with ``cli``
    also the wall and CPU milliseconds of ``options`` + ``choose`` on a late save and of ``--help``."""
    with tempfile.TemporaryDirectory(prefix="brass-bench-") as tmp:
        commit = export_revision(rev, Path(tmp) / "base")
        base: list[float] = []
        new: list[float] = []
        for _ in range(rounds):
            base.append(run_round(str(Path(tmp) / "base"), title, players, games)["games_per_cpu_second"])
            new.append(run_round("", title, players, games)["games_per_cpu_second"])
        b, n = statistics.median(base), statistics.median(new)
        result: dict[str, Any] = {
            "rev": rev, "commit": commit, "title": title, "players": players, "games": games, "rounds": rounds,
            "base_games_per_cpu_second": b, "new_games_per_cpu_second": n, "ratio": n / b,
            "base_rounds": base, "new_rounds": new,
        }
        if cli:
            this_tree(Path(tmp) / "new")
            result["cli"] = _compare_cli(Path(tmp), title, players, rounds)
    return result


def _compare_cli(tmp: Path, title: str, players: int, rounds: int) -> dict[str, dict[str, float]]:
    """The CLI figures of both trees, and this tree's round trip through a ``brass server`` of its
    own (``served``, its ratio against the base's plain round trip), in alternating rounds."""
    # a cache of their own, as a user's would be; the plain path, even if the user runs a server
    env = {**os.environ, "BRASS_CACHE_DIR": str(tmp / "cache"), "BRASS_SERVER": "off"}
    served = {**env, "BRASS_SERVER": "on", "BRASS_SERVER_DIR": str(tmp / "server")}
    compile_tree(tmp / "base" / "src")
    compile_tree(repository_root())
    option = {}
    for tree in ("base", "new"):
        option[tree] = timed([LATE_SAVE, str(tmp / tree), title, str(players), str(tmp / f"{tree}.toml")],
                              env)[2].strip()
        # untimed: as a player's second command
        timed([CLI, str(tmp / tree), "options", str(tmp / f"{tree}.toml")], env)
    timed([CLI, str(tmp / "new"), "server", "start"], served)
    runs = (("base", "base", env), ("new", "new", env), ("served", "new", served))
    figures: dict[str, dict[str, list[float]]] = {}
    try:
        for _ in range(rounds):
            for run, tree, run_env in runs:
                root = str(tmp / tree)
                work = tmp / f"{run}-work.toml"
                shutil.copy(tmp / f"{tree}.toml", work)
                w1, c1, _ = timed([CLI, root, "options", str(work)], run_env)
                w2, c2, _ = timed([CLI, root, "choose", str(work), option[tree]], run_env)
                measured = [("round_trip_ms", w1 + w2), ("round_trip_cpu_ms", c1 + c2)]
                if run != "served":
                    wh, ch, _ = timed([CLI, root, "--help"], run_env)
                    measured += [("help_ms", wh), ("help_cpu_ms", ch)]
                for name, value in measured:
                    figures.setdefault(name, {}).setdefault(run, []).append(1000 * value)
    finally:
        timed([CLI, str(tmp / "new"), "server", "stop"], served)
    out: dict[str, dict[str, float]] = {}
    for name, by_run in figures.items():
        medians = {run: statistics.median(values) for run, values in by_run.items()}
        for run in ("new", "served"):
            if run in medians:
                medians["ratio" if run == "new" else "served_ratio"] = medians[run] / medians["base"]
        out[name] = medians
    return out
