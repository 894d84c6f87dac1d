"""docs/plugins.md: the state and rules fields a plugin may read, and the event hooks, generated
from the code and kept current; a field without a meaning is refused."""
from __future__ import annotations

import attrs

from brass.core.hooks import plugin_guide
from brass.core.hooks.plugin_guide import BEGIN, END, PAGE, fields_of, rewritten, undocumented
from brass.core.model.rules import Rules
from brass.core.model.state import State


def test_the_page_is_up_to_date() -> None:
    current = PAGE.read_text(encoding="utf-8")
    assert rewritten(current) == current, "run: python -m brass.core.hooks.plugin_guide"
    assert plugin_guide.main(["--check"]) == 0


def test_every_field_says_what_it_means() -> None:
    assert undocumented() == []


def test_every_state_field_and_rules_attribute_is_listed() -> None:
    page = PAGE.read_text(encoding="utf-8")
    generated = page[page.index(BEGIN):page.index(END)]
    assert [name for name, _, _ in fields_of(State)] == [f.name for f in attrs.fields(State)]
    rules = {name for name, _, _ in fields_of(Rules)}
    assert {"info", "board", "tiles", "cards", "markets", "eras", "setup", "title", "names"} <= rules
    assert "| `tile_owner` | list[int] | per space, -1 = empty |" in generated
    assert ("| `brass_sold` | `player`: The seat that sold; `space`: The space (an index into "
            "`rules.board.spaces`); `tile`: The tile sold (an index into `rules.tiles`) |") in generated


def test_a_new_attribute_without_a_comment_is_caught() -> None:
    class Sample:
        def __init__(self) -> None:
            #: documented above
            self.kept = 1
            self.bare = 2
            self._private = 3

    assert fields_of(Sample) == [("kept", "", "documented above"), ("bare", "", "")]
