"""core/ARCHITECTURE.md names every module of core in its tables, so a reader finds where each one
belongs (issue 58: twelve were missing)."""
from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "core" / "ARCHITECTURE.md"


def unnamed_modules(doc: str, core: Path) -> list[str]:
    """The modules under ``core`` whose name no table row of ``doc`` holds as a word."""
    words = set(re.findall(r"\w+", "\n".join(line for line in doc.splitlines() if line.startswith("|"))))
    modules = (p for p in core.rglob("*.py") if p.stem != "__init__")
    return sorted(str(p.relative_to(core.parent)) for p in modules if p.stem not in words)


def test_every_core_module_is_named() -> None:
    assert unnamed_modules(DOC.read_text(encoding="utf-8"), REPO / "core") == []


def test_a_module_named_only_in_prose_is_missing(tmp_path: Path) -> None:
    core = tmp_path / "core"
    (core / "play").mkdir(parents=True)
    for name in ("__init__", "engine", "sell", "hidden"):
        (core / "play" / f"{name}.py").write_text("", encoding="utf-8")
    doc = "The hidden module.\n\n| part | modules |\n|---|---|\n| play | engine, sell (the block) |\n"
    assert unnamed_modules(doc, core) == ["core/play/hidden.py"]
