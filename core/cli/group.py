"""The ``brass`` command group: commands are imported only when they run (or are listed).

Command modules depend on :mod:`brass.core.cli.common`, never on this module, so the group
can name them without an import circle, and ``brass --help`` imports no command at all.
"""
from __future__ import annotations

import sys
from importlib import import_module
from typing import Any

import click

#: command name -> "module:attribute" (modules under this package: game, workbench, tools)
COMMANDS: dict[str, str] = {
    "titles": "game.titles:titles_cmd",
    "new": "game.new:new_cmd",
    "show": "game.show:show_cmd",
    "options": "game.options:options_cmd",
    "choose": "game.choose:choose_cmd",
    "play": "game.play:play_cmd",
    "replay": "game.replay:replay_cmd",
    "simulate": "workbench.simulate:simulate_cmd",
    "compare": "workbench.compare:compare_cmd",
    "sweep": "workbench.sweep:sweep_cmd",
    "bench": "tools.bench:bench",
    "compile": "tools.compile_cmd:compile_cmd",
    "fuzz": "tools.fuzz:fuzz_cmd",
    "data": "workbench.data:data_cmd",
    "rules": "game.rules_cmd:rules_cmd",
    "learn": "game.learn:learn_cmd",
    "serve": "game.serve:serve_cmd",
    "locales": "tools.locales_cmd:locales_group",
    "server": "tools.server_cmd:server_group",
}

#: each command's first help line, for ``brass --help`` (so listing them imports no command;
#: a test keeps them equal to the commands' own help)
SUMMARIES: dict[str, str] = {
    "titles": "List the installed titles and plugins with their versions.",
    "new": "Start a new game of TITLE for --players seats and save it to --output.",
    "show": "Show the saved GAME: board, markets, merchants, players (and one hand with --as).",
    "options": "List the pending decision of GAME: who decides and each option's id and label.",
    "choose": "Apply OPTION_IDS to GAME in order, then save it; if one is illegal nothing is saved.",
    "play": "Play TITLE (a new game) or GAME (a save file) at this terminal, humans and bots.",
    "replay": "Replay GAME from its start, printing each event, up to decision --to.",
    "simulate": "Play GAMES bot games of TITLE and print speed, game length, win rates and VP.",
    "compare": "Play two sides (variants, plugins or bots) of TITLE on the same seeds and compare them.",
    "sweep": "Play TITLE with one variant path set to each of several values, on the same seeds.",
    "bench": "Measure random-play speed of TITLE on one core.",
    "compile": "Compile the hot modules with mypyc (about 1.5 times as fast); the sources stay the reference.",
    "fuzz": "Play random games of TITLE checking every invariant and round trip after every decision.",
    "data": "Print TITLE's effective data (TOML), listing what --variant changed.",
    "rules": "Print TITLE's rules (--lang th for Thai).",
    "learn": "Learn a title by playing its lessons (--check FILE validates a lesson file).",
    "serve": "Play, learn and watch in the browser: serve the games of FOLDER (or GAME.toml) over HTTP.",
    "locales": "Keep the translations (gettext catalogs under locales/) in step with the English.",
    "server": "Keep brass loaded in a background process, so options, choose and show answer at once.",
}


def load_command(name: str) -> click.Command:
    """The built-in command ``name`` (its module is imported now)."""
    module, attr = COMMANDS[name].split(":")
    command: click.Command = getattr(import_module(f"{__package__}.{module}"), attr)
    return command


def lang_in(args: list[str]) -> str | None:
    """The value of ``--lang`` in a command line not parsed yet (``--lang th``, ``--lang=th``)."""
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return None


def ui_language(args: list[str]) -> str:
    """The language of help and usage errors: ``--lang`` on the command line, else the
    environment (``BRASS_LANG``, ``LC_ALL``...), as the commands themselves choose it."""
    from brass.core.i18n.catalogs import find_language, language_from_env

    given = lang_in(args)
    found = find_language(given) if given else None
    return found or language_from_env()


class LazyGroup(click.Group):
    """A group whose built-in commands are imported on first use; plugin commands (the
    ``brass_cli_commands`` hook) are collected only when a name is not built in.

    Help, option help and click's usage errors are shown in the reader's language: each
    command is given as a translated copy when it is resolved (see
    :mod:`brass.core.cli.localized_help`), so no command module needs to know.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._plugins_loaded = False
        self.ui_lang = "en"

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        self.ui_lang = ui_language(args)
        self.params = self._english_params()
        self._help_option = None  # click caches --help with its text in the language of first use
        if self.ui_lang != "en" or "brass.core.cli.localized_help" in sys.modules:  # (English: nothing to undo)
            from brass.core.cli.localized_help import context_class, install_click_gettext, localize_params

            install_click_gettext(self.ui_lang)
            self.context_class = context_class(self.ui_lang)
            self.params = localize_params(self.params, "", self.ui_lang, click_texts=True)
        return super().make_context(info_name, args, parent, **extra)

    def _english_params(self) -> list[click.Parameter]:
        if not hasattr(self, "_params_en"):
            self._params_en = list(self.params)
        return self._params_en

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[Any, Any, list[str]]:
        name, command, rest = super().resolve_command(ctx, args)
        if command is not None and name is not None and self.ui_lang != "en":
            from brass.core.cli.localized_help import localize

            command = localize(command, name, self.ui_lang)
        return name, command, rest

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        english = self.help
        if self.ui_lang != "en" and english:
            from brass.core.cli.localized_help import HELP_PREFIX, lookup

            self.help = lookup(self.ui_lang, HELP_PREFIX + "brass", english) or english
        try:
            super().format_help_text(ctx, formatter)
        finally:
            self.help = english

    def _load_plugins(self) -> None:
        if not self._plugins_loaded:
            self._plugins_loaded = True
            plugin_commands(self)

    def list_commands(self, ctx: click.Context) -> list[str]:
        self._load_plugins()
        return sorted(set(COMMANDS) | set(self.commands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.commands:
            return self.commands[cmd_name]
        if cmd_name in COMMANDS:
            command = load_command(cmd_name)
            self.commands[cmd_name] = command
            return command
        self._load_plugins()
        return self.commands.get(cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Builtin summaries come from :data:`SUMMARIES`, so help imports no command module."""
        self._load_plugins()
        summary, heading = (lambda name, english, lang: english), "Commands"
        if self.ui_lang != "en":
            from brass.core.cli.localized_help import _gettext, summary

            heading = _gettext(heading)
        rows = [(name, summary(name, SUMMARIES[name], self.ui_lang)) for name in sorted(COMMANDS)]
        rows += [(name, cmd.get_short_help_str(limit=formatter.width - 6 - len(name)))
                 for name, cmd in sorted(self.commands.items()) if name not in COMMANDS]
        if rows:
            with formatter.section(heading):
                formatter.write_dl(sorted(rows))


def plugin_commands(group: click.Group) -> None:
    """Let installed plugins add commands (a broken plugin is skipped, never fatal here).

    The plugins that come with brass add none (a test checks), so listing the commands
    imports only other distributions' plugins.
    """
    from brass.core.hooks.entry_points import OWN_DISTRIBUTION, distribution_of, installed_plugins

    others = {name: ep for name, ep in installed_plugins().items()
              if (distribution_of(ep) or ("",))[0] != OWN_DISTRIBUTION}
    if not others:
        return
    import pluggy

    from brass.core.hooks import hookspecs

    pm = pluggy.PluginManager("brass")
    pm.add_hookspecs(hookspecs)
    for name, ep in others.items():
        try:
            pm.register(ep.load(), name=name)
        except Exception:  # noqa: BLE001 - a broken third-party plugin must not break the CLI
            continue
    pm.hook.brass_cli_commands(cli=group)


def _group_lang(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    """``brass --lang th COMMAND``: the language of every command run below (a command's own
    ``--lang`` still wins); help already follows ``--lang`` anywhere on the line."""
    if value is not None:
        from brass.core.cli.common import LANG_META, LanguageType

        ctx.meta[LANG_META] = LanguageType().convert(value, param, ctx)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--lang", metavar="LANG", default=None, expose_value=False, callback=_group_lang,
              help="Language of the text shown (default: $BRASS_LANG, then the locale).")
@click.version_option(package_name="brass")
def cli() -> None:
    """Play, simulate and inspect Brass games (Birmingham, Pittsburgh, ...)."""


def load_all() -> None:
    """Import every built-in command now (tests and tools that want the whole tree)."""
    for name in COMMANDS:
        cli.get_command(click.Context(cli), name)


def declare_help() -> None:
    """Declare every built-in command's help as messages (for ``brass locales extract``)."""
    from brass.core.cli.localized_help import declare_help as declare

    declare(cli, SUMMARIES, {name: load_command(name) for name in COMMANDS})


def main(argv: Any = None) -> None:
    cli.main(args=argv, prog_name="brass")


__all__ = ["COMMANDS", "LazyGroup", "cli", "declare_help", "load_all", "load_command", "main"]
