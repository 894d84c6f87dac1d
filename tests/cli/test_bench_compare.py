"""``brass bench --compare REV``: any revision since the namespaced layout is measured; an older one
is refused in one line naming the oldest that can be."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.cli.tools import bench_compare
from brass.core.cli.tools.bench_compare import (
    NEEDED,
    TooOld,
    check_revision,
    compare,
    oldest_measurable,
    repository_root,
)


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True, check=True).stdout.strip()


def _commit(repo: Path, files: dict[str, str], message: str) -> str:
    for name, content in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(content, encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", message)
    return _git(repo, "rev-parse", "HEAD")


@pytest.fixture
def history(tmp_path: Path) -> tuple[Path, str, str, str]:
    """A checkout whose second commit moves to the namespaced layout: (root, old, first new, later)."""
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    old = _commit(repo, {"core/games.py": "", "core/session.py": "", "core/cli/main.py": ""}, "flat core")
    first = _commit(repo, dict.fromkeys(NEEDED, ""), "namespaced")
    later = _commit(repo, {"core/play/engine.py": ""}, "later")
    return repo, old, first, later


def test_the_repository_root_is_the_checkout_holding_core() -> None:
    """The module sits in core/cli/tools/: the checkout is three folders up (git reads NEEDED there)."""
    root = repository_root()
    assert all((root / path).is_file() for path in NEEDED)
    assert (root / "pyproject.toml").is_file()


def test_revisions_since_the_namespaced_layout_are_measurable(history: tuple[Path, str, str, str]) -> None:
    repo, old, first, later = history
    short = oldest_measurable(repo)
    assert short and first.startswith(short)
    assert check_revision(first, repo) == first and check_revision(later[:8], repo) == later
    with pytest.raises(TooOld) as refused:
        check_revision(old, repo)
    assert first.startswith(refused.value.oldest or "-")


def test_an_older_revision_is_refused_in_one_line_before_anything_is_measured(
        history: tuple[Path, str, str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    repo, old, first, _later = history
    monkeypatch.setattr(bench_compare, "repository_root", lambda: repo)
    measured: list[str] = []
    monkeypatch.setattr("brass.core.cli.tools.bench.measure", lambda *a: measured.append("measured") or {})
    result = CliRunner().invoke(cli, ["bench", "birmingham", "-n", "1", "--compare", old[:7]])
    short = oldest_measurable(repo)
    assert short and first.startswith(short)
    assert (result.exit_code, result.output) == (
        1, (f"Error: Cannot measure {old[:7]}: it is older than brass's namespaced layout (brass.core); the oldest "
            f"revision --compare can measure is {short}.\n"))
    assert measured == []


def test_the_oldest_measurable_revision_of_this_checkout_is_measured() -> None:
    """The namespacing commit itself plays games through the measuring program."""
    oldest = oldest_measurable()
    assert oldest is not None
    result = compare(oldest, "birmingham", 2, 1, rounds=1)
    assert result["commit"].startswith(oldest)
    assert result["base_games_per_cpu_second"] > 0 and result["new_games_per_cpu_second"] > 0
