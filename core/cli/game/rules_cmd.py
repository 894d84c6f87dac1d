"""``brass rules``: a title's rule text in English or Thai, wrapped for the terminal."""
from __future__ import annotations

import shutil

import click

from brass.core.cli.common import Output, UserError, echo_json, fail, lang_option, wrap_indented
from brass.core.hooks.games import rules_for
from brass.core.hooks.titles import title_info
from brass.core.i18n.messages import text
from brass.core.i18n.questions import Question, declare_questions
from brass.core.i18n.rulebook import load_rulebook
from brass.core.i18n.wrap import width as text_width, wrap
from brass.core.model.errors import BrassError

NO_RULEBOOK = text("cli.no_rulebook", "{title} has no rule text.")
UNKNOWN_SECTION = text("cli.unknown_section", "No section “{section}”. Sections: {known}.")
SECTION_LINE = text("cli.section_line", "{id}: {title}")
QUESTIONS_HEADING = text("cli.rules_questions_heading", "Rule questions: {title}",
                         note="{title}: the game's name, e.g. Brass: Birmingham")
QUESTION_LINE = text("cli.rules_question_line", "{number}. {question}")
QUESTION_CONDITIONS = text("cli.rules_question_conditions", "Conditions: {conditions}",
                           note="{conditions}: the conditions of a rule question, one or more sentences")
QUESTION_EXAMPLE = text("cli.rules_question_example", "Example: {example}",
                        note="{example}: the example of a rule question, one or more sentences")
QUESTION_PAGE = text("cli.rules_question_page", "Rulebook page {page}",
                     note="{page}: the page of the official rulebook the answer comes from")
NO_QUESTIONS = text("cli.rules_no_questions", "{title} has no rule questions yet.")
UNKNOWN_QUESTION = text("cli.rules_unknown_question", "No question {number}: {title} has questions 1 to {count}.")
QUESTIONS_ALONE = text("cli.rules_questions_alone", "--questions and --question cannot be combined with "
                       "--section or --list.")
PROVISIONAL_LINE = text("cli.rules_provisional_line", "  - {entry}")
PROVISIONAL = text(
    "cli.rules_provisional",
    "Provisional values: the public sources do not confirm these figures; the game uses the values "
    "in its data files until official ones are published (see brass data {title}).",
)


@click.command("rules")
@click.argument("title")
@click.option("--section", "section_id", help="Print only this section (see --list).")
@click.option("--list", "list_only", is_flag=True, help="List the sections.")
@click.option("--questions", "questions", is_flag=True, help="Print the rule questions with their answers.")
@click.option("--question", "question_number", type=click.IntRange(min=1), default=None,
              help="Print only rule question N (see --questions).")
@click.option("--width", type=click.IntRange(min=20), default=None, help="Wrap to this many columns.")
@click.option("--json", "as_json", is_flag=True,
              help="Print sections and paragraphs (or the questions) as JSON.")
@lang_option
def rules_cmd(title: str, section_id: str | None, list_only: bool, questions: bool, question_number: int | None,
              width: int | None, as_json: bool, lang: str) -> None:
    """Print TITLE's rules (--lang th for Thai)."""
    out = Output(lang)
    try:
        info = title_info(title)
        rules = rules_for(title)
    except BrassError as exc:
        fail(out, exc)
    out.currency = rules.currency
    columns = width or min(100, shutil.get_terminal_size((80, 24)).columns) - 2
    if questions or question_number is not None:
        if section_id is not None or list_only:
            raise UserError(out, QUESTIONS_ALONE())
        try:
            asked = declare_questions(info.id, info.questions)
        except BrassError as exc:  # a title's questions file that does not read
            fail(out, exc)
        show_questions(out, info.name, asked, question_number, as_json, columns)
        return
    if info.rulebook is None:
        raise UserError(out, NO_RULEBOOK(title=info.name))
    book = load_rulebook(info.id, info.rulebook)
    sections = book.sections
    if section_id is not None:
        found = book.section(section_id)
        if found is None:
            raise UserError(out, UNKNOWN_SECTION(section=section_id, known=", ".join(s.id for s in sections)))
        sections = (found,)
    if as_json:
        echo_json([{"id": s.id, "title": out.text(s.title()),
                    "paragraphs": [out.text(p()) for p in s.paragraphs]} for s in sections])
        return
    if list_only:
        for s in sections:
            out.echo(SECTION_LINE(id=s.id, title=s.title()))
        return
    for s in sections:
        heading = out.text(s.title())
        click.echo(heading)
        click.echo("=" * min(columns, len(heading) + 4))
        for p in s.paragraphs:
            for line in wrap(out.text(p()).replace("**", ""), columns):
                click.echo(line)
            click.echo()
    if rules.provisional and section_id is None:
        for line in wrap(out.text(PROVISIONAL(title=info.id)), columns):
            click.echo(line)
        for entry in rules.provisional:
            for line in wrap(out.text(PROVISIONAL_LINE(entry=entry)), columns):
                click.echo(line)


def question_json(out: Output, q: Question) -> dict[str, object]:
    return {"number": q.number, "id": q.id, "page": q.page,
            **{part: out.text(getattr(q, part)()) for part in ("question", "answer", "conditions", "example")}}


def show_questions(out: Output, name: str, found: tuple[Question, ...], number: int | None, as_json: bool,
                   columns: int) -> None:
    """Print every question (or question ``number``) with its answer, conditions, example and page."""
    if number is not None:
        if not found:
            raise UserError(out, NO_QUESTIONS(title=name))
        if number > len(found):
            raise UserError(out, UNKNOWN_QUESTION(number=number, title=name, count=len(found)))
        found = (found[number - 1],)
    if as_json:
        echo_json([question_json(out, q) for q in found])
        return
    if not found:
        out.echo(NO_QUESTIONS(title=name))
        return
    out.columns = columns
    if number is None:
        heading = out.text(QUESTIONS_HEADING(title=name))
        click.echo(heading)
        click.echo("=" * min(columns, text_width(heading) + 4))
    for q in found:
        out.echo(QUESTION_LINE(number=q.number, question=q.question()))
        for message in (q.answer(), QUESTION_CONDITIONS(conditions=q.conditions()),
                        QUESTION_EXAMPLE(example=q.example()), QUESTION_PAGE(page=q.page)):
            for line in wrap_indented("   " + out.text(message), columns):
                click.echo(line)
        click.echo()
