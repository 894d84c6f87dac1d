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
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path
from typing import Any

#: the measuring program, run as ``python -c`` in both trees (argv: root or "", title, players, games)
ROUND = r"""
import json, random, sys, time
root, title, players, games = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
if root:
    # use the exported tree instead of the installed (possibly editable) one
    sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in getattr(type(f), "__module__", "")
                        and "editable" not in getattr(f, "__module__", "")]
    sys.path[:0] = [root + "/ns", root + "/src"]
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


def repository_root() -> Path:
    """The checkout this module runs from (the folder holding ``core/``)."""
    return Path(__file__).resolve().parents[2]


def export_revision(rev: str, dest: Path) -> str:
    """Export ``rev`` of this checkout into ``dest`` (``src/`` and a ``ns/brass`` namespace
    pointing into it); returns the full commit id.  Raises ``RuntimeError`` when git fails."""
    root = repository_root()
    try:
        commit = subprocess.run(["git", "rev-parse", "--verify", f"{rev}^{{commit}}"], cwd=root,
                                capture_output=True, text=True, check=True).stdout.strip()
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
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "failed")
    result: dict[str, float] = json.loads(out.stdout)
    return result


def compare(rev: str, title: str, players: int, games: int, rounds: int = 3) -> dict[str, Any]:
    """Median games per CPU-second of ``rev`` and of this tree, measured alternately."""
    with tempfile.TemporaryDirectory(prefix="brass-bench-") as tmp:
        commit = export_revision(rev, Path(tmp))
        base: list[float] = []
        new: list[float] = []
        for _ in range(rounds):
            base.append(run_round(tmp, title, players, games)["games_per_cpu_second"])
            new.append(run_round("", title, players, games)["games_per_cpu_second"])
    b, n = statistics.median(base), statistics.median(new)
    return {"rev": rev, "commit": commit, "title": title, "players": players, "games": games, "rounds": rounds,
            "base_games_per_cpu_second": b, "new_games_per_cpu_second": n, "ratio": n / b,
            "base_rounds": base, "new_rounds": new}
