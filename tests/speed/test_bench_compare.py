"""``brass bench --compare``: a revision exported beside this tree and measured in it."""
from __future__ import annotations

import importlib.machinery
import subprocess
import sys
from pathlib import Path

from brass.core import speedups
from brass.core.cli.tools.bench_compare import TREE, export_revision, repository_root, run_round, this_tree


def test_a_revision_is_exported_and_imported_instead_of_this_tree(tmp_path: Path) -> None:
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=repository_root(), capture_output=True, text=True,
                          check=True).stdout.strip()
    assert export_revision("HEAD", tmp_path / "base") == head
    assert (tmp_path / "base" / "ns" / "brass" / "core" / "play" / "engine.py").is_file()
    assert (tmp_path / "base" / "src" / "brass_birmingham" / "plugin.py").is_file()
    this_tree(tmp_path / "new")
    program = TREE + "import brass.core.play.engine as e, brass_birmingham as b\nprint(e.__file__)\nprint(b.__file__)\n"
    for tree in ("base", "new"):
        out = subprocess.run([sys.executable, "-c", program, str(tmp_path / tree)], capture_output=True, text=True,
                             check=True).stdout.split()
        # this tree runs its compiled modules when it has them (``brass compile``); an exported one never has
        engine = "engine.py" if tree == "base" or speedups.status() != speedups.COMPILED else (
            "engine" + importlib.machinery.EXTENSION_SUFFIXES[0])
        assert out == [str(tmp_path / tree / "ns" / "brass" / "core" / "play" / engine),
                       str(tmp_path / tree / "src" / "brass_birmingham" / "__init__.py")]
    figures = run_round(str(tmp_path / "base"), "birmingham", 2, 1)
    assert figures["games_per_cpu_second"] > 0 and figures["decisions_per_cpu_second"] > 0


def test_the_cli_is_timed_with_and_without_a_server_in_both_trees(tmp_path: Path) -> None:
    """``brass bench --cli --compare``: every CLI figure, and the served round trip beside the plain ones."""
    import json

    from tests.cli.helpers import run

    r = run("bench", "birmingham", "-p", 2, "-n", 1, "--cli", "--compare", "HEAD", "--rounds", 1, "--json", expect=0)
    figures = json.loads(r.stdout)
    for name in ("cli_round_trip_ms", "cli_round_trip_cpu_ms", "help_ms", "help_cpu_ms", "server_round_trip_ms",
                 "server_round_trip_cpu_ms"):
        assert figures[name] > 0, name
    cli = figures["compare"]["cli"]
    assert set(cli) == {"round_trip_ms", "round_trip_cpu_ms", "help_ms", "help_cpu_ms"}
    assert set(cli["round_trip_ms"]) == {"base", "new", "served", "ratio", "served_ratio"}
    assert set(cli["help_ms"]) == {"base", "new", "ratio"}
    trip = cli["round_trip_ms"]
    assert trip["served_ratio"] == trip["served"] / trip["base"] and trip["served"] > 0
