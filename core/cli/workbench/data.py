"""``brass data``: the effective game data of a title, with what a variant changed."""
from __future__ import annotations

import copy

import click
import tomli_w

from brass.core.cli.common import Output, echo_json, fail, lang_option, read_variant
from brass.core.files.diff import MISSING, differences
from brass.core.hooks.games import check_player_count, rules_for, with_player_variant
from brass.core.hooks.titles import load_title_module, plugin_manager, title_info
from brass.core.i18n.messages import text
from brass.core.model.errors import BrassError
from brass.core.model.variants import apply_variant, changed_places, readable_path

FILE_HEADER = text("cli.data_file", "# ---- {file}.toml ----")
CHANGES = text("cli.data_changes", "# The variant changes {count} value:",
               plural="# The variant changes {count} values:")
CHANGE_LINE = text("cli.data_change", "#   {file}:{path}: {old} -> {new}")
NOT_SET = text("cli.data_not_set", "(not set)",
               note="a value the title's data leaves out (a default or a shared value applies)")
NOT_SET_APPLIES = text("cli.data_not_set_applies", "(not set: {value} applies)",
                       note="a value the title's data leaves out; {value} is the default or shared "
                            "value that applies instead")
PROVISIONAL = text("cli.data_provisional", "# PROVISIONAL — not confirmed by any public source ({count} entry):",
                   plural="# PROVISIONAL — not confirmed by any public source ({count} entries):")
PROVISIONAL_LINE = text("cli.data_provisional_line", "#   {entry}")


@click.command("data")
@click.argument("title")
@click.option("--variant", type=click.Path(dir_okay=False), help="Show the data with this variant applied.")
@click.option("--players", "-p", type=click.IntRange(min=1), default=None,
              help="Show the data for this many players (a player count may have its own board side).")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@lang_option
def data_cmd(title: str, variant: str | None, players: int | None, as_json: bool, lang: str) -> None:
    """Print TITLE's effective data (TOML), listing what --variant changed."""
    out = Output(lang)
    overlay = read_variant(out, variant)
    try:
        info = title_info(title)
        if players is not None:  # the title's own side for that count, then the designer's variant
            overlay = with_player_variant(title, players, overlay)
        rules = rules_for(title, overlay, variant_file=variant or "variant",
                          title_data=variant is None)  # validated like the title's own data
        if players is not None:  # refused in the words of ``new`` and ``simulate``
            check_player_count(rules, players)
        base = info.raw_data()
        effective = copy.deepcopy(base)
        if overlay:
            apply_variant(effective, overlay, title, variant or "variant")
    except BrassError as exc:
        fail(out, exc)
    places = changed_places(base, overlay, title, variant or "variant") if overlay else []
    hook = plugin_manager(load_title_module(title)).hook
    # (file, readable path, old value, new value, the value that applied where the data left it out)
    changes = [(name, readable_path(name, path, places, base[name]), old, new,
                hook.brass_data_default(file=name, path=path, data=base[name]) if old is MISSING else None)
               for name in base for path, new, old in differences(effective[name], base[name])]
    for i, era in enumerate(effective.get("game", {}).get("era", [])):  # rounds follow from the deck: shown
        if isinstance(era, dict):
            era.setdefault("rounds", list(rules.eras[i].rounds))
    if as_json:
        echo_json({"title": title, "data": effective, "provisional": [out.text(p) for p in rules.provisional],
                   "changes": [{"file": f, "path": p, "old": None if o is MISSING else o,
                                "new": None if n is MISSING else n,
                                **({"applied": a} if a is not None else {})} for f, p, o, n, a in changes]})
        return
    if rules.provisional:
        out.echo(PROVISIONAL(count=len(rules.provisional)))
        for entry in rules.provisional:
            out.echo(PROVISIONAL_LINE(entry=entry))
    if overlay:
        out.echo(CHANGES(count=len(changes)))
        for f, p, o, n, a in changes:
            out.echo(CHANGE_LINE(file=f, path=p, old=shown(out, o, a), new=shown(out, n)))
    for name, content in effective.items():
        out.echo(FILE_HEADER(file=name))
        click.echo(tomli_w.dumps(content))


def shown(out: Output, value: object, applied: object = None) -> str:
    """A changed value as Python writes it; a key the data leaves out as not set, with the
    value that ``applied`` in its place where the title knows it."""
    if value is not MISSING:
        return repr(value)
    return out.text(NOT_SET() if applied is None else NOT_SET_APPLIES(value=repr(applied)))
