"""A copy of the project's catalogs for tests that write to them."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import brass.core.i18n.catalogs as catalogs


@pytest.fixture
def locales_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "locales"
    shutil.copytree(catalogs.locales_dir(), root)
    monkeypatch.setattr(catalogs, "locales_dir", lambda: root)
    monkeypatch.setattr("brass.core.i18n.locales_tool.locales_dir", lambda: root)
    catalogs.translations.cache_clear()
    yield root
    catalogs.translations.cache_clear()
