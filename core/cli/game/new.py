"""``brass new``: start a game (from a seed or a position file) and save it."""
from __future__ import annotations

import click

from brass.core.cli.common import Output, fail, lang_option, plugin_option, read_toml_file, read_variant
from brass.core.files.session import Session
from brass.core.hooks.plugin_refs import record_of
from brass.core.i18n.messages import Message, text
from brass.core.model.errors import BrassError

CREATED = text("cli.created", "Saved a new {title} game for {players} players to {file}.")
POSITION_WARNING = text("cli.position_warning", "Warning: {warning}")
NEED_TITLE = text("cli.need_title", "Give a TITLE and --players, or --position FILE.")
SEED_CHOSEN = text("cli.seed_chosen", "Seed {seed}: repeat this deal with --seed {seed}",
                   note="said when no --seed was given and a random one was chosen; keep --seed")
SEED_HELP = "Seed of the game [default: a random one, printed]."
POSITION_ALONE = text(
    "cli.position_alone",
    "--position takes the title, players, seed and variant from the position file: do not give {option} too.",
)


def random_seed() -> int:
    """A seed for a new game given none (a new game is not the same game each time); the
    command says it (:data:`SEED_CHOSEN`) once the game is made, and the save records it."""
    import secrets

    return secrets.randbelow(100_000)


@click.command("new")
@click.argument("title", required=False)
@click.option("--players", "-p", type=click.IntRange(min=1), help="Number of players.")
@click.option("--seed", type=int, default=None, help=SEED_HELP)
@click.option("--variant", type=click.Path(dir_okay=False), help="A variant file (TOML) to play with.")
@click.option("--position", type=click.Path(dir_okay=False), help="Start from a position file instead.")
@click.option("--strict", is_flag=True, help="Refuse a position that breaks an era rule (default: warn).")
@plugin_option
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False), help="Save file to write.")
@lang_option
def new_cmd(title: str | None, players: int | None, seed: int | None, variant: str | None, position: str | None,
            strict: bool, plugins: tuple[str, ...], output: str, lang: str) -> None:
    """Start a new game of TITLE for --players seats and save it to --output."""
    out = Output(lang)
    if position:
        ctx = click.get_current_context()
        for name, option in (("title", "TITLE"), ("players", "--players"), ("seed", "--seed"),
                             ("variant", "--variant")):
            if ctx.get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE:
                raise click.UsageError(out.text(POSITION_ALONE(option=option)))
    elif not title or not players:
        raise click.UsageError(out.text(NEED_TITLE()))
    try:
        if position:
            start = read_toml_file(out, position)
            if plugins:  # --plugin adds to the plugins the position file names (files only by their name)
                named = list(start.get("plugins", []))
                start = {**start, "plugins": [*named, *(r for r in map(record_of, plugins) if r not in named)]}
            warnings: list[Message] = []
            session = Session.from_position(start, position, strict, warnings, plugins)
            for warning in warnings:
                out.echo(POSITION_WARNING(warning=warning), err=True)
        else:
            assert title and players  # (refused above when missing)
            given = random_seed() if seed is None else seed
            session = Session.new(title, players, given, read_variant(out, variant, title), plugins)
        session.save(output)
    except BrassError as exc:
        fail(out, exc)
    out.currency = session.game.rules.currency
    if seed is None and not position:
        out.echo(SEED_CHOSEN(seed=session.seed))
    out.echo(CREATED(title=session.game.rules.info.name, players=session.game.state.players, file=output))
