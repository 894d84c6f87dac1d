"""Message discovery on any install: a module that needs a missing package is skipped and said
so, and brass's messages never sit in such a module, so every install extracts the same templates."""
from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
import tomllib
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.hooks import titles as registry
from brass.core.i18n import catalogs
from brass.core.i18n.locales_tool import Skipped, _import_all, discover
from brass.core.i18n.messages import REGISTRY

PROJECT = Path(__file__).resolve().parents[2]
#: the folders brass installs, by import name (pyproject's package-dir)
FOLDERS = {"brass.core": "core", "brass.plugins": "plugins", "brass_birmingham": "brass_birmingham",
           "brass_pittsburgh": "brass_pittsburgh"}
#: what each extra's requirements are imported as
IMPORT_NAMES = {"open_spiel": {"pyspiel", "open_spiel"}, "pettingzoo": {"pettingzoo"}, "gymnasium": {"gymnasium"},
                "numpy": {"numpy"}, "cairosvg": {"cairosvg"}, "matplotlib": {"matplotlib"},
                "dask": {"dask", "distributed"}, "mypy": {"mypy", "mypyc"}, "setuptools": {"setuptools"},
                "starlette": {"starlette"}, "uvicorn": {"uvicorn"}, "ruff": {"ruff"}}


def optional_imports() -> set[str]:
    """The import names of every extra's requirements (but the test tools')."""
    extras = tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    names: set[str] = set()
    for extra, requirements in extras.items():
        if extra == "test":
            continue
        for requirement in requirements:
            name = requirement.split("[")[0].split(">")[0].split("=")[0].split("<")[0].strip()
            assert name in IMPORT_NAMES, f"extra {extra}: say what {name} is imported as"
            names |= IMPORT_NAMES[name]
    return names


def modules() -> dict[str, Path]:
    found = {}
    for package, folder in FOLDERS.items():
        for path in sorted((PROJECT / folder).rglob("*.py")):
            parts = list(path.relative_to(PROJECT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join([package, *parts])] = path
    return found


def _load_time_imports(tree: ast.Module, module: str, is_package: bool) -> set[str]:
    """Modules imported when ``module`` is imported: its top-level imports (``try`` and ``if``
    blocks too, not ``if TYPE_CHECKING``), never those inside functions."""
    names: set[str] = set()
    body = list(tree.body)
    while body:
        node = body.pop(0)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            body.extend(node.orelse)
        elif isinstance(node, (ast.If, ast.Try, ast.With)):
            for field in ("body", "orelse", "finalbody", "handlers"):
                for child in getattr(node, field, []):
                    body.extend(child.body if isinstance(child, ast.ExceptHandler) else [child])
        elif isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = module.split(".")[: len(module.split(".")) - node.level + (1 if is_package else 0)]
                base = ".".join([*parent, *([base] if base else [])])
            names.add(base)
            names |= {f"{base}.{alias.name}" for alias in node.names}
    return names


def _declares_messages(tree: ast.Module) -> bool:
    return any(isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "text"
               for node in ast.walk(tree))


def test_no_module_that_needs_an_optional_package_declares_messages() -> None:
    """So skipping such a module on an install without the package loses no message."""
    optional = optional_imports()
    found = modules()
    trees = {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in found.items()}
    imports = {name: _load_time_imports(tree, name, found[name].name == "__init__.py") for name, tree in trees.items()}
    for name in list(imports):  # importing a module imports its packages first
        parts = name.split(".")
        imports[name] |= {".".join(parts[:i]) for i in range(1, len(parts))}
    needs: dict[str, str] = {}
    changed = True
    while changed:
        changed = False
        for name, imported in imports.items():
            if name in needs:
                continue
            why = next((i for i in sorted(imported) if i.split(".")[0] in optional), None)
            why = why or next((needs[i] for i in sorted(imported) if i in needs), None)
            if why:
                needs[name] = why
                changed = True
    assert "brass.plugins.rl.openspiel_game" in needs and "brass.plugins.rl.pettingzoo_env" in needs
    assert [name for name in needs if _declares_messages(trees[name])] == []


BLOCKER = """
import importlib.abc, json, sys
BLOCKED = set(sys.argv[1].split(","))
class Missing(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
sys.meta_path.insert(0, Missing())
from brass.core.i18n.locales_tool import discover
found = discover()
print(json.dumps({"texts": {k: [*t[:4], t.source.rsplit(":", 1)[0]] for k, t in found.texts.items()},
                  "skipped": [list(s) for s in found.skipped]}))
"""


def test_an_install_without_the_extras_discovers_the_same_messages() -> None:
    """The templates are a function of the discovered messages (their source file, not line):
    the same without any extra."""
    run = subprocess.run([sys.executable, "-c", BLOCKER, ",".join(sorted(optional_imports()))], cwd=PROJECT,
                         capture_output=True, text=True, timeout=300, check=True)
    base = json.loads(run.stdout)
    full = discover()
    assert base["texts"] == {k: [*t[:4], t.source.rsplit(":", 1)[0]] for k, t in full.texts.items()}
    skipped = {module for module, _missing in base["skipped"]}
    assert {"brass.plugins.rl.openspiel_game", "brass.plugins.rl.pettingzoo_env"} <= skipped
    assert all(missing in optional_imports() for _module, missing in base["skipped"])


PLUGIN = '''"""A third-party plugin, one of whose modules needs a package that is not installed."""
from brass.core.i18n.messages import text

HELLO = text("demo_needy.hello", "Hello from a plugin with an optional part")
'''
NEEDY = '''import no_such_package_here  # noqa: F401
'''


def test_a_module_needing_a_missing_package_is_skipped_and_said_so(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "demo_needy").mkdir()
    (tmp_path / "demo_needy" / "__init__.py").write_text(PLUGIN, encoding="utf-8")
    (tmp_path / "demo_needy" / "fast.py").write_text(NEEDY, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    plugins = dict(registry.installed_plugins())
    plugins["demo-needy"] = EntryPoint("demo-needy", "demo_needy", registry.PLUGINS_GROUP)
    monkeypatch.setattr(registry, "installed_plugins", lambda: plugins)
    try:
        found = discover()
        assert ("demo_needy.fast", "no_such_package_here") in found.skipped
        assert found.texts["demo_needy.hello"].en == "Hello from a plugin with an optional part"
        result = CliRunner().invoke(cli, ["locales", "check", "--only", "th"])
        lines = [line for line in result.stderr.splitlines() if "demo_needy.fast" in line]
        assert lines == [("Skipped demo_needy.fast: it needs no_such_package_here, which is not installed "
                          "(a module that needs an optional package declares no messages).")]
        assert "Traceback" not in result.output
    finally:
        REGISTRY.pop("demo_needy.hello", None)
        sys.modules.pop("demo_needy", None)
        catalogs.translations.cache_clear()


def test_a_broken_module_of_brass_is_not_skipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A missing module of the package itself is a bug to show, not an optional part."""
    (tmp_path / "demo_broken").mkdir()
    (tmp_path / "demo_broken" / "__init__.py").write_text(textwrap.dedent('''
        import demo_broken.gone  # noqa: F401
    '''), encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    skipped: list[Skipped] = []
    with pytest.raises(ModuleNotFoundError, match=r"demo_broken\.gone"):
        _import_all("demo_broken", skipped)
    assert skipped == []
