"""Thai output: whole games without English words, rule text wrapped at Thai word boundaries."""
from __future__ import annotations

import itertools
import re

import pytest
from click.testing import CliRunner

from brass.core.cli.group import cli
from brass.core.hooks.games import rules_for
from brass.core.hooks.titles import title_info
from brass.core.i18n.messages import render
from brass.core.i18n.rulebook import load_rulebook
from brass.core.i18n.wrap import segments, width, wrap

LATIN_WORD = re.compile(r"[A-Za-z]+")


@pytest.mark.parametrize("title,players", [("birmingham", 2), ("pittsburgh", 2), ("pittsburgh", 3)])
def test_a_whole_game_in_thai_has_no_english_word(title: str, players: int) -> None:
    # Birmingham with the default (heuristic) bots, Pittsburgh with random bots (quicker)
    bot = ["--bot", "random"] if title == "pittsburgh" else []
    r = CliRunner().invoke(cli, ["play", title, "--players", str(players), "--bots", "all", "--seed", "1",
                                 "--lang", "th", *bot])
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert len(lines) > 100
    assert re.search(r"[\u0e00-\u0e7f]", r.output)
    english = sorted(set(LATIN_WORD.findall(r.output)))
    assert english == [], f"English words in the Thai game: {english}"
    assert not re.search(r"[\u0e50-\u0e59]", r.output), "numbers must use Western digits"
    currency = "£" if title == "birmingham" else "$"
    assert currency in r.output
    # no word said twice in a row: a placeholder whose value already holds the word beside it
    # ("สร้างเส้นทาง{kind}" with the kind "เส้นทางคลอง") read "สร้างเส้นทางเส้นทางคลอง"
    doubled = sorted({chunk for chunk in re.findall(r"[\u0e00-\u0e7f]+", r.output)
                      for a, b in itertools.pairwise(segments(chunk)) if a == b and len(a) >= 3})
    assert doubled == [], f"a word twice in a row: {doubled}"
    if title == "birmingham":
        assert "สร้างเส้นทางคลอง " in r.output and "สร้างเส้นทางรถไฟ " in r.output


@pytest.mark.parametrize("title", ["birmingham", "pittsburgh"])
def test_thai_rule_text_breaks_lines_only_between_words(title: str) -> None:
    info = title_info(title)
    rules_for(title)
    book = load_rulebook(title, info.rulebook)
    columns = 50
    for section in book.sections:
        for paragraph in section.paragraphs:
            thai = render(paragraph(), "th").replace("**", "")
            assert re.search(r"[\u0e00-\u0e7f]", thai), paragraph.key
            for source_line in thai.splitlines():
                if not source_line.strip():
                    continue
                wrapped = wrap(source_line, columns)
                for line in wrapped:
                    assert width(line) <= columns or " " not in line.strip(), (paragraph.key, line)
                # joining the wrapped lines gives back the text, and every break falls between segments
                body = re.sub(r"\s+", "", "".join(wrapped))
                assert body == re.sub(r"\s+", "", source_line), paragraph.key
                pieces = [p for p in segments(source_line) if not p.isspace()]
                ends = set()
                at = 0
                for p in pieces:  # a piece may hold a space: a number and its counting word
                    at += len(re.sub(r"\s+", "", p))
                    ends.add(at)
                at = 0
                for line in wrapped[:-1]:
                    at += len(re.sub(r"\s+", "", line))
                    assert at in ends, (paragraph.key, line)


def test_rules_command_lists_sections_and_prints_one_in_thai() -> None:
    r = CliRunner().invoke(cli, ["rules", "birmingham", "--list"])
    assert r.exit_code == 0
    ids = [line.split(":", 1)[0] for line in r.output.splitlines()]
    assert ids[:3] == ["overview", "components", "setup"] and "quick-reference" in ids
    r = CliRunner().invoke(cli, ["rules", "birmingham", "--section", "loan", "--lang", "th", "--width", "40"])
    assert r.exit_code == 0
    assert all(width(line) <= 40 for line in r.output.splitlines() if line and not line.startswith("="))
    r = CliRunner().invoke(cli, ["rules", "birmingham", "--section", "nope"])
    assert r.exit_code == 1 and "nope" in r.output


def test_pittsburgh_rules_end_with_the_provisional_values() -> None:
    r = CliRunner().invoke(cli, ["rules", "pittsburgh", "--width", "100"])
    assert r.exit_code == 0
    tail = r.output[r.output.index("Provisional values"):]
    assert "cards.toml" in tail and "eastern_edge" in tail
