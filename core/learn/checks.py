"""A lesson's checks: resolved against the title's rules, then evaluated on a game's state.

Checks are data (docs/lessons.md), so a lesson tests the engine: each reads the state the
engine produced and compares it with the value the lesson's author took from the rules.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Items, Message, Money, text
from brass.core.learn.lesson_file import Check
from brass.core.model.data import fail
from brass.core.model.rules import LEVELS
from brass.core.play.engine import player_name
from brass.core.play.scoring import era_end_vp

if TYPE_CHECKING:
    from brass.core.play.engine import Game

SEAT_RANGE = text("lesson.error.seat_range", "expected a seat from 1 to {players}")

WHAT: dict[str, Any] = {
    "money": text("lesson.check.money", "{player}'s money", note="{player}: P1, P2..."),
    "income_space": text("lesson.check.income_space", "{player}'s income space", note="{player}: P1, P2..."),
    "income_level": text("lesson.check.income_level", "{player}'s income level", note="{player}: P1, P2..."),
    "vp": text("lesson.check.vp", "{player}'s VP", note="{player}: P1, P2..."),
    "era_end_vp": text("lesson.check.era_end_vp", "{player}'s VP if the era ended now", note="{player}: P1, P2..."),
    "hand_size": text("lesson.check.hand_size", "{player}'s cards in hand", note="{player}: P1, P2..."),
    "spent": text("lesson.check.spent", "{player}'s spending this round", note="{player}: P1, P2..."),
    "cubes": text("lesson.check.cubes", "{resource} on {space}",
                  note="{resource}: a resource's name; {space}: a space (Birmingham, space 1)"),
    "link": text("lesson.check.link", "line {line}", note="{line}: a line named by its ends (Birmingham–Dudley)"),
    "market": text("lesson.check.market", "the {market} market", note="{market}: the name of the resource it trades"),
    "merchant_goods": text("lesson.check.merchant_goods", "the goods beside the merchant at {slot}",
                           note="{slot}: a merchant tile's space (Oxford, space 1)"),
    "order": text("lesson.check.order", "the turn order"),
    "mat": text("lesson.check.mat", "the lowest {industry} level on {player}'s mat",
                note="{industry}: an industry's name; {player}: P1, P2...; the value is a level, 0 when none is left"),
    "mat_tiles": text("lesson.check.mat_tiles", "{player}'s {industry} tiles left on the mat",
                      note="{industry}: an industry's name; {player}: P1, P2...; the value is a count"),
    "hand": text("lesson.check.hand", "{player}'s hand", note="{player}: P1, P2..."),
}
SPACE = text("lesson.check.space", "{place}, space {n}", note="a space of the board: Birmingham, space 1")
PASSED = text("lesson.check.passed", "✓ {what}: {found}")
FAILED = text("lesson.check.failed", "✗ {what}: expected {expected}, found {found}")
NO_TILE = text("lesson.value.no_tile", "no tile")
TILE = text("lesson.value.tile", "{tile} of {owner}", note="{tile}: a tile's name (Cotton mill II); {owner}: P1, P2...")
TILE_FLIPPED = text("lesson.value.tile_flipped", "{tile}, flipped", note="{tile}: a tile, maybe with its owner")
ANY_TILE = text("lesson.value.any_tile", "a tile", note="a check that accepts any industry and level")
ANY_LEVEL = text("lesson.value.any_level", "{industry} (any level)", note="{industry}: an industry's name")
ANY_INDUSTRY = text("lesson.value.any_industry", "a level {level} tile", note="{level}: a tile level (II)")
NOBODY = text("lesson.value.nobody", "nobody")
LINK = text("lesson.value.link", "{owner}'s {kind}", note="{owner}: P1, P2...; {kind}: a link's kind (canal, rail)")
HOLDS = text("lesson.value.holds", "holding {cards}", note="{cards}: card names; the hand may hold others too")
HOLDS_EXACTLY = text("lesson.value.holds_exactly", "exactly {cards}", note="{cards}: card names; nothing else")
NO_CARDS = text("lesson.value.no_cards", "no cards")


class CheckResult(NamedTuple):
    """One check's outcome: what it looked at, whether it passed, and the line to show."""

    check: Check
    passed: bool
    line: Message


class Resolved(NamedTuple):
    """A check with its references turned into the rules' indexes."""

    check: Check
    seat: int  # 0-based
    index: int  # type: ignore[assignment]  # (shadows tuple.index) the space, line, market or slot
    resource: int
    industry: int
    kind: int
    cards: tuple[int, ...] = ()  # the hand check's cards, as card types


def resolve(checks: tuple[Check, ...], game: Game, learner: int, file: str, where: str) -> list[Resolved]:
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
        cards = tuple(_ref(rules.card_index, card, file, f"{at}.cards[{n}]", dm.WHAT_CARD)
                      for n, card in enumerate(c.cards))
        if c.what == "order":
            for n, s in enumerate(c.value):
                if not isinstance(s, int) or not 1 <= s <= game.state.players:
                    raise fail(file, f"{at}.value[{n}]", SEAT_RANGE(players=game.state.players))
        found.append(Resolved(c, seat, index, resource, industry, kind, cards))
    return found


def _ref(table: dict[str, int], ref: str, file: str, where: str, what: Any) -> int:
    if ref not in table:
        raise fail(file, where, dm.UNKNOWN(what=what(), value=ref))
    return table[ref]


def mat_level(game: Game, seat: int, industry: int) -> int:
    """The level of the seat's lowest tile of ``industry`` still on its mat; 0 when none is left.

    Developing takes the lowest tile away, so this level shows which tiles went.
    """
    mat = game.rules.mat
    position = mat.lowest(game.state.mat[seat], industry)
    return game.rules.tiles[mat.positions[position].tile].level if position >= 0 else 0


def mat_tiles(game: Game, seat: int, industry: int) -> int:
    """How many tiles of ``industry`` the seat still has on its mat, of every level (a mat's
    position may hold several tiles, so the lowest level alone does not tell how many went)."""
    counts = game.state.mat[seat]
    return sum(counts[p] for p in game.rules.mat.of_industry[industry])


def run_checks(resolved: list[Resolved], game: Game) -> list[CheckResult]:
    """Each check evaluated on the game's state now."""
    return [_run(r, game) for r in resolved]


def _run(r: Resolved, game: Game) -> CheckResult:
    c = r.check
    found, expected = _found(r, game), _expected(r, game)
    rules = game.rules
    names = rules.names
    params: dict[str, Any] = dict(player=player_name(r.seat))
    if r.resource >= 0:
        params["resource"] = names.resource[r.resource]()
    if r.industry >= 0:
        params["industry"] = names.industry[r.industry]()
    if c.space:
        params["space"] = space_name(game, r.index)
    if c.line:
        params["line"] = names.link(rules, r.index)
    if c.market:
        params["market"] = names.resource[rules.markets[r.index].resource]()
    if c.slot:
        slot = rules.board.merchant_slots[r.index]
        params["slot"] = SPACE(place=names.location[slot.location](), n=slot.n)
    what = params["space"] if c.what in ("tile", "empty") else WHAT[c.what](**params)
    passed = _passes(r, game)
    line = PASSED(what=what, found=found) if passed else FAILED(what=what, expected=expected, found=found)
    return CheckResult(c, passed, line)


def space_name(game: Game, space: int) -> Message:
    """A space as the game names it: "Birmingham, space 1"."""
    rules = game.rules
    sp = rules.board.spaces[space]
    return SPACE(place=rules.names.location[sp.location](), n=sp.n)


def _seat_value(r: Resolved, game: Game) -> int:
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


def _number(r: Resolved, game: Game) -> int | None:
    st, what = game.state, r.check.what
    if what == "cubes":
        return st.cubes[r.resource][r.index] if st.tile_owner[r.index] >= 0 else 0
    if what == "market":
        return st.markets[r.index]
    if what == "merchant_goods":
        return st.merchant_goods[r.index]
    if what == "mat":
        return mat_level(game, r.seat, r.industry)
    if what == "mat_tiles":
        return mat_tiles(game, r.seat, r.industry)
    if what in ("money", "income_space", "income_level", "vp", "era_end_vp", "hand_size", "spent"):
        return _seat_value(r, game)
    return None


def _passes(r: Resolved, game: Game) -> bool:
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
    if c.what == "hand":
        held, wanted = Counter(st.hands[r.seat]), Counter(r.cards)
        return held == wanted if c.exactly else not wanted - held
    # a tile: each value given must hold
    owner = st.tile_owner[r.index]
    if owner < 0:
        return False
    tile = game.rules.tiles[st.tile_type[r.index]]
    return ((r.industry < 0 or tile.industry == r.industry) and (not c.level or tile.level == c.level)
            and (c.owner < 0 or owner + 1 == c.owner)
            and (c.flipped is None or st.tile_flipped[r.index] == c.flipped))


def _cards(game: Game, cards: Any) -> Any:
    """Card types named as the game names them, in the rules' order of cards."""
    rules = game.rules
    return Items(tuple(rules.names.card(rules, c) for c in sorted(cards))) if cards else NO_CARDS()


def _found(r: Resolved, game: Game) -> Any:
    st, what = game.state, r.check.what
    number = _number(r, game)
    if number is not None:
        return Money(number) if what in ("money", "spent") else number
    if what == "order":
        return tuple(player_name(s) for s in st.order)
    if what == "hand":
        return _cards(game, st.hands[r.seat])
    if what == "link":
        owner = st.link_owner[r.index]
        if owner < 0:
            return NOBODY()
        kind = game.rules.names.link_kind_of(game.rules, st.era, st.link_kind[r.index])
        return LINK(owner=player_name(owner), kind=kind)
    return _tile(game, r.index)


def _tile(game: Game, space: int) -> Message:
    st = game.state
    owner = st.tile_owner[space]
    if owner < 0:
        return NO_TILE()
    rules = game.rules
    tile = TILE(tile=rules.names.tile(rules, st.tile_type[space]), owner=player_name(owner))
    return TILE_FLIPPED(tile=tile) if st.tile_flipped[space] else tile


def _expected(r: Resolved, game: Game) -> Any:
    c = r.check
    rules = game.rules
    if c.what in ("money", "spent"):
        return Money(c.value)
    if c.what == "order":
        return tuple(player_name(s - 1) for s in c.value)
    if c.what == "hand":
        return (HOLDS_EXACTLY if c.exactly else HOLDS)(cards=_cards(game, r.cards))
    if c.what == "empty":
        return NO_TILE()
    if c.what == "link":
        if c.owner <= 0:
            return NOBODY()
        kind = rules.names.link_kind_of(rules, game.state.era, max(r.kind, 0))
        return LINK(owner=player_name(c.owner - 1), kind=kind)
    if c.what == "tile":
        tile: Any = _tile_kind(game, r.industry, c.level)
        if c.owner > 0:
            tile = TILE(tile=tile, owner=player_name(c.owner - 1))
        return TILE_FLIPPED(tile=tile) if c.flipped else tile
    return c.value


def _tile_kind(game: Game, industry: int, level: int) -> Message:
    """The tile a check expects, named as the game names tiles, "any" where it does not say."""
    rules = game.rules
    if industry >= 0 and level:
        tile = next((t.index for t in rules.tiles if t.industry == industry and t.level == level), -1)
        if tile >= 0:
            return rules.names.tile(rules, tile)
    if industry >= 0:
        return ANY_LEVEL(industry=rules.names.industry[industry]())
    if level:
        return ANY_INDUSTRY(level=LEVELS[level]() if level < len(LEVELS) else level)
    return ANY_TILE()


__all__ = ["CheckResult", "Resolved", "mat_level", "mat_tiles", "resolve", "run_checks", "space_name"]
