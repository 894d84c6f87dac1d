"""The board as readable text: every line a localized message (for ``show``, ``play``, ``replay``)."""
from __future__ import annotations

from brass.core.cli.common import Output
from brass.core.i18n.messages import Message, Money, Text, render, text
from brass.core.i18n.plural import plural
from brass.core.model.market import buy_price
from brass.core.model.state import TURN
from brass.core.play.engine import Game, player_name
from brass.core.play.view import SPECTATOR, title_parts, view as make_view

HEADER = text("show.header", "{title} — {era}, round {round}")
ACTING = text("show.acting", "{player} to act; actions left this turn: {left}. Turn order: {order}")
INCOME_PHASE = text("show.income_phase", "Round end: income is being paid. Turn order: {order}")
GAME_OVER = text("show.game_over", "The game is over.")
PLAYERS = text("show.players", "Players")
PLAYER_LINE = text(
    "show.player_line",
    "{player}: {money}, income level {level} (space {space}), {vp} VP, spent {spent}, {cards}, {links} left",
)
CARDS_IN_HAND = plural("show.cards", "{count} card", "{count} cards")
LINKS_LEFT = plural("show.links_left", "{count} link", "{count} links")
HAND = text("show.hand", "Hand of {player}: {cards}")
BOARD = text("show.board", "Industries")
LOCATION_LINE = text("show.location", "{place}: {spaces}")
SPACE_EMPTY = text("show.space_empty", "[{n}] {icons}: empty")
SPACE_TILE = text("show.space_tile", "[{n}] {tile} of {owner}")
SPACE_TILE_STATE = text("show.space_tile_state", "[{n}] {tile} of {owner} ({state})")
FLIPPED = text("show.flipped", "flipped")
LINKS = text("show.links", "Links")
LINK_LINE = text("show.link", "{a}–{b}: {owner} ({kind})")
NOTHING = text("show.no_links", "(none)")
MARKETS = text("show.markets", "Markets")
MARKET_LINE = text("show.market", "{resource}: {cubes} of {size} cubes, next one costs {price}")
MARKET_LINE_EMPTY = text("show.market_empty", "{resource}: {cubes} of {size} cubes, nothing to buy")
MERCHANTS = text("show.merchants", "Merchants")
MERCHANT_LINE = text("show.merchant", "{place} {n}: {description}")
MERCHANT_GENERIC = text("show.merchant_generic", "tile “{tile}”, {goods} beside it")
MERCHANT_NONE = text("show.merchant_none", "no tile")
DECK = plural("show.deck", "Deck: {count} card.", "Deck: {count} cards.")
TOWNS_NAMED = text("play.towns_named", "“{part}” could be {towns}: type more of the name.")


#: the parts of every title's board a player may ask for by name (``board links``), in the
#: board's order; a title adds its own after them (:func:`title_parts`)
PARTS = ("players", "industries", "links", "markets", "merchants")


def part_names(game: Game) -> tuple[str, ...]:
    """Every part of ``game``'s board a player may ask for by name: :data:`PARTS`, then the
    title's."""
    return PARTS + tuple(title_parts(game, SPECTATOR))


def board_lines(game: Game, viewer: int) -> list[Message | str]:
    """Everything ``viewer`` may see, as lines (viewer -1 = a spectator)."""
    lines = _header(game)
    for part in PARTS:
        found = _PART_LINES[part](game, viewer, None)
        if found:
            lines += ["", *found]
    for extra in title_parts(game, viewer).values():
        if extra:
            lines += ["", *extra]
    lines += ["", DECK(count=len(game.state.deck))]
    return lines


def board_part(game: Game, viewer: int, part: str | int) -> list[Message | str]:
    """One part of the board (a name of :func:`part_names`), or what is at one town (a
    location index: its spaces, the links that touch it, its market and merchants), with the
    header."""
    lines = _header(game)
    if isinstance(part, str):
        if part in _PART_LINES:
            return lines + [""] + _PART_LINES[part](game, viewer, None)
        return lines + [""] + (title_parts(game, viewer).get(part) or [NOTHING()])
    for name in PARTS[1:]:
        found = _PART_LINES[name](game, viewer, part)
        if found:
            lines += ["", *found]
    return lines


def part_named(game: Game, name: str) -> str | None:
    """The part of :func:`part_names` ``name`` means (case does not matter), or None."""
    folded = _folded(name)
    return folded if folded in part_names(game) else None


def find_part(game: Game, name: str, lang: str, unknown: Text) -> str | int | Message:
    """What ``name`` asks for: a part of :func:`part_names` or one town (its location), by its
    whole name, else by the start of one (a town first: ``board o`` is Oxford, ``board rew`` the
    rewards); else what to tell the player: the towns it could be, or ``unknown`` (with
    ``part``, ``parts`` and an example ``town``, the first with industry spaces) when nothing
    matches."""
    part = part_named(game, name)
    if part is not None:
        return part
    towns = towns_named(game, name, lang)
    if len(towns) == 1:
        return towns[0]
    names = game.rules.names
    if towns:
        return TOWNS_NAMED(part=name, towns=[names.location[t]() for t in towns])
    folded = _folded(name)
    started = [p for p in part_names(game) if folded and p.startswith(folded)]
    if len(started) == 1:
        return started[0]
    example = next(loc for loc, spaces in enumerate(game.rules.board.spaces_at) if spaces)
    return unknown(part=name, parts=", ".join(part_names(game)), town=names.location[example]())


def towns_named(game: Game, name: str, lang: str = "en") -> list[int]:
    """The locations ``name`` may mean: those whose id or name (English or ``lang``) it is,
    else those where one of them starts with it; case, spaces, hyphens and underscores do not
    matter (``board burton``, ``board farm`` gives both farm breweries)."""
    wanted = _folded(name)
    if not wanted:
        return []
    rules = game.rules
    known: list[tuple[str, int]] = []
    for loc, location in enumerate(rules.board.locations):
        label = rules.names.location[loc]()
        for spelling in {location.id, render(label), render(label, lang)}:
            known.append((_folded(spelling), loc))
    exact = sorted({loc for spelling, loc in known if spelling == wanted})
    return exact or sorted({loc for spelling, loc in known if spelling.startswith(wanted)})


def _folded(name: str) -> str:
    return "".join(ch for ch in name.casefold() if ch not in " -_'’")


def _header(game: Game) -> list[Message | str]:
    rules = game.rules
    st = game.state
    lines: list[Message | str] = [HEADER(title=rules.info.name, era=rules.names.era[st.era](), round=st.round)]
    order = [player_name(p) for p in st.order]
    if game.over:
        lines.append(GAME_OVER())
    elif st.phase == TURN:
        lines.append(ACTING(player=player_name(st.order[st.turn]), left=st.actions_left, order=order))
    else:
        lines.append(INCOME_PHASE(order=order))
    return lines


def _players(game: Game, viewer: int, only: int | None) -> list[Message | str]:
    rules = game.rules
    names = rules.names
    lines: list[Message | str] = [PLAYERS()]
    for entry in make_view(game, viewer)["players"]:
        p = entry["seat"] - 1
        lines.append(PLAYER_LINE(
            player=player_name(p), money=Money(entry["money"]), space=entry["income_space"],
            level=entry["income_level"], vp=entry["vp"], spent=Money(entry["spent"]),
            cards=CARDS_IN_HAND(count=entry["hand_size"]), links=LINKS_LEFT(count=sum(entry["links_left"].values()))))
        if "hand" in entry:
            hand = [names.card(rules, rules.card_index[c]) for c in entry["hand"]]
            lines.append(HAND(player=player_name(p), cards=hand or "-"))
    return lines


def _industries(game: Game, viewer: int, only: int | None) -> list[Message | str]:
    rules = game.rules
    st = game.state
    names = rules.names
    board = rules.board
    lines: list[Message | str] = []
    for loc, spaces in enumerate(board.spaces_at):
        if not spaces or (only is not None and loc != only):
            continue
        parts: list[Message] = []
        for s in spaces:
            sp = board.spaces[s]
            if st.tile_owner[s] < 0:
                icons = [names.industry[i]() for i in sorted(sp.allow)]
                parts.append(SPACE_EMPTY(n=sp.n, icons=icons))
            else:
                t = rules.tiles[st.tile_type[s]]
                extra: list[Message] = []
                if st.tile_flipped[s]:
                    extra.append(FLIPPED())
                for res in sorted(t.resources):
                    if st.cubes[res][s]:
                        extra.append(names.amount[res](count=st.cubes[res][s]))
                common = dict(n=sp.n, tile=names.tile(rules, t.index), owner=player_name(st.tile_owner[s]))
                parts.append(SPACE_TILE_STATE(state=extra, **common) if extra else SPACE_TILE(**common))
        lines.append(LOCATION_LINE(place=names.location[loc](), spaces=parts))
    return [BOARD(), *lines] if lines else []


def _links(game: Game, viewer: int, only: int | None) -> list[Message | str]:
    rules = game.rules
    st = game.state
    names = rules.names
    board = rules.board
    lines: list[Message | str] = [LINKS()]
    built = [(i, o) for i, o in enumerate(st.link_owner)
             if o >= 0 and (only is None or only in board.links[i].ends)]
    if not built:
        lines.append(NOTHING())
    for i, owner in built:
        a, b = board.links[i].ends[:2]
        lines.append(LINK_LINE(a=names.location[a](), b=names.location[b](), owner=player_name(owner),
                               kind=names.link_kind_of(rules, st.era, st.link_kind[i])))
    return lines


def _markets(game: Game, viewer: int, only: int | None) -> list[Message | str]:
    rules = game.rules
    st = game.state
    lines: list[Message | str] = []
    for m in rules.markets:
        if not m.in_play(st.players) or (only is not None and m.place != only):
            continue
        price = buy_price(m, st.markets[m.index])
        name = rules.names.market(rules, m.index, start=True)
        if price < 0:
            lines.append(MARKET_LINE_EMPTY(resource=name, cubes=st.markets[m.index], size=m.size))
        else:
            lines.append(MARKET_LINE(resource=name, cubes=st.markets[m.index], size=m.size, price=Money(price)))
    return [MARKETS(), *lines] if lines else []


def _merchants(game: Game, viewer: int, only: int | None) -> list[Message | str]:
    rules = game.rules
    st = game.state
    # slots for more players than this game has are left out
    in_play = [slot for slot in rules.board.merchant_slots if slot.min_players <= st.players
               and (only is None or slot.location == only)]
    if not in_play:
        return []
    return [MERCHANTS(), *(MERCHANT_LINE(place=rules.names.location[slot.location](), n=slot.n,
                                         description=describe_merchant(game, slot.index)) for slot in in_play)]


_PART_LINES = {"players": _players, "industries": _industries, "links": _links, "markets": _markets,
               "merchants": _merchants}


def describe_merchant(game: Game, slot: int) -> Message:
    found = game.hook.brass_describe_merchant(game=game, slot=slot)
    if found is not None:
        return found
    st = game.state
    tile = st.merchant_tile[slot]
    if tile < 0:
        return MERCHANT_NONE()
    return MERCHANT_GENERIC(tile=game.rules.merchant_tile_ids[tile], goods=st.merchant_goods[slot])


def print_board(out: Output, game: Game, viewer: int) -> None:
    for line in board_lines(game, viewer):
        out.echo(line)


__all__ = ["PARTS", "board_lines", "board_part", "describe_merchant", "find_part", "part_named", "part_names",
           "print_board", "towns_named"]
