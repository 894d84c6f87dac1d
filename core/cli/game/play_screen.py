"""The turn screen of ``brass play``: everything a player needs for one decision, sized to
fit above the prompt of the terminal (80×24 and up).

From the top: where the game is; what happened since the player last looked (the newest
lines, as many as fit); their money, income, VP and hand with what each card allows now;
the question and its options; the in-play commands.  The full board is one command away
(``board``).  Options that do not fit one per line are set in columns by number.
"""
from __future__ import annotations

from typing import NamedTuple

from brass.core.cli.common import Output
from brass.core.cli.game.card_use import card_uses, link_count, missing_actions
from brass.core.cli.game.mat_text import priced_tile, tile_summary
from brass.core.i18n.messages import Items, Message, Money, text
from brass.core.i18n.plural import plural
from brass.core.i18n.wrap import width, wrap_line
from brass.core.model.state import TURN
from brass.core.play.decision import Decision
from brass.core.play.engine import Game, player_name

HEADER = text("play.header", "{title} — {era}, round {round} — {player} decides")
HEADER_ACTIONS = plural("play.header_actions", "{title} — {era}, round {round} — {player}: {count} action left",
                        "{title} — {era}, round {round} — {player}: {count} actions left")
SINCE = text("play.since", "Since your last decision:")
EARLIER = plural("play.earlier", "  … {count} earlier entry (type log)", "  … {count} earlier entries (type log)")
EVENT = text("play.event", "  {event}")
STATUS = text("play.status", "{player}: {money}, income {income} a round, {vp} VP, spent {spent} this round")
HAND = text("play.hand", "Hand: {cards}")
HAND_ENTRIES = text("play.hand_entries", "{a} · {b}",
                    note="two entries of the hand line (each may hold commas and semicolons); keep the dot")
CARD_COPIES = text("play.card_copies", "{card} ×{count}",
                   note="a card held more than once on the hand line (Worcester ×2: 2 sites)")
INDUSTRY_PAIR = text("play.industry_pair", "{a}/{b}")
CARD_SITES = plural("play.card_sites", "{card}: {count} site", "{card}: {count} sites")
CARD_BLOCKED = text("play.card_blocked", "{card}: none — {reason}")
CARD_NONE = text("play.card_none", "{card}: no site")
ANY_CARD = plural("play.any_card", "Any card builds a link: {count} line open now",
                  "Any card builds a link: {count} lines open now")
OPTION = text("play.option", "  {number}. {id} — {label}")
OPTION_PRICED = text("play.option_priced", "  {number}. {id} — {label}: {summary}")
OPTION_SHORT = text("play.option_short", "{number}. {label}")
MORE_OPTIONS = plural("play.more_options", "  … {count} more option (type options)",
                      "  … {count} more options (type options)")
COMMANDS = text("play.commands", "Also: board, mat, score, rules, log, hint, help, undo, save, quit")
INPUT = text("play.input", "{player}> ", note="the prompt the player types after; at most 70 columns")


class Screen(NamedTuple):
    """The lines of one turn screen (already wrapped) and the input prompt under them."""

    lines: list[str]
    prompt: str


def short_card_name(game: Game, card: int) -> Message:
    """A card as the hand line names it: its town or industry alone (wild cards in full)."""
    rules = game.rules
    c = rules.cards[card]
    if c.kind == "location":
        return rules.names.location[c.location]()
    if c.kind == "industry":
        names = [rules.names.industry[i]() for i in sorted(c.industries)]
        joined = names[0]
        for name in names[1:]:
            joined = INDUSTRY_PAIR(a=joined, b=name)
        return joined
    return rules.names.card(rules, card)


class _Blocked(NamedTuple):
    """Cards of the hand line that one reason blocks (shown as one entry)."""

    reason: Message
    cards: list[Message]


def hand_lines(game: Game, player: int) -> list[Message]:
    """The hand, each card (×2 when held twice) with the build sites it allows now (or why
    none: cards blocked for the same reason share it), the title's notes on the whole hand
    (``brass_hand_notes``), and links."""
    entries: list[Message | _Blocked] = []
    hand = game.state.hands[player]
    for use in card_uses(game, player):
        name = short_card_name(game, use.card)
        copies = hand.count(use.card)
        if copies > 1:  # two Worcester cards are one entry: it says how many
            name = CARD_COPIES(card=name, count=copies)
        if use.sites:
            entries.append(CARD_SITES(card=name, count=use.sites))
        elif use.reason is not None:
            shared = next((e for e in entries if isinstance(e, _Blocked) and e.reason == use.reason), None)
            if shared is None:
                entries.append(_Blocked(use.reason, [name]))
            else:
                shared.cards.append(name)
        else:
            entries.append(CARD_NONE(card=name))
    if not entries:
        return [HAND(cards="-")]
    parts = [CARD_BLOCKED(card=Items(tuple(e.cards)) if len(e.cards) > 1 else e.cards[0], reason=e.reason)
             if isinstance(e, _Blocked) else e for e in entries]
    joined = parts[0]
    for part in parts[1:]:
        joined = HAND_ENTRIES(a=joined, b=part)
    notes = [note for lines in game.hook.brass_hand_notes(game=game, player=player) for note in lines]
    return [HAND(cards=joined), *notes, ANY_CARD(count=link_count(game, player))]


def option_lines(game: Game, decision: Decision) -> list[Message]:
    """One line per option (a tile to build shows its price and what it earns), then why an
    action is missing from the menu."""
    out: list[Message] = []
    for i, o in enumerate(decision.options, start=1):
        tile = priced_tile(game, decision.player, o.id)
        if tile is not None:
            out.append(OPTION_PRICED(number=i, id=o.id, label=o.label, summary=tile_summary(game, tile)))
        else:
            out.append(OPTION(number=i, id=o.id, label=o.label))
    return out + missing_actions(game, decision)


def _row_lines(cells: list[list[str]], cell: int) -> list[str]:
    """One row of the option columns: each cell's wrapped lines side by side, padded to ``cell``."""
    out = []
    for k in range(max(len(c) for c in cells)):
        parts = [c[k] if k < len(c) else "" for c in cells]
        out.append("  " + " ".join(p + " " * (cell - width(p)) for p in parts).rstrip())
    return out


class TurnScreen:
    """Composes turn screens for one terminal size and language."""

    def __init__(self, out: Output, rows: int, columns: int, commands: Message | None = None) -> None:
        self.out = out
        self.rows = rows
        self.columns = columns
        #: the line naming the commands under the options (``brass learn`` has its own)
        self.commands = commands if commands is not None else COMMANDS()

    def _wrap(self, messages: list[Message | str]) -> list[str]:
        lines: list[str] = []
        for m in messages:
            lines.extend(self.out.lines(m))
        return lines

    def header(self, game: Game, player: int) -> Message:
        st = game.state
        common = dict(title=game.rules.info.name, era=game.rules.names.era[st.era](), round=st.round,
                      player=player_name(player))
        if st.phase == TURN and st.order[st.turn] == player:
            return HEADER_ACTIONS(count=st.actions_left, **common)
        return HEADER(**common)

    def status(self, game: Game, player: int) -> Message:
        st = game.state
        return STATUS(player=player_name(player), money=Money(st.money[player]),
                      income=Money(game.rules.track.level(st.income[player])), vp=st.vp[player],
                      spent=Money(st.spent[player]))

    def compose(self, game: Game, decision: Decision, events: list[Message], notices: list[Message],
                options: list[Message] | None = None) -> Screen:
        """The screen for ``decision``: never more than ``rows - 1`` lines above the prompt."""
        player = decision.player
        budget = self.rows - 1
        top = self._wrap([self.header(game, player)])
        body = self._wrap([self.status(game, player), *hand_lines(game, player)])
        ask = self._wrap([*notices, decision.prompt])
        opts = self._wrap(list(options if options is not None else option_lines(game, decision)))
        commands = self._wrap([self.commands])
        fixed = len(top) + len(body) + len(ask)
        if fixed + len(opts) + len(commands) > budget:
            listed = opts
            opts, whole = self._fit_columns(decision, budget - fixed - len(commands))
            if not whole:  # the hand gives way to the options (its status line stays)
                spare = budget - len(top) - len(ask) - len(commands) - 1
                opts = listed if len(listed) <= spare else self._fit_columns(decision, spare)[0]
                body = body[:max(1, budget - len(top) - len(ask) - len(commands) - len(opts))]
                fixed = len(top) + len(body) + len(ask)
        if fixed + len(opts) + len(commands) > budget:
            commands = []
        if fixed + len(opts) > budget:
            body = body[:max(1, budget - len(top) - len(ask) - len(opts))]
            fixed = len(top) + len(body) + len(ask)
        room = budget - fixed - len(opts) - len(commands)
        shown = self._events(events, room)
        lines = top + shown + body + ask + opts + commands
        return Screen(lines[:budget], self.out.text(INPUT(player=player_name(player))))

    def _events(self, events: list[Message], room: int) -> list[str]:
        """The newest events that fit ``room`` lines under their heading, each whole (a wrapped
        entry is never cut in half); the earlier ones counted."""
        if not events or room < 2:
            return []
        groups = [self.out.lines(EVENT(event=e)) for e in events]
        if sum(len(g) for g in groups) + 1 <= room:
            return self._wrap([SINCE()]) + [ln for g in groups for ln in g]
        kept: list[list[str]] = []
        used = 2  # the heading and the line counting the earlier entries
        for group in reversed(groups):
            if used + len(group) > room:
                break
            kept.insert(0, group)
            used += len(group)
        hidden = len(groups) - len(kept)
        return self._wrap([SINCE()]) + self._wrap([EARLIER(count=hidden)])[:1] + [ln for g in kept for ln in g]

    def _columns(self, decision: Decision, room: int) -> list[str]:
        """Options by number in as few columns (2 to 4) as fit ``room`` lines, each label whole
        (wrapped within its column); when none fits, one column of whole labels, the rest counted."""
        return self._fit_columns(decision, room)[0]

    def _fit_columns(self, decision: Decision, room: int) -> tuple[list[str], bool]:
        """:meth:`_columns`, and whether every option is shown."""
        labels = [self.out.text(OPTION_SHORT(number=i, label=o.label)) for i, o in enumerate(decision.options, 1)]
        room = max(1, room)
        n = len(labels)
        for cols in (2, 3, 4):
            cell = (self.columns - 2) // cols - 1
            rows = -(-n // cols)
            grid = [[wrap_line(labels[c * rows + r], cell) for c in range(cols) if c * rows + r < n]
                    for r in range(rows)]
            if cell >= 8 and sum(max(len(c) for c in row) for row in grid) <= room:
                return [line for row in grid for line in _row_lines(row, cell)], True
        out: list[str] = []
        for i, label in enumerate(labels):  # one column: whole labels while they fit, the rest counted
            lines = ["  " + line for line in wrap_line(label, self.columns - 3)]
            if len(out) + len(lines) > (room if i == n - 1 else room - 1):
                out.append(self.out.text(MORE_OPTIONS(count=n - i)))
                return out, False
            out.extend(lines)
        return out, True


__all__ = ["Screen", "TurnScreen", "hand_lines", "option_lines"]
