"""The code digest a save's seal carries: stable for the same code, different per title."""
from __future__ import annotations

from brass.core.hooks.code_digest import code_digest


def test_the_digest_is_stable_and_per_title() -> None:
    first = code_digest("birmingham")
    assert len(first) == 64 and int(first, 16) >= 0
    assert code_digest("birmingham") == first
    assert code_digest("pittsburgh") != first
