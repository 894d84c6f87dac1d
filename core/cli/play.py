"""``brass play``: humans and bots at one terminal, the game printed as it goes.

A human sees their own view and a numbered option list; they answer with a
number or an option id, ``undo`` (back to the start of the action in
progress), ``board`` (show the board again), ``save [FILE]`` or ``quit``.
"""
from __future__ import annotations

import sys
from pathlib import Path

import click

from brass.core.cli.answers import option_number
from brass.core.cli.board_text import print_board
from brass.core.cli.common import ERROR, Output, UserError, fail, lang_option, load_session, plugin_option, read_variant
from brass.core.cli.seats import BAD_SEATS, parse_seats
from brass.core.files.session import Session
from brass.core.hooks.bots import make_bot
from brass.core.i18n.messages import Money, text
from brass.core.model.errors import BrassError, RuleViolation
from brass.core.play.engine import player_name
from brass.core.play.runner import bot_seed
from brass.core.play.view import view

FINAL_SCORES = text("cli.final_scores", "Final scores")
SCORE_LINE = text("cli.score_line", "{place}. {player}: {vp} VP, income level {level}, {money}")
NEED_PLAYERS = text("cli.need_players", "Give --players when starting a new game of {title}.")
PROMPT = text("cli.play_prompt", "{player}, your choice (number or id; undo, board, save, quit): ")
YOUR_TURN = text("cli.your_turn", "— {player}'s decision —")
UNKNOWN_INPUT = text("cli.unknown_input", "“{answer}” is neither an option number nor an option id.")
UNDONE = text("cli.undone", "Back to the start of the action.")
NOTHING_TO_UNDO = text("cli.nothing_to_undo", "There is nothing to undo here (undo works inside an action).")
SAVED = text("cli.saved", "Saved to {file}.")
NO_SAVE_FILE = text("cli.no_save_file", "Say where: save FILE (or start with --save FILE).")
QUIT = text("cli.quit", "Game left unfinished.")
PLAY_OPTION = text("cli.play_option", "  {number}. {id} — {label}")
CANNOT_SAVE = text("cli.cannot_save", "The finished game could not be saved to {file}.")


def _open(out: Output, target: str, players: int | None, seed: int, variant: str | None,
          plugins: tuple[str, ...]) -> Session:
    if Path(target).is_file() or target.endswith(".toml") or "/" in target:
        return load_session(out, target, plugins)
    if players is None:
        raise click.UsageError(out.text(NEED_PLAYERS(title=target)))
    try:
        return Session.new(target, players, seed, read_variant(out, variant, target), plugins)
    except BrassError as exc:
        fail(out, exc)


def _save(out: Output, session: Session, path: str) -> bool:
    """Save, reporting a failure without ending the game; True when saved."""
    try:
        session.save(path)
    except BrassError as exc:
        out.echo(ERROR(detail=exc.message))
        return False
    return True


@click.command("play")
@click.argument("target", metavar="TITLE|GAME")
@click.option("--players", "-p", type=click.IntRange(min=1), help="Number of players (new game).")
@click.option("--bots", default="none", show_default=True, help="Seats played by bots: all, none, or e.g. 1,3.")
@click.option("--bot", "bot_name", default="random", show_default=True, help="Which bot plays the bot seats.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of a new game (and of the bots).")
@click.option("--variant", type=click.Path(dir_okay=False), help="Variant file for a new game.")
@plugin_option
@click.option("--save", "save_path", type=click.Path(dir_okay=False), help="Keep the game in this file.")
@lang_option
def play_cmd(target: str, players: int | None, bots: str, bot_name: str, seed: int, variant: str | None,
             plugins: tuple[str, ...], save_path: str | None, lang: str) -> None:
    """Play TITLE (a new game) or GAME (a save file) at this terminal, humans and bots."""
    out = Output(lang)
    session = _open(out, target, players, seed, variant, plugins)
    game = session.game
    out.currency = game.rules.currency
    n = game.state.players
    try:
        seats = parse_seats(bots, n)
    except ValueError:
        raise click.BadParameter(out.text(BAD_SEATS(value=bots)), param_hint="--bots") from None
    try:
        robots = {p: make_bot(bot_name, bot_seed(seed, 0, p)) for p in seats}
    except BrassError as exc:
        fail(out, exc)
    game.listener = out.echo
    game.announce_round()
    stdin = sys.stdin
    while True:
        d = game.decision()
        if d is None:
            break
        if d.player in robots:
            session.apply(robots[d.player].choose(d, view(game, d.player)))
            continue
        if not _human_turn(out, session, d, stdin, save_path):
            out.echo(QUIT())
            if save_path and _save(out, session, save_path):
                out.echo(SAVED(file=save_path))
            return
        if save_path:
            _save(out, session, save_path)
    print_scores(out, game)
    if save_path and not _save(out, session, save_path):
        raise UserError(out, CANNOT_SAVE(file=save_path))


def _human_turn(out: Output, session: Session, d, stdin, save_path: str | None) -> bool:  # noqa: ANN001
    """Ask one human decision; False when the player quits."""
    game = session.game
    if game.state.frame is None:
        print_board(out, game, d.player)
    out.echo(YOUR_TURN(player=player_name(d.player)))
    out.echo(d.prompt)
    for i, o in enumerate(d.options, start=1):
        out.echo(PLAY_OPTION(number=i, id=o.id, label=o.label))
    while True:
        click.echo(out.text(PROMPT(player=player_name(d.player))), nl=False)
        line = stdin.readline()
        if not line:
            return False
        answer = line.strip()
        if not answer:
            continue
        word = answer.split()[0].lower()
        if word == "quit":
            return False
        if word == "board":
            print_board(out, game, d.player)
            continue
        if word == "undo":
            out.echo(UNDONE() if session.undo() else NOTHING_TO_UNDO())
            return True
        if word == "save":
            parts = answer.split(maxsplit=1)
            target = parts[1] if len(parts) > 1 else save_path
            if not target:
                out.echo(NO_SAVE_FILE())
                continue
            if _save(out, session, target):
                out.echo(SAVED(file=target))
            continue
        number = option_number(answer, len(d.options))
        option = d.options[number].id if number is not None else answer
        try:
            session.apply(option)
        except RuleViolation as exc:
            out.echo(out.text(exc.message) if d.find(option) else UNKNOWN_INPUT(answer=answer))
            continue
        return True


def print_scores(out: Output, game) -> None:  # noqa: ANN001
    out.echo()
    out.echo(FINAL_SCORES())
    track = game.rules.track
    st = game.state
    for place, group in enumerate(game.ranking(), start=1):
        for p in group:
            out.echo(SCORE_LINE(place=place, player=player_name(p), vp=st.vp[p],
                                level=track.level(st.income[p]), money=Money(st.money[p])))


__all__ = ["play_cmd", "print_scores", "UserError"]
