"""The bots at the command line: ``hint`` in ``brass play``, bot settings, docs/bots.md's example bot."""
from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

from brass.core.cli.game.hint import hint_line
from brass.core.hooks.games import new_game
from brass.core.hooks.titles import load_plugin
from brass.core.i18n.messages import render
from brass.core.play.runner import bot_seed
from brass.plugins.bots.random_bot import RandomBot
from tests.cli.helpers import final_scores, run, unwrap

#: the turn menu at the start of a Birmingham game, in order
ACTIONS = ["build", "network", "develop", "loan", "scout", "pass"]

BOTS_DOC = Path(__file__).resolve().parents[2] / "docs" / "bots.md"


def _expected_hint(lang: str) -> str:
    """The hint for seat 1's first decision of the seed-5 game (the random bot of seat 2, seeded
    as ``brass play`` seeds it, acts first), straight from the bot."""
    game = new_game("birmingham", 2, 5)
    other = RandomBot(bot_seed(5, 0, 1))
    while (d := game.decision()).player == 1:
        game.apply(other.choose(d))
    return render(hint_line(game, d), lang)


def test_hint_names_an_offered_option_and_the_reasons() -> None:
    r = run("play", "birmingham", "-p", 2, "--bots", 2, "--bot", "random", "--seed", 5,
            input="hint\nquit\n", expect=0)
    line = next(ln for ln in unwrap(r.stdout).splitlines() if "Hint: " in ln)  # the screen wraps at 80
    hint = line[line.index("Hint: "):]
    assert hint == _expected_hint("en")
    m = re.fullmatch(r"Hint: (\d+)\. (\S+) — (.+); because: (.+)", hint)
    assert m, hint
    assert int(m.group(1)) == ACTIONS.index(m.group(2)) + 1
    reasons = m.group(4).split(", ")
    assert 1 <= len(reasons) <= 3
    assert all(re.search(r" [+-]\d+\.\d$", x) for x in reasons), reasons
    # asking twice gives the same advice, and the game goes on unchanged
    r2 = run("play", "birmingham", "-p", 2, "--bots", 2, "--bot", "random", "--seed", 5,
             input="hint\nhint\nquit\n", expect=0)
    assert unwrap(r2.stdout).count(hint) == 2


def test_hint_in_thai() -> None:
    r = run("play", "birmingham", "-p", 2, "--bots", 2, "--bot", "random", "--seed", 5, "--lang", "th",
            input="hint\nquit\n", expect=0)
    expected = _expected_hint("th")
    assert expected.startswith("คำแนะนำ: ") and " เพราะ: " in expected
    # the screen wraps Thai between words, where no space may stand: compare without spaces
    assert expected.replace(" ", "") in unwrap(r.stdout).replace(" ", "")


def test_bad_bot_setting_at_the_command_line() -> None:
    r = run("play", "birmingham", "-p", 2, "--bots", "all", "--bot", "search:many", expect=1)
    assert r.stdout == ""
    assert r.stderr.strip() == "Error: The bot “search” does not accept the setting “many”."


def test_simulate_accepts_a_bot_setting() -> None:
    r = run("simulate", "birmingham", "-p", 2, "-n", 1, "--bots", "search:1,random", expect=0)
    assert "win rate per seat played by each bot (95% CI, counting games): search:1 " in r.stdout


def test_the_documented_example_bot_plays(tmp_path: Path) -> None:
    plugin = _documented_bot(tmp_path)
    r = run("play", "birmingham", "-p", 2, "--bots", "all", "--bot", "pass-first", "--plugin", plugin,
            "--seed", 3, expect=0)
    assert len(final_scores(r.stdout)) == 2
    acts = [ln for ln in r.stdout.splitlines() if re.match(r"^P\d ", ln) and "income" not in ln]
    assert acts and all(" passes (" in ln for ln in acts[:6])


def _documented_bot(tmp_path: Path) -> Path:
    text = BOTS_DOC.read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", text[text.index("## A bot is a plugin"):], re.S).group(1)
    plugin = tmp_path / "pass_first.py"
    plugin.write_text(code, encoding="utf-8")
    return plugin


def test_simulate_plays_a_bot_from_a_plugin_file(tmp_path: Path) -> None:
    plugin = _documented_bot(tmp_path)
    rows = tmp_path / "rows.jsonl"
    # two worker processes: each loads the file itself
    r = run("simulate", "birmingham", "-p", 2, "-n", 2, "--workers", 2, "--plugin", plugin,
            "--bots", "pass-first,random", "--rows", rows, expect=0)
    assert "win rate per seat played by each bot (95% CI, counting games): pass-first " in r.stdout
    lines = [json.loads(x) for x in rows.read_text(encoding="utf-8").splitlines()]
    assert [x["bot_p1"] for x in lines] == ["pass-first", "pass-first"]
    assert all(x["act_pass"] > 0 for x in lines)
    # a misspelt bot names the plugin's bots among those available
    r = run("simulate", "birmingham", "-p", 2, "-n", 1, "--plugin", plugin, "--bots", "pass-frist", expect=1)
    assert r.stderr.strip() == ("Error: Unknown bot “pass-frist”; available: eager, heuristic, pass-first, "
                                "random, search.")


def test_compare_plays_a_bot_from_a_plugin_file(tmp_path: Path) -> None:
    plugin = _documented_bot(tmp_path)
    rows = tmp_path / "rows.jsonl"
    # as a side, and in --bots: the file is loaded for both sides and named in the rows
    r = run("compare", "birmingham", "-p", 2, "-n", 2, "--plugin", plugin, "--a", "pass-first", "--b", "random",
            "--rows", rows, expect=0)
    assert r.stdout.startswith("pass-first vs random: pass-first wins ")
    lines = [json.loads(x) for x in rows.read_text(encoding="utf-8").splitlines()]
    assert len(lines) == 2 and all(x["plugins"].startswith("pass_first.py#") for x in lines)  # (name#content hash)
    # seats alternate: pass-first sits first in one game and second in the other, and passes
    assert sorted(x["bot_p1"] for x in lines) == ["pass-first", "random"]
    assert all(x["act_pass"] > 0 for x in lines)
    r = run("compare", "birmingham", "-p", 2, "-n", 1, "--plugin", plugin, "--a", "base", "--b", "base",
            "--bots", "pass-first,random", expect=0)
    assert r.stdout.splitlines()[0] == "A = base; B = base; 1 games each on the same seeds."
    # without the file the bot is unknown, as before
    r = run("compare", "birmingham", "-p", 2, "-n", 1, "--a", "pass-first", "--b", "random", expect=1)
    assert "“pass-first” is not a variant file (.toml), a plugin file (.py), an installed plugin, a bot" in r.stderr


def test_a_simulations_plugin_file_runs_once_while_unchanged(tmp_path: Path) -> None:
    plugin = _documented_bot(tmp_path)
    first = load_plugin(str(plugin), reuse=True)
    assert load_plugin(str(plugin), reuse=True) is first
    assert load_plugin(str(plugin)) is not first  # (a command's own load runs it)
    # an edit (another size and time) runs the file again
    plugin.write_text(plugin.read_text(encoding="utf-8") + "\nEDITED = True\n", encoding="utf-8")
    os.utime(plugin, ns=(time.time_ns() + 10**9,) * 2)
    again = load_plugin(str(plugin), reuse=True)
    assert again is not first and again.EDITED
