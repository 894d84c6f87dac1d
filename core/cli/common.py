"""What every ``brass`` command shares: language, output, user errors, reading files."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, NoReturn

import click

from brass.core.cli.safe_text import clean, escape
from brass.core.i18n.messages import Message, render, text
from brass.core.model.errors import BrassError, DataError

ERROR = text("cli.error", "Error: {detail}")
NOT_FOUND = text("cli.file_not_found", "{file}: file not found.")
BAD_TOML = text("cli.bad_toml", "{file}: not valid TOML: {detail}")
#: a command handed to a ``brass server`` (brass.core.cli.forward) that began but did not end
SERVER_LOST = text("cli.server_lost", "The brass server stopped before the command finished; "
                   "check the game with “brass options” before running the command again.")
UNKNOWN_LANG = text("cli.unknown_lang", "“{lang}” has no catalogs. Languages: {known}.",
                    note="{lang}: the code given to --lang; {known}: the installed language codes")


class Output:
    """Renders messages for one command run: language, currency and (for text meant for a
    terminal) the width every line is wrapped to, at word boundaries in every language."""

    def __init__(self, lang: str = "en", currency: str = "£", columns: int | None = None) -> None:
        self.lang = lang
        self.currency = currency
        #: wrap echoed lines to this many display columns (None: leave lines whole)
        self.columns = columns

    def text(self, message: Message | str) -> str:
        return render(message, self.lang, self.currency)

    def lines(self, message: Message | str = "") -> list[str]:
        """``message`` rendered and wrapped to ``columns`` (one or more lines)."""
        rendered = self.text(message)
        if self.columns is None:
            return rendered.splitlines() or [""]
        return wrap_indented(rendered, self.columns)

    def echo(self, message: Message | str = "", err: bool = False) -> None:
        if self.columns is None:
            click.echo(self.text(message), err=err)
            return
        click.echo("\n".join(self.lines(message)), err=err)


_LIST_ITEM = re.compile(r"^(?:[-*]|\d+\.)\s")


def wrap_indented(rendered: str, columns: int) -> list[str]:
    """Wrap each line at word boundaries (Thai too), keeping its leading indent on every
    piece it is cut into; the pieces after the first are indented two more columns (list
    items, "1. ...", hang under their text instead), so a wrapped line reads as one."""
    from brass.core.i18n.wrap import width, wrap_line

    out: list[str] = []
    for line in rendered.splitlines() or [""]:
        if len(line) <= columns and width(line) <= columns:  # most lines: nothing to do
            out.append(line.rstrip())
            continue
        body = line.lstrip(" ")
        indent = line[:len(line) - len(body)]
        if not body.strip():
            out.append("")
            continue
        room = max(10, columns - len(indent))
        pieces = wrap_line(body, room)
        if len(pieces) > 1 and not _LIST_ITEM.match(body):
            pieces = wrap_line(body, room - 2)
            pieces[1:] = ["  " + piece for piece in pieces[1:]]
        out.extend(indent + piece for piece in pieces)
    return out


def terminal_columns() -> int:
    """Columns of the terminal (``COLUMNS`` or the real size; 80 when output is not a terminal)."""
    return max(20, terminal_size()[0])


def report_output(lang: str) -> Output:
    """Output for a report (``simulate``): long lines wrapped between words to a terminal's
    width, so Thai is never cut inside a word, and left whole when written to a pipe or file,
    where a line is a record to read by program."""
    import sys

    stdout = sys.stdout
    return Output(lang, columns=terminal_columns() if stdout is not None and stdout.isatty() else None)


def terminal_rows() -> int:
    """Rows of the terminal (``LINES`` or the real size; 24 when output is not a terminal)."""
    return max(10, terminal_size()[1])


def terminal_size() -> tuple[int, int]:
    """Columns and lines as :func:`shutil.get_terminal_size` gives them with the fallback (80, 24):
    ``COLUMNS``/``LINES`` when set to a positive number, else standard output's terminal (without
    importing :mod:`shutil`, whose archive modules cost a short command a few milliseconds)."""
    import os
    import sys

    sizes = []
    for name in ("COLUMNS", "LINES"):
        try:
            sizes.append(int(os.environ[name]))
        except (KeyError, ValueError):
            sizes.append(0)
    if sizes[0] <= 0 or sizes[1] <= 0:
        try:
            real = os.get_terminal_size(sys.__stdout__.fileno())  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            real = os.terminal_size((0, 0))
        sizes = [size if size > 0 else (actual or fallback)
                 for size, actual, fallback in zip(sizes, real, (80, 24))]
    return sizes[0], sizes[1]


class UserError(click.ClickException):
    """A user's mistake (bad file, illegal option...): a localized line, exit code 1, no traceback."""

    exit_code = 1

    def __init__(self, out: Output, detail: Message | str) -> None:
        # values echoed from files and input are escaped and shortened (see safe_text)
        self.rendered = escape(out.text(ERROR(detail=clean(detail))))
        super().__init__(self.rendered)

    def show(self, file: Any = None) -> None:
        click.echo(self.rendered, err=True)


def fail(out: Output, error: BrassError) -> NoReturn:
    """Stop the command with ``error``'s localized message."""
    raise UserError(out, error.message)


def read_toml_file(out: Output, path: str) -> dict[str, Any]:
    """Parse a TOML file given on the command line (errors are user errors)."""
    from brass.core.files.atomic import describe, read_regular
    from brass.core.model.toml_input import MAX_BYTES, parse_toml

    try:
        return parse_toml(read_regular(path, MAX_BYTES), path)
    except FileNotFoundError:
        raise UserError(out, NOT_FOUND(file=path)) from None
    except OSError as exc:
        raise UserError(out, BAD_TOML(file=path, detail=describe(exc))) from None
    except DataError as exc:
        fail(out, exc)


def load_session(out: Output, path: str, plugins: tuple[str, ...] = ()) -> Any:
    """A saved game (replayed and verified, or from its snapshot when the save is trusted:
    see :mod:`brass.core.files.session`), or a user error.

    ``plugins`` are the plugin files the user named (``--plugin``): the only
    ones a save may load, since loading a file runs its code.
    """
    from brass.core.files.session import Session

    if not Path(path).exists():
        raise UserError(out, NOT_FOUND(file=path))
    try:
        session = Session.load(path, trust=True, plugin_files=plugins)
    except BrassError as exc:
        fail(out, exc)
    for warning in session.warnings:  # (a save the installed rules replay differently, or not at all)
        out.echo(warning, err=True)
    out.currency = session.game.rules.currency
    return session


def read_variant(out: Output, path: str | None, title: str | None = None) -> dict[str, Any] | None:
    """A variant file given on the command line, checked against ``title``'s data at once
    (so errors name the file)."""
    if path is None:
        return None
    variant = read_toml_file(out, path)
    if title is not None:
        from brass.core.hooks.games import rules_for

        try:
            rules_for(title, variant, variant_file=path)
        except BrassError as exc:
            fail(out, exc)
    return variant


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


class LanguageType(click.ParamType):
    """A language with catalogs (any installed language, not a fixed list)."""

    name = "lang"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        from brass.core.i18n.catalogs import find_language, languages

        found = find_language(str(value))
        if found is None:
            self.fail(Output(language_from_env()).text(UNKNOWN_LANG(lang=value, known=", ".join(languages()))),
                      param, ctx)
        return found

    def get_metavar(self, param: click.Parameter, *args: Any, **kwargs: Any) -> str:
        from brass.core.i18n.catalogs import languages

        return "[" + "|".join(languages()) + "]"


def language_from_env() -> str:
    """The language when no ``--lang`` is given: ``BRASS_LANG``, then the locale variables."""
    from brass.core.i18n.catalogs import language_from_env as from_env

    return from_env()


#: where ``brass --lang LANG`` (before the command) leaves the language for the command's own ``--lang``
LANG_META = "brass.lang"


def _default_lang(ctx: click.Context, param: click.Parameter, value: str | None) -> str:
    if value is not None:
        return value
    return ctx.meta.get(LANG_META) or language_from_env()


lang_option = click.option(
    "--lang", type=LanguageType(), default=None, callback=_default_lang,
    help="Language of the text shown (default: $BRASS_LANG, then the locale).",
)
plugin_option = click.option(
    "--plugin", "plugins", multiple=True, metavar="NAME|FILE.py",
    help="Load a plugin by entry-point name or from a Python file (repeatable); a file runs its code.",
)

__all__ = ["DataError", "ERROR", "LANG_META", "LanguageType", "Output", "SERVER_LOST", "UserError", "echo_json", "fail",
           "lang_option", "language_from_env", "load_session", "plugin_option", "read_toml_file", "read_variant",
           "report_output", "terminal_columns", "terminal_rows", "terminal_size", "wrap_indented"]
