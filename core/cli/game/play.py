"""``brass play``: humans and bots at one terminal.

A human gets a turn screen sized to the terminal (what happened since they last decided,
their money, income, VP and hand, the question) and answers with an option's number or
id, or a command (:mod:`brass.core.cli.game.play_commands`).  When a human's action is done and
the game would pass to someone else, they see its result and confirm it (or take it
back): nothing they did is final until they have seen it.  Bots move without asking.

A game loaded from a file keeps its bots and is saved back to that file as it goes.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from brass.core.cli.common import (
    Output,
    UserError,
    fail,
    lang_option,
    load_session,
    plugin_option,
    read_variant,
    terminal_columns,
    terminal_rows,
)
from brass.core.cli.game.new import SEED_CHOSEN, random_seed
from brass.core.cli.game.play_commands import SAVED, Next, run_command
from brass.core.cli.game.play_input import LineReader, option_for
from brass.core.cli.game.play_screen import TurnScreen
from brass.core.cli.game.play_table import Table
from brass.core.cli.game.refusal import refusal_reason
from brass.core.cli.game.seats import BAD_SEATS, parse_seats
from brass.core.files.seats import BotSeat
from brass.core.files.session import Session
from brass.core.hooks.bots import load_plugins, make_bot
from brass.core.i18n.messages import Message, Money, text
from brass.core.model.errors import BrassError
from brass.core.play.decision import Decision, Option
from brass.core.play.engine import player_name
from brass.core.play.runner import bot_seed
from brass.core.play.scoring import era_end_vp
from brass.core.play.seat import bot_input

FINAL_SCORES = text("cli.final_scores", "Final scores")
SCORE_LINE = text("cli.score_line", "{place}. {player}: {vp} VP, income level {level}, {money}")
NEED_PLAYERS = text("cli.need_players", "Give --players when starting a new game of {title}.")
QUIT = text("cli.quit", "Game left unfinished.")
CANNOT_SAVE = text("cli.cannot_save", "The finished game could not be saved to {file}.")
UNKNOWN_INPUT = text("cli.unknown_input",
                     "“{answer}” is neither an option number, an option id nor a command (type help).")
NO_SUCH_NUMBER = text("play.no_such_number", "There is no option {answer}: answer 1 to {count}.")
NOT_NOW = text("play.not_now", "“{answer}” is not one of the options now: {reason}.")
DROPPED = text("play.dropped", "Ignored what was typed before this question appeared: {lines}")
BOT_WITHOUT_SEATS = text("play.bot_without_seats",
                         "“{bot}” would play the bot seats, but no seat is a bot: name them with --bots "
                         "(e.g. --bots 2).")
EOF_UNSAVED = text("play.eof_unsaved",
                   "Nothing is saved, so this game would be lost: press Ctrl-D again (or type quit) to leave "
                   "anyway, or save FILE first.")
CONFIRM = text("play.confirm", "{player}: your action is done (see above). Keep it?")
CONFIRM_VP = text("play.confirm_vp", "Your VP if the era ended now: {before} before this action, {after} after it.")
CONFIRM_OK = text("play.confirm_ok", "Keep it and go on")
CONFIRM_UNDO = text("play.confirm_undo", "Take it back")


def _open(out: Output, target: str, players: int | None, seed: int | None, variant: str | None,
          plugins: tuple[str, ...]) -> tuple[Session, bool]:
    """The session, and whether it was loaded from a file (a new game without --seed gets a
    random one)."""
    if Path(target).is_file() or target.endswith(".toml") or "/" in target:
        return load_session(out, target, plugins), True
    if players is None:
        raise click.UsageError(out.text(NEED_PLAYERS(title=target)))
    try:
        game_seed = random_seed() if seed is None else seed
        return Session.new(target, players, game_seed, read_variant(out, variant, target), plugins), False
    except BrassError as exc:
        fail(out, exc)


#: the bot that plays a bot seat unless --bot names another
DEFAULT_BOT = "heuristic"


def _seat_bots(out: Output, session: Session, bots: str | None, bot_name: str | None, seed: int,
               plugins: tuple[str, ...] = ()) -> tuple[dict[int, Any], tuple[Any, ...]]:
    """Resolve who is a bot (the save's bots unless --bots is given) and make them (a bot may come
    from a ``--plugin``); with the plugins loaded."""
    n = session.game.state.players
    if bots is not None:
        try:
            seats = parse_seats(bots, n)
        except ValueError:
            raise click.BadParameter(out.text(BAD_SEATS(value=bots)), param_hint="--bots") from None
        session.bots = {p: BotSeat(bot_name or DEFAULT_BOT, bot_seed(seed, 0, p)) for p in sorted(seats)}
    elif bot_name is not None:
        session.bots = {p: BotSeat(bot_name, b.seed) for p, b in session.bots.items()}
    try:
        extra = load_plugins(plugins)
        if bot_name is not None:
            make_bot(bot_name, seed, extra)  # a name no bot has is refused, bot seats or not
    except BrassError as exc:
        fail(out, exc)
    if bot_name is not None and not session.bots:
        raise click.BadParameter(out.text(BOT_WITHOUT_SEATS(bot=bot_name)), param_hint="--bot")
    try:
        return {p: make_bot(b.name, b.seed, extra) for p, b in session.bots.items()}, extra
    except BrassError as exc:
        fail(out, exc)


@click.command("play")
@click.argument("target", metavar="TITLE|GAME")
@click.option("--players", "-p", type=click.IntRange(min=1), help="Number of players (new game).")
@click.option("--bots", default=None, help="Seats played by bots: all, none, or e.g. 1,3 "
                                           "[default: a save's own bots, else none].")
@click.option("--bot", "bot_name", default=None, help="Which bot plays the bot seats [default: heuristic].")
@click.option("--seed", type=int, default=None,
              help="Seed of a new game (and of the bots) [default: a random one, printed].")
@click.option("--variant", type=click.Path(dir_okay=False), help="Variant file for a new game.")
@plugin_option
@click.option("--save", "save_path", type=click.Path(dir_okay=False),
              help="Keep the game in this file [default: the GAME file played].")
@lang_option
def play_cmd(target: str, players: int | None, bots: str | None, bot_name: str | None, seed: int | None,
             variant: str | None, plugins: tuple[str, ...], save_path: str | None, lang: str) -> None:
    """Play TITLE (a new game) or GAME (a save file) at this terminal, humans and bots."""
    columns = terminal_columns()
    out = Output(lang, columns=columns)
    session, loaded = _open(out, target, players, seed, variant, plugins)
    out.currency = session.game.rules.currency
    robots, extra = _seat_bots(out, session, bots, bot_name, session.seed, plugins)
    table = Table(out, session, robots, LineReader(sys.stdin), TurnScreen(out, terminal_rows(), columns),
                  save_path or (target if loaded else None))
    table.bot_maker = lambda name, new_seed: make_bot(name, new_seed, extra)
    if loaded:
        _recall_actions(table, target, plugins)
    if save_path and not (loaded and Path(save_path) == Path(target)):
        # a file that cannot be written is found before anyone plays, not after the last move
        try:
            session.save(save_path)
        except BrassError as exc:
            fail(out, exc)
        table.saved_version = table.version
    if not loaded and seed is None:
        out.echo(SEED_CHOSEN(seed=session.seed))
    play(table, announce=not loaded)


def _recall_actions(table: Table, path: str, plugins: tuple[str, ...]) -> None:
    """Replay a loaded game's record to find where its humans' actions began, so ``undo``
    works after resuming as it did before (the save was already checked on loading), and
    what happened since each human's last decision in it (their first screen shows it all)."""
    replay = Session.start_of(table.session.to_dict(), path, plugins)  # (from its base, if it has one)
    game = replay.game
    events: list[Message] = []
    game.listener = events.append
    game.announce_round()
    acting: int | None = None
    for option in table.session.log:
        d = game.decision()
        assert d is not None
        if d.player not in table.robots:
            table.seen[d.player] = len(events)
            if acting != d.player:
                table.history.begin_action(d.player, len(events), replay.checkpoint())
        replay.apply(option)
        frame = game.state.frame
        acting = d.player if frame is not None and frame.player == d.player else None
    game.listener = None
    table.events = events
    table.acting = acting


def play(table: Table, announce: bool = True) -> None:
    """Run the game to its end or until a human quits (``announce``: log the round's header
    first; a resumed game's journal already has it)."""
    game = table.game
    game.listener = table.record
    if announce:
        game.announce_round()
    while True:
        d = game.decision()
        if d is None:
            break
        if d.player in table.robots:
            bot = table.robots[d.player]
            table.session.apply(bot.choose(d, bot_input(bot, game, d.player)))
            table.version += 1
            continue
        table.autosave()
        if _human(table, d) is Next.QUIT:
            _leave(table)
            return
    _finish(table)


def _leave(table: Table) -> None:
    out = table.out
    out.echo(QUIT())
    if table.save_path and table.save():
        out.echo(SAVED(file=table.save_path))


def _finish(table: Table) -> None:
    out = table.out
    humans = [p for p in range(table.game.state.players) if p not in table.robots]
    if humans:
        for event in table.events[min(table.seen.get(p, 0) for p in humans):]:
            out.echo(event)
    print_scores(out, table.game)
    if table.save_path and not table.save():
        raise UserError(out, CANNOT_SAVE(file=table.save_path))


def _human(table: Table, d: Decision) -> Next:
    """Ask one human decision (and, when their action ends, its confirmation)."""
    player = d.player
    answer = _ask(table, d)
    if answer is None:
        return Next.QUIT
    if isinstance(answer, Next):
        return answer
    game = table.game
    if table.acting != player:
        table.history.begin_action(player, len(table.events), table.session.checkpoint())
    table.session.step(answer)  # a finished action is shown before the turn's end draws cards
    table.version += 1
    frame = game.state.frame
    table.acting = player if frame is not None and frame.player == player else None
    if table.acting is None:
        return _confirm(table, player)
    return Next.FRESH


def _confirm(table: Table, player: int) -> Next:
    """Show the finished action (with every step the game took by itself) and let the player
    keep it (the first option, or just Enter) or take it back."""
    d = Decision(player, CONFIRM(player=player_name(player)),
                 (Option("ok", CONFIRM_OK()), Option("undo", CONFIRM_UNDO())))
    vp_change = _era_vp_change(table, player)
    if vp_change is not None:
        table.notices.append(vp_change)
    table.autosave()  # the file has the whole action while the player looks at it (undo still works)
    table.confirming = True
    try:
        while True:
            answer = _ask(table, d, blank="ok")
            if answer is None:
                return Next.QUIT
            if answer == "ok":
                return Next.FRESH
            if answer == "undo":
                return run_command(table, d, "undo") or Next.FRESH
            if isinstance(answer, Next) and answer is not Next.ASK:
                return answer
    finally:
        table.confirming = False


def _era_vp_change(table: Table, player: int) -> Message | None:
    """What the action did to the player's VP at the era's end (an overbuild throws VP away),
    when it changed them."""
    if not table.history.can_undo(player) or table.game.over:
        return None
    before = table.game.clone()
    before.state = table.history.stack[-1].point[0].clone()
    was, now = era_end_vp(before)[player], era_end_vp(table.game)[player]
    return CONFIRM_VP(before=was, after=now) if was != now else None


def _ask(table: Table, d: Decision, blank: str | None = None) -> str | Next | None:
    """Show the screen for ``d`` and read until an offered option (its id) or a command that
    changes the game; None at the end of input.  An empty line answers ``blank`` if given."""
    out = table.out
    screen = table.screen.compose(table.game, d, table.unseen(d.player), table.notices)
    table.notices = []
    table.mark_seen(d.player)
    for shown in screen.lines:
        click.echo(shown)
    dropped = table.reader.drop_typeahead()
    if dropped:
        out.echo(DROPPED(lines=[f"“{x}”" for x in dropped]))
    while True:
        click.echo(screen.prompt, nl=False)
        line = table.reader.readline()
        if line is None:
            click.echo()
            if _leave_at_end_of_input(table):
                return None
            continue
        if not table.reader.is_terminal:
            click.echo(line)  # a terminal echoes what was typed; a transcript shows it too
        answer = line.strip()
        if not answer:
            if blank is not None:
                return blank
            continue
        done = run_command(table, d, answer)
        if done is not None:
            if done is Next.ASK:
                continue
            return done
        option = option_for(answer, d)
        if d.find(option) is not None:
            return option
        out.echo(_refusal(table, d, answer))


def _leave_at_end_of_input(table: Table) -> bool:
    """End of input (Ctrl-D) is ``quit``: it leaves when the game is saved, else it warns once
    and leaves at the next end of input (a pipe that has ended gives it at once)."""
    if table.save_path or table.quit_warned == table.version:
        return True
    table.quit_warned = table.version
    table.out.echo(EOF_UNSAVED())
    return False


def _refusal(table: Table, d: Decision, answer: str) -> Message:
    """Why ``answer`` is not taken: no such number, an option not offered now, or unknown."""
    if answer.isascii() and answer.isdigit():
        return NO_SUCH_NUMBER(answer=answer, count=len(d.options))
    reason = refusal_reason(table.game, d, answer, table.session.chosen_in_action())
    return UNKNOWN_INPUT(answer=answer) if reason is None else NOT_NOW(answer=answer, reason=reason)


def print_scores(out: Output, game: Any) -> None:
    out.echo()
    out.echo(FINAL_SCORES())
    track = game.rules.track
    st = game.state
    for place, group in enumerate(game.ranking(), start=1):
        for p in group:
            out.echo(SCORE_LINE(place=place, player=player_name(p), vp=st.vp[p],
                                level=track.level(st.income[p]), money=Money(st.money[p])))


__all__ = ["UserError", "play", "play_cmd", "print_scores"]
