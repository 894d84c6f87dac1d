"""The words a player may type in ``brass play`` besides an option: board, mat, score,
rules, log, options, hint, help, undo, save, quit.

Each command gets the table and the rest of the line and says what the loop does next:
ask the same question again, look at the game afresh (it changed), or leave.
"""
from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from brass.core.cli.game.board_text import PARTS, board_part, find_part, part_names, print_board
from brass.core.cli.game.mat_text import print_mat
from brass.core.cli.game.play_screen import OPTION
from brass.core.cli.game.play_table import Table
from brass.core.cli.game.rules_cmd import NO_RULEBOOK
from brass.core.hooks.titles import title_info
from brass.core.i18n.messages import Message, Money, text
from brass.core.i18n.rulebook import load_rulebook
from brass.core.model.errors import BrassError
from brass.core.play.decision import Decision
from brass.core.play.engine import Game, player_name
from brass.core.play.scoring import era_end_vp

HELP_LINES = (
    text("play.help.answer", "Answer with an option's number or its id (as listed)."),
    text("play.help.board", "board — the whole board; board TOWN, or board players, industries, links, markets "
                            "or merchants — one part of it; mat — your next tiles and their prices"),
    text("play.help.score", "score — VP now and VP if the era ended now, per player"),
    text("play.help.rules", "rules — the rule sections; rules SECTION — one section"),
    text("play.help.log", "log — what happened since your last decision, in full; log all — everything since "
                          "the game was opened; options — every option"),
    text("play.help.hint", "hint — a suggestion for this decision, when a bot offers one"),
    text("play.help.undo", "undo — take back your last whole action (and the bots' moves after it)"),
    text("play.help.save", "save [FILE] — save the game (FILE: there, and keep saving there as you play); "
                           "quit — leave the game"),
)
TITLE_PARTS_HELP = text("play.help.title_parts", "{title} also shows its own parts: board {parts}")
UNDONE = text("cli.undone", "Taken back: the game is where your last action began.")
NOTHING_TO_UNDO = text("cli.nothing_to_undo",
                       "There is nothing to undo: another player has decided since your last action.")
NOTHING_YET = text("play.nothing_yet", "There is nothing of yours to take back yet.")
DRAWN_SINCE = text("play.drawn_since",
                   "Your last action cannot be taken back: cards were drawn after it, and you have seen yours.")
SAVED = text("cli.saved", "Saved to {file}.")
NO_SAVE_FILE = text("cli.no_save_file", "Say where: save FILE (or start with --save FILE).")
QUIT_UNSAVED = text("play.quit_unsaved",
                    "Nothing is saved, so this game would be lost: type quit again to leave anyway, "
                    "or save FILE first.")
SECTIONS = text("play.sections", "Rule sections (rules SECTION): {sections}")
UNKNOWN_SECTION = text("play.unknown_section", "No rule section “{section}”. Sections: {sections}")
NO_EVENTS = text("play.no_events", "Nothing has happened since your last decision.")
LOG_USAGE = text("play.log_usage", "“{arg}”: type log (what happened since your last decision) or log all "
                                   "(everything since the game was opened).",
                 note="{arg}: what the player typed after log")
UNKNOWN_PART = text("play.unknown_board_part",
                    "“{part}” is neither a town nor a part of the board ({parts}): try board TOWN, e.g. board {town}.")

SCORE_HEADING = text("play.score_heading", "Score — VP now, and VP if the {era} ended now:")
SCORE_ROW = text("play.score_row", "{player}: {vp} VP now, {era_vp} VP at the era's end; {money}, income {income}")


class Next(Enum):
    """What the loop does after a command."""

    ASK = "ask"  # the same question again (nothing changed)
    FRESH = "fresh"  # the game changed: show a new screen
    QUIT = "quit"


Command = Callable[[Table, Decision, str], Next]


def _say(table: Table, lines: list[Message]) -> None:
    for line in lines:
        table.out.echo(line)


def cmd_help(table: Table, d: Decision, arg: str) -> Next:
    lines = [t() for t in HELP_LINES]
    own = part_names(table.game)[len(PARTS):]
    if own:
        lines.insert(2, TITLE_PARTS_HELP(title=table.game.rules.info.name, parts=own))
    _say(table, lines)
    return Next.ASK


def cmd_board(table: Table, d: Decision, arg: str) -> Next:
    """The whole board, or one part of it (``board links``) or one town (``board dudley``):
    the whole board is longer than a small terminal."""
    if not arg:
        print_board(table.out, table.game, d.player)
        return Next.ASK
    game = table.game
    found = find_part(game, arg, table.out.lang, UNKNOWN_PART)
    if isinstance(found, Message):
        _say(table, [found])
        return Next.ASK
    lines = board_part(game, d.player, found)
    for line in lines:
        table.out.echo(line)
    return Next.ASK


def cmd_mat(table: Table, d: Decision, arg: str) -> Next:
    print_mat(table.out, table.game, d.player)
    return Next.ASK


def score_lines(game: Game) -> list[Message]:
    """``score``: each player's VP now, and their VP if the era ended now (the title's own
    era-end scoring run on a copy, so it counts exactly what the title counts)."""
    st = game.state
    track = game.rules.track
    at_end = era_end_vp(game)
    lines: list[Message] = [SCORE_HEADING(era=game.rules.names.era[st.era]())]
    for p in range(st.players):
        lines.append(SCORE_ROW(player=player_name(p), vp=st.vp[p], era_vp=at_end[p], money=Money(st.money[p]),
                               income=Money(track.level(st.income[p]))))
    return lines


def cmd_score(table: Table, d: Decision, arg: str) -> Next:
    _say(table, score_lines(table.game))
    return Next.ASK


def cmd_log(table: Table, d: Decision, arg: str) -> Next:
    """What happened since the player's last decision, in full (the screen may have shown only
    its end); ``log all``: everything since the game was opened."""
    if arg.lower() == "all":
        _say(table, table.events or [NO_EVENTS()])
        return Next.ASK
    if arg:
        _say(table, [LOG_USAGE(arg=arg)])
        return Next.ASK
    events = table.events[table.since.get(d.player, 0):]
    _say(table, events or [NO_EVENTS()])
    return Next.ASK


def cmd_options(table: Table, d: Decision, arg: str) -> Next:
    _say(table, [OPTION(number=i, id=o.id, label=o.label) for i, o in enumerate(d.options, start=1)])
    return Next.ASK


def cmd_rules(table: Table, d: Decision, arg: str) -> Next:
    from brass.core.i18n.wrap import wrap

    game = table.game
    info = title_info(game.rules.id)
    if info.rulebook is None:
        _say(table, [NO_RULEBOOK(title=info.name)])
        return Next.ASK
    book = load_rulebook(info.id, info.rulebook)
    ids = ", ".join(s.id for s in book.sections)
    if not arg:
        _say(table, [SECTIONS(sections=ids)])
        return Next.ASK
    section = book.section(arg)
    if section is None:
        _say(table, [UNKNOWN_SECTION(section=arg, sections=ids)])
        return Next.ASK
    out = table.out
    out.echo(section.title())
    for paragraph in section.paragraphs:
        for line in wrap(out.text(paragraph()).replace("**", ""), table.screen.columns - 1):
            out.echo(line)
    return Next.ASK


def cmd_hint(table: Table, d: Decision, arg: str) -> Next:
    """The heuristic bot's suggestion for ``d`` with its main reasons (or why there is none)."""
    from brass.core.cli.game.hint import confirm_hint, hint_line

    if not table.history.can_undo(d.player) or (table.acting != d.player and not table.confirming):
        _say(table, [hint_line(table.game, d)])
        return Next.ASK
    # the player's action in progress (or just done): judged from where it began
    state, log_length = table.history.stack[-1].point
    start = table.game.clone()
    start.listener = None
    start.state = state.clone()
    start.refresh()
    done = tuple(table.session.log[log_length:])
    if table.confirming:
        _say(table, [confirm_hint(start, done, d, keep="ok", undo="undo")])
    else:
        _say(table, [hint_line(table.game, d, start=start, done=done)])
    return Next.ASK


def cmd_undo(table: Table, d: Decision, arg: str) -> Next:
    """Take back the player's last whole action, unless cards were drawn after it; the bots
    get new seeds, so their replies seen before the undo are no preview of what comes."""
    history = table.history
    if history.drawn_since(d.player):
        _say(table, [DRAWN_SINCE()])
        return Next.ASK
    point = history.undo(d.player)
    if point is None:
        _say(table, [NOTHING_TO_UNDO() if d.player in history.acted else NOTHING_YET()])
        return Next.ASK
    table.forget_events(point.events)
    table.acting = None
    table.version += 1
    table.reseed_bots()
    table.notices.append(UNDONE())
    return Next.FRESH


def cmd_save(table: Table, d: Decision, arg: str) -> Next:
    target = arg or table.save_path
    if not target:
        _say(table, [NO_SAVE_FILE()])
        return Next.ASK
    if table.save(target):
        # from now on the game is kept in this file, as with --save
        table.save_path = target
        table.saved_version = table.version
        _say(table, [SAVED(file=target)])
    return Next.ASK


def cmd_quit(table: Table, d: Decision, arg: str) -> Next:
    """Leave (saving to the game's file, if it has one); with no file, warn first, and warn
    again after any move made since the warning."""
    if table.save_path or table.quit_warned == table.version:
        return Next.QUIT
    table.quit_warned = table.version
    _say(table, [QUIT_UNSAVED()])
    return Next.ASK


COMMANDS: dict[str, Command] = {
    "help": cmd_help, "board": cmd_board, "mat": cmd_mat, "score": cmd_score, "log": cmd_log,
    "options": cmd_options, "rules": cmd_rules, "hint": cmd_hint, "undo": cmd_undo, "save": cmd_save,
    "quit": cmd_quit,
}


def run_command(table: Table, d: Decision, line: str) -> Next | None:
    """Run ``line`` if it is a command; None when it is not one (it may be an option)."""
    parts = line.split(maxsplit=1)
    command = COMMANDS.get(parts[0].lower())
    if command is None:
        return None
    if parts[0].lower() != "quit":
        table.quit_warned = None
    try:
        return command(table, d, parts[1].strip() if len(parts) > 1 else "")
    except BrassError as exc:
        table.out.echo(exc.message)
        return Next.ASK


__all__ = ["COMMANDS", "Next", "run_command", "score_lines"]
