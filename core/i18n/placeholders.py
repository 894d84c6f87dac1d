"""What a translation must keep from the English: its placeholders and its code spans.

Placeholders are parsed with Python's own format grammar (:class:`string.Formatter`), so
anything ``str.format`` would trip on -- a single ``{``, ``{a = b}`` meant as literal braces,
``{0}`` -- is found by ``brass locales check`` instead of at run time.
"""
from __future__ import annotations

import re
from collections import Counter
from string import Formatter

CODE_SPAN = re.compile(r"`[^`\n]+`")

#: explanations for translators of the placeholder names used across brass (``#.`` lines)
HINTS: dict[str, str] = {
    # people and seats
    "player": "a player's name (P1, P2...)", "who": "a player's or a bot's name", "owner": "a player's name",
    "number": "a seat number (1, 2...)", "seat": "a seat number as typed", "players": "a number of players",
    "counts": "player counts, such as 2-4", "place": "a place name (already translated)",
    "bot": "a bot's id (random, eager); never translated",
    # game things (already translated names)
    "industry": "an industry's name (already translated)", "industries": "industry names (already translated)",
    "location": "a place name (already translated)", "city": "a city's name (already translated)",
    "field": "an oilfield's name, or a field of a save file", "era": "an era's name (already translated)",
    "link": "a link's name (canal, railroad; already translated)", "line": "a line between two places "
    "(already translated)", "a": "one end of a line (a place name)", "b": "the other end of a line (a place name)",
    "ends": "the two ends of a link (place names)", "resource": "a resource's name (coal, iron; already translated)",
    "tile": "an industry tile (name and level; already translated)", "tiles": "industry tiles, or a number of them",
    "old": "the tile replaced, or the old value", "new": "the new value, or a number of new messages",
    "card": "a card's name (already translated)", "cards": "a number of cards, or card names",
    "market": "a market's name (already translated)", "kind": "a kind of thing (already translated), "
    "or a problem kind", "what": "a kind of thing: location, industry... (already translated)",
    "goods": "the goods a merchant buys (already translated)", "description": "a merchant's description",
    "reward": "a reward (already translated)", "state": "a tile's or merchant's state (already translated)",
    "icons": "industry icons of a space (already translated)", "stars": "a number of stars",
    "items": "what was paid (already translated)", "source": "where a resource came from (already translated)",
    # numbers and money
    "amount": "an amount, usually money with its currency sign (£8, $5)", "money": "money with its sign (£8, $5)",
    "price": "money with its sign", "cost": "what it costs (money and resources)", "paid": "what else was "
    "paid, starting with a separator, or empty", "refund": "money returned", "owed": "money owed",
    "spent": "money spent", "count": "a number; it also chooses the plural form", "n": "a space number",
    "vp": "victory points, a number", "win": "a number of wins", "income": "an income level, a number",
    "level": "a level, a number", "space": "a space number (progress track or board)",
    "spaces": "a number of spaces", "round": "a round number", "rounds": "a number of rounds",
    "actions": "a number of actions", "left": "a number left", "links": "a number of links or their VP",
    "beer": "a number of beer barrels", "oil": "a number of oil barrels", "whiskey": "a number of whiskey",
    "waiting": "a number of oil barrels waiting", "makes": "what a tile produces", "cubes": "a number of cubes",
    "size": "a number of market spaces", "room": "a number of free market spaces", "slots": "a number of slots",
    "low": "the lowest value allowed", "high": "the highest value allowed", "last": "the last valid index",
    "index": "a position in a list (0-based)", "total": "a total, a number", "percent": "a percentage number",
    "rate": "a percentage", "wins": "win rates (already formatted)", "mean": "a mean, a number",
    "median": "a median, a number", "sd": "a standard deviation, a number", "games": "a number of games",
    "gps": "games per second", "dps": "decisions per second", "apg": "actions per game",
    "seconds": "seconds, a number", "modules": "Python module names (brass.core.play.engine...); never translated",
    "clone": "microseconds per clone", "setup": "milliseconds per new game",
    "translated": "a number of messages", "untranslated": "a number of messages", "fuzzy": "a number of "
    "messages", "changed": "a number of messages", "obsolete": "a number of messages", "order": "seats in "
    "turn order (player names)",
    # files, ids and text from elsewhere
    "title": "a title's id or name (birmingham, Brass: Birmingham)", "file": "a file name as typed by the "
    "user; keep as is", "filename": "a file name (quoted)", "files": "data file names; never translated",
    "path": "a key path in a data file (industry[cotton].tiles); never translated", "key": "a message key or a "
    "data key; never translated", "segment": "part of a key path; never translated",
    "after": "a key path; never translated", "ref": "an id from a file; never translated",
    "id": "an option's or section's id; never translated", "option": "an option id; never translated",
    "label": "an option's label (already translated)", "section": "a section id as typed",
    "language": "a language's name in the reader's language (ไทย, Thai)",
    "part": "what the player typed after a command", "parts": "words the player may type; never translated",
    "towns": "town names, listed (already translated)", "town": "a town's name (already translated)",
    "value": "a value copied from the user's file", "expected": "what was expected (already translated)",
    "got": "the kind of value found (already translated)", "found": "what was found", "start": "the start "
    "position's value", "other": "another id or title", "choices": "the allowed values, listed",
    "known": "a list of ids, separated by commas; never translated", "detail": "a whole sentence (another "
    "message) explaining the problem", "error": "an error message (may be English, from a library)",
    "problem": "a problem (another message)", "reason": "why an option was refused (another message)",
    "at_line": "a line number in a file", "at_byte": "a byte's position in a file (1 is the first)",
    "column": "a column number in a line of a file", "char": "a character from the user's file, quoted; keep as is",
    "token": "a character or two expected in a file (=, ]); keep as is",
    "suggestion": "a key the user probably meant; never translated",
    "prompt": "the question asked (another message)", "answer": "what the user typed",
    "entry": "a provisional value's description", "fields": "field names; never translated",
    "lang": "a language code (th, de)", "domain": "a catalog name (brass, birmingham-rules)",
    "module": "a Python module name", "plugin": "a plugin's name", "package": "a Python package name",
    "package_version": "a version number", "version": "a version number", "name": "a name (title, file kind "
    "or option)",
    # click's own texts
    "message": "click: the detail of an error", "param_hint": "click: an option's name ('--lang')",
    "param_name": "click: an argument's name", "param_type": "click: 'option' or 'argument' (translated)",
    "nargs": "click: a number of values", "args": "click: the extra arguments typed",
    "possibility": "click: a suggested option", "possibilities": "click: suggested options",
    "choice": "click: the one allowed value", "number_type": "click: 'integer' or 'float'",
    "command": "click: the command typed (brass rules)", "range": "click: the allowed range",
    "states": "click: the accepted words", "default": "click: the default value",
    "var": "click: an environment variable's name",
    # added with the workbench, speed, terminal, pictures and position tools
    "action": "an action's id (build, network...)", "event": "a line of what happened (already translated)",
    "before": "VP before the action, a number", "era_vp": "VP at the era's end, a number",
    "eras": "era names (already translated)", "lines": "what was typed, quoted", "notes": "more about a tile "
    "(already translated)", "summary": "a short summary (already translated)", "short": "money still owed",
    "sections": "rule section ids, as typed", "side": "a side of a comparison, as typed",
    "step": "a step number", "steps": "the number of steps", "decision": "a decision number",
    "decisions": "a number of decisions", "first": "an era's name (already translated)",
    "most": "a number of cubes", "warning": "a warning (already translated)", "feature": "a feature's name",
    "extra": "an optional extra's name (pip); never translated", "executor": "an executor's id (local, dask)",
    "seats": "per-seat figures", "bots": "per-bot figures", "metric": "a metric's name", "metrics": "metric names",
    "diff": "a difference with its sign", "mark": "a star when significant, or empty", "p": "a p-value",
    "best": "the seat with the highest win rate", "worst": "the seat with the lowest win rate",
    "better": "the stronger side or bot", "worse": "the weaker side or bot", "needed": "a number of games",
    "q1": "the first quartile", "q2": "the median", "q3": "the third quartile", "fpa": "first-player advantage",
    "balance": "the balance figure", "vpa": "VP per action", "changes": "lead changes per game",
    "decisive": "decisiveness (0 to 1)", "x": "a bot's name", "y": "another bot's name",
    "xr": "the first bot's win rate", "xl": "its interval's low end", "xh": "its interval's high end",
    "yr": "the second bot's win rate", "yl": "its interval's low end", "yh": "its interval's high end",
    "d": "the difference of the win rates", "dl": "the difference's low end", "dh": "the difference's high end",
    "rev": "a git revision, as typed", "commit": "a commit hash", "ratio": "new / base, a number",
    "base": "the base figure", "base_cpu": "the base figure in CPU ms", "new_cpu": "the new figure in CPU ms",
    "wall": "milliseconds on the clock", "cpu": "milliseconds of CPU", "help_wall": "--help, ms on the clock",
    "help_cpu": "--help, ms of CPU", "help_base": "--help of the base, ms", "help_base_cpu": "--help of the "
    "base, CPU ms", "help_new": "--help now, ms", "help_new_cpu": "--help now, CPU ms",
    "aps": "actions per second", "setting": "a bot's setting as typed (search:64)",
    "reasons": "the evaluation's main reasons (already translated)",
    "change": "how much a term of the evaluation changes, with its sign (+5.2)",
    "check": "the name of a check (invariant, save round trip...)", "seed": "a game's seed, a number",
    "invariants": "a number of invariant checks", "not_offered": "a number of refused options",
    "position": "a number of position round trips", "save": "a number of save round trips",
    "limit": "a size limit (bytes)", "depth": "a nesting depth limit", "broken": "plugins that failed to load",
    "unknown": "the unknown-bot sentence (already translated)",
    "abbr": "an industry's mark in the picture (Ct, K, I); never translated",
    "action_name": "an action's name (already translated)",
    "quantity": "a resource and how many (2 coal, 1 beer; already translated with its counting word)",
    "resources": "resources and how many of each (already translated, with their counting words)",
    # statistics
    "chi2": "the chi-square statistic, a number", "df": "degrees of freedom, a number",
    "pair_p": "a p-value of one pair of seats, a number",
    # lessons and rule questions
    "slot": "a merchant slot (a place name and its number)", "lesson": "a lesson's id as typed (never translated)",
    "solved": "a number of lessons solved", "explanation": "a lesson's explanation (already translated)",
    "question": "a rule question (already translated)", "feedback": "a lesson's feedback (already translated)",
    "ways": "the ways a decision compares, by their names (already translated)",
    "offered": "the options offered at that point (ids, never translated)",
    "where": "where in a lesson file (a key path such as wrong[2]; never translated)",
}


class Fields(Counter[str]):
    """The placeholders of a template, with how often each appears."""


def fields(template: str) -> Fields:
    """Every ``{field}`` (with any ``!conversion`` and ``:spec``) in ``template``.

    Raises ``ValueError`` naming the problem for broken braces.
    """
    found = Fields()
    for _literal, name, spec, conversion in Formatter().parse(template):
        if name is None:
            continue
        if name == "" or name.isdigit():
            raise ValueError("positional placeholder {} or {0}: use a name")
        found[name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")] += 1
    return found


def placeholder_problem(english: str, translated: str, *, optional: frozenset[str] = frozenset()) -> str | None:
    """Why ``translated`` cannot stand for ``english``, or None when its placeholders fit.

    ``optional`` names may be left out (``{count}`` in a plural form that reads "one ...").
    """
    try:
        wanted = set(fields(english))
    except ValueError as exc:
        return f"the English itself is broken: {exc}"
    try:
        have = set(fields(translated))
    except ValueError as exc:
        return f"broken braces in the translation ({exc}); write literal braces as {{{{ and }}}}"
    if have - wanted or (wanted - have) - optional:
        return f"English has {sorted(wanted)}, translation has {sorted(have)}"
    return None


def code_span_problem(english: str, translated: str) -> str | None:
    """Code spans (`` `brass data pittsburgh` ``) are commands: they must survive verbatim."""
    missing = Counter(CODE_SPAN.findall(english)) - Counter(CODE_SPAN.findall(translated))
    if missing:
        return "code spans changed or missing: " + ", ".join(sorted(missing))
    return None


def hints_for(english: str, note: str) -> list[str]:
    """``{name}: what it holds`` for each placeholder the note does not already explain."""
    try:
        names = sorted({f.split("!", 1)[0].split(":", 1)[0] for f in fields(english)})
    except ValueError:
        return []
    return [f"{{{n}}}: {HINTS[n]}" for n in names if n in HINTS and f"{{{n}}}" not in note]
