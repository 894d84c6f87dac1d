"""``brass serve`` without the optional ``brass[web]`` extra: one clear line, no traceback; the
rest of brass does not notice the extra is missing."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

#: runs ``brass ARGS`` with Starlette and uvicorn impossible to import
WITHOUT_WEB = """
import importlib.abc, sys
class Missing(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("starlette", "uvicorn"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Missing())
sys.argv = ["brass", *sys.argv[1:]]
from brass.core.cli import main
main()
"""


def brass_without_web(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {"BRASS_SERVER": "off", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    return subprocess.run([sys.executable, "-c", WITHOUT_WEB, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env=env, check=False)


def test_serve_needs_the_web_extra_and_says_so(tmp_path: Path) -> None:
    r = brass_without_web("serve", str(tmp_path), cwd=tmp_path)
    assert r.returncode == 1
    assert r.stderr == "Error: brass serve needs the web extra: pip install 'brass[web]'.\n"
    assert r.stdout == ""


def test_help_and_other_commands_work_without_it(tmp_path: Path) -> None:
    r = brass_without_web("--help", cwd=tmp_path)
    assert r.returncode == 0 and "serve" in r.stdout and "Traceback" not in r.stderr
    r = brass_without_web("serve", "--help", cwd=tmp_path)
    assert r.returncode == 0 and "--host" in r.stdout
    r = brass_without_web("new", "birmingham", "--players", "2", "--seed", "1", "-o", "g.toml", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
