"""The core's parts: subpackages with their public names, no import circle, a CLI that
imports a command only when it runs, and no title named in core."""
from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import brass.core

CORE = Path(brass.core.__file__).parent
PARTS = ("model", "play", "files", "i18n", "hooks", "picture", "learn", "cli", "web")
#: the parts that re-export names (cli and web export nothing: their modules run as commands and a server)
EXPORTING = tuple(p for p in PARTS if p not in ("cli", "web"))


def _module_name(path: Path) -> tuple[str, bool]:
    parts = list(path.relative_to(CORE).with_suffix("").parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts = parts[:-1]
    return ".".join(["brass.core", *parts]), is_package


def import_graph() -> dict[str, set[str]]:
    """module -> core modules it imports (every import: top level, local and TYPE_CHECKING)."""
    modules = {_module_name(p)[0]: p for p in CORE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        _, is_package = _module_name(path)
        base = name if is_package else name.rsplit(".", 1)[0]
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                target = node.module or ""
                if node.level:
                    anchor = base.split(".")[: len(base.split(".")) - node.level + 1]
                    target = ".".join(anchor + ([node.module] if node.module else []))
                for alias in node.names:
                    sub = f"{target}.{alias.name}"
                    deps.add(sub if sub in modules else target)
            elif isinstance(node, ast.Import):
                deps.update(alias.name for alias in node.names)
        graph[name] = {d for d in deps if d in modules and d != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circle_in_core() -> None:
    assert cycles(import_graph()) == []


def test_the_circle_finder_finds_a_circle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_core_is_grouped_into_parts() -> None:
    # exports and speedups: what brass.core itself runs on import (lazy names; the compiled modules' guard)
    loose = sorted(p.name for p in CORE.glob("*.py") if p.name not in ("__init__.py", "exports.py", "speedups.py"))
    assert loose == []
    assert {p.name for p in CORE.iterdir() if (p / "__init__.py").exists()} == set(PARTS)


@pytest.mark.parametrize("part", ["brass.core", *(f"brass.core.{p}" for p in EXPORTING)])
def test_every_exported_name_resolves(part: str) -> None:
    package = importlib.import_module(part)
    assert package.__all__
    for name in package.__all__:
        assert getattr(package, name) is not None, f"{part}.{name}"
    with pytest.raises(AttributeError):
        _ = package.no_such_name


@pytest.mark.parametrize("part", ["brass.core", *(f"brass.core.{p}" for p in EXPORTING), "brass.plugins.rl"])
def test_re_exports_are_imports_a_type_checker_reads(part: str) -> None:
    """A package's public names are the ``from M import N as N`` lines of its ``if TYPE_CHECKING:``
    block (imported when first asked for), so an editor and mypy see each one with its type; none
    is named as a submodule, which would take the name once imported (``i18n.wrap`` was)."""
    import pkgutil

    from brass.core.exports import exported_names

    if part == "brass.plugins.rl":  # its names come from modules that need brass[rl]
        for extra in ("numpy", "pyspiel", "pettingzoo"):
            pytest.importorskip(extra)
    package = importlib.import_module(part)
    assert package.__file__
    listed = exported_names(package.__file__)
    assert sorted(set(package.__all__) - {"__version__"}) == sorted(listed)
    assert not set(listed) & {m.name for m in pkgutil.iter_modules(package.__path__)}
    for name, module in listed.items():
        assert getattr(package, name) is getattr(importlib.import_module(module), name), f"{part}.{name}"
    assert "lazy(__name__, {" not in Path(package.__file__).read_text(encoding="utf-8")


def test_core_names_no_title() -> None:
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                assert not any(n.startswith(("brass_", "birmingham", "pittsburgh")) for n in names), path


def test_help_imports_no_command_and_no_engine() -> None:
    code = ("import sys; from brass.core.cli import main\n"
            "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('brass.core.cli.')"
            " or m in ('brass.core.play.engine', 'brass.core.model.rules')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "['brass.core.cli.group']"


def test_command_summaries_match_the_commands() -> None:
    from brass.core.cli.group import COMMANDS, SUMMARIES, load_command

    assert set(SUMMARIES) == set(COMMANDS)
    for name in COMMANDS:
        command = load_command(name)
        assert command.name == name
        first = (command.help or "").strip().split("\n")[0]
        assert first == SUMMARIES[name], name
