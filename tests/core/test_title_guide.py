"""core/WRITING_A_TITLE.md: its reference part is generated from the schemas and hook specs, and kept current."""
from __future__ import annotations

from pathlib import Path

import pytest
from attrs import frozen

from brass.core.hooks import title_guide
from brass.core.hooks.title_guide import BEGIN, END, GUIDE, field_docs, rewritten, schema_table


def test_the_guide_is_up_to_date() -> None:
    current = GUIDE.read_text(encoding="utf-8")
    assert rewritten(current) == current, "run: python -m brass.core.hooks.title_guide"


def test_every_schema_field_says_what_it_means() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    generated = text[text.index(BEGIN):text.index(END)]
    rows = [line for line in generated.splitlines() if line.startswith("| `")]
    assert len(rows) > 100
    assert [row for row in rows if row.endswith("|  |")] == []
    assert "| `player_counts` | array of integers | required | the player counts the title supports;" in generated
    assert "| `reached_from` | array of strings | `[]` |" in generated
    assert "| `brass_setup` | game | Nothing. | Finish setting up a new game on `game.state`. |" in generated
    assert ("| `brass_next_order` | game | The seats in their new order; the first non-None result wins. |"
            in generated)


@frozen
class Sample:
    """A sample table.

    ``colour``: what the docstring says; ``size``: also from the docstring.
    """

    #: from the comment above
    name: str
    size: int = 3  # from the trailing comment (it wins over the docstring)
    colour: str = "red"
    flags: tuple[str, ...] = ()


def test_field_meanings_come_from_comments_then_the_docstring() -> None:
    assert field_docs(Sample) == {
        "name": "from the comment above",
        "size": "from the trailing comment (it wins over the docstring)",
        "colour": "what the docstring says",
    }
    assert schema_table(Sample)[4:] == [
        "| key | type | default | meaning |",
        "|---|---|---|---|",
        "| `name` | string | required | from the comment above |",
        "| `size` | integer | `3` | from the trailing comment (it wins over the docstring) |",
        '| `colour` | string | `"red"` | what the docstring says |',
        "| `flags` | array of strings | `[]` |  |",
        "",
    ]


def test_check_fails_on_a_stale_guide_and_writing_fixes_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stale = tmp_path / "WRITING_A_TITLE.md"
    stale.write_text(f"# Guide\n\nhand-written\n\n{BEGIN}\n\nold tables\n\n{END}\n", encoding="utf-8")
    monkeypatch.setattr(title_guide, "GUIDE", stale)
    assert title_guide.main(["--check"]) == 1
    assert title_guide.main([]) == 0
    fixed = stale.read_text(encoding="utf-8")
    assert fixed.startswith("# Guide\n\nhand-written\n\n") and "old tables" not in fixed
    assert "#### `TileData`" in fixed
    assert title_guide.main(["--check"]) == 0
