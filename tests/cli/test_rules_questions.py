"""``brass rules TITLE --questions`` and ``--question N``: the rule questions, wrapped or as JSON."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from brass.core.i18n.catalogs import domain_of
from brass.core.i18n.wrap import width

from .helpers import as_json, error_line, run


def test_every_question_is_listed_with_answer_conditions_example_and_page() -> None:
    r = run("rules", "birmingham", "--questions", "--width", "78", expect=0)
    out = r.stdout
    assert out.startswith("Rule questions: Brass: Birmingham\n")
    numbers = [int(m) for m in re.findall(r"^(\d+)\. ", out, re.M)]
    assert numbers == list(range(1, 29))
    assert out.count("   Conditions: ") == 28
    assert out.count("   Example: ") == 28
    assert out.count("   Rulebook page ") == 28
    assert all(width(line) <= 78 for line in out.splitlines())


def test_one_question_wrapped_to_the_width_asked() -> None:
    r = run("rules", "birmingham", "--question", "22", "--width", "50", expect=0)
    lines = r.stdout.splitlines()
    assert lines[0].startswith("22. Are loans paid back")
    assert all(width(line) <= 50 for line in lines)
    text = " ".join(r.stdout.split())
    assert "22. Are loans paid back, and how far does income fall?" in text
    assert "Example: From income level 5 a loan drops you to level 2, on the top space of level 2." in text
    assert "   Rulebook page 6" in lines
    assert "Rule questions:" not in r.stdout


def test_questions_as_json() -> None:
    found = as_json(run("rules", "birmingham", "--questions", "--json"))
    assert [q["number"] for q in found] == list(range(1, 29))
    assert set(found[0]) == {"number", "id", "page", "question", "answer", "conditions", "example"}
    one = as_json(run("rules", "birmingham", "--question", "14", "--json"))
    assert [(q["id"], q["page"]) for q in one] == [("produce", 5)]
    assert one[0]["example"].startswith("An iron works I gets four iron.")


def test_thai_questions_are_wrapped_too() -> None:
    r = run("rules", "birmingham", "--question", "7", "--lang", "th", "--width", "60", expect=0)
    assert r.stdout.startswith("7. ")
    assert all(width(line) <= 60 for line in r.stdout.splitlines())


def test_a_title_without_questions_says_so() -> None:
    r = run("rules", "pittsburgh", "--questions", expect=0)
    assert r.stdout == "Brass: Pittsburgh has no rule questions yet.\n"
    assert as_json(run("rules", "pittsburgh", "--questions", "--json")) == []
    assert error_line(run("rules", "pittsburgh", "--question", "1", expect=1)) == (
        "Error: Brass: Pittsburgh has no rule questions yet.")


@pytest.mark.parametrize(("args", "error"), [
    (("--question", "29"), "Error: No question 29: Brass: Birmingham has questions 1 to 28."),
    (("--questions", "--section", "loan"),
     "Error: --questions and --question cannot be combined with --section or --list."),
])
def test_wrong_question_requests_are_refused(args: tuple[str, ...], error: str) -> None:
    assert error_line(run("rules", "birmingham", *args, expect=1)) == error


def test_question_texts_go_to_the_titles_catalog_domain() -> None:
    from brass.core.i18n.locales_tool import declared

    keys = [k for k in declared() if k.startswith("birmingham.questions.")]
    assert len(keys) == 28 * 4
    assert {domain_of(k, ("birmingham", "pittsburgh")) for k in keys} == {"birmingham"}


def test_a_questions_file_with_one_id_twice_is_refused_by_name(tmp_path: Path) -> None:
    from brass.core.i18n.messages import render
    from brass.core.i18n.questions import load_questions
    from brass.core.model.errors import DataError

    one = 'id = "same"\npage = 2\nquestion = "Q?"\nanswer = "A."\nconditions = "C."\nexample = "E."\n'
    path = tmp_path / "questions.toml"
    path.write_text(f"[[question]]\n{one}\n[[question]]\n{one}", encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_questions("toy", path)
    assert render(caught.value.message, "en", "£") == (
        "questions.toml: question[1].id: question id 'same' is already used by question[0]")
