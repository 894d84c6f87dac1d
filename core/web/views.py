"""The view JSON of one seat (or the spectator): what the game page shows, rendered in the
reader's language.

Built from the same pieces as the terminal's turn screen (the hand with what each card allows,
the mat with prices, the option lines, the log since the seat's last decision, the keep-or-undo
step) and from the engine's private view only: another seat's hand, the deck order and the
details of another seat's action in progress never reach it. Call it under the game's lock.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass.core.i18n.messages import Message, Money, render, render_value
from brass.core.model.errors import BrassError
from brass.core.play.engine import player_name
from brass.core.play.view import SPECTATOR
from brass.core.web import texts
from brass.core.web.targets import target

if TYPE_CHECKING:
    from brass.core.i18n.rulebook import Rulebook, Section
    from brass.core.play.engine import Game
    from brass.core.web.store import ServedGame

#: how many log lines the spectator sees; a seat sees everything since its last decision, up to
LOG_SPECTATOR = 30
LOG_SEAT = 200


class Say:
    """Renders messages in one reader's language and the title's currency."""

    def __init__(self, lang: str, currency: str) -> None:
        self.lang = lang
        self.currency = currency

    def __call__(self, message: Message | str) -> str:
        return render(message, self.lang, self.currency)

    def money(self, amount: int) -> str:
        return render_value(Money(amount), self.lang, self.currency)


def build_view(served: ServedGame, seat: int | None, lang: str) -> dict[str, Any]:
    """The view JSON (see docs/web.md) of ``seat`` (None: the spectator)."""
    game = served.game
    rules = game.rules
    st = game.state
    say = Say(lang, rules.currency)

    decision, confirm = _decision(served, seat, say)
    events = served.events
    log = events[-LOG_SPECTATOR:] if seat is None else events[served.since.get(seat, 0):][-LOG_SEAT:]
    names = rules.names
    return {
        "game": served.id,
        "title": rules.id,
        "title_name": rules.info.name,
        "lang": lang,
        "version": served.version,
        "seat": seat,
        "players": [_player(served, p, say) for p in range(st.players)],
        "me": None if seat is None else _me(game, seat, say),
        "decision": decision,
        "confirm": confirm,
        "log": [say(e) for e in log],
        "board": board(game, SPECTATOR if seat is None else seat, lang),
        "rules": _rules(game, say),
        "over": game.over,
        "ranking": _ranking(game, say) if game.over else None,
        "era": say(names.era[st.era]()),
        "round": st.round,
        "messages": page_words(say),
        "langs": languages_named(),
    }


@lru_cache(maxsize=1)
def _languages_named(languages: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    from babel import Locale, UnknownLocaleError

    named = []
    for lang in languages:
        try:
            name = Locale.parse(lang).get_display_name(lang) or lang
        except (ValueError, UnknownLocaleError):
            name = lang
        named.append((lang, name[:1].upper() + name[1:]))
    return tuple(named)


@lru_cache(maxsize=1)
def _installed_languages() -> tuple[str, ...]:
    from brass.core.i18n.catalogs import languages

    return tuple(languages())


def languages_named() -> list[dict[str, str]]:
    """Every installed language (as the server found them when it started), named in itself
    (``English``, ``ไทย``), for the language switch."""
    return [{"id": lang, "name": name} for lang, name in _languages_named(_installed_languages())]


def page_words(say: Say) -> dict[str, str]:
    """The page's words; a placeholder stays as ``{name}`` for the page to fill in."""
    import string

    out = {}
    for key, message in texts.PAGE.items():
        names = [f for _, f, _, _ in string.Formatter().parse(message.en) if f]
        out[key] = say(message(**{name: "{" + name + "}" for name in names}))
    return out


def _player(served: ServedGame, p: int, say: Say) -> dict[str, Any]:
    game = served.game
    st = game.state
    rules = game.rules
    bot = served.session.bots.get(p)
    return {
        "seat": p,
        "name": say(player_name(p)),
        "bot": bot is not None,
        "bot_name": bot.name if bot is not None else None,
        "money": st.money[p],
        "money_text": say.money(st.money[p]),
        "income": rules.track.level(st.income[p]),
        "income_space": st.income[p],
        "vp": st.vp[p],
        "spent": st.spent[p],
        "hand_count": len(st.hands[p]),
        "links": {kind.id: st.links_left[p][i] for i, kind in enumerate(rules.link_kinds)},
    }


def _me(game: Game, seat: int, say: Say) -> dict[str, Any]:
    """The seat's own hand (each card by id and name, and the terminal's hand line with what
    each card allows now) and mat (the next tile of each industry with its price)."""
    from brass.core.cli.game.mat_text import mat_lines, tile_summary
    from brass.core.cli.game.play_screen import hand_lines

    rules = game.rules
    cards = rules.cards
    hand = [{"id": f"card:{cards[c].id}", "name": say(rules.names.card(rules, c))}
            for c in sorted(game.state.hands[seat], key=lambda c: cards[c].id)]
    mat = []
    counts = game.state.mat[seat]
    for industry in range(len(rules.industries.industries)):
        for pos in rules.mat.accessible(counts, industry):
            tile = rules.mat.positions[pos].tile
            mat.append({"industry": rules.industries.industries[industry].id,
                        "name": say(rules.names.industry[industry]()),
                        "tile": say(rules.names.tile(rules, tile)), "left": counts[pos],
                        "summary": say(tile_summary(game, tile))})
    try:
        hand_text = [say(line) for line in hand_lines(game, seat)]
    except BrassError:
        hand_text = []
    return {"hand": hand, "hand_lines": hand_text, "mat": mat,
            "mat_lines": [say(line) for line in mat_lines(game, seat)]}


def _decision(served: ServedGame, seat: int | None, say: Say) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """Who decides and, for that seat only, the options (or the keep-or-undo step)."""
    game = served.game
    if served.confirming is not None:
        mine = seat == served.confirming
        decision = {"player": served.confirming, "prompt": say(texts.CONFIRM()) if mine else
                    say(texts.WAITING(player=player_name(served.confirming), prompt=texts.CONFIRM_OTHER())),
                    "mine": mine, "options": []}
        confirm = {"preview": _preview(served, say),
                   "options": [{"id": "keep", "label": say(texts.KEEP())},
                               {"id": "undo", "label": say(texts.UNDO())}]} if mine else None
        return decision, confirm
    d = game.decision()
    if d is None:
        return None, None
    mine = seat == d.player
    if not mine:
        frame = game.state.frame
        # another seat's action in progress shows only its name (its steps may name its cards)
        doing = d.prompt if frame is None else game.actions[frame.action].label()
        return {"player": d.player, "prompt": say(texts.WAITING(player=player_name(d.player), prompt=doing)),
                "mine": False, "options": []}, None
    from brass.core.cli.game.card_use import missing_actions
    from brass.core.cli.game.mat_text import priced_tile, tile_summary

    options = []
    for o in d.options:
        entry: dict[str, Any] = {"id": o.id, "label": say(o.label), "target": target(game.rules, o.id)}
        tile = priced_tile(game, d.player, o.id)
        if tile is not None:
            entry["summary"] = say(tile_summary(game, tile))
        options.append(entry)
    return {"player": d.player, "prompt": say(d.prompt), "mine": True, "options": options,
            "notes": [say(m) for m in missing_actions(game, d)]}, None


def _preview(served: ServedGame, say: Say) -> str:
    """The finished action as the terminal's "Keep it?" shows it: its events, and the VP at the
    era's end before and after it when they differ."""
    from brass.core.cli.game.play import CONFIRM_VP
    from brass.core.play.scoring import era_end_vp

    seat = served.confirming
    assert seat is not None
    lines = [say(e) for e in served.events[served.since.get(seat, 0):]]
    history = served.history
    if history.can_undo(seat) and not served.game.over:
        before = served.game.clone()
        before.listener = None
        before.state = history.stack[-1].point[0].clone()
        before.refresh()
        was, now = era_end_vp(before)[seat], era_end_vp(served.game)[seat]
        if was != now:
            lines.append(say(CONFIRM_VP(before=was, after=now)))
    return "\n".join(lines)


#: by (rules, language): the picture maker and its static layer (the map), drawn once
_pictures: dict[tuple[int, str], tuple[Any, Any, str]] = {}


def board(game: Game, viewer: int, lang: str) -> str | None:
    """``board_svg(game, viewer, lang)`` (the board from ``viewer``'s view), its static layer drawn
    once per title and language; None for a title without a board layout."""
    from brass.core.picture.render import board_picture, panel_words
    from brass.core.play.view import view

    key = (id(game.rules), lang)
    found = _pictures.get(key)
    if found is None or found[0] is not game.rules:
        try:
            picture = board_picture(game, viewer, lang)
        except BrassError:
            return None
        found = _pictures[key] = (game.rules, picture, picture.static_layer())
    _, picture, static = found
    return "\n".join([picture.open_tag(), static, picture.dynamic_layer(view(game, viewer), panel_words(game, viewer)),
                      "</svg>"])


@lru_cache(maxsize=16)
def _rulebook(title: str, path: Path) -> Any:
    from brass.core.i18n.rulebook import load_rulebook

    return load_rulebook(title, path)


def action_section(book: Rulebook, action: str) -> Section | None:
    """The rulebook's section on ``action``: the section named as the action, else
    ``<action>-action`` (Birmingham's Network), else the first whose id starts with ``<action>-``
    (Pittsburgh's Pass is ``pass-and-whiskey``). Rulebooks name sections for readers, not actions."""
    found = book.section(action) or book.section(f"{action}-action")
    if found is not None:
        return found
    return next((s for s in book.sections if s.id.startswith(f"{action}-")), None)


def _rules(game: Game, say: Say) -> dict[str, Any] | None:
    """The rule section of the action in progress, when the title's rulebook has one."""
    from brass.core.hooks.titles import title_info

    frame = game.state.frame
    if frame is None:
        return None
    info = title_info(game.rules.id)
    if info.rulebook is None:
        return None
    section = action_section(_rulebook(info.id, info.rulebook), frame.action)
    if section is None:
        return None
    return {"action": frame.action, "title": say(section.title()),
            "text": "\n\n".join(say(p()).replace("**", "") for p in section.paragraphs)}


def _ranking(game: Game, say: Say) -> list[dict[str, Any]]:
    vp = game.state.vp
    return [{"place": place, "seat": p, "name": say(player_name(p)), "vp": vp[p]}
            for place, group in enumerate(game.ranking(), start=1) for p in group]


__all__ = ["build_view"]
