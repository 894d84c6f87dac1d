"""``brass bench --compare``: a revision exported beside this tree and measured in it."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from brass.core.cli.bench_compare import TREE, export_revision, repository_root, run_round, this_tree


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
        assert out == [str(tmp_path / tree / "ns" / "brass" / "core" / "play" / "engine.py"),
                       str(tmp_path / tree / "src" / "brass_birmingham" / "__init__.py")]
    figures = run_round(str(tmp_path / "base"), "birmingham", 2, 1)
    assert figures["games_per_cpu_second"] > 0 and figures["decisions_per_cpu_second"] > 0
