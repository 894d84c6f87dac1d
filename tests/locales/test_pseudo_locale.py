"""The whole CLI run in a pseudo-locale: every message translatable, wrapped text fits 80 columns.

The pseudo-locale (``brass locales pseudo``) accents every letter, grows text by about a third
and brackets each message, so English left outside any bracket is a string that bypassed the
catalogs, and a long language's overflow shows without waiting for one.  The checks are
generic (no snapshot of any command's output), so commands may change their text freely.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from brass.core.cli.group import COMMANDS, cli, load_command
from brass.core.i18n.catalogs import catalog_roots
from brass.core.i18n.locales_tool import declared, write_pseudo
from brass.core.i18n.pseudo import pseudo
from brass.core.i18n.wrap import width

CODE = "qps"
COLUMNS = 80
#: ASCII words that may stand outside a message: command and option names, metavars, ids
NAMES = re.compile(r"(?<![-\w])-{1,2}[\w-]+|\b[A-Z][A-Z_]+\b|\b[\w.-]*[/_.:=][\w./:=-]*")


@pytest.fixture(scope="module")
def pseudo_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("pseudo")
    write_pseudo(CODE, root)
    return root


def run(root: Path, *args: object, lang: bool = True) -> str:
    argv = [str(a) for a in args] + (["--lang", CODE] if lang else [])
    r = CliRunner().invoke(cli, argv, env={"BRASS_LOCALE_PATH": str(root), "COLUMNS": str(COLUMNS)},
                           prog_name="brass")
    assert r.exception is None or isinstance(r.exception, SystemExit), (argv, r.exception)
    assert "Traceback" not in r.output
    return r.output


def outside_messages(output: str) -> str:
    """The text of ``output`` outside every ``[...]`` (brackets nest; messages span lines)."""
    depth = 0
    out = []
    for ch in output:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def english_words(output: str, allowed: set[str]) -> set[str]:
    rest = NAMES.sub(" ", outside_messages(output))
    return {w for w in re.findall(r"[A-Za-z]{2,}", rest) if w.lower() not in allowed}


def allowed_words() -> set[str]:
    """Command names and title/bot ids: typed by the user, never translated."""
    from brass.core.hooks.titles import installed_plugins, installed_titles

    names = {"brass", *COMMANDS, *installed_titles(), *installed_plugins()}
    for name in COMMANDS:
        command = load_command(name)
        names |= set(getattr(command, "commands", {}))
    return {n.lower() for n in names} | {"random", "eager", "undo", "board", "save", "quit"}


def test_english_outside_a_message_is_found() -> None:
    output = "[Ƥȧşş~~] Hello world\n[Ƈǿşŧş~~:\n- **ƈȧƞȧŀ~~**: see\nmore] brass rules --lang TITLE game.toml"
    assert english_words(output, {"brass", "rules"}) == {"Hello", "world"}


def test_the_pseudo_locale_is_accented_longer_and_bracketed() -> None:
    texts = declared()
    english = sum(len(t.en) for t in texts.values())
    grown = sum(len(pseudo(t.en)) for t in texts.values())
    assert 1.30 <= grown / english <= 1.40
    assert pseudo("Pass") == "[Ƥȧşş~~]"
    assert pseudo("You gain {amount}; see `brass data x`.") == "[Ẏǿŭ~ ɠȧīƞ~~ {amount}; şḗḗ~ `brass data x`.]"
    assert pseudo("Costs:\n- **canal**: £3") == "[Ƈǿşŧş~~:\n- **ƈȧƞȧŀ~~**: £3]"


def test_the_pseudo_catalogs_pass_check(pseudo_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from brass.core.i18n.locales_tool import check, errors

    monkeypatch.setenv("BRASS_LOCALE_PATH", str(pseudo_root))
    assert any(r.path == pseudo_root for r in catalog_roots())
    # the pseudo root holds translations only: brass's own templates are checked against them
    problems = check(CODE)
    assert errors(problems) == []
    # every catalog found and complete; the only warnings are texts grown past their length notes
    assert problems and {p.kind for p in problems} == {"length"}


def commands(tmp: Path) -> list[tuple[object, ...]]:
    game = tmp / "game.toml"
    return [
        ("new", "birmingham", "--players", 2, "--seed", 3, "-o", game),
        ("show", game), ("show", game, "--as", 1), ("options", game),
        ("choose", game, "nope"), ("choose", game, "loan"),
        ("replay", game),
        ("play", "birmingham", "--players", 2, "--bots", "all", "--seed", 1),
        ("play", "pittsburgh", "--players", 3, "--bots", "all", "--seed", 1, "--bot", "random"),
        ("simulate", "birmingham", "--players", 2, "-n", 2, "--bots", "random,eager"),
        ("titles",), ("rules", "birmingham"), ("rules", "pittsburgh"),
        ("rules", "birmingham", "--section", "nope"), ("show", tmp / "missing.toml"),
        ("new", "nope", "--players", 2, "-o", game), ("locales", "stats"),
    ]


def test_the_whole_cli_has_no_untranslated_text(pseudo_root: Path, tmp_path: Path) -> None:
    allowed = allowed_words()
    found: dict[str, set[str]] = {}
    for argv in commands(tmp_path):
        output = run(pseudo_root, *argv)
        assert re.search("[ȧḗīǿŭ]", output), argv  # the pseudo-locale is really in use
        words = english_words(output, allowed)
        if words:
            found[" ".join(map(str, argv[:2]))] = words
    assert found == {}


def help_commands() -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = [()]
    for name in sorted(COMMANDS):
        out.append((name,))
        out += [(name, sub) for sub in sorted(getattr(load_command(name), "commands", {}))]
    return out


@pytest.mark.parametrize("path", help_commands(), ids=lambda p: " ".join(p) or "brass")
def test_every_help_is_translated_and_fits(pseudo_root: Path, path: tuple[str, ...]) -> None:
    output = run(pseudo_root, *path, "--help")
    assert english_words(output, allowed_words()) == set()
    assert [line for line in output.splitlines() if width(line) > COLUMNS] == []


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_wrapped_rule_text_fits_80_columns(pseudo_root: Path, title: str) -> None:
    output = run(pseudo_root, "rules", title, "--width", COLUMNS - 2)
    assert len(output.splitlines()) > 100
    assert [line for line in output.splitlines() if width(line) > COLUMNS] == []
