"""``brass titles``: the installed titles and plugins, with their versions."""
from __future__ import annotations

import click

from brass.core.cli.common import Output, echo_json, fail, lang_option
from brass.core.hooks.entry_points import distribution_of
from brass.core.hooks.titles import check_data_id, installed_plugins, installed_titles, title_info
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError

TITLES = text("cli.titles", "Titles")
TITLE_LINE = text("cli.title_line", "{id}: {name} {version} (from {package} {package_version})")
PLUGINS = text("cli.plugins", "Plugins")
PLUGIN_LINE = text("cli.plugin_line", "{id}: {module} (from {package} {package_version})")
NONE = text("cli.none", "(none)")


def _dist(ep: object) -> tuple[str, str]:
    return distribution_of(ep) or ("?", "?")


@click.command("titles")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@lang_option
def titles_cmd(as_json: bool, lang: str) -> None:
    """List the installed titles and plugins with their versions."""
    out = Output(lang)
    titles = []
    for name, ep in sorted(installed_titles().items()):
        try:  # a title whose plugin or data names another id is refused, as every command refuses it
            info = title_info(name)
            check_data_id(name, info.raw_data().get("game", {}).get("game", {}).get("id"))
        except BrassError as exc:
            fail(out, exc)
        package, version = _dist(ep)
        titles.append({"id": info.id, "name": info.name, "version": info.version,
                       "package": package, "package_version": version})
    plugins = []
    for name, ep in sorted(installed_plugins().items()):
        package, version = _dist(ep)
        plugins.append({"id": name, "module": ep.value, "package": package, "package_version": version})
    if as_json:
        echo_json({"titles": titles, "plugins": plugins})
        return
    out.echo(TITLES())
    for t in titles:
        out.echo(TITLE_LINE(**t))
    out.echo(PLUGINS())
    for p in plugins:
        out.echo(PLUGIN_LINE(**p))
    if not plugins:
        out.echo(NONE())
