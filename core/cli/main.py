"""The ``brass`` command group and what every command shares (language, errors)."""
from __future__ import annotations

import sys
from typing import Any, NoReturn

import click

from ..errors import BrassError
from ..messages import Message, render, text

ERROR = text("cli.error", "Error: {detail}")
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


def fail(out: Output, error: BrassError, code: int = 1) -> NoReturn:
    """Print a user error (no traceback) and exit with ``code``."""
    out.echo(ERROR(detail=error.message), err=True)
    sys.exit(code)


lang_option = click.option(
    "--lang", type=click.Choice(LANGS), default="en", show_default=True, help="Language of the text shown."
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="brass")
def cli() -> None:
    """Play, simulate and inspect Brass games (Birmingham, Pittsburgh, ...)."""


def _register() -> None:
    from . import bench, play, simulate  # noqa: F401  (commands register themselves)


def _plugin_commands() -> None:
    import pluggy

    from .. import hookspecs
    from ..titles import installed_plugins

    pm = pluggy.PluginManager("brass")
    pm.add_hookspecs(hookspecs)
    for name, ep in installed_plugins().items():
        try:
            pm.register(ep.load(), name=name)
        except Exception:  # a broken third-party plugin must not break the CLI
            continue
    pm.hook.brass_cli_commands(cli=cli)


def main(argv: Any = None) -> None:
    _register()
    _plugin_commands()
    cli.main(args=argv, prog_name="brass")
