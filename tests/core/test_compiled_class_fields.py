"""mypyc evaluates the field types of a compiled NamedTuple or TypedDict when its module loads.

A field type naming a class defined further down the module, or a name imported only for type
checking, is then missing: the compiled module crashed on import (a segmentation fault in
``brass.core.play.transport`` once ``Source.provider`` lost its quotes to a lint fix).  Such a
field type must be quoted, or the class moved below what it names.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("core", "plugins", "brass_birmingham", "brass_pittsburgh", "tests/toy_title/brass-toy")


def _type_checking_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for st in ast.walk(node):
                if isinstance(st, (ast.Import, ast.ImportFrom)):
                    names.update(a.asname or a.name.split(".")[0] for a in st.names)
    return names


def _defined_at(tree: ast.Module) -> dict[str, int]:
    found: dict[str, int] = {}
    for node in tree.body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
            found.setdefault(node.name, node.lineno)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, node.lineno)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            found.setdefault(node.target.id, node.lineno)
    return found


def _record(base: ast.expr) -> bool:
    """A NamedTuple or TypedDict base (the frame records extend ``…Data`` TypedDicts)."""
    name = ast.unparse(base)
    return name in ("NamedTuple", "TypedDict") or name.endswith("Data")


def unloadable_fields(source: str, where: str) -> list[str]:
    """NamedTuple and TypedDict field types that name a later class or a type-checking-only import
    (unquoted)."""
    tree = ast.parse(source)
    later, checking = _defined_at(tree), _type_checking_names(tree)
    found = []
    for node in tree.body:
        if not isinstance(node, ast.ClassDef) or not any(_record(base) for base in node.bases):
            continue
        for st in node.body:
            if not isinstance(st, ast.AnnAssign):
                continue
            for name in ast.walk(st.annotation):
                if isinstance(name, ast.Name) and (later.get(name.id, 0) > node.lineno or name.id in checking):
                    found.append(f"{where}:{st.lineno}: {node.name}.{ast.unparse(st.target)} names {name.id}")
    return found


def test_the_check_finds_a_later_class_and_a_type_checking_name() -> None:
    source = ("from typing import TYPE_CHECKING, NamedTuple\nif TYPE_CHECKING:\n    from x import Game\n"
              "class Source(NamedTuple):\n    provider: Provider\n    game: Game\n    ok: 'Game'\n"
              "class Provider:\n    pass\n")
    assert unloadable_fields(source, "m.py") == ["m.py:5: Source.provider names Provider",
                                                 "m.py:6: Source.game names Game"]


def test_no_class_field_names_what_is_missing_when_its_module_loads() -> None:
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found += unloadable_fields(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert found == []
