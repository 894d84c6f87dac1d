"""What one player may see: the public board plus their own hand, nothing else hidden.

Hidden from a viewer: other players' hands (only their sizes show), the deck
order (only its size), the face-down cards at the bottom of discard piles, the
generator state, and the details of another player's action in progress.  Bots
receive only this; ``brass show --as`` prints it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brass.core.model.state import INCOME, TURN

if TYPE_CHECKING:
    from brass.core.i18n.messages import Message
    from brass.core.play.engine import Game

#: ``view(game, SPECTATOR)`` shows no hand at all
SPECTATOR = -1


def _merchant_buys(game: Game) -> tuple[Any, list[int]]:
    """The title's sell action's test of what a merchant buys, and the goods it sells (None and
    none for a title without a sell action)."""
    from brass.core.play.sell import sell_action

    seller = sell_action(game)
    return (None, []) if seller is None else (seller.buys(game), sorted(seller.goods(game)))


def view(game: Game, player: int = SPECTATOR) -> dict[str, Any]:
    """A plain-data view of ``game`` for ``player`` (0-based seat, or SPECTATOR)."""
    rules = game.rules
    st = game.state
    board = rules.board
    track = rules.track
    cards = rules.cards
    players = []
    for p in range(st.players):
        visible_discards = st.discards[p][st.facedown[p]:]
        entry: dict[str, Any] = {
            "seat": p + 1,
            "money": st.money[p],
            "income_space": st.income[p],
            "income_level": track.level(st.income[p]),
            "vp": st.vp[p],
            "spent": st.spent[p],
            "hand_size": len(st.hands[p]),
            "discards": [cards[c].id for c in visible_discards],
            "facedown_discards": st.facedown[p],
            "links_left": {k.id: st.links_left[p][i] for i, k in enumerate(rules.link_kinds)},
            "mat": {rules.tiles[pos.tile].ref: st.mat[p][pos.index] for pos in rules.mat.positions},
        }
        if p == player:
            entry["hand"] = sorted(cards[c].id for c in st.hands[p])
        players.append(entry)
    tiles = []
    for s, owner in enumerate(st.tile_owner):
        if owner >= 0:
            t = rules.tiles[st.tile_type[s]]
            tiles.append({
                "space": board.spaces[s].ref,
                "industry": rules.industries.industries[t.industry].id,
                "level": t.level,
                "owner": owner + 1,
                "flipped": st.tile_flipped[s],
                "cubes": {rules.industries.resources[r].id: st.cubes[r][s]
                          for r in range(len(st.cubes)) if st.cubes[r][s]},
            })
    links = [
        {"line": board.links[i].ref, "owner": owner + 1, "kind": rules.link_kinds[st.link_kind[i]].id}
        for i, owner in enumerate(st.link_owner) if owner >= 0
    ]
    merchants = []
    buys, goods = _merchant_buys(game)
    industries = rules.industries.industries
    for slot in board.merchant_slots:
        tile = st.merchant_tile[slot.index]
        merchant: dict[str, Any] = {
            "slot": slot.ref,
            "tile": rules.merchant_tile_ids[tile] if tile >= 0 else "",
            "goods": st.merchant_goods[slot.index],
        }
        if buys is not None:
            # what it buys now (a title may make it depend on the tile's face: Pittsburgh's)
            merchant["buys"] = [industries[i].id for i in goods if tile >= 0 and buys(slot.index, tile, i)]
        merchants.append(merchant)
    acting = st.order[st.turn] if st.phase == TURN else -1
    out: dict[str, Any] = {
        "title": rules.id,
        "viewer": player + 1 if player >= 0 else 0,
        "era": rules.eras[st.era].id,
        "round": st.round,
        "phase": st.phase,
        "order": [p + 1 for p in st.order],
        "acting": acting + 1 if acting >= 0 else 0,
        "actions_left": st.actions_left if st.phase == TURN else 0,
        "deck_size": len(st.deck),
        "wild_supply": {cards[i].id: n for i, n in enumerate(st.wild_supply) if cards[i].wild},
        "players": players,
        "tiles": tiles,
        "links": links,
        "markets": {m.id: st.markets[m.index] for m in rules.markets},
        "merchants": merchants,
    }
    if st.phase == INCOME:
        out["income_next"] = st.income_next
    extra = game.hook.brass_view(game=game, player=player)
    if extra:
        out["title_state"] = extra
    frame = st.frame
    if frame is not None:
        out["action"] = {"player": frame.player + 1, "action": frame.action}
        if frame.player == player:
            out["action"]["step"] = frame.step
    return out


def title_parts(game: Game, player: int = SPECTATOR) -> dict[str, list[Message]]:
    """The title's own public state as ``player`` may see it, in words: parts of the board by
    the name a player types to see one (``brass_board_parts``: Pittsburgh's whiskey, oil,
    rewards, trains), each a list of lines; none for a title without such state.  Lines of the
    deprecated ``brass_board_lines`` are one part named by the title's id."""
    parts = game.hook.brass_board_parts(game=game, player=player)
    if parts is None:
        lines = game.hook.brass_board_lines(game=game, player=player)
        parts = {game.rules.info.id: lines} if lines else None
    return parts or {}
