"""docs/designers.md says which bot to use for drafts, with commands that reproduce its table
(issue 56, item 10): each command names a shipped variant and a known bot, and runs."""
from __future__ import annotations

import re
import shlex

from tests.cli.helpers import REPO, run

DOC = REPO / "docs" / "designers.md"


def _commands() -> list[list[str]]:
    """The ``brass compare`` commands of the doc's code blocks, as argument lists."""
    blocks = re.findall(r"```(?:sh|bash|console)?\n(.*?)```", DOC.read_text(), flags=re.S)
    lines = [line for block in blocks for line in block.splitlines() if line.startswith("brass compare ")]
    return [shlex.split(line)[1:] for line in lines]


def test_the_readme_links_the_designers_guide() -> None:
    assert "(docs/designers.md)" in (REPO / "README.md").read_text()


def test_the_draft_bot_table_names_three_variants_and_the_three_bots() -> None:
    from brass.core.hooks.bots import available_bots, bot_name

    commands = _commands()
    variants = {c[c.index("--b") + 1] for c in commands}
    bots = {c[c.index("--bots") + 1] for c in commands}
    assert len(variants) == 3 and bots == {"eager", "heuristic:0", "heuristic"}
    assert len(commands) == 9  # every variant with every bot
    for path in variants:
        assert (REPO / path).is_file(), path
    assert all(bot_name(b) in available_bots() for b in bots)
    table = DOC.read_text()
    for path in variants:  # each variant has its row in the table
        assert f"`{path.rsplit('/', 1)[-1]}`" in table


def test_a_documented_command_runs() -> None:
    args = next(c for c in _commands() if "heuristic:0" in c and "cheap_loans" in c[c.index("--b") + 1])
    args[args.index("-n") + 1] = "1"  # the command as documented, on one game
    r = run(*[REPO / a if a.startswith("brass_birmingham/") else a for a in args], expect=0)
    assert r.stdout.splitlines()[0] == "A = base; B = cheap_loans.toml; 1 games each on the same seeds."
