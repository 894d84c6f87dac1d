"""``brass locales``: the translators' tools (extract, update, check, stats, init, pseudo)."""
from __future__ import annotations

import sys
from pathlib import Path

import click

from brass.core.cli.common import LANG_META, Output, UserError, echo_json, lang_option
from brass.core.i18n.locales_tool import (
    Discovery,
    UnknownPackage,
    check,
    discover,
    errors,
    extract,
    init,
    maintained_languages,
    owner_package,
    stats,
    update,
    write_breaks,
    write_pseudo,
)
from brass.core.i18n.messages import Percent, text

EXTRACTED = text("cli.locales_extracted", "{domain}.pot: {count} message.", plural="{domain}.pot: {count} messages.")
UPDATED = text("cli.locales_updated",
               "{lang}/{domain}.po: {new} new, {changed} changed (now fuzzy), {obsolete} obsolete.")
PROBLEM = text("cli.locales_problem", "{lang} {domain} [{kind}] {key}: {detail}")
PROBLEM_NO_KEY = text("cli.locales_problem_no_key", "{lang} {domain} [{kind}]: {detail}",
                      note="a problem of a whole catalog, not of one message: {kind} is a word such as partial")
CHECK_OK = text("cli.locales_ok", "{lang}: every catalog is complete and consistent.")
CHECK_FAILED = text("cli.locales_failed", "{lang}: {count} problem.", plural="{lang}: {count} problems.")
CHECK_WARNINGS = text("cli.locales_warnings", "{lang}: usable; {count} warning.",
                      plural="{lang}: usable; {count} warnings.",
                      note="the catalogs pass; {count} warnings (partial, glossary, obsolete) were listed above")
INITIALIZED = text("cli.locales_initialized", "{lang}/{domain}.po: {count} message to translate.",
                   plural="{lang}/{domain}.po: {count} messages to translate.")
BREAKS_WRITTEN = text("cli.locales_breaks", "{lang}/wordbreaks.txt: word breaks of {count} Thai chunks.")
PSEUDO_WRITTEN = text("cli.locales_pseudo", "{path}: {count} pseudo-translated messages.")
SKIPPED = text("cli.locales_skipped", "Skipped {module}: it needs {package}, which is not installed "
               "(a module that needs an optional package declares no messages).",
               note="{module}: a Python module; {package}: the missing Python package")
UNKNOWN_PACKAGE = text("cli.locales_unknown_package", "--package {package}: no installed title or plugin of "
                       "another distribution comes in that package (those that do: {known}).",
                       note="{package}: a Python package name; {known}: the package names, or -")
UNKNOWN_PACKAGE_NONE = text("cli.locales_unknown_package_none", "--package {package}: no title or plugin of "
                            "another distribution is installed, so there is no package whose catalogs to keep.",
                            note="{package}: the Python package name given")
STATS_LINE = text(
    "cli.locales_stats",
    "{lang} {domain}: {translated}/{total} translated ({percent}), {fuzzy} fuzzy, {untranslated} untranslated",
    note="{percent}: the share translated, formatted for the language (87%)"
)


@click.group("locales")
@lang_option
@click.pass_context
def locales_group(ctx: click.Context, lang: str) -> None:
    """Keep the translations (gettext catalogs under locales/) in step with the English."""
    if ctx.get_parameter_source("lang") is not click.core.ParameterSource.DEFAULT:
        ctx.meta[LANG_META] = lang  # `brass locales --lang th stats`: the subcommand's language


#: brass's own catalogs unless a third-party title's or plugin's package is named
package_option = click.option(
    "--package", "package", metavar="PACKAGE", default=None,
    help="A third-party title's or plugin's package: its own catalogs (PACKAGE/locales), not brass's.")


def _owner(out: Output, package: str | None) -> str | None:
    """``package`` when it is one whose catalogs can be kept (None: brass's own)."""
    try:
        owner_package(package)
    except UnknownPackage as exc:
        raise UserError(out, UNKNOWN_PACKAGE(package=exc.package, known=", ".join(exc.known)) if exc.known
                        else UNKNOWN_PACKAGE_NONE(package=exc.package)) from None
    return package


def _discover(out: Output) -> Discovery:
    """Every declared message; one line (on stderr) per module that could not be read."""
    found = discover()
    for skipped in found.skipped:
        out.echo(SKIPPED(module=skipped.module, package=skipped.missing), err=True)
    return found


def _langs(lang_filter: str | None, package: str | None = None) -> list[str]:
    return [lang_filter] if lang_filter else maintained_languages(package)


@locales_group.command("extract")
@package_option
@lang_option
def extract_cmd(package: str | None, lang: str) -> None:
    """Rewrite the templates (.pot) from the code, data and rule text."""
    out = Output(lang)
    package = _owner(out, package)
    for domain, count in sorted(extract(_discover(out), package).items()):
        out.echo(EXTRACTED(domain=domain, count=count))


@locales_group.command("update")
@click.option("--only", "only", default=None, help="Only this language (e.g. th).")
@package_option
@lang_option
def update_cmd(only: str | None, package: str | None, lang: str) -> None:
    """Merge the templates into every language's catalogs (changed English becomes fuzzy)."""
    out = Output(lang)
    package = _owner(out, package)
    for target in _langs(only, package):
        for domain, (new, changed, obsolete) in sorted(update(target, package).items()):
            out.echo(UPDATED(lang=target, domain=domain, new=new, changed=changed, obsolete=obsolete))


@locales_group.command("check")
@click.option("--only", "only", default=None, help="Only this language (e.g. th).")
@click.option("--json", "as_json", is_flag=True, help="Print the problems as JSON.")
@package_option
@lang_option
def check_cmd(only: str | None, as_json: bool, package: str | None, lang: str) -> None:
    """Fail on untranslated or fuzzy entries, broken or mismatched placeholders, changed code spans,
    structure mismatches, untranslated-looking text, and templates out of step with the code;
    warn on glossary misses, obsolete entries and (languages not in locales/complete.txt) gaps."""
    out = Output(lang)
    failed = False
    report = {}
    package = _owner(out, package)
    found = _discover(out)
    for target in _langs(only, package):
        problems = check(target, found, package)
        report[target] = [{**p._asdict(), "detail": out.text(p.detail)} for p in problems]
        bad = errors(problems)
        failed = failed or bool(bad)
        if as_json:
            continue
        for p in problems:
            shown = PROBLEM if p.key else PROBLEM_NO_KEY  # (no stray space before the colon)
            out.echo(shown(lang=target, domain=p.domain, kind=p.kind, key=p.key, detail=p.detail))
        if bad:
            out.echo(CHECK_FAILED(lang=target, count=len(bad)))
        elif problems:
            out.echo(CHECK_WARNINGS(lang=target, count=len(problems)))
        else:
            out.echo(CHECK_OK(lang=target))
    if as_json:
        echo_json(report)
    if failed:
        sys.exit(1)


@locales_group.command("stats")
@click.option("--only", "only", default=None, help="Only this language (e.g. th).")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@package_option
@lang_option
def stats_cmd(only: str | None, as_json: bool, package: str | None, lang: str) -> None:
    """Coverage of each catalog: translated, fuzzy and untranslated messages."""
    out = Output(lang)
    package = _owner(out, package)
    result = {target: stats(target, package) for target in _langs(only, package)}
    if as_json:
        echo_json(result)
        return
    for target, domains in result.items():
        for domain, s in domains.items():
            share = Percent(s["translated"] / s["total"] if s["total"] else 1.0)
            out.echo(STATS_LINE(lang=target, domain=domain, percent=share, **s))


@locales_group.command("init")
@click.argument("new_lang")
@package_option
@lang_option
def init_cmd(new_lang: str, package: str | None, lang: str) -> None:
    """Start translating into NEW_LANG (a code such as de): empty catalogs from the templates."""
    out = Output(lang)
    package = _owner(out, package)
    for domain, (new, _changed, _obsolete) in sorted(init(new_lang, package).items()):
        out.echo(INITIALIZED(lang=new_lang, domain=domain, count=new))


@locales_group.command("pseudo")
@click.option("--code", default="qps", show_default=True, help="Language code of the pseudo-locale.")
@click.option("-o", "--output", type=click.Path(file_okay=False), required=True,
              help="Catalog folder to write (use it through BRASS_LOCALE_PATH).")
@lang_option
def pseudo_cmd(code: str, output: str, lang: str) -> None:
    """Write a pseudo-locale (accented, a third longer, in brackets) to find untranslated text."""
    out = Output(lang)
    for domain, count in sorted(write_pseudo(code, Path(output)).items()):
        out.echo(PSEUDO_WRITTEN(path=str(Path(output) / code / "LC_MESSAGES" / f"{domain}.po"), count=count))


@locales_group.command("breaks")
@lang_option
def breaks_cmd(lang: str) -> None:
    """Recompute the Thai word breaks (locales/th/wordbreaks.txt) after editing Thai text."""
    out = Output(lang)
    out.echo(BREAKS_WRITTEN(lang="th", count=write_breaks("th")))
