"""A third-party title owns its catalogs: its messages go to templates in its own package, never
into brass's, and brass's Thai check does not see them."""
from __future__ import annotations

from brass.core.i18n.catalogs import CORE_DOMAIN, locales_dir
from brass.core.i18n.locales_tool import Target, check, discover, targets

from .conftest import TOY


def test_the_toy_titles_messages_go_to_its_own_package_only() -> None:
    found = discover()
    assert "toy.action.build" in found.texts
    own = targets(found.texts)
    assert {t.root for t in own} == {locales_dir()}
    assert not [x.key for entries in own.values() for x in entries if x.key.startswith("toy.")]
    toy = targets(found.texts, "brass_toy")
    root = (TOY / "brass_toy" / "locales").resolve()
    assert set(toy) <= {Target(root, "toy"), Target(root, "toy-rules")} and Target(root, "toy") in toy
    assert {x.key for x in toy[Target(root, "toy")]} >= {"toy.action.build", "toy.prompt.road"}
    assert all(x.key.startswith("toy.") for entries in toy.values() for x in entries)
    assert CORE_DOMAIN not in {t.domain for t in toy}


def test_brass_thai_check_does_not_see_the_toy_title() -> None:
    assert [p for p in check("th") if p.domain.startswith("toy") or p.key.startswith("toy.")] == []
