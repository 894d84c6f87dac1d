"""Position files: a hand-made situation in readable TOML, using the data's own ids.

Example (Birmingham)::

    format = 1
    title = "birmingham"
    players = 2
    seed = 7              # shuffles the cards not named here
    era = "canal"
    round = 2
    turn = 1              # seat to act (1-based)
    actions_left = 2

    [[player]]            # one table per seat, seat 1 first
    money = 20
    income = 10           # progress-track space
    vp = 0
    hand = ["birmingham", "iron"]
    developed = ["cotton/1"]   # tiles gone from the mat (not on the board)

    [[player]]
    money = 17
    income = 10
    hand = ["dudley", "coventry"]

    [[tile]]
    space = "birmingham/1"
    industry = "cotton"
    level = 2
    owner = 1
    flipped = false

    [[link]]
    line = "birmingham-dudley"
    owner = 2

    [markets]
    coal = 13
    iron = 8

    [[merchant]]
    slot = "oxford/1"
    tile = "all"
    goods = 1            # beer beside it (Pittsburgh: 1 = face up)

Cards: hands, face-up ``discards`` and face-down ``facedown_cards`` take the named
cards (``facedown = n`` draws n unnamed ones instead).  Without a top-level
``deck``, every card not named forms the deck, shuffled from ``seed``.  With
``deck = [...]`` (first card drawn first; ``deck = []`` for an empty deck) the deck
is exactly that list, and the cards named nowhere count as played earlier: they
go face down under the discard piles, one to each seat in turn from seat 1.

Merchants, one rule for every title: a slot not listed in ``[[merchant]]`` keeps
the tile and goods the seed dealt it; ``tile = ""`` empties a listed slot.  A
listed tile that the seed dealt to an unlisted slot changes places with the
listed slot's own tile.

A position that breaks an era rule the title checks (two own industries in one
canal town, a level-I tile in the rail era, more cubes on a tile than it makes in
this era...) loads with a warning naming the rule; ``strict=True`` makes it an error.

Unknown keys, wrong types and impossible values are errors naming the file,
the key path and what was expected.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from brass.core.hooks.games import new_game
from brass.core.hooks.plugin_refs import resolve
from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, Text, text
from brass.core.model import rng
from brass.core.model.cards import deck_for
from brass.core.model.data import fail, structure
from brass.core.model.errors import DataError
from brass.core.model.industries import Amounts
from brass.core.model.state import TURN
from brass.core.play.invariants import problems

if TYPE_CHECKING:
    from brass.core.play.engine import Game

FORMAT = 1

MORE_CUBES_THAN_MADE = text(
    "position.warning.more_cubes_than_made",
    "space {space}: {tile} holds {cubes} {resource}, but it makes only {most} in this era")
SLOT_NOT_IN_PLAY = text(
    "position.slot_not_in_play", "merchant slot {slot} is not used with {players} players: it takes no tile or goods")
WARNINGS_ARE_ERRORS = text("position.warnings_are_errors", "{warning} (an era rule: refused with --strict)")


@frozen
class PlayerEntry:
    money: int
    income: int
    vp: int = 0
    spent: int = 0
    hand: tuple[str, ...] = ()
    discards: tuple[str, ...] = ()
    facedown: int = 0
    developed: tuple[str, ...] = ()
    facedown_cards: tuple[str, ...] = ()  # the face-down discards by name (instead of ``facedown``)


@frozen
class TileEntry:
    space: str
    industry: str
    level: int
    owner: int
    flipped: bool = False
    cubes: Amounts = -1  # -1: what the tile produces (nothing when flipped); or {resource = n}
    tag: str = ""


@frozen
class LinkEntry:
    line: str
    owner: int
    kind: str = ""  # link kind id; "" = the title's first kind


@frozen
class MerchantEntry:
    slot: str
    tile: str = ""  # "" = no tile on this slot
    goods: int = 0


@frozen
class PositionFile:
    format: int
    title: str
    players: int
    era: str
    player: tuple[PlayerEntry, ...]
    seed: int = 0
    round: int = 1
    turn: int = 1
    actions_left: int = -1  # -1: the round's number of actions
    order: tuple[int, ...] = ()
    tile: tuple[TileEntry, ...] = ()
    link: tuple[LinkEntry, ...] = ()
    markets: dict[str, int] = field(factory=dict)
    merchant: tuple[MerchantEntry, ...] = ()
    variant: dict[str, Any] = field(factory=dict)
    plugins: tuple[str, ...] = ()
    extra: dict[str, Any] = field(factory=dict)  # the title's own part (see the title's position docs)
    deck: tuple[str, ...] = ()  # the deck, first card drawn first (used when the key is present)


def game_from_position(
    data: dict[str, Any], file: str = "position", strict: bool = False, warnings: list[Message] | None = None,
    plugin_files: tuple[str, ...] = (),
) -> tuple[Game, str, int, dict | None, tuple[str, ...]]:
    """Build a game from parsed position data; returns (game, title, seed, variant, plugins).

    Era rules the position breaks are appended to ``warnings`` (when given), or raised
    as an error with ``strict``.  The plugins the file names load by installed name only;
    a plugin file it names loads only from ``plugin_files`` (named by the user: loading it
    runs code).
    """
    pos = structure(data, PositionFile, file)
    if pos.format != FORMAT:
        raise fail(file, "format", dm.EXPECTED(expected=FORMAT))
    variant = dict(pos.variant) or None
    loaded = resolve(pos.plugins, plugin_files, file)
    try:
        game = new_game(pos.title, pos.players, pos.seed, plugins=loaded, variant=variant)
    except DataError as exc:
        raise fail(file, "title/players", exc.message) from None
    _apply(game, pos, file, "deck" in data)
    if pos.extra and not game.hook.brass_position_read(game=game, extra=dict(pos.extra), file=file):
        raise fail(file, "extra", dm.NO_EXTRA_TABLE(title=pos.title))
    found = problems(game)
    if found:
        raise fail(file, dm.PATH_WHOLE_POSITION(), dm.POSITION_INCONSISTENT(problem=found[0]))
    broken = era_rule_warnings(game)
    if broken and strict:
        raise fail(file, dm.PATH_WHOLE_POSITION(), WARNINGS_ARE_ERRORS(warning=broken[0]))
    if warnings is not None:
        warnings.extend(broken)
    game.refresh()
    return game, pos.title, pos.seed, variant, pos.plugins


def era_rule_warnings(game: Game) -> list[Message]:
    """Era rules the game's situation breaks: core's cube check, then each title's own."""
    rules = game.rules
    st = game.state
    board = rules.board
    found: list[Message] = []
    for s, owner in enumerate(st.tile_owner):
        if owner < 0:
            continue
        tile = rules.tiles[st.tile_type[s]]
        made = dict(tile.produces[st.era])
        for r in tile.resources:
            if st.cubes[r][s] > made.get(r, 0):
                found.append(MORE_CUBES_THAN_MADE(space=board.spaces[s].ref, tile=tile.ref, cubes=st.cubes[r][s],
                                                  resource=rules.industries.resources[r].id, most=made.get(r, 0)))
    for messages in game.hook.brass_position_warnings(game=game):
        found.extend(messages)
    return found


def _ref(table: dict[str, int], ref: str, file: str, where: str, what: Text) -> int:
    if ref not in table:
        raise fail(file, where, dm.UNKNOWN(what=what(), value=ref))
    return table[ref]


def _apply(game: Game, pos: PositionFile, file: str, deck_given: bool) -> None:
    rules = game.rules
    st = game.state
    n = st.players
    board = rules.board
    if len(pos.player) != n:
        raise fail(file, "player", dm.PLAYER_TABLES(count=n, found=len(pos.player)))
    st.era = _ref(rules.era_index, pos.era, file, "era", dm.WHAT_ERA)
    rounds = rules.eras[st.era].rounds[rules.player_count_index(n)]
    if not 1 <= pos.round <= rounds:
        raise fail(file, "round", dm.EXPECTED_ROUND(rounds=rounds))
    st.round = pos.round
    # -- cards: start from the full deck; hands and piles take named cards from it
    pool = deck_for(rules.cards, rules.card_data, rules.player_count_index(n))
    st.wild_supply = [cd.supply if c.wild else 0 for c, cd in zip(rules.cards, rules.card_data)]
    st.hands = [[] for _ in range(n)]
    st.discards = [[] for _ in range(n)]
    st.facedown = [0] * n
    mat_start = rules.mat.start_counts()
    st.mat = [mat_start[:] for _ in range(n)]
    st.retired = [0] * n
    st.links_left = [[k.start for k in rules.link_kinds] for _ in range(n)]
    for p, entry in enumerate(pos.player):
        where = f"player[{p}]"
        for name in ("money", "vp", "spent", "facedown"):
            if getattr(entry, name) < 0 and name != "vp":
                raise fail(file, f"{where}.{name}", dm.CANNOT_BE_NEGATIVE())
        if not rules.track.first_space <= entry.income <= rules.track.last_space:
            raise fail(file, f"{where}.income",
                       dm.EXPECTED_TRACK_SPACE(low=rules.track.first_space, high=rules.track.last_space))
        st.money[p] = entry.money
        st.income[p] = entry.income
        st.vp[p] = entry.vp
        st.spent[p] = entry.spent
        for k, ref in enumerate(entry.hand):
            card = _ref(rules.card_index, ref, file, f"{where}.hand[{k}]", dm.WHAT_CARD)
            _take_card(st, rules, pool, card, file, f"{where}.hand[{k}]")
            st.hands[p].append(card)
        for k, ref in enumerate(entry.discards):
            card = _ref(rules.card_index, ref, file, f"{where}.discards[{k}]", dm.WHAT_CARD)
            if rules.cards[card].wild:
                raise fail(file, f"{where}.discards[{k}]", dm.WILD_NOT_DISCARDED())
            _take_card(st, rules, pool, card, file, f"{where}.discards[{k}]")
            st.discards[p].append(card)
        if entry.facedown_cards and entry.facedown:
            raise fail(file, f"{where}.facedown", dm.EXPECTED(expected=0))
        for k, ref in reversed(list(enumerate(entry.facedown_cards))):
            card = _ref(rules.card_index, ref, file, f"{where}.facedown_cards[{k}]", dm.WHAT_CARD)
            if rules.cards[card].wild:
                raise fail(file, f"{where}.facedown_cards[{k}]", dm.WILD_NOT_DISCARDED())
            _take_card(st, rules, pool, card, file, f"{where}.facedown_cards[{k}]")
            st.discards[p].insert(0, card)
            st.facedown[p] += 1
        for k, ref in enumerate(entry.developed):
            tile = _ref(rules.industries.tile_index, ref, file, f"{where}.developed[{k}]", dm.WHAT_TILE)
            game.take_tile(p, _check_tile_left(game, p, tile, file, f"{where}.developed[{k}]"))
            st.retired[p] += 1
    rng.shuffle(st, pool)
    for p, entry in enumerate(pos.player):
        for _ in range(entry.facedown):
            if not pool:
                raise fail(file, f"player[{p}].facedown", dm.NO_CARD_FOR_FACEDOWN())
            st.discards[p].insert(0, pool.pop())
            st.facedown[p] += 1
    if deck_given:
        deck = []
        for k, ref in enumerate(pos.deck):
            card = _ref(rules.card_index, ref, file, f"deck[{k}]", dm.WHAT_CARD)
            if rules.cards[card].wild:
                raise fail(file, f"deck[{k}]", dm.WILD_NOT_DISCARDED())
            _take_card(st, rules, pool, card, file, f"deck[{k}]")
            deck.append(card)
        for k, card in enumerate(pool):  # named nowhere: played earlier, face down
            seat = k % n
            st.discards[seat].insert(0, card)
            st.facedown[seat] += 1
        pool = deck[::-1]  # the state draws from the end of the list
    st.deck = pool
    # -- board
    for s in range(len(board.spaces)):
        game.clear_space(s)
    for k, t in enumerate(pos.tile):
        where = f"tile[{k}]"
        s = _ref(board.space_index, t.space, file, f"{where}.space", dm.WHAT_SPACE)
        if st.tile_owner[s] >= 0:
            raise fail(file, f"{where}.space", dm.TWO_TILES_ONE_SPACE())
        ind = _ref(rules.industries.industry_index, t.industry, file, f"{where}.industry", dm.WHAT_INDUSTRY)
        ref = f"{t.industry}/{t.level}{t.tag}"
        tile = _ref(rules.industries.tile_index, ref, file, f"{where}.level", dm.WHAT_LEVEL)
        allow = board.spaces[s].allow
        # an upgrade (Pittsburgh's coke works, polyphase...) replaces a tile and ignores the icon
        if ind not in allow and not any(u in allow for u in rules.tiles[tile].upgrades):
            raise fail(file, f"{where}.industry", dm.NO_ICON(space=t.space, industry=t.industry))
        owner = _seat(t.owner, n, file, f"{where}.owner")
        _check_tile_left(game, owner, tile, file, where)
        game.place_tile(owner, s, tile, t.flipped)
        _tile_cubes(game, s, t.cubes, file, f"{where}.cubes")
    st.link_owner = [-1] * len(board.links)
    st.link_kind = [-1] * len(board.links)
    for k, li in enumerate(pos.link):
        where = f"link[{k}]"
        i = _ref(board.link_index, li.line, file, f"{where}.line", dm.WHAT_LINE)
        if st.link_owner[i] >= 0:
            raise fail(file, f"{where}.line", dm.TWO_LINKS_ONE_LINE())
        owner = _seat(li.owner, n, file, f"{where}.owner")
        if li.kind and li.kind not in rules.link_kind_index:
            raise fail(file, f"{where}.kind", dm.UNKNOWN(what=dm.WHAT_LINK_KIND(), value=li.kind))
        kind = rules.link_kind_index[li.kind] if li.kind else 0
        if st.links_left[owner][kind] <= 0:
            raise fail(file, f"{where}.owner", dm.NO_LINK_TILE_LEFT())
        st.link_owner[i] = owner
        st.link_kind[i] = kind
        st.links_left[owner][kind] -= 1
    # -- markets and merchants
    by_id = {m.id: m for m in rules.markets}
    for key, cubes in pos.markets.items():
        if key not in by_id:
            raise fail(file, f"markets.{key}", dm.UNKNOWN_WHAT(what=dm.WHAT_MARKET()))
        if not 0 <= cubes <= by_id[key].size:
            raise fail(file, f"markets.{key}", dm.EXPECTED_CUBES(high=by_id[key].size))
        st.markets[by_id[key].index] = cubes
    _merchants(st, rules, pos, file)
    # -- whose turn
    seat = _seat(pos.turn, n, file, "turn")
    order = [_seat(x, n, file, f"order[{k}]") for k, x in enumerate(pos.order)] if pos.order else list(range(n))
    if sorted(order) != list(range(n)):
        raise fail(file, "order", dm.EVERY_SEAT_ONCE())
    if not pos.order:
        order = order[seat:] + order[:seat]
    st.order = order
    st.turn = order.index(seat)
    st.phase = TURN
    st.frame = None
    st.income_next = 0
    most = game.actions_in_round()
    if pos.actions_left > most:
        raise fail(file, "actions_left", dm.EXPECTED_ACTIONS(actions=most))
    st.actions_left = most if pos.actions_left < 0 else pos.actions_left


def _merchants(st: Any, rules: Any, pos: PositionFile, file: str) -> None:
    """Listed slots get their tiles; unlisted slots keep what the seed dealt (one rule for every title)."""
    board = rules.board
    listed: set[int] = set()
    for k, m in enumerate(pos.merchant):
        where = f"merchant[{k}]"
        slot = _ref(board.merchant_slot_index, m.slot, file, f"{where}.slot", dm.WHAT_MERCHANT_SLOT)
        if slot in listed:
            raise fail(file, f"{where}.slot", dm.SLOT_TWICE())
        listed.add(slot)
        if m.goods < 0:
            raise fail(file, f"{where}.goods", dm.CANNOT_BE_NEGATIVE())
        if (m.tile or m.goods) and board.merchant_slots[slot].min_players > st.players:
            # a slot left empty at this player count buys nothing and holds no beer (its bonus too)
            raise fail(file, f"{where}.slot", SLOT_NOT_IN_PLAY(slot=m.slot, players=st.players))
        if m.tile:
            on = {t: i for i, t in enumerate(st.merchant_tile) if t >= 0}  # tile -> the slot holding it
            copies = [i for i, tid in enumerate(rules.merchant_tile_ids)
                      if tid == m.tile and (on.get(i) is None or on[i] == slot or on[i] not in listed)]
            if not copies:
                raise fail(file, f"{where}.tile", dm.NO_MERCHANT_TILE_LEFT(tile=m.tile))
            # a copy already here or off the board first; else it leaves an unlisted slot
            pick = min(copies, key=lambda i: (on.get(i, slot) != slot, i))
            other = on.get(pick, slot)
            if other != slot:
                st.merchant_tile[other] = st.merchant_tile[slot]
            st.merchant_tile[slot] = pick
        else:
            st.merchant_tile[slot] = -1
        st.merchant_goods[slot] = m.goods


def _seat(value: int, players: int, file: str, where: str) -> int:
    if not 1 <= value <= players:
        raise fail(file, where, dm.EXPECTED_SEAT(players=players))
    return value - 1


def _take_card(st: Any, rules: Any, pool: list[int], card: int, file: str, where: str) -> None:
    if rules.cards[card].wild:
        if st.wild_supply[card] <= 0:
            raise fail(file, where, dm.NO_WILD_CARD_LEFT())
        st.wild_supply[card] -= 1
        return
    if card not in pool:
        raise fail(file, where, dm.NO_COPY_LEFT())
    pool.remove(card)


def _check_tile_left(game: Game, player: int, tile: int, file: str, where: str) -> int:
    """The mat position ``tile`` comes from; an error if ``player`` has none of it left."""
    rules = game.rules
    pos = rules.mat.position_of_tile[tile]
    if game.state.mat[player][pos] <= 0:
        raise fail(file, where, dm.NO_TILE_LEFT(player=player + 1, tile=rules.tiles[tile].ref))
    return pos


def _tile_cubes(game: Game, space: int, cubes: Any, file: str, where: str) -> None:
    st = game.state
    rules = game.rules
    tile = rules.tiles[st.tile_type[space]]
    if isinstance(cubes, int):
        if cubes < -1:
            raise fail(file, where, dm.CANNOT_BE_NEGATIVE())
        if cubes == -1:
            if not st.tile_flipped[space]:
                for resource, amount in tile.produces[st.era]:
                    st.cubes[resource][space] = amount
            return
        if cubes and len(tile.resources) != 1:
            raise fail(file, where, dm.SEVERAL_RESOURCES())
        for resource in tile.resources:
            st.cubes[resource][space] = cubes
        return
    for ref, amount in cubes.items():
        if ref not in rules.industries.resource_index:
            raise fail(file, f"{where}.{ref}", dm.UNKNOWN_WHAT(what=dm.WHAT_RESOURCE()))
        if amount < 0:
            raise fail(file, f"{where}.{ref}", dm.CANNOT_BE_NEGATIVE())
        st.cubes[rules.industries.resource_index[ref]][space] = amount


def position_of(game: Game) -> dict[str, Any]:
    """The position file content of a game's current situation (at an action boundary).

    The deck order is not kept: a position names only what players can see or hold.
    """
    rules = game.rules
    st = game.state
    board = rules.board
    cards = rules.cards
    players = []
    for p in range(st.players):
        on_board = [st.tile_type[s] for s, o in enumerate(st.tile_owner) if o == p]
        developed: list[str] = []
        for position in rules.mat.positions:
            gone = position.count - st.mat[p][position.index] - on_board.count(position.tile)
            developed.extend([rules.tiles[position.tile].ref] * max(0, gone))
        players.append({
            "money": st.money[p], "income": st.income[p], "vp": st.vp[p], "spent": st.spent[p],
            "hand": [cards[c].id for c in st.hands[p]],
            "discards": [cards[c].id for c in st.discards[p][st.facedown[p]:]],
            "facedown": st.facedown[p],
            "developed": developed,
        })
    tiles = []
    for s, owner in enumerate(st.tile_owner):
        if owner >= 0:
            t = rules.tiles[st.tile_type[s]]
            entry = {"space": board.spaces[s].ref, "industry": rules.industries.industries[t.industry].id,
                     "level": t.level, "owner": owner + 1, "flipped": st.tile_flipped[s],
                     "cubes": {rules.industries.resources[r].id: st.cubes[r][s] for r in sorted(t.resources)}}
            if t.ref != f"{entry['industry']}/{t.level}":
                entry["tag"] = t.ref.split("/", 1)[1][len(str(t.level)):]
            tiles.append(entry)
    links = [{"line": board.links[i].ref, "owner": o + 1, "kind": rules.link_kinds[st.link_kind[i]].id}
             for i, o in enumerate(st.link_owner) if o >= 0]
    merchants = []
    for slot in board.merchant_slots:
        on_slot = st.merchant_tile[slot.index]
        merchants.append({"slot": slot.ref, "tile": rules.merchant_tile_ids[on_slot] if on_slot >= 0 else "",
                          "goods": st.merchant_goods[slot.index]})
    out: dict[str, Any] = {
        "format": FORMAT, "title": rules.id, "players": st.players, "seed": 0,
        "era": rules.eras[st.era].id, "round": st.round,
        "turn": st.order[st.turn] + 1, "actions_left": st.actions_left,
        "order": [p + 1 for p in st.order],
        "player": players, "tile": tiles, "link": links,
        "markets": {m.id: st.markets[m.index] for m in rules.markets},
        "merchant": merchants,
    }
    extra = game.hook.brass_position_write(game=game)
    if extra:
        out["extra"] = extra
    return out
