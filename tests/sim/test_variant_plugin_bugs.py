"""Variant and plugin bugs a designer met (issue 10)."""
from __future__ import annotations

import os
import tomllib
from importlib.metadata import version
from pathlib import Path

from tests.cli.helpers import POSITION, run

EXAMPLES = Path(__file__).resolve().parents[2] / "plugins" / "examples"


def test_era_rounds_in_a_variant_is_refused_clearly(tmp_path: Path) -> None:
    v = tmp_path / "rounds.toml"
    v.write_text('[variant]\nname = "short"\n[[change]]\npath = "game:era[canal].rounds"\nvalue = [5, 5, 5]\n')
    r = run("data", "birmingham", "--variant", v, expect=1)
    assert r.stderr.startswith(f"Error: {v}: change[0].path: an era's rounds follow from the deck")
    r = run("simulate", "birmingham", "-p", 2, "--variant", v, expect=1)
    assert "cannot set them; change the cards (cards:card[...].copies)" in r.stderr


def test_new_from_a_position_keeps_the_plugin(tmp_path: Path) -> None:
    pos = tmp_path / "p.toml"
    pos.write_text(POSITION)
    save = tmp_path / "g.toml"
    run("new", "--position", pos, "--plugin", "example-fixed-turn-order", "-o", save, expect=0)
    data = tomllib.loads(save.read_text())
    assert data["start"]["plugins"] == [f"example-fixed-turn-order@{version('brass')}"]  # name and version
    run("show", save, expect=0)


def test_a_plugin_file_is_stored_so_the_save_opens_from_another_folder(tmp_path: Path) -> None:
    """A plugin file is recorded by its name only (opening a save never runs code, see the safety
    tests); opened from another folder, the save loads the file the user names again."""
    work, elsewhere = tmp_path / "work", tmp_path / "elsewhere"
    work.mkdir()
    elsewhere.mkdir()
    (work / "fixed.py").write_text((EXAMPLES / "fixed_turn_order.py").read_text())
    old = os.getcwd()
    try:
        os.chdir(work)
        run("new", "birmingham", "-p", 2, "--plugin", "fixed.py", "-o", "g.toml", expect=0)
        assert tomllib.loads(Path("g.toml").read_text())["plugins"] == ["file:fixed.py"]
        os.chdir(elsewhere)
        run("show", work / "g.toml", "--plugin", work / "fixed.py", expect=0)
    finally:
        os.chdir(old)


def _variant(tmp_path: Path, changes: str) -> Path:
    v = tmp_path / "v.toml"
    v.write_text('[variant]\nname = "test"\ntitle = "birmingham"\n' + changes)
    return v


def test_a_wrongly_typed_value_is_blamed_on_the_variant_change(tmp_path: Path) -> None:
    v = _variant(tmp_path, '[[change]]\npath = "game:setup.money"\nvalue = 1\n'
                           '[[change]]\npath = "industries:industry[cotton].tiles[level=1].money"\nvalue = "ten"\n')
    for cmd in (("data", "birmingham"), ("simulate", "birmingham", "-p", 2), ("new", "birmingham", "-p", 2, "-o",
                                                                              tmp_path / "g.toml")):
        r = run(*cmd, "--variant", v, expect=1)
        assert r.stderr == (f"Error: {v}: change[1].path = industries:industry[cotton].tiles[level=1].money: "
                            "expected a whole number, got 'ten'\n")
    v = _variant(tmp_path, '[[change]]\npath = "game:setup.bonus"\nvalue = 3\n')
    assert run("data", "birmingham", "--variant", v, expect=1).stderr == (
        f"Error: {v}: change[0].path = game:setup.bonus: unknown key\n")


def test_the_change_summary_names_what_the_variant_wrote(tmp_path: Path) -> None:
    v = _variant(tmp_path, '[[change]]\npath = "industries:industry[cotton].tiles[level=2].vp"\nvalue = 9\n'
                           '[[change]]\npath = "map:link[ends=birmingham,coventry].canal"\nvalue = false\n')
    lines = run("data", "birmingham", "--variant", v, expect=1).stderr
    assert "change[1].path = map:link[ends=birmingham,coventry].canal: unknown key" in lines
    v = _variant(tmp_path, '[[change]]\npath = "industries:industry[cotton].tiles[level=2].vp"\nvalue = 9\n'
                           '[[change]]\npath = "game:market[*].empty_price"\nvalue = 9\n')
    out = run("data", "birmingham", "--variant", v, expect=0).stdout.splitlines()
    assert out[:4] == ["# The variant changes 3 values:",
                       "#   game:market[coal].empty_price: 8 -> 9",
                       "#   game:market[iron].empty_price: 6 -> 9",
                       "#   industries:industry[cotton].tiles[level=2].vp: 5 -> 9"]


def test_wildcards_reach_every_element_and_are_validated(tmp_path: Path) -> None:
    from brass.core.hooks.games import rules_for

    variant = {"change": [{"path": "industries:industry[*].tiles[*].vp", "value": 1}]}
    rules = rules_for("birmingham", variant)
    assert {t.vp for t in rules.tiles} == {1}
    v = _variant(tmp_path, '[[change]]\npath = "industries:industry[*].tiles[*].vp"\nvalue = "one"\n')
    r = run("data", "birmingham", "--variant", v, expect=1)
    assert r.stderr.startswith(f"Error: {v}: change[0].path = industries:industry[*].tiles[*].vp: "
                               "expected a whole number")
    v = _variant(tmp_path, '[[change]]\npath = "industries:industry[*].tiles[*].nonsense.deeper"\nvalue = 1\n')
    r = run("data", "birmingham", "--variant", v, expect=1)
    assert "no key 'nonsense' after industry[*].tiles[*]" in r.stderr
