"""A lesson's checks: resolved against the title's rules, then evaluated on a game's state.

Checks are data (docs/lessons.md), so a lesson tests the engine: each reads the state the
engine produced and compares it with the value the lesson's author took from the rules.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, Money, text
from brass.core.learn.lesson_file import Check
from brass.core.model.data import fail

if TYPE_CHECKING:
    from brass.core.play.engine import Game

SEAT_RANGE = text("lesson.error.seat_range", "expected a seat from 1 to {players}")

WHAT: dict[str, Any] = {
    "money": text("lesson.check.money", "player {seat}'s money"),
    "income_space": text("lesson.check.income_space", "player {seat}'s income space"),
    "income_level": text("lesson.check.income_level", "player {seat}'s income level"),
    "vp": text("lesson.check.vp", "player {seat}'s VP"),
    "era_end_vp": text("lesson.check.era_end_vp", "player {seat}'s VP if the era ended now"),
    "hand_size": text("lesson.check.hand_size", "player {seat}'s cards in hand"),
    "spent": text("lesson.check.spent", "player {seat}'s spending this round"),
    "cubes": text("lesson.check.cubes", "{resource} on {space}", note="{resource}: a resource's name"),
    "tile": text("lesson.check.tile", "the tile on {space}"),
    "empty": text("lesson.check.empty", "space {space}"),
    "link": text("lesson.check.link", "line {line}"),
    "market": text("lesson.check.market", "the {market} market", note="{market}: the name of the resource it trades"),
    "merchant_goods": text("lesson.check.merchant_goods", "the goods beside merchant {slot}"),
    "order": text("lesson.check.order", "the turn order"),
    "mat": text("lesson.check.mat", "the lowest {industry} level on player {seat}'s mat",
                note="{industry}: an industry's name; the value is a level, 0 when none is left"),
}
PASSED = text("lesson.check.passed", "✓ {what}: {found}")
FAILED = text("lesson.check.failed", "✗ {what}: expected {expected}, found {found}")
NO_TILE = text("lesson.value.no_tile", "no tile")
TILE = text("lesson.value.tile", "{tile} of player {owner}", note="{tile}: a tile id (cotton/2)")
TILE_FLIPPED = text("lesson.value.tile_flipped", "{tile} of player {owner}, flipped")
NOBODY = text("lesson.value.nobody", "nobody")
LINK = text("lesson.value.link", "player {owner}'s {kind}", note="{kind}: a link kind id")


class CheckResult(NamedTuple):
    """One check's outcome: what it looked at, whether it passed, and the line to show."""

    check: Check
    passed: bool
    line: Message


class Resolved(NamedTuple):
    """A check with its references turned into the rules' indexes."""

    check: Check
    seat: int  # 0-based
    index: int  # the space, line, market or slot
    resource: int
    industry: int
    kind: int


def resolve(checks: tuple[Check, ...], game: "Game", learner: int, file: str, where: str) -> list[Resolved]:
    """The checks with their ids looked up; an unknown id is a DataError naming the key."""
    rules = game.rules
    board = rules.board
    found: list[Resolved] = []
    for k, c in enumerate(checks):
        at = f"{where}[{k}]"
        seat = learner
        if c.seat:
            if not 1 <= c.seat <= game.state.players:
                raise fail(file, f"{at}.seat", SEAT_RANGE(players=game.state.players))
            seat = c.seat - 1
        index = resource = industry = kind = -1
        if c.space:
            index = _ref(board.space_index, c.space, file, f"{at}.space", dm.WHAT_SPACE)
        if c.line:
            index = _ref(board.link_index, c.line, file, f"{at}.line", dm.WHAT_LINE)
        if c.market:
            index = _ref({m.id: m.index for m in rules.markets}, c.market, file, f"{at}.market", dm.WHAT_MARKET)
        if c.slot:
            index = _ref(board.merchant_slot_index, c.slot, file, f"{at}.slot", dm.WHAT_MERCHANT_SLOT)
        if c.resource:
            resource = _ref(rules.industries.resource_index, c.resource, file, f"{at}.resource", dm.WHAT_RESOURCE)
        if c.industry:
            industry = _ref(rules.industries.industry_index, c.industry, file, f"{at}.industry", dm.WHAT_INDUSTRY)
        if c.kind:
            kind = _ref(rules.link_kind_index, c.kind, file, f"{at}.kind", dm.WHAT_LINK_KIND)
        if c.what == "order":
            for n, s in enumerate(c.value):
                if not isinstance(s, int) or not 1 <= s <= game.state.players:
                    raise fail(file, f"{at}.value[{n}]", SEAT_RANGE(players=game.state.players))
        found.append(Resolved(c, seat, index, resource, industry, kind))
    return found


def _ref(table: dict[str, int], ref: str, file: str, where: str, what: Any) -> int:
    if ref not in table:
        raise fail(file, where, dm.UNKNOWN(what=what(), value=ref))
    return table[ref]


def era_end_vp(game: "Game") -> list[int]:
    """Every seat's VP were the era to end now (scored on a copy); once the game is over no era
    is left to score, so it is the final VP."""
    if game.over:
        return list(game.state.vp)
    copy = game.clone()
    copy.listener = None
    copy.hook.brass_era_end(game=copy, era=copy.state.era)
    return list(copy.state.vp)


def mat_level(game: "Game", seat: int, industry: int) -> int:
    """The level of the seat's lowest tile of ``industry`` still on its mat; 0 when none is left.

    Developing takes the lowest tile away, so this level shows which tiles went.
    """
    mat = game.rules.mat
    position = mat.lowest(game.state.mat[seat], industry)
    return game.rules.tiles[mat.positions[position].tile].level if position >= 0 else 0


def run_checks(resolved: list[Resolved], game: "Game") -> list[CheckResult]:
    """Each check evaluated on the game's state now."""
    return [_run(r, game) for r in resolved]


def _run(r: Resolved, game: "Game") -> CheckResult:
    c = r.check
    found, expected = _found(r, game), _expected(r, game)
    resource = game.rules.names.resource[r.resource]() if r.resource >= 0 else ""
    rules = game.rules
    market = rules.names.resource[rules.markets[r.index].resource]() if c.market else ""
    industry = rules.names.industry[r.industry]() if r.industry >= 0 else ""
    params = dict(seat=r.seat + 1, space=c.space, resource=resource, line=c.line, market=market, slot=c.slot,
                  industry=industry)
    what = WHAT[c.what](**params)
    passed = _passes(r, game)
    line = PASSED(what=what, found=found) if passed else FAILED(what=what, expected=expected, found=found)
    return CheckResult(c, passed, line)


def _seat_value(r: Resolved, game: "Game") -> int:
    st, p = game.state, r.seat
    what = r.check.what
    if what == "money":
        return st.money[p]
    if what == "income_space":
        return st.income[p]
    if what == "income_level":
        return game.rules.track.level(st.income[p])
    if what == "vp":
        return st.vp[p]
    if what == "era_end_vp":
        return era_end_vp(game)[p]
    if what == "hand_size":
        return len(st.hands[p])
    return st.spent[p]


def _number(r: Resolved, game: "Game") -> int | None:
    st, what = game.state, r.check.what
    if what == "cubes":
        return st.cubes[r.resource][r.index] if st.tile_owner[r.index] >= 0 else 0
    if what == "market":
        return st.markets[r.index]
    if what == "merchant_goods":
        return st.merchant_goods[r.index]
    if what == "mat":
        return mat_level(game, r.seat, r.industry)
    if what in ("money", "income_space", "income_level", "vp", "era_end_vp", "hand_size", "spent"):
        return _seat_value(r, game)
    return None


def _passes(r: Resolved, game: "Game") -> bool:
    st, c = game.state, r.check
    number = _number(r, game)
    if number is not None:
        return number == c.value
    if c.what == "order":
        return [s + 1 for s in st.order] == list(c.value)
    if c.what == "empty":
        return st.tile_owner[r.index] < 0
    if c.what == "link":
        owner = st.link_owner[r.index] + 1
        return owner == max(c.owner, 0) and (r.kind < 0 or st.link_kind[r.index] == r.kind)
    # a tile: each value given must hold
    owner = st.tile_owner[r.index]
    if owner < 0:
        return False
    tile = game.rules.tiles[st.tile_type[r.index]]
    return ((r.industry < 0 or tile.industry == r.industry) and (not c.level or tile.level == c.level)
            and (c.owner < 0 or owner + 1 == c.owner)
            and (c.flipped is None or st.tile_flipped[r.index] == c.flipped))


def _found(r: Resolved, game: "Game") -> Any:
    st, what = game.state, r.check.what
    number = _number(r, game)
    if number is not None:
        return Money(number) if what in ("money", "spent") else number
    if what == "order":
        return ", ".join(str(s + 1) for s in st.order)
    if what == "link":
        owner = st.link_owner[r.index]
        return NOBODY() if owner < 0 else LINK(owner=owner + 1, kind=game.rules.link_kinds[st.link_kind[r.index]].id)
    return _tile(game, r.index)


def _tile(game: "Game", space: int) -> Message:
    st = game.state
    owner = st.tile_owner[space]
    if owner < 0:
        return NO_TILE()
    ref = game.rules.tiles[st.tile_type[space]].ref
    return (TILE_FLIPPED if st.tile_flipped[space] else TILE)(tile=ref, owner=owner + 1)


def _expected(r: Resolved, game: "Game") -> Any:
    c = r.check
    if c.what in ("money", "spent"):
        return Money(c.value)
    if c.what == "order":
        return ", ".join(str(s) for s in c.value)
    if c.what == "empty":
        return NO_TILE()
    if c.what == "link":
        return NOBODY() if c.owner <= 0 else LINK(owner=c.owner, kind=c.kind or game.rules.link_kinds[0].id)
    if c.what == "tile":
        parts = [c.industry or "*", f"/{c.level}" if c.level else "/*"]
        ref = "".join(parts)
        owner: Any = c.owner if c.owner > 0 else "*"
        return (TILE_FLIPPED if c.flipped else TILE)(tile=ref, owner=owner)
    return c.value


__all__ = ["CheckResult", "Resolved", "era_end_vp", "mat_level", "resolve", "run_checks"]
