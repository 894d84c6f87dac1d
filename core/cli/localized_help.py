"""Help and usage errors in the reader's language, applied centrally when a command loads.

Command modules keep plain English click help (their docstrings and ``help=``); this module
turns them into messages with derived keys -- ``help.<command path>`` for a command,
``help.<command path>.<option>`` for an option, ``help.option.<option>`` for an option whose
help is the same in every command (``--lang``, ``--json``...) -- and click's own texts
("Usage:", "Missing argument", "No such option") into ``click.<English>`` messages.  At run
time :func:`localize` gives a translated *copy* of a command (the shared command objects stay
English), and :func:`install_click_gettext` routes click's gettext calls to the catalogs.

A translation is used only when the catalog's English equals the command's current help,
so an edited docstring shows English until re-translated, as with every other message.
"""
from __future__ import annotations

import copy
import gettext
import inspect
import re
from collections.abc import Iterable, Iterator

import click

from brass.core.i18n.catalogs import SOURCE_LANG, translated_from, translations
from brass.core.i18n.messages import text

HELP_PREFIX = "help."
CLICK_PREFIX = "click."
SHARED = "option"

#: click's own user-facing texts (its gettext calls); plural ones as (singular, plural)
CLICK_MESSAGES: tuple[str | tuple[str, str], ...] = (
    "Usage:", "Options", "Commands", "Show this message and exit.", "Show the version and exit.",
    "Error: {message}", "Try '{command} {option}' for help.", "Invalid value: {message}",
    "Invalid value for {param_hint}: {message}", "Missing argument", "Missing option", "Missing parameter",
    "Missing {param_type}", "Missing parameter: {param_name}", "No such option {name!r}.",
    "No such command {name!r}.", "Missing command.", "Aborted!", "default: {default}", "(dynamic)",
    "env var: {var}", "file", "directory", "path", "{name} {filename!r} does not exist.",
    "{name} {filename!r} is a file.", "{name} {filename!r} is a directory.",
    "{name} {filename!r} is not readable.", "{name} {filename!r} is not writable.",
    "{value!r} is not a valid {number_type}.", "{value} is not in the range {range}.",
    "{value!r} is not a valid boolean. Recognized values: {states}",
    "Option {name!r} does not take a value.", "Argument {name!r} takes {nargs} values.",
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
)
CLICK_NOTE = ("click's own text; keep {name!r}-style placeholders exactly; "
              "'{command} {option}' is typed by the user as is")


def click_key(english: str) -> str:
    return CLICK_PREFIX + english


def walk(command: click.Command, path: str) -> Iterator[tuple[str, click.Command]]:
    """``command`` and its subcommands, with their dotted paths (``locales.check``)."""
    yield path, command
    if isinstance(command, click.Group):
        for name, sub in sorted(command.commands.items()):
            yield from walk(sub, f"{path}.{name}")


def _option_helps(commands: list[tuple[str, click.Command]]) -> dict[str, set[str]]:
    helps: dict[str, set[str]] = {}
    for _path, command in commands:
        for param in command.params:
            help_text = getattr(param, "help", None)
            if help_text:
                helps.setdefault(param.name or "", set()).add(help_text)
    return helps


def option_key(path: str, name: str, shared: bool) -> str:
    return f"{HELP_PREFIX}{SHARED}.{name}" if shared else f"{HELP_PREFIX}{path}.{name}"


def declare_help(group: click.Group, summaries: dict[str, str], builtins: dict[str, click.Command]) -> None:
    """Declare the help of ``group``, of each built-in command (``builtins``, by name) and its
    options, the ``summaries`` listed by ``brass --help``, and click's own texts."""
    commands = [pair for name in sorted(builtins) for pair in walk(builtins[name], name)]
    shared = {name for name, helps in _option_helps(commands).items() if len(helps) == 1}
    source = __file__
    text(HELP_PREFIX + "brass", group.help or "", source=source, note="help of the brass command itself")
    helps = {path: inspect.cleandoc(command.help) for path, command in commands if command.help}
    for name, summary in summaries.items():
        if helps.get(name) != summary:  # else the command's help is the summary's translation
            text(f"{HELP_PREFIX}{name}.summary", summary, source=source,
                 note="one line in the list of commands of brass --help; at most 60 columns")
    for path, command in commands:
        if command.help:
            text(HELP_PREFIX + path, helps[path], source=source,
                 note=f"help of 'brass {path.replace('.', ' ')}'; words in capitals are the command's "
                      "arguments, --options are typed as is")
        for param in command.params:
            help_text = getattr(param, "help", None)
            if help_text:
                key = option_key(path, param.name or "", param.name in shared)
                text(key, help_text, source=source, note="help of an option (click wraps it)")
    for english in CLICK_MESSAGES:
        if isinstance(english, tuple):
            text(click_key(english[0]), english[0], plural=english[1], source=source, note=CLICK_NOTE)
        else:
            text(click_key(english), english, source=source, note=CLICK_NOTE)


def lookup(lang: str, key: str, english: str) -> str | None:
    """The translation of ``key`` when it was made from this very ``english``."""
    found = translations(lang).get(key)
    if isinstance(found, str) and translated_from(lang).get(key) == english:
        return found
    return None


class WrappedHelpFormatter(click.HelpFormatter):
    """click's help formatter wrapping with brass's wrapper: Thai breaks between words, not
    at spaces only (click's lines came out very uneven: "... ความสมดุล: 1" / "ลบ..."), and
    to the terminal's width as rule text is (up to 100 columns)."""

    def __init__(self, indent_increment: int = 2, width: int | None = None, max_width: int | None = None) -> None:
        if width is None:
            from brass.core.cli.common import terminal_columns

            width = click.formatting.FORCED_WIDTH or max(min(terminal_columns(), max_width or 100) - 2, 40)
        super().__init__(indent_increment, width, max_width)

    def write_text(self, text: str) -> None:
        indent = " " * self.current_indent
        self.write("\n".join(indent + line if line else line
                             for line in wrap_paragraphs(text, self.width - self.current_indent)) + "\n")

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30, col_spacing: int = 2) -> None:
        from brass.core.i18n.wrap import width

        rows = list(rows)
        first_col = min(max((width(first) for first, _ in rows), default=0), col_max) + col_spacing
        for first, second in rows:
            self.write(f"{'':>{self.current_indent}}{first}")
            if not second:
                self.write("\n")
                continue
            if width(first) <= first_col - col_spacing:
                self.write(" " * (first_col - width(first)))
            else:
                self.write("\n" + " " * (first_col + self.current_indent))
            lines = _with_extra(second, max(self.width - first_col - 2, 10))
            self.write(lines[0] + "\n")
            for line in lines[1:]:
                self.write((" " * (first_col + self.current_indent) + line if line else "") + "\n")


def _with_extra(help_text: str, columns: int) -> list[str]:
    """An option's help wrapped with the "[default: 10; x>=1]" after it (click's or the
    translation's) kept whole where it fits: on the last line, else on a line of its own."""
    from brass.core.i18n.wrap import width

    match = _EXTRA.match(help_text)
    if not match:
        return wrap_paragraphs(help_text, columns) or [""]
    lines = wrap_paragraphs(match.group(1), columns) or [""]
    extra = match.group(2)
    space = " " * max(1, min(2, len(help_text) - len(match.group(1)) - len(extra)))
    if width(lines[-1]) + len(space) + width(extra) <= columns:
        lines[-1] += space + extra
    else:
        lines += wrap_paragraphs(extra, columns)
    return lines


_EXTRA = re.compile(r"^(.*\S)\s+(\[[^\[\]]*\])$", re.DOTALL)


def wrap_paragraphs(text: str, columns: int) -> list[str]:
    """``text`` wrapped as click wraps help (paragraphs between blank lines, each joined and
    rewrapped keeping its first line's indent; one led by a ``\\b`` line kept as it is),
    breaking lines with :func:`brass.core.i18n.wrap.wrap_line`."""
    from brass.core.i18n.wrap import wrap_line

    paragraphs: list[list[str]] = []
    current: list[str] = []
    for line in text.expandtabs().splitlines() + [""]:
        if line.strip():
            current.append(line)
        elif current:
            paragraphs.append(current)
            current = []
    out: list[str] = []
    for lines in paragraphs:
        if out:
            out.append("")
        if lines[0].strip() == "\b":
            out.extend(lines[1:])
            continue
        indent = " " * (len(lines[0]) - len(lines[0].lstrip()))
        body = " ".join(line.strip() for line in lines)
        out.extend(indent + line for line in wrap_line(body, max(columns - len(indent), 10)))
    return out


class LocalizedContext(click.Context):
    """A context whose help is wrapped by :class:`WrappedHelpFormatter`."""

    formatter_class = WrappedHelpFormatter


def context_class(lang: str) -> type[click.Context]:
    """The context class of a command whose help is shown in ``lang`` (English: click's own)."""
    return click.Context if lang == SOURCE_LANG else LocalizedContext


def localize(command: click.Command, path: str, lang: str) -> click.Command:
    """A copy of ``command`` (and its subcommands) with help in ``lang``, wrapped by brass's
    wrapper (:class:`WrappedHelpFormatter`)."""
    if lang == SOURCE_LANG:
        return command
    local = copy.copy(command)
    local.context_class = LocalizedContext
    local._help_option = None  # click caches --help with its text in the language of first use
    if command.help:
        local.help = lookup(lang, HELP_PREFIX + path, inspect.cleandoc(command.help)) or command.help
    local.params = localize_params(command.params, path, lang)
    if isinstance(command, click.Group):
        local.commands = {name: localize(sub, f"{path}.{name}", lang)  # type: ignore[attr-defined]
                          for name, sub in command.commands.items()}
    return local


def localize_params(params: list[click.Parameter], path: str, lang: str, *,
                    click_texts: bool = False) -> list[click.Parameter]:
    """Copies of ``params`` with their help in ``lang`` (``click_texts``: also click's own
    option help, such as --version's, fixed when the option was declared)."""
    out = []
    for param in params:
        help_text = getattr(param, "help", None)
        if help_text and lang != SOURCE_LANG:
            name = param.name or ""
            found = (lookup(lang, option_key(path, name, False), help_text)
                     or lookup(lang, option_key(path, name, True), help_text)
                     or (lookup(lang, click_key(help_text), help_text) if click_texts else None))
            localized = copy.copy(param)
            localized.help = found or help_text
            out.append(localized)
        else:
            out.append(param)
    return out


def summary(name: str, english: str, lang: str) -> str:
    """A command's line in ``brass --help`` (its own help's translation when they are equal)."""
    if lang == SOURCE_LANG:
        return english
    return (lookup(lang, f"{HELP_PREFIX}{name}.summary", english) or lookup(lang, HELP_PREFIX + name, english)
            or english)


#: the language click's own texts are shown in (set when the command line is read)
_ui_lang = [SOURCE_LANG]


def _safe(english: str, found: str | None) -> str | None:
    """click formats its texts itself: a translation whose placeholders do not fit is not used."""
    from brass.core.i18n.placeholders import placeholder_problem

    return found if found and placeholder_problem(english, found) is None else None


def _gettext(message: str) -> str:
    lang = _ui_lang[0]
    if lang == SOURCE_LANG:
        return message
    return _safe(message, lookup(lang, click_key(message), message)) or message


def _ngettext(singular: str, plural: str, n: int) -> str:
    lang = _ui_lang[0]
    if lang != SOURCE_LANG:
        found = translations(lang).get(click_key(singular))
        if isinstance(found, tuple) and translated_from(lang).get(click_key(singular)) == (singular, plural):
            from brass.core.i18n.formatting import plural_index

            form = found[min(plural_index(lang, n), len(found) - 1)]
            if _safe(plural, form) or _safe(singular, form):
                return form
    return singular if n == 1 else plural


def install_click_gettext(lang: str) -> None:
    """Show click's own texts (usage, errors) in ``lang`` from now on."""
    import importlib

    _ui_lang[0] = lang
    for name in ("core", "exceptions", "formatting", "parser", "types", "decorators"):
        module = importlib.import_module(f"click.{name}")
        if getattr(module, "_", None) in (gettext.gettext, _gettext):
            module._ = _gettext  # type: ignore[attr-defined]
        if getattr(module, "ngettext", None) in (gettext.ngettext, _ngettext):
            module.ngettext = _ngettext  # type: ignore[attr-defined]
