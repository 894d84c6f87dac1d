"""``brass rules``: a title's rule text in English or Thai, wrapped for the terminal."""
from __future__ import annotations

import shutil

import click

from brass.core.cli.common import Output, UserError, echo_json, fail, lang_option
from brass.core.hooks.games import rules_for
from brass.core.hooks.titles import title_info
from brass.core.i18n.messages import text
from brass.core.i18n.rulebook import load_rulebook
from brass.core.i18n.wrap import wrap
from brass.core.model.errors import BrassError

NO_RULEBOOK = text("cli.no_rulebook", "{title} has no rule text.")
UNKNOWN_SECTION = text("cli.unknown_section", "No section “{section}”. Sections: {known}.")
SECTION_LINE = text("cli.section_line", "{id}: {title}")
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
@click.option("--width", type=click.IntRange(min=20), default=None, help="Wrap to this many columns.")
@click.option("--json", "as_json", is_flag=True, help="Print sections and paragraphs as JSON.")
@lang_option
def rules_cmd(title: str, section_id: str | None, list_only: bool, width: int | None, as_json: bool,
              lang: str) -> None:
    """Print TITLE's rules (--lang th for Thai)."""
    out = Output(lang)
    try:
        info = title_info(title)
        rules = rules_for(title)
    except BrassError as exc:
        fail(out, exc)
    out.currency = rules.currency
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
    columns = width or min(100, shutil.get_terminal_size((80, 24)).columns) - 2
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
