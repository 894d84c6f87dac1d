"""Playing one lesson at the terminal (``brass learn TITLE LESSON``) with ``brass play``'s turn screen.

The task stays on top; under it the turn screen shows the learner's money, hand and the
question, with only the options the lesson allows (numbered as ``brass play`` numbers them).
A choice the lesson calls wrong is taken back with its feedback and the question is asked
again.  When the learner's action is done they see its result and keep it or take it back
(``brass play``'s keep-or-undo step); kept, the checks run: solved, the explanation follows.
A decision is played once per branch from the same position, then compared side by side.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from brass.core.cli.common import Output
from brass.core.cli.game.learn_text import COMPARE_HEADING, EXPLANATION, check_lines, comparison_lines
from brass.core.cli.game.mat_text import priced_tile, tile_summary
from brass.core.cli.game.play import CONFIRM, CONFIRM_OK, CONFIRM_UNDO, DROPPED, NO_SUCH_NUMBER, UNKNOWN_INPUT
from brass.core.cli.game.play_commands import Next, cmd_board, cmd_log, cmd_mat, cmd_rules, cmd_score
from brass.core.cli.game.play_input import LineReader, option_for, option_number
from brass.core.cli.game.play_screen import OPTION, OPTION_PRICED, TurnScreen
from brass.core.cli.game.play_table import Table
from brass.core.i18n.messages import Items, Message, text
from brass.core.learn.runner import DONE, REFUSED, WRONG
from brass.core.model.errors import BrassError
from brass.core.play.decision import Decision, Option
from brass.core.play.engine import player_name
from brass.core.play.payment import SOURCE_TILE

if TYPE_CHECKING:
    from brass.core.learn.checks import CheckResult
    from brass.core.learn.lesson_file import Lesson
    from brass.core.learn.runner import LessonRun
    from brass.core.play.engine import Game

TASK_HEADING = text("cli.learn_task_heading", "Lesson: {name}", note="{name}: the lesson's name")
DECISION_HEADING = text("cli.learn_decision_heading", "Decision: {name}", note="{name}: the decision's name")
WAYS = text("cli.learn_ways", "Play each way from this position, then compare: {ways}",
            note="{ways}: the names of the ways (branches) of a decision")
WAY_PLAYED = text("cli.learn_way_played", "{name} ✓", note="a way of a decision the learner has played")
COMMANDS = text("cli.learn_commands", "Also: hint, rules, board, mat, score, log, options, undo, help, quit")
HELP_LINES = (
    text("cli.learn_help_answer", "Answer with an option's number or its id; the lesson shows only the options "
                                  "it allows, but you may type any option id to try it."),
    text("cli.learn_help_hint", "hint — the lesson's hint; rules — the rules section this lesson teaches "
                                "(rules SECTION: another one)"),
    text("cli.learn_help_board", "board [TOWN|PART], mat, score, log — the game, as in brass play; options — the "
                                 "options the lesson allows"),
    text("cli.learn_help_undo", "undo — back to the start of the lesson; quit — leave the lesson"),
)
WRONG_CHOICE = text("cli.learn_wrong", "Not that: {feedback}")
TAKEN_BACK = text("cli.learn_taken_back", "That choice is taken back; try again.")
NO_HINT = text("cli.learn_no_hint", "This lesson has no hint; the task and rules {section} say what to do.",
               note="{section}: a rules section id")
RESTARTED = text("cli.learn_restarted", "Back to the start of the lesson.")
NOT_SOLVED = text("cli.learn_not_solved", "Not solved yet: the action did not reach every check. The lesson "
                                          "starts again.")
SOLVED = text("cli.learn_solved", "Solved: {name}", note="{name}: the lesson's name")
NOT_A_WAY = text("cli.learn_not_a_way", "That was none of the ways this decision compares ({ways}); it starts "
                                        "again.")
WAY_DONE = text("cli.learn_way_done", "You played “{name}”. Now play: {ways}.")
WAY_AGAIN = text("cli.learn_way_again", "You had played “{name}” already. Now play: {ways}.")
LEFT = text("cli.learn_left", "Lesson left unsolved.")
OPTION_ID = text("cli.learn_option_id", "  {number}. {id}",
                 note="a choice the rules refuse, offered so the learner can try it; {id}: its option id")

#: what the learner typed: an option id to try, or a command's verdict
Answer = str | Next | None


class LessonPlay:
    """One learner at one lesson: the run, the turn screen, the events and the notices."""

    def __init__(self, out: Output, run: LessonRun, rows: int, columns: int,
                 reader: LineReader | None = None) -> None:
        self.out = out
        self.run = run
        self.lesson: Lesson = run.lesson
        self.rows = rows
        self.columns = columns
        self.screen = TurnScreen(out, rows, columns, COMMANDS())
        self.table = Table(out, run.session, {}, reader or LineReader(sys.stdin), self.screen, None)
        run.game.listener = self.table.record
        #: the decision's branches the learner has played (ids)
        self.played: list[str] = []

    # -- the loop ---------------------------------------------------------------------------------
    def play(self) -> bool:
        """Play until solved (True) or the learner leaves (False)."""
        run = self.run
        while True:
            d = run.decision()
            if d is None:
                return False
            answer = self._ask(d, self.option_lines(d))
            if answer is None or answer is Next.QUIT:
                self.out.echo(LEFT())
                return False
            if isinstance(answer, Next):
                continue
            events = len(self.table.events)
            outcome = run.choose(answer)
            if outcome.state in (REFUSED, WRONG):
                self.table.forget_events(events)
                if outcome.feedback is not None:
                    self.table.notices.append(WRONG_CHOICE(feedback=outcome.feedback))
                if outcome.state == WRONG:
                    self.table.notices.append(TAKEN_BACK())
                continue
            if outcome.state != DONE:
                continue
            kept = self._confirm(run.learner)
            if kept is None:
                self.out.echo(LEFT())
                return False
            if not kept:
                self._restart(RESTARTED())
                continue
            if self._finish(outcome.checks):
                return True

    def _finish(self, checks: tuple[CheckResult, ...]) -> bool:
        """After a kept action: True when the lesson (or the whole decision) is done."""
        if self.lesson.kind == "lesson":
            if all(c.passed for c in checks):
                self.out.echo(SOLVED(name=self.lesson.name))
                for line in check_lines(checks):
                    self.out.echo(line)
                self.out.echo(EXPLANATION(explanation=self.lesson.explanation))
                return True
            self._restart(NOT_SOLVED())
            self.table.notices += check_lines([c for c in checks if not c.passed])
            return False
        branch = self.run.branch_played()
        if branch is None:
            self._restart(NOT_A_WAY(ways=self._ways(all_ways=True)))
            return False
        again = branch.id in self.played
        if not again:
            self.played.append(branch.id)
        if len(self.played) < len(self.lesson.data.branch):
            message = WAY_AGAIN if again else WAY_DONE
            self._restart(message(name=self.lesson.branch_name(branch), ways=self._ways()))
            return False
        from brass.core.learn.compare import compare_branches

        self.out.echo(SOLVED(name=self.lesson.name))
        self.out.echo(COMPARE_HEADING())
        for row in comparison_lines(self.out, compare_branches(self.lesson, self.run), self.columns):
            click.echo(row)
        self.out.echo(EXPLANATION(explanation=self.lesson.explanation))
        return True

    def _restart(self, notice: Message) -> None:
        self.run.restart()
        self.table.forget_events(0)
        self.table.notices.append(notice)

    # -- the screen -------------------------------------------------------------------------------
    def task_lines(self) -> list[str]:
        heading = TASK_HEADING if self.lesson.kind == "lesson" else DECISION_HEADING
        messages: list[Message] = [heading(name=self.lesson.name), self.lesson.task]
        if self.lesson.kind == "decision":
            messages.append(WAYS(ways=self._ways(all_ways=True, marked=True)))
        return [line for m in messages for line in self.out.lines(m)]

    def _ways(self, all_ways: bool = False, marked: bool = False) -> Items:
        names: list[Message] = []
        for b in self.lesson.data.branch:
            name = self.lesson.branch_name(b)
            if b.id in self.played and marked:
                names.append(WAY_PLAYED(name=name))
            elif all_ways or b.id not in self.played:
                names.append(name)
        return Items(tuple(names))

    def refused_ids(self, d: Decision) -> list[str]:
        """The lesson's refused wrong choices at this step, which the engine does not offer: they
        are shown after the offered options (numbered on from them) so the learner can try them."""
        path = self.run.path
        found: list[str] = []
        for w in self.lesson.data.wrong:
            last = w.choices[-1]
            if w.refused and list(w.choices[:-1]) == path and d.find(last) is None and last not in found:
                found.append(last)
        return found

    def option_lines(self, d: Decision) -> list[Message]:
        """The options the lesson allows, numbered as ``brass play`` numbers them, then the
        lesson's refused wrong choices at this step."""
        lines: list[Message] = []
        for i, o in enumerate(d.options, start=1):
            if not self.run.allowed(o.id):
                continue
            tile = priced_tile(self.run.game, d.player, o.id)
            if tile is not None:
                lines.append(OPTION_PRICED(number=i, id=o.id, label=o.label, summary=tile_summary(self.run.game, tile)))
            else:
                lines.append(OPTION(number=i, id=o.id, label=o.label))
        for i, option_id in enumerate(self.refused_ids(d), start=len(d.options) + 1):
            label = refused_label(self.run.game, option_id)
            lines.append(OPTION_ID(number=i, id=option_id) if label is None
                         else OPTION(number=i, id=option_id, label=label))
        return lines

    def compose(self, d: Decision, options: list[Message]) -> tuple[list[str], str]:
        """The task, then the turn screen for ``d`` within the rows left: its lines and the prompt."""
        top = self.task_lines()
        self.screen.rows = max(10, self.rows - len(top))
        table = self.table
        screen = self.screen.compose(self.run.game, d, table.unseen(d.player), table.notices, options=options)
        table.notices = []
        table.mark_seen(d.player)
        return top + screen.lines, screen.prompt

    def _confirm(self, player: int) -> bool | None:
        """The result of the learner's action, to keep (True) or take back (False); None: they left."""
        d = Decision(player, CONFIRM(player=player_name(player)),
                     (Option("ok", CONFIRM_OK()), Option("undo", CONFIRM_UNDO())))
        options: list[Message] = [OPTION(number=i, id=o.id, label=o.label) for i, o in enumerate(d.options, 1)]
        while True:
            answer = self._ask(d, options, blank="ok")
            if answer is None or answer is Next.QUIT:
                return None
            if answer in ("ok", "undo"):
                return answer == "ok"
            if isinstance(answer, str):
                self.out.echo(UNKNOWN_INPUT(answer=answer))

    def _ask(self, d: Decision, options: list[Message], blank: str | None = None) -> Answer:
        """Show the screen and read until an option id to try or a command that changes the lesson."""
        lines, prompt = self.compose(d, options)
        for shown in lines:
            click.echo(shown)
        reader = self.table.reader
        dropped = reader.drop_typeahead()
        if dropped:
            self.out.echo(DROPPED(lines=[f"“{x}”" for x in dropped]))
        while True:
            click.echo(prompt, nl=False)
            line = reader.readline()
            if line is None:
                click.echo()
                return None
            if not reader.is_terminal:
                click.echo(line)
            answer = line.strip()
            if not answer:
                if blank is not None:
                    return blank
                continue
            if blank is not None and d.find(option_for(answer, d)) is not None:
                return option_for(answer, d)
            done = self._command(d, answer)
            if done is Next.ASK:
                continue
            if done is not None:
                return done
            extra = self.refused_ids(d) if blank is None else []
            number = option_number(answer, len(d.options) + len(extra))
            if number is not None and number >= len(d.options):
                return extra[number - len(d.options)]
            if answer.isascii() and answer.isdigit() and number is None:
                self.out.echo(NO_SUCH_NUMBER(answer=answer, count=len(d.options) + len(extra)))
                continue
            return option_for(answer, d)

    # -- the commands -----------------------------------------------------------------------------
    def _command(self, d: Decision, line: str) -> Next | None:
        parts = line.split(maxsplit=1)
        word, arg = parts[0].lower(), (parts[1].strip() if len(parts) > 1 else "")
        own: dict[str, Callable[[Decision, str], Next]] = {
            "hint": self._hint, "rules": self._rules, "options": self._options, "help": self._help,
            "undo": self._undo, "quit": lambda d, arg: Next.QUIT,
        }
        shared = {"board": cmd_board, "mat": cmd_mat, "score": cmd_score, "log": cmd_log}
        try:
            if word in own:
                return own[word](d, arg)
            if word in shared:
                return shared[word](self.table, d, arg)
        except BrassError as exc:
            self.out.echo(exc.message)
            return Next.ASK
        return None

    def _hint(self, d: Decision, arg: str) -> Next:
        hint = self.lesson.hint
        self.out.echo(hint if hint is not None else NO_HINT(section=self.lesson.data.section))
        return Next.ASK

    def _rules(self, d: Decision, arg: str) -> Next:
        return cmd_rules(self.table, d, arg or self.lesson.data.section)

    def _options(self, d: Decision, arg: str) -> Next:
        for line in self.option_lines(d):
            self.out.echo(line)
        return Next.ASK

    def _help(self, d: Decision, arg: str) -> Next:
        for line in HELP_LINES:
            self.out.echo(line())
        return Next.ASK

    def _undo(self, d: Decision, arg: str) -> Next:
        self._restart(RESTARTED())
        return Next.FRESH


def refused_label(game: Game, option_id: str) -> Message | None:
    """How the engine would label a resource source the rules refuse here ("Take coal from Coal
    mine I at Cannock (P1)"), or None when the option is not a tile's cubes."""
    rules = game.rules
    resource, _, ref = option_id.partition(":")
    res = rules.industries.resource_index.get(resource)
    space = rules.board.space_index.get(ref)
    if res is None or space is None or game.state.tile_owner[space] < 0:
        return None
    st = game.state
    return SOURCE_TILE(resource=rules.names.resource[res](), tile=rules.names.tile(rules, st.tile_type[space]),
                       place=rules.names.location[rules.board.spaces[space].location](),
                       owner=player_name(st.tile_owner[space]))


__all__ = ["LessonPlay", "refused_label"]
