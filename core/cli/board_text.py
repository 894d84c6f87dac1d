"""The board as readable text: every line a localized message (for ``show``, ``play``, ``replay``)."""
from __future__ import annotations

from brass.core.cli.common import Output
from brass.core.i18n.messages import Message, Money, text
from brass.core.i18n.plural import plural
from brass.core.model.market import buy_price
from brass.core.play.engine import Game, player_name
from brass.core.play.view import view as make_view

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
CUBES = text("show.cubes", "{count} {resource}")
LINKS = text("show.links", "Links")
LINK_LINE = text("show.link", "{a}–{b}: {owner} ({kind})")
NO_LINKS = text("show.no_links", "(none)")
MARKETS = text("show.markets", "Markets")
MARKET_LINE = text("show.market", "{resource}: {cubes} of {size} cubes, next one costs {price}")
MARKET_LINE_EMPTY = text("show.market_empty", "{resource}: {cubes} of {size} cubes, nothing to buy")
MERCHANTS = text("show.merchants", "Merchants")
MERCHANT_LINE = text("show.merchant", "{place} {n}: {description}")
MERCHANT_GENERIC = text("show.merchant_generic", "tile “{tile}”, {goods} beside it")
MERCHANT_NONE = text("show.merchant_none", "no tile")
DECK = plural("show.deck", "Deck: {count} card.", "Deck: {count} cards.")


def board_lines(game: Game, viewer: int) -> list[Message | str]:
    """Everything ``viewer`` may see, as lines (viewer -1 = a spectator)."""
    rules = game.rules
    st = game.state
    names = rules.names
    v = make_view(game, viewer)
    lines: list[Message | str] = [HEADER(title=rules.info.name, era=names.era[st.era](), round=st.round)]
    order = [player_name(p) for p in st.order]
    if v["phase"] == "over":
        lines.append(GAME_OVER())
    elif v["phase"] == "turn":
        lines.append(ACTING(player=player_name(v["acting"] - 1), left=v["actions_left"], order=order))
    else:
        lines.append(INCOME_PHASE(order=order))
    lines += ["", PLAYERS()]
    for entry in v["players"]:
        p = entry["seat"] - 1
        lines.append(PLAYER_LINE(
            player=player_name(p), money=Money(entry["money"]), space=entry["income_space"],
            level=entry["income_level"], vp=entry["vp"], spent=Money(entry["spent"]),
            cards=CARDS_IN_HAND(count=entry["hand_size"]), links=LINKS_LEFT(count=sum(entry["links_left"].values()))))
        if "hand" in entry:
            hand = [names.card(rules, rules.card_index[c]) for c in entry["hand"]]
            lines.append(HAND(player=player_name(p), cards=hand or "-"))
    lines += ["", BOARD()]
    board = rules.board
    for loc, spaces in enumerate(board.spaces_at):
        if not spaces:
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
                        extra.append(CUBES(count=st.cubes[res][s], resource=names.resource[res]()))
                common = dict(n=sp.n, tile=names.tile(rules, t.index), owner=player_name(st.tile_owner[s]))
                parts.append(SPACE_TILE_STATE(state=extra, **common) if extra else SPACE_TILE(**common))
        lines.append(LOCATION_LINE(place=names.location[loc](), spaces=parts))
    lines += ["", LINKS()]
    built = [(i, o) for i, o in enumerate(st.link_owner) if o >= 0]
    if not built:
        lines.append(NO_LINKS())
    for i, owner in built:
        a, b = board.links[i].ends[:2]
        lines.append(LINK_LINE(a=names.location[a](), b=names.location[b](), owner=player_name(owner),
                               kind=names.link_kind_of(rules, st.era, st.link_kind[i])))
    lines += ["", MARKETS()]
    for m in rules.markets:
        if not m.in_play(st.players):
            continue
        price = buy_price(m, st.markets[m.index])
        name = names.market(rules, m.index)
        if price < 0:
            lines.append(MARKET_LINE_EMPTY(resource=name, cubes=st.markets[m.index], size=m.size))
        else:
            lines.append(MARKET_LINE(resource=name, cubes=st.markets[m.index], size=m.size, price=Money(price)))
    in_play = [slot for slot in board.merchant_slots if slot.min_players <= st.players]
    if in_play:
        lines += ["", MERCHANTS()]
        for slot in in_play:  # slots for more players than this game has are left out
            lines.append(MERCHANT_LINE(place=names.location[slot.location](), n=slot.n,
                                       description=describe_merchant(game, slot.index)))
    extra = game.hook.brass_board_lines(game=game, player=viewer)
    if extra:
        lines += [""] + extra
    lines += ["", DECK(count=len(st.deck))]
    return lines


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


__all__ = ["board_lines", "describe_merchant", "print_board"]
