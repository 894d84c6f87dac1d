"""brass installs under one namespace: its wheel, in a fresh virtual environment beside another
distribution that provides a top-level ``core`` package, plays a whole game and leaves that
``core`` alone (and a user's own ``core.py`` does not shadow the engine)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

DUMMY_SETUP = """\
[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = "dummy-core"
version = "1.0"

[tool.setuptools]
packages = ["core"]
"""


def _run(*args: str | Path, cwd: Path | None = None) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run([str(a) for a in args], check=False, cwd=cwd, env=env, capture_output=True, text=True)
    assert done.returncode == 0, f"{args}\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    source = tmp_path_factory.mktemp("source") / "brass"  # a copy, so the build leaves the work tree alone
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(".git", ".venv*", "build", "*.egg-info",
                                                                "__pycache__", ".pytest_cache"))
    _run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", out, source)
    return next(out.glob("brass-*.whl"))


def test_the_wheel_holds_only_namespaced_packages(wheel: Path) -> None:
    tops = {name.split("/")[0] for name in zipfile.ZipFile(wheel).namelist()}
    tops = {t for t in tops if not t.endswith((".dist-info", ".data"))}
    assert tops == {"brass", "brass_birmingham", "brass_pittsburgh"}
    names = zipfile.ZipFile(wheel).namelist()
    assert "brass/locales/th/LC_MESSAGES/brass.po" in names
    assert "brass/core/play/engine.py" in names
    assert "brass_birmingham/data/map.toml" in names


def test_the_wheel_holds_every_package_of_the_source(wheel: Path) -> None:
    """pyproject.toml lists its packages one by one: a new subpackage (brass.core.learn, the
    command line's game/, workbench/ and tools/) left out of the list would be missing once installed."""
    names = set(zipfile.ZipFile(wheel).namelist())
    folders = {"core": "brass/core", "plugins": "brass/plugins", "brass_birmingham": "brass_birmingham",
               "brass_pittsburgh": "brass_pittsburgh"}
    for folder, installed in folders.items():
        for init in (REPO / folder).rglob("__init__.py"):
            if "__pycache__" not in init.parts:
                assert f"{installed}/{init.relative_to(REPO / folder).as_posix()}" in names, init


def test_a_fresh_venv_with_another_core_plays_a_game(wheel: Path, tmp_path: Path) -> None:
    dummy = tmp_path / "dummy"
    (dummy / "core").mkdir(parents=True)
    (dummy / "pyproject.toml").write_text(DUMMY_SETUP)
    (dummy / "core" / "__init__.py").write_text("WHO = 'dummy'\n")
    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", venv)
    python = venv / "bin" / "python"
    _run(python, "-m", "pip", "install", "-q", dummy, wheel)
    # a user's own core.py in the working folder must not shadow the engine either
    work = tmp_path / "work"
    work.mkdir()
    (work / "core.py").write_text("raise SystemExit('the user core.py was imported')\n")
    out = _run(venv / "bin" / "brass", "play", "birmingham", "--players", "2", "--bots", "all", "--seed", "3",
               cwd=work)
    assert "Final scores" in out
    check = _run(python, "-c", "import core, brass.core, brass.plugins, brass.locales; print(core.WHO)", cwd=tmp_path)
    assert check.strip() == "dummy"
