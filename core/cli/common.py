"""What every ``brass`` command shares: language, output, user errors, reading files."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, NoReturn

import click

from brass.core.cli.safe_text import clean, escape
from brass.core.i18n.messages import Message, render, text
from brass.core.model.errors import BrassError, DataError

ERROR = text("cli.error", "Error: {detail}")
NOT_FOUND = text("cli.file_not_found", "{file}: file not found.")
BAD_TOML = text("cli.bad_toml", "{file}: not valid TOML: {detail}")
LANGS = ("en", "th")


class Output:
    """Renders messages for one command run: language and currency."""

    def __init__(self, lang: str = "en", currency: str = "£") -> None:
        self.lang = lang
        self.currency = currency

    def text(self, message: Message | str) -> str:
        return render(message, self.lang, self.currency)

    def echo(self, message: Message | str = "", err: bool = False) -> None:
        click.echo(self.text(message), err=err)


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
    """A saved game (replayed and verified), or a user error.

    ``plugins`` are the plugin files the user named (``--plugin``): the only
    ones a save may load, since loading a file runs its code.
    """
    from brass.core.files.session import Session

    if not Path(path).exists():
        raise UserError(out, NOT_FOUND(file=path))
    try:
        session = Session.load(path, plugins)
    except BrassError as exc:
        fail(out, exc)
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


lang_option = click.option(
    "--lang", type=click.Choice(LANGS), default="en", show_default=True, help="Language of the text shown."
)
plugin_option = click.option(
    "--plugin", "plugins", multiple=True, metavar="NAME|FILE.py",
    help="Load a plugin by entry-point name or from a Python file (repeatable); a file runs its code.",
)

__all__ = ["DataError", "ERROR", "Output", "UserError", "echo_json", "fail", "lang_option", "load_session",
           "plugin_option", "read_toml_file", "read_variant"]
